// The example scripts and `npm run demo`, against the real service as a child process (on the embedded database, or on
// a database of its own on the PostgreSQL of DATABASE_URL): each example's run() and each example as a script ends in
// its final state, with its webhooks received, verified and answered 2xx, and the demo shows every step and webhook.
// Test pass: embedded only (database-independent: the examples and the demo as a user runs them)
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { run as offRamp } from '../examples/off-ramp.ts';
import { run as onRamp } from '../examples/on-ramp.ts';
import { run as payment } from '../examples/payment.ts';
import { cents, type Credentials, type ReceivedWebhook } from '../examples/sandbox.ts';
import { ADMIN_TOKEN, freshDatabase } from './helpers/app.ts';
import { type Child, freePort, MAIN, startChild } from './helpers/process.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The service's process, whose warnings and errors a failure shows. */
let service: Child | undefined;
const serviceLog = (): string => `\nthe service logged (warn and above):\n${service?.output().slice(-4000) ?? ''}`;

/** The service as `npm start` runs it, with an operator token, on a fresh database. */
async function startService(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-examples-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_BASE_URL: base, ADMIN_TOKEN, SANDBOX_SETTLE_DELAY_MS: '50' };
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase();
    await database.db.close();
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url!;
  }
  const child: Child = startChild(env, MAIN);
  service = child;
  cleanups.push(() => child.stop('SIGTERM'));
  await child.waitFor(/listening on/, 90_000);
  return base;
}

async function call(base: string, method: string, route: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(base + route, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text);
}

let counter = 0;
/** A new integrator with no callback URL: the examples set theirs for the run and restore it. */
async function newIntegrator(base: string): Promise<Credentials> {
  const created = await call(base, 'POST', '/v1/integrators', ADMIN_TOKEN, {
    name: `Examples ${++counter}`,
    email: `examples-${counter}-${Date.now()}@example.com`,
  });
  return { baseUrl: base, clientId: created.clientId, clientSecret: created.clientSecret, integratorId: created.id };
}

async function token(credentials: Credentials): Promise<string> {
  const response = await fetch(`${credentials.baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: credentials.clientId, client_secret: credentials.clientSecret }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The service's side of the webhooks: every event it stored for the beneficiary was answered 2xx on the first attempt
 * (the receiver answers 2xx only after verifyWebhook passed, and 400 otherwise), the webhooks the example returned are
 * among them, and the integrator's callback URL is back to what it was (none).
 */
async function assertWebhooksDelivered(credentials: Credentials, beneficiaryId: string, webhooks: ReceivedWebhook[], operations: string[]): Promise<void> {
  const bearer = await token(credentials);
  const query = `filterEq=beneficiaryId:${beneficiaryId}&size=100&sort=createdAt,asc`;
  // The receiver answered before the service wrote down the attempt: wait until none is in flight.
  let events: any[] = [];
  for (let deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    events = (await call(credentials.baseUrl, 'GET', `/v1/webhooks/events?${query}`, bearer)).content;
    if (events.every((event) => event.status !== 'PENDING')) break;
  }
  assert.deepEqual([...new Set(events.map((event) => event.operation))].sort(), [...operations].sort());
  for (const event of events) {
    assert.equal(event.status, 'DELIVERED', `${event.operation} ${event.id}: ${JSON.stringify(event)}`);
    const detail = await call(credentials.baseUrl, 'GET', `/v1/webhooks/events/${event.id}`, bearer);
    assert.ok(detail.attempts.length >= 1 && detail.attempts.every((attempt: any) => attempt.statusCode === 204), JSON.stringify(detail.attempts));
  }
  const ids = new Set(events.map((event) => event.id));
  for (const webhook of webhooks) assert.ok(ids.has(webhook.webhookId), `${webhook.event.operation} ${webhook.webhookId} is one of the stored events`);
  const profile = await call(credentials.baseUrl, 'GET', `/v1/integrators/${credentials.integratorId}`, bearer);
  assert.equal(profile.callbackUrl, null, 'the callback URL is restored');
}

describe('the example scripts against the service', () => {
  let base: string;
  before(async () => {
    base = await startService();
  });

  it('on-ramp: a new beneficiary approved, 100.00 BRL by PIX, SUCCEEDED with the USDC credited, and its ON_RAMP webhook', async () => {
    const credentials = await newIntegrator(base);
    const result = await onRamp({ ...credentials, amount: '100.00' });
    const { transfer, webhook, beneficiary } = result;
    assert.equal(beneficiary.status, 'CREATED');
    assert.deepEqual([transfer.type, transfer.status, transfer.from.currencyCode, transfer.from.value], ['ON_RAMP', 'SUCCEEDED', 'BRL', '100.00']);
    assert.equal(transfer.to?.currencyCode, 'USDC');
    assert.ok(cents(transfer.to!.value) > 0n);
    assert.equal(cents(result.balance.total) - cents(result.balanceBefore.total), cents(transfer.to!.value), 'the balance grew by exactly to.value');
    assert.deepEqual(
      [webhook.event.operation, webhook.event.resourceId, webhook.event.success, webhook.event.data.status],
      ['ON_RAMP', transfer.id, true, 'SUCCEEDED'],
    );
    assert.equal(cents(webhook.event.data.to.value), cents(transfer.to!.value));
    await assertWebhooksDelivered(credentials, beneficiary.id, [webhook], ['BENEFICIARY_KYC', 'BENEFICIARY_APPROVED', 'ON_RAMP']);
  });

  it('off-ramp: a validated PIX key, an EXTERNAL_WALLET transfer funded by the sandbox deposit, SUCCEEDED, and its OFF_RAMP webhook', async () => {
    const credentials = await newIntegrator(base);
    const { transfer, webhook, beneficiary, transactionHash } = await offRamp({ ...credentials, amount: '25.00' });
    assert.deepEqual([transfer.type, transfer.status, transfer.from.currencyCode, transfer.from.value], ['OFF_RAMP', 'SUCCEEDED', 'USDC', '25.00']);
    assert.equal(transfer.fundingSource, 'EXTERNAL_WALLET');
    assert.match(transfer.fundingWallet ?? '', /^0x[0-9a-fA-F]{40}$/);
    assert.equal(transfer.to?.currencyCode, 'BRL');
    assert.deepEqual([webhook.event.operation, webhook.event.resourceId, webhook.event.success], ['OFF_RAMP', transfer.id, true]);
    assert.equal(webhook.event.data.finalTransactionHash, transactionHash);
    await assertWebhooksDelivered(
      credentials,
      beneficiary.id,
      [webhook],
      ['BENEFICIARY_KYC', 'BENEFICIARY_APPROVED', 'BENEFICIARY_BANK_ACCOUNT_VALIDATION', 'OFF_RAMP'],
    );
  });

  it('payment: a contact, a payment in to fund it, 40.00 USDC paid, COMPLETED, and its PAYMENT_IN and PAYMENT_OUT webhooks', async () => {
    const credentials = await newIntegrator(base);
    const { payment: paid, webhook, paymentIn, beneficiary, balance } = await payment({ ...credentials, amount: '40.00' });
    assert.deepEqual([paid.status, paid.amount.value, paid.fees.value, paid.totalAmount.value], ['COMPLETED', '40.00', '2.00', '38.00']);
    assert.equal(balance.total, '0.00', 'the 40.00 received were paid out');
    assert.deepEqual([webhook.event.operation, webhook.event.resourceId, webhook.event.success], ['PAYMENT_OUT', paid.id, true]);
    assert.ok(paymentIn, 'a new beneficiary had no USDC: the example received a payment in');
    assert.deepEqual([paymentIn.event.operation, paymentIn.event.success], ['PAYMENT_IN', true]);
    await assertWebhooksDelivered(credentials, beneficiary.id, [paymentIn, webhook], ['BENEFICIARY_KYC', 'BENEFICIARY_APPROVED', 'PAYMENT_IN', 'PAYMENT_OUT']);
  });

  it('runs each example as a script: exit 0 and the final object printed, each integrator on its own at the same time', async () => {
    const scripts = [
      { file: 'examples/on-ramp.ts', status: 'SUCCEEDED', webhook: 'ON_RAMP' },
      { file: 'examples/off-ramp.ts', status: 'SUCCEEDED', webhook: 'OFF_RAMP' },
      { file: 'examples/payment.ts', status: 'COMPLETED', webhook: 'PAYMENT_OUT' },
    ];
    await Promise.all(
      scripts.map(async (script) => {
        const credentials = await newIntegrator(base);
        const child = startChild(
          {
            PONTE_URL: base,
            PONTE_CLIENT_ID: credentials.clientId,
            PONTE_CLIENT_SECRET: credentials.clientSecret,
            PONTE_INTEGRATOR_ID: credentials.integratorId,
          },
          [process.execPath, '--import', 'tsx', script.file],
        );
        cleanups.push(() => child.stop('SIGKILL'));
        const code = await child.exited;
        const output = child.output();
        assert.equal(code, 0, `${script.file}:\n${output}${serviceLog()}`);
        assert.match(output, new RegExp(`waiting for the ${script.webhook} webhook`), output);
        const final = JSON.parse(output.slice(output.indexOf('\n{') + 1));
        assert.equal(final.status, script.status, output);
      }),
    );
  });
});

describe('npm run demo', () => {
  it('starts its own sandbox, shows every step and webhook, stops it and exits 0', { timeout: 150_000 }, async () => {
    // No PONTE_URL: the demo starts the service itself (startChild drops DATABASE_URL: the demo's sandbox is embedded).
    const child = startChild({ PONTE_URL: '', SANDBOX_SETTLE_DELAY_MS: '100' }, ['npm', 'run', 'demo', '--silent']);
    cleanups.push(() => child.stop('SIGKILL'));
    const code = await child.exited;
    const output = child.output();
    assert.equal(code, 0, output);
    for (let n = 1; n <= 9; n++) assert.match(output, new RegExp(`^\\[${n}/9\\] \\S`, 'm'), `step ${n}:\n${output}`);
    for (const title of [
      'Start a Ponte sandbox',
      'Create a beneficiary',
      'Approve it',
      'BR on-ramp',
      'External-wallet off-ramp',
      'Payment',
      'Check every webhook',
      'Stop',
    ]) {
      assert.match(output, new RegExp(`^\\[\\d/9\\] ${title}`, 'm'), `${title}:\n${output}`);
    }
    const webhooks = [...output.matchAll(/^ +<- webhook (\S+) +status=(\S+) +success=(\S+) +id=\S+$/gm)].map((match) => `${match[1]} ${match[2]} ${match[3]}`);
    for (const expected of [
      'BENEFICIARY_KYC - null',
      'BENEFICIARY_KYC APPROVED true',
      'BENEFICIARY_APPROVED CREATED true',
      'ON_RAMP SUCCEEDED true',
      'BENEFICIARY_BANK_ACCOUNT_VALIDATION VALID true',
      'OFF_RAMP SUCCEEDED true',
      'PAYMENT_OUT COMPLETED true',
    ]) {
      assert.ok(webhooks.includes(expected), `webhook "${expected}" in:\n${output}`);
    }
    assert.equal(webhooks.length, 7, output);
    assert.match(output, /7 events stored, 7 received and verified/);
    assert.match(output, /^Demo complete in /m);
    assert.doesNotMatch(output, /FAILED/);
    // It cleaned up after itself.
    const dataDir = output.match(/embedded database in (\S+)\)/)?.[1];
    assert.ok(dataDir, output);
    assert.equal(existsSync(dataDir), false, `${dataDir} removed`);
  });
});
