-- Sanctions screening (src/modules/screening/): a beneficiary or payment contact whose names matched a sanctions list
-- at its creation is held for an operator's review, one review per beneficiary or contact, written in the transaction
-- that creates it. OPEN holds it (a beneficiary is not approved, a contact is not paid); CLEARED lets it go on;
-- CONFIRMED rejects the beneficiary or blocks the contact for good. A decision is final.
CREATE TABLE screening_reviews (
  id                  uuid PRIMARY KEY,
  integrator_id       uuid NOT NULL REFERENCES integrators (id),
  beneficiary_id      uuid UNIQUE REFERENCES beneficiaries (id),
  payment_contact_id  uuid UNIQUE REFERENCES payment_contacts (id),
  status              text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLEARED', 'CONFIRMED')),
  -- Each name screened that matched, with the list entry (list, ent_num, name, type, programs), the name of the
  -- entry it matched (the entry's or an alias) and the score, best first.
  hits                jsonb NOT NULL CHECK (jsonb_typeof(hits) = 'array' AND jsonb_array_length(hits) > 0),
  threshold           numeric(4, 3) NOT NULL,
  -- When the lists the names were screened with were read.
  lists_loaded_at     timestamptz NOT NULL,
  decision_note       text,
  decided_by          text,
  decided_at          timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  -- A review is about one beneficiary or one payment contact (the contact's beneficiary is read through it).
  CHECK ((beneficiary_id IS NULL) <> (payment_contact_id IS NULL)),
  CHECK ((status = 'OPEN') = (decided_at IS NULL))
);
-- The operator's queue: open reviews oldest first, by integrator too. Lists filter on text (contract section 5).
CREATE INDEX screening_reviews_queue ON screening_reviews (status, created_at, id);
CREATE INDEX screening_reviews_integrator ON screening_reviews ((integrator_id::text), status, created_at);

-- Who decided what about a review and when is written to the audit log (022) in the transaction of the decision.
