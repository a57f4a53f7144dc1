// Owns Ponte's USD payout rail on Circle's business account (Circle Mint): a payment pays its contact's US bank account
// from the service's USDC, which Circle redeems and wires as USD. The contact's account is registered as a wire bank
// account first (once per contact and account: the registration's idempotencyKey is made from them), then the payout is
// created under our reference as its idempotencyKey, so a send repeated after a crash pays nothing twice. Its status is
// read back by its id; Circle's notifications only tell when to read it (modules/payments/circle-notifications.ts).
// Circle's vocabulary stays in client.ts and transformers.ts.
import { classifyRailError, RailUnavailableError } from '../capabilities/errors.ts';
import type { PayoutStatus, RefusedPayout, SentPayout } from '../capabilities/payouts.ts';
import type { UsdPayout, UsdPayoutRail } from '../capabilities/usd-bank.ts';
import type { ProviderBalance, RailBalance } from '../capabilities/balance.ts';
import { CircleClient, CircleRefusedError } from './client.ts';
import type { CircleBalances, CircleWire } from './model.ts';
import { availableUsd, differencesFrom, failureOutcomeOf, payoutRequestFor, payoutStatusOf, unsupportedReason, wireBankRequestFor } from './transformers.ts';

/** What this adapter does; anything else (ACH, payments in, other currencies) it refuses or lacks. */
export const CIRCLE_CAPABILITIES = ['payout.usd.wire', 'payout.status', 'payout.idempotent-send', 'payout.notifications', 'balance.read'] as const;

/** The production and sandbox hosts of Circle's API (the document's `servers`). */
export const CIRCLE_PRODUCTION_HOST = 'api.circle.com';
export const CIRCLE_SANDBOX_HOST = 'api-sandbox.circle.com';

export interface CirclePayoutRailOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** How long after a send its status is first read. */
  checkAfterMs?: number;
  /** How long after a pending answer it is read again (a wire takes hours; notifications usually come first). */
  pollIntervalMs?: number;
}

export class CirclePayoutRail implements UsdPayoutRail, RailBalance {
  readonly capabilities = CIRCLE_CAPABILITIES;
  readonly client: CircleClient;
  private readonly checkAfterMs: number;
  private readonly pollIntervalMs: number;

  constructor(options: CirclePayoutRailOptions) {
    this.client = new CircleClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, timeoutMs: options.timeoutMs });
    this.pollIntervalMs = options.pollIntervalMs ?? 10 * 60_000;
    this.checkAfterMs = options.checkAfterMs ?? Math.min(30_000, this.pollIntervalMs);
  }

  /**
   * Registers the contact's wire bank account (or gets the one Circle made for the same registration), then creates the
   * payout. Circle's 400 on either is a refusal for good (nothing paid: the payment fails with Circle's words); 401, 403
   * and 429 are "not taken", and so is a bank account Circle is still linking; anything else leaves the outcome unknown.
   */
  async send(payout: UsdPayout): Promise<SentPayout | RefusedPayout> {
    const unsupported = unsupportedReason(payout);
    if (unsupported !== undefined) return { refused: `${unsupported}; nothing was sent.`, code: 'invalid_request' };
    let bank: CircleWire;
    try {
      bank = await this.wireBank(payout);
    } catch (error) {
      const outcome = failureOutcomeOf(error);
      // A bank account Circle refuses (a routing number not for wires, an address it does not take) is refused for good.
      if (outcome.kind === 'refused')
        // Circle refused the recipient's bank account as registered: invalid_account, whatever its message.
        return { refused: `${outcome.reason.replace('the payout', "the recipient's bank account")} Nothing was sent.`, code: 'invalid_account' };
      throw sorted(error, 'the wire bank account');
    }
    if (bank.status === 'failed')
      return { refused: `Circle could not link the recipient's bank account (${bank.description}); nothing was sent.`, code: 'invalid_account' };
    const request = payoutRequestFor(payout, bank.id);
    let held;
    try {
      held = await this.client.createPayout(request);
    } catch (error) {
      const outcome = failureOutcomeOf(error);
      if (outcome.kind === 'refused') return { refused: outcome.reason, code: classifyRailError(error).code };
      throw sorted(error, 'the payout');
    }
    const differences = differencesFrom(held, request);
    if (differences.length > 0) {
      throw new Error(
        `Circle holds another payout under idempotencyKey ${request.idempotencyKey} (${differences.join('; ')}); refusing to treat it as reference ${payout.reference}`,
      );
    }
    return { railReference: held.id!, checkAt: new Date(Date.now() + this.checkAfterMs) };
  }

  async status(railReference: string): Promise<PayoutStatus> {
    let held;
    try {
      held = await this.client.getPayout(railReference);
    } catch (error) {
      // The reference was handed out only once Circle had the payout: a 404 now is not an answer to act on.
      throw sorted(error, `payout ${railReference}`);
    }
    if (held.id !== railReference) throw new Error(`Circle answered GET payout ${railReference} with payout ${held.id}`);
    return payoutStatusOf(held, new Date(Date.now() + this.pollIntervalMs));
  }

  /**
   * Circle offers no read of a payout by its idempotencyKey, and a listing by destination cannot tell two payouts of one
   * amount to one account apart, so this adapter cannot promise that Circle holds none: it throws, and the payout
   * protocol leaves the payment to an operator (PAYOUT_OUTCOME_UNKNOWN). Before that, every retry of the job sends
   * again under the same idempotencyKey, which Circle answers with the payout it made, if it made one.
   */
  async find(payout: UsdPayout): Promise<SentPayout | undefined> {
    throw new Error(`Circle cannot be asked for a payout by our reference (${payout.reference}): whether it took it is for an operator to find out`);
  }

  /** The business account's balances (available and unsettled), as Circle lists them. */
  balances(): Promise<CircleBalances> {
    return this.client.balances();
  }

  /** The business account's available USD (Balances.available), as of when Circle's answer arrived. */
  async balance(): Promise<ProviderBalance> {
    return { amount: availableUsd(await this.client.balances()), currency: 'USD', at: new Date() };
  }

  /** The registered wire bank account, linked: Circle's answer, read again while Circle says it is still linking. */
  private async wireBank(payout: UsdPayout): Promise<CircleWire> {
    const bank = await this.client.createWireBank(wireBankRequestFor(payout));
    if (bank.status !== 'pending') return bank;
    const now = await this.client.getWireBank(bank.id);
    if (now.status === 'pending') throw new RailUnavailableError(`Circle is still linking the recipient's bank account ${now.id}; nothing was sent`);
    return now;
  }
}

/** A failed call as the protocol reads it: not taken (RailUnavailableError), a refusal of the step, or unknown. */
function sorted(error: unknown, what: string): Error {
  const outcome = failureOutcomeOf(error);
  if (outcome.kind === 'not-taken')
    return error instanceof RailUnavailableError ? error : new RailUnavailableError(`${outcome.reason} (${what})`, { cause: error });
  if (outcome.kind === 'refused' && error instanceof CircleRefusedError)
    return new RailUnavailableError(`${outcome.reason} (${what}); nothing was sent`, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}
