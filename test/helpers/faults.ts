// Fixtures for the fault tests (test/faults/): the service as real child processes on a database of its own, an
// integrator's HTTP client that tells a dead connection from an answer, and the checks every fault test ends with:
// each transfer final, the books matching what the final states imply, and each final state's event delivered.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../src/db/index.ts';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, freshDatabase, type RequestOptions, type TestApp, type TestIntegrator, type TestResponse } from './app.ts';
import { freePort, MAIN, startChild, type Child } from './process.ts';
import type { Receiver } from './receiver.ts';
import { expectedSpread } from './transfers.ts';

export const SKIP_WITHOUT_POSTGRES = !process.env.DATABASE_URL && 'runs in the PostgreSQL pass (DATABASE_URL unset)';

/** What a fault test's processes share: a database of its own on the server of DATABASE_URL, and a DATA_DIR. */
export interface Stage {
  db: Db;
  /** DATABASE_URL, DATA_DIR and ADMIN_TOKEN for the children. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function stage(prefix: string): Promise<Stage> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), `ponte-${prefix}-`));
  return {
    db: database.db,
    env: { DATABASE_URL: database.url!, DATA_DIR: dataDir, ADMIN_TOKEN },
    async cleanup() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Service {
  child: Child;
  role: 'api' | 'worker' | 'all';
  port: number;
  base: string;
  env: Record<string, string>;
}

/**
 * Starts `src/main.ts` as a process of `role` and waits until it serves (api, all: the line it prints) or runs its
 * worker (a worker says so only in its log, at info level).
 */
export async function startService(env: Record<string, string>, role: Service['role'], port?: number): Promise<Service> {
  const chosen = port ?? (await freePort());
  const childEnv = { LOG_LEVEL: role === 'worker' ? 'info' : 'error', ...env, PONTE_ROLE: role, PORT: String(chosen) };
  const child = startChild(childEnv, MAIN);
  await child.waitFor(role === 'worker' ? /"worker started"/ : /listening on/, 60_000);
  return { child, role, port: chosen, base: `http://127.0.0.1:${chosen}`, env: childEnv };
}

/** A request that got no answer: the connection was refused, reset or closed before a response. */
export class NoAnswer extends Error {}

/** One HTTP call as an integrator makes it: JSON in and out; no answer at all throws NoAnswer. */
export async function call(base: string, method: string, route: string, options: RequestOptions & { key?: string } = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(base + route, { method, headers, body, signal: AbortSignal.timeout(60_000) });
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(
      `${method} ${route}: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}`,
    );
  }
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/**
 * The service at `base` in the shape the shared fixtures (beneficiaries.ts, transfers.ts, off-ramp.ts) take: they use
 * only `url`, `request`, `db` and `createIntegrator`, which a remote service has as well as an in-process one.
 */
export function remoteApp(base: string | (() => string), db: Db): TestApp {
  const url = typeof base === 'string' ? () => base : base;
  const request = (method: string, route: string, options: RequestOptions = {}) => call(url(), method, route, options);
  const createIntegrator = async (overrides: Record<string, unknown> = {}): Promise<TestIntegrator> => {
    const created = await request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: 'Fault test', email: `faults-${randomBytes(4).toString('hex')}@example.com`, ...overrides },
    });
    if (created.status !== 201) throw new Error(`integrator not created: ${created.status} ${created.text}`);
    const token = await request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: created.body.clientId, client_secret: created.body.clientSecret },
    });
    if (token.status !== 200) throw new Error(`no token: ${token.status} ${token.text}`);
    return { ...created.body, token: token.body.access_token };
  };
  const remote = {
    get url() {
      return url();
    },
    request,
    db,
    createIntegrator,
  };
  return remote as unknown as TestApp;
}

/** Polls `probe` until it returns a value other than undefined; fails with `describe()` after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  describe: () => Promise<string> | string,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) assert.fail(await describe());
    await sleep(everyMs);
  }
}

interface TransferRecord {
  id: string;
  simulation_id: string;
  beneficiary_id: string;
  type: 'ON_RAMP' | 'OFF_RAMP';
  status: string;
  funding_source: string | null;
  from_value: string;
  to_value: string;
  integrator_fee: string;
  service_fee: string;
  taxes: string;
  effective_value: string;
  market_exchange_rate: string;
  received_value: string | null;
  hold_id: string | null;
}

export interface Books {
  transfers: TransferRecord[];
  /** Each transfer's one ON_RAMP or OFF_RAMP event: its id (the webhook-id) and the stored bytes. */
  finalEvents: Map<string, { eventId: string; payload: string }>;
}

const nonZero = (values: string[]): number => values.filter((value) => !new Decimal(value).isZero()).length;

/** The journal entries a transfer in its final state must have written, by description, with their posting counts. */
function expectedEntries(t: TransferRecord): Array<[string, number]> {
  // The fees, the taxes, the spread earned, the rest through fx_position, `to` into fx_position and out to its owner.
  const spread = expectedSpread(t.type, t.effective_value, t.to_value, t.market_exchange_rate);
  const legs = [t.integrator_fee, t.service_fee, t.taxes, spread, new Decimal(t.effective_value).minus(spread).toFixed(2), t.to_value, t.to_value];
  if (t.type === 'ON_RAMP') {
    const deposit: Array<[string, number]> = t.received_value === null ? [] : [['ON_RAMP deposit received', 2]];
    if (t.status === 'SUCCEEDED') return [...deposit, ['ON_RAMP settled', nonZero([t.from_value, ...legs])]];
    if (t.status === 'FAILED') return t.received_value === null ? [] : [...deposit, ['ON_RAMP deposit returned to the payer', 2]];
    return [];
  }
  // Direct off-ramps only (the fault tests fund off-ramps from the balance): the hold is captured at SUCCEEDED.
  if (t.status === 'SUCCEEDED')
    return [
      ['OFF_RAMP settled', 1 + nonZero(legs)],
      ['OFF_RAMP payout confirmed', 2],
    ];
  return [];
}

/**
 * Everything the final states of an integrator's transfers imply, checked against the database and the API: every
 * transfer final; each with exactly the journal entries (and postings) of its final state, none twice; direct
 * off-ramps' holds captured or released; each beneficiary's balance (API and ledger) equal to what its SUCCEEDED
 * transfers add up to; nothing left owed in customer_deposits or payout_clearing; the trial balance zero; and exactly
 * one ON_RAMP/OFF_RAMP event per transfer, telling its final state.
 */
export async function checkBooks(t: TestApp, integrator: TestIntegrator): Promise<Books> {
  const db = t.db;
  const transfers = await db.query<TransferRecord>(
    `SELECT id, simulation_id, beneficiary_id, type, status, funding_source, from_value::text, to_value::text, integrator_fee::text,
            service_fee::text, taxes::text, effective_value::text, market_exchange_rate::text, received_value::text, hold_id
       FROM transfers WHERE integrator_id = $1 ORDER BY created_at, id`,
    [integrator.id],
  );
  const pending = transfers.filter((row) => row.status === 'PENDING');
  assert.deepEqual(
    pending.map((row) => row.id),
    [],
    `${pending.length} transfers are not final`,
  );

  // Journal entries and postings, per transfer.
  const entries = await db.query<{ reference: string; description: string; postings: number }>(
    `SELECT e.reference, e.description, (SELECT count(*)::int FROM ledger_postings p WHERE p.entry_id = e.id) AS postings
       FROM ledger_entries e WHERE e.reference = ANY($1::text[])`,
    [transfers.map((row) => `transfer:${row.id}`)],
  );
  const byTransfer = new Map<string, Array<[string, number]>>();
  for (const entry of entries) {
    const list = byTransfer.get(entry.reference) ?? [];
    list.push([entry.description, entry.postings]);
    byTransfer.set(entry.reference, list);
  }
  const wrong: string[] = [];
  for (const row of transfers) {
    const expected = expectedEntries(row).sort();
    const actual = (byTransfer.get(`transfer:${row.id}`) ?? []).sort();
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      wrong.push(`${row.type} ${row.id} ${row.status}: entries ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
  }
  assert.deepEqual(wrong, [], `journal entries do not match the final states (posted twice, or missing):\n${wrong.slice(0, 20).join('\n')}`);

  // Holds of direct off-ramps: captured at SUCCEEDED, released otherwise, none left active.
  const holds = await db.query<{ id: string; status: string }>('SELECT id, status FROM ledger_holds WHERE id = ANY($1::uuid[])', [
    transfers.filter((row) => row.hold_id !== null).map((row) => row.hold_id),
  ]);
  const holdStatus = new Map(holds.map((row) => [row.id, row.status]));
  for (const row of transfers.filter((candidate) => candidate.hold_id !== null)) {
    assert.equal(holdStatus.get(row.hold_id!), row.status === 'SUCCEEDED' ? 'CAPTURED' : 'RELEASED', `hold of ${row.type} ${row.id} (${row.status})`);
  }

  // Each beneficiary's balance is what its SUCCEEDED transfers add up to, through the API and in the ledger.
  const expected = new Map<string, Decimal>();
  for (const row of transfers) {
    const now = expected.get(row.beneficiary_id) ?? new Decimal(0);
    if (row.status !== 'SUCCEEDED') expected.set(row.beneficiary_id, now);
    else expected.set(row.beneficiary_id, row.type === 'ON_RAMP' ? now.plus(row.to_value) : now.minus(row.from_value));
  }
  const wallets = await db.query<{ owner_id: string; balance: string; postings: number }>(
    `SELECT a.owner_id, COALESCE(sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END), 0)::numeric(38, 2)::text AS balance,
            count(p.id)::int AS postings
       FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      WHERE a.kind = 'beneficiary_wallet' AND a.owner_id = ANY($1::text[]) GROUP BY a.owner_id`,
    [[...expected.keys()]],
  );
  for (const [beneficiaryId, amount] of expected) {
    const wallet = wallets.find((row) => row.owner_id === beneficiaryId);
    const succeeded = transfers.filter((row) => row.beneficiary_id === beneficiaryId && row.status === 'SUCCEEDED').length;
    assert.equal(wallet?.balance ?? '0.00', amount.toFixed(2), `ledger wallet of beneficiary ${beneficiaryId}`);
    assert.equal(wallet?.postings ?? 0, succeeded, `postings on the wallet of beneficiary ${beneficiaryId}: one per SUCCEEDED transfer`);
    const api = await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token });
    assert.equal(api.status, 200, api.text);
    assert.equal(api.body.total, amount.toFixed(2), `balance total of beneficiary ${beneficiaryId}: ${api.text}`);
    assert.equal(api.body.available, amount.toFixed(2), `balance available of beneficiary ${beneficiaryId}: ${api.text}`);
  }

  // Nothing left owed to payers or in flight to a rail, and the books balance.
  const owed = await db.query<{ kind: string; currency: string; balance: string }>(
    `SELECT a.kind, a.currency, sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END)::numeric(38, 2)::text AS balance
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.kind IN ('customer_deposits', 'payout_clearing') GROUP BY a.kind, a.currency`,
  );
  for (const row of owed) assert.equal(row.balance, '0.00', `${row.kind} ${row.currency} is not settled`);
  const trial = await t.request('GET', '/v1/admin/ledger/trial-balance', { token: ADMIN_TOKEN });
  assert.equal(trial.status, 200, trial.text);
  assert.equal(trial.body.balanced, true, trial.text);
  for (const line of trial.body.currencies) assert.equal(line.balance, '0.00', trial.text);

  // Exactly one final event per transfer, saying what the transfer says.
  const events = await db.query<{ id: string; resource_id: string; operation: string; success: boolean | null; payload: string }>(
    `SELECT id, resource_id, operation, success, payload FROM events WHERE integrator_id = $1 AND operation IN ('ON_RAMP', 'OFF_RAMP')`,
    [integrator.id],
  );
  const finalEvents = new Map<string, { eventId: string; payload: string }>();
  const duplicates: string[] = [];
  for (const event of events) {
    if (finalEvents.has(event.resource_id)) duplicates.push(event.resource_id);
    finalEvents.set(event.resource_id, { eventId: event.id, payload: event.payload });
  }
  assert.deepEqual(duplicates, [], 'transfers with more than one final event');
  for (const row of transfers) {
    const event = finalEvents.get(row.id);
    assert.ok(event, `${row.type} ${row.id} (${row.status}) has no event`);
    const body = JSON.parse(event.payload);
    assert.equal(body.operation, row.type);
    assert.equal(body.success, row.status === 'SUCCEEDED', `event of ${row.id}: ${event.payload}`);
    assert.equal(body.data.status, row.status, `event of ${row.id}: ${event.payload}`);
  }
  assert.equal(finalEvents.size, transfers.length, 'events for transfers that do not exist');
  return { transfers, finalEvents };
}

/** Every request the receivers got verified, and no webhook-id came with two different bodies. */
export function assertOnePayloadPerWebhookId(receivers: Receiver | Receiver[]): Map<string, string> {
  const all = Array.isArray(receivers) ? receivers : [receivers];
  const forged = all.flatMap((receiver) => receiver.forged);
  assert.equal(forged.length, 0, `${forged.length} callbacks did not verify with the webhook secret`);
  const bodies = new Map<string, string>();
  const conflicts: string[] = [];
  for (const entry of all.flatMap((receiver) => receiver.received)) {
    const id = String(entry.headers['webhook-id']);
    const raw = entry.raw.toString('utf8');
    const seen = bodies.get(id);
    if (seen !== undefined && seen !== raw) conflicts.push(`${id}:\n  ${seen}\n  ${raw}`);
    bodies.set(id, raw);
  }
  assert.deepEqual(conflicts, [], 'a webhook-id was sent with two different bodies');
  return bodies;
}

/**
 * Waits until the receivers have answered each of `events` (id -> stored payload) with a 2xx at least once (the event
 * is delivered), then checks that every callback verified, that no webhook-id came with two bodies, and that each
 * event arrived with the bytes stored. Fails with the missing ones and their delivery rows.
 */
export async function waitDelivered(receivers: Receiver | Receiver[], db: Db, events: Map<string, string>, timeoutMs: number): Promise<void> {
  const all = Array.isArray(receivers) ? receivers : [receivers];
  const delivered = () => {
    const ok = new Set<string>();
    for (const entry of all.flatMap((receiver) => receiver.received)) {
      if (entry.status !== undefined && entry.status >= 200 && entry.status < 300) ok.add(String(entry.headers['webhook-id']));
    }
    return [...events.keys()].filter((id) => !ok.has(id));
  };
  await eventually(
    async () => (delivered().length === 0 ? true : undefined),
    timeoutMs,
    async () => {
      const missing = delivered();
      const rows = await db.query<{ event_id: string; status: string; attempt_count: number }>(
        'SELECT event_id, status, attempt_count FROM webhook_deliveries WHERE event_id = ANY($1::uuid[])',
        [missing.slice(0, 10)],
      );
      return `${missing.length} of ${events.size} events never delivered (answered 2xx) to the receiver; e.g. ${JSON.stringify(rows)}`;
    },
  );
  const bodies = assertOnePayloadPerWebhookId(all);
  for (const [id, payload] of events) assert.equal(bodies.get(id), payload, `event ${id} arrived with other bytes than stored`);
}
