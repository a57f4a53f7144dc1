-- Operator accounts for the console at /ops (src/modules/operators/, src/ops/): a password (scrypt) and, required in
-- production, a TOTP second factor; the console's browser sessions; and the count of failed sign-ins per email that
-- locks an email out for a while, apart from the dashboard's (007_dashboard.sql).
CREATE TABLE operators (
  id                     uuid PRIMARY KEY,
  email                  text NOT NULL UNIQUE CHECK (email = lower(email)),
  -- `scrypt$N$r$p$salt$hash` (src/crypto.ts).
  password_hash          text NOT NULL,
  -- The password was made by the service and shown once (the command or POST /v1/admin/operators): it signs in once,
  -- and the console asks for a password of the operator's own before anything else.
  password_is_temporary  boolean NOT NULL DEFAULT true,
  -- The TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s), sealed with SECRETS_KEY; NULL: no second factor (sandbox only).
  totp_secret_sealed     text,
  -- The time step of the last code accepted: a code, or an older one, is never accepted again.
  totp_last_step         bigint,
  -- Who made the account: `admin` (ADMIN_TOKEN) or `command` (npm run ops:create-operator).
  created_by             text NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ops_sessions (
  -- SHA-256 of the cookie's token: the token itself is never stored.
  token_hash   text PRIMARY KEY,
  operator_id  uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  -- The synchronizer token every form of this session carries.
  csrf_secret  text NOT NULL,
  -- `second_factor`: the password was right and the TOTP code is awaited (a few minutes, nothing else opens);
  -- `signed_in`: the console is open. Passing the second factor makes a new session, never promotes this one.
  stage        text NOT NULL CHECK (stage IN ('second_factor', 'signed_in')),
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_sessions_expiry ON ops_sessions (expires_at);
CREATE INDEX ops_sessions_operator ON ops_sessions (operator_id);

-- Failed sign-ins (a wrong password or a wrong TOTP code) per email (lower case), whether or not an operator has it.
CREATE TABLE ops_sign_in_attempts (
  email              text PRIMARY KEY,
  attempts           integer NOT NULL,
  window_started_at  timestamptz NOT NULL,
  locked_until       timestamptz
);
CREATE INDEX ops_sign_in_attempts_window ON ops_sign_in_attempts (window_started_at);
