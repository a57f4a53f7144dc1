import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/index.ts';
import { parseAsOf } from './as-of.ts';
import { accountBalances } from './reads.ts';
import { AccountBalances, AsOfQuery, TrialBalance } from './schemas.ts';
import { trialBalance } from './service.ts';

export async function ledgerRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/v1/admin/ledger/trial-balance', {
    config: { auth: 'admin', errors: [] },
    schema: {
      operationId: 'getTrialBalance',
      tags: ['Ledger'],
      summary: 'Trial balance (operator)',
      description:
        'Per currency, the sum of every ledger account, debits positive and credits negative: "0.00" when the books balance. With asOf, as the journal stood at that past instant.',
      querystring: AsOfQuery,
      response: { 200: TrialBalance },
    },
    handler: async (request) => trialBalance(db, parseAsOf(request.query.asOf)),
  });

  r.get('/v1/admin/ledger/accounts', {
    config: { auth: 'admin', errors: [] },
    schema: {
      operationId: 'getAccountBalances',
      tags: ['Ledger'],
      summary: 'Account balances (operator)',
      description:
        "Each kind of account in each currency, with its balance on its normal side and what is held of it, owners' accounts summed. With asOf, as the journal stood at that past instant.",
      querystring: AsOfQuery,
      response: { 200: AccountBalances },
    },
    handler: async (request) => ({
      accounts: (await accountBalances(db, parseAsOf(request.query.asOf))).map(({ kind, currency, side, accounts, balance, held }) => ({
        kind,
        currencyCode: currency,
        side,
        accounts,
        balance,
        held,
      })),
    }),
  });
}
