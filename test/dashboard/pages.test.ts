// The dashboard's pages for payments, payment contacts, payments in, balances, API keys and the request log, over
// plain HTTP as a browser sends it: another integrator's ids are "not found", the filter controls give the list the
// right rows, the search finds each kind of id and reference, beneficiaries show by name, the PIX QR code decodes back
// to the exact BR Code, and the request log shows a call just made and never a token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';
import { createContact, finalPayment, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

const PASSWORD = 'a long enough password';
// jsqr's bundle is the function itself (module.exports), where its types declare a default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

describe('dashboard pages: payments, contacts, payments in, balances, search, API keys, request log', () => {
  let t: TestApp;
  let receiver: Receiver;
  let a: TestIntegrator;
  let b: TestIntegrator;
  let visitor: Visitor;
  let beneficiary: Record<string, any>;
  let pending: Record<string, any>;
  let settled: Record<string, any>;
  let contact: Record<string, any>;
  let received: Record<string, any>;
  let payment: Record<string, any>;
  let other: { beneficiary: Record<string, any>; contact: Record<string, any> };

  const page = async (route: string) => {
    const { response, text } = await visitor.page(route);
    return { status: response.status, text, location: response.headers.get('location') };
  };
  const rowsOf = (text: string) => (text.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? '').split('<tr>').length - 1;

  before(async () => {
    t = await startApp({ worker: true, env: { SANDBOX_SETTLE_DELAY_MS: '100' } });
    receiver = await startReceiver();
    a = await t.createIntegrator({ password: PASSWORD, callbackUrl: receiver.url });
    b = await t.createIntegrator({ password: PASSWORD, callbackUrl: receiver.url });
    beneficiary = await approvedBeneficiary(t, a, 'pages-ben-1');
    pending = await onRamp(t, a, beneficiary, '150.00');
    settled = await onRamp(t, a, beneficiary, '200.00');
    assert.ok((await pay(t, a, settled)).status < 300);
    assert.equal((await finalTransfer(t, a, settled.id)).status, 'SUCCEEDED');
    contact = await createContact(t, a, beneficiary.id);
    const incoming = await paymentIn(t, a, beneficiary.id, contact.id, '50.00');
    assert.ok(incoming.status < 300, incoming.text);
    received = incoming.body;
    const simulation = await simulatePayment(t, a, beneficiary.id, '20.00');
    assert.equal(simulation.status, 201, simulation.text);
    const created = await payPayment(t, a, simulation.body.simulationId, contact.id, 'Invoice pages');
    assert.equal(created.status, 201, created.text);
    payment = await finalPayment(t, a, created.body.id);
    const otherBeneficiary = await approvedBeneficiary(t, b, 'pages-other');
    other = { beneficiary: otherBeneficiary, contact: await createContact(t, b, otherBeneficiary.id) };
    visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(a.email), PASSWORD)).status, 303);
  });
  after(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('lists and opens payments, payment contacts and payments in, with the beneficiary by name', async () => {
    const name = `${beneficiary.person.firstName} ${beneficiary.person.lastName}`;
    for (const [list, detail, expected] of [
      ['/dashboard/payments', `/dashboard/payments/${payment.id}`, 'Invoice pages'],
      ['/dashboard/payment-contacts', `/dashboard/payment-contacts/${contact.id}`, contact.userInfo.name],
      ['/dashboard/payments-in', `/dashboard/payments-in/${received.id}`, '50.00 USD'],
      ['/dashboard/transfers', `/dashboard/transfers/${settled.id}`, '200.00 BRL'],
    ] as const) {
      const listed = await page(list);
      assert.equal(listed.status, 200, list);
      assert.ok(listed.text.includes(expected), `${list} shows ${expected}`);
      assert.ok(listed.text.includes(`>${name}</a>`), `${list} names the beneficiary`);
      assert.ok(!listed.text.includes(`${beneficiary.id.slice(0, 8)}…`), `${list} shows no id fragment`);
      assert.ok(!/field:value|filterEq/.test(listed.text), `${list} shows no API filter syntax`);
      const opened = await page(detail);
      assert.equal(opened.status, 200, detail);
      assert.ok(opened.text.includes(name), `${detail} names the beneficiary`);
    }
  });

  it('answers another integrator’s ids as not found', async () => {
    for (const route of [
      `/dashboard/payment-contacts/${other.contact.id}`,
      `/dashboard/beneficiaries/${other.beneficiary.id}`,
      `/dashboard/payments-in/${other.contact.id}`,
      `/dashboard/request-log/${other.contact.id}`,
      '/dashboard/payments/not-a-uuid',
    ]) {
      assert.equal((await page(route)).status, 404, route);
    }
    // The search never finds another integrator's ids.
    const search = await page(`/dashboard/search?q=${other.beneficiary.id}`);
    assert.equal(search.status, 200);
    assert.match(search.text, /Nothing of yours has this id or reference/);
  });

  it('maps the filter controls and the date range to the list', async () => {
    assert.equal(rowsOf((await page('/dashboard/transfers')).text), 2);
    assert.equal(rowsOf((await page('/dashboard/transfers?status=SUCCEEDED')).text), 1);
    const pendingOnly = await page('/dashboard/transfers?status=PENDING&type=ON_RAMP&fromCurrency=BRL');
    assert.equal(rowsOf(pendingOnly.text), 1);
    assert.ok(pendingOnly.text.includes(`/dashboard/transfers/${pending.id}`));
    assert.match(pendingOnly.text, /<option value="PENDING" selected>/, 'the select keeps its value');
    assert.equal(rowsOf((await page('/dashboard/transfers?fromCurrency=COP')).text), 0);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(rowsOf((await page(`/dashboard/transfers?from=${today}&to=${today}`)).text), 2);
    assert.equal(rowsOf((await page('/dashboard/transfers?to=2020-01-01')).text), 0);
    assert.equal(rowsOf((await page('/dashboard/payments?status=COMPLETED')).text), payment.status === 'COMPLETED' ? 1 : 0);
    assert.equal(rowsOf((await page('/dashboard/payments-in?status=REJECTED')).text), 0);
    assert.equal(rowsOf((await page('/dashboard/payments-in?status=COMPLETED')).text), 1);
    assert.equal(rowsOf((await page('/dashboard/beneficiaries?reference=pages-ben-1')).text), 1);
    const refused = await page('/dashboard/transfers?from=2024-02-30');
    assert.equal(refused.status, 400);
    assert.match(refused.text, /From must be a date/);
    assert.equal((await page('/dashboard/transfers?status=NOPE')).status, 400);
  });

  it('shows balances per currency from the ledger, with their movements', async () => {
    const balances = await page('/dashboard/balances');
    assert.equal(balances.status, 200);
    assert.match(balances.text, /href="\/dashboard\/balances\/USDC"/);
    const api = await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/balances`, { token: a.token });
    assert.ok(balances.text.includes(`<td class="amount">${api.body.total}</td>`), 'the total is the beneficiary balance');
    const usdc = await page('/dashboard/balances/USDC?direction=CREDIT');
    assert.equal(usdc.status, 200);
    assert.equal(rowsOf(usdc.text), 2, 'two credits: the on-ramp and the payment in');
    assert.ok(usdc.text.includes(`/dashboard/payments-in/${received.id}`));
    assert.equal(rowsOf((await page('/dashboard/balances/USDC?direction=DEBIT')).text), payment.status === 'COMPLETED' ? 1 : 0);
    assert.equal((await page('/dashboard/balances/XYZ')).status, 404);
  });

  it('finds each kind of id and reference, and goes to the thing', async () => {
    const [event] = (await t.request('GET', `/v1/webhooks/events?filterEq=resourceId:${payment.id}`, { token: a.token })).body.content;
    const [stored] = await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM transfers WHERE id = $1', [pending.id]);
    for (const [q, target] of [
      [settled.id, `/dashboard/transfers/${settled.id}`],
      [settled.simulationId, `/dashboard/transfers/${settled.id}`],
      [beneficiary.id, `/dashboard/beneficiaries/${beneficiary.id}`],
      ['pages-ben-1', `/dashboard/beneficiaries/${beneficiary.id}`],
      [payment.id, `/dashboard/payments/${payment.id}`],
      [payment.simulationId, `/dashboard/payments/${payment.id}`],
      [contact.id, `/dashboard/payment-contacts/${contact.id}`],
      [received.id, `/dashboard/payments-in/${received.id}`],
      [event.id, `/dashboard/events/${event.id}`],
      ...(stored?.pix_txid ? [[stored.pix_txid, `/dashboard/transfers/${pending.id}`]] : []),
    ]) {
      const found = await page(`/dashboard/search?q=${encodeURIComponent(` ${q} `)}`);
      assert.equal(found.status, 303, `search ${q}`);
      assert.equal(found.location, target, `search ${q}`);
    }
  });

  it('draws the PIX QR code of an on-ramp awaiting funds, which decodes back to the exact code', async () => {
    const detail = await page(`/dashboard/transfers/${pending.id}`);
    const src = /<img id="pix-qr" src="data:image\/png;base64,([^"]+)"/.exec(detail.text)?.[1];
    assert.ok(src, 'a QR image');
    const png = PNG.sync.read(Buffer.from(src, 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    assert.equal(decoded?.data, pending.pixCopyAndPaste);
    assert.ok(!(await page(`/dashboard/transfers/${settled.id}`)).text.includes('id="pix-qr"'), 'no QR once paid');
  });

  it('creates an API key (its secret shown once) and revokes it; its token then answers 401', async () => {
    const { csrf } = await visitor.page('/dashboard/api-keys');
    const created = await visitor.post('/dashboard/api-keys', { _csrf: csrf ?? '', label: 'Pages key' });
    assert.equal(created.status, 200);
    const text = await created.text();
    const clientId = /id="new-client-id" data-copy>([^<]+)</.exec(text)?.[1] ?? '';
    const clientSecret = /id="new-client-secret" data-copy>([^<]+)</.exec(text)?.[1] ?? '';
    assert.match(clientSecret, /^cs_/);
    const token = await t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
    assert.equal(token.status, 200);
    const listed = await page('/dashboard/api-keys');
    assert.ok(listed.text.includes('Pages key') && !listed.text.includes(clientSecret), 'listed, without its secret');
    const [key] = (await t.request('GET', `/v1/api-keys?filterEq=clientId:${clientId}`, { token: a.token })).body.content;
    const revoked = await visitor.post(`/dashboard/api-keys/${key.id}/revoke`, { _csrf: csrf ?? '' });
    assert.equal(revoked.status, 303);
    assert.match((await page('/dashboard/api-keys?notice=key-revoked')).text, /The API key is revoked/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await t.request('GET', '/v1/integrators/me', { token: token.body.access_token })).status, 401);
    // Another integrator's key: not found.
    const [otherKey] = (await t.request('GET', '/v1/api-keys', { token: b.token })).body.content;
    assert.equal((await visitor.post(`/dashboard/api-keys/${otherKey.id}/revoke`, { _csrf: csrf ?? '' })).status, 404);
  });

  it('shows a call just made in the request log, with its detail, and never a token', async () => {
    const call = await t.request('GET', '/v1/transfers/00000000-0000-4000-8000-000000000000?filterEq=person.idNumber:52998224725', { token: a.token });
    assert.equal(call.status, 404);
    const requestId = call.headers.get('x-request-id') ?? '';
    const log = await page('/dashboard/request-log?status=404');
    assert.equal(log.status, 200);
    assert.ok(log.text.includes('/v1/transfers/00000000-0000-4000-8000-000000000000'), 'the call is listed');
    assert.ok(log.text.includes('transfer.not_found'), 'with its error code');
    assert.ok(!log.text.includes(a.token) && !log.text.includes('52998224725'), 'no token, no query value');
    const found = await page(`/dashboard/search?q=${requestId}`);
    assert.equal(found.status, 303, 'the request id is found');
    const detail = await page(found.location ?? '');
    assert.equal(detail.status, 200);
    assert.ok(detail.text.includes(requestId) && detail.text.includes('Default'), 'the detail names its request id and API key');
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM request_log');
    assert.ok(rows.length > 0);
    assert.ok(!JSON.stringify(rows).includes(a.token) && !JSON.stringify(rows).includes('52998224725'), 'nothing stored holds a token or a document');
    const api = await t.request('GET', `/v1/request-log?filterEq=requestId:${requestId}`, { token: a.token });
    assert.equal(api.status, 200);
    assert.equal(api.body.content[0].status, 404);
    assert.equal(api.body.content[0].errorCode, 'transfer.not_found');
    assert.equal((await t.request('GET', `/v1/request-log?filterEq=requestId:${requestId}`, { token: b.token })).body.totalElements, 0, 'tenant-scoped');
  });
});
