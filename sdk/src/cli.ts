#!/usr/bin/env node
// The `ponte` command: sign in once (`ponte login`), forward the integrator's events to a receiver on this machine
// (`ponte listen --forward-to URL`: the events are long-polled from GET /v1/webhooks/events/stream, so the server
// never needs to reach the laptop), make the sandbox send an event (`ponte trigger OPERATION`), redeliver one
// (`ponte events resend ID`), move the sandbox clock (`ponte clock advance SECONDS`), and read any resource as JSON
// (`ponte get PATH`). Only node's own modules beside the SDK: parseArgs reads the arguments.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPonteClient, type PonteClient } from './client.ts';
import { PonteError } from './errors.ts';

const USAGE = `Usage: ponte <command> [options]

  login --base-url URL --client-id ID --client-secret SECRET   check and store the credentials
  listen --forward-to URL [--after CURSOR] [--wait SECONDS]    forward your events, signed, to a local receiver
  trigger TEST|BENEFICIARY_KYC|BENEFICIARY_APPROVED|ON_RAMP [--beneficiary ID]
                                                               make the sandbox send that event
  events resend ID                                             deliver an event to your callback URL again
  clock [advance SECONDS]                                      show, or move forward, your sandbox clock
  get PATH                                                     GET a path of the API and print its JSON

Credentials are kept in $PONTE_CONFIG_DIR/credentials.json (default ~/.config/ponte), readable by you alone.`;

interface Credentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

class UsageError extends Error {}

const configDir = () => process.env.PONTE_CONFIG_DIR ?? path.join(homedir(), '.config', 'ponte');
const credentialsFile = () => path.join(configDir(), 'credentials.json');
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function saveCredentials(credentials: Credentials): void {
  mkdirSync(configDir(), { recursive: true, mode: 0o700 });
  writeFileSync(credentialsFile(), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // The mode given to writeFileSync applies only when the file is created: an older file is narrowed too.
  chmodSync(credentialsFile(), 0o600);
}

function loadCredentials(): Credentials {
  let text: string;
  try {
    text = readFileSync(credentialsFile(), 'utf8');
  } catch {
    throw new UsageError(`not signed in: run ponte login first (no ${credentialsFile()})`);
  }
  return JSON.parse(text) as Credentials;
}

function client(credentials = loadCredentials()): PonteClient {
  return createPonteClient(credentials);
}

async function login(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'base-url': { type: 'string' }, 'client-id': { type: 'string' }, 'client-secret': { type: 'string' } } });
  const baseUrl = values['base-url'];
  const clientId = values['client-id'];
  const clientSecret = values['client-secret'] ?? process.env.PONTE_CLIENT_SECRET;
  if (!baseUrl || !clientId || !clientSecret) throw new UsageError('login needs --base-url, --client-id and --client-secret (or PONTE_CLIENT_SECRET)');
  const credentials = { baseUrl: baseUrl.replace(/\/+$/, ''), clientId, clientSecret };
  // Stored only once they are known to work.
  const me = await client(credentials).integrators.me({ maxRetries: 0 });
  saveCredentials(credentials);
  say(`signed in to ${credentials.baseUrl} as ${me.name} (${me.id}); credentials in ${credentialsFile()}`);
}

/** Posts one event's exact body with its signature headers; the receiver's status, or why there was none. */
async function forward(url: string, event: { body: string; headers: Record<string, string> }): Promise<string> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...event.headers, 'content-type': 'application/json', 'user-agent': 'Ponte-CLI/1.0' },
      body: event.body,
      signal: AbortSignal.timeout(30_000),
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    return `no answer (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`;
  }
}

async function listen(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'forward-to': { type: 'string' }, after: { type: 'string' }, wait: { type: 'string' } } });
  const target = values['forward-to'];
  if (!target) throw new UsageError('listen needs --forward-to URL, e.g. http://localhost:3000/webhooks');
  const wait = values.wait === undefined ? 25 : Number(values.wait);
  const credentials = loadCredentials();
  const ponte = client(credentials);
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
  say(`listening for events of ${credentials.baseUrl}, forwarding to ${target} (Ctrl-C to stop)`);
  let cursor = values.after;
  let failures = 0;
  while (!stop.signal.aborted) {
    let answer;
    try {
      answer = await ponte.webhooks.events.stream({ ...(cursor === undefined ? {} : { after: cursor }), wait }, { signal: stop.signal, maxRetries: 0 });
      failures = 0;
    } catch (error) {
      if (stop.signal.aborted) break;
      // A restarting server or a lost network: say so, and try again a little later each time.
      if (error instanceof PonteError && error.status >= 400 && error.status < 500 && error.status !== 429) throw error;
      failures++;
      process.stderr.write(`stream: ${(error as Error).message}; retrying\n`);
      await sleep(Math.min(30_000, 500 * 2 ** failures));
      continue;
    }
    // One at a time, in the order they happened, as a receiver would get them from the server.
    for (const event of answer.events) {
      const status = await forward(target, event);
      say(`${new Date().toISOString()}  ${event.operation.padEnd(36)} ${event.id}  -> ${status}`);
    }
    cursor = answer.cursor;
  }
}

/** A valid CPF nobody is likely to have used in this sandbox: nine random digits and their two check digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((digit) => digit === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A new Brazilian individual: its creation sends BENEFICIARY_KYC with the verification steps. */
async function newBeneficiary(ponte: PonteClient) {
  const idNumber = randomCpf();
  return ponte.beneficiaries.create({
    integratorBeneficiaryId: `cli-${Date.now()}-${idNumber.slice(0, 4)}`,
    type: 'INDIVIDUAL',
    country: 'BR',
    person: {
      firstName: 'Ana',
      lastName: 'Souza',
      idNumber,
      email: 'ana.souza@example.com',
      phoneNumber: '+5511987654321',
      dateOfBirth: '1990-05-17',
      citizenship: 'BR',
      address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
    },
  });
}

async function until<T>(what: string, read: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(250)) {
    const value = await read();
    if (value !== undefined) return value;
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
}

/** A beneficiary approved the sandbox way: every verification step's upload link opened (BENEFICIARY_APPROVED). */
async function approvedBeneficiary(ponte: PonteClient): Promise<{ id: string; idNumber: string }> {
  const beneficiary = await newBeneficiary(ponte);
  const record = await until('the verification steps', async () => {
    const found = await ponte.beneficiaries.verification(beneficiary.id);
    return found.steps.length > 0 ? found : undefined;
  });
  for (const step of record.steps) await ponte.sandbox.openUploadLink(step.uploadLink);
  await until(`the approval of ${beneficiary.id}`, async () => ((await ponte.beneficiaries.get(beneficiary.id)).status === 'CREATED' ? true : undefined));
  return { id: beneficiary.id, idNumber: beneficiary.person!.idNumber };
}

async function trigger(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { beneficiary: { type: 'string' } } });
  const operation = positionals[0]?.toUpperCase();
  const ponte = client();
  switch (operation) {
    case 'TEST': {
      const { eventId } = await ponte.webhooks.test();
      say(`TEST event ${eventId} sent`);
      return;
    }
    case 'BENEFICIARY_KYC': {
      const beneficiary = await newBeneficiary(ponte);
      say(`beneficiary ${beneficiary.id} created: BENEFICIARY_KYC carries its verification steps`);
      return;
    }
    case 'BENEFICIARY_APPROVED': {
      const beneficiary = await approvedBeneficiary(ponte);
      say(`beneficiary ${beneficiary.id} approved: BENEFICIARY_KYC for each step, then BENEFICIARY_APPROVED`);
      return;
    }
    case 'ON_RAMP': {
      const beneficiary = values.beneficiary
        ? { id: values.beneficiary, idNumber: (await ponte.beneficiaries.get(values.beneficiary)).person?.idNumber ?? '' }
        : await approvedBeneficiary(ponte);
      const simulation = await ponte.transfers.simulations.create({
        type: 'ON_RAMP',
        beneficiaryId: beneficiary.id,
        amount: { currencyCode: 'BRL', value: '100.00' },
      });
      const transfer = await ponte.transfers.create({ simulationId: simulation.id, beneficiaryIp: '203.0.113.7' });
      await ponte.sandbox.payPix({ document: beneficiary.idNumber, simulationId: simulation.id });
      say(`on-ramp ${transfer.id} of 100.00 BRL paid by sandbox PIX: ON_RAMP follows when it settles`);
      return;
    }
    default:
      throw new UsageError(
        `trigger takes TEST, BENEFICIARY_KYC, BENEFICIARY_APPROVED or ON_RAMP${operation ? ` (not ${operation}: drive the other flows through the sandbox routes, docs/sandbox.md)` : ''}`,
      );
  }
}

async function events(args: string[]): Promise<void> {
  const [action, id] = args;
  if (action !== 'resend' || !id) throw new UsageError('events resend ID');
  print(await client().webhooks.events.redeliver(id));
}

async function get(args: string[]): Promise<void> {
  const [target] = args;
  if (!target?.startsWith('/')) throw new UsageError('get takes a path of the API, e.g. ponte get /v1/transfers');
  const ponte = client();
  // Any path, not only the ones the SDK types: the query string, if any, goes as written.
  const { data } = await (ponte.GET as unknown as (path: string, init: object) => Promise<{ data?: unknown }>)(target, {});
  print(data);
}

async function clock(args: string[]): Promise<void> {
  const [action, seconds] = args;
  if (action === undefined) {
    print(await client().sandbox.clock.get());
    return;
  }
  // The server checks the bounds (1 to 30 days); only what is not a whole number is refused here.
  if (action !== 'advance' || !seconds || !/^[0-9]+$/.test(seconds)) throw new UsageError('clock advance SECONDS (a whole number)');
  print(await client().sandbox.clock.advance(Number(seconds)));
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = { login, listen, trigger, events, clock, get };

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) {
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  try {
    await run(args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`ponte ${command}: ${(error as Error).message}\n`);
      return 2;
    }
    if (error instanceof PonteError) {
      process.stderr.write(`ponte ${command}: ${error.status} ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`ponte ${command}: ${(error as Error).message}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
