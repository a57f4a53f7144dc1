// A real browser for the dashboard tests: an installed Chromium (Debian's where there is one, its headless shell first;
// never a downloaded one) driven by playwright-core, headless; without one the suites skip, saying how to install it (under CI they fail). A
// watcher records every console error and uncaught page error, so a test can say "no errors on any page",
// and every page a test visits is saved as a screenshot in test/artifacts/screenshots/.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { totpCode, type TestOperator } from './ops.ts';

export const SCREENSHOTS = path.resolve('test/artifacts/screenshots');

/**
 * Where a Chromium installed by a package manager is: Debian's and Ubuntu's packages, Snap, Google's. Debian's old
 * headless shell (`chromium-headless-shell`, the same Blink without the browser's interface, what Playwright itself
 * drives headless) comes first where it is installed, as `.ci/run` does: the eight browser files took 171 s of the
 * machine's CPU and 91 s with it against 252 s and 132 s with the full `chromium` (one run each, in turn).
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];
export const CHROMIUM_INSTALL = 'sudo apt-get install -y chromium';

export interface ChromiumChoice {
  /** The browser to drive, when one was found. */
  executable: string | undefined;
  /** For `describe(..., { skip })`: one line naming the install command, when none was found. */
  skip: string | undefined;
}

/** CI is "set" unless absent, empty, "0" or "false", as CI services and people write it. */
function underCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * The Chromium the browser tests drive, never a downloaded one: CHROMIUM_PATH when set (and only it), else the first
 * of the package managers' places, else one playwright-core's own installer put in its cache (`npx playwright-core
 * install chromium` by the user; these tests never run it). None: the suites skip with one line naming the install
 * command, and under CI this throws, so a CI run never passes by skipping the browsers.
 */
export function findChromium(options: { env?: NodeJS.ProcessEnv; candidates?: string[] } = {}): ChromiumChoice {
  const env = options.env ?? process.env;
  let candidates = options.candidates ?? CHROMIUM_CANDIDATES;
  if (env.CHROMIUM_PATH) candidates = [env.CHROMIUM_PATH];
  else if (!options.candidates) {
    try {
      candidates = [...candidates, chromium.executablePath()];
    } catch {
      // playwright-core knows no browser of its own for this platform
    }
  }
  const executable = candidates.find((file) => existsSync(file));
  if (executable) return { executable, skip: undefined };
  const reason = `no Chromium (looked for ${candidates.join(', ')}): browser tests skipped; install one with \`${CHROMIUM_INSTALL}\` or set CHROMIUM_PATH`;
  if (underCi(env)) throw new Error(`CI is set and there is ${reason.replace(': browser tests skipped;', ';')}; a CI run must not skip the browser tests`);
  return { executable: undefined, skip: reason };
}

export async function launchBrowser(): Promise<Browser> {
  const { executable, skip } = findChromium();
  if (!executable) throw new Error(skip);
  return chromium.launch({
    executablePath: executable,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * Removes the screenshots a test file saved on an earlier run (`<prefix><number>-<name>.png`), so the folder shows this
 * run only. The number after the prefix matters: `dashboard-` must not take `dashboard-pages-...`, which another test
 * file may be writing at the same moment.
 */
export function clearScreenshots(prefix: string): void {
  if (!existsSync(SCREENSHOTS)) return;
  for (const file of readdirSync(SCREENSHOTS)) {
    if (file.startsWith(prefix) && /^\d/.test(file.slice(prefix.length))) rmSync(path.join(SCREENSHOTS, file), { force: true });
  }
}

/**
 * Watches a page: console errors and page errors are problems, except the browser's own "Failed to load resource"
 * line for a URL the test asked for an error status on purpose (a 404 page, a refused form, a failed sign-in).
 */
export class PageWatch {
  readonly problems: string[] = [];
  private readonly expectedErrorPaths = new Set<string>();

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      const pathname = where ? new URL(where).pathname : '';
      if (message.text().startsWith('Failed to load resource: the server responded with a status of') && this.expectedErrorPaths.has(pathname)) return;
      this.problems.push(`console error on ${page.url()}: ${message.text()} (${where})`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error on ${page.url()}: ${error.message}`));
    // Nothing on these pages should ever open an alert; a confirm is the dashboard asking before a rotation.
    page.on('dialog', async (dialog) => {
      if (dialog.type() !== 'confirm') this.problems.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
      await dialog.accept();
    });
  }

  /** The test is about to get an error status from this path on purpose. */
  expectErrorStatus(pathname: string): void {
    this.expectedErrorPaths.add(pathname);
  }

  async screenshot(name: string): Promise<void> {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await this.page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  /** Saves the page as the screenshot `file`, and fails on a form control without a label or on any console error so far. */
  async check(file: string, name = file): Promise<void> {
    await this.screenshot(file);
    assert.deepEqual(await unlabelledControls(this.page), [], `${name}: controls without a label`);
    assert.deepEqual(this.problems, [], `${name}: console errors`);
  }
}

/** The page's form controls that have no label a screen reader could read (a label, an aria-label or a button's text). */
export function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('input:not([type=hidden]), select, textarea, button')]
      .filter((element) => {
        if (element instanceof HTMLButtonElement) return (element.textContent ?? '').trim() === '' && !element.getAttribute('aria-label');
        return (element as HTMLInputElement).labels?.length === 0 && !element.getAttribute('aria-label');
      })
      .map((element) => element.outerHTML),
  );
}

/**
 * An operator's first sign-in to the console at `url` (a console page, which asks for it): the one-time password, the
 * code from their authenticator, then a password of their own.
 */
export async function firstConsoleSignIn(page: Page, url: string, operator: TestOperator, ownPassword: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(operator));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('New password', { exact: true }).fill(ownPassword);
  await page.getByLabel('New password again').fill(ownPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** Reloads the page until `condition` holds (work done by the worker shows up after a moment). */
export async function reloadUntil(page: Page, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await page.reload();
  }
}
