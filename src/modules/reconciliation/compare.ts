// Owns the comparison itself, with no database and no rail: the books' movements of one rail account against the rail's
// statement lines for a period, line by line. Lines are grouped by rail account, currency, reference and direction (IN
// or OUT): an on-ramp whose deposit was returned has two groups, its deposit (IN) and its return (OUT). Within a group a
// rail line and a posting are paired one to one: first by the rail's own id (`railId`: a PIX EndToEndId, Efí's idEnvio,
// Bitso's or Circle's payout id, a chain `txHash:logIndex`) where both sides carry it, then by amount, then whatever is
// left in time order (an amount that differs). Two rail lines against one posting of their sum are a break, as is a
// line the books do not have or a posting the rail does not. Each pair or lone line is an item.
//
// A group holding a break's correction (books.ts: a correcting entry is a change of the amount, not a movement of its
// own) is compared as its sums, one item: the correction then brings the books' side to the rail's.
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

/** One side of an item: its movement's amount (a group's sum, where a correction is in it), and when it was. */
export interface ItemSide {
  amount: Decimal;
  at: Date;
}

/** A movement of the books: a rail_cash posting, or a break's correction (which changes an amount, books.ts). */
export interface BookedMovement extends RailMovement {
  correction?: boolean;
}

export interface ComparedItem {
  /**
   * Names the movement across runs: `account|currency|direction|reference`, and, when its group yields more than one
   * unmatched item, `|` and the rail id of the item's line (or its place in the group) after it.
   */
  key: string;
  account: RailAccount;
  currency: CurrencyCode;
  reference: string;
  direction: MovementDirection;
  /** The rail's own id of the movement, when either side knows it. */
  railId: string | undefined;
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

function outcomeOf(books: ItemSide | undefined, rail: ItemSide | undefined): Outcome {
  if (!books) return 'MISSING_IN_BOOKS';
  // A booking reversed by a break's correction (books.ts) adds up to nothing: nothing is missing at the rail.
  if (!rail) return books.amount.isZero() ? 'MATCHED' : 'MISSING_AT_RAIL';
  return books.amount.equals(rail.amount) ? 'MATCHED' : 'AMOUNT_DIFFERS';
}

const sideOf = (movement: RailMovement | undefined): ItemSide | undefined => movement && { amount: movement.amount, at: movement.at };
const byTime = (a: RailMovement, b: RailMovement): number => a.at.getTime() - b.at.getTime() || (a.railId ?? '').localeCompare(b.railId ?? '');

/** A group's sides as their sums (a group with a correction): one item. */
function summed(books: readonly BookedMovement[], rail: readonly RailMovement[]): Array<[ItemSide | undefined, ItemSide | undefined, string | undefined]> {
  const sum = (movements: readonly RailMovement[]): ItemSide | undefined =>
    movements.length === 0
      ? undefined
      : {
          amount: movements.reduce((total, movement) => total.plus(movement.amount), new Decimal(0)),
          at: movements.reduce((first, movement) => (movement.at < first ? movement.at : first), movements[0]!.at),
        };
  const railId = [...rail, ...books].find((movement) => movement.railId !== undefined)?.railId;
  return [[sum(books), sum(rail), railId]];
}

/**
 * A group's lines paired one to one: by rail id where both sides carry one, then by amount (never two lines whose rail
 * ids differ), then what is left in time order; a line with no partner stands alone.
 */
function paired(books: readonly RailMovement[], rail: readonly RailMovement[]): Array<[ItemSide | undefined, ItemSide | undefined, string | undefined]> {
  const openBooks = [...books].sort(byTime);
  const openRail = [...rail].sort(byTime);
  const pairs: Array<[RailMovement | undefined, RailMovement | undefined]> = [];
  const take = (match: (b: RailMovement, r: RailMovement) => boolean) => {
    for (let i = 0; i < openBooks.length; ) {
      const j = openRail.findIndex((line) => match(openBooks[i]!, line));
      if (j < 0) {
        i++;
        continue;
      }
      pairs.push([openBooks[i], openRail[j]]);
      openBooks.splice(i, 1);
      openRail.splice(j, 1);
    }
  };
  const compatible = (b: RailMovement, r: RailMovement) => b.railId === undefined || r.railId === undefined || b.railId === r.railId;
  take((b, r) => b.railId !== undefined && b.railId === r.railId);
  take((b, r) => compatible(b, r) && b.amount.equals(r.amount));
  take(compatible);
  for (const b of openBooks) pairs.push([b, undefined]);
  for (const r of openRail) pairs.push([undefined, r]);
  return pairs.map(([b, r]) => [sideOf(b), sideOf(r), r?.railId ?? b?.railId]);
}

/**
 * Every item whose earliest movement falls in `period`, from both sides' movements over the widened window (a movement
 * outside the window is the caller's mistake, and ignored like any other item that does not start in the period).
 */
export function compare(books: readonly BookedMovement[], rail: readonly RailMovement[], period: Period): ComparedItem[] {
  const groups = new Map<string, { first: RailMovement; books: BookedMovement[]; rail: RailMovement[] }>();
  const groupOf = (movement: RailMovement) => {
    const key = keyOf(movement);
    const group = groups.get(key) ?? { first: movement, books: [], rail: [] };
    groups.set(key, group);
    return group;
  };
  for (const movement of books) groupOf(movement).books.push(movement);
  for (const movement of rail) groupOf(movement).rail.push(movement);
  const items: ComparedItem[] = [];
  for (const [key, group] of groups) {
    const { account, currency, reference, direction } = group.first;
    const sides = group.books.some((movement) => movement.correction) ? summed(group.books, group.rail) : paired(group.books, group.rail);
    const found = sides
      .map(([bookSide, railSide, railId]) => ({ books: bookSide, rail: railSide, railId, outcome: outcomeOf(bookSide, railSide) }))
      .filter((item) => {
        const first = [item.books?.at, item.rail?.at].filter((at): at is Date => at !== undefined).reduce((a, b) => (a < b ? a : b));
        return first >= period.start && first < period.end;
      });
    const unmatchedCount = found.filter((item) => item.outcome !== 'MATCHED').length;
    found.forEach((item, index) => {
      const own = unmatchedCount > 1 && item.outcome !== 'MATCHED' ? `${key}|${item.railId ?? `#${index + 1}`}` : key;
      items.push({ key: own, account, currency, reference, direction, ...item });
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
