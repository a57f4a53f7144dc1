// The rules that form production's market rate from two readings a currency (src/rails/fx/combine.ts): which reading
// prices, when the official rate only guards, when COP falls back to the TRM, and when a move waits for confirmation.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkMove, combine, type CombineRules, type Reading } from '../../../src/rails/fx/combine.ts';
import { Decimal, type LocalCurrency } from '../../../src/money.ts';

const NOW = new Date('2024-01-05T15:00:00Z');
const rules: CombineRules = { tolerance: new Decimal('0.03'), maxAgeS: 300, maxMove: new Decimal('0.05') };

function reading(
  source: string,
  base: 'USD' | 'USDC',
  quote: LocalCurrency,
  rate: string | undefined,
  extra: { observedAt?: Date; bid?: string; ask?: string } = {},
): Reading {
  if (rate === undefined) return { source, base, quote, readAt: NOW, rate: undefined, error: `${source} could not be reached: ECONNREFUSED` };
  return {
    source,
    base,
    quote,
    readAt: NOW,
    rate: {
      source,
      base,
      quote,
      rate: new Decimal(rate),
      observedAt: extra.observedAt ?? NOW,
      ...(extra.bid ? { bid: new Decimal(extra.bid) } : {}),
      ...(extra.ask ? { ask: new Decimal(extra.ask) } : {}),
    },
    error: undefined,
  };
}
const mb = (rate?: string, extra = {}) => reading('mercado-bitcoin', 'USDC', 'BRL', rate, extra);
const ptax = (rate?: string) => reading('bcb-ptax', 'USD', 'BRL', rate, { observedAt: new Date('2024-01-04T16:04:26Z') });
const buda = (rate?: string, bid?: string, ask?: string) => reading('buda', 'USDC', 'COP', rate, bid && ask ? { bid, ask } : {});
const trm = (rate?: string) => reading('co-trm', 'USD', 'COP', rate, { observedAt: new Date('2024-01-05T05:00:00Z') });

describe('combining two sources a currency', () => {
  it('BRL: the ticker prices, rounded half-even to 8 decimals, when within the tolerance of the PTAX', () => {
    const result = combine({ quote: 'BRL', market: mb('5.478123455'), official: ptax('5.4560'), earlierOfficial: undefined, now: NOW, rules });
    assert.equal(result.refusal.refusal, undefined);
    assert.equal(result.formed?.rate.toFixed(), '5.47812346');
    assert.equal(result.formed?.formedAt.toISOString(), NOW.toISOString());
    assert.match(result.formed!.detail, /mercado-bitcoin 5\.478123455, 0\.41% from bcb-ptax 5\.456/);
    assert.deepEqual([result.market.refusal, result.official.refusal], [undefined, undefined]);
  });

  it('BRL: a ticker beyond the tolerance is refused, and so is the rate', () => {
    const result = combine({ quote: 'BRL', market: mb('5.70'), official: ptax('5.4560'), earlierOfficial: undefined, now: NOW, rules });
    assert.equal(result.refusal.refusal, 'off_reference');
    assert.equal(result.market.refusal, 'off_reference');
    assert.match(result.refusal.detail!, /4\.47% from bcb-ptax 5\.456.*more than 3\.00%/);
  });

  it('BRL: a frozen ticker or none prices nothing; the PTAX never prices BRL', () => {
    const stale = combine({
      quote: 'BRL',
      market: mb('5.47', { observedAt: new Date(NOW.getTime() - 301_000) }),
      official: ptax('5.4560'),
      earlierOfficial: undefined,
      now: NOW,
      rules,
    });
    assert.deepEqual([stale.market.refusal, stale.refusal.refusal, stale.formed], ['stale', 'no_price', undefined]);
    const down = combine({ quote: 'BRL', market: mb(), official: ptax('5.4560'), earlierOfficial: undefined, now: NOW, rules });
    assert.deepEqual([down.market.refusal, down.refusal.refusal, down.formed], ['unreadable', 'no_price', undefined]);
    assert.match(down.market.detail!, /ECONNREFUSED/);
  });

  it('BRL: with the PTAX down, its reading of the last 24 hours guards; without one nothing is formed', () => {
    const earlier = { rate: new Decimal('5.4560'), observedAt: new Date('2024-01-04T16:04:26Z'), readAt: new Date(NOW.getTime() - 23 * 3600_000) };
    const guarded = combine({ quote: 'BRL', market: mb('5.47'), official: ptax(), earlierOfficial: earlier, now: NOW, rules });
    assert.equal(guarded.refusal.refusal, undefined);
    assert.equal(guarded.official.refusal, 'unreadable');
    assert.match(guarded.formed!.detail, /bcb-ptax 5\.456 read earlier/);
    const tooOld = combine({
      quote: 'BRL',
      market: mb('5.47'),
      official: ptax(),
      earlierOfficial: { ...earlier, readAt: new Date(NOW.getTime() - 25 * 3600_000) },
      now: NOW,
      rules,
    });
    assert.deepEqual([tooOld.refusal.refusal, tooOld.market.refusal, tooOld.formed], ['no_reference', 'no_reference', undefined]);
  });

  it("COP: Buda's midpoint prices when its spread is narrow and it is within the tolerance of the TRM", () => {
    const result = combine({ quote: 'COP', market: buda('3955', '3949.5', '3960.5'), official: trm('3912.66'), earlierOfficial: undefined, now: NOW, rules });
    assert.equal(result.refusal.refusal, undefined);
    assert.equal(result.formed?.rate.toFixed(), '3955');
  });

  it('COP: Buda down or with a wide spread, the TRM read now prices at par; read only earlier, it does not', () => {
    for (const market of [buda(), buda('3955', '3900', '4010')]) {
      const result = combine({ quote: 'COP', market, official: trm('3912.66'), earlierOfficial: undefined, now: NOW, rules });
      assert.equal(result.refusal.refusal, undefined);
      assert.equal(result.formed?.rate.toFixed(), '3912.66');
      assert.match(result.formed!.detail, /co-trm 3912\.66 at par: buda not used \((unreadable|wide_spread)/);
    }
    const earlier = { rate: new Decimal('3912.66'), observedAt: NOW, readAt: new Date(NOW.getTime() - 3600_000) };
    const neither = combine({ quote: 'COP', market: buda(), official: trm(), earlierOfficial: earlier, now: NOW, rules });
    assert.deepEqual([neither.refusal.refusal, neither.formed], ['no_price', undefined]);
  });

  it('COP: a narrow Buda market beyond the tolerance stops COP rather than fall back (the peg or a feed broke)', () => {
    const result = combine({ quote: 'COP', market: buda('4100', '4098', '4102'), official: trm('3912.66'), earlierOfficial: undefined, now: NOW, rules });
    assert.equal(result.refusal.refusal, 'off_reference');
  });
});

describe('the move check', () => {
  const formed = (rate: string) => ({ rate: new Decimal(rate), observedAt: NOW, formedAt: NOW, detail: '' });

  it('accepts the first rate, and a move within RATES_MAX_MOVE', () => {
    assert.equal(checkMove(formed('5.47'), undefined, undefined, NOW, rules).refusal, undefined);
    assert.equal(checkMove(formed('5.74'), new Decimal('5.47'), undefined, NOW, rules).refusal, undefined);
  });

  it('refuses a wider move until the next refresh confirms it, recently and near the refused rate', () => {
    const last = new Decimal('5.00');
    assert.equal(checkMove(formed('5.30'), last, { rate: new Decimal('5.00'), refusal: undefined, readAt: NOW }, NOW, rules).refusal, 'moved');
    const refusedAt = new Date(NOW.getTime() - 60_000);
    const confirmed = checkMove(formed('5.31'), last, { rate: new Decimal('5.30'), refusal: 'moved', readAt: refusedAt }, NOW, rules);
    assert.equal(confirmed.refusal, undefined);
    assert.match(confirmed.detail!, /confirms the move to 5\.3 refused at/);
    // The refused rate is too old to confirm anything, or the new one does not agree with it.
    assert.equal(
      checkMove(formed('5.31'), last, { rate: new Decimal('5.30'), refusal: 'moved', readAt: new Date(NOW.getTime() - 301_000) }, NOW, rules).refusal,
      'moved',
    );
    assert.equal(checkMove(formed('5.70'), last, { rate: new Decimal('5.30'), refusal: 'moved', readAt: refusedAt }, NOW, rules).refusal, 'moved');
  });
});
