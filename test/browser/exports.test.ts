// Exporting from the dashboard in a real browser (Debian's Chromium, headless): an integrator signs in, picks a period on
// the transfers page and downloads the CSV with "Export CSV", through its session; the file holds its transfers, the
// same bytes as the API's export. The payments page and a beneficiary's balance export are opened and checked too.
// Every page is checked for console errors and unlabelled inputs, and saved as a screenshot.
// Test pass: embedded only (heavy end-to-end: drives Chromium)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { clearScreenshots, findChromium, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { approvedBeneficiary, onRamp } from '../helpers/transfers.ts';

const PASSWORD = 'a sandbox password 123';
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('dashboard exports in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let exporter: TestIntegrator;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let beneficiary: Record<string, any>;
  const transfers: string[] = [];
  let shot = 0;

  async function check(name: string): Promise<void> {
    await watch.check(`exports-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  before(async () => {
    let integrator: TestIntegrator;
    ({ t, close, integrator } = await startWithReceiver({ EXPORT_PAGE_SIZE: '2' }));
    exporter = await t.createIntegrator({ callbackUrl: integrator.callbackUrl, password: PASSWORD });
    beneficiary = await approvedBeneficiary(t, exporter, 'browser-export');
    for (const value of [110, 220, 330]) transfers.push((await onRamp(t, exporter, beneficiary, value)).id);
    // Another integrator's transfer, which must not be in the file.
    await onRamp(t, integrator, await approvedBeneficiary(t, integrator, 'browser-other'), 440);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    watch = new PageWatch(page);
    clearScreenshots('exports-');
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await close?.();
  });

  it('signs in, and downloads the transfers of a period from the transfers page', async () => {
    await page.goto(`${t.url}/dashboard/transfers`);
    await page.getByLabel('Email').fill(String(exporter.email));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Transfers', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Export transfers' }).waitFor();
    await page.getByLabel('From (UTC, included)').fill(day(-1));
    await page.getByLabel('To (UTC, not included)').fill(day(1));
    await check('transfers-export-form');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.equal(download.suggestedFilename(), `transfers_${day(-1)}_${day(1)}.csv`);
    const file = await download.path();
    assert.ok(file, 'the download was saved');
    const text = await readFile(file, 'utf8');
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    assert.deepEqual(
      rows.map((row) => row.id),
      transfers,
      'its own transfers, oldest first, over two pages',
    );
    assert.deepEqual(
      rows.map((row) => row.fromValue),
      ['110.00', '220.00', '330.00'],
    );
    assert.ok(rows.every((row) => row.integratorBeneficiaryId === 'browser-export' && row.status === 'PENDING'));
    const api = await t.request('GET', `/v1/exports/transfers?from=${day(-1)}&to=${day(1)}`, { token: exporter.token });
    assert.equal(text, api.text, 'the same file as the API');
    assert.match(page.url(), /\/dashboard\/transfers$/, 'the page stays where it was');
    await check('transfers-after-download');
  });

  it("downloads a beneficiary's balance movements from its page, and shows the payments page", async () => {
    await page.goto(`${t.url}/dashboard/beneficiaries/${beneficiary.id}`);
    await page.getByRole('heading', { name: 'Export balance movements' }).waitFor();
    await check('beneficiary-export-form');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^balance-movements_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    assert.match(text, /^"occurredAt","beneficiaryId",/, 'the header row (the beneficiary has no movements yet)');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await page.getByText('No payments match.').waitFor();
    await check('payments-page');
  });
});
