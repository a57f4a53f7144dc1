// PIX received through the adapter against the fake PSP: the callback POST {webhookUrl}/pix announces a payment and
// `received(e2eid)` confirms it; a lost callback is found by `receivedBetween` over GET /pix, page after page; the
// callback parser reads the API Pix document's own examples and refuses what is not a callback.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { Decimal } from '../../../src/money.ts';
import { newChargeTxid } from '../../../src/rails/bcb-pix/rail.ts';
import { startHarness, startWebhookReceiver, type Harness, type WebhookReceiver } from './harness.ts';
import { readSpec, SPEC_MISSING, specValidator } from '../../../src/rails/bcb-pix/fake/spec-validator.ts';

describe('BCB API Pix received payments', { skip: SPEC_MISSING }, () => {
  let harness: Harness;
  let receiver: WebhookReceiver;
  before(async () => {
    harness = await startHarness();
    receiver = await startWebhookReceiver();
    await harness.rail().configureWebhook(receiver.url);
  });
  after(async () => {
    await harness.close();
    await receiver.close();
  });
  afterEach(() => {
    assert.deepEqual(harness.fake.takeViolations(), []);
  });

  it('configures the callback on our key; a payment is announced there and confirmed by reading it back', async () => {
    assert.equal(harness.fake.api.webhooks.get(harness.fake.pixKey), receiver.url);
    const rail = harness.rail();
    const txid = newChargeTxid();
    await rail.createCharge({ txid, amount: new Decimal('25.50'), expiresInS: 600 });
    const e2eid = await harness.fake.pay(txid, { payerCpf: '12345678909', name: 'Maria da Silva' });
    assert.match(e2eid, /^E12345678\d{12}[a-zA-Z0-9]{11}$/);

    const callback = await receiver.next();
    assert.equal(callback.path, '/ponte/pix-webhook/pix');
    const notices = rail.parseWebhook(callback.body);
    assert.deepEqual(
      notices.map((notice) => [notice.endToEndId, notice.txid, notice.amount.toFixed(2), notice.refunds]),
      [[e2eid, txid, '25.50', []]],
    );
    const confirmed = await rail.received(e2eid);
    assert.ok(confirmed);
    assert.deepEqual(
      [confirmed.endToEndId, confirmed.txid, confirmed.amount.toFixed(2), confirmed.payerDocument, confirmed.payerName],
      [e2eid, txid, '25.50', '12345678909', 'Maria da Silva'],
    );
    assert.equal(confirmed.receivedAt.toISOString(), harness.fake.api.pix.get(e2eid)!.horario);
  });

  it('does not confirm a notice for a PIX the PSP never received', async () => {
    assert.equal(await harness.rail().received('E99999999202401011200zzzzzzzzzzz'), undefined);
  });

  it('takes only the API Pix\'s own "not found" as none: a 404 of another kind is an error, never "no such PIX"', async () => {
    harness.fake.failNext(404);
    await assert.rejects(harness.rail().received('E99999999202401011200zzzzzzzzzzz'), /404/);
  });

  it('finds payments whose callback was lost by reading GET /pix windows, every page', async () => {
    const rail = harness.rail();
    const base = Date.parse('2024-05-01T12:00:00Z');
    const paid: string[] = [];
    for (let minute = 0; minute < 6; minute++) {
      const txid = newChargeTxid();
      await rail.createCharge({ txid, amount: new Decimal(`${minute + 1}.00`), expiresInS: 600 });
      paid.push(await harness.fake.pay(txid, { at: new Date(base + minute * 60_000), loseWebhook: true }));
    }
    const callbacksBefore = receiver.received.length;
    const start = harness.fake.log.length;
    const found: string[] = [];
    // Minutes 1 to 5 (inclusive): five payments, three pages of two.
    for await (const pix of rail.receivedBetween(new Date(base + 60_000), new Date(base + 5 * 60_000), { pageSize: 2 })) {
      found.push(pix.endToEndId);
      assert.equal(pix.amount.toFixed(2), `${paid.indexOf(pix.endToEndId) + 1}.00`);
    }
    assert.deepEqual(found, paid.slice(1));
    assert.deepEqual(harness.fake.log.slice(start), ['GET /pix 200', 'GET /pix 200', 'GET /pix 200']);
    assert.equal(receiver.received.length, callbacksBefore);
  });

  it("reports the payer's document only when the PSP gives it whole", async () => {
    const rail = harness.rail();
    const pay = async (options: Parameters<Harness['fake']['pay']>[1]) => {
      const txid = newChargeTxid();
      await rail.createCharge({ txid, amount: new Decimal('1.00'), expiresInS: 600 });
      const e2eid = await harness.fake.pay(txid, { ...options, loseWebhook: true });
      return e2eid;
    };
    const company = await pay({ payerCnpj: '12ABC34501DE35', name: 'Empresa SA' });
    assert.equal((await rail.received(company))?.payerDocument, '12ABC34501DE35');
    const masked = await pay({ payerCpf: '12345678909', name: 'Maria' });
    harness.fake.api.pix.get(masked)!.pagador.cpf = '***.456.789-**'; // as some PSPs mask it
    assert.deepEqual([(await rail.received(masked))?.payerDocument, (await rail.received(masked))?.payerName], [null, 'Maria']);
    const anonymous = await pay({});
    assert.deepEqual([(await rail.received(anonymous))?.payerDocument, (await rail.received(anonymous))?.payerName], [null, null]);
  });

  it("reads the document's own callback examples, including pixWebhook1 whose devolucoes is an object", async () => {
    const examples = readSpec().components.examples;
    const body = { pix: [examples.pixWebhook1.value, examples.pixWebhook2.value] };
    // The slip is real: the document's schema refuses its own example.
    assert.deepEqual((await specValidator()).callback(body), ['/pix/0/devolucoes must be array']);
    const notices = harness.rail().parseWebhook(body);
    assert.deepEqual(
      notices.map((notice) => [
        notice.endToEndId,
        notice.txid,
        notice.amount.toFixed(2),
        notice.refunds.map((refund) => [refund.refundId, refund.amount.toFixed(2), refund.status]),
      ]),
      [
        ['E12345678202009091221kkkkkkkkkkk', 'c3e0e7a4e7f1469a9f782d3d4999343c', '110.00', [['123ABC', '10.00', 'PENDING']]],
        ['E87654321202009091221dfghi123456', '971122d8f37211eaadc10242ac120002', '110.00', []],
      ],
    );
  });

  it('refuses a body that is not an API Pix callback', () => {
    const rail = harness.rail();
    const pix = { endToEndId: 'E12345678202009091221kkkkkkkkkkk', valor: '1.00', horario: '2020-09-09T20:15:00.358Z' };
    assert.equal(rail.parseWebhook({ pix: [pix] }).length, 1);
    for (const body of [
      undefined,
      {},
      { pix: {} },
      { pix: [{ ...pix, endToEndId: 'E123' }] },
      { pix: [{ ...pix, valor: '1' }] },
      { pix: [{ ...pix, valor: 1 }] },
      { pix: [{ ...pix, horario: 'today' }] },
    ]) {
      assert.throws(() => rail.parseWebhook(body), TypeError, JSON.stringify(body));
    }
  });
});
