// The books under random on-ramps (contract section 9): fast-check runs sequences of BR and CO on-ramps with random
// amounts, market rates at simulation and at payment, and outcomes (paid right, paid the wrong amount, cancelled).
// After each sequence the trial balance is zero, nothing is left owed in customer_deposits, the beneficiaries'
// balances grew by exactly the sum of the successful to.value, the rail holds exactly the successful from.value, and
// every transfer sent exactly one event.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { approved } from '../helpers/approvals.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import {
  approvedBeneficiary,
  assertTrialBalanceZero,
  balanceOf,
  customerDeposits,
  finalTransfer,
  onRamp,
  pay,
  setRate,
  storedTransferEvents,
} from '../helpers/transfers.ts';

type Country = 'BR' | 'CO';

const CORRIDOR = {
  BR: { currency: 'BRL', cents: { min: 1_000, max: 5_000_000 }, rate: { min: 400_000_000, max: 700_000_000 } },
  CO: { currency: 'COP', cents: { min: 1_000_000, max: 20_000_000_000 }, rate: { min: 300_000_000_000, max: 500_000_000_000 } },
} as const;

const cents = (value: number) => new Decimal(value).div(100).toFixed(2);
const rate = (hundredMillionths: number) => new Decimal(hundredMillionths).div(100_000_000).toFixed(8);

const onRampStep = fc.constantFrom<Country>('BR', 'CO').chain((country) =>
  fc.record({
    country: fc.constant(country),
    amount: fc.integer(CORRIDOR[country].cents),
    simulationRate: fc.integer(CORRIDOR[country].rate),
    // The payment rate moves from the simulation's by -3% to +3%: within the 2% band it executes, beyond it it fails.
    paymentMove: fc.integer({ min: -300, max: 300 }),
    outcome: fc.constantFrom('paid', 'wrong amount', 'cancelled'),
    // How far off a wrong deposit is, in cents (never zero).
    error: fc.integer({ min: -500, max: 500 }).filter((delta) => delta !== 0),
  }),
);

/** The market rate at payment, in hundred-millionths: the simulation's moved by paymentMove hundredths of a percent. */
const paymentRateOf = (step: { simulationRate: number; paymentMove: number }) => Math.round((step.simulationRate * (10_000 + step.paymentMove)) / 10_000);

/** The rail's cash in one currency: what payers sent and was not given back. */
async function railCash(t: TestApp, currency: string): Promise<Decimal> {
  const [row] = await t.db.query<{ cash: string }>(
    `SELECT COALESCE(sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END), 0)::text AS cash
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'rail_cash' AND a.currency = $1`,
    [currency],
  );
  return new Decimal(row!.cash);
}

describe('the books under random on-ramps', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  const beneficiaries = {} as Record<Country, Record<string, any>>;

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '0', RATE_LIMIT_RPS: '100000' }));
    beneficiaries.BR = await approvedBeneficiary(t, integrator, 'books-br');
    beneficiaries.CO = await approvedBeneficiary(t, integrator, 'books-co', 'CO');
    // The compliance gate holds an on-ramp above its corridor's review threshold, or past a beneficiary's daily or
    // monthly maximum, for an approver: this file's subject is the books, so the limits sit above what it generates.
    for (const corridor of ['BR', 'CO']) {
      const body = { reviewAbove: '1000000000.00', beneficiaryDailyMax: '1000000000.00', beneficiaryMonthlyMax: '1000000000.00', reason: 'the books test' };
      const set = await approved(t, await t.request('PUT', `/v1/admin/compliance/limits/${corridor}`, { token: ADMIN_TOKEN, body }));
      assert.equal(set.status, 200, set.text);
    }
  });
  after(() => close());

  it('balances after any sequence of paid, wrongly paid and cancelled on-ramps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(onRampStep, { minLength: 1, maxLength: 4 }), async (steps) => {
        const totals = async () => ({
          BR: new Decimal((await balanceOf(t, integrator, beneficiaries.BR.id)).total),
          CO: new Decimal((await balanceOf(t, integrator, beneficiaries.CO.id)).total),
          BRL: await railCash(t, 'BRL'),
          COP: await railCash(t, 'COP'),
        });
        const start = await totals();
        const expected = { BR: start.BR, CO: start.CO, BRL: start.BRL, COP: start.COP };
        const transferIds: string[] = [];

        for (const step of steps) {
          const { currency } = CORRIDOR[step.country];
          await setRate(t, integrator, currency, rate(step.simulationRate));
          const transfer = await onRamp(t, integrator, beneficiaries[step.country], cents(step.amount));
          transferIds.push(transfer.id);
          await setRate(t, integrator, currency, rate(paymentRateOf(step)));

          if (step.outcome === 'cancelled') {
            const cancelled = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
            assert.equal(cancelled.body.status, 'CANCELLED', cancelled.text);
            continue;
          }
          const sent = step.outcome === 'paid' ? cents(step.amount) : cents(Math.max(1, step.amount + step.error));
          const paid = await pay(t, integrator, transfer, sent);
          assert.equal(paid.status, 200, paid.text);
          const final = await finalTransfer(t, integrator, transfer.id);
          // A rate that moved more than 2% since the simulation is not executed: the deposit goes back (issue 14).
          const simulated = new Decimal(rate(step.simulationRate));
          const beyondBand = new Decimal(rate(paymentRateOf(step))).minus(simulated).abs().div(simulated).gt('0.02');
          if (sent !== transfer.from.value || beyondBand) {
            assert.equal(final.status, 'FAILED');
            continue;
          }
          assert.equal(final.status, 'SUCCEEDED', JSON.stringify(final));
          assert.equal(
            final.transactionDetails.conversionDetails.exchangeRate,
            new Decimal(rate(paymentRateOf(step))).times('1.003').toDecimalPlaces(8, Decimal.ROUND_CEIL).toFixed(8),
          );
          expected[step.country] = expected[step.country].plus(final.to.value);
          expected[currency] = expected[currency].plus(final.from.value);
        }

        const end = await totals();
        for (const key of ['BR', 'CO', 'BRL', 'COP'] as const) assert.equal(end[key].toFixed(2), expected[key].toFixed(2), key);
        assert.equal(await customerDeposits(t, 'BRL'), '0.00');
        assert.equal(await customerDeposits(t, 'COP'), '0.00');
        await assertTrialBalanceZero(t);
        for (const id of transferIds) assert.equal((await storedTransferEvents(t, id)).length, 1, `one event for ${id}`);
      }),
      { numRuns: 8 },
    );
  });
});
