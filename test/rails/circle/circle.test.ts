// Ponte's Circle adapter (src/rails/circle) against the fake Circle beside it, which validates every request and every
// answer against Circle's published OpenAPI document (../shared/specs/circle-apis-2.16.0.openapi.json, read there).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, afterEach, before, describe, it } from 'node:test';
import { Decimal } from '../../../src/money.ts';
import { CircleClient, CircleRefusedError } from '../../../src/rails/circle/client.ts';
import { FakeCircle } from '../../../src/rails/circle/fake/circle.ts';
import { CirclePayoutRail } from '../../../src/rails/circle/rail.ts';
import { failureOutcomeOf, PAYOUT_ERROR_CODES, PAYOUT_ERROR_REASONS, payoutStatusOf, wireBankKeyFor } from '../../../src/rails/circle/transformers.ts';
import { RailUnavailableError } from '../../../src/rails/capabilities/errors.ts';
import type { UsdPayout } from '../../../src/rails/capabilities/usd-bank.ts';
import { freePort } from '../../helpers/process.ts';
import { publishedSpec } from '../../../src/rails/fakes/published-specs.ts';

const SPEC = publishedSpec('circle-apis-2.16.0.openapi.json', "Circle's OpenAPI document 2.16.0");
const API_KEY = 'SAND_API_KEY:0123456789abcdef:fedcba9876543210';

function payout(overrides: Partial<UsdPayout> = {}): UsdPayout {
  return {
    reference: randomUUID(),
    paymentType: 'WIRE',
    amount: new Decimal('250.00'),
    recipient: {
      name: 'Ana Souza',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      address: { street1: '100 Main Street', city: 'Miami', state: 'FL', postalCode: '33101', country: 'US' },
    },
    bank: { name: 'JPMorgan Chase Bank, N.A.', address: { street1: '383 Madison Avenue', city: 'New York', state: 'NY', postalCode: '10179', country: 'US' } },
    contactId: randomUUID(),
    description: 'Invoice 42',
    ...overrides,
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the Circle payout rail', { skip: SPEC.skip }, () => {
  let fake: FakeCircle;
  let rail: CirclePayoutRail;

  before(async () => {
    fake = await FakeCircle.start({ specFile: SPEC.file, apiKey: API_KEY, balance: '10000.00' });
    rail = new CirclePayoutRail({ baseUrl: fake.baseUrl, apiKey: API_KEY, checkAfterMs: 0, pollIntervalMs: 10 });
  });
  afterEach(() => {
    assert.deepEqual(fake.takeViolations(), [], 'every request and answer keeps to the document');
    fake.nextEnding = { status: 'complete', afterMs: 50 };
  });
  after(async () => fake?.close());

  it('registers the contact as a wire bank account, pays under our reference as the idempotencyKey, and a repeated send pays once', async () => {
    const sent = payout();
    const first = await rail.send(sent);
    assert.ok(!('refused' in first));
    const again = await rail.send(sent);
    assert.ok(!('refused' in again));
    assert.equal(again.railReference, first.railReference);
    assert.equal(fake.banks.size, 1, 'one wire bank account for one contact, however often it is registered');
    assert.equal(fake.banks.has(wireBankKeyFor(sent)), true);
    const held = fake.payouts.get(first.railReference)!;
    assert.equal(held.idempotencyKey, sent.reference);
    assert.deepEqual(held.body.amount, { amount: '250.00', currency: 'USD' });
    assert.equal([...fake.payouts.values()].filter((p) => p.idempotencyKey === sent.reference).length, 1);
    const bank = fake.banks.get(wireBankKeyFor(sent))!;
    assert.deepEqual(bank.billingDetails, { name: 'Ana Souza', city: 'Miami', country: 'US', line1: '100 Main Street', district: 'FL', postalCode: '33101' });
    assert.equal(bank.bankAddress.bankName, 'JPMorgan Chase Bank, N.A.');
  });

  it('reads the payout back: PENDING until Circle completes it, then SETTLED', async () => {
    // Long enough that a loaded machine still reads it before it completes.
    fake.nextEnding = { status: 'complete', afterMs: 3000 };
    const sent = await rail.send(payout());
    assert.ok(!('refused' in sent));
    assert.equal((await rail.status(sent.railReference)).status, 'PENDING');
    assert.deepEqual(
      await until(
        () => rail.status(sent.railReference),
        (s) => s.status !== 'PENDING',
        15_000,
      ),
      { status: 'SETTLED' },
    );
  });

  it("a failed payout is REJECTED with Circle's errorCode in words, and a returned one too", async () => {
    fake.nextEnding = { status: 'failed', errorCode: 'invalid_bank_account_number', afterMs: 0 };
    const failed = await rail.send(payout());
    assert.ok(!('refused' in failed));
    const status = await rail.status(failed.railReference);
    assert.equal(status.status, 'REJECTED');
    assert.match((status as { reason: string }).reason, /refused the account number.*\[invalid_bank_account_number\]/);

    fake.nextEnding = { status: 'complete', afterMs: 0 };
    const done = await rail.send(payout());
    assert.ok(!('refused' in done));
    assert.equal((await rail.status(done.railReference)).status, 'SETTLED');
    fake.returnPayout(done.railReference);
    const returned = await rail.status(done.railReference);
    assert.equal(returned.status, 'REJECTED');
    assert.match((returned as { reason: string }).reason, /returned the wire/);
  });

  it("Circle's 400 is a refusal for good, of the bank account or of the payout: nothing is paid", async () => {
    fake.failNext(400, { operation: 'createBusinessWireAccount', body: { code: 2, message: 'Invalid routing number for wires.' } });
    assert.deepEqual(await rail.send(payout()), {
      refused: "Circle refused the recipient's bank account (code 2: Invalid routing number for wires.). Nothing was sent.",
      code: 'invalid_account',
    });

    const start = fake.payouts.size;
    fake.failNext(400, { operation: 'createBusinessPayout', body: { code: 5002, message: 'Insufficient funds.' } });
    assert.deepEqual(await rail.send(payout()), { refused: 'Circle refused the payout (code 5002: Insufficient funds.).', code: 'insufficient_funds' });
    assert.equal(fake.payouts.size, start);
  });

  it('sorts each failure of the send into the protocol outcome it means', async () => {
    const sent = payout();
    await rail.send(payout({ contactId: sent.contactId })); // registers the contact's bank account
    const start = fake.payouts.size;

    const through = async (status: number, operation: string) => {
      fake.failNext(status, { operation });
      return rail.send(sent);
    };
    for (const operation of ['createBusinessWireAccount', 'createBusinessPayout']) {
      // 401 NotAuthorized and 429 LimitExceeded: not taken, the job tries again.
      await assert.rejects(through(401, operation), RailUnavailableError);
      await assert.rejects(through(429, operation), RailUnavailableError);
      // 500: unknown (not RailUnavailableError): the protocol keeps the payout as maybe sent.
      await assert.rejects(through(500, operation), (error: unknown) => !(error instanceof RailUnavailableError));
    }
    assert.equal(fake.payouts.size, start, 'nothing was paid by any of them');
    // A 500 after Circle took the payout: unknown, and the next send under the same key answers the payout it made.
    fake.failNext(500, { afterTaking: true, operation: 'createBusinessPayout' });
    await assert.rejects(
      (async () => {
        const client = new CircleClient({ baseUrl: fake.baseUrl, apiKey: API_KEY });
        await client.createPayout({
          idempotencyKey: sent.reference,
          destination: { type: 'wire', id: fake.banks.get(wireBankKeyFor(sent))!.id },
          amount: { amount: '250.00', currency: 'USD' },
        });
      })(),
      (error: unknown) => !(error instanceof RailUnavailableError) && !(error instanceof CircleRefusedError),
    );
    const after = await rail.send(sent);
    assert.ok(!('refused' in after));
    assert.equal(fake.payouts.size, start + 1, 'the send repeated under its idempotencyKey made no second payout');
  });

  it('a bank account Circle is still linking is not taken; once linked, the payout goes', async () => {
    fake.pendingBankReads = 1;
    const sent = payout();
    await assert.rejects(rail.send(sent), (error: unknown) => error instanceof RailUnavailableError && /still linking/.test(error.message));
    assert.equal([...fake.payouts.values()].filter((p) => p.idempotencyKey === sent.reference).length, 0);
    const made = await rail.send(sent);
    assert.ok(!('refused' in made));
  });

  it('an unreachable Circle is RailUnavailableError; a wrong API key too (401), and the key is in no message', async () => {
    const nowhere = new CirclePayoutRail({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: API_KEY });
    await assert.rejects(nowhere.send(payout()), RailUnavailableError);
    const wrong = new CirclePayoutRail({ baseUrl: fake.baseUrl, apiKey: 'WRONG_KEY:secret-never-logged' });
    await assert.rejects(
      wrong.send(payout()),
      (error: unknown) => error instanceof RailUnavailableError && !String(error.message).includes('secret-never-logged'),
    );
  });

  it('find cannot promise Circle holds none (no read by idempotencyKey): it throws, for an operator', async () => {
    await assert.rejects(rail.find(payout()), /operator/);
  });

  it("reads the business account's balance", async () => {
    const balances = await rail.balances();
    assert.equal(balances.available[0]?.currency, 'USD');
    assert.ok(new Decimal(balances.available[0]!.amount).eq(fake.balance));
  });

  it('refuses an ACH payment before calling Circle (its business payouts go by wire)', async () => {
    const calls = fake.log.length;
    const answer = await rail.send(payout({ paymentType: 'ACH' }));
    assert.ok('refused' in answer && /by wire only/.test(answer.refused));
    assert.equal(fake.log.length, calls);
  });

  it('the fake fails a request with a wrong field (amount as a number, an unknown destination type)', async () => {
    const response = await fetch(`${fake.baseUrl}/v1/businessAccount/payouts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: randomUUID(), destination: { type: 'swift', id: randomUUID() }, amount: { amount: 12.5, currency: 'USD' } }),
    });
    assert.equal(response.status, 400);
    const violations = fake.takeViolations();
    assert.ok(
      violations.some((v) => /destination\/type/.test(v)),
      violations.join('\n'),
    );
    assert.ok(
      violations.some((v) => /amount\/amount/.test(v)),
      violations.join('\n'),
    );
  });
});

describe("Circle's error mapping", { skip: SPEC.skip }, () => {
  const refused = (status: number, code = 2, message = 'Bad request.') => new CircleRefusedError(status, { code, message }, 'POST /v1/businessAccount/payouts');
  const table: Array<[string, unknown, 'not-taken' | 'refused' | 'unknown']> = [
    ["400 BadRequest with Circle's body", refused(400), 'refused'],
    ['401 NotAuthorized', refused(401, 401, 'Malformed authorization.'), 'not-taken'],
    ["403 with Circle's body", refused(403, 3, 'Forbidden.'), 'not-taken'],
    ['429 LimitExceeded', refused(429, 429, 'Too many requests.'), 'not-taken'],
    ['404 NotFound on a create', refused(404, 404, 'Not found.'), 'unknown'],
    ['a connection refused', new RailUnavailableError('ECONNREFUSED'), 'not-taken'],
    ["a timeout, a 5xx, or a body not Circle's", new Error('Circle did not answer in time: the outcome is unknown'), 'unknown'],
  ];
  for (const [what, error, kind] of table) {
    it(`${what}: ${kind}`, () => assert.equal(failureOutcomeOf(error).kind, kind));
  }

  it('every PayoutErrorCode the document lists has its words, and a failed payout is REJECTED with them', () => {
    const doc = JSON.parse(readFileSync(SPEC.file, 'utf8'));
    const codes: string[] = doc.components.schemas.PayoutErrorCode.enum;
    assert.ok(codes.length >= 10);
    assert.deepEqual(Object.keys(PAYOUT_ERROR_REASONS).sort(), [...codes].sort());
    for (const code of codes) {
      const status = payoutStatusOf({ id: randomUUID(), status: 'failed', errorCode: code }, new Date());
      assert.deepEqual(status, { status: 'REJECTED', reason: `${PAYOUT_ERROR_REASONS[code]} [${code}]`, code: PAYOUT_ERROR_CODES[code] });
    }
    const statuses: string[] = doc.components.schemas.PayoutStatus.enum;
    assert.deepEqual(statuses, ['pending', 'complete', 'failed']);
    assert.equal(payoutStatusOf({ status: 'pending' }, new Date(0)).status, 'PENDING');
    assert.equal(payoutStatusOf({ status: 'complete' }, new Date(0)).status, 'SETTLED');
    assert.equal(payoutStatusOf({ status: 'complete', return: { reason: 'payout_returned' } }, new Date(0)).status, 'REJECTED');
  });
});
