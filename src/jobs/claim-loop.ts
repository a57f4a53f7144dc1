// Owns the shape of every background worker: claim due rows (the claimer uses FOR UPDATE SKIP LOCKED under a lease
// and commits), work on them outside any transaction with bounded concurrency, wake at once on NOTIFY, and otherwise
// sleep until the next row is due or an idle back-off runs out. Crashed workers' rows come back when their lease ends.
// A source may answer an item's processing with the next items it claimed in the same round trip (the job runner
// removes a done job and claims the next in one statement): they run in the slot the finished item frees, without
// waiting for the loop, so each slot is its own pipeline of one commit per item and the slots' commits share the
// server's WAL flushes (group commit) instead of queueing behind one claimer.
import type { Db } from '../db/index.ts';

export interface ClaimSource<T> {
  /** The NOTIFY channel that says new work was added. */
  channel: string;
  /** Claims up to `limit` due items and commits the claim. */
  claim(limit: number): Promise<T[]>;
  /** When the next unclaimed item falls due, if any (to sleep exactly that long). */
  nextDueAt(): Promise<Date | null>;
  /** Works on an item; may answer items it claimed as it finished (`canClaim` says whether the loop still takes work). */
  process(item: T, canClaim: () => boolean): Promise<void | T[]>;
}

export interface ClaimLoopOptions {
  concurrency: number;
  /** While items are in flight, claim only when this many slots are free: fewer, larger claims. */
  minBatch?: number;
  idleMinMs?: number;
  idleMaxMs?: number;
  onError?: (error: unknown) => void;
}

export class ClaimLoop<T> {
  private running = false;
  private inFlight = new Set<Promise<void>>();
  private wakeUp: (() => void) | undefined;
  private woken = false;
  /** Since the last claim: items finished, and whether a NOTIFY said there is new work. */
  private finishedSinceClaim = 0;
  private notified = false;
  private unlisten: (() => Promise<void>) | undefined;
  private loopDone: Promise<void> | undefined;
  /** When the loop last went round: it does at least every idleMaxMs, busy or idle, while it runs. */
  private tickAt = 0;

  constructor(
    private readonly db: Db,
    private readonly source: ClaimSource<T>,
    private readonly options: ClaimLoopOptions,
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.tickAt = Date.now();
    this.unlisten = await this.db.listen(this.source.channel, () => {
      this.notified = true;
      this.wake();
    });
    this.loopDone = this.loop();
  }

  /** Stops claiming, then waits for the items already claimed. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight]);
    await this.unlisten?.();
  }

  /** Whether the loop runs and went round within `withinMs` (a loop stuck in a claim that never answers has not). */
  alive(withinMs: number): boolean {
    return this.running && Date.now() - this.tickAt <= withinMs;
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    }).then(() => {
      this.wakeUp = undefined;
    });
  }

  /** Runs an item in a slot of its own, then in the same slot whatever its processing claimed next. */
  private launch(item: T): void {
    const task = this.source
      .process(item, () => this.running)
      .catch((error) => {
        this.options.onError?.(error);
      })
      .then((next) => {
        this.inFlight.delete(task);
        this.finishedSinceClaim++;
        for (const claimed of next ?? []) this.launch(claimed);
        // A finished item frees room: look for more at once.
        this.wake();
      });
    this.inFlight.add(task);
  }

  private async loop(): Promise<void> {
    const idleMin = this.options.idleMinMs ?? 50;
    const idleMax = this.options.idleMaxMs ?? 2000;
    const minBatch = this.options.minBatch ?? 1;
    let idle = idleMin;
    // The last claim got less than it asked for, at this time: the source gave all it would (nothing else due, or
    // the rest held back by the source's own caps). Claiming again as each item finishes would make one query per
    // item; until minBatch items finish, new work is notified, or idleMin passes, there is nothing to gain.
    let shortClaimAt: number | undefined;
    while (this.running) {
      this.tickAt = Date.now();
      this.woken = false;
      const room = this.options.concurrency - this.inFlight.size;
      const drained =
        shortClaimAt !== undefined && this.inFlight.size > 0 && !this.notified && this.finishedSinceClaim < minBatch && Date.now() - shortClaimAt < idleMin;
      if (room <= 0 || (this.inFlight.size > 0 && room < minBatch) || drained) {
        // An item that finishes wakes the loop (launch): no race over the items in flight, which would add a reaction
        // to every one of them at each turn, and so one per slot to each item's finish.
        await this.sleep(drained ? Math.max(1, idleMin - (Date.now() - shortClaimAt!)) : idleMax);
        continue;
      }
      this.finishedSinceClaim = 0;
      this.notified = false;
      let items: T[] = [];
      try {
        items = await this.source.claim(room);
      } catch (error) {
        this.options.onError?.(error);
        await this.sleep(idle);
        idle = Math.min(idleMax, idle * 2);
        continue;
      }
      for (const item of items) this.launch(item);
      shortClaimAt = items.length < room ? Date.now() : undefined;
      if (items.length === room) {
        idle = idleMin;
        continue;
      }
      if (items.length > 0) {
        idle = idleMin;
        continue;
      }
      let wait = idle;
      try {
        const next = await this.source.nextDueAt();
        if (next) wait = Math.max(5, Math.min(idle, next.getTime() - Date.now() + 5));
      } catch (error) {
        this.options.onError?.(error);
      }
      await this.sleep(wait);
      idle = Math.min(idleMax, idle * 2);
    }
  }
}
