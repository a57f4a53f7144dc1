// Request coalescing (src/db/coalesce.ts): the calls of one turn of the event loop run as one batch, each caller gets
// its own output in order, a failed batch fails each of its callers, and a batch never grows past its limit.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coalesce } from '../../src/db/coalesce.ts';

describe('coalesce', () => {
  it('runs the calls of one turn as one batch and answers each caller its own output', async () => {
    const batches: number[][] = [];
    const double = coalesce(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((input) => input * 2);
    });
    assert.deepEqual(await Promise.all([1, 2, 3].map(double)), [2, 4, 6]);
    assert.deepEqual(await double(7), 14);
    assert.deepEqual(batches, [[1, 2, 3], [7]]);
  });

  it('fails every caller of a batch that fails, and serves the next batch afresh', async () => {
    let fail = true;
    const run = coalesce(async (inputs: string[]) => {
      if (fail) throw new Error('database unavailable');
      return inputs;
    });
    const results = await Promise.allSettled(['a', 'b'].map(run));
    assert.deepEqual(
      results.map((result) => result.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    assert.equal(await run('c'), 'c');
  });

  it('refuses a batch answered with the wrong number of outputs', async () => {
    const broken = coalesce(async (inputs: number[]) => inputs.slice(1));
    await assert.rejects(Promise.all([broken(1), broken(2)]), /a coalesced batch of 2 answered 1/);
  });

  it('splits a turn larger than the limit into batches of at most that many', async () => {
    const sizes: number[] = [];
    const run = coalesce(async (inputs: number[]) => {
      sizes.push(inputs.length);
      return inputs;
    }, 4);
    const inputs = Array.from({ length: 10 }, (_, index) => index);
    assert.deepEqual(await Promise.all(inputs.map(run)), inputs);
    assert.deepEqual(sizes, [4, 4, 2]);
  });
});
