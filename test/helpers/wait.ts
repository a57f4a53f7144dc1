// Waiting in tests for something the service does on its own time (a worker, a job), polled briefly.
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `check` holds; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
