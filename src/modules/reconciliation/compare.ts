// Owns the comparison itself, with no database and no rail: the books' movements of one rail account against the rail's
// statement lines for a period, item by item. An item is one rail account, currency, reference and direction (IN or
// OUT): an on-ramp whose deposit was returned has two, its deposit (IN) and its return (OUT). Its amount on each side
// is the sum of that side's movements.
//
// The edges. Both sides are read over the period widened by the slack at each end. An item belongs to the period in
// which its earliest movement on either side falls, and only there: a PIX the rail dated 23:59:59.9 and the books
// 00:00:00.1 the next day is matched once, in the run of the first day, which reads the books' side across midnight.
// A movement whose other side comes more than the slack later is reported (missing on that side) in its own period,
// and the late side again, on its own, in the period it falls in.
import { Decimal, type CurrencyCode } from '../../money.ts';
import type { MovementDirection, RailAccount, RailMovement } from '../../rails/capabilities/statement.ts';

export const OUTCOMES = ['MATCHED', 'MISSING_IN_BOOKS', 'MISSING_AT_RAIL', 'AMOUNT_DIFFERS'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Unmatched = Exclude<Outcome, 'MATCHED'>;

/** One side of an item: what that side's movements add up to, and when the first of them was. */
export interface ItemSide {
  amount: Decimal;
  at: Date;
}

export interface ComparedItem {
  /** Names the movement across runs: `account|currency|direction|reference`. */
  key: string;
  account: RailAccount;
  currency: CurrencyCode;
  reference: string;
  direction: MovementDirection;
  outcome: Outcome;
  books: ItemSide | undefined;
  rail: ItemSide | undefined;
}

export interface Period {
  start: Date;
  end: Date;
}

export const keyOf = (movement: Pick<RailMovement, 'account' | 'currency' | 'direction' | 'reference'>): string =>
  `${movement.account}|${movement.currency}|${movement.direction}|${movement.reference}`;

function add(sides: Map<string, { movement: RailMovement; side: ItemSide }>, movement: RailMovement): void {
  const key = keyOf(movement);
  const held = sides.get(key);
  if (!held) {
    sides.set(key, { movement, side: { amount: movement.amount, at: movement.at } });
    return;
  }
  held.side = { amount: held.side.amount.plus(movement.amount), at: held.side.at < movement.at ? held.side.at : movement.at };
}

function outcomeOf(books: ItemSide | undefined, rail: ItemSide | undefined): Outcome {
  if (!books) return 'MISSING_IN_BOOKS';
  // A booking reversed by a break's correction (books.ts) adds up to nothing: nothing is missing at the rail.
  if (!rail) return books.amount.isZero() ? 'MATCHED' : 'MISSING_AT_RAIL';
  return books.amount.equals(rail.amount) ? 'MATCHED' : 'AMOUNT_DIFFERS';
}

/**
 * Every item whose earliest movement falls in `period`, from both sides' movements over the widened window (a movement
 * outside the window is the caller's mistake, and ignored like any other item that does not start in the period).
 */
export function compare(books: readonly RailMovement[], rail: readonly RailMovement[], period: Period): ComparedItem[] {
  const booked = new Map<string, { movement: RailMovement; side: ItemSide }>();
  const stated = new Map<string, { movement: RailMovement; side: ItemSide }>();
  for (const movement of books) add(booked, movement);
  for (const movement of rail) add(stated, movement);
  const items: ComparedItem[] = [];
  for (const key of new Set([...booked.keys(), ...stated.keys()])) {
    const bookSide = booked.get(key);
    const railSide = stated.get(key);
    const first = [bookSide?.side.at, railSide?.side.at].filter((at): at is Date => at !== undefined).reduce((a, b) => (a < b ? a : b));
    if (first < period.start || first >= period.end) continue;
    const { account, currency, reference, direction } = (bookSide ?? railSide)!.movement;
    items.push({
      key,
      account,
      currency,
      reference,
      direction,
      outcome: outcomeOf(bookSide?.side, railSide?.side),
      books: bookSide?.side,
      rail: railSide?.side,
    });
  }
  return items.sort((a, b) => a.key.localeCompare(b.key));
}

/** How many items of each outcome. */
export function countOutcomes(items: readonly ComparedItem[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { MATCHED: 0, MISSING_IN_BOOKS: 0, MISSING_AT_RAIL: 0, AMOUNT_DIFFERS: 0 };
  for (const item of items) counts[item.outcome]++;
  return counts;
}

/** What the two sides differ by (the rail's less the books'), a missing side counting as zero. */
export const difference = (item: Pick<ComparedItem, 'books' | 'rail'>): Decimal =>
  (item.rail?.amount ?? new Decimal(0)).minus(item.books?.amount ?? new Decimal(0));
