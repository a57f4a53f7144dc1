// The operator's routes of liquidity: the accounts with their balances, a change of an account's minimum and target,
// and a refill; the last two under the two-person rule (docs/operations.md#the-treasury-day).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.ts';
import { actorOf } from '../audit/index.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';
import { LiquidityAccountList, LiquidityAccount, LiquidityAccountParams, Refill, RefillBody, UpdateLiquidityAccountBody } from './schemas.ts';
import { listAccounts } from './service.ts';

export async function liquidityRoutes(app: FastifyInstance, { db, approvals }: { db: Db; approvals: ApprovalService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Liquidity'];

  r.get('/v1/admin/liquidity-accounts', {
    config: { auth: 'admin', errors: [] },
    schema: {
      operationId: 'listLiquidityAccounts',
      tags,
      summary: 'The liquidity accounts and their balances (operator)',
      description:
        'One account per rail account the service holds money in, with its balance from the ledger (total, committed, free), its minimum and ' +
        'target, and the payouts held for want of its money. A payout or release of USDC that would take the free balance below the minimum is ' +
        'held (an exception LIQUIDITY_SHORT) until a refill is recorded.',
      response: { 200: LiquidityAccountList },
    },
    handler: async () => ({ data: await listAccounts(db) }),
  });

  r.put('/v1/admin/liquidity-accounts/:railAccount', {
    config: { auth: 'admin', permission: 'configure', errors: ['liquidity_account.not_found', 'liquidity_account.invalid_levels', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'updateLiquidityAccount',
      tags,
      summary: "Set a liquidity account's minimum and target (operator)",
      description:
        'The minimum applies to the next payout admitted (one already sent is not recalled). Audit-logged. Under the two-person rule ' +
        '(docs/operations.md#two-person-rule): 202 with the approval request, carried out when another approver approves it; 200 with the ' +
        'account when nothing would change.',
      params: LiquidityAccountParams,
      body: UpdateLiquidityAccountBody,
      response: { 200: LiquidityAccount, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const { reason, ...change } = request.body;
      return answerSubmitted(
        reply,
        await approvals.submit('liquidity_account.update', { railAccount: request.params.railAccount, change }, reason, actorOf(request)),
      ) as never;
    },
  });

  r.post('/v1/admin/liquidity-accounts/:railAccount/refills', {
    config: {
      auth: 'admin',
      permission: 'act',
      errors: ['liquidity_account.not_found', 'liquidity_refill.invalid_source', 'liquidity_refill.reference_used', ...SUBMIT_ERRORS],
    },
    schema: {
      operationId: 'refillLiquidityAccount',
      tags,
      summary: 'Record a refill of a liquidity account (operator)',
      description:
        'Records money that arrived at the rail account: a journal entry (reference liquidity:<reference>, once: 409 ' +
        'liquidity_refill.reference_used) debiting the account and crediting its source, another liquidity account of the same currency (a ' +
        'rebalance) or fx_position (the currency was bought). The payouts and releases held for want of its money are then sent to execute ' +
        'again, each admitted again. Under the two-person rule: 202 with the approval request; recorded (201) at once only when the policy ' +
        'liquidity.refill lets one person record that amount.',
      params: LiquidityAccountParams,
      body: RefillBody,
      response: { 201: Refill, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const submitted = await approvals.submit(
        'liquidity.refill',
        { ...request.body, railAccount: request.params.railAccount },
        request.body.reason,
        actorOf(request),
      );
      return answerSubmitted(reply, submitted, 201) as never;
    },
  });
}
