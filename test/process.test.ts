// The service as a newcomer and an operator meet it: `npm start` on an empty DATA_DIR, a restart, a second process on
// the same directory, production without its settings, and a graceful stop.
// Test pass: PostgreSQL only (database-independent: the process; its children run both databases there)
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort, MAIN, startChild } from './helpers/process.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-process-'));
  dirs.push(dir);
  return dir;
}
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function token(base: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function waitUntilRefused(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still answers`);
}

describe('the service process', () => {
  it('starts with npm start on an empty DATA_DIR, prints demo credentials, keeps data over a restart, and locks its directory', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startChild({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await first.waitFor(/listening on/);
      const health = await fetch(`${base}/health`);
      assert.equal(health.status, 200);
      const [, clientId] = await first.waitFor(/clientId:\s+(\S+)/);
      const [, clientSecret] = await first.waitFor(/clientSecret:\s+(\S+)/);
      const file = path.join(dataDir, 'sandbox-credentials.json');
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      assert.equal(saved.clientId, clientId);
      assert.equal(saved.clientSecret, clientSecret);
      assert.equal(statSync(file).mode & 0o777, 0o600);

      const bearer = await token(base, clientId!, clientSecret!);
      const profile = await fetch(`${base}/v1/integrators/${saved.integratorId}`, { headers: { authorization: `Bearer ${bearer}` } });
      assert.equal(profile.status, 200);
      assert.equal(((await profile.json()) as { name: string }).name, 'Sandbox demo');

      // A second process on the same directory refuses to start, with the reason.
      const second = startChild({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const code = await second.exited;
      assert.notEqual(code, 0);
      assert.match(second.output(), /DATA_DIR .* is in use by process \d+/);
      assert.equal((await fetch(`${base}/health`)).status, 200, 'the first process must be unharmed');

      await first.stop('SIGTERM');
      await waitUntilRefused(`${base}/health`);

      // A restart keeps the data: the same credentials and token work, and no new demo integrator is printed. It
      // listens on a port of its own: the old one may meanwhile be the local end of another test's connection.
      const againPort = await freePort();
      const againBase = `http://127.0.0.1:${againPort}`;
      const again = startChild({ DATA_DIR: dataDir, PORT: String(againPort) });
      try {
        await again.waitFor(/listening on/);
        assert.doesNotMatch(again.output(), /clientSecret/);
        const reread = await fetch(`${againBase}/v1/integrators/${saved.integratorId}`, { headers: { authorization: `Bearer ${bearer}` } });
        assert.equal(reread.status, 200);
        assert.ok(await token(againBase, clientId!, clientSecret!));
      } finally {
        await again.stop('SIGINT');
      }
    } finally {
      await first.stop('SIGKILL');
    }
  });

  it('takes over a lock left by a process that was killed', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const killed = startChild({ DATA_DIR: dataDir, PORT: String(port) });
    await killed.waitFor(/listening on/);
    // The whole tree dies at once, as in a crash: nothing removes the lock file.
    await killed.stop('SIGKILL');
    await waitUntilRefused(`http://127.0.0.1:${port}/health`);
    assert.ok(existsSync(path.join(dataDir, 'ponte.lock')));
    // A port of its own: the old one may meanwhile be the local end of another test's connection.
    const next = startChild({ DATA_DIR: dataDir, PORT: String(await freePort()) }, MAIN);
    await next.waitFor(/listening on/);
    assert.equal(await next.stop('SIGTERM'), 0, next.output());
  });

  it('refuses to start in production without DATABASE_URL, naming it', async () => {
    const child = startChild({ PONTE_ENV: 'production', DATA_DIR: tempDir(), ADMIN_TOKEN: 'a'.repeat(32), SECRETS_KEY: 'ab'.repeat(32) }, MAIN);
    assert.notEqual(await child.exited, 0);
    const lines = child.output().trim().split('\n');
    assert.equal(lines.length, 1, child.output());
    assert.match(lines[0]!, /production needs DATABASE_URL/);
  });

  it('names every missing production setting in one line', async () => {
    const child = startChild({ PONTE_ENV: 'production', DATA_DIR: tempDir() }, MAIN);
    assert.notEqual(await child.exited, 0);
    assert.match(child.output().trim(), /^ponte: production needs DATABASE_URL, SECRETS_KEY: set them and start again$/);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    const child = startChild({ DATA_DIR: tempDir(), PORT: String(await freePort()) }, MAIN);
    await child.waitFor(/listening on/);
    assert.equal(await child.stop('SIGTERM'), 0);
  });

  it('exits 0 on a SIGTERM that comes during start-up, before it listens', async () => {
    const child = startChild({ DATA_DIR: tempDir(), PORT: String(await freePort()), LOG_LEVEL: 'info' }, MAIN);
    await child.waitFor(/"msg":"starting"/);
    assert.equal(await child.stop('SIGTERM'), 0, child.output());
    assert.doesNotMatch(child.output(), /listening on/);
  });

  it('runs on PostgreSQL when DATABASE_URL is set', { skip: !process.env.DATABASE_URL && 'no DATABASE_URL' }, async () => {
    const { freshDatabase } = await import('./helpers/app.ts');
    const database = await freshDatabase();
    await database.db.close();
    const port = await freePort();
    const child = startChild({ DATABASE_URL: database.url!, DATA_DIR: tempDir(), PORT: String(port) }, MAIN);
    try {
      await child.waitFor(/listening on .*PostgreSQL/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/ready`)).status, 200);
      assert.doesNotMatch(child.output(), /clientSecret/, 'the demo integrator is for the embedded sandbox only');
    } finally {
      assert.equal(await child.stop('SIGTERM'), 0);
      await database.drop();
    }
  });
});
