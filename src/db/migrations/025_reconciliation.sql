-- Reconciliation (src/modules/reconciliation/): runs that compare the ledger's rail_cash postings with what each rail
-- reports for a period, their unmatched items (each an exception RECONCILIATION_MISMATCH), and the sandbox rails' own
-- statement, which they keep as a real rail keeps its account's.

-- Sandbox only: every movement of money at a sandbox rail, as that rail's statement shows it (src/rails/sandbox/
-- statement.ts): a PIX, bank deposit, on-chain USDC or USD received through the sandbox's tools, a deposit returned to
-- its payer, a payout made with a settled outcome. One line per rail account, reference and direction: a rail records a
-- movement once however often it is told of it.
CREATE TABLE sandbox_rail_movements (
  id            uuid PRIMARY KEY,
  rail_account  text NOT NULL CHECK (rail_account IN ('pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain')),
  -- Our reference, the ledger's words: 'transfer:<id>', 'payment:<id>', 'payment_in:<id>'.
  reference     text NOT NULL,
  direction     text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  amount        numeric(38, 2) NOT NULL CHECK (amount > 0),
  currency      text NOT NULL CHECK (currency IN ('BRL', 'COP', 'USD', 'USDC')),
  -- When the money moved at the rail (a payout: when it settles).
  occurred_at   timestamptz NOT NULL,
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (rail_account, reference, direction)
);
CREATE INDEX sandbox_rail_movements_occurred ON sandbox_rail_movements (occurred_at);

-- A run reads a day of the journal by time.
CREATE INDEX ledger_entries_created_at ON ledger_entries (created_at);

CREATE TABLE reconciliation_runs (
  id                uuid PRIMARY KEY,
  -- SCHEDULED: the daily worker job; MANUAL: an operator's POST /v1/admin/reconciliation/runs.
  trigger           text NOT NULL CHECK (trigger IN ('SCHEDULED', 'MANUAL')),
  period_start      timestamptz NOT NULL,
  period_end        timestamptz NOT NULL,
  -- How far past each edge of the period movements were read, so that one booked a moment after the rail recorded it
  -- (or before) still finds its other side.
  slack_s           integer NOT NULL CHECK (slack_s >= 0),
  -- Per rail account: whether it was reconciled (or why not) and its counts by outcome.
  accounts          jsonb NOT NULL,
  matched           integer NOT NULL,
  missing_in_books  integer NOT NULL,
  missing_at_rail   integer NOT NULL,
  amount_differs    integer NOT NULL,
  started_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (period_start < period_end)
);
-- The daily job reconciles each day once, whichever worker runs it.
CREATE UNIQUE INDEX reconciliation_runs_scheduled ON reconciliation_runs (period_start) WHERE trigger = 'SCHEDULED';
CREATE INDEX reconciliation_runs_created ON reconciliation_runs (created_at, id);

-- The unmatched items of a run (the matched ones are counted, not kept: a day may match millions).
CREATE TABLE reconciliation_items (
  id             uuid PRIMARY KEY,
  run_id         uuid NOT NULL REFERENCES reconciliation_runs (id),
  rail_account   text NOT NULL,
  currency       text NOT NULL,
  reference      text NOT NULL,
  direction      text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  outcome        text NOT NULL CHECK (outcome IN ('MISSING_IN_BOOKS', 'MISSING_AT_RAIL', 'AMOUNT_DIFFERS')),
  ledger_amount  numeric(38, 2),
  ledger_at      timestamptz,
  rail_amount    numeric(38, 2),
  rail_at        timestamptz,
  -- The exception that asks a person about it (an item still open from an earlier run of the same movement is shared).
  exception_id   uuid NOT NULL REFERENCES exceptions (id),
  CHECK ((outcome = 'MISSING_IN_BOOKS') = (ledger_amount IS NULL)),
  CHECK ((outcome = 'MISSING_AT_RAIL') = (rail_amount IS NULL))
);
CREATE INDEX reconciliation_items_run ON reconciliation_items (run_id);
