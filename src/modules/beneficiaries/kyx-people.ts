// Owns who a beneficiary's verification is about: the people to verify (the individual; a business's legal
// representative and every owner with 25% or more, once per idNumber), and each one's details as the partner is given
// them, taken from the beneficiary exactly as it holds them.
import { Decimal } from 'decimal.js';
import type { PersonToVerify } from '../../rails/capabilities/kyc-partner.ts';
import type { BeneficiaryRow } from './model.ts';
import type { CreateBeneficiaryInput, PersonInput } from './schemas.ts';

/** Owners with this share or more are verified like an individual. */
const BENEFICIAL_OWNER_THRESHOLD = new Decimal(25);

export interface PersonOfStep {
  /** The person's idNumber: the step's ownerIdentification. */
  ownerIdentification: string;
  person: PersonToVerify;
}

type Holder = Pick<CreateBeneficiaryInput, 'person' | 'business' | 'country'>;

function toPersonToVerify(person: PersonInput, country: Holder['country']): PersonToVerify {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    dateOfBirth: person.dateOfBirth,
    // Where the person lives: what a partner asks as the country of residence (citizenship is another matter).
    country: person.address.country,
    // What the document is matched to: a CPF in Brazil (a tax number), a CC or CE in Colombia (identity cards).
    idNumber: { kind: country === 'BR' ? 'TAX_ID' : 'IDENTITY_CARD', value: person.idNumber },
  };
}

/** Everyone the beneficiary names who is verified, in order, the first mention of an idNumber winning. */
function candidates(beneficiary: Holder): PersonInput[] {
  if (beneficiary.person) return [beneficiary.person];
  const business = beneficiary.business;
  if (!business) return [];
  const owners = business.beneficialOwners.filter((owner) => new Decimal(owner.ownershipPercentage).gte(BENEFICIAL_OWNER_THRESHOLD));
  return [business.legalRepresentative, ...owners];
}

/**
 * The people to verify, in order: the individual; for a business its legal representative and every beneficial owner
 * with 25% or more, each idNumber once (a representative who is also an owner is one person).
 */
export function peopleToVerify(beneficiary: Holder): PersonOfStep[] {
  const people = new Map<string, PersonOfStep>();
  for (const person of candidates(beneficiary)) {
    if (!people.has(person.idNumber))
      people.set(person.idNumber, { ownerIdentification: person.idNumber, person: toPersonToVerify(person, beneficiary.country) });
  }
  return [...people.values()];
}

/** The person a step verifies, found again in its beneficiary by the step's ownerIdentification (a regenerated link). */
export function personOfStep(beneficiary: Pick<BeneficiaryRow, 'id' | 'person' | 'business' | 'country'>, ownerIdentification: string): PersonToVerify {
  const found = peopleToVerify({ person: beneficiary.person ?? undefined, business: beneficiary.business ?? undefined, country: beneficiary.country }).find(
    (candidate) => candidate.ownerIdentification === ownerIdentification,
  );
  if (!found) throw new Error(`beneficiary ${beneficiary.id} names nobody verified as its step's owner`);
  return found.person;
}
