// The payments module's request and response shapes (contract section 10): TypeBox schemas that the server validates
// with and that OpenAPI publishes. Rules a schema cannot say (the routing number's check digit, ISO country codes,
// US states and ZIP codes) are in contacts.ts.
import { Type, type Static } from 'typebox';
import { CURRENCY_CODES } from '../../money.ts';
import { AmountValue, CountryCode, Id, Timestamp, PageNamed, rule, when } from '../../http/schemas.ts';

/** Text with something in it besides spaces. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** USPS codes of the states, the District of Columbia, the territories and the military post offices. */
export const US_STATES = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC ' +
  'SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP AA AE AP'
).split(' ');
/** A US ZIP code: 5 digits, or ZIP+4. */
export const ZIP_PATTERN = '^[0-9]{5}(-[0-9]{4})?$';

const addressProperties = {
  street1: Text(100),
  city: Text(60),
  state: Text(60),
  postalCode: Text(20),
  country: CountryCode('ISO 3166-1 alpha-2, such as US'),
};

/** A US address's state and ZIP code, as contacts.ts checks them: each rule its own part, with its own message. */
const usAddress = [
  { properties: { state: rule({ type: 'string', enum: US_STATES }, 'must be a two-letter US state code, such as NY') } },
  { properties: { postalCode: rule({ type: 'string', pattern: ZIP_PATTERN }, 'must be a US ZIP code: 5 digits, or ZIP+4') } },
];

export const PaymentType = Type.Enum(['WIRE', 'ACH']);
export const AccountType = Type.Enum(['CHECKING', 'SAVINGS']);

export const BankInfo = Type.Object(
  {
    name: Text(100),
    ...addressProperties,
    country: Type.Literal(
      'US',
      rule({ description: 'US: the bank is named by an ABA routing number' }, 'must be US: the bank is named by an ABA routing number'),
    ),
  },
  { additionalProperties: false, description: 'The receiving bank; a US bank (country US), as its routing number says', allOf: usAddress },
);

export const UserInfo = Type.Object(
  {
    name: Text(100),
    ...addressProperties,
    routingKey: Type.String({ pattern: '^[0-9]{9}$', description: 'ABA routing number of the bank; its check digit is verified' }),
    accountNumber: Type.String({ pattern: '^[0-9]{4,17}$', description: 'The account at that bank: 4 to 17 digits' }),
    accountType: AccountType,
    type: Type.Enum(['NATURAL_PERSON', 'LEGAL_PERSON']),
  },
  { additionalProperties: false, description: 'The account holder who receives the payment, and the account', allOf: [when('country', 'US', ...usAddress)] },
);

export const CreatePaymentContactBody = Type.Object(
  { beneficiaryId: Id, paymentType: PaymentType, bankInfo: BankInfo, userInfo: UserInfo },
  { additionalProperties: false },
);

export const PaymentContact = Type.Object(
  {
    id: Type.String(),
    integratorId: Type.String(),
    beneficiaryId: Type.String(),
    paymentType: PaymentType,
    bankInfo: BankInfo,
    userInfo: UserInfo,
    createdDate: Timestamp,
    lastModifiedDate: Timestamp,
  },
  { $id: 'PaymentContact', description: 'A US bank account a beneficiary pays and is paid by' },
);

const Amount = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'A decimal string with exactly 2 decimals' });
const MoneyOf = (currencyCode: 'USD' | 'USDC', description?: string) =>
  Type.Object({ currencyCode: Type.Literal(currencyCode), value: Amount }, description ? { description } : {});

export const CreatePaymentSimulationBody = Type.Object(
  {
    beneficiaryId: Id,
    amount: Type.Object(
      { currencyCode: Type.Enum(CURRENCY_CODES, { description: 'USDC: a payment sends USDC as USD' }), value: AmountValue },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const PaymentSimulation = Type.Object(
  {
    simulationId: Type.String({ description: 'The simulationId of POST /v1/payments' }),
    integratorId: Type.String(),
    beneficiaryId: Type.String(),
    amount: MoneyOf('USDC'),
    fees: MoneyOf('USD'),
    totalAmount: MoneyOf('USD', 'What the payment contact receives: amount less fees, at 1 USDC = 1 USD'),
    createdDate: Timestamp,
    expiresAt: Timestamp,
  },
  { $id: 'PaymentSimulation', description: 'The fee of a payment not yet made, and what the contact receives' },
);

export const CreatePaymentBody = Type.Object({ simulationId: Id, paymentContactId: Id, description: Text(140) }, { additionalProperties: false });

export const PaymentStatus = Type.Enum(['PENDING', 'COMPLETED', 'FAILED']);

export const Payment = Type.Object(
  {
    id: Type.String(),
    simulationId: Type.String(),
    paymentContactId: Type.String(),
    integratorId: Type.String(),
    beneficiaryId: Type.String(),
    description: Type.String(),
    amount: MoneyOf('USDC'),
    fees: MoneyOf('USD'),
    totalAmount: MoneyOf('USD'),
    status: PaymentStatus,
    failureReason: Type.Union([Type.String(), Type.Null()], { description: 'Why the payment FAILED' }),
    createdDate: Timestamp,
    lastModifiedDate: Timestamp,
  },
  { $id: 'Payment', description: "USDC from a beneficiary's balance paid out as USD to a payment contact" },
);

export const ReceivingInstructions = Type.Object(
  {
    beneficiaryId: Type.String(),
    currency: Type.Literal('USD'),
    bankName: Type.String(),
    bankAddress: Type.String(),
    routingNumber: Type.String({ description: 'ABA routing number, for wires and ACH' }),
    accountNumber: Type.String({ description: "The beneficiary's own account number: USD sent to it is credited as USDC" }),
    accountType: Type.Literal('CHECKING'),
    accountHolderName: Type.String(),
    reference: Type.String({ description: 'Unique to the beneficiary; the sender puts it in the memo' }),
  },
  { $id: 'ReceivingInstructions', description: "The beneficiary's USD receiving account" },
);

export const PaymentInBody = Type.Object(
  {
    beneficiaryId: Id,
    paymentContactId: Type.String({ minLength: 1, maxLength: 64, description: "The sender: one of the beneficiary's payment contacts" }),
    amount: AmountValue,
  },
  { additionalProperties: false },
);

export const PaymentIn = Type.Object(
  {
    id: Type.String(),
    beneficiaryId: Type.String(),
    paymentContactId: Type.String(),
    amount: MoneyOf('USD'),
    status: Type.Enum(['COMPLETED', 'REJECTED'], { description: 'COMPLETED: credited; REJECTED: refused, nothing credited' }),
    failureReason: Type.Union([Type.String(), Type.Null()]),
    createdDate: Timestamp,
  },
  { $id: 'PaymentIn', description: 'USD received for a beneficiary from one of its payment contacts, credited as USDC' },
);

/** Money in callback data: a JSON number with the amount's exact digits (contract section 4). */
const CallbackMoneyOf = (currencyCode: 'USD' | 'USDC') => Type.Object({ currencyCode: Type.Literal(currencyCode), value: Type.Number() });

/** The data of a PAYMENT_OUT event: the payment, its amounts as JSON numbers (paymentEventData). */
export const PaymentEventData = Type.Object(
  {
    ...Payment.properties,
    amount: CallbackMoneyOf('USDC'),
    fees: CallbackMoneyOf('USD'),
    totalAmount: CallbackMoneyOf('USD'),
  },
  { $id: 'PaymentEventData', description: 'The payment as PAYMENT_OUT callbacks carry it; amounts are JSON numbers' },
);

/** The data of a PAYMENT_IN event: the payment in, its amount as a JSON number. */
export const PaymentInEventData = Type.Object(
  { ...PaymentIn.properties, amount: CallbackMoneyOf('USD') },
  { $id: 'PaymentInEventData', description: 'The payment in as PAYMENT_IN callbacks carry it; the amount is a JSON number' },
);

export type CreatePaymentContactInput = Static<typeof CreatePaymentContactBody>;
export type PaymentContactBody = Static<typeof PaymentContact>;
export type CreatePaymentSimulationInput = Static<typeof CreatePaymentSimulationBody>;
export type PaymentSimulationBody = Static<typeof PaymentSimulation>;
export type CreatePaymentInput = Static<typeof CreatePaymentBody>;
export type PaymentBody = Static<typeof Payment>;
export type ReceivingInstructionsBody = Static<typeof ReceivingInstructions>;
export type PaymentInInput = Static<typeof PaymentInBody>;
export type PaymentInResult = Static<typeof PaymentIn>;

/** Pages of payments and payment contacts, named for generators. */
export const PaymentPage = PageNamed(Payment);
export const PaymentContactPage = PageNamed(PaymentContact);
