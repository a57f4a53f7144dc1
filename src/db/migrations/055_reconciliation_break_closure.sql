-- Breaks are corrected, not only dismissed (issue 33, item 6). A reconciliation item left unmatched (a break) is closed
-- in one of two ways, and the run keeps how, by whom and why: CORRECTED by a correcting journal entry between the
-- accounts the break concerns (proposed by one operator and approved by another: the policy below), or DISMISSED with
-- a note (the RECONCILIATION_MISMATCH exception resolved by dismissal). The items of every run that saw the same break
-- (they share its exception) are closed together.
INSERT INTO approval_policies (action, description) VALUES
  ('reconciliation.correct_break', 'Correcting a reconciliation break with a journal entry between the accounts it concerns.')
ON CONFLICT (action) DO NOTHING;

ALTER TABLE reconciliation_items
  ADD COLUMN closure              text CHECK (closure IN ('CORRECTED', 'DISMISSED')),
  ADD COLUMN closed_at            timestamptz,
  -- Who closed it: the approver of a correction, the operator who dismissed it.
  ADD COLUMN closed_by            text,
  ADD COLUMN closed_by_name       text,
  -- Who proposed a correction (the maker), when it was approved by another.
  ADD COLUMN proposed_by          text,
  ADD COLUMN proposed_by_name     text,
  -- Why: the correction's reason, or the dismissal's note.
  ADD COLUMN closure_note         text,
  -- What backs a correction: the operator's reference to a document, a statement line, a ticket, free text.
  ADD COLUMN correction_evidence  text,
  ADD COLUMN correction_entry_id  uuid REFERENCES ledger_entries (id),
  ADD CONSTRAINT reconciliation_items_closure_complete
    CHECK ((closure IS NULL) = (closed_at IS NULL) AND (closure IS NULL) = (closed_by IS NULL) AND (closure IS NULL) = (closure_note IS NULL)),
  ADD CONSTRAINT reconciliation_items_correction_entry
    CHECK ((closure IS NOT DISTINCT FROM 'CORRECTED') = (correction_entry_id IS NOT NULL));

-- The books' side of a later run reads a correction at the time of the break it corrects.
CREATE INDEX reconciliation_items_correction ON reconciliation_items (correction_entry_id) WHERE correction_entry_id IS NOT NULL;
-- Closing a break closes every item that shares its exception.
CREATE INDEX reconciliation_items_exception ON reconciliation_items (exception_id);
