// The screening module's background work: one re-screening of every party per version of the lists, enqueued by a
// worker when it reads lists whose content changed (worker.ts), keyed by the version so that every worker's enqueue of
// one change is one job.
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { handle, type KindHandler } from '../../jobs/runner.ts';
import type { RescreenCounts } from './rescreen.ts';

export const rescreenJob = defineJob('screening-rescreen', Type.Object({ listsVersion: Type.String() }), 'listsVersion');

export function screeningJobHandlers(rescreen: (listsVersion: string) => Promise<RescreenCounts>, log: (counts: RescreenCounts) => void): KindHandler[] {
  return [handle(rescreenJob, async (payload) => log(await rescreen(payload.listsVersion)))];
}
