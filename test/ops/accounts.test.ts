// Operator accounts and console sessions over plain HTTP: accounts made by ADMIN_TOKEN and by the command, stored as
// hashes and sealed secrets; sign-in with the one-time password, the TOTP code and a password of one's own; a wrong
// code, a replayed code, the lock-out after five failures of either kind; CSRF; the dashboard's and the console's
// sessions never opening each other's pages; production, where a second factor is required and cookies are Secure.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { secretBox, sha256, verifyPassword } from '../../src/crypto.ts';
import { ensureSeed } from '../../src/db/embedded-seed.ts';
import { openDb } from '../../src/db/index.ts';
import { codeAt } from '../../src/modules/operators/totp.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';
import { auditEntries, createOperator, OpsVisitor, OWN_PASSWORD, totpCode } from '../helpers/ops.ts';
import { runNpmScript } from '../helpers/process.ts';

describe('operator accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  it('are made with ADMIN_TOKEN, answering a one-time password and the TOTP provisioning once, and kept as a hash and a sealed secret', async () => {
    assert.equal((await t.request('POST', '/v1/admin/operators', { body: { email: 'nobody@example.com' } })).status, 401);
    const operator = await createOperator(t, { email: 'Ana.Ops@Example.com' });
    assert.equal(operator.email, 'ana.ops@example.com');
    assert.match(operator.password, /^[A-Za-z0-9_-]{24}$/);
    assert.match(operator.totp?.secret ?? '', /^[A-Z2-7]{32}$/);
    assert.match(
      operator.totp?.uri ?? '',
      /^otpauth:\/\/totp\/Ponte%20operations:ana\.ops%40example\.com\?issuer=Ponte%20operations&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    const [row] = await t.db.query<{ password_hash: string; totp_secret_sealed: string; created_by: string }>('SELECT * FROM operators WHERE id = $1', [
      operator.id,
    ]);
    assert.ok(row && (await verifyPassword(operator.password, row.password_hash)), 'the scrypt hash of the one-time password is kept');
    assert.ok(!row.password_hash.includes(operator.password) && !row.totp_secret_sealed.includes(operator.totp?.secret ?? ''), 'neither is kept in the clear');
    assert.equal(t.context.secrets.decrypt(row.totp_secret_sealed), operator.totp?.secret);
    assert.equal(row.created_by, 'admin');
    const [created] = await auditEntries(t, `resource.id:${operator.id}`);
    assert.deepEqual(
      [created.action, created.actor, created.details],
      [
        'operator.created',
        { type: 'operator', id: 'admin', name: 'bootstrap', credential: 'admin_token' },
        { email: 'ana.ops@example.com', role: 'admin', secondFactor: true, createdBy: 'admin' },
      ],
    );
    assert.ok(
      !JSON.stringify(created).includes(operator.password) && !JSON.stringify(created).includes(operator.totp?.secret ?? '-'),
      'no secret in the audit log',
    );

    const again = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'ana.ops@example.com' } });
    assert.deepEqual([again.status, again.body.code], [409, 'operator.conflict']);
    const bad = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'not an email' } });
    assert.deepEqual([bad.status, bad.body.code], [400, 'validation.failed']);
  });

  it('are made by `npm run ops:create-operator` on the configured database, printing the secrets once and reading no input', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-ops-command-'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' };
      const missing = runNpmScript('ops:create-operator', [], env);
      assert.equal(missing.status, 1);
      assert.match(missing.stderr, /--email is required/);
      const made = runNpmScript('ops:create-operator', ['--email', 'first@example.com'], env);
      assert.equal(made.status, 0, made.stderr);
      const password = /one-time password: (\S+)/.exec(made.stdout)?.[1] ?? '';
      const secret = /TOTP secret: +([A-Z2-7]+)/.exec(made.stdout)?.[1] ?? '';
      assert.match(made.stdout, /provisioning URI: +otpauth:\/\/totp\//);
      // Its new database is a copy of the seed, as a first `npm start`'s is (no initdb, no migrations): the cluster's
      // system identifier, the first 8 bytes of global/pg_control, is the seed's.
      const systemId = (dir: string) => readFileSync(path.join(dir, 'global/pg_control')).subarray(0, 8).toString('hex');
      assert.equal(systemId(path.join(dataDir, 'pglite')), systemId((await ensureSeed()).file), 'started from the seed');
      {
        const db = await openDb({ dataDir: path.join(dataDir, 'pglite') });
        try {
          const [row] = await db.query<{ password_hash: string; totp_secret_sealed: string; created_by: string }>(
            "SELECT * FROM operators WHERE email = 'first@example.com'",
          );
          assert.ok(row && (await verifyPassword(password, row.password_hash)));
          const key = Buffer.from(readFileSync(path.join(dataDir, 'secrets.key'), 'utf8').trim(), 'hex');
          assert.equal(secretBox(key).decrypt(row.totp_secret_sealed), secret);
          assert.equal(row.created_by, 'command');
          const [entry] = await db.query<{ action: string; actor_type: string; actor_id: string }>("SELECT * FROM audit_log WHERE action = 'operator.created'");
          assert.deepEqual([entry?.actor_type, entry?.actor_id], ['system', 'ops:create-operator'], 'the command is in the audit log');
        } finally {
          await db.close();
        }
      }
    } finally {
      // Removed once the database is closed: a timer started before the reads finished removed it under them on a slow
      // machine.
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sign in with the one-time password and a TOTP code, then must choose a password before anything else', async () => {
    const operator = await createOperator(t);
    const visitor = new OpsVisitor(t.url);
    const signedOut = await visitor.fetch('/ops/exceptions');
    assert.deepEqual([signedOut.status, signedOut.headers.get('location')], [303, '/ops/sign-in?next=%2Fops%2Fexceptions']);

    const password = await visitor.signIn(operator.email, operator.password, '/ops/exceptions');
    assert.equal(password.headers.get('location'), '/ops/sign-in/code?next=%2Fops%2Fexceptions');
    const cookie = password.headers.getSetCookie().find((line) => line.startsWith('ponte_ops_session='));
    assert.match(cookie ?? '', /; Path=\/ops; HttpOnly; SameSite=Lax; Max-Age=300$/);
    assert.equal((await visitor.fetch('/ops')).status, 303, 'a password alone opens nothing');

    const wrong = await visitor.enterCode(codeAt(operator.totp?.secret ?? '', Date.now() + 10 * 60_000));
    assert.equal(wrong.status, 401);
    assert.match(await wrong.text(), /That code is not right, or was used already\. 4 attempts left/);
    const right = await visitor.enterCode(totpCode(operator), '/ops/exceptions');
    assert.deepEqual([right.status, right.headers.get('location')], [303, '/ops/password']);
    const stored = await t.db.query<{ token_hash: string; stage: string }>('SELECT token_hash, stage FROM ops_sessions WHERE operator_id = $1', [operator.id]);
    assert.deepEqual(
      stored.map((row) => [row.token_hash, row.stage]),
      [[sha256(visitor.cookies.get('ponte_ops_session') ?? ''), 'signed_in']],
      'a new session, stored as a hash',
    );

    assert.equal((await visitor.fetch('/ops/exceptions')).headers.get('location'), '/ops/password', 'the one-time password opens only the password page');
    const { csrf } = await visitor.page('/ops/password');
    const short = await visitor.post('/ops/password', { _csrf: csrf ?? '', password: 'short', confirm: 'short' });
    assert.equal(short.status, 400);
    const set = await visitor.post('/ops/password', { _csrf: csrf ?? '', password: OWN_PASSWORD, confirm: OWN_PASSWORD });
    assert.deepEqual([set.status, set.headers.get('location')], [303, '/ops?notice=password-set']);
    const overview = await visitor.page('/ops');
    assert.equal(overview.response.status, 200);
    assert.match(overview.text, /Open exceptions by kind/);
    assert.equal(overview.response.headers.get('x-frame-options'), 'DENY');
    assert.match(overview.response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(overview.response.headers.get('cache-control'), 'no-store');

    const oneTime = await new OpsVisitor(t.url).signIn(operator.email, operator.password);
    assert.equal(oneTime.status, 401, 'the one-time password no longer signs in');
  });

  it('refuses a code used once already, and takes the next one', async () => {
    const operator = await createOperator(t);
    // The code replayed must be the one that signed in: both are read within one 30-second step, so the sign-in starts
    // early in a step (under load it may take several seconds).
    const intoStep = (Date.now() / 1000) % 30;
    if (intoStep > 5) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 100));
    await new OpsVisitor(t.url).signInFirstTime(operator);
    const used = totpCode(operator);
    const second = new OpsVisitor(t.url);
    await second.signIn(operator.email, operator.password);
    const replayed = await second.enterCode(used);
    assert.equal(replayed.status, 401, 'the code that signed in cannot sign in again');
    const next = await second.enterCode(totpCode(operator, 1));
    assert.deepEqual([next.status, next.headers.get('location')], [303, '/ops']);
  });

  it('locks the email for 15 minutes after five failures, wrong passwords and wrong codes counted together', async () => {
    const operator = await createOperator(t);
    await new OpsVisitor(t.url).signInFirstTime(operator);
    const visitor = new OpsVisitor(t.url);
    for (let failure = 1; failure <= 3; failure++) assert.equal((await visitor.signIn(operator.email, 'not the password')).status, 401);
    await visitor.signIn(operator.email, operator.password);
    assert.equal((await visitor.enterCode('000000')).status, 401);
    const fifth = await visitor.enterCode('000001');
    assert.equal(fifth.status, 429);
    assert.match(await fifth.text(), /Too many failed sign-ins for this email from your address: it is locked here until/);
    const locked = await new OpsVisitor(t.url).signIn(operator.email, operator.password);
    assert.equal(locked.status, 429, 'the right password does not open a locked email');
    await t.db.query("UPDATE ops_sign_in_attempts SET locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes'");
    assert.equal((await new OpsVisitor(t.url).signIn(operator.email, operator.password)).status, 303, 'after the lock-out it signs in again');
    const lockOuts = await auditEntries(t, `action:operator.locked_out,resource.id:${operator.id}`);
    assert.equal(lockOuts.length, 1, 'the failure that locked the email is in the audit log, once');
    assert.deepEqual([lockOuts[0].actor.type, lockOuts[0].details.failed, lockOuts[0].details.email], ['system', 'code', operator.email]);
    const password = new OpsVisitor(t.url);
    for (let failure = 1; failure <= 5; failure++) await password.signIn(operator.email, 'still not the password');
    const [, byPassword] = await auditEntries(t, `action:operator.locked_out,resource.id:${operator.id}`);
    assert.equal(byPassword?.details.failed, 'password', 'five wrong passwords lock it too');
  });

  it('refuses a form without its CSRF token, or from another site', async () => {
    const operator = await createOperator(t);
    const visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(operator);
    const { csrf } = await visitor.page('/ops');
    assert.equal((await visitor.post('/ops/sign-out', {})).status, 403);
    assert.equal((await visitor.post('/ops/sign-out', { _csrf: 'x'.repeat(32) })).status, 403);
    assert.equal((await visitor.post('/ops/sign-out', { _csrf: csrf ?? '' }, { origin: 'https://evil.example' })).status, 403);
    assert.equal((await visitor.post('/ops/exceptions/00000000-0000-4000-8000-000000000000/resolve', { action: 'dismiss', note: 'x' })).status, 403);
    assert.equal(
      (await new OpsVisitor(t.url).post('/ops/sign-in', { email: operator.email, password: operator.password })).status,
      403,
      'nor signs in without the pre-session token',
    );
    const out = await visitor.post('/ops/sign-out', { _csrf: csrf ?? '' });
    assert.deepEqual([out.status, out.headers.get('location')], [303, '/ops/sign-in?notice=signed-out']);
    assert.equal((await visitor.fetch('/ops')).status, 303, 'signed out');
  });

  it("keeps the dashboard's and the console's sessions apart: neither opens the other's pages", async () => {
    const operator = await createOperator(t);
    const ops = new OpsVisitor(t.url);
    await ops.signInFirstTime(operator);
    const integrator = await t.createIntegrator({ password: 'a dashboard password' });
    const dashboard = new Visitor(t.url);
    assert.equal((await dashboard.signIn(String(integrator.email), 'a dashboard password')).status, 303);
    const dashboardToken = dashboard.cookies.get('ponte_session') ?? '';
    const opsToken = ops.cookies.get('ponte_ops_session') ?? '';
    assert.ok(dashboardToken && opsToken);

    for (const [name, value] of [
      ['ponte_ops_session', dashboardToken],
      ['ponte_session', dashboardToken],
    ]) {
      const opened = await fetch(`${t.url}/ops`, { headers: { cookie: `${name}=${value}` }, redirect: 'manual' });
      assert.deepEqual([opened.status, opened.headers.get('location')], [303, '/ops/sign-in?next=%2Fops'], `a dashboard session as ${name} does not open /ops`);
    }
    for (const [name, value] of [
      ['ponte_session', opsToken],
      ['ponte_ops_session', opsToken],
    ]) {
      const opened = await fetch(`${t.url}/dashboard`, { headers: { cookie: `${name}=${value}` }, redirect: 'manual' });
      assert.deepEqual(
        [opened.status, opened.headers.get('location')],
        [303, '/dashboard/sign-in?next=%2Fdashboard'],
        `a console session as ${name} does not open /dashboard`,
      );
    }
    assert.equal((await ops.fetch('/ops')).status, 200, 'each still opens its own');
    assert.equal((await dashboard.fetch('/dashboard')).status, 200);
  });

  it('lets a sandbox account go without a second factor, and says so on every page', async () => {
    const operator = await createOperator(t, { secondFactor: false });
    assert.equal(operator.totp, null);
    const visitor = new OpsVisitor(t.url);
    const signIn = await visitor.signIn(operator.email, operator.password);
    assert.equal(signIn.headers.get('location'), '/ops', 'no code is asked for');
    await visitor.signInFirstTime({ ...operator, password: operator.password });
    assert.match((await visitor.page('/ops')).text, /signs in with its password alone: it has no second factor/);
  });
});

describe('operator accounts in production', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp({
      env: { PONTE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused', SECRETS_KEY: 'cd'.repeat(32) },
    });
  });
  after(() => t.close());

  it('requires a second factor, and sets Secure cookies', async () => {
    const refused = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'nofactor@example.com', secondFactor: false } });
    assert.deepEqual([refused.status, refused.body.code], [422, 'operator.second_factor_required']);
    const operator = await createOperator(t);
    const visitor = new OpsVisitor(t.url);
    const password = await visitor.signIn(operator.email, operator.password);
    assert.match(password.headers.getSetCookie().find((line) => line.startsWith('ponte_ops_session=')) ?? '', /; Secure$/);
    // An account that lost its second factor (as one made in a sandbox would have none) stays out of production.
    await t.db.query('UPDATE operators SET totp_secret_sealed = NULL WHERE id = $1', [operator.id]);
    const without = await new OpsVisitor(t.url).signIn(operator.email, operator.password);
    assert.equal(without.status, 403);
    assert.match(await without.text(), /no second factor, which production requires/);
  });
});
