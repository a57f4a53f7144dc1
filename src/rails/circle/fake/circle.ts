// Long (about 410 lines) because it is one provider imitated whole: wire banks, payouts, balances and SNS notices
// share one state and one check against the published document.
// A fake of Circle's business account API on 127.0.0.1, for tests only (rails/index.ts never constructs it; a test
// starts it and points CIRCLE_BASE_URL at it). It holds the adapter to Circle's published OpenAPI document, which the
// caller gives as a file (tests read it from ../shared/specs, never a copy in the repository): every request to a served
// operation is validated against the document before it is acted on (a wrong one is answered 400 with Circle's error
// body), and every answer is validated before it is sent (a wrong one becomes a 500). Both are recorded in
// `violations`, which a test expects empty. Notifications are posted as Circle posts them: AWS SNS HTTP messages whose
// Message is Circle's notification ({clientId, notificationType: "payouts", version, payout}).
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { Decimal } from '../../../money.ts';

// ajv-formats is CommonJS: its module object is the plugin and also carries it as `default`, which TypeScript sees.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;

/** The operations the adapter uses; the fake serves these only. */
const SERVED: Record<string, string[]> = {
  '/v1/businessAccount/banks/wires': ['post'],
  '/v1/businessAccount/banks/wires/{id}': ['get'],
  '/v1/businessAccount/payouts': ['post', 'get'],
  '/v1/businessAccount/payouts/{id}': ['get'],
  '/v1/businessAccount/balances': ['get'],
};

type Json = Record<string, any>;

interface Answer {
  status: number;
  body: Json;
  headers?: Record<string, string>;
}

/** How a payout made from now on ends, and when. */
export interface PayoutEnding {
  status: 'complete' | 'failed';
  /** PayoutErrorCode of a failed payout. */
  errorCode?: string;
  afterMs: number;
}

interface HeldPayout {
  body: Json;
  idempotencyKey: string;
  ending: PayoutEnding;
  createdAt: number;
}

export interface FakeCircleOptions {
  /** Circle's OpenAPI document ("All Circle APIs" 2.16.0). */
  specFile: string;
  apiKey: string;
  /** The business account's available USD. */
  balance?: string;
}

/** The document as the fake serves it: the served operations only; examples dropped (never served, not validated). */
function servedDocument(specFile: string): Json {
  const doc = JSON.parse(readFileSync(specFile, 'utf8')) as Json;
  doc.paths = Object.fromEntries(
    Object.entries(SERVED).map(([path, methods]) => [path, Object.fromEntries(methods.map((method) => [method, doc.paths[path][method]]))]),
  );
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      delete (node as Json).example;
      delete (node as Json).examples;
      // Slip: `description` beside `$ref` (BusinessPayoutCreationRequest.toAmount), which OpenAPI 3.0 does not allow
      // and says to ignore: ignored here by dropping it, as 3.0 reads it.
      if (typeof (node as Json).$ref === 'string') for (const key of Object.keys(node)) if (key !== '$ref') delete (node as Json)[key];
      Object.values(node).forEach(walk);
    }
  };
  walk(doc);
  // Only what the served operations reference stays (the document's other parts are not the fake's to check, and some
  // of them do not pass the OpenAPI 3.0 schema: Trade's properties carry `description` beside `$ref`).
  const kept = new Set<string>();
  const follow = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(follow);
    else if (node !== null && typeof node === 'object') {
      const ref = (node as Json).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/') && !kept.has(ref)) {
        kept.add(ref);
        const [, , section, name] = ref.split('/');
        follow(doc.components[section!]?.[name!]);
      }
      Object.values(node).forEach(follow);
    }
  };
  follow(doc.paths);
  for (const [section, entries] of Object.entries<Json>(doc.components)) {
    if (section === 'securitySchemes') continue;
    for (const name of Object.keys(entries)) if (!kept.has(`#/components/${section}/${name}`)) delete entries[name];
  }
  return doc;
}

/** A fault's answer: Circle's error body (or the one given), with its Retry-After when given. */
function faultAnswer(fault: { status: number; body?: Json; retryAfter?: string }): Answer {
  return {
    status: fault.status,
    body: fault.body ?? { code: fault.status, message: 'Simulated failure.' },
    ...(fault.retryAfter === undefined ? {} : { headers: { 'retry-after': fault.retryAfter } }),
  };
}

export class FakeCircle {
  readonly violations: string[] = [];
  /** Operations answered, in order ("createBusinessPayout 201"). */
  readonly log: string[] = [];
  readonly banks = new Map<string, Json>();
  readonly payouts = new Map<string, HeldPayout>();
  /** How the next payouts end; each keeps the ending it was given. */
  nextEnding: PayoutEnding = { status: 'complete', afterMs: 50 };
  /** Wire banks are answered `pending` this many times (created, then read) before they are `complete`. */
  pendingBankReads = 0;
  /** The next request to a served operation is answered with this, after nothing was done. */
  private readonly faults: Array<{ status: number; body?: Json; afterTaking?: boolean; operation?: string; retryAfter?: string }> = [];
  private available: Decimal;
  private server!: Server;
  private api!: OpenAPIBackend;

  private constructor(private readonly options: FakeCircleOptions) {
    this.available = new Decimal(options.balance ?? '1000000.00');
  }

  static async start(options: FakeCircleOptions): Promise<FakeCircle> {
    const fake = new FakeCircle(options);
    const doc = servedDocument(options.specFile);
    fake.api = new OpenAPIBackend({
      definition: doc as never,
      apiRoot: '/',
      strict: true,
      quick: false,
      validate: true,
      ajvOpts: { allErrors: true, strict: false },
      customizeAjv: (ajv) => {
        addFormats(ajv as unknown as Ajv);
        return ajv;
      },
    });
    await fake.api.init();
    fake.server = createServer((request, response) => {
      fake.serve(request, response).catch((error: unknown) => {
        fake.violations.push(`fake Circle failed: ${String(error)}`);
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The business account's available USD now. */
  get balance(): Decimal {
    return this.available;
  }

  /**
   * The next request (to `operation`, such as createBusinessPayout, when given) is answered `status` with Circle's error
   * body (or `body`); `afterTaking`: carried out first, then so answered; `retryAfter`: with that Retry-After header.
   */
  failNext(status: number, options: { body?: Json; afterTaking?: boolean; operation?: string; retryAfter?: string } = {}): void {
    this.faults.push({ status, ...options });
  }

  /** The recipient's bank returns a completed payout: it fails with transaction_returned, and the USD comes back. */
  returnPayout(id: string): void {
    const held = this.payouts.get(id);
    if (!held) throw new Error(`no payout ${id}`);
    this.settle(held);
    if (held.body.status === 'complete') this.available = this.available.plus(held.body.amount.amount);
    const now = new Date().toISOString();
    held.body.status = 'failed';
    held.body.errorCode = 'transaction_returned';
    held.body.return = {
      id: randomUUID(),
      payoutId: id,
      amount: held.body.amount,
      fees: { amount: '0.00', currency: 'USD' },
      reason: 'payout_returned',
      status: 'complete',
      createDate: now,
      updateDate: now,
    };
    held.body.updateDate = now;
  }

  /** The SNS HTTP message Circle posts for a payout's change (Type Notification; Message: Circle's notification). */
  notification(id: string): Json {
    const held = this.payouts.get(id);
    if (!held) throw new Error(`no payout ${id}`);
    this.settle(held);
    return {
      Type: 'Notification',
      MessageId: randomUUID(),
      TopicArn: 'arn:aws:sns:us-west-2:908968368384:sandbox_platform-notifications-topic',
      Message: JSON.stringify({ clientId: 'c60d2d5b-203c-45bb-9f6e-93641d40a599', notificationType: 'payouts', version: 1, payout: held.body }),
      Timestamp: new Date().toISOString(),
      SignatureVersion: '1',
      Signature: 'unsigned-by-the-fake',
      SigningCertURL: 'https://sns.us-west-2.amazonaws.com/SimpleNotificationService-fake.pem',
      UnsubscribeURL: 'https://sns.us-west-2.amazonaws.com/?Action=Unsubscribe',
    };
  }

  /** Posts the payout's notification to `endpoint` as SNS does (text/plain JSON); the HTTP status of the answer. */
  async notify(endpoint: string, id: string): Promise<number> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
      body: JSON.stringify(this.notification(id)),
    });
    await response.arrayBuffer();
    return response.status;
  }

  takeViolations(): string[] {
    return this.violations.splice(0);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const text = await readBody(request);
    const method = (request.method ?? 'GET').toLowerCase();
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const operation = this.api.matchOperation({ method, path: url.pathname, query: url.search.slice(1), headers });
    if (!operation) return send(response, { status: 404, body: { code: 404, message: 'Not found.' } });
    const name = String(operation.operationId);

    // securitySchemes.bearerAuth: the API key as a Bearer token; anything else is NotAuthorized.
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (bearer === undefined || !equal(bearer, this.options.apiKey))
      return this.answer(response, operation, { status: 401, body: { code: 401, message: 'Malformed authorization.' } });

    let body: unknown;
    if (text !== '') {
      if (!/^application\/json\b/i.test(headers['content-type'] ?? '')) this.record(`${name} request`, ['body not sent as application/json']);
      try {
        body = JSON.parse(text);
      } catch {
        this.record(`${name} request`, ['body is not JSON']);
        return this.answer(response, operation, { status: 400, body: { code: 2, message: 'Invalid JSON.' } });
      }
    }
    const checked = this.api.validateRequest({ method, path: url.pathname, query: url.search.slice(1), headers, body }, operation);
    const errors = (checked.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
    if (errors.length > 0) {
      this.record(`${name} request`, errors);
      return this.answer(response, operation, { status: 400, body: { code: 2, message: `Invalid request: ${errors.join('; ')}` } });
    }
    const at = this.faults.findIndex((candidate) => candidate.operation === undefined || candidate.operation === name);
    const fault = at < 0 ? undefined : this.faults.splice(at, 1)[0];
    if (fault && !fault.afterTaking) return this.answer(response, operation, faultAnswer(fault));
    const params = pathParams(String(operation.path), url.pathname);
    const answer = this.handle(name, params, body as Json, url.searchParams);
    if (fault?.afterTaking) return this.answer(response, operation, faultAnswer(fault));
    return this.answer(response, operation, answer);
  }

  private handle(name: string, params: Record<string, string>, body: Json, query: URLSearchParams): Answer {
    switch (name) {
      case 'createBusinessWireAccount':
        return this.createBank(body);
      case 'getBusinessWireAccount': {
        const bank = [...this.banks.values()].find((candidate) => candidate.id === params.id);
        if (!bank) return { status: 404, body: { code: 404, message: 'Not found.' } };
        if (bank.status === 'pending' && this.pendingBankReads-- <= 0) bank.status = 'complete';
        return { status: 200, body: { data: bank } };
      }
      case 'createBusinessPayout':
        return this.createPayout(body);
      case 'getBusinessPayout': {
        const held = this.payouts.get(params.id!);
        if (!held) return { status: 404, body: { code: 404, message: 'Not found.' } };
        this.settle(held);
        return { status: 200, body: { data: held.body } };
      }
      case 'listBusinessPayouts':
        return { status: 200, body: { data: this.listPayouts(query) } };
      case 'listBusinessBalances':
        return { status: 200, body: { data: { available: [{ amount: this.available.toFixed(2), currency: 'USD' }], unsettled: [] } } };
      default:
        return { status: 404, body: { code: 404, message: 'Not found.' } };
    }
  }

  /** listBusinessPayouts: created in [from, to], newest first (Circle's natural order), pageSize after pageAfter. */
  private listPayouts(query: URLSearchParams): Json[] {
    const from = query.get('from'),
      to = query.get('to'),
      after = query.get('pageAfter');
    const all = [...this.payouts.values()]
      .map((held) => (this.settle(held), held.body))
      .filter((body) => (from === null || body.createDate >= from) && (to === null || body.createDate <= to))
      .sort((a, b) => (a.createDate < b.createDate ? 1 : a.createDate > b.createDate ? -1 : 0));
    const start = after === null ? 0 : all.findIndex((body) => body.id === after) + 1;
    return all.slice(start, start + Number(query.get('pageSize') ?? '50'));
  }

  private createBank(request: Json): Answer {
    const existing = this.banks.get(request.idempotencyKey);
    if (existing) return { status: 201, body: { data: existing } };
    const now = new Date().toISOString();
    const bank = {
      id: randomUUID(),
      status: this.pendingBankReads > 0 ? 'pending' : 'complete',
      description: `${String(request.bankAddress.bankName ?? 'BANK').toUpperCase()} ****${String(request.accountNumber).slice(-4)}`,
      trackingRef: `CIR${randomUUID().slice(0, 7).toUpperCase()}`,
      fingerprint: randomUUID(),
      billingDetails: request.billingDetails,
      bankAddress: request.bankAddress,
      createDate: now,
      updateDate: now,
    };
    this.banks.set(request.idempotencyKey, bank);
    return { status: 201, body: { data: bank } };
  }

  private createPayout(request: Json): Answer {
    const again = [...this.payouts.values()].find((held) => held.idempotencyKey === request.idempotencyKey);
    if (again) return { status: 201, body: { data: again.body } };
    const bank = [...this.banks.values()].find((candidate) => candidate.id === request.destination.id);
    if (!bank) return { status: 400, body: { code: 2, message: 'Invalid destination: no such bank account.' } };
    const amount = new Decimal(request.amount.amount);
    if (amount.gt(this.available)) return { status: 400, body: { code: 5002, message: 'Insufficient funds in the business account.' } };
    this.available = this.available.minus(amount);
    const now = new Date().toISOString();
    const body = {
      id: randomUUID(),
      sourceWalletId: '1000066041',
      destination: { type: 'wire', id: bank.id, name: bank.description },
      amount: { amount: amount.toFixed(2), currency: 'USD' },
      fees: { amount: '0.00', currency: 'USD' },
      status: 'pending',
      trackingRef: null,
      createDate: now,
      updateDate: now,
    };
    this.payouts.set(body.id, { body, idempotencyKey: request.idempotencyKey, ending: { ...this.nextEnding }, createdAt: Date.now() });
    return { status: 201, body: { data: body } };
  }

  /** A pending payout reaches its ending once its time has come; a failed one gives the USD back. */
  private settle(held: HeldPayout): void {
    if (held.body.status !== 'pending' || Date.now() < held.createdAt + held.ending.afterMs) return;
    held.body.status = held.ending.status;
    held.body.updateDate = new Date().toISOString();
    if (held.ending.status === 'complete') held.body.trackingRef = `CIR-${randomUUID().slice(0, 12).toUpperCase()}`;
    else {
      held.body.errorCode = held.ending.errorCode ?? 'transaction_failed';
      this.available = this.available.plus(held.body.amount.amount);
    }
  }

  private answer(response: ServerResponse, operation: Operation, answer: Answer): void {
    const name = String(operation.operationId);
    const errors = this.validateAnswer(operation, answer);
    if (errors.length > 0) {
      this.record(`${name} answer ${answer.status}`, errors);
      answer = { status: 500, body: { code: -1, message: 'Internal error.' } };
    }
    this.log.push(`${name} ${answer.status}`);
    send(response, answer);
  }

  private validateAnswer(operation: Operation, answer: Answer): string[] {
    const declared = Object.keys(operation.responses ?? {});
    // Circle answers 429 and 5xx to any call; the document declares them on some operations only: those are not checked.
    if (!declared.includes(String(answer.status)))
      return answer.status === 429 || answer.status >= 500
        ? []
        : [`status ${answer.status} is not one ${operation.operationId} declares (${declared.join(', ')})`];
    const result = this.api.validateResponse(answer.body, String(operation.operationId), answer.status);
    return (result.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
  }

  private record(where: string, errors: string[]): void {
    for (const error of errors) this.violations.push(`${where}: ${error}`);
  }
}

function pathParams(template: string, path: string): Record<string, string> {
  const names = template.split('/');
  const parts = path.split('/');
  return Object.fromEntries(
    names.flatMap((segment, index) => (segment.startsWith('{') ? [[segment.slice(1, -1), decodeURIComponent(parts[index] ?? '')]] : [])),
  );
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, { 'content-type': 'application/json', 'x-request-id': randomUUID(), ...answer.headers }).end(JSON.stringify(answer.body));
}
