// The gate in front of the connection pool: while every slot is taken, waiting owners are served in turns.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FairGate } from '../../src/db/fair-gate.ts';

describe('fair gate', () => {
  it('hands freed slots to waiting owners in turns, not in the order they asked', async () => {
    const gate = new FairGate(2);
    await gate.acquire('noisy');
    await gate.acquire('noisy');
    const served: string[] = [];
    const waiters = [
      ...Array.from({ length: 6 }, (_, n) => gate.acquire('noisy').then(() => served.push(`noisy${n}`))),
      gate.acquire('quiet').then(() => served.push('quiet0')),
      gate.acquire('quiet').then(() => served.push('quiet1')),
      gate.acquire().then(() => served.push('unknown')),
    ];
    assert.equal(gate.queued, 9);
    // Each release serves one waiter, which releases in turn once it has run.
    for (let i = 0; i < 11; i++) {
      gate.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waiters);
    assert.deepEqual(served, ['noisy0', 'quiet0', 'unknown', 'noisy1', 'quiet1', 'noisy2', 'noisy3', 'noisy4', 'noisy5']);
    assert.equal(gate.queued, 0);
  });

  it('lets callers straight through while a slot is free', async () => {
    const gate = new FairGate(3);
    await Promise.all([gate.acquire('a'), gate.acquire('b'), gate.acquire('a')]);
    let fourth = false;
    const waiting = gate.acquire('c').then(() => (fourth = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(fourth, false);
    gate.release();
    await waiting;
    assert.equal(fourth, true);
  });
});
