// CI's outside check of /openapi.json: a sandbox Ponte is started as `npm start` runs it, @stoplight/prism-cli stands
// in front of it as a validating proxy fed the document the server serves (with --errors), and one end-to-end scenario
// goes through the proxy: the examples' on-ramp, off-ramp and payment on the SDK, a KYB with its three documents, and
// error paths (401; 422 from Prism itself for a request the document refuses; 400 from the server for one only it can
// refuse; 404; 412 executing a simulation twice). Exits 1 when Prism reports any response violation.
// `node --import tsx scripts/prism-scenario.ts` (.ci/run calls it).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { run as offRamp } from '../examples/off-ramp.ts';
import { run as onRamp } from '../examples/on-ramp.ts';
import { run as payment } from '../examples/payment.ts';
import { BUSINESS_DOCUMENT_TYPES } from '../src/modules/beneficiaries/index.ts';
import { business, individual, person } from '../test/helpers/beneficiaries.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_TOKEN = 'prism-scenario-admin-token-0123456789';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

function started(command: string[], env: Record<string, string>, output: string[]): ChildProcess {
  const child = spawn(command[0] as string, command.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-prism-'));
const ponteOutput: string[] = [];
const prismOutput: string[] = [];

async function scenario(proxy: string): Promise<void> {
  const call = async (method: string, route: string, options: { token?: string; body?: unknown; form?: FormData } = {}) => {
    const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(proxy + route, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as any) : undefined, text };
  };
  const expect = (what: string, got: { status: number; text: string }, status: number) => {
    if (got.status !== status) throw new Error(`${what}: expected ${status}, got ${got.status} ${got.text.slice(0, 500)}`);
    process.stdout.write(`  ${what}: ${status}\n`);
  };

  const created = await call('POST', '/v1/integrators', { token: ADMIN_TOKEN, body: { name: 'Prism scenario', email: `prism-${Date.now()}@example.com` } });
  expect('create an integrator', created, 201);
  const credentials = { baseUrl: proxy, clientId: created.body.clientId, clientSecret: created.body.clientSecret, integratorId: created.body.id };

  // The form-encoded token request with HTTP Basic (client_secret_basic), as OAuth 2 clients send it.
  const basic = Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`).toString('base64');
  const tokenAnswer = await fetch(`${proxy}/v1/auth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  expect('a token by client_secret_basic', { status: tokenAnswer.status, text: '' }, 200);

  const onRampResult = await onRamp({ ...credentials, amount: '150.00' });
  process.stdout.write(`  on-ramp: ${onRampResult.transfer.status}\n`);
  const offRampResult = await offRamp({ ...credentials, beneficiaryId: onRampResult.beneficiary.id });
  process.stdout.write(`  off-ramp: ${offRampResult.transfer.status}\n`);
  const paymentResult = await payment({ ...credentials, beneficiaryId: onRampResult.beneficiary.id });
  process.stdout.write(`  payment: ${paymentResult.payment.status}\n`);

  // A KYB: the business and its three documents (the callback URL the examples set is restored, so set one again).
  const receiver = http.createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/ponte`;
  cleanups.push(() => new Promise((resolve) => receiver.close(resolve)));
  expect('set a callback URL', await call('PATCH', `/v1/integrators/${credentials.integratorId}`, { token, body: { callbackUrl: receiverUrl } }), 200);
  const kyb = await call('POST', '/v1/beneficiaries', { token, body: business(`prism-kyb-${Date.now()}`) });
  expect('create a business beneficiary', kyb, 201);
  for (const type of BUSINESS_DOCUMENT_TYPES) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: type, type, documentOwner: 'BUSINESS' })) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${type}.pdf`);
    expect(`upload ${type}`, await call('POST', `/v1/beneficiaries/${kyb.body.id}/files`, { token, form }), 201);
  }

  // Error paths.
  expect('a wrong token', await call('GET', '/v1/transfers', { token: 'not-a-token' }), 401);
  // The document refuses what the server refuses: Prism answers three decimals itself (422), as the server would (400).
  const threeDecimals = { amount: { currencyCode: 'BRL', value: 100.123 }, beneficiaryId: onRampResult.beneficiary.id, type: 'ON_RAMP' };
  expect('an amount with three decimals, refused by the document', await call('POST', '/v1/transfers/simulations', { token, body: threeDecimals }), 422);
  // Valid by the document, refused by the server: a CPF's check digit is arithmetic no schema states.
  const wrongCheckDigit = individual('prism-bad-cpf', { person: person({ idNumber: '52998224724' }) });
  expect('a CPF with a wrong check digit', await call('POST', '/v1/beneficiaries', { token, body: wrongCheckDigit }), 400);
  expect('an unknown transfer', await call('GET', '/v1/transfers/00000000-0000-4000-8000-000000000000', { token }), 404);
  const simulation = await call('POST', '/v1/transfers/simulations', {
    token,
    body: { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: onRampResult.beneficiary.id, type: 'ON_RAMP' },
  });
  expect('a simulation', simulation, 201);
  expect('its transfer', await call('POST', '/v1/transfers', { token, body: { simulationId: simulation.body.id } }), 201);
  expect('its transfer again', await call('POST', '/v1/transfers', { token, body: { simulationId: simulation.body.id } }), 412);
  expect(
    'an unapproved beneficiary’s simulation',
    await call('POST', '/v1/transfers/simulations', {
      token,
      body: { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: kyb.body.id, type: 'ON_RAMP' },
    }),
    412,
  );
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ponte = started(
    [process.execPath, '--import', 'tsx', 'src/main.ts'],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      ADMIN_TOKEN,
      SANDBOX_SETTLE_DELAY_MS: '50',
      RATE_LIMIT_RPS: '1000',
      LOG_LEVEL: 'warn',
    },
    ponteOutput,
  );
  children.push(ponte);
  await until('Ponte', async () => (await fetch(`${base}/health`)).ok);

  const documentFile = path.join(dataDir, 'openapi.json');
  writeFileSync(documentFile, await (await fetch(`${base}/openapi.json`)).text());
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const prism = started(
    [
      process.execPath,
      path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js'),
      'proxy',
      documentFile,
      base,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(proxyPort),
    ],
    {},
    prismOutput,
  );
  children.push(prism);
  await until('Prism', async () => prismOutput.join('').includes('Prism is listening'));
  process.stdout.write(`Ponte at ${base}, Prism's validating proxy at ${proxy}\n`);

  await scenario(proxy);

  const log = prismOutput.join('');
  const responseViolations = log.split('\n').filter((line) => /Violation: response/.test(line));
  const requestViolations = log.split('\n').filter((line) => /Violation: request/.test(line));
  for (const line of requestViolations) process.stdout.write(`request violation (the scenario's, not the server's): ${line.trim()}\n`);
  for (const line of responseViolations) process.stdout.write(`RESPONSE VIOLATION: ${line.trim()}\n`);
  const answered = (log.match(/Request received/g) ?? []).length;
  process.stdout.write(
    `prism scenario: ${answered} requests through the proxy, ${responseViolations.length} response violations, ${Math.round((Date.now() - startedAt) / 1000)} s\n`,
  );
  return responseViolations.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  process.stderr.write(`prism scenario failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.stderr.write(`Prism said:\n${prismOutput.join('').slice(-6000)}\nPonte said:\n${ponteOutput.join('').slice(-3000)}\n`);
} finally {
  for (const cleanup of cleanups) await cleanup();
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
