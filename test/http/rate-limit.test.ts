// The per-caller token buckets (src/http/rate-limit.ts): a bucket empties and refills at its rate, and the buckets kept
// are bounded, the least recently seen forgotten first, however many callers come (no memory grows without bound).
// Test pass: embedded only (database-independent: the limiter's arithmetic and its bound)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RateLimiter } from '../../src/http/rate-limit.ts';

describe('the rate limiter', () => {
  it('takes a token per call up to the burst, then says how long to wait, and refills at its rate', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    assert.equal(limiter.take('a'), 0);
    assert.equal(limiter.take('a'), 0);
    assert.equal(limiter.take('a'), 1, 'empty: a second until the next token');
    assert.equal(limiter.take('b'), 0, 'another caller has a bucket of its own');
    now += 500;
    assert.equal(limiter.take('a'), 0, 'one token back after half a second at 2 per second');
  });

  it('keeps at most 100,000 buckets: the least recently seen caller is forgotten and starts again with a full one', () => {
    const limiter = new RateLimiter(1, () => 0);
    assert.equal(limiter.take('first'), 0);
    for (let caller = 0; caller < 99_999; caller++) limiter.take(`caller-${caller}`);
    // 100,000 buckets so far; one caller more pushes out the least recently seen: the first.
    limiter.take('one more');
    assert.equal(limiter.peek('caller-0'), 1, 'the second caller seen is still kept, its bucket empty');
    assert.equal(limiter.peek('first'), 0, 'the first was forgotten: a full bucket again');
  });
});
