-- Bank statements imported by an operator (issue 33, item 5; src/modules/reconciliation/bank-statements.ts): an ISO
-- 20022 camt.053 file or a CSV in the documented layout, of one rail account, each line matched against the ledger's
-- rail_cash postings of that account. The import is a reconciliation run of that account over the statement's period
-- (trigger STATEMENT) whose rail side is the file's lines: its unmatched lines and postings are the run's items, each a
-- RECONCILIATION_MISMATCH exception, dismissed or corrected as any other break.
ALTER TABLE reconciliation_runs DROP CONSTRAINT reconciliation_runs_trigger_check;
ALTER TABLE reconciliation_runs ADD CONSTRAINT reconciliation_runs_trigger_check CHECK (trigger IN ('SCHEDULED', 'MANUAL', 'STATEMENT'));

CREATE TABLE bank_statements (
  id                uuid PRIMARY KEY,
  rail_account      text NOT NULL CHECK (rail_account IN ('pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain')),
  format            text NOT NULL CHECK (format IN ('CAMT053', 'CSV')),
  -- The camt.053 version read (its namespace's last part, e.g. 001.02), NULL for a CSV.
  version           text,
  -- SHA-256 of the file's bytes, hex: the same file is imported once.
  sha256            text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The bank's own identification of the statement (camt.053 Stmt/Id), when it gives one.
  bank_statement_id text,
  currency          text NOT NULL CHECK (currency IN ('BRL', 'COP', 'USD', 'USDC')),
  period_start      timestamptz NOT NULL,
  period_end        timestamptz NOT NULL,
  -- Booked balances (camt.053 OPBD and CLBD), signed, when the file reports them; opening + credits - debits = closing.
  opening_balance   numeric(38, 2),
  closing_balance   numeric(38, 2),
  line_count        integer NOT NULL CHECK (line_count >= 0),
  run_id            uuid NOT NULL UNIQUE REFERENCES reconciliation_runs (id),
  imported_by       text NOT NULL,
  imported_by_name  text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (period_start < period_end),
  CHECK ((opening_balance IS NULL) = (closing_balance IS NULL))
);
CREATE INDEX bank_statements_created ON bank_statements (created_at, id);

-- Every line of an imported statement, and what it was matched to: a rail_cash posting of the books (MATCHED, or
-- AMOUNT_DIFFERS when its amount is not the line's), or nothing (MISSING_IN_BOOKS).
CREATE TABLE bank_statement_lines (
  statement_id     uuid NOT NULL REFERENCES bank_statements (id),
  line_no          integer NOT NULL CHECK (line_no > 0),
  direction        text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  amount           numeric(38, 2) NOT NULL CHECK (amount > 0),
  booked_at        timestamptz NOT NULL,
  end_to_end_id    text,
  bank_reference   text,
  description      text,
  -- Our reference the line was matched under (as the ledger writes it), or the reference of its break.
  reference        text NOT NULL,
  outcome          text NOT NULL CHECK (outcome IN ('MATCHED', 'MISSING_IN_BOOKS', 'AMOUNT_DIFFERS')),
  -- How it was matched: by end-to-end id, by a payout's rail id, by our reference found in the line, or not at all.
  matched_by       text CHECK (matched_by IN ('END_TO_END_ID', 'RAIL_ID', 'REFERENCE')),
  posting_id       uuid REFERENCES ledger_postings (id),
  PRIMARY KEY (statement_id, line_no),
  CHECK ((outcome = 'MISSING_IN_BOOKS') = (posting_id IS NULL)),
  CHECK ((posting_id IS NULL) = (matched_by IS NULL))
);
CREATE UNIQUE INDEX bank_statement_lines_posting ON bank_statement_lines (statement_id, posting_id) WHERE posting_id IS NOT NULL;
