import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/index.ts';
import { parseAsOf, parseInstant } from './as-of.ts';
import { lastCheckpointAt, verifyCheckpoint } from './checkpoints.ts';
import { ledgerError } from './errors.ts';
import { accountBalances } from './reads.ts';
import { AccountBalances, AsOfQuery, CheckpointVerification, CheckpointVerificationQuery, TrialBalance } from './schemas.ts';
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

  r.get('/v1/admin/ledger/checkpoints/verification', {
    // Sums the journal up to the checkpoint: an approver's (and an auditor's with that role), not every viewer's.
    config: { auth: 'admin', permission: 'approve', errors: ['ledger_checkpoint.not_found'] },
    schema: {
      operationId: 'verifyLedgerCheckpoint',
      tags: ['Ledger'],
      summary: 'Verify a balance checkpoint (operator)',
      description:
        'Sums the journal again up to a balance checkpoint (the books closed at a UTC midnight; reads as of a time start from the ' +
        "last one) and lists each account and each kind's totals where the checkpoint differs. A difference is an answer " +
        '(verified false), not an error: it means rows were written into a closed day behind the database, triggers off. Reads ' +
        'the journal up to the checkpoint: run it from time to time, not on every request.',
      querystring: CheckpointVerificationQuery,
      response: { 200: CheckpointVerification },
    },
    handler: async (request) => {
      const at = await lastCheckpointAt(db, parseInstant(request.query.at, '/query/at')?.toISOString());
      if (at === undefined) throw ledgerError('ledger_checkpoint.not_found');
      const check = await verifyCheckpoint(db, at);
      return {
        at: check.at,
        verified: check.accounts.length === 0 && check.totals.length === 0,
        accounts: check.accounts,
        totals: check.totals.map(({ kind, currency, checkpoint, journal }) => ({ kind, currencyCode: currency, checkpoint, journal })),
      };
    },
  });
}
