// PostgreSQL stopped for 5 s under load, then started again: /ready goes false then true, the process never exits,
// requests in the gap get 503 with the contract body, and work (HTTP and webhook delivery) resumes by itself.
// It runs on a PostgreSQL server of its own, so stopping it disturbs no other test file.
// Test pass: PostgreSQL only (heavy end-to-end: the server stopped under load)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ADMIN_TOKEN } from '../helpers/app.ts';
import { freePort, MAIN, startChild } from '../helpers/process.ts';
import { startReceiver } from '../helpers/receiver.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postgres(command: 'start' | 'halt' | 'resume' | 'stop', env: Record<string, string> = {}): Record<string, string> {
  const output = execFileSync('bash', ['scripts/postgres.sh', command], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return Object.fromEntries([...output.matchAll(/^export (\w+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.replace(/^'(.*)'$/, '$1')]));
}

describe('a PostgreSQL outage', { skip: !process.env.DATABASE_URL && 'runs in the PostgreSQL pass' }, () => {
  const cleanups: Array<() => unknown> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers 503 during the gap, never exits, and resumes', async () => {
    const server = postgres('start');
    cleanups.push(() => postgres('stop', server));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-outage-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const service = startChild(
      { DATABASE_URL: server.DATABASE_URL!, DATA_DIR: dataDir, PORT: String(port), ADMIN_TOKEN, LOG_LEVEL: 'error', RATE_LIMIT_RPS: '10000' },
      MAIN,
    );
    cleanups.push(() => service.stop('SIGKILL'));
    await service.waitFor(/listening on/);
    let exited = false;
    void service.exited.then(() => (exited = true));

    const created = (await (
      await fetch(`${base}/v1/integrators`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Outage', email: 'outage@example.com', callbackUrl: receiver.url }),
      })
    ).json()) as { id: string; clientId: string; clientSecret: string };
    const token = (
      (await (
        await fetch(`${base}/v1/auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret }),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const profile = () => fetch(`${base}/v1/integrators/${created.id}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await profile()).status, 200);

    // Load: a steady stream of reads, recorded with their answers.
    const answers: Array<{ at: number; status: number; body: any; requestId: string | null }> = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const response = await profile().catch(() => undefined);
        if (response)
          answers.push({
            at: Date.now(),
            status: response.status,
            body: await response.json().catch(() => null),
            requestId: response.headers.get('x-request-id'),
          });
        await sleep(20);
      }
    })();

    await sleep(300);
    const haltedAt = Date.now();
    postgres('halt', server);
    let readyDown = false;
    while (Date.now() - haltedAt < 5000) {
      const ready = await fetch(`${base}/ready`);
      if (ready.status === 503) {
        readyDown = true;
        const body = (await ready.json()) as { code: string };
        assert.equal(body.code, 'service.unavailable');
      }
      await sleep(100);
    }
    assert.ok(readyDown, '/ready never answered 503 while the database was down');
    const testDuringGap = await fetch(`${base}/v1/webhooks/test`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    assert.equal(testDuringGap.status, 503);
    postgres('resume', server);
    const resumedAt = Date.now();

    let readyAgain = false;
    while (Date.now() - resumedAt < 20_000 && !readyAgain) {
      readyAgain = (await fetch(`${base}/ready`)).status === 200;
      if (!readyAgain) await sleep(100);
    }
    assert.ok(readyAgain, '/ready did not come back');
    await sleep(500);
    loading = false;
    await load;

    assert.equal(exited, false, 'the process exited during the outage');
    const gap = answers.filter((answer) => answer.status !== 200);
    assert.ok(gap.length > 0, 'no request fell in the gap');
    for (const answer of gap) {
      assert.equal(answer.status, 503, JSON.stringify(answer.body));
      assert.equal(answer.body.code, 'service.unavailable');
      assert.equal(answer.body.requestId, answer.requestId);
    }
    assert.equal(answers.at(-1)!.status, 200, 'reads did not resume');

    // The worker resumes too: its LISTEN connection comes back, and a new event is delivered.
    const sent = (await (await fetch(`${base}/v1/webhooks/test`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as {
      eventId: string;
    };
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === sent.eventId), 20_000);
    assert.equal(await service.stop('SIGTERM'), 0);
  });
});
