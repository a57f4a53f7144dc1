// USD payments out for real, end to end in production mode: the service runs as production does, with its worker, and
// pays through Circle's business account, here the fake Circle beside the adapter (src/rails/circle/fake/circle.ts), which
// validates every request and answer against Circle's published OpenAPI document (../shared/specs). A payment holds
// the beneficiary's USDC, registers the contact's bank as a wire bank account, pays the payout, and reads it back; a
// failed payout, and one the bank returns after it completed (told by Circle's notification), give the funds back.
// Test pass: PostgreSQL only (production: Circle as a deployment runs it)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { beneficiaryWallet, post } from '../../src/modules/ledger/service.ts';
import { Decimal } from '../../src/money.ts';
import { FakeCircle } from '../../src/rails/circle/fake/circle.ts';
import { createWorker } from '../../src/worker.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { person, receivedFor, VALID_CPFS } from '../helpers/beneficiaries.ts';
import { startMarket } from '../helpers/market.ts';
import { contactBody } from '../helpers/payments.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';
import { assertTrialBalanceZero, balanceOf } from '../helpers/transfers.ts';
import type { FakeSources } from '../../src/rails/rate-sources/fake/sources.ts';

const SPEC = publishedSpec('circle-apis-2.16.0.openapi.json', "Circle's OpenAPI document 2.16.0");
const API_KEY = 'LIVE_API_KEY:0123456789abcdef:never-logged-secret';
const silentLogger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const NOTIFICATION_SECRET = 'circle-notifications-0123456789abcdef';

describe('USD payments out in production, through Circle', { skip: SPEC.skip }, () => {
  let circle: FakeCircle;
  let market: FakeSources;
  let receiver: Receiver;
  let t: TestApp;
  let integrator: TestIntegrator;
  let worker: ReturnType<typeof createWorker>;
  const start = new Date(Date.now() - 1000);

  before(async () => {
    circle = await FakeCircle.start({ specFile: SPEC.file, apiKey: API_KEY, balance: '50000.00' });
    const rates = await startMarket({ ptax: '5.30', trm: '3900', mercadoBitcoin: '5.30', buda: { bid: '3899', ask: '3901' } });
    market = rates.sources;
    receiver = await startReceiver();
    t = await startApp({
      env: {
        PONTE_ENV: 'production',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
        SECRETS_KEY: 'cd'.repeat(32),
        JOB_RETRY_BASE_MS: '50',
        ...rates.env,
        CIRCLE_API_KEY: API_KEY,
        CIRCLE_BASE_URL: circle.baseUrl,
        CIRCLE_NOTIFICATION_SECRET: NOTIFICATION_SECRET,
        CIRCLE_POLL_INTERVAL_S: '1',
      },
    });
    // Production sends callbacks only to public https addresses, which this machine has none of: the worker's webhook
    // sender alone follows the sandbox's loopback policy, to reach the receiver on 127.0.0.1. Every service and rail it
    // runs is the production process's own.
    worker = createWorker({ ...t.context, config: { ...t.config, env: 'sandbox', allowLoopbackCallbacks: true } }, silentLogger);
    await worker.start();
    integrator = await t.createIntegrator();
    // Production takes only an https callback URL through the API; the receiver here is plain HTTP on the loopback.
    await t.db.query('UPDATE integrators SET callback_url = $2 WHERE id = $1', [integrator.id, receiver.url]);
    receiver.secrets.push(integrator.webhookSecret);
  });
  afterEach(() => assert.deepEqual(circle.takeViolations(), [], "every request and answer keeps to Circle's document"));
  after(async () => {
    await worker?.stop();
    await t?.close();
    await receiver?.close();
    await circle?.close();
    await market?.stop();
  });

  /** A verified individual with `usdc` on its wallet (production verifies people through its partner; written as it would end). */
  async function fundedBeneficiary(usdc: string): Promise<string> {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       VALUES ($1, $2, $3, 'INDIVIDUAL', 'BR', 'CREATED', true, $4)`,
      [id, integrator.id, `ref-${id}`, person({ idNumber: VALID_CPFS[0] })],
    );
    // USDC the beneficiary holds, as an on-ramp would have credited it (balanced against the service's USDC position).
    await t.db.transaction((tx) =>
      post(tx, {
        description: 'Test funding',
        reference: `test:${id}`,
        postings: [
          { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'DEBIT', amount: new Decimal(usdc) },
          { account: beneficiaryWallet(id), direction: 'CREDIT', amount: new Decimal(usdc) },
        ],
      }),
    );
    return id;
  }

  async function payment(beneficiaryId: string, value: string, accountNumber = '000123456789') {
    const contact = await t.request('POST', '/v1/payment-contacts', {
      token: integrator.token,
      body: contactBody(beneficiaryId, { userInfo: { accountNumber } }),
    });
    assert.equal(contact.status, 201, contact.text);
    const simulation = await t.request('POST', '/v1/payments/simulations', {
      token: integrator.token,
      body: { beneficiaryId, amount: { currencyCode: 'USDC', value } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    const created = await t.request('POST', '/v1/payments', {
      token: integrator.token,
      body: { simulationId: simulation.body.simulationId, paymentContactId: contact.body.id, description: 'Invoice 42' },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.status, 'PENDING');
    return created.body as { id: string; totalAmount: { value: string }; fees: { value: string } };
  }

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  const paymentOf = async (id: string) =>
    (await t.request('GET', `/v1/payments/${id}`, { token: integrator.token })).body as { status: string; failureReason: string | null };
  /** The beneficiary's USDC [total, available]. */
  const balance = async (beneficiaryId: string) => {
    const body = await balanceOf(t, integrator, beneficiaryId);
    return [body.total, body.available];
  };
  const heldPayoutOf = (paymentId: string) => [...circle.payouts.values()].find((held) => held.idempotencyKey === paymentId);

  it('pays a payment out: the contact registered as a wire bank, the payout made under the payment id, read back, COMPLETED', async () => {
    const beneficiaryId = await fundedBeneficiary('500.00');
    const made = await payment(beneficiaryId, '200.00');
    const final = await until(
      'the payment',
      () => paymentOf(made.id),
      (p) => p.status !== 'PENDING',
    );
    assert.equal(final.status, 'COMPLETED', JSON.stringify(final));

    const held = heldPayoutOf(made.id);
    assert.ok(held, 'Circle holds a payout under the payment id as its idempotencyKey');
    assert.deepEqual(held.body.amount, { amount: new Decimal(made.totalAmount.value).toFixed(2), currency: 'USD' });
    const bank = [...circle.banks.values()].find((candidate) => candidate.id === held.body.destination.id);
    assert.equal(bank?.billingDetails.name, 'Ana Souza');
    const [row] = await t.db.query<{ payout_reference: string }>('SELECT payout_reference FROM payments WHERE id = $1', [made.id]);
    assert.equal(row!.payout_reference, held.body.id);

    await receiver.waitFor(() => receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT').length === 1);
    const [event] = receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT');
    assert.equal(event.success, true);
    assert.equal(event.data.status, 'COMPLETED');
    assert.deepEqual(await balance(beneficiaryId), ['300.00', '300.00']);
    await assertTrialBalanceZero(t);
  });

  it('a payout Circle fails is FAILED with its reason, and the held USDC is available again', async () => {
    const beneficiaryId = await fundedBeneficiary('500.00');
    circle.nextEnding = { status: 'failed', errorCode: 'invalid_bank_account_number', afterMs: 0 };
    try {
      const made = await payment(beneficiaryId, '200.00', '000999888777');
      const final = await until(
        'the payment',
        () => paymentOf(made.id),
        (p) => p.status !== 'PENDING',
      );
      assert.equal(final.status, 'FAILED');
      assert.match(final.failureReason ?? '', /refused the account number.* \(rail error: invalid_account\)$/);
      assert.ok(heldPayoutOf(made.id));
    } finally {
      circle.nextEnding = { status: 'complete', afterMs: 50 };
    }
    await receiver.waitFor(() => receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT').length === 1);
    const [event] = receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT');
    assert.equal(event.success, false);
    assert.deepEqual(await balance(beneficiaryId), ['500.00', '500.00']);
    await assertTrialBalanceZero(t);
  });

  it("Circle's 429 is retried, no sooner than its Retry-After; its 400 for funds is a refusal for good, not retried (rail error taxonomy)", async () => {
    const beneficiaryId = await fundedBeneficiary('500.00');
    const creates = () => circle.log.filter((line) => line.startsWith('createBusinessPayout ')).length;
    // Retryable: rate_limited, not taken, with Retry-After: 2 (the job's own back-off here is 50 ms x 2^n).
    const before = creates();
    circle.failNext(429, { operation: 'createBusinessPayout', body: { code: 429, message: 'Too many requests.' }, retryAfter: '2' });
    const made = await payment(beneficiaryId, '100.00');
    await until(
      'the 429',
      async () => circle.log.includes('createBusinessPayout 429'),
      (seen) => seen,
    );
    const limitedAt = Date.now();
    await until(
      'the create sent again',
      async () => creates() - before,
      (count) => count === 2,
    );
    const waited = Date.now() - limitedAt;
    assert.ok(waited >= 1900, `sent again ${waited} ms after the 429, not before its Retry-After of 2 s`);
    const final = await until(
      'the payment',
      () => paymentOf(made.id),
      (p) => p.status !== 'PENDING',
    );
    assert.equal(final.status, 'COMPLETED', JSON.stringify(final));
    assert.equal(creates() - before, 2, 'the refused create, then the one that paid');

    // Permanent: Circle's 400 for insufficient funds fails the payment at once, one create and no retry.
    const second = creates();
    circle.failNext(400, { operation: 'createBusinessPayout', body: { code: 5002, message: 'Insufficient funds.' } });
    const refused = await payment(beneficiaryId, '50.00');
    const failed = await until(
      'the refused payment',
      () => paymentOf(refused.id),
      (p) => p.status !== 'PENDING',
    );
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.failureReason ?? '', /Insufficient funds.* \(rail error: insufficient_funds\)$/);
    await sleep(300);
    assert.equal(creates() - second, 1, 'not sent again');
    assert.deepEqual(await balance(beneficiaryId), ['400.00', '400.00']);
    const metrics = await t.context.metrics.registry.metrics();
    assert.match(metrics, /^ponte_rail_errors_total\{rail="[a-zA-Z]+",code="rate_limited"\} [1-9]/m);
    assert.match(metrics, /^ponte_rail_errors_total\{rail="[a-zA-Z]+",code="insufficient_funds"\} [1-9]/m);
    await assertTrialBalanceZero(t);
  });

  it("a payout the bank returns after it completed: Circle's notification is read back, the payment FAILS and its funds come back", async () => {
    const beneficiaryId = await fundedBeneficiary('500.00');
    const made = await payment(beneficiaryId, '120.00');
    assert.equal(
      (
        await until(
          'the payment',
          () => paymentOf(made.id),
          (p) => p.status !== 'PENDING',
        )
      ).status,
      'COMPLETED',
    );
    assert.deepEqual(await balance(beneficiaryId), ['380.00', '380.00']);
    const payoutId = heldPayoutOf(made.id)!.body.id as string;

    circle.returnPayout(payoutId);
    const endpoint = `${t.url}/webhooks/circle/${NOTIFICATION_SECRET}`;
    assert.equal(await circle.notify(endpoint, payoutId), 200);
    const final = await until(
      'the returned payment',
      () => paymentOf(made.id),
      (p) => p.status !== 'COMPLETED',
    );
    assert.equal(final.status, 'FAILED');
    assert.match(final.failureReason ?? '', /returned the wire/);
    await receiver.waitFor(() => receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT').length === 2);
    const events = receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT');
    assert.deepEqual(
      events.map((event) => event.success),
      [true, false],
    );
    assert.deepEqual(await balance(beneficiaryId), ['500.00', '500.00']);
    // Told again, nothing moves twice.
    assert.equal(await circle.notify(endpoint, payoutId), 200);
    await sleep(300);
    const [{ n }] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1`, [`payment:${made.id}`])) as [
      { n: number },
    ];
    assert.equal(n, 2, 'one capture, one return');
    await assertTrialBalanceZero(t);
  });

  it("reconciles the USD payouts line by line with Circle's list: everything matched, then a missing, an extra and a 0.01 line each a break", async () => {
    const runOver = async () => {
      const run = await t.request('POST', '/v1/admin/reconciliation/runs', {
        token: ADMIN_TOKEN,
        body: { from: start.toISOString(), to: new Date().toISOString() },
      });
      assert.equal(run.status, 201, run.text);
      return run.body as { accounts: any[]; items: any[] };
    };
    const usd = (run: { accounts: any[] }) => run.accounts.find((account) => account.railAccount === 'usd-bank');
    const clean = usd(await runOver());
    // The completed payment out; the returned one out and back in (the failed one never left).
    assert.deepEqual([clean.reconciled, clean.reason, clean.missingInBooks, clean.missingAtRail, clean.amountDiffers], [true, null, 0, 0, 0]);
    assert.ok(clean.matched >= 3, JSON.stringify(clean));

    const beneficiaryId = await fundedBeneficiary('500.00');
    const off = await payment(beneficiaryId, '10.00');
    const gone = await payment(beneficiaryId, '20.00');
    for (const made of [off, gone])
      assert.equal(
        (
          await until(
            'the payment',
            () => paymentOf(made.id),
            (p) => p.status !== 'PENDING',
          )
        ).status,
        'COMPLETED',
      );
    // Circle shows one payout 0.01 more than it was, none for the other, and one the books never heard of.
    const shown = heldPayoutOf(off.id)!;
    shown.body.amount = { ...shown.body.amount, amount: new Decimal(shown.body.amount.amount).plus('0.01').toFixed(2) };
    const missing = heldPayoutOf(gone.id)!;
    circle.payouts.delete(missing.body.id);
    const extra = { ...shown, idempotencyKey: randomUUID(), body: { ...shown.body, id: randomUUID(), amount: { amount: '7.77', currency: 'USD' } } };
    circle.payouts.set(extra.body.id, extra);

    const broken = await runOver();
    assert.deepEqual(
      broken.items
        .map((item) => [item.railAccount, item.reference, item.direction, item.outcome, item.books?.amount ?? null, item.rail?.amount ?? null])
        .sort((a, b) => String(a[3]).localeCompare(String(b[3]))),
      [
        ['usd-bank', `payment:${off.id}`, 'OUT', 'AMOUNT_DIFFERS', off.totalAmount.value, shown.body.amount.amount],
        ['usd-bank', `payment:${gone.id}`, 'OUT', 'MISSING_AT_RAIL', gone.totalAmount.value, null],
        ['usd-bank', `usd-payout:${extra.body.id}`, 'OUT', 'MISSING_IN_BOOKS', null, '7.77'],
      ],
    );
    circle.payouts.delete(extra.body.id);
    circle.payouts.set(missing.body.id, missing);
  });

  it("the notification route: a wrong secret is no route, a body that is not SNS's is 400, an unknown payout is ignored", async () => {
    const body = JSON.stringify({
      Type: 'Notification',
      TopicArn: 'arn:aws:sns:us-west-2:1:t',
      Message: JSON.stringify({ notificationType: 'payouts', payout: { id: randomUUID() } }),
    });
    const wrong = await t.request('POST', `/webhooks/circle/${'x'.repeat(40)}`, { raw: body, headers: { 'content-type': 'text/plain; charset=UTF-8' } });
    assert.equal(wrong.status, 404);
    // A wrong secret's body is not read: one over the route's limit is no route, not a 413 saying it is there.
    const wrongAndLarge = await t.request('POST', `/webhooks/circle/${'x'.repeat(40)}`, {
      raw: 'x'.repeat(300 * 1024),
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(wrongAndLarge.status, 404, wrongAndLarge.text);
    const bad = await t.request('POST', `/webhooks/circle/${NOTIFICATION_SECRET}`, { raw: '{"not":"sns"}', headers: { 'content-type': 'text/plain' } });
    assert.equal(bad.status, 400);
    const unknown = await t.request('POST', `/webhooks/circle/${NOTIFICATION_SECRET}`, { raw: body, headers: { 'content-type': 'text/plain' } });
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, { accepted: false });
    // A subscription confirmation whose SubscribeURL is not an SNS host is not fetched.
    const forged = JSON.stringify({ Type: 'SubscriptionConfirmation', TopicArn: 'arn:aws:sns:us-west-2:1:t', SubscribeURL: `${circle.baseUrl}/confirm` });
    const confirmation = await t.request('POST', `/webhooks/circle/${NOTIFICATION_SECRET}`, { raw: forged, headers: { 'content-type': 'text/plain' } });
    assert.deepEqual(confirmation.body, { confirmed: false });
  });

  it('the API key is in no log line and no stored row', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE last_error LIKE '%never-logged-secret%'`)) as [{ n: number }];
    assert.equal(n, 0);
  });
});
