// The dashboard's newer pages in a real browser (Debian's Chromium, headless): payments, payment contacts, payments
// in and balances, the search box, a filter and the date range, the PIX QR code of an on-ramp awaiting funds, API keys
// created and revoked, and the request log. No console errors; every page saved as a screenshot.
// Test pass: embedded only (heavy end-to-end: drives Chromium)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { clearScreenshots, findChromium, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { createContact, finalPayment, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

const PASSWORD = 'a browser password 123';

describe('the dashboard’s payments, balances, search, API keys and request log in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let receiver: Receiver;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let a: TestIntegrator;
  let beneficiary: Record<string, any>;
  let pending: Record<string, any>;
  let payment: Record<string, any>;
  let shot = 0;

  async function check(name: string): Promise<void> {
    await watch.check(`dashboard-pages-${String(++shot).padStart(2, '0')}-${name}`, name);
  }
  const nav = (name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

  before(async () => {
    t = await startApp({ worker: true, env: { SANDBOX_SETTLE_DELAY_MS: '100' } });
    receiver = await startReceiver();
    a = await t.createIntegrator({ password: PASSWORD, callbackUrl: receiver.url });
    beneficiary = await approvedBeneficiary(t, a, 'browser-pages-1');
    pending = await onRamp(t, a, beneficiary, '120.00');
    const settled = await onRamp(t, a, beneficiary, '300.00');
    assert.ok((await pay(t, a, settled)).status < 300);
    await finalTransfer(t, a, settled.id);
    const contact = await createContact(t, a, beneficiary.id);
    assert.ok((await paymentIn(t, a, beneficiary.id, contact.id, '40.00')).status < 300);
    const simulation = await simulatePayment(t, a, beneficiary.id, '15.00');
    const created = await payPayment(t, a, simulation.body.simulationId, contact.id, 'Browser invoice');
    payment = await finalPayment(t, a, created.body.id);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watch = new PageWatch(page);
    clearScreenshots('dashboard-pages-');
    await page.goto(`${t.url}/dashboard/sign-in`);
    await page.getByLabel('Email').fill(String(a.email));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
  });

  after(async () => {
    await browser?.close();
    await receiver?.close();
    await t?.close();
  });

  it('shows payments, payment contacts, payments in and balances, with names and details', async () => {
    const name = `${beneficiary.person.firstName} ${beneficiary.person.lastName}`;
    await nav('Payments').click();
    await page.getByRole('link', { name: 'Browser invoice' }).waitFor();
    assert.ok((await page.locator('tbody').textContent())?.includes(name));
    await check('payments');
    await page.getByRole('link', { name: 'Browser invoice' }).click();
    await page.getByRole('heading', { name: /^Payment 15.00 USDC/ }).waitFor();
    await check('payment-detail');
    await nav('Payment contacts').click();
    await page.locator('tbody tr').first().waitFor();
    await check('payment-contacts');
    await nav('Payments in').click();
    await page.getByRole('link', { name: '40.00 USD' }).click();
    await page.getByRole('heading', { name: 'Payment in 40.00 USD' }).waitFor();
    await check('payment-in-detail');
    await nav('Balances').click();
    await page.getByRole('link', { name: 'USDC' }).first().click();
    await page.getByRole('heading', { name: 'USDC balance' }).waitFor();
    assert.ok((await page.locator('tbody tr').count()) >= 2, 'the movements of the USDC accounts');
    await check('balance-usdc');
  });

  it('filters with the controls and a date range, kept in the address', async () => {
    await nav('Transfers').click();
    assert.equal(await page.locator('tbody tr').count(), 2);
    await page.getByLabel('Status').selectOption('PENDING');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/status=PENDING/);
    assert.match(page.url(), new RegExp(`from=${today}`));
    assert.equal(await page.locator('tbody tr').count(), 1);
    await check('transfers-filtered');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('status=PENDING'));
    assert.equal(await page.locator('tbody tr').count(), 2, 'the back button shows the list before the filter');
  });

  it('finds a payment by id from the search box, and shows the QR code of an on-ramp awaiting funds', async () => {
    await page.getByRole('searchbox', { name: 'Id or reference' }).fill(payment.id);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(new RegExp(`/dashboard/payments/${payment.id}$`));
    await page.getByRole('searchbox', { name: 'Id or reference' }).fill(pending.id);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(new RegExp(`/dashboard/transfers/${pending.id}$`));
    const qr = page.locator('#pix-qr');
    await qr.waitFor();
    const size = await qr.evaluate((image: HTMLImageElement) => ({ complete: image.complete, width: image.naturalWidth }));
    assert.ok(size.complete && size.width > 100, 'the QR image is drawn');
    await check('transfer-qr');
  });

  it('creates an API key, shows its secret once, and revokes it', async () => {
    await nav('API keys').click();
    await page.getByLabel('Label').fill('Browser key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.locator('#new-client-secret').textContent()) ?? '';
    assert.match(secret, /^cs_/);
    await check('api-key-created');
    await nav('API keys').click();
    assert.equal(await page.locator('#new-client-secret').count(), 0, 'the secret is not shown again');
    await page.getByRole('button', { name: 'Revoke Browser key' }).click();
    await page.getByText('The API key is revoked').waitFor();
    await check('api-key-revoked');
  });

  it('adds a webhook endpoint for on-ramps only, shows its secret once, and disables it', async () => {
    await nav('Webhook endpoints').click();
    await page.getByLabel('URL').fill(`${receiver.url}/on-ramps`);
    await page.getByLabel('Description').fill('On-ramps only');
    await page.getByLabel('Only these:').check();
    await page.getByLabel('ON_RAMP', { exact: true }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    assert.match((await page.locator('#endpoint-secret').textContent()) ?? '', /^whsec_/);
    const row = page.locator('tbody tr', { hasText: '/on-ramps' });
    assert.equal((await row.locator('td').nth(1).textContent())?.trim(), 'ON_RAMP');
    await check('webhook-endpoint-added');
    const listed = await t.request('GET', '/v1/webhook-endpoints', { token: a.token });
    const added = listed.body.content.find((endpoint: { url: string }) => endpoint.url === `${receiver.url}/on-ramps`);
    assert.deepEqual([added?.operations, added?.enabled], [['ON_RAMP'], true], 'the API sees what the page made');
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('The endpoint is disabled').waitFor();
    assert.equal((await t.request('GET', `/v1/webhook-endpoints/${added.id}`, { token: a.token })).body.enabled, false);
    await check('webhook-endpoint-disabled');
  });

  it('shows the request log and one call', async () => {
    await t.request('GET', '/v1/transfers?size=5', { token: a.token });
    await nav('Request log').click();
    await page.getByText('/v1/transfers?size=5').first().waitFor();
    await check('request-log');
    await page.locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { name: /^GET / }).waitFor();
    await check('request-detail');
  });
});
