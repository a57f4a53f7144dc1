// The reconciliation module's background work: the daily run, at RECONCILIATION_HOUR (UTC), of the day before.
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { handle, type KindHandler } from '../../jobs/runner.ts';
import type { ReconciliationService } from './service.ts';

/** The one daily job: it reconciles the previous day, then reschedules itself for the next. */
export const dailyReconciliationJob = defineJob('reconciliation-daily', Type.Object({}));

const DAY_MS = 24 * 3600_000;

export function reconciliationJobHandlers(reconciliation: ReconciliationService): KindHandler[] {
  return [
    {
      ...handle(dailyReconciliationJob, () => reconciliation.runScheduled()),
      everyMs: DAY_MS,
      // Added when the worker first starts for the next due time, not at once: a day is reconciled when its hour comes.
      firstRunAt: () => reconciliation.nextScheduledAt(new Date()),
    },
  ];
}
