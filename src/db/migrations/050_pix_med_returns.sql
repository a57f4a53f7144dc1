-- Returns under the MED (Mecanismo Especial de Devolução): a PIX credited to an on-ramp is re-read for the mechanism's
-- window (PIX_MED_WINDOW_DAYS), and each devolução of nature MED_OPERACIONAL or MED_FRAUDE the PSP shows is recorded
-- here once, with what became of it: DEBITED from the beneficiary's balance, or OWED (an exception for an operator).
ALTER TABLE pix_received ADD COLUMN med_checked_at timestamptz;
CREATE INDEX pix_received_med_due ON pix_received (received_at) WHERE outcome = 'CREDITED';

CREATE TABLE pix_med_returns (
  end_to_end_id  text NOT NULL REFERENCES pix_received (end_to_end_id),
  refund_id      text NOT NULL,
  nature         text NOT NULL CHECK (nature IN ('MED_OPERACIONAL', 'MED_FRAUDE')),
  amount         numeric(20, 2) NOT NULL CHECK (amount > 0),
  transfer_id    uuid NOT NULL REFERENCES transfers (id),
  integrator_id  uuid NOT NULL REFERENCES integrators (id),
  usdc_amount    numeric(38, 2) NOT NULL CHECK (usdc_amount >= 0),
  outcome        text NOT NULL CHECK (outcome IN ('DEBITED', 'OWED')),
  recorded_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (end_to_end_id, refund_id)
);
CREATE INDEX pix_med_returns_integrator ON pix_med_returns (integrator_id);
