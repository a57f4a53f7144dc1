// FX lineage (issue 33, item 2): a transfer keeps the rate it was quoted (its simulation's) apart from the rate it
// executed at, each with the market rate's lineage (source, observation, when formed, when read); the executed one is an
// fx_conversions row that the transfer and every posting of its FX legs name. The quote here comes from a market rate
// formed from an observation (as production's refresh writes it), the execution from the integrator's own sandbox rate
// set in between; the integrator's read keeps the interface's fields (exchangeRate is the executed rate); the spread
// earned is its own posting, to spread_revenue, naming the conversion, with the amount worked out here from the market
// rate the test set and the transfer's own figures; the books balance.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { createOperator, OpsVisitor } from '../helpers/ops.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, expectedSpread, finalTransfer, pay, setRate, simulate } from '../helpers/transfers.ts';

describe('FX lineage', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let beneficiary: Record<string, any>;
  const observation = { id: randomUUID(), observedAt: '2026-11-28T09:00:00.000Z', readAt: '2026-11-28T09:00:02.500Z' };

  const conversionOf = async (transferId: string) => {
    const [row] = await t.db.query<Record<string, any>>(
      `SELECT c.*, c.market_exchange_rate::text AS market, c.exchange_rate::text AS rate, c.from_value::text AS from_text, c.to_value::text AS to_text
         FROM transfers t JOIN fx_conversions c ON c.id = t.fx_conversion_id WHERE t.id = $1`,
      [transferId],
    );
    return row;
  };
  const transferRow = async (transferId: string) =>
    (
      await t.db.query<Record<string, any>>(
        `SELECT *, quoted_market_exchange_rate::text AS quoted_market, quoted_exchange_rate::text AS quoted_rate, market_exchange_rate::text AS market
           FROM transfers WHERE id = $1`,
        [transferId],
      )
    )[0]!;
  /** The transfer's postings that name a conversion: [kind, currency, direction, amount, conversion]. */
  const namedPostings = async (transferId: string) =>
    (
      await t.db.query<{ kind: string; currency: string; direction: string; amount: string; fx_conversion_id: string }>(
        `SELECT a.kind, p.currency, p.direction, p.amount::text AS amount, p.fx_conversion_id
           FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE e.reference = $1 AND p.fx_conversion_id IS NOT NULL ORDER BY a.kind, p.currency`,
        [`transfer:${transferId}`],
      )
    ).map((row) => [row.kind, row.currency, row.direction, row.amount, row.fx_conversion_id]);

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000' }));
    beneficiary = await approvedBeneficiary(t, integrator, 'fx-lineage-1', 'BR');
    // The shared USDC/BRL rate as production's refresh forms it: from a combined observation.
    await t.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO rate_observations (id, refresh_id, source, base, quote, rate, observed_at, read_at, accepted)
         VALUES ($1, gen_random_uuid(), 'combined', 'USDC', 'BRL', 5.30000000, $2, $3, true)`,
        [observation.id, observation.observedAt, observation.readAt],
      );
      await tx.query(`UPDATE market_rates SET rate = 5.30000000, observation_id = $1, updated_at = now() WHERE base = 'USDC' AND quote = 'BRL'`, [
        observation.id,
      ]);
      await tx.query(`SELECT pg_notify('ponte_rates', 'BRL')`);
    });
  });
  after(() => close());

  it('keeps an on-ramp quoted at the observed market rate apart from its execution at a later rate, and names the execution on its FX postings', async () => {
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '1000.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
    assert.equal(simulation.transactionDetails.conversionDetails.exchangeRate.startsWith('5.3'), true, JSON.stringify(simulation));
    const transfer = await createTransfer(t, integrator, simulation.id);
    // The market moves before the PIX arrives (within the 2% band): the transfer executes at the latest rate.
    await setRate(t, integrator, 'BRL', '5.35');
    const [override] = await t.db.query<{ updated_at: Date }>(`SELECT updated_at FROM sandbox_rate_overrides WHERE integrator_id = $1 AND quote = 'BRL'`, [
      integrator.id,
    ]);
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);

    const row = await transferRow(transfer.id);
    assert.equal(row.quoted_market, '5.30000000');
    assert.equal(row.quoted_rate, new Decimal(simulation.transactionDetails.conversionDetails.exchangeRate).toFixed(8));
    assert.equal(row.quoted_rate_source, 'combined');
    assert.equal(row.quoted_rate_observation_id, observation.id);
    assert.equal(row.quoted_rate_observed_at.toISOString(), observation.observedAt);
    assert.equal(row.quoted_rate_fetched_at.toISOString(), observation.readAt);
    assert.equal(row.market, '5.35000000');

    const conversion = await conversionOf(transfer.id);
    assert.ok(conversion, 'the execution is recorded');
    assert.deepEqual(
      [conversion.market, conversion.from_currency, conversion.to_currency, conversion.to_text, conversion.rate_source, conversion.rate_observation_id],
      ['5.35000000', 'BRL', 'USDC', final.to.value, 'sandbox_override', null],
    );
    assert.equal(conversion.rate, new Decimal(final.transactionDetails.conversionDetails.exchangeRate).toFixed(8));
    assert.equal(conversion.from_text, final.transactionDetails.conversionDetails.effectiveTransactionValue);
    assert.equal(conversion.rate_fetched_at.getTime(), override!.updated_at.getTime());

    // The integrator's read keeps the interface's fields: exchangeRate is the executed rate, and nothing else was added.
    const read = await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token });
    assert.equal(read.body.transactionDetails.conversionDetails.exchangeRate, final.transactionDetails.conversionDetails.exchangeRate);
    assert.ok(!JSON.stringify(read.body).includes('quoted'));

    // The spread: 1000.00 BRL less fees and taxes bought `to` USDC at the customer's rate, worth to x 5.35 BRL at market.
    const effective = final.transactionDetails.conversionDetails.effectiveTransactionValue;
    const spread = expectedSpread('ON_RAMP', effective, final.to.value, '5.35');
    assert.ok(new Decimal(spread).gt(1), `a spread of 0.30% on about 985 BRL, got ${spread}`);
    const atMarket = new Decimal(effective).minus(spread);
    assert.deepEqual(await namedPostings(transfer.id), [
      ['beneficiary_wallet', 'USDC', 'CREDIT', final.to.value, conversion.id],
      ['fx_position', 'BRL', 'CREDIT', atMarket.toFixed(2), conversion.id],
      ['fx_position', 'USDC', 'DEBIT', final.to.value, conversion.id],
      ['spread_revenue', 'BRL', 'CREDIT', spread, conversion.id],
    ]);
    // What fx_position keeps of this conversion at the market rate is only what is left below a cent.
    const left = atMarket.minus(new Decimal(final.to.value).times('5.35'));
    assert.ok(left.gte(0) && left.lt('0.01'), left.toFixed());
    await assertTrialBalanceZero(t);
  });

  it('records an off-ramp execution when its payout is claimed, and names it on the FX postings of its settlement', async () => {
    await validTargetAccount(t, integrator, beneficiary);
    const simulation = await offRampSimulation(t, integrator, beneficiary.id, '20.00');
    await setRate(t, integrator, 'BRL', '5.36');
    const transfer = await createTransfer(t, integrator, simulation.id);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);

    const row = await transferRow(transfer.id);
    assert.deepEqual([row.quoted_market, row.quoted_rate_source, row.market], ['5.35000000', 'sandbox_override', '5.36000000']);
    const conversion = (await conversionOf(transfer.id))!;
    assert.deepEqual([conversion.market, conversion.from_currency, conversion.to_currency, conversion.to_text], ['5.36000000', 'USDC', 'BRL', final.to.value]);
    // The spread: 20.00 USDC less fees and taxes paid `to` BRL at the customer's rate, worth to / 5.36 USDC at market.
    const effective = final.transactionDetails.conversionDetails.effectiveTransactionValue;
    assert.equal(conversion.from_text, effective);
    const spread = expectedSpread('OFF_RAMP', effective, final.to.value, '5.36');
    assert.ok(new Decimal(spread).gte('0.05'), `a spread of 0.30% on about 19.8 USDC, got ${spread}`);
    const atMarket = new Decimal(effective).minus(spread);
    assert.deepEqual(await namedPostings(transfer.id), [
      ['fx_position', 'BRL', 'DEBIT', final.to.value, conversion.id],
      ['fx_position', 'USDC', 'CREDIT', atMarket.toFixed(2), conversion.id],
      ['payout_clearing', 'BRL', 'CREDIT', final.to.value, conversion.id],
      ['spread_revenue', 'USDC', 'CREDIT', spread, conversion.id],
    ]);
    const left = atMarket.minus(new Decimal(final.to.value).div('5.36'));
    assert.ok(left.gte(0) && left.lt('0.01'), left.toFixed());
    const revenue = await t.request('GET', '/v1/admin/ledger/accounts', { token: ADMIN_TOKEN });
    assert.ok(
      revenue.body.accounts.some(
        (line: any) => line.kind === 'spread_revenue' && line.currencyCode === 'USDC' && line.side === 'CREDIT' && line.balance === spread,
      ),
      JSON.stringify(revenue.body),
    );
    await assertTrialBalanceZero(t);

    // The operator reads both rates and their lineage on the transfer's page.
    const visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(await createOperator(t, { role: 'viewer' }));
    const page = (await visitor.page(`/ops/transfers/${transfer.id}`)).text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    assert.match(page, /Quoted 5\.35000000 \S+ sandbox_override/);
    assert.match(page, new RegExp(`Executed \\S+ 5\\.36000000 \\S+ sandbox_override .* ${final.to.value.replace('.', '\\.')} BRL, 4 postings`));
  });
});
