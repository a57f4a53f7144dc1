-- Exact list totals without counting rows (contract section 5 answers totalElements). Counting an integrator's
-- transfers that match a filter reads every matching row: at a million transfers, hundreds of milliseconds for a
-- page that reads twenty. The filters an integrator's back office uses most (status, type, funding source,
-- currencies) have few values, so the number of transfers for each combination is kept here, and a total whose
-- filters all read these columns is a sum over a few rows (src/http/list-query.ts, ListResource.counts).
--
-- Writers never update a shared counter row (concurrent transfers of one integrator would queue on it): every change
-- inserts a delta row, +1 for the new combination and -1 for the old, in the transaction that changes the transfer.
-- The worker folds the deltas of each combination into one row now and then (compactTransferCounts); a reader sums
-- whatever is there, so it is exact before and after. The columns have the names they have in transfers, so a list's
-- WHERE clause reads the same on either table.
CREATE TABLE transfer_counts (
  integrator_id   uuid NOT NULL,
  type            text NOT NULL,
  funding_source  text,
  status          text NOT NULL,
  from_currency   text NOT NULL,
  to_currency     text NOT NULL,
  n               bigint NOT NULL
);
CREATE INDEX transfer_counts_integrator ON transfer_counts (integrator_id);

CREATE FUNCTION transfer_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO transfer_counts VALUES (OLD.integrator_id, OLD.type, OLD.funding_source, OLD.status, OLD.from_currency, OLD.to_currency, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO transfer_counts VALUES (NEW.integrator_id, NEW.type, NEW.funding_source, NEW.status, NEW.from_currency, NEW.to_currency, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER transfer_counts_insert_delete AFTER INSERT OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfer_counts_track();
-- Most updates (a payout reference, updated_at) change none of the counted columns and write nothing here.
CREATE TRIGGER transfer_counts_update AFTER UPDATE ON transfers
  FOR EACH ROW WHEN ((OLD.integrator_id, OLD.type, OLD.funding_source, OLD.status, OLD.from_currency, OLD.to_currency)
                     IS DISTINCT FROM (NEW.integrator_id, NEW.type, NEW.funding_source, NEW.status, NEW.from_currency, NEW.to_currency))
  EXECUTE FUNCTION transfer_counts_track();

-- The transfers already there (CREATE TRIGGER has locked out writers until this commits).
INSERT INTO transfer_counts
SELECT integrator_id, type, funding_source, status, from_currency, to_currency, count(*)
  FROM transfers GROUP BY integrator_id, type, funding_source, status, from_currency, to_currency;
