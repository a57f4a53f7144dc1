// Memory soak: the service as operators run it (`node src/main.ts`, role all, on PostgreSQL) under steady traffic for
// BENCH_SOAK_S seconds (120 by default, so that a whole `npm run bench` fits in ~15 minutes; 600 for a real soak): BR on-ramps from simulation to SUCCEEDED with their webhooks delivered to a
// receiver here, reads of each transfer and a page of the list. Its /metrics are sampled every few seconds; memory is
// flat when the resident set and the heap at the end are within 10% of what they were once warm. The row counts of the
// tables the worker bounds are sampled too, with retention shortened to seconds (table-counts.ts).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, percentile, round, type Result } from './lib.ts';
import { countRows, sampleCounts, SOAK_RETENTION_ENV, type CountSample } from './table-counts.ts';

const SECONDS = Number(process.env.BENCH_SOAK_S ?? 120);
/** About 30 samples a run at least, and one every 5 s at most. */
const SAMPLE_MS = Math.min(5000, (SECONDS * 1000) / 30);
const CLIENTS = 8;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const CPF = '52998224725';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Sample {
  atS: number;
  rssMb: number;
  heapMb: number;
}

function memoryOf(metrics: string): { rssMb: number; heapMb: number } {
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
  return { rssMb: value('process_resident_memory_bytes') / 2 ** 20, heapMb: value('nodejs_heap_size_used_bytes') / 2 ** 20 };
}

/** The median of the samples in [from, to) of the run, in seconds. */
function medianBetween(samples: Sample[], key: 'rssMb' | 'heapMb', from: number, to: number): number {
  return percentile(
    samples.filter((s) => s.atS >= from && s.atS < to).map((s) => s[key]),
    50,
  );
}

export async function soakScenarios(serverUrl: string): Promise<Result[]> {
  const database = await createDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  let delivered = 0;
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      delivered++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_RPS: '1000000',
      SANDBOX_SETTLE_DELAY_MS: '0',
      ...SOAK_RETENTION_ENV,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const call = async (method: string, route: string, token: string | undefined, body?: unknown): Promise<any> => {
    const response = await fetch(`${base}${route}`, {
      method,
      // Every POST carries an Idempotency-Key, as integrators send them: one idempotency record per request.
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  try {
    for (let i = 0; ; i++) {
      try {
        await call('GET', '/ready', undefined);
        break;
      } catch {
        if (i > 600) throw new Error('the service did not become ready');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const integrator = await call('POST', '/v1/integrators', ADMIN_TOKEN, { name: 'Soak', email: 'soak@example.com', callbackUrl });
    const token = (
      await call('POST', '/v1/auth/token', undefined, {
        grant_type: 'client_credentials',
        client_id: integrator.clientId,
        client_secret: integrator.clientSecret,
      })
    ).access_token as string;
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const person = {
      firstName: 'Ana',
      lastName: 'Souza',
      idNumber: CPF,
      email: 'ana@example.com',
      phoneNumber: '+5511987654321',
      dateOfBirth: '1990-05-17',
      citizenship: 'BR',
      address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
    };
    const beneficiaryIds = (
      await db.query<{ id: string }>(
        `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
         SELECT gen_random_uuid(), $1::uuid, 'soak-' || n, 'INDIVIDUAL', 'BR', 'CREATED', true, $2::jsonb FROM generate_series(1, 200) AS n RETURNING id`,
        [integrator.id, person],
      )
    ).rows.map((row) => row.id);

    const samples: Sample[] = [];
    const countSamples: CountSample[] = [];
    const started = performance.now();
    const elapsedS = () => (performance.now() - started) / 1000;
    let flows = 0;
    let running = true;
    const sampler = (async () => {
      while (running) {
        const metrics = await (await fetch(`${base}/metrics`)).text();
        samples.push({ atS: elapsedS(), ...memoryOf(metrics) });
        countSamples.push(await sampleCounts(db, elapsedS()));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    const client = async (k: number) => {
      for (let i = 0; running; i++) {
        const beneficiaryId = beneficiaryIds[(k * 7919 + i) % beneficiaryIds.length];
        const simulation = await call('POST', '/v1/transfers/simulations', token, {
          type: 'ON_RAMP',
          beneficiaryId,
          amount: { currencyCode: 'BRL', value: 100 + (i % 900) },
        });
        const transfer = await call('POST', '/v1/transfers', token, { simulationId: simulation.id });
        await call('POST', '/v1/transfers/sandbox/pix', token, { document: CPF, simulationId: simulation.id });
        await call('GET', `/v1/transfers/${transfer.id}`, token);
        await call('GET', `/v1/transfers?filterEq=beneficiaryId:${beneficiaryId}&size=20`, token);
        flows++;
      }
    };
    const stopAt = setTimeout(() => (running = false), SECONDS * 1000);
    await Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(k)));
    clearTimeout(stopAt);
    await sampler;
    await db.end();
    const seconds = elapsedS();

    // Warm: after the first fifth of the run (JIT, pools, caches filled). End: the last fifth.
    const warm = [seconds * 0.2, seconds * 0.4] as const;
    const end = [seconds * 0.8, seconds] as const;
    const row = (what: 'rssMb' | 'heapMb', label: string): Result => {
      const before = medianBetween(samples, what, ...warm);
      const after = medianBetween(samples, what, ...end);
      const growth = after / before;
      return {
        scenario: `soak ${Math.round(seconds)} s: ${label}`,
        throughput: round(flows / seconds, 0),
        unit: 'on-ramps/s',
        p50Ms: null,
        p99Ms: null,
        baseline: `median ${round(before, 1)} MB once warm -> ${round(after, 1)} MB at the end (max ${round(Math.max(...samples.map((s) => s[what])), 1)} MB)`,
        baselineThroughput: null,
        ratio: round(growth),
        target: 'end / warm <= 1.10',
        met: growth <= 1.1,
      };
    };
    console.error(`bench: soak ran ${flows} on-ramps in ${Math.round(seconds)} s, ${delivered} webhooks delivered; ${samples.length} memory samples`);
    return [row('rssMb', 'resident memory'), row('heapMb', 'heap used'), ...countRows(countSamples, seconds)];
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
