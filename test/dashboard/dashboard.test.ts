// The dashboard over plain HTTP, for what a browser test cannot see or would see slowly: cookies' flags and how sessions
// are stored, the lock-out under parallel guesses and its end, sign-out and expiry, redirects that stay on this site,
// the page headers, output escaping, the operator's password field, and production, where the sandbox pages and the
// sign-up do not exist.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp, createLogger } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { createContext } from '../../src/context.ts';
import { sha256 } from '../../src/crypto.ts';
import { escapeHtml, html, safeHref } from '../../src/dashboard/html.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ADMIN_TOKEN, freshDatabase, startApp, type TestApp } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer } from '../helpers/transfers.ts';

const PASSWORD = 'a long enough password';

describe('dashboard sessions and security', () => {
  let t: TestApp;
  let email: string;

  before(async () => {
    t = await startApp();
    email = String((await t.createIntegrator({ password: PASSWORD })).email);
  });
  after(() => t.close());

  it('takes a password when the operator creates an integrator, and keeps only its scrypt hash', async () => {
    const short = await t.request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: 'Short', email: 'short@example.com', password: 'too short' },
    });
    assert.equal(short.status, 400);
    assert.equal(short.body.errors[0].path, '/password');
    const [row] = await t.db.query<{ dashboard_password_hash: string }>('SELECT dashboard_password_hash FROM integrators WHERE lower(email) = lower($1)', [
      email,
    ]);
    // scrypt at the test apps' PASSWORD_HASH_COST, N = 2^10 (test/helpers/app.ts; 2^15 unless set: test/config.test.ts).
    assert.match(row?.dashboard_password_hash ?? '', /^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    assert.ok(!row?.dashboard_password_hash.includes(PASSWORD));
    const without = await t.createIntegrator();
    const visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(without.email), PASSWORD)).status, 401, 'no password, no dashboard');
  });

  it('keeps the session in an HttpOnly cookie whose token is stored only as a hash, and ends it on sign-out', async () => {
    const visitor = new Visitor(t.url);
    const signIn = await visitor.signIn(email.toUpperCase(), PASSWORD);
    assert.equal(signIn.status, 303);
    assert.equal(signIn.headers.get('location'), '/dashboard');
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('ponte_session='));
    assert.match(cookie ?? '', /; Path=\/dashboard; HttpOnly; SameSite=Lax; Max-Age=43200$/, 'no Secure flag in the sandbox, which may be plain http');
    const token = visitor.cookies.get('ponte_session') ?? '';
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM dashboard_sessions');
    assert.ok(rows.some((row) => row.token_hash === sha256(token)));
    assert.ok(rows.every((row) => row.token_hash !== token));

    const overview = await visitor.page('/dashboard');
    assert.equal(overview.response.status, 200);
    const signOut = await visitor.post('/dashboard/sign-out', { _csrf: overview.csrf ?? '' });
    assert.equal(signOut.status, 303);
    // The old cookie, sent again by hand, no longer opens anything.
    const replay = await fetch(`${t.url}/dashboard`, { headers: { cookie: `ponte_session=${token}` }, redirect: 'manual' });
    assert.equal(replay.status, 303);
    assert.equal(replay.headers.get('location'), '/dashboard/sign-in?next=%2Fdashboard');
  });

  it('ends an expired session', async () => {
    const visitor = new Visitor(t.url);
    await visitor.signIn(email, PASSWORD);
    await t.db.query(`UPDATE dashboard_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      sha256(visitor.cookies.get('ponte_session') ?? ''),
    ]);
    assert.equal((await visitor.fetch('/dashboard/profile')).status, 303);
  });

  it('goes back only to a dashboard page after sign-in', async () => {
    for (const [next, expected] of [
      ['/dashboard/events?filterEq=status:FAILED', '/dashboard/events?filterEq=status:FAILED'],
      ['//evil.example/dashboard', '/dashboard'],
      ['https://evil.example/', '/dashboard'],
      ['/dashboardx', '/dashboard'],
      ['/dashboard/\\evil.example', '/dashboard'],
      // Characters a Location header cannot carry once answered 500 and left a session row behind with no cookie.
      ['/dashboard/events\r\nSet-Cookie: planted=1', '/dashboard'],
      ['/dashboard/\u2028events', '/dashboard'],
      ['/dashboard/events\u00e9', '/dashboard'],
      ['/dashboard/events x', '/dashboard'],
    ]) {
      const sessions = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM dashboard_sessions WHERE expires_at > now()'))[0]?.n);
      const before = await sessions();
      const response = await new Visitor(t.url).signIn(email, PASSWORD, next);
      assert.equal(response.status, 303, JSON.stringify(next));
      assert.equal(response.headers.get('location'), expected, JSON.stringify(next));
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ponte_session='));
      assert.ok(cookie, 'the session stored is the one given as a cookie');
      assert.equal(await sessions(), before + 1, 'one session row per sign-in, and it is the cookie’s');
      const token = decodeURIComponent(cookie.slice('ponte_session='.length).split(';')[0] ?? '');
      assert.equal((await t.db.query('SELECT 1 FROM dashboard_sessions WHERE token_hash = $1', [sha256(token)])).length, 1);
    }
  });

  it('refuses a POST without the token of its session or form, or from another site', async () => {
    const visitor = new Visitor(t.url);
    await visitor.signIn(email, PASSWORD);
    const { csrf } = await visitor.page('/dashboard/profile');
    assert.ok(csrf);
    for (const [fields, headers] of [
      [{ callbackUrl: 'http://127.0.0.1:9/x' }, {}],
      [{ _csrf: 'not-the-token', callbackUrl: 'http://127.0.0.1:9/x' }, {}],
      [{ _csrf: csrf, callbackUrl: 'http://127.0.0.1:9/x' }, { origin: 'https://evil.example' }],
      [{ _csrf: csrf, callbackUrl: 'http://127.0.0.1:9/x' }, { origin: 'null' }],
    ] as const) {
      const response = await visitor.post('/dashboard/profile/callback-url', fields, headers);
      assert.equal(response.status, 403, JSON.stringify({ fields, headers }));
      assert.match(await response.text(), /This form could not be accepted/);
    }
    // The sign-in form has no session yet: its token is the one of its own cookie.
    const stranger = new Visitor(t.url);
    assert.equal((await stranger.post('/dashboard/sign-in', { email, password: PASSWORD })).status, 403);
    assert.equal(stranger.cookies.has('ponte_session'), false);
    const [row] = await t.db.query<{ callback_url: string | null }>('SELECT callback_url FROM integrators WHERE lower(email) = lower($1)', [email]);
    assert.equal(row?.callback_url, null, 'nothing changed');
  });

  it('locks an email after 5 failures, even under parallel guesses, and unlocks it after 15 minutes', async () => {
    const locked = String((await t.createIntegrator({ password: PASSWORD })).email);
    const visitors = Array.from({ length: 12 }, () => new Visitor(t.url));
    const answers = await Promise.all(visitors.map((visitor, index) => visitor.signIn(locked, `wrong guess ${index}`)));
    assert.equal(answers.filter((answer) => answer.status === 401).length, 4, 'four say how many attempts are left');
    assert.equal(answers.filter((answer) => answer.status === 429).length, 8, 'the fifth failure locks, and the rest are refused unchecked');
    const right = await new Visitor(t.url).signIn(locked, PASSWORD);
    assert.equal(right.status, 429, 'the right password is refused while locked');
    assert.match(await right.text(), /Too many failed sign-ins for this email from your address: it is locked here until/);
    // Another email is not affected, and an unknown one gets the same answer as a wrong password.
    assert.equal((await new Visitor(t.url).signIn(email, PASSWORD)).status, 303);
    const unknown = await new Visitor(t.url).signIn('nobody@example.com', PASSWORD);
    assert.equal(unknown.status, 401);
    assert.match(await unknown.text(), /The email or password is not right/);

    await t.db.query(
      `UPDATE dashboard_sign_in_attempts SET locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes' WHERE email = lower($1)`,
      [locked],
    );
    assert.equal((await new Visitor(t.url).signIn(locked, PASSWORD)).status, 303, 'after the lock, the right password works');
    assert.equal(
      (await t.db.query(`SELECT 1 FROM dashboard_sign_in_attempts WHERE email = lower($1) AND source <> '*'`, [locked])).length,
      0,
      'and clears the count',
    );
  });

  it('sends its pages with a strict policy, uncached, and keeps them out of the API description', async () => {
    const visitor = new Visitor(t.url);
    await visitor.signIn(email, PASSWORD);
    const response = await visitor.fetch('/dashboard/profile');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'; script-src 'self'; style-src 'self'/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    const text = await response.text();
    assert.doesNotMatch(text, /https?:\/\/(?!127\.0\.0\.1|localhost)[^"\s]*\.(css|js)/, 'no asset from another site');
    for (const asset of ['dashboard.css', 'dashboard.js', 'favicon.svg']) {
      assert.equal((await fetch(`${t.url}/dashboard/assets/${asset}`)).status, 200, asset);
    }
    const paths = Object.keys((await t.request('GET', '/openapi.json')).body.paths);
    assert.deepEqual(
      paths.filter((route) => route.startsWith('/dashboard')),
      [],
    );
    assert.deepEqual(
      t.app.routeList.filter((route) => route.url.startsWith('/dashboard')),
      [],
    );
    // A dashboard error is a page, not the API's JSON body.
    const missing = await visitor.fetch('/dashboard/beneficiaries/00000000-0000-0000-0000-000000000000');
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type') ?? '', /text\/html/);
  });

  it('escapes everything it writes', () => {
    const hostile = `<script>alert("x")</script>' onmouseover='x' \``;
    assert.equal(html`<p title="${hostile}">${hostile}</p>`.value, `<p title="${escapeHtml(hostile)}">${escapeHtml(hostile)}</p>`);
    assert.doesNotMatch(escapeHtml(hostile), /[<>"'`]/);
    assert.equal(html`${[html`<b>`, '<i>']}`.value, '<b>&lt;i&gt;');
    assert.equal(safeHref('javascript:alert(1)'), '#');
    assert.equal(safeHref('//evil.example'), '#');
    assert.equal(safeHref('https://partner.example/link'), 'https://partner.example/link');
  });
});

describe('the dashboard in production', () => {
  let url: string;
  let close: () => Promise<void>;
  let request: TestApp['request'];
  let bootstrapAdmin: () => Promise<string>;

  before(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-dashboard-'));
    const database = await freshDatabase();
    await migrate(database.db);
    // loadConfig refuses production without PostgreSQL; the embedded test database stands in for it here.
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'silent', PORT: '0', SECRETS_KEY: 'ab'.repeat(32) }),
      env: 'production' as const,
    };
    const context = await createContext(config, database.db);
    const app = await buildApp(context, { logger: createLogger('silent') });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    // In production ADMIN_TOKEN only makes the first admin operator, whose token (made in the console, signed in, in
    // production; here asked of the service) creates the integrator.
    bootstrapAdmin = async () => {
      const first = await request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'first-admin@example.com' } });
      assert.equal(first.status, 201, first.text);
      return (await context.services.operators.tokens.create(first.body.id, { label: 'dashboard test' }, { type: 'system', id: 'test' })).token;
    };
    close = async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    request = async (method, route, options = {}) => {
      const response = await fetch(url + route, {
        method,
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
    };
  });
  after(() => close());

  it('has no sign-up and no sandbox tools, and its session cookie is Secure', async () => {
    const created = await request('POST', '/v1/integrators', {
      token: await bootstrapAdmin(),
      body: { name: 'Prod', email: 'prod@example.com', password: PASSWORD },
    });
    assert.equal(created.status, 201, created.text);
    const visitor = new Visitor(url);
    const signIn = await visitor.signIn('prod@example.com', PASSWORD);
    assert.equal(signIn.status, 303);
    assert.match(signIn.headers.getSetCookie().join('\n'), /ponte_session=[^;]+; Path=\/dashboard; HttpOnly; SameSite=Lax; Max-Age=43200; Secure/);
    const signInPage = await visitor.page('/dashboard/sign-in');
    assert.doesNotMatch(signInPage.text, /sign-up/);

    const { csrf } = await visitor.page('/dashboard');
    for (const route of ['/dashboard/sandbox', '/dashboard/sign-up']) {
      const response = await visitor.fetch(route);
      assert.equal(response.status, 404, route);
      assert.match(await response.text(), /Not found/);
    }
    const overview = await visitor.page('/dashboard');
    assert.doesNotMatch(overview.text, /Sandbox tools/);
    for (const route of [
      '/dashboard/sandbox/rates',
      '/dashboard/sandbox/pix',
      '/dashboard/sandbox/bank-deposit',
      '/dashboard/sandbox/crypto-deposit',
      '/dashboard/sandbox/kyx-steps/00000000-0000-0000-0000-000000000000',
    ]) {
      assert.equal((await visitor.post(route, { _csrf: csrf ?? '', quote: 'BRL', rate: '1' })).status, 404, route);
    }
  });
});

describe('the sandbox crypto deposit tool', () => {
  let t: TestApp;
  let receiver: Receiver;
  before(async () => {
    t = await startApp({ worker: true, env: { SANDBOX_SETTLE_DELAY_MS: '0' } });
    receiver = await startReceiver();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it('sends the USDC of an external-wallet off-ramp, links the transaction, and the transfer succeeds', async () => {
    const integrator = await t.createIntegrator({ password: PASSWORD, callbackUrl: receiver.url });
    const beneficiary = await approvedBeneficiary(t, integrator, 'crypto-tool');
    await validTargetAccount(t, integrator, beneficiary);
    const visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(integrator.email), PASSWORD)).status, 303);
    const tools = await visitor.page('/dashboard/sandbox');
    assert.match(tools.text, /Send a crypto deposit/);

    // A wrong amount: the form comes back with the API's refusal; a bad hash is named by its label.
    const badHash = await visitor.post('/dashboard/sandbox/crypto-deposit', {
      _csrf: tools.csrf ?? '',
      simulationId: '00000000-0000-4000-8000-000000000000',
      txHash: 'nope',
    });
    assert.equal(badHash.status, 400);
    assert.match(await badHash.text(), /Transaction hash/);

    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '15.00', 'EXTERNAL_WALLET')).id);
    const sent = await visitor.post('/dashboard/sandbox/crypto-deposit', { _csrf: tools.csrf ?? '', simulationId: transfer.simulationId });
    assert.equal(sent.status, 303, await sent.text());
    assert.match(sent.headers.get('location') ?? '', new RegExp(`^/dashboard/transfers/${transfer.id}`));
    const done = await finalTransfer(t, integrator, transfer.id);
    assert.equal(done.status, 'SUCCEEDED');
    assert.match(done.transactionHash, /^0x[0-9a-f]{64}$/, 'the made-up transaction was linked');
    await assertTrialBalanceZero(t);
  });
});
