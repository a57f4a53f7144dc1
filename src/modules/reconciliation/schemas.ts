// The shapes of the operator's reconciliation API.
import { Type, type Static } from 'typebox';
import { Timestamp } from '../../http/schemas.ts';
import { CURRENCY_CODES } from '../../money.ts';
import { RAIL_ACCOUNTS } from '../../rails/capabilities/statement.ts';

const Amount = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });
const Counts = {
  matched: Type.Integer(),
  missingInBooks: Type.Integer({ description: 'At the rail, not in the books' }),
  missingAtRail: Type.Integer({ description: 'In the books, not at the rail' }),
  amountDiffers: Type.Integer(),
};

export const RunAccount = Type.Object({
  railAccount: Type.Enum([...RAIL_ACCOUNTS]),
  currencyCode: Type.Enum(CURRENCY_CODES),
  reconciled: Type.Boolean({ description: "False when the rail's statement could not be compared: see reason" }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the account was not reconciled' }),
  booked: Type.Integer({ description: 'Postings the books have at this account in the period' }),
  ...Counts,
});

const Side = Type.Union([Type.Object({ amount: Amount, at: Timestamp }), Type.Null()]);

export const RunItem = Type.Object({
  id: Type.String(),
  railAccount: Type.Enum([...RAIL_ACCOUNTS]),
  currencyCode: Type.Enum(CURRENCY_CODES),
  reference: Type.String({ description: 'As the ledger writes it: transfer:<id>, payment:<id>, payment_in:<id>, pix:<endToEndId>' }),
  direction: Type.Enum(['IN', 'OUT']),
  outcome: Type.Enum(['MISSING_IN_BOOKS', 'MISSING_AT_RAIL', 'AMOUNT_DIFFERS']),
  books: Side,
  rail: Side,
  exceptionId: Type.String({ description: 'The RECONCILIATION_MISMATCH exception that asks a person about it' }),
});

const runFields = {
  id: Type.String(),
  trigger: Type.Enum(['SCHEDULED', 'MANUAL']),
  periodStart: Timestamp,
  periodEnd: Timestamp,
  slackSeconds: Type.Integer({ description: 'How far past each edge of the period both sides were read' }),
  totals: Type.Object(Counts),
  accounts: Type.Array(RunAccount),
  createdDate: Timestamp,
};

export const RunBody = Type.Object(runFields);
export const RunWithItems = Type.Object({ ...runFields, items: Type.Array(RunItem, { description: 'Every unmatched item' }) });
export type RunBodyType = Static<typeof RunBody>;
export type RunWithItemsType = Static<typeof RunWithItems>;
export type RunAccountType = Static<typeof RunAccount>;
export type RunItemType = Static<typeof RunItem>;

export const RunRequest = Type.Object(
  {
    from: Type.String({ format: 'date-time', description: 'Start of the period (inclusive)', examples: ['2026-03-01T00:00:00Z'] }),
    to: Type.String({ format: 'date-time', description: 'End of the period (exclusive); not later than now', examples: ['2026-03-02T00:00:00Z'] }),
  },
  { additionalProperties: false },
);
