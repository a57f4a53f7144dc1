// What the example scripts share: connecting to a Ponte sandbox with @ponte/sdk, receiving its webhooks (verified by
// examples/webhook-receiver.ts) and waiting for one, and getting an approved beneficiary the way the sandbox allows.
//
// Credentials come from the environment:
//   PONTE_URL            the service, with or without /v1 (default http://127.0.0.1:3000)
//   PONTE_CLIENT_ID      ck_...
//   PONTE_CLIENT_SECRET  cs_...
//   PONTE_INTEGRATOR_ID  your integrator's id (given with the credentials; the API has no "who am I" call)
// Without PONTE_CLIENT_ID, the credentials and address `npm start` wrote to DATA_DIR/sandbox-credentials.json (./.data).
//
// Webhooks: while a script runs, it points your integrator's callback URL at a receiver it starts on 127.0.0.1, and
// restores the previous URL at the end. So the service must reach this machine: a local sandbox (`npm start`).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPonteClient, PonteError, type paths, type PonteClient, type WebhookEvent } from '@ponte/sdk';
import { startWebhookReceiver } from './webhook-receiver.ts';

export type Beneficiary = paths['/v1/beneficiaries/{id}']['get']['responses'][200]['content']['application/json'];
export type Transfer = paths['/v1/transfers/{id}']['get']['responses'][200]['content']['application/json'];
export type Payment = paths['/v1/payments/{id}']['get']['responses'][200]['content']['application/json'];
export type Balance = paths['/v1/beneficiaries/{id}/balances']['get']['responses'][200]['content']['application/json'];

export interface Credentials {
  /** Without /v1: http://127.0.0.1:3000 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  integratorId: string;
}

/** A webhook that arrived and passed verifyWebhook, once per webhook-id. */
export interface ReceivedWebhook {
  webhookId: string;
  event: WebhookEvent<any>;
  receivedAt: Date;
}

export interface WaitOptions {
  timeoutMs?: number;
  /** Read when the wait times out; its answer ends the error's message. */
  explain?: () => Promise<string>;
}

export interface Sandbox {
  client: PonteClient;
  integratorId: string;
  /** Every verified webhook of this session, in arrival order, without duplicates. */
  webhooks: ReceivedWebhook[];
  /**
   * The first webhook (already received, or the next to arrive) that `matches`; rejects after `timeoutMs`, saying what
   * did arrive and, with `explain`, what it tells (the resource's state, say).
   */
  waitForWebhook(what: string, matches: (event: WebhookEvent<any>) => boolean, options?: WaitOptions): Promise<ReceivedWebhook>;
  log(line: string): void;
  /** Restores the callback URL and stops the receiver. */
  close(): Promise<void>;
}

export interface ConnectOptions extends Credentials {
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** Called for each verified webhook as it arrives. */
  onWebhook?: (webhook: ReceivedWebhook) => void;
  /** How long to wait for a webhook (default 30 s). */
  timeoutMs?: number;
}

/** Either credentials to connect with, or a sandbox session already open (the demo runs every example in one). */
export type FlowOptions = (ConnectOptions & { sandbox?: undefined }) | { sandbox: Sandbox };

/** openapi-fetch answers `{data}` or `{error}`; the Ponte client throws a PonteError for every error, so there is data. */
export function must<T>(result: { data?: T; response: Response }): T {
  if (result.data === undefined) throw new Error(`no body in the answer of ${result.response.url} (${result.response.status})`);
  return result.data;
}

/** PONTE_* variables, or the sandbox credentials `npm start` keeps in DATA_DIR. */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): Credentials {
  const withoutV1 = (url: string) => url.replace(/\/+$/, '').replace(/\/v1$/, '');
  if (env.PONTE_CLIENT_ID && env.PONTE_CLIENT_SECRET && env.PONTE_INTEGRATOR_ID) {
    const baseUrl = withoutV1(env.PONTE_URL || 'http://127.0.0.1:3000');
    return { baseUrl, clientId: env.PONTE_CLIENT_ID, clientSecret: env.PONTE_CLIENT_SECRET, integratorId: env.PONTE_INTEGRATOR_ID };
  }
  const file = path.join(env.DATA_DIR || '.data', 'sandbox-credentials.json');
  if (!env.PONTE_CLIENT_ID && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { integratorId: string; clientId: string; clientSecret: string; baseUrl: string };
    return { baseUrl: withoutV1(env.PONTE_URL || saved.baseUrl), clientId: saved.clientId, clientSecret: saved.clientSecret, integratorId: saved.integratorId };
  }
  throw new Error(`set PONTE_CLIENT_ID, PONTE_CLIENT_SECRET and PONTE_INTEGRATOR_ID (or run \`npm start\` first, which writes ${file})`);
}

/**
 * Connects: an SDK client, the webhook secret, a receiver on 127.0.0.1 that verifies every webhook with it, and the
 * integrator's callback URL pointed at that receiver for the session.
 */
export async function connect(options: ConnectOptions): Promise<Sandbox> {
  const client = createPonteClient({ baseUrl: options.baseUrl, clientId: options.clientId, clientSecret: options.clientSecret });
  const integratorId = options.integratorId;
  const own = { path: { integratorId } };
  const { webhookSecret } = must(await client.GET('/v1/integrators/{integratorId}/webhook-secret', { params: own }));
  const previous = must(await client.GET('/v1/integrators/{integratorId}', { params: own })).callbackUrl;

  const webhooks: ReceivedWebhook[] = [];
  const waiters = new Set<(webhook: ReceivedWebhook) => void>();
  const receiver = await startWebhookReceiver({
    secret: webhookSecret,
    onEvent: (event, webhookId) => {
      const webhook = { webhookId, event, receivedAt: new Date() };
      webhooks.push(webhook);
      options.onWebhook?.(webhook);
      for (const waiter of [...waiters]) waiter(webhook);
    },
  });
  try {
    await client.PATCH('/v1/integrators/{integratorId}', { params: own, body: { callbackUrl: receiver.url } });
  } catch (error) {
    await receiver.close();
    throw error;
  }

  const log = options.log ?? (() => {});
  log(`webhooks go to ${receiver.url} for this run (callback URL was ${previous ?? 'not set'})`);
  return {
    client,
    integratorId,
    webhooks,
    log,
    waitForWebhook(what, matches, wait = {}) {
      const timeoutMs = wait.timeoutMs ?? options.timeoutMs ?? 30_000;
      const already = webhooks.find((webhook) => matches(webhook.event));
      if (already) return Promise.resolve(already);
      log(`waiting for ${what}`);
      return new Promise((resolve, reject) => {
        const waiter = (webhook: ReceivedWebhook) => {
          if (!matches(webhook.event)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(webhook);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const received = webhooks.map((webhook) => webhook.event.operation).join(', ') || 'none';
          const explained = wait.explain ? wait.explain().catch((error: unknown) => `(could not tell why: ${String(error)})`) : Promise.resolve('');
          void explained.then((why) =>
            reject(new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}; webhooks received: ${received}${why ? `; ${why}` : ''}`)),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      try {
        await client.PATCH('/v1/integrators/{integratorId}', { params: own, body: { callbackUrl: previous } });
      } finally {
        await receiver.close();
      }
    },
  };
}

/** Runs `flow` in the given session, or in one of its own that it closes after. */
export async function withSandbox<T>(options: FlowOptions, flow: (sandbox: Sandbox) => Promise<T>): Promise<T> {
  if (options.sandbox) return flow(options.sandbox);
  const sandbox = await connect(options);
  try {
    return await flow(sandbox);
  } finally {
    await sandbox.close();
  }
}

/** A Brazilian individual with a valid CPF: what the examples use as the beneficiary. */
export function samplePerson(reference: string) {
  return {
    integratorBeneficiaryId: reference,
    type: 'INDIVIDUAL' as const,
    country: 'BR' as const,
    person: {
      firstName: 'Ana',
      lastName: 'Souza',
      idNumber: '52998224725',
      email: 'ana.souza@example.com',
      phoneNumber: '+5511987654321',
      dateOfBirth: '1990-05-17',
      citizenship: 'BR' as const,
      address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' as const },
    },
  };
}

/** POST /v1/beneficiaries: the verification starts at once, and its upload links come in a BENEFICIARY_KYC webhook. */
export async function createBeneficiary(sandbox: Sandbox, reference = `example-${randomUUID()}`): Promise<Beneficiary> {
  const beneficiary = must(await sandbox.client.POST('/v1/beneficiaries', { body: samplePerson(reference) }));
  sandbox.log(`beneficiary ${beneficiary.id} (${reference}) is ${beneficiary.status}`);
  return beneficiary;
}

/**
 * Approves a new beneficiary as the sandbox allows: its BENEFICIARY_KYC webhook carries one upload link per person to
 * verify; opening a link (as the beneficiary's browser would, hence plain fetch) approves that step in the sandbox.
 * Then BENEFICIARY_APPROVED arrives and the beneficiary is CREATED.
 */
export async function approveBeneficiary(sandbox: Sandbox, beneficiaryId: string): Promise<Beneficiary> {
  const kyc = await sandbox.waitForWebhook(
    `the BENEFICIARY_KYC webhook of ${beneficiaryId}`,
    (event) => event.operation === 'BENEFICIARY_KYC' && event.beneficiaryId === beneficiaryId && Array.isArray(event.data?.steps),
  );
  const steps = (kyc.event.data.steps as Array<{ id: string; uploadLink: string; status: string }>).filter((step) => step.status === 'PENDING');
  for (const step of steps) {
    const page = await fetch(step.uploadLink);
    await page.body?.cancel();
    if (!page.ok) throw new Error(`opening the upload link of step ${step.id} answered ${page.status}`);
    sandbox.log(`opened the upload link of step ${step.id}: approved`);
  }
  await sandbox.waitForWebhook(
    `the BENEFICIARY_APPROVED webhook of ${beneficiaryId}`,
    (event) => event.operation === 'BENEFICIARY_APPROVED' && event.beneficiaryId === beneficiaryId,
  );
  const beneficiary = must(await sandbox.client.GET('/v1/beneficiaries/{id}', { params: { path: { id: beneficiaryId } } }));
  if (beneficiary.status !== 'CREATED') throw new Error(`beneficiary ${beneficiaryId} is ${beneficiary.status}, not CREATED`);
  sandbox.log(`beneficiary ${beneficiaryId} is CREATED: it can transact`);
  return beneficiary;
}

/** The beneficiary `beneficiaryId` when given (it must be CREATED), else a new one, approved. */
export async function approvedBeneficiary(sandbox: Sandbox, beneficiaryId?: string): Promise<Beneficiary> {
  if (beneficiaryId) {
    const beneficiary = must(await sandbox.client.GET('/v1/beneficiaries/{id}', { params: { path: { id: beneficiaryId } } }));
    if (beneficiary.status !== 'CREATED') throw new Error(`beneficiary ${beneficiaryId} is ${beneficiary.status}: approve it first`);
    sandbox.log(`using beneficiary ${beneficiary.id}`);
    return beneficiary;
  }
  return approveBeneficiary(sandbox, (await createBeneficiary(sandbox)).id);
}

/**
 * Gives a Brazilian beneficiary a validated PIX key to be paid out to (an off-ramp needs one): PUT
 * localTargetAccount, then the BENEFICIARY_BANK_ACCOUNT_VALIDATION webhook. In the sandbox, any email key without
 * "invalid" in it is registered.
 */
export async function validPixKey(sandbox: Sandbox, beneficiary: Beneficiary, pixKey = 'ana.souza@example.com'): Promise<void> {
  const current = beneficiary.localTargetAccount;
  if (current?.status === 'VALID' && current.pixKey === pixKey) return;
  const since = sandbox.webhooks.length;
  must(await sandbox.client.PUT('/v1/beneficiaries/{id}/localTargetAccount', { params: { path: { id: beneficiary.id } }, body: { pixKey } }));
  sandbox.log(`PIX key ${pixKey} set for ${beneficiary.id}; validating`);
  const validation = await sandbox.waitForWebhook(
    `the BENEFICIARY_BANK_ACCOUNT_VALIDATION webhook of ${beneficiary.id}`,
    (event) =>
      event.operation === 'BENEFICIARY_BANK_ACCOUNT_VALIDATION' &&
      event.beneficiaryId === beneficiary.id &&
      sandbox.webhooks.findIndex((webhook) => webhook.event === event) >= since,
  );
  if (validation.event.success !== true) throw new Error(`PIX key ${pixKey} was not validated: ${validation.event.message}`);
}

/** A random transaction hash: 0x and 64 hex digits (in the sandbox, no chain transaction is made). */
export function sandboxTransactionHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** Exact comparison of two amounts with 2 decimals, as the API gives them ("100.00"), in cents. */
export function cents(value: string | number): bigint {
  const [units, fraction = ''] = String(value).split('.');
  return BigInt(`${units}${fraction.padEnd(2, '0').slice(0, 2)}`);
}

/** True when this module is the script node was started with (not when it is imported). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}

/**
 * The script entry of an example: credentials from the environment, progress on stdout, the final object as JSON, and
 * exit code 1 with the reason when it did not end in `expected` or anything failed.
 */
export async function runScript<T>(run: (options: ConnectOptions) => Promise<T>, final: (result: T) => { status: string }, expected: string): Promise<void> {
  try {
    const result = final(await run({ ...credentialsFromEnv(), log: (line) => console.log(`- ${line}`) }));
    console.log(JSON.stringify(result, null, 2));
    if (result.status !== expected) {
      console.error(`ended ${result.status}, not ${expected}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof PonteError ? `Ponte answered ${error.status} ${error.message}` : error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
