// A real browser for the dashboard tests: Debian's Chromium (never a downloaded one) driven by playwright-core,
// headless. A watcher records every console error and uncaught page error, so a test can say "no errors on any page",
// and every page a test visits is saved as a screenshot in test/artifacts/screenshots/.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve('test/artifacts/screenshots');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's Chromium (apt-get install -y chromium); the browser tests never download a browser`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
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
