// The beneficiaries module's request and response shapes (contract section 7): TypeBox schemas that the server
// validates with and that OpenAPI publishes. Rules a schema cannot say (check digits, age, ISO codes) are in
// validation.ts.
import { Type, type Static, type TSchema } from 'typebox';
import { CountryCode as Country, forbids, Id, ref, requires, Timestamp, PageNamed, when } from '../../http/schemas.ts';
import type { UploadedFile } from './upload-form.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const CountryCode = Country('ISO 3166-1 alpha-2, such as BR');
const Email = Type.String({ format: 'email', maxLength: 254 });
const PhoneNumber = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', description: 'E.164, such as +5511987654321' });

export const Address = Type.Object(
  {
    streetOne: Text(200),
    streetTwo: Type.Optional(Type.String({ maxLength: 200 })),
    city: Text(100),
    state: Text(100),
    zipcode: Text(20),
    country: CountryCode,
  },
  { additionalProperties: false },
);

const personProperties = {
  firstName: Text(100),
  lastName: Text(100),
  idNumber: Type.String({ minLength: 1, maxLength: 32, description: 'CPF in BR; CC or CE in CO. Stored without dots or dashes.' }),
  email: Email,
  phoneNumber: PhoneNumber,
  dateOfBirth: Type.String({ format: 'date', description: 'YYYY-MM-DD; the person must be 18 or older' }),
  citizenship: CountryCode,
  address: Address,
};

export const Person = Type.Object(personProperties, { additionalProperties: false });

export const BeneficialOwner = Type.Object(
  {
    ...personProperties,
    ownershipPercentage: Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'Owners with 25 or more are verified like an individual' }),
  },
  { additionalProperties: false },
);

export const Business = Type.Object(
  {
    legalName: Text(200),
    taxId: Type.String({ minLength: 1, maxLength: 32, description: 'CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO' }),
    email: Email,
    phoneNumber: PhoneNumber,
    address: Address,
    legalRepresentative: Person,
    beneficialOwners: Type.Array(BeneficialOwner, { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const BeneficiaryType = Type.Enum(['INDIVIDUAL', 'BUSINESS']);
export const BeneficiaryCountry = Type.Enum(['BR', 'CO']);
export const BeneficiaryStatus = Type.Enum(['PENDING', 'CREATED', 'REJECTED']);

export const CreateBeneficiaryBody = Type.Object(
  {
    integratorBeneficiaryId: Text(100),
    type: BeneficiaryType,
    country: BeneficiaryCountry,
    person: Type.Optional(Person),
    business: Type.Optional(Business),
  },
  {
    additionalProperties: false,
    description: 'person for an INDIVIDUAL, business for a BUSINESS',
    // As validation.ts checkBeneficiary says it: the type names which of person and business is given.
    allOf: (['INDIVIDUAL', 'BUSINESS'] as const).map((type) => {
      const [needed, unwanted] = type === 'INDIVIDUAL' ? ['person', 'business'] : ['business', 'person'];
      return when('type', type, requires(needed, `is required for type ${type}`), forbids(unwanted, `is not allowed for type ${type}`));
    }),
  },
);

export const PixKeyType = Type.Enum(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']);

export const BankAccount = Type.Object(
  {
    bankCode: Type.String({ pattern: '^[0-9]{3,4}$', description: 'The Colombian bank code, such as 1007' }),
    accountType: Type.Enum(['CHECKING', 'SAVINGS']),
    accountNumber: Type.String({ pattern: '^[0-9]{6,20}$' }),
  },
  { additionalProperties: false },
);

/** As rails/capabilities/breb-keys.ts brebKeyType reads it: an alias, a mobile number, an email or an identification number. */
export const BrebKey = Type.String({
  minLength: 2,
  maxLength: 92,
  pattern: '^(@[A-Za-z0-9]{1,19}|3[0-9]{9}|[^\\s@]+@[^\\s@]+\\.[^\\s@]+|[0-9]{5,15})$',
  description:
    'CO: a Bre-B key (llave): an alias (@ and 1 to 19 letters or digits), a Colombian mobile number (10 digits starting with 3), an email ' +
    "or an identification number (5 to 15 digits). Its holder is resolved at the provider and must be the beneficiary's own document.",
});

export const TargetAccountStatus = Type.Enum(['PENDING', 'VALID', 'INVALID']);

export const PutLocalTargetAccountBody = Type.Object(
  {
    pixKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'BR: a CPF, CNPJ, email, +55 mobile number or random (EVP) key' })),
    bankAccount: Type.Optional(BankAccount),
    brebKey: Type.Optional(BrebKey),
  },
  { additionalProperties: false, description: 'pixKey for a BR beneficiary; bankAccount or brebKey (one of them) for a CO one' },
);

export const LocalTargetAccount = Type.Object(
  {
    pixKey: Type.Optional(Type.String({ description: 'In canonical form' })),
    pixKeyType: Type.Optional(PixKeyType),
    bankAccount: Type.Optional(BankAccount),
    brebKey: Type.Optional(Type.String({ description: 'A Bre-B key (an email in lower case)' })),
    status: TargetAccountStatus,
    message: Nullable(Type.String({ description: 'Why the account is INVALID' })),
  },
  { $id: 'LocalTargetAccount', description: "The beneficiary's local payout account and its validation" },
);

export const Beneficiary = Type.Object(
  {
    id: Type.String(),
    integratorId: Type.String(),
    integratorBeneficiaryId: Type.String(),
    type: BeneficiaryType,
    country: BeneficiaryCountry,
    status: BeneficiaryStatus,
    kycVerified: Type.Boolean(),
    rejectionReason: Nullable(Type.String()),
    person: Type.Optional(Person),
    business: Type.Optional(Business),
    localTargetAccount: Nullable(ref(LocalTargetAccount)),
    createdDate: Timestamp,
    lastModifiedDate: Timestamp,
  },
  { $id: 'Beneficiary', description: 'A person or business that converts money through Ponte, and its verification status' },
);

export const BeneficiaryParams = Type.Object({ id: Id });
export const KyxBeneficiaryParams = Type.Object({ beneficiaryId: Id });
export const KyxStepParams = Type.Object({ kyxStepId: Id });

export const IdentityDocumentType = Type.Enum(['ID_CARD', 'DRIVING_LICENSE', 'SELFIE']);
export const StepStatus = Type.Enum(['PENDING', 'APPROVED', 'REJECTED']);

export const KyxStep = Type.Object(
  {
    id: Type.String({ description: 'The kyxStepId of POST /v1/kyx-steps/{kyxStepId}/regenerate' }),
    ownerIdentification: Type.String(),
    uploadLink: Type.String(),
    partnerSdk: Type.Object({ token: Type.String() }),
    acceptedDocs: Nullable(Type.Array(IdentityDocumentType)),
    status: StepStatus,
    expiresAt: Timestamp,
  },
  { $id: 'VerificationStep', description: 'The verification of one person: where they upload their documents, until when' },
);

/** The record BENEFICIARY_KYC carries as its data, and GET /v1/beneficiaries/{id}/verification answers. */
export const VerificationRecord = Type.Object(
  {
    id: Type.String(),
    beneficiaryId: Type.String(),
    status: Nullable(Type.Enum(['PENDING', 'APPROVED', 'REJECTED'])),
    steps: Type.Array(ref(KyxStep)),
    errors: Type.Array(Type.Object({ kyxStepId: Type.String(), ownerIdentification: Type.String(), message: Type.String() })),
  },
  { $id: 'VerificationRecord', description: "A beneficiary's verification: one step per person to verify, and why any was rejected" },
);

export const KyxPersonDocuments = Type.Object(
  {
    personId: Type.String({ description: "The person's idNumber (the step's ownerIdentification)" }),
    files: Type.Array(
      Type.Object({
        front: Type.String({ description: 'base64' }),
        back: Nullable(Type.String({ description: 'base64; null for a selfie' })),
        type: IdentityDocumentType,
        fileType: Type.Enum(['jpg', 'png']),
      }),
    ),
  },
  { $id: 'PersonDocuments', description: 'The identity images captured for one person' },
);

export const BUSINESS_DOCUMENT_TYPES = ['INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION', 'BUSINESS_BANK_ACCOUNT'] as const;
export const BusinessDocumentType = Type.Enum(BUSINESS_DOCUMENT_TYPES);

export const UploadFileBody = Type.Object(
  {
    // The form reader puts the file part here; JSON Schema checks only that it is present.
    file: Type.Unsafe<UploadedFile>({ contentMediaType: 'application/octet-stream', description: 'PDF, JPEG or PNG, at most 10 MB' }),
    name: BusinessDocumentType,
    type: BusinessDocumentType,
    documentOwner: Type.Enum(['BUSINESS']),
  },
  { additionalProperties: false },
);

export const BeneficiaryFile = Type.Object(
  {
    id: Type.String(),
    name: BusinessDocumentType,
    type: BusinessDocumentType,
    documentOwner: Type.Literal('BUSINESS'),
    contentType: Type.Enum(['application/pdf', 'image/jpeg', 'image/png']),
    size: Type.Integer(),
    status: Type.Enum(['PENDING', 'ACCEPTED', 'REFUSED'], {
      description: "Its review by Ponte's compliance: PENDING until reviewed; REFUSED with refusalReason (upload the type again)",
    }),
    refusalReason: Nullable(Type.String({ description: 'Why the document was refused; null unless REFUSED' })),
    reviewedDate: Nullable(Timestamp),
    createdDate: Timestamp,
  },
  { $id: 'BeneficiaryFile', description: "One of a business's verification documents and its review (its content is not returned)" },
);

/** An operator's decision on one business document (the console). */
export const DocumentReviewBody = Type.Object(
  {
    decision: Type.Enum(['ACCEPT', 'REFUSE']),
    reason: Type.Optional(Type.String({ maxLength: 500, description: 'Required to REFUSE: what is wrong, as the integrator is told' })),
  },
  { additionalProperties: false },
);
export type DocumentReviewInput = Static<typeof DocumentReviewBody>;

/** The data of a BENEFICIARY_KYB event: the business's documents and their review, once all three are there. */
export const BusinessDocumentsEventData = Type.Object(
  { beneficiaryId: Type.String(), documents: Type.Array(ref(BeneficiaryFile)) },
  { $id: 'BusinessDocumentsEventData', description: "A business's verification documents, complete" },
);

export type PersonInput = Static<typeof Person>;
export type BusinessInput = Static<typeof Business>;
export type CreateBeneficiaryInput = Static<typeof CreateBeneficiaryBody>;
export type LocalTargetAccountInput = Static<typeof PutLocalTargetAccountBody>;
export type UploadFileInput = Static<typeof UploadFileBody>;

/** A page of Beneficiarys, named for generators. */
export const BeneficiaryPage = PageNamed(Beneficiary);
