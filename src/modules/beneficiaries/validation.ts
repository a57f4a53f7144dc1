// The rules of a new beneficiary that its JSON schema cannot say: person or business as the type requires, check
// digits of CPF, CNPJ and NIT, the CC/CE form, a real E.164 number, ISO country codes, 18 or older, ownership not
// above 100%. Every failure names its field; the answer is the input with its document numbers in canonical form.
import { Decimal } from 'decimal.js';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { canonicalDocument, personIdNumberError, taxIdError, type Country } from './id-numbers.ts';
import type { BusinessInput, CreateBeneficiaryInput, PersonInput } from './schemas.ts';
import { type FieldError, validationError } from '../../errors.ts';
import { isCountryCode } from '../../countries.ts';

const ADULT_AGE = 18;

/** Full years between a YYYY-MM-DD birth date and `today` (UTC). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

class Checker {
  readonly errors: FieldError[] = [];
  constructor(
    private readonly country: Country,
    private readonly today: Date,
  ) {}

  fail(path: string, message: string | undefined): void {
    if (message !== undefined) this.errors.push({ path, message });
  }

  countryCode(path: string, code: string): void {
    this.fail(path, isCountryCode(code) ? undefined : 'is not an ISO 3166-1 alpha-2 country code');
  }

  phone(path: string, phoneNumber: string): void {
    this.fail(path, isValidPhoneNumber(phoneNumber) ? undefined : 'is not a valid phone number in E.164 form');
  }

  person<T extends PersonInput>(path: string, person: T): T {
    const idNumber = canonicalDocument(person.idNumber);
    this.fail(`${path}/idNumber`, personIdNumberError(this.country, idNumber));
    this.phone(`${path}/phoneNumber`, person.phoneNumber);
    this.fail(`${path}/dateOfBirth`, ageOn(person.dateOfBirth, this.today) >= ADULT_AGE ? undefined : `must make the person at least ${ADULT_AGE} years old`);
    this.countryCode(`${path}/citizenship`, person.citizenship);
    this.countryCode(`${path}/address/country`, person.address.country);
    return { ...person, idNumber };
  }

  business(path: string, business: BusinessInput): BusinessInput {
    const taxId = canonicalDocument(business.taxId);
    this.fail(`${path}/taxId`, taxIdError(this.country, taxId));
    this.phone(`${path}/phoneNumber`, business.phoneNumber);
    this.countryCode(`${path}/address/country`, business.address.country);
    const legalRepresentative = this.person(`${path}/legalRepresentative`, business.legalRepresentative);
    const beneficialOwners = business.beneficialOwners.map((owner, index) => this.person(`${path}/beneficialOwners/${index}`, owner));
    const total = beneficialOwners.reduce((sum, owner) => sum.plus(owner.ownershipPercentage), new Decimal(0));
    this.fail(`${path}/beneficialOwners`, total.gt(100) ? 'ownershipPercentage adds up to more than 100' : undefined);
    return { ...business, taxId, legalRepresentative, beneficialOwners };
  }
}

/** The checked beneficiary, in canonical form; throws 400 validation.failed with every failing field. */
export function checkBeneficiary(input: CreateBeneficiaryInput, today = new Date()): CreateBeneficiaryInput {
  const check = new Checker(input.country, today);
  const { person, business, ...rest } = input;
  const [needed, unwanted] = input.type === 'INDIVIDUAL' ? (['person', 'business'] as const) : (['business', 'person'] as const);
  if (input[needed] === undefined) check.fail(`/${needed}`, `is required for type ${input.type}`);
  if (input[unwanted] !== undefined) check.fail(`/${unwanted}`, `is not allowed for type ${input.type}`);
  const checked: CreateBeneficiaryInput = {
    ...rest,
    ...(person && input.type === 'INDIVIDUAL' ? { person: check.person('/person', person) } : {}),
    ...(business && input.type === 'BUSINESS' ? { business: check.business('/business', business) } : {}),
  };
  if (check.errors.length > 0) throw validationError(check.errors);
  return checked;
}
