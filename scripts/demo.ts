// npm run demo: the whole sandbox flow in one run, printed step by step with every webhook as it arrives.
//
// With PONTE_URL set to a sandbox that answers, it uses that one (credentials as for the examples: PONTE_CLIENT_ID,
// PONTE_CLIENT_SECRET, PONTE_INTEGRATOR_ID, or DATA_DIR/sandbox-credentials.json). Otherwise it starts the service
// itself (`node --import tsx src/main.ts`) on the embedded database in a temporary DATA_DIR on a free port, uses the
// sandbox integrator that first start creates, and stops it at the end. Then: a webhook receiver as the callback URL,
// a beneficiary, its approval, a BR on-ramp, an external-wallet off-ramp and a payment (examples/*.ts), and a check
// that every event the service stored for the run reached the receiver and verified. Exits 1 with the reason when a
// step fails or times out.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PonteError } from '@ponte/sdk';
import { run as offRamp } from '../examples/off-ramp.ts';
import { run as onRamp } from '../examples/on-ramp.ts';
import { run as payment } from '../examples/payment.ts';
import {
  approveBeneficiary,
  connect,
  createBeneficiary,
  credentialsFromEnv,
  must,
  type Credentials,
  type ReceivedWebhook,
  type Sandbox,
} from '../examples/sandbox.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = 9;
/** Service settings the demo's own sandbox must not inherit from this shell (SANDBOX_SETTLE_DELAY_MS it may). */
const SERVICE_VARIABLES = [
  'PORT',
  'HOST',
  'PONTE_ENV',
  'PONTE_ROLE',
  'DATABASE_URL',
  'DATA_DIR',
  'ADMIN_TOKEN',
  'SECRETS_KEY',
  'PUBLIC_BASE_URL',
  'LOG_LEVEL',
  'WEBHOOK_RETRY_SCHEDULE',
  'WEBHOOK_TIMEOUT_MS',
  'SIMULATION_TTL_S',
  'TRANSFER_FUNDING_TIMEOUT_S',
  'KYX_LINK_TTL_S',
  'RATE_LIMIT_RPS',
  'CHAIN_RPC_URL',
  'USDC_CONTRACT_ADDRESS',
  'DEPOSIT_XPUB',
  'CHAIN_CONFIRMATIONS',
];

const startedAt = Date.now();
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (text: string) => (color ? `\x1b[1m${text}\x1b[22m` : text);
let current = 0;
let currentTitle = '';

function step(title: string): void {
  current++;
  currentTitle = title;
  console.log(`${bold(`[${current}/${STEPS}] ${title}`)}  (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}
const detail = (line: string) => console.log(`      ${line}`);

function printWebhook({ event }: ReceivedWebhook): void {
  const status = (event.data as { status?: unknown } | null)?.status ?? '-';
  console.log(
    `      <- webhook ${event.operation.padEnd(35)} status=${String(status).padEnd(9)} success=${String(event.success).padEnd(5)} id=${event.resourceId}`,
  );
}

interface Service {
  baseUrl: string;
  credentials: Credentials;
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function reachable(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The service as `npm start` runs it, on the embedded database in a DATA_DIR of its own, on a free port. `started` gets
 * it as soon as the process exists, so an interruption while it boots still stops it.
 */
async function startService(started: (service: Service) => void): Promise<Service> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-demo-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVICE_VARIABLES) delete env[name];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, LOG_LEVEL: 'warn' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const seen = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of seen) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let stopped: Promise<void> | undefined;

  const service: Service = {
    baseUrl,
    credentials: { baseUrl, clientId: '', clientSecret: '', integratorId: '' },
    output: () => output,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 35_000);
        const code = await exited;
        clearTimeout(kill);
        rmSync(dataDir, { recursive: true, force: true });
        if (code !== 0) throw new Error(`the sandbox service exited with ${code} when stopped:\n${output}`);
      })();
      return stopped;
    },
  };
  started(service);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the sandbox service did not start within 90 s:\n${output}`)), 90_000);
      const check = () => {
        if (!/listening on/.test(output)) return;
        seen.delete(check);
        clearTimeout(timer);
        resolve();
      };
      seen.add(check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the sandbox service exited with ${code} before listening:\n${output}`));
      });
      check();
    });
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8')) as Credentials;
    service.credentials = { baseUrl, clientId: saved.clientId, clientSecret: saved.clientSecret, integratorId: saved.integratorId };
    detail(`Ponte sandbox listening on ${baseUrl} (embedded database in ${dataDir})`);
    return service;
  } catch (error) {
    await service.stop().catch(() => {});
    throw error;
  }
}

/** Every event the service stored about the beneficiary has reached the receiver (which verified it). */
async function allWebhooksReceived(sandbox: Sandbox, beneficiaryId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = must(await sandbox.client.GET('/v1/webhooks/events', { params: { query: { filterEq: `beneficiaryId:${beneficiaryId}`, size: '100' } } }));
    const received = new Set(sandbox.webhooks.map((webhook) => webhook.webhookId));
    const missing = page.content.filter((event) => !received.has(event.id));
    if (missing.length === 0) {
      const counts = new Map<string, number>();
      for (const event of [...page.content].reverse()) counts.set(event.operation, (counts.get(event.operation) ?? 0) + 1);
      detail(
        `${page.content.length} events stored, ${page.content.length} received and verified: ${[...counts].map(([operation, n]) => `${operation} x${n}`).join(', ')}`,
      );
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `not received after ${timeoutMs / 1000} s: ${missing.map((event) => `${event.operation} ${event.id} (${event.status}, ${event.attemptCount} attempts)`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function expect(status: string, wanted: string, what: string): void {
  if (status !== wanted) throw new Error(`${what} ended ${status}, not ${wanted}`);
}

async function main(): Promise<number> {
  let service: Service | undefined;
  let sandbox: Sandbox | undefined;
  const cleanUp = async (quiet = false) => {
    await sandbox?.close().catch(() => {});
    sandbox = undefined;
    await service?.stop().catch((error: Error) => quiet || console.error(error.message));
    service = undefined;
  };
  const interrupted = (signal: string, code: number) => {
    console.error(`\ndemo interrupted (${signal}) at step ${current}/${STEPS}: stopping`);
    void cleanUp(true).finally(() => process.exit(code));
  };
  process.once('SIGINT', () => interrupted('SIGINT', 130));
  process.once('SIGTERM', () => interrupted('SIGTERM', 143));
  const watchdog = setTimeout(() => {
    console.error(`\ndemo FAILED: timed out at step ${current}/${STEPS} (${currentTitle})`);
    void cleanUp().finally(() => process.exit(1));
  }, 300_000);
  watchdog.unref();

  try {
    const url = process.env.PONTE_URL?.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
    let credentials: Credentials;
    if (url && (await reachable(url))) {
      step(`Use the Ponte sandbox at ${url} (PONTE_URL)`);
      credentials = credentialsFromEnv({ ...process.env, PONTE_URL: url });
    } else {
      step('Start a Ponte sandbox: the service on the embedded database, in a temporary DATA_DIR');
      if (url) detail(`PONTE_URL ${url} does not answer: starting a sandbox of its own`);
      const own = await startService((started) => (service = started));
      credentials = own.credentials;
    }

    step('Connect as the integrator: token, webhook secret, receiver as callback URL');
    sandbox = await connect({ ...credentials, log: detail, onWebhook: printWebhook });
    detail(`integrator ${sandbox.integratorId}, signed in with client ${credentials.clientId}`);

    step('Create a beneficiary');
    const created = await createBeneficiary(sandbox, `demo-${Date.now()}`);

    step('Approve it: open its KYC upload link (sandbox)');
    const beneficiary = await approveBeneficiary(sandbox, created.id);

    step('BR on-ramp: 500.00 BRL paid by PIX become USDC');
    const onRamped = await onRamp({ sandbox, beneficiaryId: beneficiary.id, amount: '500.00' });
    expect(onRamped.transfer.status, 'SUCCEEDED', `on-ramp ${onRamped.transfer.id}`);

    step('External-wallet off-ramp: 25.00 USDC from your wallet (a sandbox deposit), paid out in BRL by PIX');
    const offRamped = await offRamp({ sandbox, beneficiaryId: beneficiary.id, amount: '25.00' });
    expect(offRamped.transfer.status, 'SUCCEEDED', `off-ramp ${offRamped.transfer.id}`);

    step('Payment: 40.00 USDC to a US bank account');
    const paid = await payment({ sandbox, beneficiaryId: beneficiary.id, amount: '40.00' });
    expect(paid.payment.status, 'COMPLETED', `payment ${paid.payment.id}`);

    step('Check every webhook of the run: received and verified');
    await allWebhooksReceived(sandbox, beneficiary.id);

    step(service ? 'Stop the receiver and the sandbox' : 'Stop the receiver');
    await sandbox.close();
    sandbox = undefined;
    await service?.stop();
    service = undefined;
    console.log(
      `\nDemo complete in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: on-ramp ${onRamped.transfer.to?.value} USDC, ` +
        `off-ramp ${offRamped.transfer.to?.value} BRL, payment ${paid.payment.totalAmount.value} USD; ${paid.balance.total} USDC left.`,
    );
    return 0;
  } catch (error) {
    const reason = error instanceof PonteError ? `Ponte answered ${error.status} ${error.message}` : error instanceof Error ? error.message : String(error);
    console.error(`\ndemo FAILED at step ${current}/${STEPS} (${currentTitle}): ${reason}`);
    const output = service?.output().trim();
    if (output) console.error(`\nthe sandbox service's output:\n${output.split('\n').slice(-30).join('\n')}`);
    await cleanUp();
    return 1;
  } finally {
    clearTimeout(watchdog);
  }
}

process.exitCode = await main();
