-- Whether a payout the rail never acknowledged may still have been taken by it: set before each send and cleared only
-- when every send so far was refused without being taken (the rail was not reached, or said it did nothing). When the
-- payout job's attempts run out, a payment or off-ramp without it fails at once (nothing was paid out); one with it
-- fails only if the rail, asked by our reference, has no such payout (src/modules/payments/service.ts).
ALTER TABLE payments ADD COLUMN payout_maybe_sent boolean NOT NULL DEFAULT false;
ALTER TABLE transfers ADD COLUMN payout_maybe_sent boolean NOT NULL DEFAULT false;
