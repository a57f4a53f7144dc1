-- Exports read the books by time, a page at a time (src/modules/exports/): without these, each page of the journal
-- scans every entry, and each page of a wallet's balance movements every posting and hold of the integrator.
CREATE INDEX ledger_entries_created ON ledger_entries (created_at, id);
CREATE INDEX ledger_holds_account_created ON ledger_holds (account_id, created_at, id);
