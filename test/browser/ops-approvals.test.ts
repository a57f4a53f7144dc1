// Test pass: embedded only (heavy end-to-end: drives Chromium)
// The two-person rule in the console, in a real browser (Debian's Chromium, headless): one approver (the maker) changes
// a corridor's spread, which is sent for approval and changes nothing; the Approvals queue lists the request with its
// maker, and its page shows the exact effect; the maker is offered no Approve button on their own request. A second
// approver (the checker), signed in in a browser context of their own, approves it with a note, and the corridor
// changes; the request is listed as approved with both people, and the audit log names each. Every page is checked for
// console errors and unlabelled controls, and saved as a screenshot (test/artifacts/screenshots/ops-approvals-*.png).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { clearScreenshots, findChromium, firstConsoleSignIn, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { auditEntries, createOperator, type TestOperator } from '../helpers/ops.ts';

const OWN_PASSWORD = 'an approver console password 5';

/** One operator's browser: a context of their own (their own session cookie) and a watched page. */
interface Seat {
  operator: TestOperator;
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

describe('the Approvals pages of the console in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let browser: Browser;
  let maker: Seat;
  let checker: Seat;
  let shot = 0;
  let approvalUrl = '';
  let spreadBefore = '';

  async function check(seat: Seat, name: string): Promise<void> {
    await seat.watch.check(`ops-approvals-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  /** An approver signed in for the first time: the one-time password, the TOTP code, a password of their own. */
  async function seat(): Promise<Seat> {
    const operator = await createOperator(t, { role: 'approver' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    // The Approve form asks before it carries the effect out (data-confirm): PageWatch says yes to a confirm.
    const watch = new PageWatch(page);
    await firstConsoleSignIn(page, `${t.url}/ops/approvals`, operator, OWN_PASSWORD);
    await page
      .getByRole('heading', { name: 'Overview' })
      .or(page.getByRole('heading', { name: 'Approvals' }))
      .first()
      .waitFor();
    return { operator, context, page, watch };
  }

  const notice = async (page: Page) => ((await page.locator('.notice').textContent()) ?? '').trim();
  const corridorBR = async () => (await t.request('GET', '/v1/admin/corridors?filterEq=id:BR', { token: ADMIN_TOKEN })).body.content[0];

  before(async () => {
    t = await startApp();
    browser = await launchBrowser();
    clearScreenshots('ops-approvals-');
    maker = await seat();
    checker = await seat();
    spreadBefore = (await corridorBR()).spread;
  });

  after(async () => {
    await maker?.context.close();
    await checker?.context.close();
    await browser?.close();
    await t?.close();
  });

  it("sends the maker's corridor change for approval, changing nothing", async () => {
    const { page } = maker;
    await page.goto(`${t.url}/ops/corridors/BR`);
    await page.getByLabel('Spread').fill('0.004321');
    await page.getByLabel('Reason').fill('Treasury asked for a wider spread on BR this week.');
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await page.waitForURL(/\/ops\/approvals\/[0-9a-f-]+/);
    approvalUrl = page.url().replace(/\?.*$/, '');
    assert.match(await notice(page), /sent for approval/);
    const effect = page.locator('section', { has: page.getByRole('heading', { name: 'The effect, as it will post' }) });
    assert.match((await effect.textContent()) ?? '', /0\.004321/, 'the page shows the spread as it will be');
    assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0, 'the maker is offered no Approve button');
    assert.equal(await page.getByRole('button', { name: 'Withdraw' }).count(), 1);
    assert.equal((await corridorBR()).spread, spreadBefore, 'the request changes nothing');
    await check(maker, 'requested');
  });

  it('lists the pending request with its maker in the queue', async () => {
    const { page } = checker;
    await page.goto(`${t.url}/ops/approvals`);
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: maker.operator.email });
    assert.equal(await row.count(), 1, 'one pending request, by the maker');
    assert.match((await row.textContent()) ?? '', /corridor BR/);
    await check(checker, 'queue');
  });

  it('a second approver approves it, and the corridor changes once', async () => {
    const { page } = checker;
    await page.goto(approvalUrl);
    await page.getByLabel('Note (optional)').fill('Checked with treasury.');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/notice=approved/);
    assert.match(await notice(page), /Approved/);
    assert.equal(await page.getByRole('heading', { name: 'The effect, as approved' }).count(), 1);
    assert.equal((await corridorBR()).spread, '0.004321');
    await check(checker, 'approved');

    await page.goto(`${t.url}/ops/approvals?status=APPROVED`);
    const row = page.getByRole('row').filter({ hasText: maker.operator.email });
    assert.equal(await row.count(), 1);
    await check(checker, 'approved-list');

    const id = approvalUrl.split('/').pop();
    const [requested] = await auditEntries(t, `action:approval.requested,resource.id:${id}`);
    const [approvedEntry] = await auditEntries(t, `action:approval.approved,resource.id:${id}`);
    assert.deepEqual([requested.actor.id, approvedEntry.actor.id], [maker.operator.id, checker.operator.id], 'the audit log names both people');
    const [updated] = await auditEntries(t, 'action:corridor.updated,resource.id:BR');
    assert.equal(updated.actor.id, checker.operator.id, "the change is the checker's");
  });
});
