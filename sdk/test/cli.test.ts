// The `ponte` CLI as a developer runs it, each command a child process with its own config directory, against the
// real app and worker: the integrator's callback URL reaches nothing (a closed port), `ponte listen` forwards the
// TEST, BENEFICIARY_KYC and ON_RAMP events that `ponte trigger` makes to a receiver on this machine, which verifies
// both signatures with the integrator's webhook secret; the stream itself is tenant-isolated and waits when empty.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, startApp, type TestApp, type TestIntegrator } from '../../test/helpers/app.ts';
import { startReceiver, type Receiver } from '../../test/helpers/receiver.ts';
import { ENTRY_FLAGS, entryFile } from '../../test/helpers/process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLI = path.join(root, 'sdk/src/cli.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('ponte CLI', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let receiver: Receiver;
  let configDir: string;
  let listener: ChildProcess | undefined;
  let listened = '';

  const start = (args: string[]) =>
    spawn(process.execPath, [...ENTRY_FLAGS, entryFile(CLI), ...args], {
      cwd: root,
      env: { ...process.env, PONTE_CONFIG_DIR: configDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  const ponte = (...args: string[]): Promise<Run> =>
    new Promise((resolve) => {
      const child = start(args);
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk) => (stdout += chunk));
      child.stderr!.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  before(async () => {
    // The upload links the sandbox approves a beneficiary through point at PUBLIC_BASE_URL: this app's own address.
    const port = await freePort();
    t = await startApp({ worker: true, port, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, SANDBOX_SETTLE_DELAY_MS: '50' } });
    // Nothing listens on port 9: every delivery the server attempts fails, so only `ponte listen` can bring events.
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/' });
    receiver = await startReceiver([integrator.webhookSecret]);
    configDir = mkdtempSync(path.join(tmpdir(), 'ponte-cli-'));
  });
  after(async () => {
    listener?.kill();
    await receiver.close();
    await t.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('refuses wrong credentials, and stores good ones readable by their owner alone', async () => {
    const wrong = await ponte('login', '--base-url', t.url, '--client-id', integrator.clientId, '--client-secret', 'cs_wrong');
    assert.equal(wrong.code, 1, wrong.stderr);
    assert.throws(() => statSync(path.join(configDir, 'credentials.json')), 'nothing stored');

    const login = await ponte('login', '--base-url', t.url, '--client-id', integrator.clientId, '--client-secret', integrator.clientSecret);
    assert.equal(login.code, 0, login.stderr);
    assert.match(login.stdout, new RegExp(integrator.id));
    assert.equal(statSync(path.join(configDir, 'credentials.json')).mode & 0o777, 0o600);
  });

  it('forwards a TEST, a BENEFICIARY_KYC and an ON_RAMP event, signed, to a local receiver', { timeout: 90_000 }, async () => {
    listener = start(['listen', '--forward-to', receiver.url, '--after', '0', '--wait', '5']);
    listener.stdout!.on('data', (chunk) => (listened += chunk));
    listener.stderr!.on('data', (chunk) => (listened += chunk));

    const test = await ponte('trigger', 'TEST');
    assert.equal(test.code, 0, test.stderr);
    const onRamp = await ponte('trigger', 'ON_RAMP');
    assert.equal(onRamp.code, 0, onRamp.stderr);
    const transferId = /on-ramp (\S+)/.exec(onRamp.stdout)?.[1];
    assert.ok(transferId, onRamp.stdout);

    await receiver
      .waitFor(() => ['TEST', 'BENEFICIARY_KYC', 'ON_RAMP'].every((operation) => receiver.events(operation).length > 0), 60_000)
      .catch((error) => {
        throw new Error(`${(error as Error).message}\nforged: ${receiver.forged.length}\nlisten printed:\n${listened}`);
      });
    assert.equal(receiver.forged.length, 0, 'every forwarded event verifies with the webhook secret');
    const [onRampEvent] = receiver.events('ON_RAMP');
    assert.equal(onRampEvent.resourceId, transferId);
    assert.equal(onRampEvent.success, true);
    assert.equal(receiver.events('BENEFICIARY_KYC')[0].integratorId, integrator.id);
    assert.ok(receiver.received.every((received) => received.headers['webhook-id'] && received.headers['x-service-webhook-signature']));
    // The line of an event is printed once the receiver has answered it.
    for (const deadline = Date.now() + 5_000; !/ON_RAMP\s+\S+\s+-> 200/.test(listened) && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 50));
    assert.match(listened, /ON_RAMP\s+\S+\s+-> 200/);
    assert.match(listened, /TEST\s+\S+\s+-> 200/);

    // The server itself reached nothing.
    const events = await t.request('GET', '/v1/webhooks/events?filterEq=operation:TEST', { token: integrator.token });
    assert.notEqual(events.body.content[0].status, 'DELIVERED');
  });

  it('redelivers an event, and prints any resource as JSON', async () => {
    const [event] = receiver.events('TEST');
    const id = receiver.received.find((received) => received.body === event)!.headers['webhook-id'] as string;
    const resend = await ponte('events', 'resend', id);
    assert.equal(resend.code, 0, resend.stderr);
    assert.deepEqual(JSON.parse(resend.stdout), { eventId: id, status: 'PENDING' });

    const me = await ponte('get', '/v1/integrators/me');
    assert.equal(me.code, 0, me.stderr);
    assert.equal(JSON.parse(me.stdout).id, integrator.id);
    const missing = await ponte('get', '/v1/transfers/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /404 transfer.not_found/);
    const unknown = await ponte('trigger', 'OFF_RAMP');
    assert.equal(unknown.code, 2);
  });

  it('shows and moves the sandbox clock', async () => {
    const advanced = await ponte('clock', 'advance', '90');
    assert.equal(advanced.code, 0, advanced.stderr);
    assert.equal(JSON.parse(advanced.stdout).offsetSeconds, 90);
    const shown = await ponte('clock');
    assert.equal(shown.code, 0, shown.stderr);
    assert.equal(JSON.parse(shown.stdout).offsetSeconds, 90);
    assert.equal((await ponte('clock', 'advance', 'soon')).code, 2);
    const refused = await ponte('clock', 'advance', '0');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /400/);
  });

  it('streams only the caller’s events, and waits when there are none', async () => {
    const other = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/' });
    const mine = await t.request('GET', '/v1/webhooks/events/stream?after=0&wait=0', { token: integrator.token });
    assert.equal(mine.status, 200, mine.text);
    assert.ok(mine.body.events.length >= 3);
    const fromNow = await t.request('GET', '/v1/webhooks/events/stream?wait=0', { token: integrator.token });
    assert.deepEqual(fromNow.body, { events: [], cursor: mine.body.events.at(-1).id }, 'without after: none of the past, the newest as the cursor');
    const theirs = await t.request('GET', '/v1/webhooks/events/stream?after=0&wait=0', { token: other.token });
    assert.deepEqual(theirs.body, { events: [], cursor: '0' });
    const foreignCursor = await t.request('GET', `/v1/webhooks/events/stream?after=${mine.body.events[0].id}&wait=0`, { token: other.token });
    assert.equal(foreignCursor.status, 404);
    assert.equal(foreignCursor.body.code, 'event.not_found');

    const started = Date.now();
    const empty = await t.request('GET', '/v1/webhooks/events/stream?wait=1', { token: other.token });
    assert.deepEqual(empty.body, { events: [], cursor: '0' });
    assert.ok(Date.now() - started >= 900, 'it waited');
    const woken = t.request('GET', '/v1/webhooks/events/stream?after=0&wait=10', { token: other.token });
    await t.request('POST', '/v1/webhooks/test', { token: other.token });
    const answer = await woken;
    assert.deepEqual(
      answer.body.events.map((event: { operation: string }) => event.operation),
      ['TEST'],
    );
    assert.equal(answer.body.cursor, answer.body.events[0].id);
    const bad = await t.request('GET', '/v1/webhooks/events/stream?wait=31', { token: other.token });
    assert.equal(bad.status, 400);
  });
});
