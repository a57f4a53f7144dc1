// The integrator dashboard in a real browser (Debian's Chromium, headless), against the whole service with its worker
// and a real webhook receiver: sign up, set the callback URL, rotate and reveal the webhook secret, a test event the
// receiver verifies with that secret, a beneficiary created through the API found with a filter and approved with the
// sandbox tools, an on-ramp paid with the sandbox tools and its timeline, a failed delivery redelivered; and the
// refusals: another integrator's beneficiary, a form without its CSRF token, sign-in after repeated failures.
// Every page is checked for console errors and unlabelled inputs, and saved as a screenshot.
// Test pass: embedded only (heavy end-to-end: drives Chromium)
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, person, VALID_CPFS } from '../helpers/beneficiaries.ts';
import { clearScreenshots, findChromium, launchBrowser, PageWatch, reloadUntil } from '../helpers/browser.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

const PASSWORD = 'a sandbox password 123';

describe('the integrator dashboard in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let receiver: Receiver;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  const email = `dashboard-${randomBytes(4).toString('hex')}@example.com`;
  let api: TestIntegrator;
  let webhookSecret: string;
  let beneficiaryId: string;
  let shot = 0;

  /** Screenshot, and the checks every page must pass: labelled inputs, named buttons, no console errors so far. */
  async function check(name: string): Promise<void> {
    await watch.check(`dashboard-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  async function goto(path: string): Promise<void> {
    const response = await page.goto(t.url + path);
    assert.ok(response && response.status() < 400, `${path} answered ${response?.status()}`);
  }

  const notice = () => page.locator('.notice').textContent();
  const nav = (name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

  async function apiCall(method: string, path: string, body?: unknown) {
    const response = await t.request(method, path, { token: api.token, body });
    assert.ok(response.status < 300, `${method} ${path}: ${response.status} ${response.text}`);
    return response.body;
  }

  before(async () => {
    // A short retry schedule, so a delivery that keeps failing is FAILED within a second.
    t = await startApp({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: '0.3', SANDBOX_SETTLE_DELAY_MS: '200' } });
    receiver = await startReceiver();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    watch = new PageWatch(page);
    clearScreenshots('dashboard-');
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await receiver?.close();
    await t?.close();
  });

  it('signs up in the sandbox, signs in, and gets the API credentials once on the profile', async () => {
    await goto('/dashboard');
    assert.match(page.url(), /\/dashboard\/sign-in\?next=%2Fdashboard$/, 'signed out, the overview sends to sign-in');
    await page.getByRole('link', { name: 'Create an integrator account' }).click();
    await page.getByLabel('Company name').fill('Acme Remittances');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await check('sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The same answer for a known email (test/security/sign-in-sources.test.ts): sign in with the password chosen.
    assert.match((await notice()) ?? '', /If this email had no account, your sandbox account is ready/);
    await check('signed-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('You have no callback URL yet').waitFor();
    await goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Rotate client secret' }).click();
    const clientId = (await page.locator('#client-id').textContent()) ?? '';
    const clientSecret = (await page.locator('#client-secret').textContent()) ?? '';
    assert.match(clientId, /^ck_/);
    assert.match(clientSecret, /^cs_/);
    await check('welcome-credentials');

    const token = await t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
    assert.equal(token.status, 200, 'the credentials shown work with the API');
    api = { id: '', clientId, clientSecret, webhookSecret: '', token: token.body.access_token };

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'ponte_session');
    assert.ok(session?.httpOnly, 'the session cookie is HttpOnly');
    assert.equal(session?.sameSite, 'Lax');
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM dashboard_sessions');
    assert.ok(stored.length > 0 && stored.every((row) => row.token_hash !== session?.value), 'the session token is stored only as a hash');

    await goto('/dashboard');
    await page.getByText('You have no callback URL yet').waitFor();
    await check('overview-new-account');
  });

  it('sets the callback URL with the API checks', async () => {
    await nav('Profile').click();
    watch.expectErrorStatus('/dashboard/profile/callback-url');
    await page.getByRole('textbox', { name: 'Callback URL' }).fill('ftp://example.com/hooks');
    await page.getByRole('button', { name: 'Save callback URL' }).click();
    await page.locator('.error').waitFor();
    assert.match((await page.locator('.error').textContent()) ?? '', /Callback URL/);
    await check('profile-callback-refused');

    await page.getByRole('textbox', { name: 'Callback URL' }).fill(receiver.url);
    await page.getByRole('button', { name: 'Save callback URL' }).click();
    assert.equal(await notice(), 'The callback URL is saved.');
    assert.equal(await page.getByRole('textbox', { name: 'Callback URL' }).inputValue(), receiver.url);
    api.id = ((await page.locator('dt:text-is("Integrator id") + dd').textContent()) ?? '').trim();
    assert.equal((await apiCall('GET', `/v1/integrators/${api.id}`)).callbackUrl, receiver.url, 'the API sees the new callback URL');
  });

  it('rotates and reveals the webhook secret, rotates the client secret, and a test event reaches the receiver signed with it', async () => {
    await page.getByRole('button', { name: 'Rotate webhook secret' }).click();
    const rotated = (await page.locator('#webhook-secret').textContent()) ?? '';
    assert.match(rotated, /^whsec_/);
    assert.match((await page.locator('.secret-once').textContent()) ?? '', /new webhook secret/);
    await check('profile-secret-rotated');

    await goto('/dashboard/profile');
    assert.equal(await page.locator('#webhook-secret').count(), 0, 'the secret is not shown until asked for');
    await page.getByRole('button', { name: 'Reveal webhook secret' }).click();
    webhookSecret = (await page.locator('#webhook-secret').textContent()) ?? '';
    assert.equal(webhookSecret, rotated, 'the revealed secret is the rotated one');
    await check('profile-secret-revealed');

    await page.getByRole('button', { name: 'Rotate client secret' }).click();
    const clientSecret = (await page.locator('#client-secret').textContent()) ?? '';
    assert.match(clientSecret, /^cs_/);
    assert.notEqual(clientSecret, api.clientSecret);
    const token = (secret: string) =>
      t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: api.clientId, client_secret: secret } });
    assert.equal((await token(api.clientSecret)).status, 401, 'the old client secret stops working');
    const fresh = await token(clientSecret);
    assert.equal(fresh.status, 200, 'the new one, shown once, works');
    // Tokens issued with the old secret end with it (test/security/auth.test.ts): the API calls go on with a new one.
    assert.equal((await t.request('GET', '/v1/transfers', { token: api.token })).status, 401, 'the old token is revoked');
    api.clientSecret = clientSecret;
    api.token = fresh.body.access_token;
    await check('profile-client-secret-rotated');
    await goto('/dashboard/profile');
    assert.equal(await page.locator('#client-secret').count(), 0, 'the client secret is never shown again');

    // From here on the receiver accepts only callbacks signed with the revealed secret.
    receiver.secrets.push(webhookSecret);
    api.webhookSecret = webhookSecret;
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByRole('heading', { name: 'TEST event' }).waitFor();
    await receiver.waitFor((received) => received.some((entry) => entry.body?.operation === 'TEST'));
    assert.equal(receiver.forged.length, 0, 'every callback verifies with the revealed secret');
    await reloadUntil(page, async () => (await page.locator('.badge').first().textContent()) === 'DELIVERED');
    assert.match((await page.locator('table').textContent()) ?? '', /200/);
    await check('event-test-delivered');
  });

  it('finds a beneficiary created through the API with a filter, and approves it with the sandbox tools', async () => {
    const created = await createBeneficiary(t, api, individual('dash-ben-1'));
    beneficiaryId = created.id;
    await createBeneficiary(t, api, individual('dash-ben-2', { person: person({ firstName: 'Bia', idNumber: VALID_CPFS[1] }) }));
    // A name that would be markup if the page did not escape it; CSP or an alert would show up as a console error.
    await createBeneficiary(t, api, individual('dash-ben-3', { person: person({ firstName: '<img src=x onerror=alert(1)>', idNumber: VALID_CPFS[2] }) }));

    await nav('Beneficiaries').click();
    assert.equal(await page.locator('tbody tr').count(), 3);
    await page.getByText('<img src=x onerror=alert(1)> Souza').waitFor();
    // The filters are form controls (issue 19): "Your reference" filters integratorBeneficiaryId.
    await page.getByLabel('Your reference').fill('dash-ben-1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/reference=dash-ben-1/);
    assert.equal(await page.locator('tbody tr').count(), 1, 'the filter leaves one beneficiary');
    assert.match((await page.locator('tbody').textContent()) ?? '', /dash-ben-1/);
    await check('beneficiaries-filtered');

    await page.getByRole('link', { name: 'Ana Souza' }).click();
    await page.getByRole('heading', { name: 'Ana Souza' }).waitFor();
    assert.equal(await page.locator('.details .badge').first().textContent(), 'PENDING');
    const uploadLink = await page.getByRole('link', { name: 'Upload link' }).getAttribute('href');
    assert.match(uploadLink ?? '', /\/sandbox\/kyx\//, 'the step shows its upload link');
    await check('beneficiary-pending');

    await page.getByRole('button', { name: /^Approve/ }).click();
    assert.equal(await notice(), 'The verification step is approved.');
    assert.equal(await page.locator('.details .badge').first().textContent(), 'CREATED');
    const beneficiary = await apiCall('GET', `/v1/beneficiaries/${beneficiaryId}`);
    assert.equal(beneficiary.status, 'CREATED', 'the API sees what the dashboard did');
    await page.getByRole('heading', { name: 'Identity images' }).waitFor();
    assert.ok((await page.locator('.images img').count()) > 0, 'the captured identity images are shown');
    await check('beneficiary-created');
  });

  it('runs an on-ramp with the sandbox tools and shows its timeline', async () => {
    await nav('Sandbox tools').click();
    await page.getByLabel('Currency').selectOption('BRL');
    await page.getByLabel('Rate', { exact: true }).fill('5.35');
    await page.getByRole('button', { name: 'Set rate' }).click();
    assert.equal(await notice(), 'The market rate is set. New simulations price with it.');
    await page.getByRole('cell', { name: '5.35000000' }).waitFor();

    const simulation = await apiCall('POST', '/v1/transfers/simulations', { amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId, type: 'ON_RAMP' });
    const transfer = await apiCall('POST', '/v1/transfers', { simulationId: simulation.id });
    assert.equal(transfer.status, 'PENDING');
    await check('sandbox-tools');

    await page.getByLabel('Simulation id').first().fill(simulation.id);
    await page.getByLabel("Payer's CPF or CNPJ").fill(VALID_CPFS[0]);
    await page.getByRole('button', { name: 'Pay PIX charge' }).click();
    await page.waitForURL(new RegExp(`/dashboard/transfers/${transfer.id}`));
    assert.match((await notice()) ?? '', /PIX charge is paid/);
    const timeline = page.locator('.timeline');
    await reloadUntil(page, async () => /ON_RAMP event/.test((await timeline.textContent()) ?? ''));
    const text = (await timeline.textContent()) ?? '';
    for (const step of ['Created', 'deposit received', 'settled', 'Became', 'SUCCEEDED', 'ON_RAMP event'])
      assert.match(text, new RegExp(step), `the timeline shows "${step}"`);
    const items = await timeline.locator('li .what').allTextContents();
    assert.ok(items.findIndex((item) => item.includes('Created')) < items.findIndex((item) => item.includes('SUCCEEDED')), 'in order');
    await reloadUntil(page, async () => /DELIVERED/.test((await timeline.textContent()) ?? ''));
    await check('transfer-timeline');

    await nav('Transfers').click();
    assert.equal(await page.locator('tbody tr').count(), 1);
    await check('transfers');
  });

  it('shows a failed delivery and redelivers it', async () => {
    receiver.fallback = 500;
    await goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByRole('heading', { name: 'TEST event' }).waitFor();
    const eventUrl = page.url().split('?')[0] as string;
    await reloadUntil(page, async () => (await page.locator('.badge').first().textContent()) === 'FAILED');
    assert.equal(await page.locator('section:has(#attempts-title) tbody tr').count(), 2, 'the first attempt and its one retry');
    assert.match((await page.locator('section:has(#attempts-title) tbody').textContent()) ?? '', /500/);

    await goto('/dashboard');
    assert.match((await page.locator('section:has(#failing-title)').textContent()) ?? '', /TEST/);
    await check('overview-failing-delivery');
    await nav('Webhook events').click();
    await page.getByRole('link', { name: 'Failed', exact: true }).click();
    assert.equal(await page.locator('tbody tr').count(), 1, 'one failed event');
    await check('events-failed');
    await page.getByRole('link', { name: 'TEST' }).click();
    assert.equal(page.url(), eventUrl);
    await check('event-failed');

    receiver.fallback = 200;
    const before = receiver.received.length;
    await page.getByRole('button', { name: 'Redeliver' }).click();
    assert.equal(await notice(), 'The event is being sent again, with a fresh retry schedule.');
    const eventId = eventUrl.split('/').pop();
    await receiver.waitFor((received) => received.slice(before).some((entry) => entry.headers['webhook-id'] === eventId && entry.body?.operation === 'TEST'));
    await reloadUntil(page, async () => (await page.locator('.badge').first().textContent()) === 'DELIVERED');
    await check('event-redelivered');
  });

  it("answers not found for another integrator's beneficiary", async () => {
    const other = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(other.webhookSecret);
    const theirs = await createBeneficiary(t, other, individual('theirs'));
    for (const path of [
      `/dashboard/beneficiaries/${theirs.id}`,
      `/dashboard/beneficiaries/not-a-uuid`,
      `/dashboard/transfers/${theirs.id}`,
      `/dashboard/events/${theirs.id}`,
    ]) {
      watch.expectErrorStatus(path);
      const response = await page.goto(t.url + path);
      assert.equal(response?.status(), 404, path);
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
    }
    assert.doesNotMatch(await page.content(), /theirs/);
    await check('not-found');
  });

  it('refuses a form posted without its CSRF token', async () => {
    await goto('/dashboard/profile');
    const before = await page.getByRole('textbox', { name: 'Callback URL' }).inputValue();
    await page.getByRole('textbox', { name: 'Callback URL' }).fill('http://127.0.0.1:9/stolen');
    await page.evaluate(() => document.querySelector('form[action="/dashboard/profile/callback-url"] input[name="_csrf"]')?.remove());
    watch.expectErrorStatus('/dashboard/profile/callback-url');
    await page.getByRole('button', { name: 'Save callback URL' }).click();
    await page.getByRole('heading', { name: 'This form could not be accepted' }).waitFor();
    await check('csrf-refused');

    // A wrong token, or the right one from another site, is refused as well.
    const token = await page.evaluate(() => (document.querySelector('input[name="_csrf"]') as HTMLInputElement | null)?.value ?? '');
    const wrong = await page.request.post(`${t.url}/dashboard/profile/callback-url`, {
      form: { _csrf: 'x'.repeat(token.length), callbackUrl: 'http://127.0.0.1:9/stolen' },
    });
    assert.equal(wrong.status(), 403);
    const crossSite = await page.request.post(`${t.url}/dashboard/profile/callback-url`, {
      form: { _csrf: token, callbackUrl: 'http://127.0.0.1:9/stolen' },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(crossSite.status(), 403);
    await goto('/dashboard/profile');
    assert.equal(await page.getByRole('textbox', { name: 'Callback URL' }).inputValue(), before, 'the callback URL did not change');
  });

  it('is usable by keyboard and on a narrow screen', async () => {
    await goto('/dashboard');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content', 'the first Tab reaches the skip link');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    assert.equal(outline, 'solid', 'focus is visible');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');

    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, name] of [
      ['/dashboard', 'narrow-overview'],
      [`/dashboard/beneficiaries/${beneficiaryId}`, 'narrow-beneficiary'],
      ['/dashboard/beneficiaries', 'narrow-beneficiaries'],
    ] as const) {
      await goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${path} overflows a narrow screen by ${overflow}px`);
      await check(name);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs out, and locks the sign-in after repeated failures', async () => {
    await goto('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    assert.equal(await notice(), 'You are signed out.');
    await goto('/dashboard/profile');
    assert.match(page.url(), /\/dashboard\/sign-in\?next=%2Fdashboard%2Fprofile/);

    // An integrator made by the operator with a password signs in with it.
    const operatorMade = await t.request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: 'Operator Made', email: `op-${email}`, password: PASSWORD },
    });
    assert.equal(operatorMade.status, 201, operatorMade.text);
    assert.equal(operatorMade.body.password, undefined);
    watch.expectErrorStatus('/dashboard/sign-in');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('Email').fill(`op-${email}`);
      await page.getByLabel('Password').fill(`wrong password ${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('.error').waitFor();
      const message = (await page.locator('.error').textContent()) ?? '';
      if (attempt < 5) assert.match(message, new RegExp(`${5 - attempt} attempts? left`));
      else assert.match(message, /Too many failed sign-ins for this email from your address: it is locked here until/);
    }
    await page.getByLabel('Email').fill(`op-${email}`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    assert.match((await page.locator('.error').textContent()) ?? '', /locked/, 'even the right password is refused while locked');
    await check('sign-in-locked');

    // Another email is not locked: the account made at sign-up signs in and lands where it was going.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await check('signed-in-again');
    assert.deepEqual(watch.problems, []);
  });
});
