// Owns what a deposit returned after its on-ramp settled gives back (a PIX taken back under the MED,
// pix-collections.ts): the settlement unwound as it was posted, pro rata, each account's share cut from the running
// total so that returns adding up to the whole deposit leave every account as it was before the on-ramp.
import type { Queryable } from '../../db/index.ts';
import { Decimal, SCALE } from '../../money.ts';
import type { RailAccount } from '../../rails/capabilities/statement.ts';
import { beneficiaryWallet, postedByConversion, railCash, type Posting } from '../ledger/index.ts';
import { nonZero } from './lifecycle.ts';
import type { TransferRow } from './model.ts';

/** The description of the entry a return under the MED posts (pix-collections.ts); earlier returns are read by it. */
export const MED_RETURN_ENTRY = 'PIX returned to its payer under the MED';

/**
 * How much of `amount`, returned after `returnedBefore` of a deposit of `from`, each account gives back, given what it
 * was `settled` (the shares add up to `from`) and what earlier returns took from it (`given`). Each aims at its running
 * share, rounded half up to the cent, and is kept between 0 and what it still holds; the cents the rounding leaves over
 * or short are given or kept by the accounts in order (the first one first) within what they hold, so the shares add up
 * to `amount` exactly and none is ever negative, however small the return: a 0.01 return takes its cent from one
 * account. A return that brings the total to `from` takes everything each account still holds, so every account ends
 * where it was before the settlement.
 */
export function returnShares(
  accounts: ReadonlyArray<{ settled: Decimal; given: Decimal }>,
  from: Decimal,
  returnedBefore: Decimal,
  amount: Decimal,
): Decimal[] {
  const upTo = Decimal.min(returnedBefore.plus(amount), from);
  const left = accounts.map(({ settled, given }) => Decimal.max(settled.minus(given), 0));
  const shares = accounts.map(({ settled, given }, index) =>
    Decimal.min(Decimal.max(settled.times(upTo).div(from).toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP).minus(given), 0), left[index]!),
  );
  let short = amount.minus(shares.reduce((sum, share) => sum.plus(share), new Decimal(0)));
  for (let index = 0; index < shares.length && !short.isZero(); index++) {
    // Short: add what the account still holds beyond its share; over: take back up to its share.
    const move = short.gt(0) ? Decimal.min(short, left[index]!.minus(shares[index]!)) : Decimal.max(short, shares[index]!.negated());
    shares[index] = shares[index]!.plus(move);
    short = short.minus(move);
  }
  // More returned than the deposit still held (never, by the PSP's own cap): fx_position, the first, takes the excess.
  if (short.gt(0)) shares[0] = shares[0]!.plus(short);
  return shares;
}

/**
 * The postings that give back `amount` of a SUCCEEDED on-ramp's deposit that its rail took back after it settled (a PIX
 * returned under the MED), unwinding the settlement as it was posted: the local money leaves `rail` (Cr rail_cash) and
 * comes, pro rata, out of each account the settlement credited (integrator_fees_payable, service_fee_revenue,
 * taxes_payable, spread_revenue with the spread still posted for the transfer's conversion, fx_position the rest); and
 * `usdcLegs` take the USDC the on-ramp bought with it (`usdc`) from the beneficiary's wallet back into fx_position, for
 * the caller to post when the wallet still holds it. The FX legs name the same conversion. `returnedBefore` is what
 * earlier returns of the same deposit took: the local shares come from returnShares, each capped by what the account
 * still holds after earlier returns (read from the books), so a return of a cent is never refused; the USDC's is cut
 * from the running total. Returns that add up to the whole deposit give back exactly what the settlement posted, and
 * fx_position ends where it was before the on-ramp.
 */
export async function onRampReturnPostings(
  tx: Queryable,
  transfer: TransferRow,
  rail: RailAccount,
  amount: Decimal,
  returnedBefore: Decimal,
): Promise<{ postings: Posting[]; usdc: Decimal; usdcLegs: Posting[] }> {
  const local = transfer.from_currency;
  const from = new Decimal(transfer.from_value);
  const fx = transfer.fx_conversion_id === null ? {} : { fxConversionId: transfer.fx_conversion_id };
  // What earlier returns of this deposit took out of each account, read from the books.
  const given = new Map(
    (
      await tx.query<{ kind: string; amount: string }>(
        `SELECT a.kind, sum(p.amount)::text AS amount
           FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE e.reference = $1 AND e.description LIKE $2 AND p.direction = 'DEBIT' AND p.currency = $3 GROUP BY a.kind`,
        [`transfer:${transfer.id}`, `${MED_RETURN_ENTRY}%`, local],
      )
    ).map((row) => [row.kind, new Decimal(row.amount)]),
  );
  const givenOf = (kind: string): Decimal => given.get(kind) ?? new Decimal(0);
  // The spread the settlement posted: what is posted for its conversion now, plus what earlier returns took.
  const spread =
    transfer.fx_conversion_id === null
      ? new Decimal(0)
      : (await postedByConversion(tx, transfer.fx_conversion_id, 'spread_revenue')).plus(givenOf('spread_revenue'));
  const integratorFee = new Decimal(transfer.integrator_fee);
  const serviceFee = new Decimal(transfer.service_fee);
  const taxes = new Decimal(transfer.taxes);
  const [backFx, backFee, backService, backTaxes, backSpread] = returnShares(
    [
      // fx_position first: it gives or keeps the cents the rounding of the others leaves.
      { settled: from.minus(integratorFee).minus(serviceFee).minus(taxes).minus(spread), given: givenOf('fx_position') },
      { settled: integratorFee, given: givenOf('integrator_fees_payable') },
      { settled: serviceFee, given: givenOf('service_fee_revenue') },
      { settled: taxes, given: givenOf('taxes_payable') },
      { settled: spread, given: givenOf('spread_revenue') },
    ],
    from,
    returnedBefore,
    amount,
  );
  const fraction = (returned: Decimal): Decimal => Decimal.min(returned, from).div(from);
  const cut = (at: Decimal) => new Decimal(transfer.to_value).times(at).toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP);
  const usdc = cut(fraction(returnedBefore.plus(amount))).minus(cut(fraction(returnedBefore)));
  const postings = nonZero([
    { account: railCash(rail), direction: 'CREDIT', amount },
    { account: { kind: 'integrator_fees_payable', currency: local, ownerId: transfer.integrator_id }, direction: 'DEBIT', amount: backFee! },
    { account: { kind: 'service_fee_revenue', currency: local }, direction: 'DEBIT', amount: backService! },
    { account: { kind: 'taxes_payable', currency: local }, direction: 'DEBIT', amount: backTaxes! },
    { account: { kind: 'spread_revenue', currency: local }, direction: 'DEBIT', amount: backSpread!, ...fx },
    { account: { kind: 'fx_position', currency: local }, direction: 'DEBIT', amount: backFx!, ...fx },
  ]);
  const usdcLegs = nonZero([
    { account: beneficiaryWallet(transfer.beneficiary_id), direction: 'DEBIT', amount: usdc, ...fx },
    { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'CREDIT', amount: usdc, ...fx },
  ]);
  return { postings, usdc, usdcLegs };
}
