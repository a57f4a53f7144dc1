// Test pass: embedded only (heavy end-to-end: drives Chromium)
// A beneficiary's screening evidence in the console, in a real browser (Debian's Chromium, headless). The app screens
// against the sample rows of OFAC's SDN list in its published CSV format (read from ../shared/specs/ofac-sdn-sample at
// test time); a beneficiary named as a listed man (LOGAN MOREY, Elvis Angus, ent_num 10278) is screened at creation,
// the hit opens a review, and a viewer (the least role) follows the review's evidence link to the page of every
// screening of that beneficiary: when, why, against which lists (with each list's content digest), the threshold, the
// result, the best score and the entry matched; the review offers a viewer no decision form. Every page is checked for console errors and unlabelled controls, and
// saved as a screenshot (test/artifacts/screenshots/ops-screenings-*.png).
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, person, startWithReceiver } from '../helpers/beneficiaries.ts';
import { clearScreenshots, findChromium, firstConsoleSignIn, launchBrowser, PageWatch } from '../helpers/browser.ts';
import { createOperator } from '../helpers/ops.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';

const SAMPLE = publishedSpec('ofac-sdn-sample/sdn.csv', "The sample rows of OFAC's SDN list in its CSV format");
const OWN_PASSWORD = 'a viewer console password 7';

describe("a beneficiary's screening evidence in the console, in a browser", { skip: SAMPLE.skip ?? findChromium().skip }, () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let shot = 0;

  async function check(name: string): Promise<void> {
    await watch.check(`ops-screenings-${String(++shot).padStart(2, '0')}-${name}`, name);
  }

  before(async () => {
    const lists = mkdtempSync(path.join(tmpdir(), 'ponte-screenings-lists-'));
    for (const file of ['sdn.csv', 'alt.csv', 'add.csv']) copyFileSync(path.join(path.dirname(SAMPLE.file), file), path.join(lists, file));
    ({ t, integrator, close } = await startWithReceiver({ SANCTIONS_LISTS: lists }));
    browser = await launchBrowser();
    clearScreenshots('ops-screenings-');
  });
  after(async () => {
    await browser?.close();
    await close?.();
  });

  it('takes a viewer from the review a hit opened to every screening of the beneficiary, with the lists used and the entry matched', async () => {
    const listed = await createBeneficiary(
      t,
      integrator,
      individual('screened-in-browser', { person: person({ firstName: 'Elvis', lastName: 'Logan Morey' }) }),
    );
    const reviews = await t.request('GET', `/v1/admin/reviews?filterEq=subject.id:${listed.id}`, { token: ADMIN_TOKEN });
    assert.equal(reviews.status, 200, reviews.text);
    const [review] = reviews.body.content;
    assert.ok(review, 'the hit at creation opened a review');
    const screenings = await t.request('GET', `/v1/admin/screenings?filterEq=subject.id:${listed.id}`, { token: ADMIN_TOKEN });
    assert.equal(screenings.status, 200, screenings.text);
    const [creation] = screenings.body.content;
    assert.deepEqual([creation.occasion, creation.result], ['CREATION', 'HIT']);
    const digest: string = creation.lists.lists[0].digest;
    assert.match(digest, /^sha256:[0-9a-f]{64}$/);

    // A viewer signs in for the first time: the one-time password, the TOTP code, a password of their own.
    const viewer = await createOperator(t, { role: 'viewer' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    watch = new PageWatch(page);
    await firstConsoleSignIn(page, `${t.url}/ops/reviews/${review.id}`, viewer, OWN_PASSWORD);

    await page.goto(`${t.url}/ops/reviews/${review.id}`);
    const evidenceLink = page.getByRole('link', { name: 'Every screening of this beneficiary' });
    await evidenceLink.waitFor();
    // A viewer may read the review, not decide it: the console offers no decision form.
    assert.equal(await page.getByRole('heading', { name: 'Decide' }).count(), 0, 'no decision form for a viewer');
    await check('review');

    await evidenceLink.click();
    await page.getByRole('heading', { name: /Screening evidence/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/ops/screenings/${listed.id}`);
    const rows = page.locator('table tbody tr');
    assert.ok((await rows.count()) >= 1, 'a row per screening');
    const first = ((await rows.first().textContent()) ?? '').replace(/\s+/g, ' ');
    assert.match(first, /CREATION/);
    assert.match(first, /HIT/);
    const text = (await page.locator('main').textContent()) ?? '';
    // The digest is shown by its start, whole in the element's title.
    const shown = page.locator(`code[title="${digest}"]`).first();
    assert.equal(((await shown.textContent()) ?? '').replace('…', ''), digest.slice(0, 19), "the list's content digest is shown");
    assert.match(text, /LOGAN MOREY, Elvis Angus/);
    assert.match(text, /SDN 10278/);
    await check('evidence');
    await context.close();
  });
});
