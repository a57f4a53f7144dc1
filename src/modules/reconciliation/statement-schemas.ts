// The shapes of the operator's bank statement import (POST /v1/admin/reconciliation/statements), the statement read and
// the list of statements imported.
import { Type, type Static, type TSchema } from 'typebox';
import { Timestamp } from '../../http/schemas.ts';
import { CURRENCY_CODES } from '../../money.ts';
import { RAIL_ACCOUNTS } from '../../rails/capabilities/statement.ts';

const Amount = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });
function Nullable<T extends TSchema>(schema: T, description: string) {
  return Type.Union([schema, Type.Null()], { description });
}

export const StatementQuery = Type.Object(
  {
    railAccount: Type.Enum([...RAIL_ACCOUNTS], { description: "The rail account whose statement this is; the file's currency must be its" }),
    from: Type.Optional(
      Type.String({
        format: 'date-time',
        description: "Start of the statement's period (inclusive), if not the file's own (camt.053 FrToDt) or its lines' UTC days",
      }),
    ),
    to: Type.Optional(Type.String({ format: 'date-time', description: "End of the statement's period (exclusive); given with from" })),
  },
  { additionalProperties: false },
);
export type StatementQueryType = Static<typeof StatementQuery>;

export const StatementFile = Type.String({
  minLength: 1,
  description:
    'The file as the bank gave it: an ISO 20022 camt.053 document (application/xml or text/xml; version 001.02 or later) or a CSV in the ' +
    'layout of docs/operations.md (text/csv), UTF-8',
});

export const StatementLineBody = Type.Object({
  lineNo: Type.Integer({ minimum: 1 }),
  direction: Type.Enum(['IN', 'OUT'], { description: 'IN: a credit (CRDT) to the account; OUT: a debit (DBIT)' }),
  amount: Amount,
  bookedAt: Timestamp,
  endToEndId: Nullable(Type.String(), 'The end-to-end id the bank gave'),
  bankReference: Nullable(Type.String(), "The bank's reference (camt.053 AcctSvcrRef)"),
  description: Nullable(Type.String(), 'The remittance text'),
  reference: Type.String({ description: "Our reference the line matched (the ledger's), or the one its break stands under" }),
  outcome: Type.Enum(['MATCHED', 'MISSING_IN_BOOKS', 'AMOUNT_DIFFERS']),
  matchedBy: Nullable(
    Type.Enum(['END_TO_END_ID', 'RAIL_ID', 'REFERENCE']),
    "How the line found its posting (its end-to-end id, a payout's rail id as its end-to-end id or bank reference, our reference in it); null when none",
  ),
  postingId: Nullable(Type.String(), 'The rail_cash posting the line was matched to'),
  journalEntryId: Nullable(Type.String(), "That posting's journal entry"),
});

/** What a statement is, without its lines: the list's item, and the read's with its lines. */
const statementFields = {
  id: Type.String(),
  railAccount: Type.Enum([...RAIL_ACCOUNTS]),
  currencyCode: Type.Enum(CURRENCY_CODES),
  format: Type.Enum(['CAMT053', 'CSV'], { description: 'The kind of file: an ISO 20022 camt.053 (XML) or the documented CSV layout' }),
  version: Nullable(Type.String(), 'The camt.053 version read (001.02, 001.08, ...); null for a CSV'),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: "The file's SHA-256: a file is imported once" }),
  bankStatementId: Nullable(Type.String(), "The bank's identification of the statement (camt.053 Stmt/Id)"),
  periodStart: Timestamp,
  periodEnd: Timestamp,
  openingBalance: Nullable(Amount, 'The booked opening balance (camt.053 OPBD), signed; null for a CSV'),
  closingBalance: Nullable(Amount, 'The booked closing balance (CLBD), signed; opening + credits - debits'),
  totals: Type.Object({
    lines: Type.Integer(),
    matched: Type.Integer(),
    missingInBooks: Type.Integer({ description: 'Lines the books have no posting for' }),
    missingAtRail: Type.Integer({ description: 'Postings of the period no line matched' }),
    amountDiffers: Type.Integer(),
    breaks: Type.Integer({ description: "The import's breaks: missingInBooks + missingAtRail + amountDiffers, each an item of its run" }),
  }),
  runId: Type.String({ description: 'The reconciliation run (trigger STATEMENT) whose items are the breaks: dismissed or corrected as any other' }),
  importedBy: Type.Object({ id: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }),
  createdDate: Timestamp,
};

export const BankStatementSummary = Type.Object(statementFields, { description: 'An imported bank statement, without its lines' });
export type BankStatementSummaryType = Static<typeof BankStatementSummary>;

export const BankStatement = Type.Object({ ...statementFields, lines: Type.Array(StatementLineBody) });
export type BankStatementType = Static<typeof BankStatement>;
