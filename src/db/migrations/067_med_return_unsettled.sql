-- A devolução under the MED of an on-ramp's deposit before the on-ramp settled: no USDC was bought with it, so none is
-- debited or owed; the transfer fails instead (pix-collections.ts, failUnsettled). Recorded with outcome UNSETTLED.
ALTER TABLE pix_med_returns DROP CONSTRAINT pix_med_returns_outcome_check;
ALTER TABLE pix_med_returns ADD CONSTRAINT pix_med_returns_outcome_check CHECK (outcome IN ('DEBITED', 'OWED', 'UNSETTLED'));
