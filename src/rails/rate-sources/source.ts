// Owns what every public rate source shares: the rate it answers, the one GET each source makes (with a timeout, the
// answer parsed losslessly so that no rate ever passes through a binary float), exact decimals read from that answer,
// and the clear error a source throws when it cannot give a rate.
import { isLosslessNumber, parse } from 'lossless-json';
import { Decimal } from '../../money.ts';

/** One rate read from one source: 1 `base` costs `rate` `quote`. USD and USDC are different bases, never mixed. */
export interface SourcedRate {
  base: 'USD' | 'USDC';
  quote: 'BRL' | 'COP';
  rate: Decimal;
  /** When the source says the rate was formed (or, for a source that does not say, when it was read). */
  observedAt: Date;
  /** Which source: 'bcb-ptax', 'co-trm', 'mercado-bitcoin', 'buda'. */
  source: string;
  /** A market priced at the midpoint gives its best bid and ask too, so that a thin book (a wide spread) can be seen. */
  bid?: Decimal;
  ask?: Decimal;
}

export interface RateSource {
  readonly source: string;
  readonly base: SourcedRate['base'];
  readonly quote: SourcedRate['quote'];
  read(): Promise<SourcedRate>;
}

export interface RateSourceOptions {
  /** Where the source is reached: its documented address by default, a local server in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  /** The clock, for sources whose answer depends on the date. */
  now?: () => Date;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** A source could not give a rate: unreachable, slow, an HTTP error, or an answer not of its documented shape. */
export class RateSourceError extends Error {
  override readonly name = 'RateSourceError';
}

/** GETs `url` and parses its JSON body losslessly: every JSON number comes back as a LosslessNumber. */
export async function getJson(url: string, what: string, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new RateSourceError(`${what} answered HTTP ${response.status}`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof RateSourceError) throw error;
    if (signal.aborted) throw new RateSourceError(`${what} did not answer within ${timeoutMs} ms`, { cause: error });
    throw new RateSourceError(`${what} could not be reached: ${causeOf(error)}`, { cause: error });
  }
  try {
    return parse(text);
  } catch (error) {
    throw new RateSourceError(`${what} answered something that is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

const DECIMAL_TEXT = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * A positive exact decimal from a JSON number (a LosslessNumber: its text as written) or a decimal string (as SODA and
 * the exchanges write amounts). Anything else throws, naming `what`.
 */
export function positiveDecimal(value: unknown, what: string): Decimal {
  const text = isLosslessNumber(value) ? value.value : typeof value === 'string' ? value : undefined;
  if (text === undefined || !DECIMAL_TEXT.test(text)) throw new RateSourceError(`${what} is not a decimal number: ${shown(value)}`);
  const decimal = new Decimal(text);
  if (decimal.lte(0)) throw new RateSourceError(`${what} is not above zero: ${text}`);
  return decimal;
}

export function malformed(what: string, detail: string): RateSourceError {
  return new RateSourceError(`${what} answered a malformed body: ${detail}`);
}

export function shown(value: unknown): string {
  const text = isLosslessNumber(value) ? value.value : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
