// The shapes of the operator's reconciliation API.
import { Type, type Static } from 'typebox';
import { AmountValue, Timestamp } from '../../http/schemas.ts';
import { CURRENCY_CODES } from '../../money.ts';
import { INTERNAL_ACCOUNT_KINDS } from '../ledger/index.ts';
import { RAIL_ACCOUNTS } from '../../rails/capabilities/statement.ts';

const Amount = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });
const Counts = {
  matched: Type.Integer(),
  missingInBooks: Type.Integer({ description: 'At the rail, not in the books' }),
  missingAtRail: Type.Integer({ description: 'In the books, not at the rail' }),
  amountDiffers: Type.Integer(),
};

const ProviderAmount = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });

const EdgeBalance = Type.Object({
  outcome: Type.Enum(['MATCHED', 'DIFFERS'], { description: 'DIFFERS is a break (an exception RECONCILIATION_MISMATCH)' }),
  provider: Type.Object({ amount: ProviderAmount, at: Timestamp }, { description: "The provider's balance at the instant, exact" }),
  books: Amount,
  difference: ProviderAmount,
  exceptionId: Type.Union([Type.String(), Type.Null()], { description: 'The RECONCILIATION_MISMATCH exception of a difference' }),
});

export const PeriodBalances = Type.Object(
  {
    opening: Type.Union([EdgeBalance, Type.Null()], { description: "At the period's start: the provider's balance against the books'" }),
    closing: Type.Union([EdgeBalance, Type.Null()], { description: "At the period's end (exclusive)" }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why they could not be read (then both are null)' }),
  },
  { description: "The account's opening and closing balances at its provider (the chain's, at the blocks of the period's edges) against the books'" },
);
export type PeriodBalancesType = Static<typeof PeriodBalances>;

export const RunAccount = Type.Object({
  railAccount: Type.Enum([...RAIL_ACCOUNTS]),
  currencyCode: Type.Enum(CURRENCY_CODES),
  reconciled: Type.Boolean({ description: "False when the rail's statement could not be compared: see reason" }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the account was not reconciled' }),
  booked: Type.Integer({ description: 'Postings the books have at this account in the period' }),
  ...Counts,
  periodBalances: Type.Optional(PeriodBalances),
});

const Person = Type.Object({
  id: Type.String({ description: "The operator account's id (`admin` for ADMIN_TOKEN)" }),
  name: Type.Union([Type.String(), Type.Null()], { description: "The operator's email at the time" }),
});

export const Closure = Type.Union(
  [
    Type.Object({
      how: Type.Enum(['CORRECTED', 'DISMISSED'], { description: 'CORRECTED by a journal entry (two people), or DISMISSED with a note' }),
      at: Timestamp,
      by: Person,
      proposedBy: Type.Union([Person, Type.Null()], { description: 'Who proposed the correction, when another approved it' }),
      note: Type.String({ description: "The correction's reason, or the dismissal's note" }),
      evidence: Type.Union([Type.String(), Type.Null()], { description: "What backs the correction: the operator's reference or text" }),
      journalEntryId: Type.Union([Type.String(), Type.Null()], { description: 'The correcting entry (reference correction:<item id>)' }),
    }),
    Type.Null(),
  ],
  { description: 'How the break was closed, by whom and why; null while it is open' },
);

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
  closure: Closure,
});

const runFields = {
  id: Type.String(),
  trigger: Type.Enum(['SCHEDULED', 'MANUAL', 'STATEMENT'], { description: 'STATEMENT: an imported bank statement of one rail account' }),
  periodStart: Timestamp,
  periodEnd: Timestamp,
  slackSeconds: Type.Integer({ description: 'How far past each edge of the period both sides were read' }),
  totals: Type.Object(Counts),
  accounts: Type.Array(RunAccount),
  createdDate: Timestamp,
};

export const BalanceComparison = Type.Object({
  railAccounts: Type.Array(Type.Enum([...RAIL_ACCOUNTS]), {
    description: "The rail accounts the provider's account holds (Bitso's COP account: cop-collection and co-payouts), compared together",
  }),
  currencyCode: Type.Enum(CURRENCY_CODES),
  outcome: Type.Enum(['MATCHED', 'DIFFERS', 'UNREADABLE', 'NOT_CONFIGURED'], {
    description: "DIFFERS is a break (an exception RECONCILIATION_MISMATCH); UNREADABLE: the provider's balance could not be read (see reason)",
  }),
  provider: Type.Union([Type.Object({ amount: Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' }), at: Timestamp }), Type.Null()], {
    description: "The provider's balance, exact as it gave it, and the instant it is of",
  }),
  books: Type.Union([Amount, Type.Null()], { description: "The ledger's rail_cash balance of railAccounts as of provider.at" }),
  difference: Type.Union([Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' }), Type.Null()], { description: 'provider less books' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was not compared' }),
  exceptionId: Type.Union([Type.String(), Type.Null()], { description: 'The RECONCILIATION_MISMATCH exception of a difference' }),
});
export type BalanceComparisonType = Static<typeof BalanceComparison>;

export const RunBody = Type.Object(runFields);
export const RunWithItems = Type.Object({
  ...runFields,
  items: Type.Array(RunItem, { description: 'Every unmatched item' }),
  balances: Type.Array(BalanceComparison, {
    description: "Each provider account's balance against the books' at the same instant, read when the run was made",
  }),
});
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

export const CorrectionBody = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: 2000, description: 'Why: shown to the approver, kept with the break and in the audit log' }),
    evidence: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: "What backs it: a bank statement line, the provider's ticket, a document's reference, or free text",
    }),
    postings: Type.Array(
      Type.Object(
        {
          account: Type.Object({ kind: Type.Enum([...INTERNAL_ACCOUNT_KINDS]), currencyCode: Type.Enum(CURRENCY_CODES) }, { additionalProperties: false }),
          direction: Type.Enum(['DEBIT', 'CREDIT']),
          amount: AmountValue,
        },
        { additionalProperties: false },
      ),
      {
        minItems: 2,
        maxItems: 20,
        description:
          "In the break's currency, balanced; the rail_cash legs come to what the rail and the books differ by (a debit for money in, a credit for money out)",
      },
    ),
  },
  { additionalProperties: false },
);
export type CorrectionBodyType = Static<typeof CorrectionBody>;
