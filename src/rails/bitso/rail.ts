// Owns Ponte's Colombian rails on Bitso's Colombia Payments API: COP payouts to a Bre-B key (previewed first: the key's
// holder must be the beneficiary's document, and the preview's id is the payout's idempotency key) or by ACH to a
// third party's bank account (bank code, account type, holder document), their status, finding a payout by our
// reference (its external_ref) after a send whose answer never came, the holder check of a Bre-B key, and the
// collection side (pay-in keys, pay-ins: collection.ts). Bitso's vocabulary stays in client.ts and transformers.ts.
import type { AccountLookup } from '../capabilities/account-lookup.ts';
import type { BankAccount, BankAccountDirectory } from '../capabilities/cop-bank-accounts.ts';
import { brebKeyType, type BrebKeyDirectory } from '../capabilities/breb-keys.ts';
import type { CollectionIntent, CollectionKey, CopCollector, PseRequest, ReceivedPayin, ReturnStatus } from '../capabilities/cop-collection.ts';
import { Decimal } from '../../money.ts';
import type { ProviderBalance, RailBalance } from '../capabilities/balance.ts';
import { classifyRailError, RailUnavailableError } from '../capabilities/errors.ts';
import type { LocalPayout, PayoutRail, PayoutStatus, RefusedPayout, SentPayout } from '../capabilities/payouts.ts';
import { BitsoClient, BitsoRefusedError } from './client.ts';
import type { BitsoPayin, BitsoPayout } from './model.ts';
import {
  amountFor,
  differencesFrom,
  externalRefFor,
  payoutRequestFor,
  payoutStatusOf,
  previewRequestFor,
  sameHolder,
  unsupportedReason,
} from './transformers.ts';

/** What this adapter does; anything else (PIX, other currencies, first-party or saved-beneficiary ACH) it refuses or lacks. */
export const BITSO_CAPABILITIES = [
  'payout.cop.breb-key',
  'payout.cop.ach',
  'payout.status',
  'payout.find-by-reference',
  'payout.idempotent-send',
  'account-check.breb-key',
  'collection.cop.breb-key',
  'collection.cop.pse-intent',
  'statement.read',
  'account.balance',
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

export class BitsoRail implements PayoutRail<LocalPayout>, BankAccountDirectory, BrebKeyDirectory, CopCollector, RailBalance {
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
   * The account's COP (Get Account Balance's total: money the account holds, a payout taken off when it is created),
   * as of when Bitso's answer arrived; zero when Bitso lists no COP.
   */
  async balance(): Promise<ProviderBalance> {
    const answer = await this.client.accountBalances();
    const cop = answer.payload.balances.find((entry) => entry.currency.toLowerCase() === 'cop');
    return { amount: new Decimal(cop?.total ?? 0), currency: 'COP', at: new Date() };
  }

  /**
   * Pays once per reference: a payout Bitso already holds under our external_ref is followed, never made again (a Bre-B
   * payout gets a new preview, and so a new idempotency key, on every send, so this read comes first). A Bre-B key is
   * previewed, and a key held by another document refuses the payout for good. Bitso's own refusal (its error body on
   * a 4xx other than 401, 403, 409 and 429) fails the payout; 401, 403 and 429 are "not taken"; anything else is unknown.
   */
  async send(payout: LocalPayout): Promise<SentPayout | RefusedPayout> {
    const unsupported = unsupportedReason(payout);
    if (unsupported !== undefined) return { refused: `${unsupported}; nothing was sent.`, code: 'invalid_request' };
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
        if (refusal !== undefined)
          return { refused: `Bitso could not resolve the Bre-B key (${refusal}); nothing was sent.`, code: classifyRailError(error).code };
        // A preview moves no money (it commits a payout only once created).
        throw nothingSent(error, 'the preview');
      }
      if (!sameHolder(preview.co_breb.beneficiary.document_id, payout.holderDocument)) {
        return {
          refused: "The Bre-B key is not held by the beneficiary's own document (Bitso's preview names another holder); nothing was sent.",
          code: 'invalid_account',
        };
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
      if (refusal !== undefined) return { refused: `Bitso refused the payout: ${refusal}.`, code: classifyRailError(error).code };
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

  /**
   * A Bre-B ALIAS for the on-ramp of `simulationId` ("@P" and 17 hex digits of the simulation's id: the only key type
   * Bitso registers), made under the simulation's id as Idempotency-Key and external_ref, so two requests racing for one
   * simulation get one key.
   */
  async createKey(simulationId: string): Promise<CollectionKey> {
    const hex = simulationId.replaceAll('-', '').toUpperCase();
    if (!/^[0-9A-F]{32}$/.test(hex)) throw new Error(`simulation id ${simulationId} is not a UUID`);
    const key = await this.client.createPayinKey(
      { type: 'CO_BREB', external_ref: externalRefFor(simulationId), co_breb: { key_type: 'ALIAS', key_value: `@P${hex.slice(0, 17)}` } },
      simulationId,
    );
    if (key.status !== 'ACTIVE') throw new Error(`Bitso made pay-in key ${key.id} ${key.status}, not ACTIVE`);
    return { id: key.id, key: key.co_breb.key_value };
  }

  /**
   * A CO_PSE pay-in intent for exactly `amount` (Create payin intent), under the simulation's id as Idempotency-Key and
   * external_ref, so two requests racing for one simulation get one intent. PSE sends the payer back to `redirectUrl`
   * whether the payment went through or not (the transfer tells which).
   */
  async createIntent(simulationId: string, amount: Decimal, pse: PseRequest): Promise<CollectionIntent> {
    const intent = await this.client.createPayinIntent(
      {
        type: 'CO_PSE',
        amount: amountFor(amount),
        external_ref: externalRefFor(simulationId),
        co_pse: { bank_code: pse.bankCode, success_redirect_url: pse.redirectUrl, error_redirect_url: pse.redirectUrl },
      },
      simulationId,
    );
    if (!intent.co_pse.payment_link) throw new Error(`Bitso made pay-in intent ${intent.id} without a payment_link`);
    if (!new Decimal(intent.amount).eq(amount)) throw new Error(`Bitso made pay-in intent ${intent.id} for ${intent.amount}, not ${amountFor(amount)}`);
    return { id: intent.id, paymentLink: intent.co_pse.payment_link };
  }

  /** Get payin intent; once COMPLETED, the pay-in it names (Get payin), as it settled. */
  async intentPayin(id: string): Promise<ReceivedPayin | undefined> {
    const intent = await this.client.getPayinIntent(id);
    if (intent.status !== 'COMPLETED' || !intent.payin_id) return undefined;
    const payin = await this.client.getPayin(intent.payin_id);
    if (payin.status !== 'COMPLETED' || payin.asset !== 'COP') return undefined;
    return { ...payinOf(payin), intentId: intent.id };
  }

  async removeKey(id: string): Promise<void> {
    try {
      await this.client.deletePayinKey(id);
    } catch (error) {
      // Already removed: what was asked holds.
      if (error instanceof BitsoRefusedError && error.status === 404) return;
      throw error;
    }
  }

  async payin(id: string): Promise<ReceivedPayin | undefined> {
    try {
      return payinOf(await this.client.getPayin(id));
    } catch (error) {
      if (error instanceof BitsoRefusedError && error.status === 404) return undefined;
      throw error;
    }
  }

  async *payinsBetween(start: Date, end: Date): AsyncIterable<ReceivedPayin> {
    for (const type of ['CO_BREB', 'CO_ACH']) {
      const query = { type, created_at_gte: start.toISOString(), created_at_lte: new Date(end.getTime() - 1).toISOString() };
      for await (const payin of this.client.all((q) => this.client.listPayins(q), query)) {
        if (payin.status === 'COMPLETED' && payin.asset === 'COP') yield payinOf(payin);
      }
    }
  }

  /**
   * A pay-in is paid back by a Bre-B payout to its sender's identification key (Bitso documents no refund of a pay-in),
   * under external_ref return-<pay-in id> (once per pay-in), previewed as any Bre-B payout: the key must be held by the
   * sender's document. A sender with no such key, or one Bitso does not name, cannot be paid back here: NOT_RETURNED.
   */
  async returnPayin(payin: { id: string; amount: Decimal; senderDocument: string | null }): Promise<ReturnStatus> {
    const document = payin.senderDocument?.replace(/\D/g, '') ?? '';
    if (brebKeyType(document) !== 'USER_IDENTIFICATION')
      return { status: 'NOT_RETURNED', reason: "Bitso names no identification document of the pay-in's sender to return it to." };
    const payout: LocalPayout = {
      reference: `return-${payin.id}`,
      currency: 'COP',
      amount: payin.amount,
      target: { brebKey: document },
      holderDocument: document,
    };
    const sent = await this.send(payout);
    if ('refused' in sent) return { status: 'NOT_RETURNED', reason: sent.refused };
    const status = await this.status(sent.railReference);
    if (status.status === 'SETTLED') return { status: 'RETURNED', payoutId: sent.railReference };
    if (status.status === 'REJECTED') return { status: 'NOT_RETURNED', reason: status.reason };
    return { status: 'PENDING', checkAgainAt: status.checkAgainAt };
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

function payinOf(payin: BitsoPayin): ReceivedPayin {
  return {
    id: payin.id,
    amount: new Decimal(payin.amount),
    keyId: payin.co_breb?.beneficiary_key?.id ?? null,
    senderDocument: payin.co_breb?.sender_document_id ?? null,
    receivedAt: new Date(payin.created_at),
    refundOfPayout: payin.refund?.payout_id ?? null,
    intentId: null,
    viaIntent: payin.type === 'CO_PSE',
  };
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
  return new RailUnavailableError(`${error instanceof Error ? error.message : String(error)} (${what}); nothing was sent, it will be retried`, {
    cause: error,
  });
}

/** A failed call as the protocol reads it: not taken (RailUnavailableError) for 401, 403 and 429, else unknown. */
function notTakenOr(error: unknown, what: string): Error {
  if (error instanceof RailUnavailableError) return error;
  if (error instanceof BitsoRefusedError && [401, 403, 429].includes(error.status)) {
    return new RailUnavailableError(`${error.message} (${what}); nothing was done, it will be retried`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
