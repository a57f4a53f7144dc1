// Owns the worker's side of the books: one recurring job that closes each UTC day once it has ended (checkpoints.ts).
import { Type } from 'typebox';
import type { Db } from '../../db/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import { recurring, type KindHandler } from '../../jobs/runner.ts';
import { CLOSE_EVERY_MS, closeLedger } from './checkpoints.ts';

export const ledgerCloseJob = defineJob('ledger-close', Type.Object({}));

export function ledgerJobHandlers(db: Db, onClosed: (days: string[]) => void): KindHandler[] {
  const handler = recurring(ledgerCloseJob, CLOSE_EVERY_MS, async () => {
    const days = await closeLedger(db);
    if (days.length > 0) onClosed(days);
  });
  // A close throws only when the database does: it runs again on its schedule rather than stay failed.
  return [{ ...handler, onExhausted: async () => ({ rescheduleAt: new Date(Date.now() + CLOSE_EVERY_MS) }) }];
}
