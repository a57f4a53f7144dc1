// Long (about 510 lines) because it is one provider imitated whole: pay-in keys and intents, pay-ins, previews and
// payouts, and their signed webhooks share one state and one signature check; the shapes live apart in reference.ts.
// A fake of Bitso's Colombia Payments API on 127.0.0.1, for tests only (rails/index.ts never constructs it; a test
// starts it and points BITSO_API_URL at it). It holds the adapter to the shapes of Bitso's reference pages
// (reference.ts names each page): every request is checked for Bitso's HMAC signature and a rising nonce, and
// validated before it is acted on (a wrong one is answered 400 with Bitso's error body); every answer is validated
// before it is sent (a wrong one becomes a 500). Both are recorded in `violations`, which a test expects empty.
// Webhooks are posted as Bitso posts them: {event, payload}, the payload signed with RSA-SHA256 over its compact JSON,
// the key named in x-bitso-key-id and listed by the public-keys call.
import { createHmac, generateKeyPairSync, randomUUID, sign, timingSafeEqual, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { Decimal } from '../../../money.ts';
import * as reference from './reference.ts';

const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;

type Json = Record<string, any>;

/** How a payout made from now on ends, and when. */
export interface PayoutEnding {
  status: 'COMPLETED' | 'FAILED';
  failureReason?: string;
  /** A FAILED ACH payout comes back as a compensatory CO_ACH pay-in carrying refund.payout_id. */
  refund?: boolean;
  afterMs: number;
}

interface HeldPayout {
  body: Json;
  ending: PayoutEnding;
  createdAt: number;
  notified: string | undefined;
}

export interface FakeBitsoOptions {
  apiKey: string;
  apiSecret: string;
}

export class FakeBitso {
  readonly violations: string[] = [];
  /** Bre-B keys and who holds them (what a preview resolves). */
  readonly keyHolders = new Map<string, { document_type: string; document_id: string; display_name: string; bank_name: string }>();
  readonly previews = new Map<string, { key: string; keyType: string; used: string | undefined; expiresAt: number }>();
  readonly payouts = new Map<string, HeldPayout>();
  readonly payinKeys = new Map<string, Json>();
  readonly payins = new Map<string, Json>();
  /** PSE pay-in intents, by id. */
  readonly intents = new Map<string, Json>();
  private readonly intentIdempotency = new Map<string, { intentId: string; body: string }>();
  /** Where webhooks are posted (the subscription's callback URL); none: nothing is posted. */
  webhookUrl: string | undefined;
  nextEnding: PayoutEnding = { status: 'COMPLETED', afterMs: 30 };
  /** COP at the account before anything this fake did; Get Account Balance adds completed pay-ins and takes payouts off. */
  openingCop = '0.00';
  /** The next Get Account Balance is answered with this status and Bitso's v3 error body. */
  failNextBalance: { status: number; code: string; message: string } | undefined;
  /** Requests served, as "METHOD path". */
  readonly calls: string[] = [];
  /** The next signed requests (to `call`, "POST /payments/v1/payouts", when given) answered with Bitso's error body, doing nothing. */
  private readonly faults: Array<{ status: number; code: string; message: string; retryAfter?: string; call?: string }> = [];
  private readonly achIdempotency = new Map<string, { payoutId: string; body: string }>();
  private readonly validators = new Map<object, ValidateFunction>();
  private readonly ajv: Ajv;
  private readonly signingKey: KeyObject;
  readonly publicKeyDer: string;
  readonly keyId = `key-${randomUUID()}`;
  private lastNonce = 0n;
  private server!: Server;
  private timer: NodeJS.Timeout | undefined;
  baseUrl = '';

  private constructor(private readonly options: FakeBitsoOptions) {
    this.ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(this.ajv);
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.signingKey = privateKey;
    this.publicKeyDer = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  }

  static async start(options: FakeBitsoOptions): Promise<FakeBitso> {
    const fake = new FakeBitso(options);
    fake.server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    // Payouts end as time passes; each change of status is posted as Bitso posts it.
    fake.timer = setInterval(() => void fake.tick(), 20);
    return fake;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  takeViolations(): string[] {
    return this.violations.splice(0);
  }

  /** A payer sends `amount` COP by Bre-B to the pay-in key with `keyValue` (undefined: to the account itself, no key). */
  receive(amount: string, keyValue: string | undefined, sender = { name: 'Ana Gomez', document_type: 'CC', document_id: '1020304050' }): Json {
    const key = keyValue === undefined ? undefined : [...this.payinKeys.values()].find((k) => k.co_breb.key_value === keyValue && k.status === 'ACTIVE');
    if (keyValue !== undefined && !key) throw new Error(`no active pay-in key ${keyValue}`);
    const now = new Date().toISOString();
    const payin: Json = {
      id: randomUUID().replaceAll('-', '_'),
      status: 'COMPLETED',
      amount,
      asset: 'COP',
      type: 'CO_BREB',
      co_breb: {
        sender_name: sender.name,
        sender_document_type: sender.document_type,
        sender_document_id: sender.document_id,
        ...(key ? { beneficiary_key: { id: key.id, key_value: key.co_breb.key_value } } : {}),
      },
      created_at: now,
      updated_at: now,
    };
    this.payins.set(payin.id, payin);
    void this.notify('payin', payin);
    return payin;
  }

  /**
   * The payer completes PSE intent `id` at their bank: Bitso settles a CO_PSE pay-in for the intent's amount, the intent
   * becomes COMPLETED naming it, and both are notified (the intent's payin_intent event, the pay-in's payin event).
   */
  payIntent(id: string): Json {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no pay-in intent ${id}`);
    const now = new Date().toISOString();
    const payin: Json = {
      id: randomUUID().replaceAll('-', '_'),
      status: 'COMPLETED',
      amount: intent.amount,
      asset: 'COP',
      type: 'CO_PSE',
      co_pse: {},
      created_at: now,
      updated_at: now,
    };
    this.payins.set(payin.id, payin);
    Object.assign(intent, { status: 'COMPLETED', payin_id: payin.id, updated_at: now });
    void this.notify('payin', payin).then(() => this.notify('payin_intent', intent));
    return payin;
  }

  /** Posts one webhook delivery to webhookUrl, signed as Bitso signs it; the HTTP status the receiver answered. */
  async notify(event: string, payload: Json, options: { tamper?: boolean } = {}): Promise<number | undefined> {
    if (!this.webhookUrl) return undefined;
    const compact = JSON.stringify(payload);
    const signature = sign('sha256', Buffer.from(compact), this.signingKey).toString('base64');
    const body = JSON.stringify({ event, payload: options.tamper ? { ...payload, amount: '1.00' } : payload });
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bitso-webhook-event-signature': signature, 'x-bitso-key-id': this.keyId },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return undefined;
    }
  }

  private async tick(): Promise<void> {
    for (const held of this.payouts.values()) {
      const view = this.view(held);
      if (held.notified === view.status) continue;
      held.notified = view.status;
      await this.notify('payout', view);
    }
  }

  /** The payout as Get payout shows it now: PENDING, PROCESSING, then its ending once its time has come. */
  private view(held: HeldPayout): Json {
    const elapsed = Date.now() - held.createdAt;
    const body = { ...held.body };
    if (elapsed >= held.ending.afterMs) {
      body.status = held.ending.status;
      if (held.ending.status === 'FAILED') {
        body.failure_reason = held.ending.failureReason ?? 'DESTINATION_ACCOUNT_UNAVAILABLE';
        if (held.ending.refund) this.compensate(body);
      }
    } else body.status = elapsed >= held.ending.afterMs / 2 ? 'PROCESSING' : 'PENDING';
    body.updated_at = new Date(Math.max(held.createdAt, Date.now())).toISOString();
    return body;
  }

  /**
   * The receiving bank returns a payout Bitso reported COMPLETED: the payout stays COMPLETED and Bitso refunds it by a
   * compensatory CO_ACH pay-in (notified as any pay-in).
   */
  returnCompleted(id: string, reason = 'ACCOUNT_CLOSED'): Json {
    const held = this.payouts.get(id);
    if (!held) throw new Error(`no payout ${id}`);
    const body = this.view(held);
    if (body.status !== 'COMPLETED') throw new Error(`payout ${id} is ${body.status}, not COMPLETED`);
    return this.compensate({ ...body, failure_reason: reason })!;
  }

  /** The compensatory pay-in refunding payout `body`, made once. */
  private compensate(body: Json): Json | undefined {
    if (![...this.payins.values()].some((p) => p.refund?.payout_id === body.id)) {
      const now = new Date().toISOString();
      const payin = {
        id: randomUUID().replaceAll('-', '_'),
        status: 'COMPLETED',
        amount: body.amount,
        asset: 'COP',
        type: 'CO_ACH',
        trace_id: randomUUID(),
        refund: { payout_id: body.id, reason: body.failure_reason, ...(body.external_ref ? { payout_external_ref: body.external_ref } : {}) },
        created_at: now,
        updated_at: now,
        co_ach: {},
      };
      this.payins.set(payin.id, payin);
      void this.notify('payin', payin);
      return payin;
    }
    return undefined;
  }

  private validator(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(schema, validate);
    }
    return validate;
  }

  private check(schema: object, value: unknown, what: string): string | undefined {
    const validate = this.validator(schema);
    if (validate(value)) return undefined;
    const problem = `${what}: ${this.ajv.errorsText(validate.errors)}`;
    this.violations.push(problem);
    return problem;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const requestPath = req.url ?? '/';
    const url = new URL(requestPath, this.baseUrl);
    this.calls.push(`${method} ${url.pathname}`);
    const answer = (status: number, body: unknown, schema?: object) => {
      if (schema && status < 300) {
        const problem = this.check(schema, body, `answer to ${method} ${url.pathname}`);
        if (problem) return this.send(res, 500, { error: { code: 'internal', message: problem } });
      }
      if (status >= 400) this.check(reference.ERROR, body, `error answer to ${method} ${url.pathname}`);
      this.send(res, status, body);
    };
    const refuse = (status: number, code: string, message: string) => answer(status, { error: { code, message } });

    if (method === 'GET' && url.pathname === '/payments/v1/webhooks/public-keys') {
      return answer(200, [{ key_id: this.keyId, public_key: this.publicKeyDer }], reference.WEBHOOK_PUBLIC_KEYS);
    }
    const auth = this.authenticate(req, method, requestPath, raw);
    if (auth) {
      this.violations.push(`${method} ${url.pathname}: ${auth}`);
      return refuse(401, 'invalid_credentials', auth);
    }
    const at = this.faults.findIndex((fault) => fault.call === undefined || fault.call === `${method} ${url.pathname}`);
    if (at >= 0) {
      const [fault] = this.faults.splice(at, 1);
      const error = { error: { code: fault!.code, message: fault!.message } };
      this.check(reference.ERROR, error, `error answer to ${method} ${url.pathname}`);
      return this.send(res, fault!.status, error, fault!.retryAfter === undefined ? {} : { 'retry-after': fault!.retryAfter });
    }
    let body: Json | undefined;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        this.violations.push(`${method} ${url.pathname}: a body that is not JSON`);
        return refuse(400, 'invalid_field', 'the body is not JSON');
      }
    }
    const query = Object.fromEntries(url.searchParams);
    const requestFails = (schema: object, value: unknown) => this.check(schema, value, `${method} ${url.pathname}`);

    if (method === 'GET' && url.pathname === '/api/v3/balance/') return this.balance(res);
    if (method === 'POST' && url.pathname === '/payments/v1/payouts/preview') {
      const problem = requestFails(reference.PREVIEW_REQUEST, body);
      if (problem) return refuse(400, 'invalid_field', problem);
      const holder = this.keyHolders.get(body!.co_breb.key_value);
      if (!holder) return refuse(404, 'key_not_found', 'The Bre-B key is not registered');
      const id = randomUUID();
      const expiresAt = Date.now() + 5 * 60_000;
      this.previews.set(id, { key: body!.co_breb.key_value, keyType: body!.co_breb.key_type, used: undefined, expiresAt });
      return answer(
        201,
        {
          id,
          expires_at: new Date(expiresAt).toISOString(),
          type: 'CO_BREB',
          co_breb: { key_type: body!.co_breb.key_type, key_value: body!.co_breb.key_value, beneficiary: holder },
        },
        reference.PREVIEW,
      );
    }
    if (method === 'POST' && url.pathname === '/payments/v1/payouts') {
      const problem = requestFails(reference.PAYOUT_REQUEST, body);
      if (problem) return refuse(400, 'invalid_field', problem);
      const now = Date.now();
      const base = {
        id: randomUUID(),
        status: 'PENDING',
        amount: body!.amount,
        asset: 'COP',
        type: body!.type,
        ...(body!.external_ref ? { external_ref: body!.external_ref } : {}),
        created_at: new Date(now).toISOString(),
      };
      if (body!.type === 'CO_BREB') {
        const preview = this.previews.get(body!.co_breb.preview_payout_id);
        if (!preview || preview.expiresAt < now) return refuse(400, 'invalid_field', 'preview_payout_id is unknown or expired');
        // One preview commits at most one payout: a repeat answers the payout it made.
        if (preview.used) return answer(200, this.view(this.payouts.get(preview.used)!), reference.PAYOUT);
        const held: HeldPayout = {
          body: { ...base, co_breb: { key_type: preview.keyType, key_value: preview.key, beneficiary: this.keyHolders.get(preview.key)! } },
          ending: this.nextEnding,
          createdAt: now,
          notified: undefined,
        };
        preview.used = held.body.id;
        this.payouts.set(held.body.id, held);
        return answer(201, this.view(held), reference.PAYOUT);
      }
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') {
        const earlier = this.achIdempotency.get(key);
        if (earlier && earlier.body !== raw) return refuse(400, 'idempotency_key_already_used', 'Idempotency-Key reused with another body');
        if (earlier) return answer(200, this.view(this.payouts.get(earlier.payoutId)!), reference.PAYOUT);
      }
      const held: HeldPayout = { body: { ...base, co_ach: body!.co_ach }, ending: this.nextEnding, createdAt: now, notified: undefined };
      this.payouts.set(held.body.id, held);
      if (typeof key === 'string') this.achIdempotency.set(key, { payoutId: held.body.id, body: raw });
      return answer(201, this.view(held), reference.PAYOUT);
    }
    const payoutPath = /^\/payments\/v1\/payouts\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && payoutPath) {
      const held = this.payouts.get(decodeURIComponent(payoutPath[1]!));
      return held ? answer(200, this.view(held), reference.PAYOUT) : refuse(404, 'not_found', 'payout not found');
    }
    if (method === 'GET' && url.pathname === '/payments/v1/payouts') {
      const problem = requestFails(reference.LIST_PAYOUTS_QUERY, query);
      if (problem) return refuse(400, 'invalid_field', problem);
      const items = [...this.payouts.values()]
        .map((held) => this.view(held))
        .filter((p) => (query.external_ref === undefined || p.external_ref === query.external_ref) && within(p.created_at, query));
      return answer(200, this.page(items, query), reference.pageOf(reference.PAYOUT));
    }
    if (method === 'POST' && url.pathname === '/payments/v1/payin-keys') {
      const problem = requestFails(reference.PAYIN_KEY_REQUEST, body);
      if (problem) return refuse(400, 'invalid_field', problem);
      if ([...this.payinKeys.values()].some((k) => k.co_breb.key_value === body!.co_breb.key_value))
        return refuse(409, 'payin_key_duplicate', 'The key is already registered');
      const key = {
        id: randomUUID(),
        status: 'ACTIVE',
        type: 'CO_BREB',
        ...(body!.external_ref ? { external_ref: body!.external_ref } : {}),
        co_breb: body!.co_breb,
        created_at: new Date().toISOString(),
      };
      this.payinKeys.set(key.id, key);
      return answer(201, key, reference.PAYIN_KEY);
    }
    const keyPath = /^\/payments\/v1\/payin-keys\/([^/]+)$/.exec(url.pathname);
    if (method === 'DELETE' && keyPath) {
      if (!this.payinKeys.delete(decodeURIComponent(keyPath[1]!))) return refuse(404, 'not_found', 'payin key not found');
      res.writeHead(204).end();
      return;
    }
    if (method === 'POST' && url.pathname === '/payments/v1/payin-intents') {
      const problem = requestFails(reference.PAYIN_INTENT_REQUEST, body);
      if (problem) return refuse(400, 'invalid_field', problem);
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') {
        const earlier = this.intentIdempotency.get(key);
        if (earlier && earlier.body !== raw) return refuse(400, 'idempotency_key_already_used', 'Idempotency-Key reused with another body');
        if (earlier) return answer(202, this.intents.get(earlier.intentId), reference.PAYIN_INTENT);
      }
      const now = Date.now();
      const id = randomUUID();
      const intent = {
        id,
        status: 'PENDING',
        asset: 'COP',
        amount: body!.amount,
        type: 'CO_PSE',
        co_pse: { ...body!.co_pse, payment_link: `${this.baseUrl}/payments/pse/start?token=${id}` },
        ...(body!.external_ref ? { external_ref: body!.external_ref } : {}),
        expires_at: new Date(now + 3600_000).toISOString(),
        created_at: new Date(now).toISOString(),
      };
      this.intents.set(id, intent);
      if (typeof key === 'string') this.intentIdempotency.set(key, { intentId: id, body: raw });
      return answer(202, intent, reference.PAYIN_INTENT);
    }
    const intentPath = /^\/payments\/v1\/payin-intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && intentPath) {
      const intent = this.intents.get(decodeURIComponent(intentPath[1]!));
      return intent ? answer(200, intent, reference.PAYIN_INTENT) : refuse(404, 'not_found', 'payin intent not found');
    }
    const payinPath = /^\/payments\/v1\/payins\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && payinPath) {
      const payin = this.payins.get(decodeURIComponent(payinPath[1]!));
      return payin ? answer(200, payin, reference.PAYIN) : refuse(404, 'not_found', 'payin not found');
    }
    if (method === 'GET' && url.pathname === '/payments/v1/payins') {
      const problem = requestFails(reference.LIST_PAYINS_QUERY, query);
      if (problem) return refuse(400, 'invalid_field', problem);
      const items = [...this.payins.values()].filter((p) => (query.type === undefined || p.type === query.type) && within(p.created_at, query));
      return answer(200, this.page(items, query), reference.pageOf(reference.PAYIN));
    }
    this.violations.push(`${method} ${url.pathname}: not an operation of the reference`);
    return refuse(404, 'not_found', `${method} ${url.pathname} is not served`);
  }

  /**
   * Get Account Balance: COP is the opening amount plus every completed pay-in less every payout not failed (a payout
   * is taken off total when it is created: pending, it is in pending_withdrawal too, which total does not include).
   */
  private balance(res: ServerResponse): void {
    if (this.failNextBalance) {
      const { status, code, message } = this.failNextBalance;
      this.failNextBalance = undefined;
      const body = { success: false, error: { code, message } };
      this.check(reference.V3_ERROR, body, 'error answer to GET /api/v3/balance/');
      return this.send(res, status, body);
    }
    let total = new Decimal(this.openingCop);
    let pending = new Decimal(0);
    for (const payin of this.payins.values()) if (payin.status === 'COMPLETED') total = total.plus(payin.amount);
    for (const held of this.payouts.values()) {
      const payout = this.view(held);
      if (payout.status === 'FAILED') continue;
      total = total.minus(payout.amount);
      if (payout.status !== 'COMPLETED') pending = pending.plus(payout.amount);
    }
    const cop = {
      currency: 'cop',
      total: total.toFixed(2),
      locked: '0.00',
      available: total.toFixed(2),
      pending_deposit: '0.00',
      pending_withdrawal: pending.toFixed(2),
    };
    const zero = { total: '0.00000000', locked: '0.00000000', available: '0.00000000', pending_deposit: '0.00000000', pending_withdrawal: '0.00000000' };
    const body = { success: true, payload: { balances: [cop, { currency: 'btc', ...zero }, { currency: 'usd', ...zero }] } };
    const problem = this.check(reference.BALANCE, body, 'answer to GET /api/v3/balance/');
    if (problem) return this.send(res, 500, { success: false, error: { code: '0101', message: problem } });
    this.send(res, 200, body);
  }

  private page(items: Json[], query: Record<string, string>): Json {
    const size = Number(query.page_size ?? '50');
    const start = query.page_token ? Number(query.page_token) : 0;
    const slice = items.slice(start, start + size);
    return { items: slice, next_page_token: start + size < items.length ? String(start + size) : null };
  }

  /** Why the Authorization header is not Bitso's HMAC of this request by our key, or undefined when it is. */
  private authenticate(req: IncomingMessage, method: string, requestPath: string, raw: string): string | undefined {
    const match = /^Bitso ([^:]+):(\d+):([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!match) return 'no Authorization: Bitso <key>:<nonce>:<signature> header';
    const [, key, nonce, signature] = match;
    if (key !== this.options.apiKey) return 'an unknown API key';
    const expected = createHmac('sha256', this.options.apiSecret).update(`${nonce}${method}${requestPath}${raw}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) return 'a signature that is not the HMAC of nonce + method + path + body';
    const value = BigInt(nonce!);
    if (value <= this.lastNonce) return `a nonce (${nonce}) not above the last one (${this.lastNonce})`;
    this.lastNonce = value;
    return undefined;
  }

  /**
   * The next signed request (to `call`, such as "POST /payments/v1/payouts", when given) is answered `status` with Bitso's
   * error body `{error: {code, message}}` (and a Retry-After header when given), and nothing is done.
   */
  failNext(status: number, code: string, options: { message?: string; retryAfter?: string; call?: string } = {}): void {
    this.faults.push({ status, code, message: options.message ?? `Simulated ${code}`, ...options });
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }
}

function within(createdAt: string, query: Record<string, string>): boolean {
  const at = Date.parse(createdAt);
  return (
    (query.created_at_gte === undefined || at >= Date.parse(query.created_at_gte)) &&
    (query.created_at_lte === undefined || at <= Date.parse(query.created_at_lte))
  );
}
