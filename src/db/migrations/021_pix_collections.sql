-- BR on-ramps collected by a PSP implementing the Banco Central's API Pix (src/modules/transfers/pix-collections.ts).
--
-- A transfer whose charge the PSP made is marked `collection = 'PSP'`: its deposit, when it must go back (a wrong
-- amount, a rate that moved, an execution that could not run), is owed back until the PSP confirms the refund, rather
-- than returned at once as the sandbox's rail does.
ALTER TABLE transfers ADD COLUMN collection text CHECK (collection IN ('PSP'));
CREATE INDEX transfers_pix_txid ON transfers (pix_txid) WHERE pix_txid IS NOT NULL;

-- Every PIX the PSP received on our key, once per end-to-end id, whichever way it was learnt (webhook or poll), and
-- what became of it: credited to the transfer whose charge it paid, or owed back to its payer.
CREATE TABLE pix_received (
  end_to_end_id   text PRIMARY KEY,
  txid            text,
  amount          numeric(20, 2) NOT NULL CHECK (amount > 0),
  payer_document  text,
  received_at     timestamptz NOT NULL,
  transfer_id     uuid REFERENCES transfers (id),
  integrator_id   uuid REFERENCES integrators (id),
  outcome         text NOT NULL CHECK (outcome IN ('CREDITED', 'WRONG_AMOUNT', 'WRONG_PAYER', 'NOT_AWAITING_FUNDS', 'UNKNOWN_CHARGE')),
  recorded_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pix_received_transfer ON pix_received (transfer_id) WHERE transfer_id IS NOT NULL;

-- A PIX owed back and the refund (devolução) that returns it: asked of the PSP by the refund job, idempotent by
-- refund_id, followed until RETURNED (then Dr deposits_to_return / Cr rail_cash) or NOT_RETURNED (left owed, for an
-- operator).
CREATE TABLE pix_refunds (
  end_to_end_id   text PRIMARY KEY REFERENCES pix_received (end_to_end_id),
  refund_id       text NOT NULL,
  amount          numeric(20, 2) NOT NULL CHECK (amount > 0),
  reason          text NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RETURNED', 'NOT_RETURNED')),
  failure_reason  text,
  return_id       text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- How far the PSP's list of received PIX has been read (one row): the poll reads from a little before it.
CREATE TABLE pix_poll_cursor (
  one            boolean PRIMARY KEY DEFAULT true CHECK (one),
  polled_until   timestamptz NOT NULL
);
