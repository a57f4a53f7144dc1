// Sign-in and sign-up against guessing and enumeration (issue 29, item 1), on the dashboard and the operator console:
// the lock-out is per source and account, so an attacker's failures from one address never lock the owner out from
// another, and each repeat lock of the same pair is longer; the account's ceiling over every source still stops a
// spread-out attack; each source's failed sign-ins and its sign-ups are limited (429 with Retry-After); a sign-up with a
// known email answers exactly as one with a new email and creates nothing. The source is request.ip: the app trusts
// the loopback proxy here (TRUST_PROXY=loopback), so X-Forwarded-For names each request's client.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAILED_FORM_BURST, SIGN_UP_BURST } from '../../src/web/site.ts';
import { ACCOUNT_MAX_FAILURES, MAX_SIGN_IN_FAILURES } from '../../src/web/lock-out.ts';
import { startApp, type TestApp } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';
import { auditEntries, createOperator, OpsVisitor, totpCode } from '../helpers/ops.ts';

const PASSWORD = 'the owner password 42';

describe('sign-in lock-out by source, per-source limits, and sign-up without enumeration', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  after(() => t.close());

  /** A form posted from `ip` (its page read first, for the pre-session CSRF token). */
  const postFrom = async (visitor: Visitor, ip: string, page: string, action: string, fields: Record<string, string>) => {
    const { csrf } = await visitor.page(page);
    return visitor.post(action, { _csrf: csrf ?? '', ...fields }, { 'x-forwarded-for': ip });
  };
  const dashboardSignIn = (ip: string, email: string, password: string) =>
    postFrom(new Visitor(t.url), ip, '/dashboard/sign-in', '/dashboard/sign-in', { email, password });
  const signUp = (ip: string, fields: Record<string, string>) => postFrom(new Visitor(t.url), ip, '/dashboard/sign-up', '/dashboard/sign-up', fields);

  it('an attacker’s failures from one address lock that address only: the owner signs in from another', async () => {
    const email = String((await t.createIntegrator({ password: PASSWORD })).email);
    const answers: number[] = [];
    for (let guess = 1; guess <= MAX_SIGN_IN_FAILURES + 1; guess++) answers.push((await dashboardSignIn('203.0.113.10', email, `guess ${guess}`)).status);
    assert.deepEqual(answers, [401, 401, 401, 401, 429, 429], 'the fifth failure locks the attacker’s address');
    const attacker = await dashboardSignIn('203.0.113.10', email, PASSWORD);
    assert.equal(attacker.status, 429, 'even the right password, from the locked address');
    assert.match(await attacker.text(), /from your address: it is locked here until/);
    assert.equal((await dashboardSignIn('198.51.100.20', email, PASSWORD)).status, 303, 'the owner, from elsewhere, signs in');
  });

  it('locks the same source and account for longer each time', async () => {
    const email = String((await t.createIntegrator({ password: PASSWORD })).email);
    const lockFor = async () => {
      for (let guess = 1; guess <= MAX_SIGN_IN_FAILURES; guess++) await dashboardSignIn('203.0.113.11', email, `guess ${guess}`);
      const [row] = await t.db.query<{ s: number }>(
        `SELECT extract(epoch FROM locked_until - now())::float8 AS s FROM dashboard_sign_in_attempts WHERE email = lower($1) AND source = '203.0.113.11'`,
        [email],
      );
      return row!.s;
    };
    const first = await lockFor();
    assert.ok(first > 14 * 60 && first <= 15 * 60, `first lock ${first} s`);
    await t.db.query(
      `UPDATE dashboard_sign_in_attempts SET locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes' WHERE email = lower($1) AND source = '203.0.113.11'`,
      [email],
    );
    const second = await lockFor();
    assert.ok(second > 29 * 60 && second <= 30 * 60, `second lock ${second} s`);
  });

  it('locks the account from everywhere once every source’s failures reach its ceiling', async () => {
    const email = String((await t.createIntegrator({ password: PASSWORD })).email);
    const sources = Array.from({ length: ACCOUNT_MAX_FAILURES / MAX_SIGN_IN_FAILURES }, (_, index) => `192.0.2.${index + 1}`);
    await Promise.all(
      sources.map(async (ip) => {
        for (let guess = 1; guess <= MAX_SIGN_IN_FAILURES; guess++) await dashboardSignIn(ip, email, `guess ${guess}`);
      }),
    );
    const owner = await dashboardSignIn('198.51.100.21', email, PASSWORD);
    assert.equal(owner.status, 429, 'past the ceiling, the owner is refused too');
    assert.match(await owner.text(), /Too many failed sign-ins for this email: it is locked until/);
  });

  it('an operator locked out from an attacker’s address signs in from their own, and the audit log names the source', async () => {
    const operator = await createOperator(t);
    await new OpsVisitor(t.url).signInFirstTime(operator);
    for (let guess = 1; guess <= MAX_SIGN_IN_FAILURES; guess++) {
      const answer = await postFrom(new OpsVisitor(t.url), '203.0.113.12', '/ops/sign-in', '/ops/sign-in', {
        email: operator.email,
        password: `guess ${guess}`,
      });
      assert.equal(answer.status, guess < MAX_SIGN_IN_FAILURES ? 401 : 429);
    }
    const owner = new OpsVisitor(t.url);
    const password = await postFrom(owner, '198.51.100.22', '/ops/sign-in', '/ops/sign-in', { email: operator.email, password: operator.password });
    assert.equal(password.status, 303, await password.text());
    const code = await postFrom(owner, '198.51.100.22', '/ops/sign-in/code', '/ops/sign-in/code', { code: totpCode(operator, 1) });
    assert.equal(code.status, 303, await code.text());
    const [lockOut] = await auditEntries(t, `action:operator.locked_out,resource.id:${operator.id}`);
    assert.deepEqual([lockOut.source?.ip, lockOut.details.scope, lockOut.details.failed], ['203.0.113.12', 'source', 'password']);
  });

  it('limits each source’s failed sign-ins, whatever the email: 429 with Retry-After, other sources unaffected', async () => {
    const email = String((await t.createIntegrator({ password: PASSWORD })).email);
    // The bucket gives a token back every 30 s: on a slow machine the burst takes that long, so the guesses go on until
    // the first 429, which may come a few guesses after the burst, never before it.
    const started = Date.now();
    let guess = 0;
    const exhaust = async (): Promise<void> => {
      for (let status = 401; status === 401; ) {
        guess++;
        status = (await dashboardSignIn('203.0.113.13', `nobody-${guess}@example.com`, 'a guess')).status;
        assert.ok(status === 401 || status === 429, `guess ${guess}: ${status}`);
        assert.ok(guess <= FAILED_FORM_BURST + 1 + Math.ceil((Date.now() - started) / 30_000), `${guess} guesses and no 429`);
      }
    };
    await exhaust();
    assert.ok(guess > FAILED_FORM_BURST, `429 after ${guess} failures, before the burst of ${FAILED_FORM_BURST}`);
    let limited = await dashboardSignIn('203.0.113.13', email, PASSWORD);
    // A token may come back between the 429 and this request (one chance in about 20 when a request takes 1.5 s): then
    // the bucket is emptied again, and the right password tried right after.
    for (let retry = 0; limited.status === 303 && retry < 3; retry++) {
      await exhaust();
      limited = await dashboardSignIn('203.0.113.13', email, PASSWORD);
    }
    assert.equal(limited.status, 429, 'the right password too: the form is not read');
    assert.ok(Number(limited.headers.get('retry-after')) >= 1, `Retry-After: ${limited.headers.get('retry-after')}`);
    assert.match(await limited.text(), /Too many attempts from your address/);
    const opsLimited = await postFrom(new OpsVisitor(t.url), '203.0.113.13', '/ops/sign-in', '/ops/sign-in', { email: 'nobody@example.com', password: 'x' });
    assert.equal(opsLimited.status, 401, 'each site counts its own');
    assert.equal((await dashboardSignIn('198.51.100.23', email, PASSWORD)).status, 303, 'another source signs in');
  });

  it('answers a sign-up with a known email exactly as one with a new email, and creates nothing for the known one', async () => {
    const known = await t.createIntegrator({ password: PASSWORD });
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM integrators');
    const answer = async (ip: string, email: string) => {
      const response = await signUp(ip, { name: 'Someone', email, password: 'an attacker password' });
      return { status: response.status, location: response.headers.get('location'), cookies: response.headers.getSetCookie(), body: await response.text() };
    };
    const knownAnswer = await answer('203.0.113.14', String(known.email).toUpperCase());
    const newEmail = `new-${Date.now()}@example.com`;
    const newAnswer = await answer('203.0.113.15', newEmail);
    assert.deepEqual(knownAnswer, newAnswer);
    assert.deepEqual([knownAnswer.status, knownAnswer.location], [303, '/dashboard/sign-in?notice=signed-up']);
    assert.deepEqual(knownAnswer.cookies, [], 'no session for either');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM integrators');
    assert.equal(after[0]!.n, before[0]!.n + 1, 'only the new email got an account');
    assert.equal(
      (await dashboardSignIn('198.51.100.24', String(known.email), 'an attacker password')).status,
      401,
      'the known account’s password is unchanged',
    );
    assert.equal((await dashboardSignIn('198.51.100.24', String(known.email), PASSWORD)).status, 303);
    assert.equal((await dashboardSignIn('198.51.100.24', newEmail, 'an attacker password')).status, 303, 'the new account signs in with its password');
    const notice = await new Visitor(t.url).page('/dashboard/sign-in?notice=signed-up');
    assert.match(notice.text, /If this email had no account, your sandbox account is ready/);
  });

  it('limits each source’s sign-ups: 429 with Retry-After', async () => {
    for (let index = 1; index <= SIGN_UP_BURST; index++) {
      assert.equal((await signUp('203.0.113.16', { name: 'Many', email: `many-${index}-${Date.now()}@example.com`, password: 'a password 1234' })).status, 303);
    }
    const limited = await signUp('203.0.113.16', { name: 'Many', email: `many-last-${Date.now()}@example.com`, password: 'a password 1234' });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.equal(
      (await signUp('203.0.113.17', { name: 'Other', email: `other-${Date.now()}@example.com`, password: 'a password 1234' })).status,
      303,
      'another source signs up',
    );
  });
});
