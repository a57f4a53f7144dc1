// Refunds (API Pix PUT/GET /pix/{e2eid}/devolucao/{id}) through the adapter against the fake PSP: idempotent by our
// refund id with both readings of the document, a status that moves from EM_PROCESSAMENTO to DEVOLVIDO or
// NAO_REALIZADO (with its reason), the callback when it ends, and the PSP's refusal of too large a refund.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { Decimal } from '../../../src/money.ts';
import { BcbPixApiError, BcbPixConflictError } from '../../../src/rails/bcb-pix/errors.ts';
import type { Refund } from '../../../src/rails/bcb-pix/model.ts';
import { newChargeTxid, type BcbPixRail } from '../../../src/rails/bcb-pix/rail.ts';
import { startHarness, startWebhookReceiver, type Harness, type WebhookReceiver } from './harness.ts';
import { SPEC_MISSING } from '../../../src/rails/bcb-pix/fake/spec-validator.ts';

async function paidPix(harness: Harness, rail: BcbPixRail, amount: string): Promise<string> {
  const txid = newChargeTxid();
  await rail.createCharge({ txid, amount: new Decimal(amount), expiresInS: 600 });
  return harness.fake.pay(txid);
}

async function settled(rail: BcbPixRail, endToEndId: string, refundId: string): Promise<Refund> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const refund = await rail.refundStatus(endToEndId, refundId);
    if (refund && refund.status !== 'PENDING') return refund;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`refund ${refundId} still pending`);
}

describe('BCB API Pix refunds', { skip: SPEC_MISSING }, () => {
  let harness: Harness;
  let refusing: Harness;
  let receiver: WebhookReceiver;
  before(async () => {
    // Long enough that the repeated PUT, on a loaded machine, still finds the refund pending (100 ms was not, once in CI).
    harness = await startHarness({ refundDelayMs: 1000 });
    refusing = await startHarness({ repeatedPut: 'refuse' });
    receiver = await startWebhookReceiver();
  });
  after(async () => {
    await harness.close();
    await refusing.close();
    await receiver.close();
  });
  afterEach(() => {
    assert.deepEqual(harness.fake.takeViolations(), []);
    assert.deepEqual(refusing.fake.takeViolations(), []);
  });

  it('asks once per refund id, and the refund moves from pending to returned, with a callback when it ends', async () => {
    const rail = harness.rail();
    const e2eid = await paidPix(harness, rail, '10.00');
    await rail.configureWebhook(receiver.url);
    const request = { endToEndId: e2eid, refundId: 'R1', amount: new Decimal('4.00'), reason: 'Cancelled on-ramp' };
    const first = await rail.refund(request);
    assert.deepEqual([first.status, first.alreadyExisted, first.amount.toFixed(2), first.settledAt], ['PENDING', false, '4.00', null]);
    assert.match(first.returnId ?? '', /^D12345678\d{12}[a-zA-Z0-9]{11}$/);
    const again = await rail.refund(request);
    assert.deepEqual(again, first);
    const held = harness.fake.api.pix.get(e2eid)!.devolucoes;
    assert.deepEqual(
      held.map((item: Record<string, string>) => [item.id, item.valor, item.descricao]),
      [['R1', '4.00', 'Cancelled on-ramp']],
    );

    const done = await settled(rail, e2eid, 'R1');
    assert.equal(done.status, 'RETURNED');
    assert.ok(done.settledAt instanceof Date);
    assert.deepEqual(
      (await rail.received(e2eid))?.refunds.map((refund) => [refund.refundId, refund.amount.toFixed(2), refund.status]),
      [['R1', '4.00', 'RETURNED']],
    );
    const callback = await receiver.next();
    assert.deepEqual(
      rail.parseWebhook(callback.body).map((notice) => [notice.endToEndId, notice.refunds.map((refund) => [refund.refundId, refund.status])]),
      [[e2eid, [['R1', 'RETURNED']]]],
    );
  });

  it('answers the refund the PSP holds when the PSP refuses a repeated id', async () => {
    const rail = refusing.rail();
    const e2eid = await paidPix(refusing, rail, '10.00');
    const request = { endToEndId: e2eid, refundId: 'abc123', amount: new Decimal('10.00') };
    const first = await rail.refund(request);
    const start = refusing.fake.log.length;
    const again = await rail.refund(request);
    assert.deepEqual(refusing.fake.log.slice(start), ['PUT /pix/{e2eid}/devolucao/{id} 400', 'GET /pix/{e2eid}/devolucao/{id} 200']);
    assert.equal(again.alreadyExisted, true);
    assert.equal(again.returnId, first.returnId);
    assert.equal(refusing.fake.api.pix.get(e2eid)!.devolucoes.length, 1);
  });

  it('refuses another amount under a refund id already used, with either PSP', async () => {
    for (const each of [harness, refusing]) {
      const rail = each.rail();
      const e2eid = await paidPix(each, rail, '10.00');
      await rail.refund({ endToEndId: e2eid, refundId: 'R2', amount: new Decimal('1.00') });
      const error = await rail.refund({ endToEndId: e2eid, refundId: 'R2', amount: new Decimal('2.00') }).catch((caught: unknown) => caught);
      assert.ok(error instanceof BcbPixConflictError, String(error));
      assert.deepEqual(error.differences, ['amount 1.00 held, 2.00 asked']);
    }
  });

  it('reports a refund the payer side did not accept as not returned, with the reason', async () => {
    const rail = harness.rail();
    const e2eid = await paidPix(harness, rail, '3.00');
    harness.fake.refuseRefund(e2eid, 'R3', 'Conta do pagador encerrada');
    await rail.refund({ endToEndId: e2eid, refundId: 'R3', amount: new Decimal('3.00') });
    const done = await settled(rail, e2eid, 'R3');
    assert.deepEqual([done.status, done.reason], ['NOT_RETURNED', 'Conta do pagador encerrada']);
  });

  it("passes on the PSP's refusal of a refund larger than what is left of the PIX", async () => {
    const rail = harness.rail();
    const e2eid = await paidPix(harness, rail, '5.00');
    await rail.refund({ endToEndId: e2eid, refundId: 'R4', amount: new Decimal('3.00') });
    const error = await rail.refund({ endToEndId: e2eid, refundId: 'R5', amount: new Decimal('2.01') }).catch((caught: unknown) => caught);
    assert.ok(error instanceof BcbPixApiError, String(error));
    assert.deepEqual([error.status, error.kind, error.violations.map((violation) => violation.property)], [400, 'PixDevolucaoInvalida', ['devolucao.valor']]);
    assert.equal(await rail.refundStatus(e2eid, 'R5'), undefined);
  });

  it('refuses a refund id or end-to-end id the API Pix cannot carry, before sending', async () => {
    const rail = harness.rail();
    const before = harness.fake.stats.apiRequests;
    const e2eid = 'E12345678202401011200abcdefghijk';
    await assert.rejects(rail.refund({ endToEndId: e2eid, refundId: 'R-1', amount: new Decimal('1.00') }), RangeError);
    await assert.rejects(rail.refund({ endToEndId: e2eid, refundId: 'x'.repeat(36), amount: new Decimal('1.00') }), RangeError);
    await assert.rejects(rail.refund({ endToEndId: 'E123', refundId: 'R1', amount: new Decimal('1.00') }), RangeError);
    await assert.rejects(rail.refund({ endToEndId: e2eid, refundId: 'R1', amount: new Decimal('0') }), RangeError);
    assert.equal(harness.fake.stats.apiRequests, before);
  });
});
