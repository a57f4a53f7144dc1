-- A chain transaction hash is credited at most once, but a hash linked to a transfer it never paid must not block the
-- transfer it does pay. The hash is unique only among transfers still waiting (PENDING) and transfers it paid
-- (received_value set, whatever their state): a FAILED or CANCELLED transfer that the hash never paid releases it.
DROP INDEX transfers_transaction_hash;
CREATE UNIQUE INDEX transfers_transaction_hash ON transfers (lower(transaction_hash))
  WHERE transaction_hash IS NOT NULL AND (status = 'PENDING' OR received_value IS NOT NULL);
