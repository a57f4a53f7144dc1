// Owns the rules that turn the readings of the public rate sources into the market rate production prices with, and
// the verdict on each reading. Nothing here reads a source or the database: refresh.ts does, and records what this
// decides.
//
// Two sources a currency, which measure different things: a market ticker (what USDC trades at now) prices, and the
// official rate of the dollar (fixed once a business day by a central authority) is the reference that catches a
// market price that is wrong. USD and USDC are never averaged: they are compared under the 1:1 peg only to see that
// the peg, or a feed, broke.
//
// - A market reading is usable when it was read, was observed at most RATES_MAX_AGE_S ago (a frozen ticker is not a
//   price), and, when it gives its best bid and ask, their spread is at most 1% of the midpoint (a thin book's midpoint
//   says little).
// - The reference is the official rate read in this refresh or, when that read failed, the same source's last good
//   reading from the last 24 hours (an official rate changes once a business day, so a short outage of the official
//   service need not stop quoting).
// - BRL: Mercado Bitcoin's USDC/BRL prices, when usable and within RATES_TOLERANCE of the PTAX. Nothing else prices
//   BRL: a PTAX is a closing fixed at 13:00 in Brasília, often of an earlier day, and quoting a live corridor on it
//   invites trades against us. Without a usable ticker or without a reference, no BRL rate is formed, and the last one
//   ages until simulations answer 503 rates.unavailable.
// - COP: Buda's USDC/COP midpoint prices, when usable and within RATES_TOLERANCE of the TRM. When Buda cannot be used
//   (unreadable, stale or a wide spread), the TRM read in this refresh prices at par (USD taken as USDC): the TRM is
//   what Colombian counterparties settle at, and the Colombian USDC market is thin. A usable Buda price beyond the
//   tolerance stops COP quoting instead: a real market disagreeing with the official dollar means the peg or a feed
//   broke, and neither should be priced.
// - Every formed rate is rounded half-even to the contract's 8 decimals (pricing.ts then rounds against the customer).
// - A formed rate more than RATES_MAX_MOVE away from the last accepted one is refused (`moved`) and not quoted. The
//   next refresh confirms it when its own rate is again within RATES_MAX_MOVE of the refused one (the market stayed
//   where it jumped), within RATES_MAX_AGE_S: then it is accepted. A single bad tick is so never quoted, a real move is
//   quoted one refresh late, and no operator has to act. Both readings have passed the reference check, so what a
//   confirmation can let through is bounded by RATES_TOLERANCE around the official rate.
import { Decimal, RATE_DECIMALS, type LocalCurrency } from '../../money.ts';
import type { SourcedRate } from '../rate-sources/source.ts';

/** Why a reading, or a formed rate, was not used; the database's rate_observations.refusal takes these. */
export type Refusal = 'unreadable' | 'stale' | 'wide_spread' | 'off_reference' | 'no_reference' | 'no_price' | 'moved';

/** The widest spread, as a fraction of the midpoint, at which a market's midpoint still prices. */
export const MAX_SPREAD = new Decimal('0.01');
/** How old an official reading may be and still be the reference when this refresh could not read one. */
export const EARLIER_REFERENCE_MAX_AGE_MS = 24 * 3600_000;

export interface CombineRules {
  /** How far a market rate may stand from the official one (RATES_TOLERANCE). */
  tolerance: Decimal;
  /** A market reading observed longer ago than this is stale (RATES_MAX_AGE_S). */
  maxAgeS: number;
  /** RATES_MAX_MOVE. */
  maxMove: Decimal;
}

/** One source's answer in one refresh: its rate, or why there is none. */
export interface Reading {
  source: string;
  base: 'USD' | 'USDC';
  quote: LocalCurrency;
  /** When the answer (or the failure) arrived. */
  readAt: Date;
  rate: SourcedRate | undefined;
  error: string | undefined;
}

/** An official reading of an earlier refresh, as the history keeps it. */
export interface EarlierReading {
  rate: Decimal;
  observedAt: Date;
  readAt: Date;
}

/** What is recorded of a reading or a formed rate: accepted when `refusal` is undefined. */
export interface Verdict {
  refusal: Refusal | undefined;
  detail: string | undefined;
}

export interface FormedRate {
  rate: Decimal;
  /** When the price it was formed from was observed. */
  observedAt: Date;
  /** When that price was read: the rate's `updated_at`, from which its age is counted. */
  formedAt: Date;
  detail: string;
}

export interface Combination {
  market: Verdict;
  official: Verdict;
  /** The rate formed (before the move check), or refused off the reference; undefined when none could be. */
  formed: FormedRate | undefined;
  /** Accepted, or why `formed` is refused or none was formed. */
  refusal: Verdict;
}

export interface CombineInput {
  quote: LocalCurrency;
  market: Reading;
  official: Reading;
  /** The official source's last good reading of an earlier refresh, if any. */
  earlierOfficial: EarlierReading | undefined;
  now: Date;
  rules: CombineRules;
}

const accepted: Verdict = { refusal: undefined, detail: undefined };
const refused = (refusal: Refusal, detail: string): Verdict => ({ refusal, detail });

const percent = (fraction: Decimal): string => `${fraction.times(100).toFixed(2)}%`;
const distance = (a: Decimal, b: Decimal): Decimal => a.div(b).minus(1).abs();

/** Whether a market reading can price at all, before it is compared with the reference. */
function marketVerdict(reading: Reading, now: Date, rules: CombineRules): Verdict {
  const rate = reading.rate;
  if (!rate) return refused('unreadable', reading.error ?? 'no answer');
  const ageS = (now.getTime() - rate.observedAt.getTime()) / 1000;
  if (ageS > rules.maxAgeS) return refused('stale', `observed ${Math.round(ageS)} s ago (${rate.observedAt.toISOString()}), more than ${rules.maxAgeS} s`);
  if (rate.bid && rate.ask) {
    const spread = rate.ask.minus(rate.bid).div(rate.rate);
    if (spread.gt(MAX_SPREAD))
      return refused('wide_spread', `bid ${rate.bid.toFixed()} and ask ${rate.ask.toFixed()} are ${percent(spread)} apart, more than ${percent(MAX_SPREAD)}`);
  }
  return accepted;
}

interface Reference {
  rate: Decimal;
  /** How the reference is named in details. */
  described: string;
  /** Read in this refresh (only then may the TRM price at par). */
  current: boolean;
}

function referenceOf(input: CombineInput): Reference | undefined {
  const { official, earlierOfficial, now } = input;
  if (official.rate)
    return {
      rate: official.rate.rate,
      described: `${official.source} ${official.rate.rate.toFixed()} (observed ${official.rate.observedAt.toISOString()})`,
      current: true,
    };
  if (earlierOfficial && now.getTime() - earlierOfficial.readAt.getTime() <= EARLIER_REFERENCE_MAX_AGE_MS) {
    return {
      rate: earlierOfficial.rate,
      described: `${official.source} ${earlierOfficial.rate.toFixed()} read earlier, at ${earlierOfficial.readAt.toISOString()}`,
      current: false,
    };
  }
  return undefined;
}

const rounded = (rate: Decimal): Decimal => rate.toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_EVEN);

/** Applies the rules above to one currency's two readings. */
export function combine(input: CombineInput): Combination {
  const { quote, market, official, now, rules } = input;
  const officialVerdict = official.rate ? accepted : refused('unreadable', official.error ?? 'no answer');
  const usable = marketVerdict(market, now, rules);
  const reference = referenceOf(input);
  if (!reference) {
    const why = `no ${official.source} rate read now or in the last 24 hours to check ${market.source} against`;
    return {
      market: usable.refusal ? usable : refused('no_reference', why),
      official: officialVerdict,
      formed: undefined,
      refusal: refused('no_reference', why),
    };
  }
  const price = market.rate;
  if (!usable.refusal && price) {
    const apart = distance(price.rate, reference.rate);
    const formed = {
      rate: rounded(price.rate),
      observedAt: price.observedAt,
      formedAt: market.readAt,
      detail: `${market.source} ${price.rate.toFixed()}, ${percent(apart)} from ${reference.described}`,
    };
    if (apart.gt(rules.tolerance)) {
      const why = `${market.source} ${price.rate.toFixed()} is ${percent(apart)} from ${reference.described}, more than ${percent(rules.tolerance)}`;
      return { market: refused('off_reference', why), official: officialVerdict, formed, refusal: refused('off_reference', why) };
    }
    return { market: accepted, official: officialVerdict, formed, refusal: accepted };
  }
  if (quote === 'COP' && reference.current && official.rate) {
    const detail = `${official.source} ${official.rate.rate.toFixed()} at par: ${market.source} not used (${usable.refusal}: ${usable.detail})`;
    return {
      market: usable,
      official: officialVerdict,
      formed: { rate: rounded(official.rate.rate), observedAt: official.rate.observedAt, formedAt: official.readAt, detail },
      refusal: accepted,
    };
  }
  return {
    market: usable,
    official: officialVerdict,
    formed: undefined,
    refusal: refused('no_price', `${market.source} cannot price (${usable.refusal}: ${usable.detail})`),
  };
}

/** The latest combined rate of a currency, as the history keeps it. */
export interface PreviousCombined {
  rate: Decimal | undefined;
  refusal: Refusal | undefined;
  readAt: Date;
}

/**
 * The move check of a formed rate against the last accepted one (none: the first rate is accepted), with the
 * confirmation rule described at the top.
 */
export function checkMove(
  formed: FormedRate,
  lastAccepted: Decimal | undefined,
  previous: PreviousCombined | undefined,
  now: Date,
  rules: CombineRules,
): Verdict {
  if (lastAccepted === undefined) return accepted;
  const moved = distance(formed.rate, lastAccepted);
  if (moved.lte(rules.maxMove)) return accepted;
  const confirms =
    previous?.refusal === 'moved' &&
    previous.rate !== undefined &&
    now.getTime() - previous.readAt.getTime() <= rules.maxAgeS * 1000 &&
    distance(formed.rate, previous.rate).lte(rules.maxMove);
  if (confirms)
    return {
      refusal: undefined,
      detail: `confirms the move to ${previous.rate!.toFixed()} refused at ${previous.readAt.toISOString()} (${percent(moved)} from ${lastAccepted.toFixed()})`,
    };
  return refused(
    'moved',
    `${formed.rate.toFixed()} is ${percent(moved)} from the last accepted ${lastAccepted.toFixed()}, more than ${percent(rules.maxMove)}; quoted once a later refresh confirms it`,
  );
}
