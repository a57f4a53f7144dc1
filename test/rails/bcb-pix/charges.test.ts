// Charges (API Pix PUT/PATCH/GET /cob/{txid}) through the adapter against the fake PSP: the exact amount, expiry and
// payer reach the PSP; the BR Code is a dynamic one pointing at the PSP's location (read by pix-utils and
// brazilian-utils, not by our code); creating again is idempotent with both readings of the document; cancelling
// tolerates a charge already paid or removed.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { hasError, parsePix } from 'pix-utils';
import { Decimal } from '../../../src/money.ts';
import { BcbPixConflictError } from '../../../src/rails/bcb-pix/errors.ts';
import { newChargeTxid } from '../../../src/rails/bcb-pix/rail.ts';
import { startHarness, type Harness } from './harness.ts';
import { SPEC_MISSING } from '../../../src/rails/bcb-pix/fake/spec-validator.ts';

/** Our own reading of the top-level TLV fields, to see which fields a code has. */
function fields(code: string): Map<string, string> {
  const result = new Map<string, string>();
  for (let at = 0; at < code.length; ) {
    const length = Number(code.slice(at + 2, at + 4));
    result.set(code.slice(at, at + 2), code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return result;
}

describe('BCB API Pix charges', { skip: SPEC_MISSING }, () => {
  let harness: Harness;
  let refusing: Harness;
  before(async () => {
    harness = await startHarness();
    refusing = await startHarness({ repeatedPut: 'refuse', copyAndPaste: true });
  });
  after(async () => {
    await harness.close();
    await refusing.close();
  });
  afterEach(() => {
    assert.deepEqual(harness.fake.takeViolations(), []);
    assert.deepEqual(refusing.fake.takeViolations(), []);
  });

  it('sends the exact amount, expiry, receiving key and payer document', async () => {
    const rail = harness.rail();
    const txid = newChargeTxid();
    const created = await rail.createCharge({
      txid,
      amount: new Decimal('1234567.89'),
      expiresInS: 900,
      payer: { document: '12345678909', name: 'Maria da Silva' },
      description: 'Ponte on-ramp',
    });
    const held = harness.fake.api.charges.get(txid)!;
    assert.equal(held.valor.original, '1234567.89');
    assert.equal(held.calendario.expiracao, 900);
    assert.deepEqual(held.devedor, { cpf: '12345678909', nome: 'Maria da Silva' });
    assert.equal(held.chave, harness.fake.pixKey);
    assert.equal(held.solicitacaoPagador, 'Ponte on-ramp');
    assert.deepEqual(
      { ...created, pixCopyAndPaste: undefined },
      { txid, location: held.location, status: 'PENDING', alreadyExisted: false, pixCopyAndPaste: undefined },
    );

    const company = newChargeTxid();
    await rail.createCharge({ txid: company, amount: new Decimal(50), expiresInS: 60, payer: { document: '12ABC34501DE35', name: 'Empresa SA' } });
    assert.deepEqual(harness.fake.api.charges.get(company)!.devedor, { cnpj: '12ABC34501DE35', nome: 'Empresa SA' });
    assert.equal(harness.fake.api.charges.get(company)!.valor.original, '50.00');
  });

  it('builds a dynamic BR Code from the location when the PSP sends none', async () => {
    const created = await harness.rail().createCharge({ txid: newChargeTxid(), amount: new Decimal('99.90'), expiresInS: 600 });
    const parsed = parsePix(created.pixCopyAndPaste);
    assert.ok(!hasError(parsed), `pix-utils refused ${created.pixCopyAndPaste}`);
    assert.equal(parsed.type, 'DYNAMIC');
    assert.equal(parsed.url, created.location);
    assert.match(created.location, /^pix\.fake-psp\.test\/qr\/v2\/[a-z0-9]{32}$/);
    assert.deepEqual([parsed.merchantName, parsed.merchantCity], ['PONTE PAGAMENTOS', 'SAO PAULO']);
    assert.ok(isValidPixPayload(created.pixCopyAndPaste));
    assert.equal(getPixPayloadInfo(created.pixCopyAndPaste)?.pointOfInitiation, 'dynamic');
    // The amount lives in the payload at the location, not in the code (field 54 absent); the txid field says "***".
    const tlv = fields(created.pixCopyAndPaste);
    assert.equal(tlv.has('54'), false);
    assert.equal(tlv.get('62'), '0503***');
  });

  it("hands over the PSP's own pixCopiaECola when it sends one", async () => {
    const txid = newChargeTxid();
    const created = await refusing.rail().createCharge({ txid, amount: new Decimal('12.34'), expiresInS: 600 });
    assert.equal(created.pixCopyAndPaste, refusing.fake.api.charges.get(txid)!.pixCopiaECola);
    assert.match(created.pixCopyAndPaste, /FAKE PSP RECEBEDOR/);
  });

  it('creates again idempotently where the PSP answers a repeated PUT as the first', async () => {
    const rail = harness.rail();
    const request = { txid: newChargeTxid(), amount: new Decimal('10.00'), expiresInS: 600, payer: { document: '12345678909', name: 'Maria' } };
    const first = await rail.createCharge(request);
    const second = await rail.createCharge(request);
    assert.deepEqual(second, first);
    assert.equal(harness.fake.api.charges.get(request.txid)!.revisao, 0);
  });

  it('creates again idempotently where the PSP refuses a repeated PUT, by reading the charge it holds', async () => {
    const rail = refusing.rail();
    const request = { txid: newChargeTxid(), amount: new Decimal('10.00'), expiresInS: 600 };
    const first = await rail.createCharge(request);
    const start = refusing.fake.log.length;
    const second = await rail.createCharge(request);
    assert.deepEqual(refusing.fake.log.slice(start), ['PUT /cob/{txid} 400', 'GET /cob/{txid} 200']);
    assert.deepEqual(second, { ...first, alreadyExisted: true });
  });

  it('refuses to create again with other content, and changes nothing', async () => {
    const rail = refusing.rail();
    const request = { txid: newChargeTxid(), amount: new Decimal('10.00'), expiresInS: 600 };
    await rail.createCharge(request);
    const error = await rail.createCharge({ ...request, amount: new Decimal('10.01') }).catch((caught: unknown) => caught);
    assert.ok(error instanceof BcbPixConflictError, String(error));
    assert.deepEqual(error.differences, ['amount 10.00 held, 10.01 asked']);
    assert.equal(refusing.fake.api.charges.get(request.txid)!.valor.original, '10.00');

    // A PSP that revises open charges still refuses to change a paid one; the adapter says why.
    const paid = { txid: newChargeTxid(), amount: new Decimal('5.00'), expiresInS: 600 };
    await harness.rail().createCharge(paid);
    await harness.fake.pay(paid.txid);
    await assert.rejects(harness.rail().createCharge({ ...paid, expiresInS: 60 }), BcbPixConflictError);
    // The same content again is no change: this PSP answers 201 with the paid charge.
    const again = await harness.rail().createCharge(paid);
    assert.deepEqual([again.status, again.alreadyExisted], ['PAID', false]);
  });

  it('cancels an open charge, and says so for one already cancelled or paid', async () => {
    const rail = harness.rail();
    const open = newChargeTxid();
    await rail.createCharge({ txid: open, amount: new Decimal('1.00'), expiresInS: 600 });
    assert.deepEqual(await rail.cancelCharge(open), { txid: open, status: 'CANCELLED', outcome: 'CANCELLED' });
    assert.equal(harness.fake.api.charges.get(open)!.status, 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
    assert.deepEqual(await rail.cancelCharge(open), { txid: open, status: 'CANCELLED', outcome: 'ALREADY_CANCELLED' });

    const paid = newChargeTxid();
    await rail.createCharge({ txid: paid, amount: new Decimal('2.00'), expiresInS: 600 });
    await harness.fake.pay(paid);
    assert.deepEqual(await rail.cancelCharge(paid), { txid: paid, status: 'PAID', outcome: 'ALREADY_PAID' });
  });

  it('reads a charge with the payments it received, and nothing for an unknown txid', async () => {
    const rail = harness.rail();
    const txid = newChargeTxid();
    await rail.createCharge({ txid, amount: new Decimal('321.00'), expiresInS: 3600, payer: { document: '12345678909', name: 'Maria' } });
    const e2eid = await harness.fake.pay(txid, { payerCpf: '12345678909', name: 'Maria' });
    const read = await rail.charge(txid);
    assert.ok(read);
    assert.equal(read.status, 'PAID');
    assert.ok(read.amount.equals('321.00'));
    assert.equal(read.payerDocument, '12345678909');
    assert.equal(read.expiresAt.getTime() - read.createdAt.getTime(), 3600_000);
    assert.deepEqual(
      read.payments.map((payment) => [payment.endToEndId, payment.txid, payment.amount.toFixed(2), payment.payerDocument]),
      [[e2eid, txid, '321.00', '12345678909']],
    );
    assert.equal(await rail.charge(newChargeTxid()), undefined);
  });

  it('refuses what the API Pix cannot carry before sending anything', async () => {
    const rail = harness.rail();
    const before = harness.fake.stats.apiRequests;
    const valid = { txid: newChargeTxid(), amount: new Decimal('1.00'), expiresInS: 60 };
    await assert.rejects(rail.createCharge({ ...valid, txid: 'A'.repeat(25) }), RangeError); // a static code's txid
    await assert.rejects(rail.createCharge({ ...valid, amount: new Decimal('1.001') }), /more than 2 decimals/);
    await assert.rejects(rail.createCharge({ ...valid, amount: new Decimal('10000000000.00') }), RangeError);
    await assert.rejects(rail.createCharge({ ...valid, expiresInS: 0 }), RangeError);
    await assert.rejects(rail.createCharge({ ...valid, payer: { document: '123.456.789-09', name: 'Maria' } }), RangeError);
    assert.equal(harness.fake.stats.apiRequests, before);
  });
});
