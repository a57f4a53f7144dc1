// Owns Ponte's Colombian rails on Bitso's Colombia Payments API: COP payouts to a Bre-B key (previewed first: the key's
// holder must be the beneficiary's document, and the preview's id is the payout's idempotency key) or by ACH to a
// third party's bank account (bank code, account type, holder document), their status, finding a payout by our
// reference (its external_ref) after a send whose answer never came, the holder check of a Bre-B key, and the
// collection side (pay-in keys, pay-ins: collection.ts). Bitso's vocabulary stays in client.ts and transformers.ts.
import type { AccountLookup } from '../account-lookup.ts';
import type { BankAccount, BankAccountDirectory } from '../cop/bank-accounts.ts';
import { brebKeyType, type BrebKeyDirectory } from '../cop/breb-keys.ts';
import { RailUnavailableError } from '../errors.ts';
import type { LocalPayout, PayoutRail, PayoutStatus, RefusedPayout, SentPayout } from '../payouts.ts';
import { BitsoClient, BitsoRefusedError, type BitsoPayout } from './client.ts';
import { differencesFrom, externalRefFor, payoutRequestFor, payoutStatusOf, previewRequestFor, sameHolder, unsupportedReason } from './transformers.ts';

/** What this adapter does; anything else (PIX, other currencies, first-party or saved-beneficiary ACH) it refuses or lacks. */
export const BITSO_CAPABILITIES = [
  'payout.cop.breb-key',
  'payout.cop.ach',
  'payout.status',
  'payout.find-by-reference',
  'payout.idempotent-send',
  'account-check.breb-key',
  'collection.cop.breb-key',
  'statement.read',
] as const;

/** Bitso's production and stage API hosts ("Set Up Your Testing Environment"). */
export const BITSO_PRODUCTION_HOST = 'api.bitso.com';
export const BITSO_STAGE_HOST = 'api-stage.bitso.com';

export interface BitsoRailOptions {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
  /** How long after a send its status is first read (a Bre-B payout settles in about 20 s). */
  checkAfterMs?: number;
  /** How long after a pending answer it is read again. */
  pollIntervalMs?: number;
}

export class BitsoRail implements PayoutRail<LocalPayout>, BankAccountDirectory, BrebKeyDirectory {
  readonly capabilities = BITSO_CAPABILITIES;
  readonly client: BitsoClient;
  private readonly checkAfterMs: number;
  private readonly pollIntervalMs: number;

  constructor(options: BitsoRailOptions) {
    this.client = new BitsoClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, apiSecret: options.apiSecret, timeoutMs: options.timeoutMs });
    this.pollIntervalMs = options.pollIntervalMs ?? 60_000;
    this.checkAfterMs = options.checkAfterMs ?? Math.min(20_000, this.pollIntervalMs);
  }

  /**
   * Pays once per reference: a payout Bitso already holds under our external_ref is followed, never made again (a Bre-B
   * payout gets a new preview, and so a new idempotency key, on every send, so this read comes first). A Bre-B key is
   * previewed, and a key held by another document refuses the payout for good. Bitso's own refusal (its error body on
   * a 4xx other than 401, 403, 409 and 429) fails the payout; 401, 403 and 429 are "not taken"; anything else is unknown.
   */
  async send(payout: LocalPayout): Promise<SentPayout | RefusedPayout> {
    const unsupported = unsupportedReason(payout);
    if (unsupported !== undefined) return { refused: `${unsupported}; nothing was sent.` };
    let held;
    try {
      held = await this.held(payout);
    } catch (error) {
      // A read moves no money: whatever it failed with, this attempt sent nothing.
      throw nothingSent(error, 'the read of payouts under our reference');
    }
    if (held) return this.sent(held.id, 0);
    let previewId: string | undefined;
    if ('brebKey' in payout.target) {
      let preview;
      try {
        preview = await this.client.previewPayout(previewRequestFor(payout.target.brebKey));
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal !== undefined) return { refused: `Bitso could not resolve the Bre-B key (${refusal}); nothing was sent.` };
        // A preview moves no money (it commits a payout only once created).
        throw nothingSent(error, 'the preview');
      }
      if (!sameHolder(preview.co_breb.beneficiary.document_id, payout.holderDocument)) {
        return { refused: "The Bre-B key is not held by the beneficiary's own document (Bitso's preview names another holder); nothing was sent." };
      }
      previewId = preview.id;
    }
    const request = payoutRequestFor(payout, previewId);
    let made: BitsoPayout;
    try {
      made = await this.client.createPayout(request, request.type === 'CO_ACH' ? payout.reference : undefined);
    } catch (error) {
      if (error instanceof BitsoRefusedError && error.status === 409) {
        const again = await this.held(payout);
        if (again) return this.sent(again.id, 0);
      }
      const refusal = refusalOf(error);
      if (refusal !== undefined) return { refused: `Bitso refused the payout: ${refusal}.` };
      throw notTakenOr(error, 'the payout');
    }
    this.assertSame(made, payout);
    return this.sent(made.id, this.checkAfterMs);
  }

  async status(railReference: string): Promise<PayoutStatus> {
    let held;
    try {
      held = await this.client.getPayout(railReference);
    } catch (error) {
      // The reference was handed out only once Bitso had the payout: a 404 now is not an answer to act on.
      throw notTakenOr(error, `payout ${railReference}`);
    }
    if (held.id !== railReference) throw new Error(`Bitso answered GET payout ${railReference} with payout ${held.id}`);
    return payoutStatusOf(held, new Date(Date.now() + this.pollIntervalMs));
  }

  /** The payout Bitso holds under our external_ref, or undefined when it holds none (a create is synchronous at Bitso). */
  async find(payout: LocalPayout): Promise<SentPayout | undefined> {
    const held = await this.held(payout);
    return held && this.sent(held.id, 0);
  }

  /**
   * A Colombian bank account: Bitso's Colombia API offers no account validation to call before paying, so an account is
   * accepted on its form here; its holder's document goes with the ACH payout (co_ach.third_party), and an account the
   * receiving bank cannot credit comes back as a FAILED payout refunded by a compensatory pay-in, which fails the
   * transfer and releases its funds.
   */
  async lookup(account: BankAccount): Promise<AccountLookup>;
  /** A Bre-B key: Bitso's preview resolves its holder (the domain then requires the beneficiary's own document). */
  async lookup(key: string): Promise<AccountLookup>;
  async lookup(target: BankAccount | string): Promise<AccountLookup> {
    if (typeof target !== 'string') {
      if (!/^\d{1,20}$/.test(target.accountNumber)) return { found: false, reason: 'The account number must be 1 to 20 digits.' };
      if (!/^\d{1,8}$/.test(target.bankCode)) return { found: false, reason: 'The bank code must be the ACH code of a Colombian bank (digits).' };
      return { found: true, holderDocument: null };
    }
    if (brebKeyType(target) === undefined) return { found: false, reason: 'This is not a Bre-B key.' };
    try {
      const preview = await this.client.previewPayout(previewRequestFor(target));
      return { found: true, holderDocument: preview.co_breb.beneficiary.document_id };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal !== undefined) return { found: false, reason: `Bitso could not resolve the Bre-B key (${refusal}).` };
      throw error;
    }
  }

  private async held(payout: LocalPayout): Promise<BitsoPayout | undefined> {
    const externalRef = externalRefFor(payout.reference);
    const candidates: BitsoPayout[] = [];
    for await (const item of this.client.all((query) => this.client.listPayouts(query), { external_ref: externalRef })) {
      if (item.external_ref === externalRef) candidates.push(item);
    }
    // external_ref is not unique at Bitso; ours is one per payout, so two under it is a fault to stop on.
    if (candidates.length > 1) throw new Error(`Bitso holds ${candidates.length} payouts under external_ref ${externalRef}; refusing to pick one`);
    const [held] = candidates;
    if (held) this.assertSame(held, payout);
    return held;
  }

  private sent(id: string, afterMs: number): SentPayout {
    return { railReference: id, checkAt: new Date(Date.now() + afterMs) };
  }

  private assertSame(held: BitsoPayout, payout: LocalPayout): void {
    const differences = differencesFrom(held, payout);
    if (differences.length > 0) throw new Error(`Bitso holds another payout ${held.id} under external_ref ${payout.reference} (${differences.join('; ')})`);
  }
}

/** Bitso's refusal of a request for good (its error body on a 400, 404 or 422), in its words; undefined otherwise. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof BitsoRefusedError)) return undefined;
  if ([401, 403, 409, 429].includes(error.status)) return undefined;
  return `${error.error.code}: ${error.error.message}`;
}

/** A failed call that moved no money (a read, a preview): not taken, whatever its failure. */
function nothingSent(error: unknown, what: string): RailUnavailableError {
  if (error instanceof RailUnavailableError) return error;
  return new RailUnavailableError(`${error instanceof Error ? error.message : String(error)} (${what}); nothing was sent, it will be retried`, { cause: error });
}

/** A failed call as the protocol reads it: not taken (RailUnavailableError) for 401, 403 and 429, else unknown. */
function notTakenOr(error: unknown, what: string): Error {
  if (error instanceof RailUnavailableError) return error;
  if (error instanceof BitsoRefusedError && [401, 403, 429].includes(error.status)) {
    return new RailUnavailableError(`${error.message} (${what}); nothing was done, it will be retried`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
