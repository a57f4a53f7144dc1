// Owns the thread that ties one transfer's log lines together: the request id of the HTTP request
// being served, or of the request that caused the background job being run, kept in AsyncLocalStorage. A job added
// while serving a request carries the request id in its payload (jobs/queue.ts), and the runner restores it while the
// job runs, so a job added by that job carries it too.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Trace {
  requestId?: string | undefined;
  /**
   * Whose work this is: the integrator of the request (set once it is authenticated) or of the job. The database's
   * connections are handed out in turns between owners (db/fair-gate.ts), so one integrator's load cannot queue
   * another's queries behind its own.
   */
  owner?: string | undefined;
}

const storage = new AsyncLocalStorage<Trace>();

/** Runs `fn` with `trace` as the current one (what it calls, and what it schedules, sees it). */
export function withTrace<T>(trace: Trace, fn: () => T): T {
  return storage.run(trace, fn);
}

/** The request id of the request being served or of the one that caused the running job, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Says whose work the current request is, once it is known (after authentication). */
export function setTraceOwner(owner: string): void {
  const trace = storage.getStore();
  if (trace) trace.owner = owner;
}

/** Whose work runs now, if known. */
export function currentOwner(): string | undefined {
  return storage.getStore()?.owner;
}

/** The request id a job's payload carries (added by enqueue), if any. */
export function requestIdOf(payload: Record<string, unknown>): string | undefined {
  return typeof payload.requestId === 'string' ? payload.requestId : undefined;
}
