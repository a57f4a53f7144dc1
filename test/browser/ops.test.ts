// The operator console in a real browser (Debian's Chromium, headless), against the whole service with its worker and
// a real webhook receiver: an operator made through the API signs in with the one-time password and a TOTP code made
// here with otpauth (as an authenticator app would), chooses a password, opens a PAYOUT_OUTCOME_UNKNOWN exception the
// real service opened (the sandbox's 0017 account), marks it paid through its form, reads the payment's story, clears
// a sanctions review, has a corridor's refused term shown on its form and then saves it, and finds those actions in the
// audit log under the operator's email. Every page is checked for console errors and unlabelled controls, and saved as
// a screenshot (test/artifacts/screenshots/ops-*.png).
// Test pass: embedded only (heavy end-to-end: drives Chromium)
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, person, startWithReceiver } from '../helpers/beneficiaries.ts';
import { clearScreenshots, findChromium, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { secondApprover } from '../helpers/approvals.ts';
import { createOperator, inventedSanctionsList, type TestOperator } from '../helpers/ops.ts';
import { createContact, finalPayment, pay, paymentIn, simulate } from '../helpers/payments.ts';
import { approvedBeneficiary } from '../helpers/transfers.ts';

const OWN_PASSWORD = 'a console password 4242';

describe('the operator console in a browser', { skip: findChromium().skip }, () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let operator: TestOperator;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let shot = 0;
  let paymentId: string;

  /** Screenshot, and the checks every page must pass: labelled controls, named buttons, no console errors so far. */
  async function check(name: string): Promise<void> {
    await watch.check(`ops-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  const nav = (name: string) => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });
  const notice = async () => ((await page.locator('.notice').textContent()) ?? '').trim();
  const admin = async (route: string) => (await t.request('GET', route, { token: ADMIN_TOKEN })).body;
  /** The request the page was sent to after a form went for approval, approved by a second approver; their id. */
  async function approveLatest(): Promise<string> {
    const id = /\/ops\/approvals\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    assert.ok(id, `on an approval's page: ${page.url()}`);
    const checker = await secondApprover(t);
    const decided = await t.request('POST', `/v1/admin/approvals/${id}/approve`, { token: checker.token, body: {} });
    assert.equal(decided.status, 200, decided.text);
    return checker.id;
  }

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ JOB_RETRY_BASE_MS: '1', SANDBOX_SETTLE_DELAY_MS: '50', SANCTIONS_LISTS: inventedSanctionsList() }));
    operator = await createOperator(t);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    watch = new PageWatch(page);
    clearScreenshots('ops-');
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await close?.();
  });

  it('signs in with the one-time password and a TOTP code from an authenticator, then a password of its own', async () => {
    await page.goto(`${t.url}/ops`);
    assert.match(page.url(), /\/ops\/sign-in\?next=%2Fops$/);
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password').fill(operator.password);
    await check('sign-in');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code from your authenticator app').waitFor();
    const authenticator = new TOTP({ secret: Secret.fromBase32(operator.totp?.secret ?? ''), algorithm: 'SHA1', digits: 6, period: 30 });
    await page.getByLabel('Code from your authenticator app').fill(authenticator.generate());
    await check('second-factor');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await page.getByLabel('New password again').fill(OWN_PASSWORD);
    await check('choose-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    assert.equal(await notice(), 'Your password is set. Use it from now on.');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'ponte_ops_session');
    assert.ok(session?.httpOnly && session.path === '/ops', 'an HttpOnly cookie scoped to /ops');
  });

  it('resolves an exception the service opened through its form, then reads the payment story', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'ops-browser');
    const funder = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, funder.id, 100)).status, 200);
    const contact = await createContact(t, integrator, beneficiary.id, { userInfo: { accountNumber: '000123450017' } });
    paymentId = (await pay(t, integrator, (await simulate(t, integrator, beneficiary.id, 40)).body.simulationId, contact.id)).body.id;
    let exception: Record<string, any> | undefined;
    for (const deadline = Date.now() + 20_000; !exception && Date.now() < deadline; await sleep(100)) {
      exception = (await admin(`/v1/admin/exceptions?filterEq=resource.id:${paymentId}`)).content[0];
    }
    assert.ok(exception, 'the sandbox 0017 account left the payout outcome unknown');

    await page.reload();
    await check('overview');
    await nav('Exceptions').click();
    await page.getByRole('link', { name: 'PAYOUT_OUTCOME_UNKNOWN' }).first().click();
    await page.getByRole('heading', { name: 'Mark paid' }).waitFor();
    await check('exception');
    await page.getByLabel('Reference', { exact: true }).fill('FED-BROWSER-1');
    await page.locator('#mark_paid-note').fill('Seen on the bank statement of today');
    await page.getByRole('button', { name: 'Mark paid: send for approval' }).click();
    assert.match(await notice(), /^Request sent for approval/);
    await check('exception-requested');
    await approveLatest();
    await page.goto(`${t.url}/ops/exceptions/${exception.id}`);
    await page.getByRole('heading', { name: 'Resolution' }).waitFor();
    await check('exception-resolved');
    assert.equal((await finalPayment(t, integrator, paymentId)).status, 'COMPLETED');

    await page.getByRole('link', { name: paymentId }).click();
    await page.getByText('The bank acknowledged the payout: FED-BROWSER-1').first().waitFor();
    assert.match((await page.locator('main').textContent()) ?? '', /Payment out settled/);
    await check('payment-story');
  });

  it('clears a sanctions review after comparing both sides', async () => {
    const held = await createBeneficiary(t, integrator, individual('ops-browser-review', { person: person({ firstName: 'Aurelio', lastName: 'Quimby' }) }));
    await nav('Reviews').click();
    await page.getByRole('link', { name: 'Aurelio Quimby' }).click();
    await page.getByText('DOB 02 Feb 1950; nationality Atlantis.').waitFor();
    await check('review');
    await page.getByLabel(/^Clear/).check();
    await page.getByLabel('Note').fill('Born 1990 in Brazil; the listed man was born 1950');
    await page.getByRole('button', { name: 'Send for approval' }).click();
    assert.match(await notice(), /^Request sent for approval/);
    await check('review-requested');
    const checker = await approveLatest();
    const [review] = (await admin(`/v1/admin/reviews?filterEq=subject.id:${held.id}`)).content;
    assert.deepEqual([review.status, review.decision.decidedBy], ['CLEARED', checker], 'decided by the second approver');
  });

  it("edits a corridor's terms, a refused one shown on the form", async () => {
    await nav('Corridors').click();
    await check('corridors');
    await page.getByRole('link', { name: 'BR', exact: true }).click();
    watch.expectErrorStatus('/ops/corridors/BR');
    await page.getByLabel('Spread').fill('1.5');
    await page.getByLabel('Reason').fill('Treasury asked for it');
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await page.locator('.error').waitFor();
    assert.match((await page.locator('.error').textContent()) ?? '', /Spread/);
    await check('corridor-refused');
    await page.getByLabel('Spread').fill('0.0035');
    await page.getByLabel('Service fee (bps)').fill('55');
    await page.getByRole('button', { name: 'Send for approval' }).click();
    assert.match(await notice(), /^Request sent for approval/);
    await check('corridor-requested');
    await approveLatest();
    const [corridor] = (await admin('/v1/admin/corridors?filterEq=id:BR')).content;
    assert.deepEqual([corridor.serviceFeeBps, corridor.spread], [55, '0.0035']);
  });

  it("shows the integrator, the reconciliation runs and the ledger, and the operator's actions in the audit log", async () => {
    await nav('Integrators').click();
    await page.getByRole('link', { name: 'Integrator 1' }).click();
    await page.getByRole('heading', { name: 'Integrator fee' }).waitFor();
    await check('integrator');
    await nav('Reconciliation').click();
    await page.getByRole('button', { name: 'Run' }).click();
    assert.equal(await notice(), 'The reconciliation run is made.');
    await check('reconciliation-run');
    await nav('Ledger').click();
    await check('ledger');

    await nav('Audit log').click();
    await page.getByLabel('Actor').fill(operator.email);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('region', { name: 'Audit log' }).waitFor();
    const table = (await page.getByRole('region', { name: 'Audit log' }).textContent()) ?? '';
    // The resolution, the review's decision and the corridor's change are the second approver's; this operator asked.
    for (const action of ['operator.signed_in', 'operator.password_changed', 'approval.requested', 'reconciliation_run.created']) {
      assert.ok(table.includes(action), `${action} in the audit log`);
    }
    assert.ok(table.includes(operator.email), 'named by the operator account');
    await check('audit-log');
  });
});
