// Test pass: embedded only (database-independent: the adapter against the local fake Bitso)
// Ponte's Bitso adapter (src/rails/bitso) against the fake Bitso beside it, which checks every request's HMAC signature
// and shape, and every answer's, against Bitso's reference pages (src/rails/bitso/fake/reference.ts names them).
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, it } from 'node:test';
import { Decimal } from '../../../src/money.ts';
import { bitsoAuthorization } from '../../../src/rails/bitso/client.ts';
import { BitsoRail } from '../../../src/rails/bitso/rail.ts';
import { RailUnavailableError } from '../../../src/rails/capabilities/errors.ts';
import type { LocalPayout } from '../../../src/rails/capabilities/payouts.ts';
import { FakeBitso } from '../../../src/rails/bitso/fake/bitso.ts';
import { freePort } from '../../helpers/process.ts';

const KEY = 'bitso-key-0123';
const SECRET = 'bitso-secret-never-logged';
const DOCUMENT = '1020304050';

function payout(target: LocalPayout['target'], overrides: Partial<LocalPayout> = {}): LocalPayout {
  return {
    reference: randomUUID(),
    currency: 'COP',
    amount: new Decimal('195000.00'),
    target,
    holderDocument: DOCUMENT,
    holder: { name: 'Ana Gomez', kind: 'PERSON' },
    ...overrides,
  };
}

const ACCOUNT = { bankCode: '1007', accountType: 'SAVINGS' as const, accountNumber: '12345678901' };

describe('the Bitso Colombian rail', () => {
  let fake: FakeBitso;
  let rail: BitsoRail;

  before(async () => {
    fake = await FakeBitso.start({ apiKey: KEY, apiSecret: SECRET });
    rail = new BitsoRail({ baseUrl: fake.baseUrl, apiKey: KEY, apiSecret: SECRET, checkAfterMs: 0, pollIntervalMs: 10 });
    fake.keyHolders.set('3001234567', { document_type: 'CC', document_id: DOCUMENT, display_name: 'ANA*** GOM***', bank_name: 'Bancolombia' });
    fake.keyHolders.set('@otherperson', { document_type: 'CC', document_id: '99887766', display_name: 'JUA*** PER***', bank_name: 'Nequi' });
  });
  afterEach(() => {
    assert.deepEqual(fake.takeViolations(), [], 'every request and answer keeps to the reference');
    fake.nextEnding = { status: 'COMPLETED', afterMs: 30 };
  });
  after(async () => fake?.close());

  it("signs as Bitso's reference does: hex HMAC-SHA256 of nonce + method + path + body", () => {
    // The reference's recipe, computed here on its own: HMAC-SHA256 keyed by the secret, hex, over the concatenation.
    const expected = createHmac('sha256', 's').update('1700000000000POST/payments/v1/payouts{"a":1}').digest('hex');
    assert.equal(bitsoAuthorization('k', 's', '1700000000000', 'POST', '/payments/v1/payouts', '{"a":1}'), `Bitso k:1700000000000:${expected}`);
    const header = bitsoAuthorization('k', 's', '1', 'GET', '/x', '');
    assert.match(header, /^Bitso k:1:[0-9a-f]{64}$/);
    assert.notEqual(header, bitsoAuthorization('k', 's', '1', 'GET', '/y', ''), 'the path is signed');
  });

  it('pays a Bre-B key after previewing it, the preview id committing the payout, and a repeated send pays once', async () => {
    const sent = payout({ brebKey: '3001234567' });
    const first = await rail.send(sent);
    assert.ok(!('refused' in first));
    const again = await rail.send(sent);
    assert.ok(!('refused' in again));
    assert.equal(again.railReference, first.railReference);
    assert.equal([...fake.payouts.values()].filter((held) => held.body.external_ref === sent.reference).length, 1, 'one payout for one reference');
    const held = fake.payouts.get(first.railReference)!;
    assert.equal(held.body.type, 'CO_BREB');
    assert.equal(held.body.amount, '195000.00');
    assert.equal([...fake.previews.values()].find((preview) => preview.used === first.railReference)?.key, '3001234567');
    assert.deepEqual(
      await until(
        () => rail.status(first.railReference),
        (status) => status.status !== 'PENDING',
      ),
      { status: 'SETTLED' },
    );
    assert.equal((await rail.find(sent))?.railReference, first.railReference, 'found by our reference');
  });

  it("refuses a Bre-B key held by another document, before any payout, with the preview's word", async () => {
    const sent = payout({ brebKey: '@otherperson' });
    const refused = await rail.send(sent);
    assert.ok('refused' in refused);
    assert.match(refused.refused, /not held by the beneficiary's own document/);
    assert.equal(await rail.find(sent), undefined, 'nothing was paid');
    assert.deepEqual(await rail.lookup('@otherperson'), { found: true, holderDocument: '99887766' });
    assert.deepEqual(await rail.lookup('@nobodyhere'), {
      found: false,
      reason: 'Bitso could not resolve the Bre-B key (key_not_found: The Bre-B key is not registered).',
    });
  });

  it('pays a bank account by third-party ACH, naming the holder and their document, under our reference as the Idempotency-Key', async () => {
    const sent = payout({ bankAccount: ACCOUNT });
    const first = await rail.send(sent);
    assert.ok(!('refused' in first));
    const held = fake.payouts.get(first.railReference)!;
    assert.deepEqual(held.body.co_ach, {
      beneficiary_type: 'THIRD_PARTY',
      third_party: { bank_code: '1007', account_type: 'SAVINGS', account_number: '12345678901', document_type: 'CC', document_id: DOCUMENT, name: 'Ana Gomez' },
    });
    assert.deepEqual(
      await until(
        () => rail.status(first.railReference),
        (status) => status.status !== 'PENDING',
      ),
      { status: 'SETTLED' },
    );
  });

  it("reads a returned ACH payout as REJECTED with Bitso's reason", async () => {
    fake.nextEnding = { status: 'FAILED', failureReason: 'DESTINATION_ACCOUNT_UNAVAILABLE', refund: true, afterMs: 20 };
    const first = await rail.send(payout({ bankAccount: ACCOUNT }));
    assert.ok(!('refused' in first));
    const ended = await until(
      () => rail.status(first.railReference),
      (status) => status.status !== 'PENDING',
    );
    assert.deepEqual(ended, { status: 'REJECTED', reason: 'Bitso reports the ACH payout failed: DESTINATION_ACCOUNT_UNAVAILABLE.', code: 'invalid_account' });
  });

  it('refuses what it cannot pay without calling Bitso, and an unreachable Bitso is "not taken"', async () => {
    const calls = fake.calls.length;
    assert.deepEqual(await rail.send(payout({ pixKey: 'ana@example.com' })), {
      refused: 'Bitso pays a Bre-B key or a Colombian bank account, not a PIX key; nothing was sent.',
      code: 'invalid_request',
    });
    assert.deepEqual(await rail.send(payout({ bankAccount: ACCOUNT }, { currency: 'BRL' })), {
      refused: "Bitso's Colombia Payments pay out COP only; a BRL payout needs another rail; nothing was sent.",
      code: 'invalid_request',
    });
    assert.equal(fake.calls.length, calls);
    const closed = new BitsoRail({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: KEY, apiSecret: SECRET });
    await assert.rejects(closed.send(payout({ bankAccount: ACCOUNT })), RailUnavailableError);
  });

  it('a wrong secret is refused by the fake as Bitso refuses it (401), which the protocol reads as not taken', async () => {
    const wrong = new BitsoRail({ baseUrl: fake.baseUrl, apiKey: KEY, apiSecret: 'not-the-secret' });
    await assert.rejects(wrong.send(payout({ bankAccount: ACCOUNT })), RailUnavailableError);
    assert.equal(fake.takeViolations().length, 1, 'the fake saw a bad signature');
  });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
