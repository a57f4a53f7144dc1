// What an on-call engineer reads from real processes: a worker-only process serves /health, /ready and /metrics on
// METRICS_PORT; a failing webhook delivery and a failing job show in its /metrics and in its JSON log with their ids
// and the request that caused them; and stdout carries nothing but JSON lines, in the sandbox and in production.
// Test pass: PostgreSQL only (database-independent: logs and metrics of processes; production needs PostgreSQL)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ADMIN_TOKEN, freshDatabase, writeTestSanctionsList } from './helpers/app.ts';
import { individual } from './helpers/beneficiaries.ts';
import { type Child, freePort, MAIN, startChild } from './helpers/process.ts';
import { startReceiver } from './helpers/receiver.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
const cleanups: Array<() => Promise<unknown> | unknown> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-observe-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A child of src/main.ts whose stdout is also kept apart, line by line. */
function spawn(env: Record<string, string>): Child & { stdout(): string[] } {
  const child = startChild({ LOG_LEVEL: 'info', ...env }, MAIN);
  cleanups.push(() => child.stop('SIGKILL'));
  let stdout = '';
  child.process.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return Object.assign(child, { stdout: () => stdout.split('\n').filter((line) => line !== '') });
}

/** Every line of stdout, parsed: a line that is not JSON fails the test, naming it. */
function jsonLines(lines: string[]): Array<Record<string, any>> {
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, any>;
    } catch {
      throw new assert.AssertionError({ message: `stdout line is not JSON: ${line}` });
    }
  });
}

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function call(base: string, method: string, route: string, options: { token?: string; body?: unknown; requestId?: string } = {}) {
  const response = await fetch(base + route, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** DATA_DIR, and on PostgreSQL a database of its own, shared by the processes of one test. */
async function storage(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: tempDir(), ADMIN_TOKEN };
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase();
    await database.db.close();
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url!;
  }
  return env;
}

/** The value of one series in Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('a worker-only process', () => {
  it('answers /ready and /metrics on METRICS_PORT, and shows a failing delivery and a failing job in both /metrics and its JSON log', async () => {
    const env = await storage();
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    receiver.fallback = 500;

    // An api process makes the work: an integrator whose receiver answers 500, a beneficiary (its BENEFICIARY_KYC
    // event), and a PIX key the sandbox's directory cannot check (its validation job throws).
    const apiPort = await freePort();
    const api = spawn({ ...env, PONTE_ROLE: 'api', PORT: String(apiPort) });
    await api.waitFor(/listening on/);
    const base = `http://127.0.0.1:${apiPort}`;
    const created = await call(base, 'POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: 'Observed', email: 'observed@example.com', callbackUrl: receiver.url },
    });
    assert.equal(created.status, 201);
    const token = (
      await call(base, 'POST', '/v1/auth/token', {
        body: { grant_type: 'client_credentials', client_id: created.body.clientId, client_secret: created.body.clientSecret },
      })
    ).body.access_token;
    const beneficiary = await call(base, 'POST', '/v1/beneficiaries', { token, body: individual('observed-1'), requestId: 'req-observe-create' });
    assert.equal(beneficiary.status, 201, JSON.stringify(beneficiary.body));
    const put = await call(base, 'PUT', `/v1/beneficiaries/${beneficiary.body.id}/localTargetAccount`, {
      token,
      body: { pixKey: 'directory-down@example.com' },
      requestId: 'req-observe-pix',
    });
    assert.equal(put.status, 202, JSON.stringify(put.body));
    assert.equal(await api.stop('SIGTERM'), 0);
    const apiLines = jsonLines(api.stdout());
    const requestLine = apiLines.find((line) => line.reqId === 'req-observe-pix' && line.msg === 'request completed');
    assert.equal(requestLine?.integratorId, created.body.id, 'the request line names the integrator');
    assert.match(requestLine?.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'ISO time');
    assert.equal(requestLine?.level, 'info', 'level by name');

    const metricsPort = await freePort();
    const worker = spawn({
      ...env,
      PONTE_ROLE: 'worker',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN,
      JOB_RETRY_BASE_MS: '1',
      WEBHOOK_RETRY_SCHEDULE: '0.1,0.1',
    });
    const metricsBase = `http://127.0.0.1:${metricsPort}`;
    await worker.waitFor(/worker health and metrics listening/);
    assert.equal((await fetch(`${metricsBase}/health`)).status, 200);
    const ready = await until('/ready', async () => {
      const response = await fetch(`${metricsBase}/ready`);
      return response.status === 200 ? ((await response.json()) as any) : undefined;
    });
    assert.deepEqual(ready.loops, { jobs: true, webhooks: true });
    assert.equal((await fetch(`${metricsBase}/metrics`)).status, 401, 'METRICS_TOKEN guards the worker too');

    // Three attempts, all answered 500: two retries, then failed. The validation job runs out of attempts.
    await receiver.waitFor((received) => received.length >= 3);
    const lines = await until('the job and delivery lines', () => {
      const parsed = jsonLines(worker.stdout());
      const job = parsed.filter((line) => line.kind === 'local-target-account-validation' && line.outcome !== 'done');
      const failed = parsed.find((line) => line.eventId && line.outcome === 'failed');
      return job.some((line) => line.outcome === 'failed' || line.outcome === 'exhausted') && failed ? parsed : undefined;
    });
    const retried = lines.find((line) => line.kind === 'local-target-account-validation' && line.outcome === 'retried');
    assert.ok(retried, 'a retried job is logged');
    assert.equal(retried.level, 'warn');
    assert.equal(retried.requestId, 'req-observe-pix', 'the job names the request that caused it');
    assert.equal(retried.beneficiaryId, beneficiary.body.id);
    assert.match(retried.jobId, /^[0-9a-f-]{36}$/);
    assert.match(retried.err?.message, /directory-down/);
    const delivery = lines.find((line) => line.eventId && line.outcome === 'retry');
    assert.ok(delivery, 'a failed attempt is logged');
    assert.equal(delivery.operation, 'BENEFICIARY_KYC');
    assert.equal(delivery.statusCode, 500);
    assert.equal(delivery.integratorId, created.body.id);
    assert.equal(delivery.resourceId, beneficiary.body.id);
    assert.equal(lines.find((line) => line.outcome === 'failed' && line.eventId)?.eventId, delivery.eventId);

    const metrics = await fetch(`${metricsBase}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(metrics.status, 200);
    const text = await metrics.text();
    assert.ok(sample(text, 'ponte_webhook_deliveries_total', { outcome: 'retry' })! >= 2, 'delivery retries counted');
    assert.equal(sample(text, 'ponte_webhook_deliveries_total', { outcome: 'failed' }), 1);
    assert.ok(sample(text, 'ponte_job_failures_total', { kind: 'local-target-account-validation' })! >= 2, 'job failures counted');
    assert.ok(sample(text, 'ponte_job_runs_total', { kind: 'local-target-account-validation', outcome: 'retried' })! >= 1);
    assert.ok(sample(text, 'ponte_rail_call_duration_seconds_count', { rail: 'pixKeyCheck', outcome: 'error' })! >= 1, 'the rail call is measured');
    assert.equal(sample(text, 'ponte_worker_loop_up', { loop: 'jobs' }), 1);
    assert.equal(sample(text, 'ponte_worker_loop_up', { loop: 'webhooks' }), 1);
    assert.equal(sample(text, 'ponte_metrics_database_up'), 1);
    assert.ok(sample(text, 'ponte_db_pool_connections', { state: 'max' })! >= 1);
    assert.ok(sample(text, 'ponte_transfers') === undefined, 'no transfers yet: no series');
    for (const name of [
      'ponte_jobs_waiting',
      'ponte_job_oldest_waiting_seconds',
      'ponte_webhook_events_pending',
      'ponte_webhook_events_pending_total',
      'ponte_webhook_delivery_lag_seconds',
      'ponte_payout_retries_total',
      'ponte_payments_pending',
    ]) {
      assert.match(text, new RegExp(`^# TYPE ${name} `, 'm'), `${name} is served`);
    }
    assert.equal(await worker.stop('SIGTERM'), 0);
    jsonLines(worker.stdout());
  });
});

describe('stdout', () => {
  it('carries only JSON lines in the sandbox, the credentials banner included (it goes to stderr)', async () => {
    const port = await freePort();
    const child = spawn({ DATA_DIR: tempDir(), PORT: String(port) });
    await child.waitFor(/listening on/);
    await child.waitFor(/clientSecret:/);
    assert.ok((await fetch(`http://127.0.0.1:${port}/health`)).ok);
    assert.equal(await child.stop('SIGTERM'), 0);
    const lines = jsonLines(child.stdout());
    assert.ok(lines.some((line) => line.msg === 'listening'));
    // An empty DATA_DIR starts from the migrated seed when npm ci made one (then none to apply), else migrates itself.
    const migrations = lines.find((line) => line.msg === 'migrations applied' || line.msg === 'migrations up to date');
    assert.ok(migrations && typeof migrations.seed === 'boolean', 'start-up says whether a new database started from the seed');
    assert.ok(migrations.seed ? migrations.count === 0 : migrations.count > 0, 'and how many migrations it applied');
    assert.ok(lines.find((line) => line.msg === 'rails configured')?.rails?.payoutsBR, 'and which rails stand behind each rail');
  });

  it('carries only JSON lines in production', { skip: !process.env.DATABASE_URL && 'production needs PostgreSQL (DATABASE_URL)' }, async () => {
    const env = await storage();
    const port = await freePort();
    const child = spawn({
      ...env,
      PONTE_ENV: 'production',
      PORT: String(port),
      SECRETS_KEY: 'ab'.repeat(32),
      SANCTIONS_LISTS: writeTestSanctionsList(env.DATA_DIR!),
      ...Object.fromEntries(['RATES_PTAX_URL', 'RATES_TRM_URL', 'RATES_MERCADO_BITCOIN_URL', 'RATES_BUDA_URL'].map((name) => [name, 'http://127.0.0.1:9'])),
    });
    await child.waitFor(/listening on/);
    assert.ok((await fetch(`http://127.0.0.1:${port}/health`)).ok);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(await child.stop('SIGTERM'), 0);
    const lines = jsonLines(child.stdout());
    assert.ok(lines.some((line) => line.msg === 'listening'));
  });
});
