// The comparison of the books with a rail's statement, line by line (src/modules/reconciliation/compare.ts): a rail line
// and a posting are paired one to one, by the rail's own id where both sides carry it, else by reference and amount;
// two rail lines against one posting of their sum are a break, as are a duplicate line and a cent's difference. A group
// holding a break's correction is compared as its sums.
// Test pass: embedded only (database-independent: a pure function)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from '../../src/money.ts';
import { compare, countOutcomes, type BookedMovement } from '../../src/modules/reconciliation/compare.ts';
import type { RailMovement } from '../../src/rails/capabilities/statement.ts';

const period = { start: new Date('2026-11-27T00:00:00Z'), end: new Date('2026-11-28T00:00:00Z') };
const at = (minute: number) => new Date(period.start.getTime() + minute * 60_000);

function line(reference: string, amount: string, minute: number, railId?: string, more: Partial<BookedMovement> = {}): BookedMovement {
  return {
    account: 'br-payouts',
    reference,
    direction: 'OUT',
    amount: new Decimal(amount),
    currency: 'BRL',
    at: at(minute),
    ...(railId === undefined ? {} : { railId }),
    ...more,
  };
}

const outcomes = (books: BookedMovement[], rail: RailMovement[]) =>
  compare(books, rail, period).map((item) => [
    item.reference,
    item.outcome,
    item.books?.amount.toFixed(2) ?? null,
    item.rail?.amount.toFixed(2) ?? null,
    item.railId ?? null,
  ]);

describe('reconciliation compares line by line', () => {
  it('matches each posting with its own rail line', () => {
    const books = [line('transfer:a', '10.00', 1, 'idA'), line('transfer:b', '20.00', 2)];
    const rail = [line('transfer:a', '10.00', 1, 'idA'), line('transfer:b', '20.00', 2, 'idB')];
    assert.deepEqual(outcomes(books, rail), [
      ['transfer:a', 'MATCHED', '10.00', '10.00', 'idA'],
      ['transfer:b', 'MATCHED', '20.00', '20.00', 'idB'],
    ]);
  });

  it('shows two rail lines against one posting of their sum as a break, not a match', () => {
    const items = compare([line('transfer:a', '40.00', 1)], [line('transfer:a', '20.00', 1, 'x:0'), line('transfer:a', '20.00', 2, 'x:1')], period);
    assert.deepEqual(countOutcomes(items), { MATCHED: 0, MISSING_IN_BOOKS: 1, MISSING_AT_RAIL: 0, AMOUNT_DIFFERS: 1 });
    // Each unmatched item of one reference has its own key (an exception each), named by its rail line's id.
    assert.deepEqual(
      items.map((item) => item.key),
      ['br-payouts|BRL|OUT|transfer:a|x:0', 'br-payouts|BRL|OUT|transfer:a|x:1'],
    );
  });

  it('shows a rail line sent twice (a duplicate payout) as missing in the books, its first line matched', () => {
    assert.deepEqual(outcomes([line('transfer:a', '40.00', 1)], [line('transfer:a', '40.00', 1), line('transfer:a', '40.00', 5)]), [
      ['transfer:a', 'MATCHED', '40.00', '40.00', null],
      ['transfer:a', 'MISSING_IN_BOOKS', null, '40.00', null],
    ]);
  });

  it('pairs by rail id before amount, and shows a cent of difference on the right line', () => {
    const books = [line('transfer:a', '10.00', 1, 'first'), line('transfer:a', '10.01', 2, 'second')];
    const rail = [line('transfer:a', '10.01', 1, 'first'), line('transfer:a', '10.01', 2, 'second')];
    assert.deepEqual(outcomes(books, rail), [
      ['transfer:a', 'AMOUNT_DIFFERS', '10.00', '10.01', 'first'],
      ['transfer:a', 'MATCHED', '10.01', '10.01', 'second'],
    ]);
  });

  it('never pairs two lines whose rail ids differ', () => {
    assert.deepEqual(outcomes([line('transfer:a', '10.00', 1, 'ours')], [line('transfer:a', '10.00', 1, 'theirs')]), [
      ['transfer:a', 'MISSING_AT_RAIL', '10.00', null, 'ours'],
      ['transfer:a', 'MISSING_IN_BOOKS', null, '10.00', 'theirs'],
    ]);
  });

  it('compares a group holding a correction as its sums', () => {
    const books = [line('transfer:a', '40.00', 1), line('transfer:a', '0.01', 1, undefined, { correction: true })];
    assert.deepEqual(outcomes(books, [line('transfer:a', '40.01', 1, 'id')]), [['transfer:a', 'MATCHED', '40.01', '40.01', 'id']]);
  });

  it('leaves out an item whose first movement is outside the period', () => {
    assert.deepEqual(outcomes([line('transfer:a', '10.00', -5)], [line('transfer:a', '10.00', 1)]), []);
    assert.deepEqual(outcomes([line('transfer:a', '10.00', 24 * 60 + 1)], []), []);
  });
});
