// The statement of the PIX collection account held at a PSP (any PixCollector: the BCB API Pix adapter): the PIX it
// received (IN) and the refunds (devoluções) it settled (OUT), read from its list of PIX received. What reference a
// PIX stands under in our books (the transfer whose charge it funded, else `pix:<end_to_end_id>`) is the domain's to
// say, so the caller hands over `referenceOf`; a refund is always booked under `pix:<end_to_end_id>`.
import type { PixCollector, ReceivedPix } from '../capabilities/pix-collection.ts';
import type { RailMovement, RailStatement } from '../capabilities/statement.ts';

/** Our reference of a PIX the PSP received. */
export type PixReferenceOf = (pix: ReceivedPix) => Promise<string>;

/**
 * How far before a period the PSP's list is read for refunds settled in the period: the list is by the time each PIX
 * was received, and a refund settles after its PIX (a refund settled more than this after its PIX is not seen).
 */
export const REFUND_LOOKBACK_MS = 7 * 24 * 3600_000;

export class PixCollectorStatement implements RailStatement {
  constructor(
    private readonly collector: PixCollector,
    private readonly referenceOf: PixReferenceOf,
  ) {}

  async *movements(start: Date, end: Date): AsyncIterable<RailMovement> {
    const within = (at: Date) => at.getTime() >= start.getTime() && at.getTime() < end.getTime();
    for await (const pix of this.collector.receivedBetween(new Date(start.getTime() - REFUND_LOOKBACK_MS), end)) {
      if (within(pix.receivedAt)) {
        yield {
          account: 'pix-collection',
          reference: await this.referenceOf(pix),
          direction: 'IN',
          amount: pix.amount,
          currency: 'BRL',
          at: pix.receivedAt,
          railId: pix.endToEndId,
        };
      }
      for (const refund of pix.refunds) {
        if (refund.status !== 'RETURNED') continue;
        // A PSP that does not say when a refund settled: it is dated with its PIX.
        const at = refund.settledAt ?? pix.receivedAt;
        if (within(at)) yield { account: 'pix-collection', reference: `pix:${pix.endToEndId}`, direction: 'OUT', amount: refund.amount, currency: 'BRL', at };
      }
    }
  }
}
