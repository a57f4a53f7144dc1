// Owns the worker's side of production's market rates: one recurring job that refreshes them from the public sources
// every RATES_REFRESH_S (rails/fx/refresh.ts). Only production has a refresh, so only production's worker runs it.
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { recurring, type KindHandler } from '../../jobs/runner.ts';
import type { RateRefresher } from '../../rails/fx/refresh.ts';

export const rateRefreshJob = defineJob('rates-refresh', Type.Object({}));

export function rateJobHandlers(refresher: RateRefresher | undefined, everyS: number, log: FastifyBaseLogger): KindHandler[] {
  if (!refresher) return [];
  const everyMs = everyS * 1000;
  const handler = recurring(rateRefreshJob, everyMs, async () => {
    for (const outcome of await refresher.refresh()) {
      if (!outcome.accepted) log.warn({ rates: outcome }, `USDC/${outcome.quote} rate refused: ${outcome.refusal}`);
    }
  });
  // A refresh throws only when the database does; a recurring job out of attempts would otherwise stay failed, and
  // every rate would age into 503 for good. It starts again on its schedule instead.
  return [{ ...handler, onExhausted: async () => ({ rescheduleAt: new Date(Date.now() + everyMs) }) }];
}
