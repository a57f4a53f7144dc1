// The webhooks module's background work besides delivery itself (the dispatcher): the watch over failing endpoints.
import { Type } from 'typebox';
import type { Db } from '../../db/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import { recurring, type KindHandler } from '../../jobs/runner.ts';
import { checkEndpoints } from './health.ts';

export const webhookHealthJob = defineJob('webhook-health', Type.Object({}));

/** Looks every few minutes (a quarter of the failing time, at most 5 minutes) for endpoints failing for that long. */
export function webhookJobHandlers(db: Db, failingAfterS: number): KindHandler[] {
  const everyMs = Math.max(1000, Math.min(300_000, (failingAfterS * 1000) / 4));
  return [recurring(webhookHealthJob, everyMs, () => checkEndpoints(db, failingAfterS))];
}
