// Owns the beneficiary's local payout account: a PIX key in Brazil (recognised, written in canonical form with its
// type), a bank account or a Bre-B key in Colombia. It is stored PENDING and validated by a job against the country's
// rail (the PIX key directory, the bank-account directory, or the Bre-B directory, which resolves the key's holder at
// the provider): it must exist and be held by the beneficiary's own document. The result
// is kept on the beneficiary (transfers pay out only to a VALID account) and sent as
// BENEFICIARY_BANK_ACCOUNT_VALIDATION. The account is personal data: nothing here logs it.
import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { maybeOne, type Db } from '../../db/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import type { AccountLookup } from '../../rails/capabilities/account-lookup.ts';
import type { BankAccountDirectory } from '../../rails/capabilities/cop-bank-accounts.ts';
import { brebKeyType, type BrebKeyDirectory } from '../../rails/capabilities/breb-keys.ts';
import type { PixKey, PixKeyDirectory } from '../../rails/capabilities/pix-key-directory.ts';
import { canonicalDocument, cnpjError, cpfError } from './id-numbers.ts';
import {
  emitBeneficiaryEvent,
  findBeneficiary,
  holderDocument,
  toLocalTargetAccount,
  type BeneficiaryRow,
  type LocalTargetAccount,
  type StoredTargetAccount,
} from './model.ts';
import type { LocalTargetAccountInput } from './schemas.ts';
import { beneficiaryError } from './errors.ts';
import { targetAccountValidationJob } from './jobs.ts';
import { validationError } from '../../errors.ts';

/** DICT's longest email key. */
const MAX_EMAIL_KEY_LENGTH = 77;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key in DICT's canonical form with its type, or why the text is not a PIX key. */
export function parsePixKey(raw: string): PixKey | { error: string } {
  const value = raw.trim();
  if (value.startsWith('+')) {
    const phone = parsePhoneNumberFromString(value);
    const mobile = phone?.country === 'BR' && phone.isValid() && phone.getType() === 'MOBILE';
    return mobile ? { type: 'PHONE', key: phone.number } : { error: 'is not a Brazilian mobile number (+55 and the area code)' };
  }
  if (value.includes('@')) {
    if (!EMAIL.test(value) || value.length > MAX_EMAIL_KEY_LENGTH) return { error: `is not an email key of at most ${MAX_EMAIL_KEY_LENGTH} characters` };
    return { type: 'EMAIL', key: value.toLowerCase() };
  }
  if (EVP.test(value)) return { type: 'EVP', key: value.toLowerCase() };
  const document = canonicalDocument(value);
  if (/^\d{11}$/.test(document)) return withError({ type: 'CPF', key: document }, cpfError(document));
  if (document.length === 14) return withError({ type: 'CNPJ', key: document }, cnpjError(document));
  return { error: 'must be a CPF, a CNPJ, an email, a +55 mobile number or a random (EVP) key' };
}

function withError(key: PixKey, error: string | undefined): PixKey | { error: string } {
  return error === undefined ? key : { error };
}

/** The account the body gives, checked for the beneficiary's country (a PIX key in BR; a bank account or a Bre-B key in CO). */
function accountFor(beneficiary: BeneficiaryRow, input: LocalTargetAccountInput): StoredTargetAccount {
  const kinds = ['pixKey', 'bankAccount', 'brebKey'] as const;
  const wanted: ReadonlyArray<(typeof kinds)[number]> = beneficiary.country === 'BR' ? ['pixKey'] : ['bankAccount', 'brebKey'];
  const given = kinds.filter((kind) => input[kind] !== undefined);
  const errors = [
    ...given.filter((kind) => !wanted.includes(kind)).map((kind) => ({ path: `/${kind}`, message: `is not used for a ${beneficiary.country} beneficiary` })),
    ...(given.some((kind) => wanted.includes(kind))
      ? []
      : [
          {
            path: `/${wanted[0]}`,
            message: `is required for a ${beneficiary.country} beneficiary${wanted.length > 1 ? ` (or ${wanted.slice(1).join(', ')})` : ''}`,
          },
        ]),
    ...(given.filter((kind) => wanted.includes(kind)).length > 1 ? [{ path: '/brebKey', message: 'give either bankAccount or brebKey, not both' }] : []),
  ];
  if (errors.length > 0) throw validationError(errors);
  if (input.bankAccount) return { bankAccount: input.bankAccount };
  if (input.brebKey !== undefined) {
    const key = input.brebKey.includes('@') && !input.brebKey.startsWith('@') ? input.brebKey.toLowerCase() : input.brebKey;
    if (brebKeyType(key) === undefined) throw validationError([{ path: '/brebKey', message: 'is not a Bre-B key' }]);
    return { brebKey: key };
  }
  const parsed = parsePixKey(input.pixKey ?? '');
  if ('error' in parsed) throw validationError([{ path: '/pixKey', message: parsed.error }]);
  return { pixKey: parsed.key, pixKeyType: parsed.type };
}

type Directory = { bank: BankAccountDirectory } | { breb: BrebKeyDirectory } | { pix: PixKeyDirectory };

export class LocalTargetAccountService {
  constructor(
    private readonly db: Db,
    /** Absent where no directory is configured: then no account of that kind can be set (503 rail.not_configured). */
    private readonly pixKeys: PixKeyDirectory | undefined,
    private readonly bankAccounts: BankAccountDirectory | undefined,
    private readonly brebKeys: BrebKeyDirectory | undefined,
  ) {}

  /** PUT: stores the account as PENDING (replacing any earlier one) and schedules its validation. */
  async put(integratorId: string, beneficiaryId: string, input: LocalTargetAccountInput): Promise<LocalTargetAccount> {
    const beneficiary = await findBeneficiary(this.db, integratorId, beneficiaryId);
    const account = accountFor(beneficiary, input);
    // Checked before anything is stored: an account nobody can validate would stay PENDING for ever.
    this.directoryFor(account);
    const accountId = randomUUID();
    const row = await this.db.transaction(async (tx) => {
      const updated = await maybeOne<BeneficiaryRow>(
        tx,
        `UPDATE beneficiaries SET target_account = $3, target_account_id = $4, target_account_status = 'PENDING',
                target_account_message = NULL, updated_at = now()
          WHERE id = $1 AND integrator_id = $2 RETURNING *`,
        [beneficiary.id, integratorId, account, accountId],
      );
      if (!updated) throw beneficiaryError('beneficiary.not_found');
      // One validation per beneficiary at a time: a newer account takes over the pending job.
      await enqueueJob(tx, targetAccountValidationJob, { beneficiaryId: beneficiary.id, accountId }, { replace: true, integratorId });
      return updated;
    });
    const stored = toLocalTargetAccount(row);
    if (!stored) throw new Error('the stored account did not read back');
    return stored;
  }

  private directoryFor(account: StoredTargetAccount): Directory {
    if (account.bankAccount) return { bank: requireRail(this.bankAccounts, 'The Colombian bank account directory') };
    if (account.brebKey !== undefined) return { breb: requireRail(this.brebKeys, 'The Bre-B key directory') };
    return { pix: requireRail(this.pixKeys, 'The PIX key directory') };
  }

  private async lookup(beneficiary: BeneficiaryRow, account: StoredTargetAccount): Promise<AccountLookup> {
    const directory = this.directoryFor(account);
    if (account.bankAccount && 'bank' in directory) return directory.bank.lookup(account.bankAccount);
    if (account.brebKey !== undefined && 'breb' in directory) return directory.breb.lookup(account.brebKey);
    if (account.pixKey && account.pixKeyType && 'pix' in directory) return directory.pix.lookup({ type: account.pixKeyType, key: account.pixKey });
    throw new Error(`beneficiary ${beneficiary.id} has a target account with neither pixKey, bankAccount nor brebKey`);
  }

  /**
   * The validation job. Asks the rail (outside any transaction), then records the result only if this account is
   * still the current one and still PENDING, so a job that runs twice, or one overtaken by a newer PUT, sends nothing.
   */
  async validate(beneficiaryId: string, accountId: string): Promise<void> {
    const beneficiary = await maybeOne<BeneficiaryRow>(
      this.db,
      `SELECT * FROM beneficiaries WHERE id = $1 AND target_account_id = $2 AND target_account_status = 'PENDING'`,
      [beneficiaryId, accountId],
    );
    if (!beneficiary?.target_account) return;
    const found = await this.lookup(beneficiary, beneficiary.target_account);
    const reason = !found.found
      ? found.reason
      : found.holderDocument !== null && canonicalDocument(found.holderDocument) !== canonicalDocument(holderDocument(beneficiary))
        ? "The account is not held by the beneficiary's own document."
        : null;
    await this.db.transaction(async (tx) => {
      const validated = await maybeOne<BeneficiaryRow>(
        tx,
        `UPDATE beneficiaries SET target_account_status = $3, target_account_message = $4, updated_at = now()
          WHERE id = $1 AND target_account_id = $2 AND target_account_status = 'PENDING' RETURNING *`,
        [beneficiaryId, accountId, reason === null ? 'VALID' : 'INVALID', reason],
      );
      if (!validated) return;
      await emitBeneficiaryEvent(tx, validated, {
        operation: 'BENEFICIARY_BANK_ACCOUNT_VALIDATION',
        success: reason === null,
        message: reason,
        data: toLocalTargetAccount(validated),
      });
    });
  }
}
