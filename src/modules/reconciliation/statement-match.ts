// Owns how an imported statement's lines are matched with the books, with no database: each line to at most one
// rail_cash posting of the account, and each posting to at most one line, in the line's direction.
//
//   1. by end-to-end id, where the books know the line's: a PIX's is in its ledger reference (pix:<e2e>) or, for an
//      on-ramp paid by PIX, in the PIX received for its transfer (pix_received.transfer_id); else by the rail's id of a
//      payout (what the payout rail answered: Efí's idEnvio, Bitso's or Circle's payout id) as the line's end-to-end id
//      or bank reference;
//   2. else by our reference found in the line (its end-to-end id, the bank's reference or the remittance text):
//      transfer:<id>, payment:<id>, payment_in:<id>, pix:<e2e>, copin:<id>, or a bare transfer, payment or payment-in id;
//   3. among those postings, one of exactly the line's amount is MATCHED; if none is, the first is paired with the line
//      and the item is AMOUNT_DIFFERS (the books say one amount, the bank another: a break to correct).
//
// A line that finds no posting is MISSING_IN_BOOKS; a posting of the statement's period left without a line is
// MISSING_AT_RAIL (postings read past the period's edges, within the slack, may match a line but are not missing).
import { Decimal } from '../../money.ts';
import type { MovementDirection, RailAccount } from '../../rails/capabilities/statement.ts';
import { keyOf, type ComparedItem, type Outcome, type Period, type Unmatched } from './compare.ts';
import type { StatementLine } from './statement-file.ts';

export interface BookedPosting {
  postingId: string;
  entryId: string;
  reference: string;
  direction: MovementDirection;
  amount: Decimal;
  at: Date;
  /** The rail's ids the books know for this posting's movement: PIX end-to-end ids, a payout's rail reference. */
  railIds: string[];
}

export type MatchedBy = 'END_TO_END_ID' | 'RAIL_ID' | 'REFERENCE';

export interface LineResult {
  line: StatementLine;
  outcome: Exclude<Outcome, 'MISSING_AT_RAIL'>;
  /** Our reference the line was matched under, or the reference its break stands under. */
  reference: string;
  matchedBy: MatchedBy | null;
  posting: BookedPosting | null;
}

export interface StatementMatch {
  lines: LineResult[];
  /** Postings of the period no line matched. */
  missingAtRail: BookedPosting[];
  /** Postings of the period, matched or not. */
  booked: number;
}

const REFERENCE = /\b(transfer|payment_in|payment|pix|copin):([A-Za-z0-9][A-Za-z0-9-]{0,99})/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** Every reference of ours a line names, in the order of its fields (end-to-end id, bank reference, text). */
export function referencesIn(line: Pick<StatementLine, 'endToEndId' | 'bankReference' | 'description'>): string[] {
  const found: string[] = [];
  for (const field of [line.endToEndId, line.bankReference, line.description]) {
    if (!field) continue;
    for (const match of field.matchAll(REFERENCE)) found.push(`${match[1]}:${match[2]}`);
    for (const match of field.matchAll(UUID)) {
      const id = match[0].toLowerCase();
      found.push(`transfer:${id}`, `payment:${id}`, `payment_in:${id}`);
    }
  }
  return [...new Set(found)];
}

function index(postings: readonly BookedPosting[], keysOf: (posting: BookedPosting) => string[]): Map<string, BookedPosting[]> {
  const map = new Map<string, BookedPosting[]>();
  for (const posting of postings) {
    for (const key of keysOf(posting)) map.set(key, [...(map.get(key) ?? []), posting]);
  }
  return map;
}

/** The reference a line's break stands under when the books have nothing for it: ours, where the line writes one out. */
function breakReference(line: StatementLine, statementKey: string): string {
  for (const field of [line.endToEndId, line.bankReference, line.description]) {
    const ours = field ? [...field.matchAll(REFERENCE)][0] : undefined;
    if (ours) return `${ours[1]}:${ours[2]}`;
  }
  if (line.endToEndId) return `e2e:${line.endToEndId}`;
  if (line.bankReference) return `bank:${line.bankReference}`;
  return `statement:${statementKey}:${line.lineNo}`;
}

/** Matches a statement's lines with the account's postings read over the period widened by the slack. */
export function matchStatement(lines: readonly StatementLine[], postings: readonly BookedPosting[], period: Period, statementKey: string): StatementMatch {
  const byRailId = index(postings, (posting) => posting.railIds);
  const byReference = index(postings, (posting) => [posting.reference]);
  const taken = new Set<string>();
  const results = lines.map((line): LineResult => {
    const open = (candidates: BookedPosting[] | undefined) =>
      (candidates ?? []).filter((posting) => posting.direction === line.direction && !taken.has(posting.postingId));
    let matchedBy: MatchedBy = 'END_TO_END_ID';
    let candidates = line.endToEndId ? open(byRailId.get(line.endToEndId)) : [];
    if (candidates.length === 0 && line.bankReference) {
      matchedBy = 'RAIL_ID';
      candidates = open(byRailId.get(line.bankReference));
    }
    if (candidates.length === 0) {
      matchedBy = 'REFERENCE';
      candidates = referencesIn(line).flatMap((reference) => open(byReference.get(reference)));
    }
    if (candidates.length === 0) return { line, outcome: 'MISSING_IN_BOOKS', reference: breakReference(line, statementKey), matchedBy: null, posting: null };
    const exact = candidates.find((posting) => posting.amount.equals(line.amount));
    const posting = exact ?? candidates[0]!;
    taken.add(posting.postingId);
    return { line, outcome: exact ? 'MATCHED' : 'AMOUNT_DIFFERS', reference: posting.reference, matchedBy, posting };
  });
  const inPeriod = postings.filter((posting) => posting.at >= period.start && posting.at < period.end);
  return { lines: results, missingAtRail: inPeriod.filter((posting) => !taken.has(posting.postingId)), booked: inPeriod.length };
}

/** The match's breaks as a run's unmatched items (runs.ts saves them, each with its exception). */
export function unmatchedItems(match: StatementMatch, account: RailAccount, currency: ComparedItem['currency']): Array<ComparedItem & { outcome: Unmatched }> {
  const items = [
    ...match.lines
      .filter((result) => result.outcome !== 'MATCHED')
      .map((result) => ({
        outcome: result.outcome as Unmatched,
        reference: result.reference,
        direction: result.line.direction,
        railId: result.line.endToEndId ?? result.posting?.railIds[0],
        books: result.posting ? { amount: result.posting.amount, at: result.posting.at } : undefined,
        rail: { amount: result.line.amount, at: result.line.at },
        place: `line ${result.line.lineNo}`,
      })),
    ...match.missingAtRail.map((posting) => ({
      outcome: 'MISSING_AT_RAIL' as const,
      reference: posting.reference,
      direction: posting.direction,
      railId: posting.railIds[0],
      books: { amount: posting.amount, at: posting.at },
      rail: undefined,
      place: `posting ${posting.postingId}`,
    })),
  ];
  // An item is named by its movement (so that a break seen by a run and by a statement shares its exception), and by its
  // rail id or place when one statement has more than one break of the same movement.
  const keys = items.map(({ reference, direction }) => keyOf({ account, currency, direction, reference }));
  return items.map(({ place, ...item }, n) => {
    const key = keys.indexOf(keys[n]!) === keys.lastIndexOf(keys[n]!) ? keys[n]! : `${keys[n]}|${item.railId ?? place}`;
    return { ...item, key, account, currency };
  });
}
