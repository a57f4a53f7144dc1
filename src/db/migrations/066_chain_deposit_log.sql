-- The books know a chain deposit's log (issue 33, item 4): the index of the one USDC Transfer log that paid an
-- external-wallet off-ramp's funding wallet in its linked transaction (transaction_hash), written when the deposit is
-- credited. Reconciliation names the deposit's rail_cash posting `transaction_hash:deposit_log_index`, the chain
-- statement's own id of that log, and pairs the two by it (modules/reconciliation/books.ts). NULL for deposits credited
-- before, and for a transaction that paid the wallet in several logs (its posting is their sum): those pair by amount.
ALTER TABLE transfers ADD COLUMN deposit_log_index integer CHECK (deposit_log_index >= 0);
