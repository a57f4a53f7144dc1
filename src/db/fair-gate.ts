// Owns the turns in which the database's connections are handed out. A pool hands its connections to waiters in the
// order they asked, so when one integrator's load keeps the pool busy, another integrator's query waits behind all of
// that integrator's queued queries. The gate has as many slots as the pool has connections, and when none is free it
// queues each owner's callers apart and serves the owners in turns (round robin): a freed slot goes to the next owner
// that waits, then that owner goes to the back. An owner is whose work the caller does, as the function given to
// openDb says (main.ts gives the request's integrator or the job's, from observability/trace.ts); work of no known
// owner (token checks, the claim loops) shares one turn.
//
// Written here rather than taken from a library: p-limit and p-queue queue callers in one line (by priority at
// most), and the round robin between owners is the point.
export class FairGate {
  private active = 0;
  /** Owners with callers waiting, in turn order (a Map keeps insertion order), each with its callers in order. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly size: number) {}

  /** Resolves when the caller holds a slot; `release` it exactly once after. */
  acquire(owner = ''): Promise<void> {
    if (this.active < this.size && this.waiting.size === 0) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(owner);
      if (queue) queue.push(resolve);
      else this.waiting.set(owner, [resolve]);
    });
  }

  /** Gives the slot to the first caller of the next owner in turn, or frees it. */
  release(): void {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.active--;
      return;
    }
    const [owner, queue] = next.value;
    const resolve = queue.shift()!;
    this.waiting.delete(owner);
    if (queue.length > 0) this.waiting.set(owner, queue);
    resolve();
  }

  /** Callers waiting for a slot, of every owner. */
  get queued(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }
}
