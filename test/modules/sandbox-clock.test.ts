// Sandbox time travel (docs/sandbox.md): POST /v1/sandbox/clock/advance over real HTTP, with the real worker and the
// default (long) simulation TTL, funding timeout and link lifetime. What the advance passes happens within seconds, as
// the real-time code does it (events to a verifying receiver, the books untouched), for the calling integrator only.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, openLink, receivedFor, startWithReceiver, storedEvents } from '../helpers/beneficiaries.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, simulate, theTransferEvent } from '../helpers/transfers.ts';

const SIMULATION_TTL_S = 1800;
const FUNDING_TIMEOUT_S = 1800;
const LINK_TTL_S = 86_400;

describe('sandbox clock', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  let close: () => Promise<void>;
  let mine: Record<string, any>;
  let theirs: Record<string, any>;

  const advance = (seconds: unknown, who = integrator) => t.request('POST', '/v1/sandbox/clock/advance', { token: who.token, body: { seconds } });
  const clock = async (who = integrator) => {
    const response = await t.request('GET', '/v1/sandbox/clock', { token: who.token });
    assert.equal(response.status, 200, response.text);
    return response.body;
  };
  const advanced = async (seconds: number, who = integrator) => {
    const response = await advance(seconds, who);
    assert.equal(response.status, 200, response.text);
    return response.body;
  };
  const brl = (beneficiary: Record<string, any>) => ({ amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ RATE_LIMIT_RPS: '100000' }));
    other = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(other.webhookSecret);
    mine = await approvedBeneficiary(t, integrator, 'clock-mine');
    theirs = await approvedBeneficiary(t, other, 'clock-theirs');
  });
  after(() => close());

  it('starts at the real time with no offset; an advance adds up and only the caller’s clock moves', async () => {
    const fresh = await t.createIntegrator();
    const start = await clock(fresh);
    assert.deepEqual([start.offsetSeconds, start.advancedAt], [0, null]);
    assert.ok(Math.abs(Date.parse(start.now) - Date.now()) < 5000, start.now);

    await advanced(60, fresh);
    const answer = await advanced(3600, fresh);
    assert.equal(answer.offsetSeconds, 3660);
    assert.ok(Math.abs(Date.parse(answer.now) - (Date.now() + 3660_000)) < 5000, answer.now);
    assert.ok(Date.parse(answer.advancedAt) <= Date.now() + 1000);
    const read = await clock(fresh);
    assert.deepEqual([read.offsetSeconds, read.advancedAt], [answer.offsetSeconds, answer.advancedAt]);
    assert.ok(Date.parse(read.now) >= Date.parse(answer.now), 'the sandbox time never goes back');
    assert.equal((await clock(other)).offsetSeconds, 0);

    // An operator sees why this integrator's deadlines came early.
    const audit = await t.request('GET', `/v1/admin/audit-log?filterEq=action:sandbox.clock_advanced,integratorId:${fresh.id}`, { token: ADMIN_TOKEN });
    assert.equal(audit.status, 200, audit.text);
    assert.deepEqual(
      audit.body.content.map((entry: any) => [entry.actor.type, entry.details.seconds]),
      [
        ['integrator', 3600],
        ['integrator', 60],
      ],
    );
  });

  it('expires the caller’s simulation past its TTL; another integrator’s of the same moment still executes', async () => {
    const expiring = await simulate(t, integrator, brl(mine));
    const kept = await simulate(t, other, brl(theirs));
    await advanced(SIMULATION_TTL_S + 1);

    const refused = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: expiring.id, beneficiaryIp: '203.0.113.7' } });
    assert.equal(refused.status, 412, refused.text);
    assert.equal(refused.body.code, 'simulation.is_expired');
    const executed = await createTransfer(t, other, kept.id);
    assert.equal(executed.status, 'PENDING');

    // A simulation made after the advance lives its whole TTL from its creation, and its timestamps do not go back.
    const later = await simulate(t, integrator, brl(mine));
    // (createdDate is the database's clock, expiresAt the process's: they may differ by a few milliseconds.)
    const lifetime = Date.parse(later.expiresAt) - Date.parse(later.createdDate);
    assert.ok(Math.abs(lifetime - SIMULATION_TTL_S * 1000) < 1000, `lives ${lifetime} ms`);
    assert.ok(Date.parse(later.createdDate) >= Date.parse(expiring.createdDate));
    assert.equal((await createTransfer(t, integrator, later.id)).status, 'PENDING');
  });

  it('cancels the caller’s on-ramp awaiting funds past TRANSFER_FUNDING_TIMEOUT_S within seconds, with its event and no posting', async () => {
    const transfer = await onRamp(t, integrator, mine, '150.00');
    const untouched = await onRamp(t, other, theirs, '150.00');
    const balanceBefore = (await t.request('GET', `/v1/beneficiaries/${mine.id}/balances`, { token: integrator.token })).body;
    const advancedAt = Date.now();
    await advanced(FUNDING_TIMEOUT_S);

    const cancelled = await finalTransfer(t, integrator, transfer.id, 5000);
    assert.ok(Date.now() - advancedAt < 5000, `cancelled ${Date.now() - advancedAt} ms after the advance`);
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.statusReason, `No funds arrived within ${FUNDING_TIMEOUT_S} seconds.`);
    assert.equal(cancelled.lastModifiedBy, 'system');
    assert.ok(Date.parse(cancelled.lastModifiedDate) >= Date.parse(transfer.createdDate));

    const event = await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP');
    assert.deepEqual([event.success, event.message, event.integratorId], [false, cancelled.statusReason, integrator.id]);
    assert.equal(receiver.forged.length, 0, 'every callback verified with the integrator’s secret');

    const entries = await t.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [`transfer:${transfer.id}`]);
    assert.equal(entries.length, 0, 'an on-ramp never paid posts nothing');
    assert.deepEqual((await t.request('GET', `/v1/beneficiaries/${mine.id}/balances`, { token: integrator.token })).body, balanceBefore);
    await assertTrialBalanceZero(t);

    const theirsNow = await t.request('GET', `/v1/transfers/${untouched.id}`, { token: other.token });
    assert.equal(theirsNow.body.status, 'PENDING', 'another integrator’s funding timeout did not move');
  });

  it('expires the caller’s upload link: renewed as in real time three times, then expired for good', async () => {
    const pending = await createBeneficiary(t, integrator, individual('clock-link'));
    const waiting = await createBeneficiary(t, other, individual('clock-link-theirs'));
    const [created] = await storedEvents(t, pending.id, 'BENEFICIARY_KYC');
    const local = (link: string) => t.url + new URL(link).pathname;
    let link: string = created.data.steps[0].uploadLink;
    const kycEvents = () => receivedFor(receiver, pending.id, 'BENEFICIARY_KYC');

    for (let renewal = 1; renewal <= 3; renewal++) {
      await advanced(LINK_TTL_S);
      await receiver.waitFor(() => kycEvents().length >= 1 + renewal, 5000);
      const renewed = kycEvents()[renewal];
      assert.match(renewed.message, /expired/);
      const step = renewed.data.steps[0];
      assert.notEqual(step.uploadLink, link);
      // The new link lives its whole lifetime from now.
      assert.ok(Date.parse(step.expiresAt) - Date.now() > (LINK_TTL_S - 60) * 1000, step.expiresAt);
      const old = await openLink(local(link));
      assert.equal(old.status, 410);
      assert.equal(JSON.parse(old.text).code, 'kyx.link_replaced');
      link = step.uploadLink;
    }
    await advanced(LINK_TTL_S);
    const expired = await openLink(local(link));
    assert.equal(expired.status, 410, expired.text);
    assert.equal(JSON.parse(expired.text).code, 'kyx.link_expired');

    const [theirsCreated] = await storedEvents(t, waiting.id, 'BENEFICIARY_KYC');
    assert.equal((await openLink(local(theirsCreated.data.steps[0].uploadLink))).status, 200, 'another integrator’s link still opens');
  });

  it('answers 400 to seconds that are not a whole number from 1 to 30 days, and moves nothing', async () => {
    const before = await clock();
    for (const seconds of [0, -5, 1.5, '60', 2_592_001, 1e20, null]) {
      const response = await advance(seconds);
      assert.equal(response.status, 400, `${seconds}: ${response.text}`);
      assert.equal(response.body.code, 'validation.failed', response.text);
      assert.ok(response.body.requestId);
    }
    for (const body of [{}, { seconds: 60, extra: true }, undefined]) {
      const response = await t.request('POST', '/v1/sandbox/clock/advance', { token: integrator.token, body });
      assert.equal(response.status, 400, response.text);
    }
    assert.equal((await clock()).offsetSeconds, before.offsetSeconds);
    const unauthenticated = await t.request('POST', '/v1/sandbox/clock/advance', { body: { seconds: 60 } });
    assert.equal(unauthenticated.status, 401);
    assert.equal((await advance(2_592_000)).status, 200, 'thirty days is the most one call moves');
  });
});

describe('sandbox clock in production', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp({
      env: { PONTE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused', SECRETS_KEY: 'cd'.repeat(32) },
    });
  });
  after(() => t.close());

  it('has no clock routes (404)', async () => {
    const integrator = await t.createIntegrator();
    for (const [method, path, body] of [
      ['GET', '/v1/sandbox/clock'],
      ['POST', '/v1/sandbox/clock/advance', { seconds: 60 }],
    ] as const) {
      const response = await t.request(method, path, { token: integrator.token, body });
      assert.equal(response.status, 404, response.text);
      assert.equal(response.body.code, 'web.no_handler');
    }
  });
});

describe('sandbox clock coverage', () => {
  it('knows every job kind a module declares: an integrator’s (moved by an advance) or the service’s own (never moved)', async () => {
    const { INTEGRATOR_JOBS, SERVICE_JOBS } = await import('../../src/modules/sandbox/clock.ts');
    const modules = path.join(import.meta.dirname, '../../src/modules');
    const declared: string[] = [];
    for (const name of readdirSync(modules)) {
      const file = path.join(modules, name, 'jobs.ts');
      if (!existsSync(file)) continue;
      // The compiled module when the tests run compiled (npm test), the source through tsx otherwise: this file's extension.
      for (const value of Object.values(await import(file.replace(/\.ts$/, path.extname(import.meta.filename))))) {
        if (value && typeof value === 'object' && 'kind' in value && 'payload' in value) declared.push((value as { kind: string }).kind);
      }
    }
    assert.ok(declared.length >= 10, declared.join());
    const known = new Set([...INTEGRATOR_JOBS.map((entry) => entry.kind.kind), ...SERVICE_JOBS]);
    assert.deepEqual(
      declared.filter((kind) => !known.has(kind)),
      [],
      'a job kind sandbox/clock.ts does not place',
    );
    for (const { kind } of INTEGRATOR_JOBS) assert.ok(kind.subject, `${kind.kind} is found by its subject`);
  });
});
