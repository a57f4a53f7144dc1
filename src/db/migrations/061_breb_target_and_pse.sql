-- Colombian payout keys and PSE collections (issue 31, items 1 and 2).
--
-- A CO beneficiary's payout account may be a Bre-B key (its holder resolved at the provider before it is VALID); an
-- off-ramp keeps the key it was simulated with, as it keeps a PIX key or a bank account (008_off_ramp.sql), so a later
-- change of the beneficiary's account does not redirect a payout an integrator was told goes elsewhere.
ALTER TABLE simulations ADD COLUMN target_breb_key text;
ALTER TABLE transfers ADD COLUMN target_breb_key text;

-- A CO on-ramp the integrator asked to be paid by PSE: the pay-in intent Bitso made for it (its payment link is in the
-- transfer's deposit instructions). What the intent collects is that transfer's, once Bitso, asked back, shows it.
ALTER TABLE transfers ADD COLUMN payin_intent_id text;
CREATE UNIQUE INDEX transfers_payin_intent ON transfers (payin_intent_id) WHERE payin_intent_id IS NOT NULL;
ALTER TABLE cop_payins ADD COLUMN payin_intent_id text;
