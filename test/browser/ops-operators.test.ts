// Test pass: embedded only (heavy end-to-end: drives Chromium)
// The console's Operators pages in a real browser (Debian's Chromium, headless): an admin signs in with the one-time
// password and a TOTP code, creates an operator (the one-time password and TOTP secret shown once), changes their role,
// makes an API token of their own that then works on the API, revokes it (refused at once), resets the other's TOTP and
// disables them; a viewer sees the operators but no admin form, and is refused an admin action. Every page is checked
// for console errors and unlabelled controls, and saved as a screenshot (test/artifacts/screenshots/ops-operators-*.png).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type TestApp } from '../helpers/app.ts';
import { clearScreenshots, findChromium, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { auditEntries, createOperator, type TestOperator } from '../helpers/ops.ts';

const OWN_PASSWORD = 'an admin console password 77';

describe('the Operators pages of the console in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let admin: TestOperator;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let shot = 0;
  let createdEmail = '';

  async function check(name: string): Promise<void> {
    await watch.check(`ops-operators-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  const notice = async () => ((await page.locator('.notice').textContent()) ?? '').trim();
  const nav = (name: string) => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

  before(async () => {
    t = await startApp();
    admin = await createOperator(t, { role: 'admin' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    watch = new PageWatch(page);
    clearScreenshots('ops-operators-');
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
  });

  it('signs an admin in and lists the operators with their roles', async () => {
    await page.goto(`${t.url}/ops/operators`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const authenticator = new TOTP({ secret: Secret.fromBase32(admin.totp?.secret ?? ''), algorithm: 'SHA1', digits: 6, period: 30 });
    await page.getByLabel('Code from your authenticator app').fill(authenticator.generate());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await page.getByLabel('New password again').fill(OWN_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await nav('Operators').click();
    await page.getByRole('heading', { name: 'Operators', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: admin.email });
    assert.match((await row.textContent()) ?? '', /admin/);
    await check('list');
  });

  it('creates an operator, showing the one-time password and TOTP secret once, and changes their role', async () => {
    createdEmail = `ana-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(createdEmail);
    await page.locator('select#role').selectOption('viewer');
    await page.getByRole('button', { name: 'Create operator' }).click();
    await page.getByRole('heading', { name: `${createdEmail} is created, as viewer` }).waitFor();
    const shown = (await page.locator('.secret').allTextContents()).map((text) => text.trim());
    assert.equal(shown.length, 3, 'the password, the TOTP secret and its URI');
    assert.match(shown[0] ?? '', /^[A-Za-z0-9_-]{24}$/);
    await check('created');

    await page.getByRole('link', { name: createdEmail }).click();
    await page.locator('select#role').selectOption('operator');
    await page.getByRole('button', { name: 'Save role' }).click();
    assert.equal(await notice(), "The operator's role is saved. It holds from their next call or page.");
    assert.match((await page.locator('dl.facts').textContent()) ?? '', /operator \(also resolves exceptions/);
    await check('role-saved');
  });

  it("resets the other operator's TOTP and disables them", async () => {
    await page.getByRole('button', { name: 'Reset TOTP' }).click();
    await page.getByRole('heading', { name: `A new TOTP secret for ${createdEmail}` }).waitFor();
    await check('totp-reset');
    await page.getByRole('button', { name: 'Disable' }).click();
    assert.equal(await notice(), 'The operator is disabled: their sessions are ended and their tokens refused.');
    await page.getByText('DISABLED').first().waitFor();
    await check('disabled');
    const entries = await auditEntries(t, `actor.id:${admin.id},resource.type:operator`);
    assert.deepEqual(
      entries.map((entry) => entry.action).filter((action) => action !== 'operator.signed_in' && action !== 'operator.password_changed'),
      ['operator.created', 'operator.role_changed', 'operator.totp_reset', 'operator.disabled'],
    );
    const fromThisBrowser = (entry: (typeof entries)[number]) => entry.source?.ip === '127.0.0.1' && /Chrome/.test(entry.source?.userAgent ?? '');
    const signIns = entries.filter((entry) => entry.action === 'operator.signed_in');
    // The admin's actions were made through the console session; the sign-in itself names where it came from too.
    assert.ok(
      entries
        .filter((entry) => !['operator.signed_in', 'operator.password_changed'].includes(entry.action))
        .every((entry) => entry.actor.credential === 'console_session' && fromThisBrowser(entry)),
    );
    assert.ok(signIns.length > 0 && signIns.every(fromThisBrowser));
  });

  it('makes an API token of its own that works on the API, and revokes it at once', async () => {
    await nav('Operators').click();
    await page.getByRole('link', { name: 'Your account and tokens' }).click();
    await page.getByLabel('Label').fill('month-end script');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('heading', { name: 'The token month-end script' }).waitFor();
    const token = ((await page.locator('.secret').textContent()) ?? '').trim();
    assert.match(token, /^pot_/);
    await check('token-created');
    const used = await t.request('GET', '/v1/admin/corridors', { token });
    assert.equal(used.status, 200, used.text);

    await page.goto(`${t.url}/ops/operators/${admin.id}`);
    assert.equal(await page.getByRole('row').filter({ hasText: 'month-end script' }).count(), 1);
    await page.getByRole('button', { name: 'Revoke' }).click();
    assert.equal(await notice(), 'The token is revoked: calls made with it are refused from now on.');
    await check('token-revoked');
    assert.equal((await t.request('GET', '/v1/admin/corridors', { token })).status, 401);
  });

  it('shows a viewer the operators without any admin form, and refuses them an admin action', async () => {
    const viewer = await createOperator(t, { role: 'viewer', secondFactor: false });
    const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const viewerPage = await viewerContext.newPage();
    const viewerWatch = new PageWatch(viewerPage);
    try {
      await viewerPage.goto(`${t.url}/ops/sign-in`);
      await viewerPage.getByLabel('Email').fill(viewer.email);
      await viewerPage.getByLabel('Password').fill(viewer.password);
      await viewerPage.getByRole('button', { name: 'Continue' }).click();
      await viewerPage.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
      await viewerPage.getByLabel('New password again').fill(OWN_PASSWORD);
      await viewerPage.getByRole('button', { name: 'Set password' }).click();
      await viewerPage.goto(`${t.url}/ops/operators/${admin.id}`);
      assert.equal(await viewerPage.getByRole('button', { name: 'Save role' }).count(), 0, 'no admin form for a viewer');
      assert.equal(await viewerPage.getByRole('heading', { name: 'API tokens' }).count(), 0, "another's tokens are not shown");
      await viewerWatch.screenshot(`ops-operators-${String(++shot).padStart(2, '0')}-viewer`);
      viewerWatch.expectErrorStatus('/ops/operators');
      // The form a viewer is not shown, posted anyway with the session's CSRF token.
      const [refused] = await Promise.all([
        viewerPage.waitForNavigation(),
        viewerPage.evaluate(() => {
          const csrf = (document.querySelector('input[name=_csrf]') as HTMLInputElement | null)?.value ?? '';
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/ops/operators';
          for (const [name, value] of Object.entries({ _csrf: csrf, email: 'x@example.com', role: 'admin' })) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            form.append(input);
          }
          document.body.append(form);
          form.submit();
        }),
      ]);
      assert.equal(refused?.status(), 403);
      assert.match((await viewerPage.locator('main').textContent()) ?? '', /Your role \(viewer\) may not do this/);
    } finally {
      await viewerContext.close();
    }
  });
});
