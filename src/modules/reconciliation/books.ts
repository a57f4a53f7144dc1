// Owns the books' side of reconciliation: every rail_cash posting of the ledger (ledger/service.ts: money the service
// holds at a rail) in a window, as a movement of one rail account, under its entry's reference. A debit is money that
// arrived at the rail (IN), a credit money that left it (OUT). The rail account is the posting's account's own (one
// rail_cash account per rail account, migration 053); for a posting on the shared account of before, it follows from
// the currency and the reference:
//
//   USD                       the USD bank (payments out and in)
//   USDC                      the chain (the off-ramps' funding wallets; an operator's return by hand leaves them too)
//   BRL, COP  transfer:<id>   an ON_RAMP's deposit and its return: the collection account (PIX in BRL, bank deposit in
//                             COP); an OFF_RAMP's payout: the payout rail of the country. A reference to no transfer
//                             counts as collected when IN and paid out when OUT.
//             pix:<e2e>       a PIX for no waiting transfer and its refund: the PIX collection account
//             copin:<id>      a COP pay-in for no waiting transfer and its return: the COP collection account
//             anything else   as a transfer of no known type
//
// Each posting carries the rail's own id of its movement where the books know it (compare.ts pairs by it): an off-ramp's
// payout and a payment's payout (out) the rail reference the payout rail answered (Efí's idEnvio, Bitso's or Circle's
// payout id), a PIX received (in) its EndToEndId (`pix:<e2e>`, or the one PIX that paid an on-ramp's charge), a COP
// pay-in (in) Bitso's id (`copin:<id>`), a chain deposit (in) its transaction hash and log index (`txHash:logIndex`,
// migration 066; a deposit credited before, or paid in several logs of one transaction, has none and pairs by amount).
//
// A break's correcting entry (reference `correction:<item id>`, breaks.ts) is no movement at a rail: its rail_cash legs
// are read as a change of the movement the break is about (its rail account, reference and direction), at the time of
// the break, so that a run of the break's period again matches and a run of the day of the correction sees nothing new.
import type { Queryable } from '../../db/index.ts';
import { Decimal, type CurrencyCode } from '../../money.ts';
import { RAIL_ACCOUNTS, type MovementDirection, type RailAccount } from '../../rails/capabilities/statement.ts';
import type { BookedMovement } from './compare.ts';

interface PostingRow {
  reference: string | null;
  created_at: Date;
  direction: 'DEBIT' | 'CREDIT';
  currency: CurrencyCode;
  amount: string;
  transfer_type: 'ON_RAMP' | 'OFF_RAMP' | null;
  /** The rail account the posting's rail_cash account is (migration 053); '' for the shared account of before. */
  owner_id: string;
  rail_id: string | null;
}

interface CorrectionRow {
  rail_account: RailAccount;
  reference: string;
  direction: MovementDirection;
  currency: CurrencyCode;
  at: Date;
  /** The correction's rail_cash debits less its credits. */
  debits: string;
}

/** The rail account a rail_cash movement is at. */
export function railAccountOf(
  currency: CurrencyCode,
  direction: MovementDirection,
  reference: string,
  transferType: 'ON_RAMP' | 'OFF_RAMP' | null,
): RailAccount {
  if (currency === 'USD') return 'usd-bank';
  if (currency === 'USDC') return 'chain';
  const collection: RailAccount = currency === 'BRL' ? 'pix-collection' : 'cop-collection';
  const payouts: RailAccount = currency === 'BRL' ? 'br-payouts' : 'co-payouts';
  if (reference.startsWith('pix:') || reference.startsWith('copin:')) return collection;
  if (transferType === 'ON_RAMP') return collection;
  if (transferType === 'OFF_RAMP') return payouts;
  return direction === 'IN' ? collection : payouts;
}

/** Every rail_cash posting whose entry was written in [start, end), and every correction of a break in it, as movements. */
export async function bookedMovements(db: Queryable, start: Date, end: Date): Promise<BookedMovement[]> {
  const rows = await db.query<PostingRow>(
    `SELECT e.reference, e.created_at, a.owner_id, p.direction, p.currency, p.amount::text AS amount, t.type AS transfer_type,
            CASE WHEN p.direction = 'CREDIT' AND t.type = 'OFF_RAMP' AND p.currency NOT IN ('USDC') THEN t.payout_reference
                 WHEN p.direction = 'CREDIT' THEN pm.payout_reference
                 WHEN p.currency = 'USDC' AND t.deposit_log_index IS NOT NULL THEN t.transaction_hash || ':' || t.deposit_log_index
                 WHEN e.reference LIKE 'pix:%' THEN substring(e.reference FROM 5)
                 WHEN e.reference LIKE 'copin:%' THEN substring(e.reference FROM 7)
                 WHEN t.type = 'ON_RAMP' AND p.currency = 'BRL'
                   THEN (SELECT min(r.end_to_end_id) FROM pix_received r WHERE r.transfer_id = t.id HAVING count(*) = 1) END AS rail_id
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'rail_cash'
       LEFT JOIN transfers t ON t.id = CASE WHEN e.reference ~ '^transfer:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                            THEN substring(e.reference FROM 10)::uuid END
       LEFT JOIN payments pm ON pm.id = CASE WHEN e.reference ~ '^payment:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                             THEN substring(e.reference FROM 9)::uuid END
      WHERE e.created_at >= $1 AND e.created_at < $2 AND (e.reference IS NULL OR e.reference NOT LIKE 'correction:%')`,
    [start, end],
  );
  // One item per correction (every item of the break it closed names it), at the break's first movement.
  const corrections = await db.query<CorrectionRow>(
    `WITH c AS (SELECT DISTINCT ON (correction_entry_id) correction_entry_id, rail_account, reference, direction, currency, LEAST(ledger_at, rail_at) AS at
                  FROM reconciliation_items WHERE correction_entry_id IS NOT NULL ORDER BY correction_entry_id, LEAST(ledger_at, rail_at))
     SELECT c.rail_account, c.reference, c.direction, c.currency, c.at,
            SUM(CASE WHEN p.direction = 'DEBIT' THEN p.amount ELSE -p.amount END)::text AS debits
       FROM c
       JOIN ledger_postings p ON p.entry_id = c.correction_entry_id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'rail_cash'
      WHERE c.at >= $1 AND c.at < $2
      GROUP BY c.correction_entry_id, c.rail_account, c.reference, c.direction, c.currency, c.at`,
    [start, end],
  );
  const corrected = corrections.map(
    (row): BookedMovement => ({
      account: row.rail_account,
      reference: row.reference,
      direction: row.direction,
      // A debit of rail_cash adds to money in; a credit, to money out.
      amount: row.direction === 'IN' ? new Decimal(row.debits) : new Decimal(row.debits).negated(),
      currency: row.currency,
      at: row.at,
      correction: true,
    }),
  );
  return [...rows.map(toMovement), ...corrected];
}

function toMovement(row: PostingRow): BookedMovement {
  const direction: MovementDirection = row.direction === 'DEBIT' ? 'IN' : 'OUT';
  const reference = row.reference ?? '(none)';
  return {
    account: (RAIL_ACCOUNTS as readonly string[]).includes(row.owner_id)
      ? (row.owner_id as RailAccount)
      : railAccountOf(row.currency, direction, reference, row.transfer_type),
    reference,
    direction,
    amount: new Decimal(row.amount),
    currency: row.currency,
    at: row.created_at,
    ...(row.rail_id === null ? {} : { railId: row.rail_id }),
  };
}
