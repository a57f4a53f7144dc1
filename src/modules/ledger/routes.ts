import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/index.ts';
import { TrialBalance } from './schemas.ts';
import { trialBalance } from './service.ts';

export async function ledgerRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/v1/admin/ledger/trial-balance', {
    config: { auth: 'admin', errors: [] },
    schema: {
      operationId: 'getTrialBalance',
      tags: ['Ledger'],
      summary: 'Trial balance (operator)',
      description: 'Per currency, the sum of every ledger account, debits positive and credits negative: "0.00" when the books balance.',
      response: { 200: TrialBalance },
    },
    handler: async () => trialBalance(db),
  });
}
