-- Beneficiaries and their verification (KYX): the verification record, one step per person with every partner
-- session it had (so a replaced link can answer 410), the identity images the partner captured, the business
-- documents, and the local payout account with its validation state. Files live here as bytea so that every
-- process can read them.

CREATE TABLE beneficiaries (
  id                         uuid PRIMARY KEY,
  integrator_id              uuid NOT NULL REFERENCES integrators (id),
  integrator_beneficiary_id  text NOT NULL,
  type                       text NOT NULL CHECK (type IN ('INDIVIDUAL', 'BUSINESS')),
  country                    text NOT NULL CHECK (country IN ('BR', 'CO')),
  status                     text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CREATED', 'REJECTED')),
  kyc_verified               boolean NOT NULL DEFAULT false,
  rejection_reason           text,
  -- The API's objects as given (document numbers in canonical form), so that any field path can be filtered on.
  person                     jsonb,
  business                   jsonb,
  -- The payout account, {pixKey, pixKeyType} (BR) or {bankAccount} (CO). Each PUT gives it a new id, so that the
  -- validation of a replaced account can never be recorded on its successor.
  target_account             jsonb,
  target_account_id          uuid,
  target_account_status      text CHECK (target_account_status IN ('PENDING', 'VALID', 'INVALID')),
  target_account_message     text,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'INDIVIDUAL' AND person IS NOT NULL AND business IS NULL) OR (type = 'BUSINESS' AND business IS NOT NULL AND person IS NULL))
);
-- The integrator's own reference is unique per integrator; the index is what makes concurrent creations safe.
CREATE UNIQUE INDEX beneficiaries_integrator_reference ON beneficiaries (integrator_id, integrator_beneficiary_id);
CREATE INDEX beneficiaries_integrator_created ON beneficiaries (integrator_id, created_at DESC, id DESC);
CREATE INDEX beneficiaries_integrator_status ON beneficiaries (integrator_id, status, created_at DESC);
CREATE INDEX beneficiaries_first_name ON beneficiaries (integrator_id, (person ->> 'firstName'));
CREATE INDEX beneficiaries_id_number ON beneficiaries (integrator_id, (person ->> 'idNumber'));

CREATE TABLE kyx_verifications (
  id              uuid PRIMARY KEY,
  beneficiary_id  uuid NOT NULL UNIQUE REFERENCES beneficiaries (id),
  -- NULL until the partner's first result arrives.
  status          text CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kyx_steps (
  id                       uuid PRIMARY KEY,
  verification_id          uuid NOT NULL REFERENCES kyx_verifications (id),
  beneficiary_id           uuid NOT NULL REFERENCES beneficiaries (id),
  integrator_id            uuid NOT NULL REFERENCES integrators (id),
  position                 integer NOT NULL,
  owner_identification     text NOT NULL,
  status                   text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  rejection_reason         text,
  -- The current partner session; every earlier one stays in kyx_sessions.
  session_reference        text NOT NULL,
  upload_link              text NOT NULL,
  sdk_token                text NOT NULL,
  accepted_docs            text[],
  expires_at               timestamptz NOT NULL,
  automatic_regenerations  integer NOT NULL DEFAULT 0,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (verification_id, owner_identification)
);
CREATE INDEX kyx_steps_beneficiary ON kyx_steps (beneficiary_id, position);

CREATE TABLE kyx_sessions (
  reference   text PRIMARY KEY,
  step_id     uuid NOT NULL REFERENCES kyx_steps (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyx_sessions_step ON kyx_sessions (step_id);

CREATE TABLE kyx_identity_documents (
  id              uuid PRIMARY KEY,
  step_id         uuid NOT NULL REFERENCES kyx_steps (id),
  beneficiary_id  uuid NOT NULL REFERENCES beneficiaries (id),
  type            text NOT NULL CHECK (type IN ('ID_CARD', 'DRIVING_LICENSE', 'SELFIE')),
  file_type       text NOT NULL CHECK (file_type IN ('jpg', 'png')),
  front           bytea NOT NULL,
  back            bytea,
  position        integer NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyx_identity_documents_beneficiary ON kyx_identity_documents (beneficiary_id);
CREATE INDEX kyx_identity_documents_step ON kyx_identity_documents (step_id, position);

CREATE TABLE beneficiary_files (
  id              uuid PRIMARY KEY,
  beneficiary_id  uuid NOT NULL REFERENCES beneficiaries (id),
  name            text NOT NULL,
  type            text NOT NULL CHECK (type IN ('INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION', 'BUSINESS_BANK_ACCOUNT')),
  document_owner  text NOT NULL CHECK (document_owner IN ('BUSINESS')),
  content_type    text NOT NULL,
  size            integer NOT NULL,
  content         bytea NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- One file per type: a second upload of a type replaces the first.
  UNIQUE (beneficiary_id, type)
);
