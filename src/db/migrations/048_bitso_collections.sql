-- CO on-ramps collected by Bitso's Colombia Payments (src/modules/transfers/cop-collections.ts).
--
-- A transfer whose deposit instructions Bitso made is marked `collection = 'BITSO'`, with the Bre-B pay-in key that
-- identifies it: its deposit, when it must go back, is owed back until Bitso has paid it back to the payer.
ALTER TABLE transfers DROP CONSTRAINT transfers_collection_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_collection_check CHECK (collection IN ('PSP', 'BITSO'));
ALTER TABLE transfers ADD COLUMN payin_key_id text;
CREATE UNIQUE INDEX transfers_payin_key ON transfers (payin_key_id) WHERE payin_key_id IS NOT NULL;

-- Every pay-in Bitso shows on our account, once per Bitso id, whichever way it was learnt (webhook or poll), and what
-- became of it: credited to the transfer whose key it paid, or owed back to its payer.
CREATE TABLE cop_payins (
  payin_id          text PRIMARY KEY,
  payin_key_id      text,
  amount            numeric(20, 2) NOT NULL CHECK (amount > 0),
  sender_document   text,
  received_at       timestamptz NOT NULL,
  transfer_id       uuid REFERENCES transfers (id),
  integrator_id     uuid REFERENCES integrators (id),
  outcome           text NOT NULL CHECK (outcome IN ('CREDITED', 'WRONG_AMOUNT', 'NOT_AWAITING_FUNDS', 'UNKNOWN_KEY')),
  recorded_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cop_payins_transfer ON cop_payins (transfer_id) WHERE transfer_id IS NOT NULL;

-- A pay-in owed back and the Bre-B payout that returns it to the payer's identification key: made by the return job
-- under external_ref return-<payin id>, followed until RETURNED (Dr deposits_to_return / Cr rail_cash) or NOT_RETURNED
-- (left owed, for an operator).
CREATE TABLE cop_payin_returns (
  payin_id          text PRIMARY KEY REFERENCES cop_payins (payin_id),
  amount            numeric(20, 2) NOT NULL CHECK (amount > 0),
  reason            text NOT NULL,
  status            text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RETURNED', 'NOT_RETURNED')),
  payout_id         text,
  failure_reason    text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- How far Bitso's list of pay-ins has been read (one row): the poll reads from a little before it.
CREATE TABLE cop_poll_cursor (
  one            boolean PRIMARY KEY DEFAULT true CHECK (one),
  polled_until   timestamptz NOT NULL
);
