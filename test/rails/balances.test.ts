// Provider balances (rails/capabilities/balance.ts) read by each adapter against its local provider: Efí's
// GET /v2/gn/saldo (the fake's schema written from Efí's page), Bitso's Get Account Balance (its reference page's
// shape) and Circle's listBusinessBalances (validated against Circle's published OpenAPI document). Each row: the
// provider's state, what the adapter answers (an exact amount in the account's currency) or how it fails.
// Test pass: embedded only (database-independent: adapters against their local providers)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from '../../src/money.ts';
import type { RailBalance } from '../../src/rails/capabilities/balance.ts';
import { RailUnavailableError } from '../../src/rails/capabilities/errors.ts';
import { FakeBitso } from '../../src/rails/bitso/fake/bitso.ts';
import { BitsoRail } from '../../src/rails/bitso/rail.ts';
import { FakeCircle } from '../../src/rails/circle/fake/circle.ts';
import { CirclePayoutRail } from '../../src/rails/circle/rail.ts';
import { FakeEfi } from '../../src/rails/efi/fake/efi.ts';
import { EfiPayoutRail } from '../../src/rails/efi/rail.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';
import { makeTestPki } from '../../src/rails/fakes/pki.ts';

const SPEC = publishedSpec('circle-apis-2.16.0.openapi.json', "Circle's OpenAPI document 2.16.0");

interface Case {
  name: string;
  /** Puts the provider in the state of the case. */
  arrange: () => Promise<void> | void;
  /** The amount read, exact; or the error the read throws. */
  expect: { amount: string; currency: string } | { throws: RegExp; unavailable: boolean };
}

async function check(rail: RailBalance, cases: Case[]): Promise<void> {
  for (const c of cases) {
    await c.arrange();
    const started = Date.now();
    if ('throws' in c.expect) {
      const error = await rail.balance().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      assert.ok(error instanceof Error, `${c.name}: the read did not fail`);
      assert.match(error.message, c.expect.throws, c.name);
      assert.equal(error instanceof RailUnavailableError, c.expect.unavailable, `${c.name}: ${error.message}`);
      continue;
    }
    const read = await rail.balance();
    assert.ok(read.amount instanceof Decimal, c.name);
    assert.deepEqual({ amount: read.amount.toFixed(2), currency: read.currency }, c.expect, c.name);
    assert.ok(read.at.getTime() >= started - 1 && read.at.getTime() <= Date.now() + 1, `${c.name}: the instant is the read's`);
  }
}

describe('provider balances', () => {
  it("Efí: GET /v2/gn/saldo less each send made; access refused and Efí's errors", async () => {
    const pki = makeTestPki('ponte-efi-saldo');
    const options = { clientId: 'Client_Id_balance', clientSecret: 'Client_Secret_balance', payerKey: 'pagamentos@ponte.example' };
    const efi = await new FakeEfi(pki, options).start();
    const rail = new EfiPayoutRail({
      baseUrl: efi.baseUrl,
      ...options,
      certificateFile: pki.client.certFile,
      keyFile: pki.client.keyFile,
      caFile: pki.caFile,
      timeoutMs: 2_000,
      checkAfterMs: 0,
    });
    try {
      await check(rail, [
        { name: 'an empty account', arrange: () => {}, expect: { amount: '0.00', currency: 'BRL' } },
        { name: 'the opening balance', arrange: () => void (efi.openingSaldo = '15234.56'), expect: { amount: '15234.56', currency: 'BRL' } },
        {
          name: 'after a send made',
          arrange: async () => {
            efi.nextEnding = { status: 'REALIZADO', afterMs: 0 };
            const sent = await rail.send({
              reference: randomUUID(),
              currency: 'BRL',
              amount: new Decimal('234.56'),
              target: { pixKey: 'maria@example.com' },
              holderDocument: '52998224725',
            });
            assert.ok(!('refused' in sent));
            await sleep(5);
          },
          expect: { amount: '15000.00', currency: 'BRL' },
        },
        {
          name: 'a send not made (NAO_REALIZADO) leaves it',
          arrange: async () => {
            efi.nextEnding = { status: 'NAO_REALIZADO', afterMs: 0 };
            await rail.send({
              reference: randomUUID(),
              currency: 'BRL',
              amount: new Decimal('99.99'),
              target: { pixKey: 'maria@example.com' },
              holderDocument: '52998224725',
            });
            await sleep(5);
          },
          expect: { amount: '15000.00', currency: 'BRL' },
        },
        {
          name: 'the scope missing (403)',
          arrange: () => void (efi.failNextSaldo = { status: 403, nome: 'acesso_negado', mensagem: 'Escopo gn.balance.read ausente' }),
          expect: { throws: /gn\.balance\.read/, unavailable: true },
        },
        {
          name: "Efí's application error (500)",
          arrange: () => void (efi.failNextSaldo = { status: 500, nome: 'erro_aplicacao', mensagem: 'Erro interno' }),
          expect: { throws: /500 erro_aplicacao/, unavailable: false },
        },
      ]);
      assert.ok(efi.log.some((entry) => entry.method === 'GET' && entry.path === '/v2/gn/saldo'));
      assert.deepEqual(efi.violations, []);
    } finally {
      await rail.close();
      await efi.stop();
    }
  });

  it("Bitso: Get Account Balance's COP total (pay-ins in, payouts out); a refused read", async () => {
    const credentials = { apiKey: 'balanceKey', apiSecret: 'balance-secret' };
    const fake = await FakeBitso.start(credentials);
    const rail = new BitsoRail({ baseUrl: fake.baseUrl, ...credentials, checkAfterMs: 0, pollIntervalMs: 10 });
    try {
      await check(rail, [
        { name: 'an empty account', arrange: () => {}, expect: { amount: '0.00', currency: 'COP' } },
        { name: 'the opening balance', arrange: () => void (fake.openingCop = '1000000.00'), expect: { amount: '1000000.00', currency: 'COP' } },
        { name: 'a pay-in received', arrange: () => void fake.receive('250000.50', undefined), expect: { amount: '1250000.50', currency: 'COP' } },
        {
          name: 'the v3 error body (HTTP 400)',
          arrange: () => void (fake.failNextBalance = { status: 400, code: '0201', message: 'Invalid Nonce or Invalid Signature' }),
          expect: { throws: /0201/, unavailable: false },
        },
      ]);
      assert.ok(fake.calls.includes('GET /api/v3/balance/'));
      assert.deepEqual(fake.takeViolations(), []);
    } finally {
      await fake.close();
    }
  });

  it("Circle: listBusinessBalances' available USD, as the published document answers it; a wrong key", { skip: SPEC.skip }, async () => {
    const fake = await FakeCircle.start({ specFile: SPEC.file, apiKey: 'BALANCE_KEY:secret', balance: '48210.07' });
    try {
      await check(new CirclePayoutRail({ baseUrl: fake.baseUrl, apiKey: 'BALANCE_KEY:secret' }), [
        { name: 'the available USD', arrange: () => {}, expect: { amount: '48210.07', currency: 'USD' } },
      ]);
      await check(new CirclePayoutRail({ baseUrl: fake.baseUrl, apiKey: 'WRONG:key' }), [
        { name: 'a wrong API key (401)', arrange: () => {}, expect: { throws: /401/, unavailable: false } },
      ]);
      assert.deepEqual(fake.takeViolations(), []);
    } finally {
      await fake.close();
    }
  });
});
