// Owns the per-integrator request rate limit: a token bucket of RATE_LIMIT_RPS a second with the same burst.
// Buckets live in each api process, so with N api processes an integrator gets up to N times the rate; a limit
// shared across processes would put a database write on every request, which costs more than it protects.
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

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
      if (this.buckets.size > 100_000) this.buckets.clear();
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
