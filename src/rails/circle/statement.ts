// The statement of the USD that leaves Circle's business account for payments out, read from Circle's list of business
// payouts (listBusinessPayouts, by creation date, page by page): a payout that completed is money out (OUT) when it was
// created, and a payout the recipient's bank returned (errorCode transaction_returned) was out first and came back (IN)
// when its return, complete, was created. A payout that failed without leaving is no movement. Which of our references a
// payout stands under (the payment whose payout it is) is the domain's to say: the caller hands over `referenceOf`.
import { Decimal } from '../../money.ts';
import type { RailMovement, RailStatement } from '../capabilities/statement.ts';
import type { CircleClient } from './client.ts';
import type { CirclePayout } from './model.ts';

/** Our reference (`payment:<id>`) of the Circle payout `payoutId`. */
export type CirclePayoutReferenceOf = (payoutId: string) => Promise<string>;

/** How far before a period payouts are read for returns in it: a wire comes back within days (one later is not seen). */
export const RETURN_LOOKBACK_MS = 30 * 24 * 3600_000;
const PAGE_SIZE = 50;

export class CirclePayoutStatement implements RailStatement {
  constructor(
    private readonly client: CircleClient,
    private readonly referenceOf: CirclePayoutReferenceOf,
  ) {}

  async *movements(start: Date, end: Date): AsyncIterable<RailMovement> {
    const within = (at: Date) => at.getTime() >= start.getTime() && at.getTime() < end.getTime();
    for await (const payout of this.payouts(new Date(start.getTime() - RETURN_LOOKBACK_MS), end)) {
      const left = payout.status === 'complete' || (payout.status === 'failed' && payout.errorCode === 'transaction_returned');
      if (!left || !payout.id || !payout.amount || !payout.createDate) continue;
      const reference = await this.referenceOf(payout.id);
      const created = new Date(payout.createDate);
      if (within(created))
        yield { account: 'usd-bank', reference, direction: 'OUT', amount: usd(payout.amount), currency: 'USD', at: created, railId: payout.id };
      const back = payout.return;
      if (back?.status === 'complete' && back.amount) {
        // A return Circle does not date: dated with its payout.
        const at = back.createDate ? new Date(back.createDate) : created;
        if (within(at)) yield { account: 'usd-bank', reference, direction: 'IN', amount: usd(back.amount), currency: 'USD', at };
      }
    }
  }

  /** Every payout created in [from, end), page after page. */
  private async *payouts(from: Date, end: Date): AsyncIterable<CirclePayout> {
    const query = { from: from.toISOString(), to: new Date(end.getTime() - 1).toISOString(), pageSize: PAGE_SIZE };
    let after: string | undefined;
    for (let pages = 0; pages < 10_000; pages++) {
      const page = await this.client.listPayouts({ ...query, ...(after ? { pageAfter: after } : {}) });
      yield* page;
      const last = page.at(-1)?.id;
      if (page.length < PAGE_SIZE || !last) return;
      after = last;
    }
    throw new Error('Circle kept answering with another page of payouts after 10000 pages');
  }
}

function usd(money: { amount: string; currency: string }): Decimal {
  if (money.currency !== 'USD') throw new Error(`Circle reports a payout in ${money.currency}, not USD`);
  return new Decimal(money.amount);
}
