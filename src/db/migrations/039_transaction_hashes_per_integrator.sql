-- A transaction hash is one tenant's business (issue 29): in the sandbox, integrator B could fail A's external-wallet
-- off-ramp by "depositing" the hash A had linked to B's own simulation, and a 409 told B that another tenant used it.
--
-- The sandbox's chain becomes each integrator's own: a simulated deposit belongs to the integrator that made it and is
-- seen by that integrator's transfers only (rows made before this belong to the integrator whose funding wallet they
-- paid).
ALTER TABLE sandbox_chain_deposits ADD COLUMN integrator_id uuid REFERENCES integrators (id) ON DELETE CASCADE;
UPDATE sandbox_chain_deposits d SET integrator_id = t.integrator_id FROM transfers t WHERE lower(t.funding_wallet) = lower(d.to_address);
DELETE FROM sandbox_chain_deposits WHERE integrator_id IS NULL;
ALTER TABLE sandbox_chain_deposits ALTER COLUMN integrator_id SET NOT NULL;
ALTER TABLE sandbox_chain_deposits DROP CONSTRAINT sandbox_chain_deposits_pkey;
ALTER TABLE sandbox_chain_deposits ADD PRIMARY KEY (integrator_id, tx_hash);

-- A linked hash is unique among an integrator's waiting transfers and the transfers it paid, no longer across
-- integrators: another tenant's link is no answer's business. A hash is still credited at most once per funding wallet,
-- since only the transfer whose funding wallet (unique) the chain shows it paying is ever credited.
DROP INDEX transfers_transaction_hash;
CREATE UNIQUE INDEX transfers_transaction_hash ON transfers (integrator_id, lower(transaction_hash))
  WHERE transaction_hash IS NOT NULL AND (status = 'PENDING' OR received_value IS NOT NULL);
