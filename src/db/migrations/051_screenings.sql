-- Every sanctions screening, clean ones included (issue 32, item 5; src/modules/screening/evidence.ts): whose names
-- were screened, when and why (at creation, at the compliance gate before a payout or release, after a list changed),
-- against which lists (each list's name, entries and SHA-256 digest, and when they were read), at which threshold, the
-- result and the best score, and every hit with its entry. What an auditor reads to see that a party was screened, and
-- against what. Append-only, as the compliance decisions are.
CREATE TABLE screenings (
  id                  uuid PRIMARY KEY,
  integrator_id       uuid NOT NULL REFERENCES integrators (id),
  beneficiary_id      uuid REFERENCES beneficiaries (id),
  payment_contact_id  uuid REFERENCES payment_contacts (id),
  occasion            text NOT NULL CHECK (occasion IN ('CREATION', 'PAYOUT', 'RELEASE', 'LIST_CHANGE')),
  -- {lists: [{list, entries, digest}], loadedAt}: the lists screened against.
  lists               jsonb NOT NULL CHECK (jsonb_typeof(lists) = 'object'),
  -- One digest of every list's digest: the version a re-screening after a list change is done once for.
  lists_version       text NOT NULL,
  threshold           numeric(4, 3) NOT NULL,
  result              text NOT NULL CHECK (result IN ('CLEAR', 'HIT')),
  top_score           numeric(4, 3),
  hits                jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(hits) = 'array'),
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((beneficiary_id IS NULL) <> (payment_contact_id IS NULL)),
  CHECK ((result = 'HIT') = (jsonb_array_length(hits) > 0))
);
CREATE INDEX screenings_beneficiary ON screenings (beneficiary_id, created_at) WHERE beneficiary_id IS NOT NULL;
CREATE INDEX screenings_contact ON screenings (payment_contact_id, created_at) WHERE payment_contact_id IS NOT NULL;
CREATE INDEX screenings_created ON screenings (created_at, id);
-- A list change re-screens each party once per version of the lists, however many processes saw the change.
CREATE UNIQUE INDEX screenings_list_change_beneficiary ON screenings (beneficiary_id, lists_version) WHERE occasion = 'LIST_CHANGE' AND beneficiary_id IS NOT NULL;
CREATE UNIQUE INDEX screenings_list_change_contact ON screenings (payment_contact_id, lists_version) WHERE occasion = 'LIST_CHANGE' AND payment_contact_id IS NOT NULL;

CREATE TRIGGER screenings_append_only BEFORE UPDATE OR DELETE ON screenings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER screenings_no_truncate BEFORE TRUNCATE ON screenings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
