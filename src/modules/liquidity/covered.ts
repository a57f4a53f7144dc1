// The liquidity actions under the two-person rule (modules/approvals runs them; context.ts registers them): changing
// an account's minimum and target, and recording a refill — a journal entry that moves money into the account, with
// the rail's reference — which then sends the payouts and releases held for want of its money to execute again.
import { maybeOne, type Transaction } from '../../db/index.ts';
import { Decimal, formatAmount, parseAmount } from '../../money.ts';
import { RAIL_ACCOUNT_CURRENCY, type RailAccount } from '../../rails/capabilities/statement.ts';
import type { Covered } from '../approvals/index.ts';
import { fieldChanges, recordAudit } from '../audit/index.ts';
import { post, railCash, type Posting } from '../ledger/index.ts';
import { liquidityError } from './errors.ts';
import type { RefillBodyType, UpdateLiquidityAccountBodyType } from './schemas.ts';
import { accountRow, balanceOf, toLiquidityAccount } from './service.ts';

export interface LiquidityAccountUpdateRequest {
  railAccount: string;
  change: Omit<UpdateLiquidityAccountBodyType, 'reason'>;
}

export interface RefillRequest extends Omit<RefillBodyType, 'reason' | 'amount'> {
  railAccount: string;
  /** As given: a string or a number, parsed exactly when carried out. */
  amount: string | number;
  reason: string;
}

/**
 * What resumes the resources held for want of an account's money (the transfers module's off-ramps and on-ramps), in
 * the refill's transaction; answers how many it sent to execute again.
 */
export type ResumeHeld = (tx: Transaction, railAccount: RailAccount, note: string) => Promise<number>;

export function liquidityAccountUpdate(): Covered<LiquidityAccountUpdateRequest> {
  return {
    action: 'liquidity_account.update',
    async target(tx, request) {
      const row = await accountRow(tx, request.railAccount, true);
      return { resource: { type: 'liquidity_account', id: row.rail_account }, integratorId: null, version: row.updated_at.toISOString() };
    },
    async apply(tx, request, actor) {
      const minimum = new Decimal(request.change.minimum);
      const target = new Decimal(request.change.target);
      if (target.lt(minimum)) throw liquidityError('liquidity_account.invalid_levels');
      const before = await accountRow(tx, request.railAccount, true);
      const levels = (row: { minimum: string; target: string }) => ({
        minimum: formatAmount(new Decimal(row.minimum)),
        target: formatAmount(new Decimal(row.target)),
      });
      const changes = fieldChanges(levels(before), { minimum: formatAmount(minimum), target: formatAmount(target) }, ['minimum', 'target']);
      if (Object.keys(changes).length === 0) return toLiquidityAccount(tx, before);
      await tx.query('UPDATE liquidity_accounts SET minimum = $2, target = $3, updated_at = now() WHERE rail_account = $1', [
        before.rail_account,
        minimum.toFixed(2),
        target.toFixed(2),
      ]);
      await recordAudit(tx, {
        actor,
        action: 'liquidity_account.updated',
        resource: { type: 'liquidity_account', id: before.rail_account },
        details: { changes },
      });
      return toLiquidityAccount(tx, await accountRow(tx, before.rail_account));
    },
  };
}

const refillUsed = async (tx: Transaction, reference: string): Promise<boolean> =>
  (await maybeOne(tx, 'SELECT 1 FROM liquidity_refills WHERE reference = $1', [reference])) !== undefined;

export function liquidityRefill(resume: ResumeHeld[]): Covered<RefillRequest> {
  return {
    action: 'liquidity.refill',
    async target(tx, request) {
      const row = await accountRow(tx, request.railAccount, true);
      return {
        resource: { type: 'liquidity_account', id: row.rail_account },
        integratorId: null,
        // A refill of the same reference approved meanwhile makes this one a repeat.
        version: (await refillUsed(tx, request.reference)) ? `refilled:${request.reference}` : 'new',
        amount: { value: parseAmount(request.amount, '/amount'), currency: row.currency },
      };
    },
    async apply(tx, request, actor) {
      const account = await accountRow(tx, request.railAccount, true);
      const amount = parseAmount(request.amount, '/amount');
      const source = request.source;
      let from: Posting['account'];
      if (source === 'fx_position') from = { kind: 'fx_position', currency: account.currency };
      else if (source !== account.rail_account && RAIL_ACCOUNT_CURRENCY[source as RailAccount] === account.currency) from = railCash(source as RailAccount);
      else throw liquidityError('liquidity_refill.invalid_source');
      if (await refillUsed(tx, request.reference)) throw liquidityError('liquidity_refill.reference_used');
      const reference = `liquidity:${request.reference}`;
      const entryId = await post(tx, {
        description: `Liquidity refill of ${account.rail_account} from ${source}: ${request.reason}`.slice(0, 500),
        reference,
        postings: [
          { account: railCash(account.rail_account), direction: 'DEBIT', amount },
          { account: from, direction: 'CREDIT', amount },
        ],
      });
      await tx.query(
        `INSERT INTO liquidity_refills (reference, rail_account, source, amount, currency, entry_id, reason, recorded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [request.reference, account.rail_account, source, amount.toFixed(2), account.currency, entryId, request.reason, `${actor.type}:${actor.id}`],
      );
      await recordAudit(tx, {
        actor,
        action: 'liquidity_account.refilled',
        resource: { type: 'liquidity_account', id: account.rail_account },
        details: { reference, entryId, source, amount: formatAmount(amount), currencyCode: account.currency },
      });
      const { free } = await balanceOf(tx, account);
      if (account.low_since !== null && free.gte(new Decimal(account.minimum))) {
        await tx.query('UPDATE liquidity_accounts SET low_since = NULL WHERE rail_account = $1', [account.rail_account]);
      }
      const note = `A refill of ${account.rail_account} was recorded (${reference}): sent to execute again.`;
      let resumed = 0;
      for (const resumeHeld of resume) resumed += await resumeHeld(tx, account.rail_account, note);
      return {
        reference,
        entryId,
        railAccount: account.rail_account,
        source,
        amount: formatAmount(amount),
        currencyCode: account.currency,
        resumed,
        account: await toLiquidityAccount(tx, await accountRow(tx, account.rail_account)),
      };
    },
  };
}
