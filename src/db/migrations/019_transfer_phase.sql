-- The sub-states of PENDING, made explicit: what a PENDING transfer is waiting for. The API still shows PENDING; the
-- service's guards read the phase (src/modules/transfers/lifecycle.ts), and the checks below keep it consistent with
-- the columns each phase is about.
--   AWAITING_FUNDS   no money yet: an on-ramp's deposit, or an external-wallet off-ramp's USDC
--   FUNDED           the money is there (a deposit arrived, or a direct off-ramp's hold was taken): waiting to execute
--   PAYOUT_STARTED   an off-ramp's payout was claimed at the latest rate; the rail has not acknowledged it yet
--   PAYOUT_SENT      the rail acknowledged the payout (payout_reference): waiting for how it ends
--   ENDED            the transfer is final (SUCCEEDED, FAILED or CANCELLED)
ALTER TABLE transfers ADD COLUMN phase text NOT NULL DEFAULT 'AWAITING_FUNDS'
  CHECK (phase IN ('AWAITING_FUNDS', 'FUNDED', 'PAYOUT_STARTED', 'PAYOUT_SENT', 'ENDED'));

UPDATE transfers SET phase = CASE
  WHEN status <> 'PENDING' THEN 'ENDED'
  WHEN payout_reference IS NOT NULL THEN 'PAYOUT_SENT'
  WHEN payout_started_at IS NOT NULL THEN 'PAYOUT_STARTED'
  WHEN funds_received_at IS NOT NULL OR hold_id IS NOT NULL THEN 'FUNDED'
  ELSE 'AWAITING_FUNDS'
END;

ALTER TABLE transfers
  ADD CONSTRAINT transfers_phase_final CHECK ((status = 'PENDING') = (phase <> 'ENDED')),
  ADD CONSTRAINT transfers_phase_payout_sent CHECK (phase <> 'PAYOUT_SENT' OR payout_reference IS NOT NULL),
  ADD CONSTRAINT transfers_phase_payout_started CHECK (phase NOT IN ('PAYOUT_STARTED', 'PAYOUT_SENT') OR payout_started_at IS NOT NULL),
  ADD CONSTRAINT transfers_phase_awaiting_funds CHECK (phase <> 'AWAITING_FUNDS' OR (funds_received_at IS NULL AND hold_id IS NULL));
