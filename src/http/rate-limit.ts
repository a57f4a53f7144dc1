// Owns the per-caller request rate limits: a token bucket of `ratePerSecond` with a burst, per key (an integrator, or a
// source address). Buckets live in each api process, so with N api processes an integrator gets up to N times the
// rate; a limit shared across processes would put a database write on every request, which costs more than it
// protects. The buckets are held in an LRU cache: the least recently seen keys are forgotten first (a forgotten key
// starts again with a full bucket), so no number of callers can grow the memory without bound.
//
// The arithmetic is written here rather than taken from @fastify/rate-limit or rate-limiter-flexible: those count
// fixed windows, and the failed-authentication throttle needs to look at a bucket without taking from it (`peek`,
// before a credential is checked) and to charge only what failed, which neither offers as a token bucket.
import { LRUCache } from 'lru-cache';

export class RateLimiter {
  // Bounded by maxSize (each bucket counts 1) rather than `max`: with `max`, lru-cache allocates its arrays for every
  // entry at construction (~35 ms for 100,000, five limiters in each app built), where these grow as keys come.
  private readonly buckets = new LRUCache<string, { tokens: number; updatedAt: number }>({ maxSize: 100_000, sizeCalculation: () => 1 });

  /** `burst` tokens at most (the rate by default), refilled at `ratePerSecond`. */
  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
    private readonly burst = ratePerSecond,
  ) {}

  /** Takes one token; returns 0 when allowed, else the seconds until a token is free. */
  take(key: string): number {
    const bucket = this.refilled(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return this.waitFor(bucket.tokens);
  }

  /** Like take, without taking: 0 when a token is there, else the seconds until one is. */
  peek(key: string): number {
    const bucket = this.buckets.get(key);
    return bucket === undefined ? 0 : this.refilled(key).tokens >= 1 ? 0 : this.waitFor(bucket.tokens);
  }

  private refilled(key: string): { tokens: number; updatedAt: number } {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.burst, updatedAt: now };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.ratePerSecond);
    bucket.updatedAt = now;
    return bucket;
  }

  private waitFor(tokens: number): number {
    return Math.max(1, Math.ceil((1 - tokens) / this.ratePerSecond));
  }
}
