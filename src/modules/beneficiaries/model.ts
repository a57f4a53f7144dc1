// The beneficiary as stored and as the API shows it, how one is read (always within its integrator, or locked for a
// change), and how an event about one is emitted.
import type { Static } from 'typebox';
import { maybeOne, maybeOneByUuid, one, type Queryable } from '../../db/index.ts';
import { emitEvent, type Operation } from '../webhooks/index.ts';
import type { Country } from './id-numbers.ts';
import type { Beneficiary as BeneficiarySchema, BusinessInput, LocalTargetAccount as LocalTargetAccountSchema, PersonInput } from './schemas.ts';
import { beneficiaryError } from './errors.ts';

export type Beneficiary = Static<typeof BeneficiarySchema>;
export type LocalTargetAccount = Static<typeof LocalTargetAccountSchema>;
export type BeneficiaryStatus = Beneficiary['status'];
export type TargetAccountStatus = LocalTargetAccount['status'];
/** The account as stored, without its validation state. */
export type StoredTargetAccount = Omit<LocalTargetAccount, 'status' | 'message'>;

export interface BeneficiaryRow {
  id: string;
  integrator_id: string;
  integrator_beneficiary_id: string;
  type: Beneficiary['type'];
  country: Country;
  status: BeneficiaryStatus;
  kyc_verified: boolean;
  rejection_reason: string | null;
  person: PersonInput | null;
  business: BusinessInput | null;
  target_account: StoredTargetAccount | null;
  target_account_id: string | null;
  target_account_status: TargetAccountStatus | null;
  target_account_message: string | null;
  created_at: Date;
  updated_at: Date;
}

export function toLocalTargetAccount(row: BeneficiaryRow): LocalTargetAccount | null {
  if (!row.target_account || !row.target_account_status) return null;
  return { ...row.target_account, status: row.target_account_status, message: row.target_account_message };
}

export function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    integratorBeneficiaryId: row.integrator_beneficiary_id,
    type: row.type,
    country: row.country,
    status: row.status,
    kycVerified: row.kyc_verified,
    rejectionReason: row.rejection_reason,
    ...(row.person ? { person: row.person } : {}),
    ...(row.business ? { business: row.business } : {}),
    localTargetAccount: toLocalTargetAccount(row),
    createdDate: row.created_at.toISOString(),
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

/** The document that identifies the beneficiary: the person's CPF/CC/CE, or the business's CNPJ/NIT. */
export function holderDocument(row: BeneficiaryRow): string {
  const document = row.person?.idNumber ?? row.business?.taxId;
  if (document === undefined) throw new Error(`beneficiary ${row.id} has neither person nor business`);
  return document;
}

/** The name that holds the beneficiary's accounts: the person's, or the business's legal name. */
export function holderName(row: BeneficiaryRow): string {
  if (row.person) return `${row.person.firstName} ${row.person.lastName}`;
  if (row.business) return row.business.legalName;
  throw new Error(`beneficiary ${row.id} has neither person nor business`);
}

/** One of the integrator's beneficiaries; anything else (another integrator's, or none) is the same 404. */
export async function findBeneficiary(db: Queryable, integratorId: string, id: string, forUpdate = false): Promise<BeneficiaryRow> {
  const row = await maybeOneByUuid<BeneficiaryRow>(
    db,
    `SELECT * FROM beneficiaries WHERE id = $1 AND integrator_id = $2${forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
    [id, integratorId],
  );
  if (!row) throw beneficiaryError('beneficiary.not_found');
  return row;
}

/** A beneficiary by its id alone, for work that already holds a row naming it (a transfer's): undefined if none. */
export function beneficiaryById(db: Queryable, id: string): Promise<BeneficiaryRow | undefined> {
  return maybeOne<BeneficiaryRow>(db, 'SELECT * FROM beneficiaries WHERE id = $1', [id]);
}

/** Transfers and payments need a beneficiary whose verification is complete (status CREATED). */
export function requireApproved<T extends Pick<BeneficiaryRow, 'status'>>(beneficiary: T): T {
  if (beneficiary.status !== 'CREATED') throw beneficiaryError('beneficiary.not_approved');
  return beneficiary;
}

/**
 * Locks a beneficiary for a change of its verification. Every such change takes this lock first, so that two results
 * arriving together see each other and exactly one of them moves the beneficiary on.
 */
export function lockBeneficiary(tx: Queryable, id: string): Promise<BeneficiaryRow> {
  return one<BeneficiaryRow>(tx, 'SELECT * FROM beneficiaries WHERE id = $1 FOR NO KEY UPDATE', [id]);
}

/** An event about a beneficiary: resourceId and beneficiaryId are both the beneficiary's id. */
export function emitBeneficiaryEvent(
  tx: Queryable,
  beneficiary: BeneficiaryRow,
  event: { operation: Operation; success: boolean | null; message?: string | null; data: unknown },
): Promise<string> {
  return emitEvent(tx, { integratorId: beneficiary.integrator_id, resourceId: beneficiary.id, beneficiaryId: beneficiary.id, ...event });
}
