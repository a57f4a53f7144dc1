// Test pass: embedded only (heavy end-to-end: drives Chromium)
// A business's documents reviewed in the console, in a real browser (Debian's Chromium, headless): a business whose
// people are verified and whose three documents are uploaded waits in the Documents queue; its page shows what it
// declared (legal name, CNPJ) beside each document, which opens as uploaded; the operator refuses the tax registration
// with a reason (the integrator reads it), and once the integrator uploads it again, accepts the three, and the
// business is CREATED. The audit log names the operator for each decision. Every page is checked for console errors
// and unlabelled controls, and saved as a screenshot (test/artifacts/screenshots/ops-documents-*.png).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { solidPng } from '../../src/rails/sandbox/sample-images.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { business, createBeneficiary, documentForm, openLink, PDF, storedEvents, uploadDocument, VALID_CNPJ } from '../helpers/beneficiaries.ts';
import { clearScreenshots, findChromium, firstConsoleSignIn, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { auditEntries, createOperator, type TestOperator } from '../helpers/ops.ts';

const OWN_PASSWORD = 'a reviewer console password 7';
const STATEMENT = solidPng(60, 40, [30, 120, 200]);
const REASON = 'The registration shows another CNPJ than the one declared.';

describe('the Documents pages of the console in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let operator: TestOperator;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let shot = 0;
  let beneficiaryId = '';

  async function check(name: string): Promise<void> {
    await watch.check(`ops-documents-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  const notice = async () => ((await page.locator('.notice').textContent()) ?? '').trim();
  const card = (heading: string) => page.locator('section.card').filter({ has: page.getByRole('heading', { name: heading }) });
  const status = async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.status;

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/a' });
    operator = await createOperator(t, { role: 'admin' });
    const created = await createBeneficiary(t, integrator, business('console-documents'));
    beneficiaryId = created.id;
    const [first] = await storedEvents(t, beneficiaryId, 'BENEFICIARY_KYC');
    for (const step of first.data.steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
    for (const [file, name, type] of [
      [PDF, 'certificate.pdf', 'INCORPORATION_CERTIFICATE'],
      [PDF, 'tax.pdf', 'TAX_REGISTRATION'],
      [STATEMENT, 'statement.png', 'BUSINESS_BANK_ACCOUNT'],
    ] as const) {
      assert.equal((await uploadDocument(t, integrator, beneficiaryId, documentForm(file, name, type))).status, 201);
    }
    browser = await launchBrowser();
    clearScreenshots('ops-documents-');
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    watch = new PageWatch(page);
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
  });

  it('signs in and lists the business waiting for its documents’ review', async () => {
    await firstConsoleSignIn(page, `${t.url}/ops/documents`, operator, OWN_PASSWORD);
    await page
      .getByRole('heading', { name: 'Overview' })
      .or(page.getByRole('heading', { name: 'Business documents' }))
      .first()
      .waitFor();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await page.getByRole('heading', { name: 'Business documents' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Padaria Central Ltda' });
    assert.match((await row.textContent()) ?? '', /3/);
    await check('queue');
    await row.getByRole('link', { name: 'Padaria Central Ltda' }).click();
    await page.getByRole('heading', { name: 'Documents of Padaria Central Ltda' }).waitFor();
    assert.match((await card('What the business declared').textContent()) ?? '', new RegExp(VALID_CNPJ));
    assert.equal(await page.locator('form[action$="/review"]').count(), 3, 'a decision form per document');
    await check('business');
  });

  it('opens a document as it was uploaded', async () => {
    const link = card('Business bank account').getByRole('link', { name: /View the png/ });
    const href = await link.getAttribute('href');
    const answer = await page.request.get(`${t.url}${href}`);
    assert.equal(answer.status(), 200);
    assert.equal(answer.headers()['content-type'], 'image/png');
    assert.equal(answer.headers()['x-content-type-options'], 'nosniff');
    assert.ok(Buffer.from(await answer.body()).equals(STATEMENT), 'the bytes uploaded');
    const [viewer] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await viewer.waitForLoadState();
    await viewer.screenshot({ path: `test/artifacts/screenshots/ops-documents-${String(++shot).padStart(2, '0')}-document.png` });
    await viewer.close();
  });

  it('refuses a document with its reason, which the integrator reads; a refusal without a reason is refused on the form', async () => {
    const tax = card('Tax registration');
    // The refusal without a reason answers 400 with the form again: expected, not a page error.
    watch.expectErrorStatus((await tax.locator('form').getAttribute('action')) ?? '');
    await tax.getByLabel(/Refuse/).check();
    await tax.getByRole('button', { name: 'Record the decision' }).click();
    await page.locator('.error, [role=alert]').first().waitFor();
    assert.match((await page.locator('.error, [role=alert]').first().textContent()) ?? '', /reason/i);
    await check('reason-required');

    await card('Tax registration')
      .getByLabel(/Refuse/)
      .check();
    await card('Tax registration').getByLabel('Reason (to refuse)').fill(REASON);
    await card('Tax registration').getByRole('button', { name: 'Record the decision' }).click();
    await page.locator('.notice').waitFor();
    assert.match(await notice(), /refused/);
    const refused = card('Tax registration');
    assert.match((await refused.textContent()) ?? '', /REFUSED/);
    assert.match((await refused.textContent()) ?? '', new RegExp(operator.email.replace('.', '\\.')));
    assert.match((await refused.textContent()) ?? '', /another CNPJ/);
    await check('refused');

    const files = (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/files`, { token: integrator.token })).body;
    const read = files.find((file: { type: string }) => file.type === 'TAX_REGISTRATION');
    assert.deepEqual([read.status, read.refusalReason], ['REFUSED', REASON]);
    assert.equal(await status(), 'PENDING');
  });

  it('accepts the replacement and the others, and the business is CREATED; the audit log names the operator', async () => {
    assert.equal((await uploadDocument(t, integrator, beneficiaryId, documentForm(PDF, 'tax-again.pdf', 'TAX_REGISTRATION'))).status, 201);
    await page.goto(`${t.url}/ops/documents/${beneficiaryId}`);
    for (const heading of ['Business bank account', 'Incorporation certificate', 'Tax registration']) {
      await card(heading)
        .getByLabel(/Accept/)
        .check();
      await card(heading).getByRole('button', { name: 'Record the decision' }).click();
      await page.locator('.notice').waitFor();
      assert.match(await notice(), /accepted/);
    }
    assert.equal(await page.locator('form[action$="/review"]').count(), 0);
    assert.match((await card('What the business declared').textContent()) ?? '', /CREATED/);
    await check('accepted');
    assert.equal(await status(), 'CREATED');

    const entries = await auditEntries(t, 'resource.type:beneficiary_document');
    assert.deepEqual(
      entries.map((entry: { action: string; actor: { id: string } }) => [entry.action, entry.actor.id]),
      [
        ['beneficiary_document.refused', operator.id],
        ['beneficiary_document.accepted', operator.id],
        ['beneficiary_document.accepted', operator.id],
        ['beneficiary_document.accepted', operator.id],
      ],
    );
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await page.getByText('No document waits for a review.').waitFor();
    await check('queue-empty');
  });
});
