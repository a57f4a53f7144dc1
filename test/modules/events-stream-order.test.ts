// The event stream in commit order (src/modules/webhooks/stream.ts): an event whose transaction began first but
// committed last is held back, not passed over, by a reader that already saw a later one. Two transactions must be open
// at once, so this runs on PostgreSQL (the embedded database runs one transaction at a time). Other test files share the
// server, and a transaction of theirs open at the moment of a read holds the stream back too (as documented), so the
// reads after the commit wait for the events instead of expecting them at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emitEvent } from '../../src/modules/webhooks/events.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { SKIP_WITHOUT_POSTGRES } from '../helpers/faults.ts';

describe('the event stream in commit order', { skip: SKIP_WITHOUT_POSTGRES }, () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/' });
  });
  after(() => t.close());

  const stream = async (after: string, wait = 0) => {
    const response = await t.request('GET', `/v1/webhooks/events/stream?after=${after}&wait=${wait}`, { token: integrator.token });
    assert.equal(response.status, 200, response.text);
    return response.body as { events: { id: string; body: string }[]; cursor: string };
  };
  const event = (resourceId: string) => ({ integratorId: integrator.id, operation: 'TEST' as const, resourceId, success: null });

  it('holds back an event committed after a later-begun one, then gives both in the order they began', async () => {
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = t.db.transaction(async (tx) => {
      const id = await emitEvent(tx, event('first'));
      firstWritten();
      await firstMayCommit;
      return id;
    });
    await written;
    const second = await t.db.transaction((tx) => emitEvent(tx, event('second')));

    let whileOpen;
    try {
      whileOpen = await stream('0');
    } finally {
      commitFirst();
    }
    const firstId = await first;
    assert.deepEqual(whileOpen.events, [], 'the committed second event waits for the first transaction to end');

    // Both, possibly over two reads when another file's transaction began between them.
    const given: string[] = [];
    let cursor = whileOpen.cursor;
    for (let read = 0; read < 4 && given.length < 2; read++) {
      const page = await stream(cursor, 10);
      given.push(...page.events.map((streamed) => streamed.id));
      cursor = page.cursor;
    }
    assert.deepEqual(given, [firstId, second]);
    assert.equal(cursor, second);
    assert.deepEqual((await stream(cursor)).events, [], 'nothing is given twice');
  });
});
