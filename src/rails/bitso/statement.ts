// The statement of Ponte's COP account at Bitso, read from Bitso's List payins and List payouts (by creation date, page
// by page), as the lines of two rail accounts: the collection account (pay-ins from payers, IN; a pay-in paid back to
// its payer by a payout under external_ref return-<pay-in id>, OUT) and the payout rail (off-ramp payouts, external_ref
// the transfer's id, OUT; a compensatory pay-in refunding a payout that had COMPLETED, IN: an ACH returned after it was
// paid). Only COMPLETED items moved money. A payout that FAILED and the compensatory pay-in that refunds it cancel out
// and neither is a movement (the books post nothing for a failed payout). Which of our references a pay-in stands under
// (the transfer it funded, else copin:<id>) is the domain's to say: the caller hands over `referenceOf`.
import { Decimal } from '../../money.ts';
import type { RailAccount, RailMovement, RailStatement } from '../capabilities/statement.ts';
import type { BitsoClient } from './client.ts';
import type { BitsoPayout } from './model.ts';

/** Our reference of the pay-in `payinId` (`transfer:<id>` or `copin:<id>`). */
export type BitsoPayinReferenceOf = (payinId: string) => Promise<string>;

const RETURN_PREFIX = 'return-';

export class BitsoStatement implements RailStatement {
  constructor(
    private readonly client: BitsoClient,
    private readonly referenceOf: BitsoPayinReferenceOf,
  ) {}

  async *movements(start: Date, end: Date): AsyncIterable<RailMovement> {
    const query = { created_at_gte: start.toISOString(), created_at_lte: new Date(end.getTime() - 1).toISOString() };
    const payouts = new Map<string, BitsoPayout>();
    for await (const payout of this.client.all((q) => this.client.listPayouts(q), query)) {
      payouts.set(payout.id, payout);
      if (payout.status !== 'COMPLETED' || payout.asset !== 'COP') continue;
      const { account, reference } = await this.payoutSide(payout);
      yield line(account, reference, 'OUT', payout.amount, payout.created_at, payout.id);
    }
    for await (const payin of this.client.all((q) => this.client.listPayins(q), query)) {
      if (payin.status !== 'COMPLETED' || payin.asset !== 'COP') continue;
      const refunded = payin.refund?.payout_id;
      if (refunded === undefined) {
        yield line('cop-collection', await this.referenceOf(payin.id), 'IN', payin.amount, payin.created_at, payin.id);
        continue;
      }
      const payout = payouts.get(refunded) ?? (await this.client.getPayout(refunded));
      if (payout.status === 'FAILED') continue;
      const { account, reference } = await this.payoutSide(payout);
      yield line(account, reference, 'IN', payin.amount, payin.created_at, payin.id);
    }
  }

  /** Where a payout of ours is booked: a return of a pay-in at the collection account, anything else at the payout rail. */
  private async payoutSide(payout: BitsoPayout): Promise<{ account: RailAccount; reference: string }> {
    const ref = payout.external_ref;
    if (ref?.startsWith(RETURN_PREFIX)) return { account: 'cop-collection', reference: await this.referenceOf(ref.slice(RETURN_PREFIX.length)) };
    return { account: 'co-payouts', reference: ref ? `transfer:${ref}` : `bitso-payout:${payout.id}` };
  }
}

function line(account: RailAccount, reference: string, direction: 'IN' | 'OUT', amount: string, at: string, railId: string): RailMovement {
  return { account, reference, direction, amount: new Decimal(amount), currency: 'COP', at: new Date(at), railId };
}
