// Exports from the dashboard over plain HTTP: the downloads stream the same CSV as the API for the signed-in
// integrator's session, need that session (an API token or another site's cookie-less request gets the sign-in page),
// answer a refused period with the error page and no CSV, and show each integrator its own rows; the transfers,
// payments and beneficiary pages carry the export form.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { Visitor } from '../helpers/dashboard.ts';
import { approvedBeneficiary, onRamp } from '../helpers/transfers.ts';

const PASSWORD = 'a long enough password';
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `from=${day(-1)}&to=${day(1)}`;

describe('dashboard exports', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  let visitor: Visitor;
  let beneficiary: Record<string, any>;
  let foreignBeneficiary: Record<string, any>;
  const ours: string[] = [];

  before(async () => {
    ({ t, close, integrator } = await startWithReceiver({ EXPORT_PAGE_SIZE: '2' }));
    const receiverUrl = integrator.callbackUrl as string;
    other = await t.createIntegrator({ callbackUrl: receiverUrl, password: PASSWORD });
    // The dashboard signs in the integrator the operator gave a password: `other` here, whose rows the test makes.
    beneficiary = await approvedBeneficiary(t, other, 'dash-export');
    foreignBeneficiary = await approvedBeneficiary(t, integrator, 'dash-foreign');
    for (const value of [100, 200, 300]) ours.push((await onRamp(t, other, beneficiary, value)).id);
    await onRamp(t, integrator, foreignBeneficiary, 400);
    visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(other.email), PASSWORD)).status, 303);
  });
  after(() => close());

  it("downloads the signed-in integrator's transfers as the API exports them", async () => {
    const response = await visitor.fetch(`/dashboard/exports/transfers.csv?${PERIOD}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('content-disposition'), `attachment; filename="transfers_${day(-1)}_${day(1)}.csv"`);
    const text = await response.text();
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    assert.deepEqual(
      rows.map((row) => row.id),
      ours,
      'its own transfers, over two pages, and no other integrator’s',
    );
    const api = await t.request('GET', `/v1/exports/transfers?${PERIOD}`, { token: other.token });
    assert.equal(text, api.text, 'the same file as the API');
  });

  it('streams payments and balance movements too, one beneficiary at a time', async () => {
    for (const kind of ['payments', 'balance-movements']) {
      const response = await visitor.fetch(`/dashboard/exports/${kind}.csv?${PERIOD}&beneficiaryId=${beneficiary.id}`);
      assert.equal(response.status, 200, kind);
      assert.match(await response.text(), /^"[A-Za-z]+",/);
    }
  });

  it('needs the session: signed out, or with the API token alone, it is the sign-in page', async () => {
    const path = `/dashboard/exports/transfers.csv?${PERIOD}`;
    for (const headers of [{}, { authorization: `Bearer ${other.token}` }] as Array<Record<string, string>>) {
      const response = await fetch(t.url + path, { headers, redirect: 'manual' });
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('location'), `/dashboard/sign-in?next=${encodeURIComponent(path)}`);
      assert.equal(response.headers.get('content-disposition'), null);
    }
  });

  it("answers a refused period or another integrator's beneficiary with the error page, not a CSV", async () => {
    const refused = await visitor.page(`/dashboard/exports/transfers.csv?from=${day(1)}&to=${day(-1)}`);
    assert.equal(refused.response.status, 400);
    assert.match(refused.response.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(refused.response.headers.get('content-disposition'), null);
    assert.match(refused.text, /to must be later than from/);
    const foreign = await visitor.page(`/dashboard/exports/balance-movements.csv?${PERIOD}&beneficiaryId=${foreignBeneficiary.id}`);
    assert.equal(foreign.response.status, 404);
    assert.match(foreign.text, /Not found/);
  });

  it('shows the export form on the transfers, payments and beneficiary pages', async () => {
    const forms: Array<[string, string]> = [
      ['/dashboard/transfers', '/dashboard/exports/transfers.csv'],
      ['/dashboard/payments', '/dashboard/exports/payments.csv'],
      ['/dashboard/beneficiaries', '/dashboard/exports/balance-movements.csv'],
      [`/dashboard/beneficiaries/${beneficiary.id}`, '/dashboard/exports/balance-movements.csv'],
    ];
    for (const [page, action] of forms) {
      const { response, text } = await visitor.page(page);
      assert.equal(response.status, 200, page);
      assert.ok(text.includes(`<form method="get" action="${action}"`), `${page} has the export form`);
      assert.match(text, /<input type="date" id="export-[a-z-]+-from" name="from" value="\d{4}-\d{2}-01" required/);
    }
    const beneficiaryPage = await visitor.page(`/dashboard/beneficiaries/${beneficiary.id}`);
    assert.ok(beneficiaryPage.text.includes(`<input type="hidden" name="beneficiaryId" value="${beneficiary.id}">`));
  });
});
