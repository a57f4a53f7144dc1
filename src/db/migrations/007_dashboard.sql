-- The integrator dashboard: an optional sign-in password per integrator, browser sessions, and the count of failed
-- sign-ins per email that locks an email out for a while.

-- `scrypt$N$r$p$salt$hash`; NULL when the integrator has no dashboard access.
ALTER TABLE integrators ADD COLUMN dashboard_password_hash text;

CREATE TABLE dashboard_sessions (
  -- SHA-256 of the cookie's token: the token itself is never stored.
  token_hash     text PRIMARY KEY,
  integrator_id  uuid NOT NULL REFERENCES integrators (id) ON DELETE CASCADE,
  -- The synchronizer token every form of this session carries.
  csrf_secret    text NOT NULL,
  expires_at     timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboard_sessions_expiry ON dashboard_sessions (expires_at);
CREATE INDEX dashboard_sessions_integrator ON dashboard_sessions (integrator_id);

-- Sign-in attempts per email (lower case), whether or not an integrator has that email, so that the lock-out says
-- nothing about which emails exist. An attempt is counted before its password is checked, so parallel guesses cannot
-- slip past the limit; a successful sign-in removes the row.
CREATE TABLE dashboard_sign_in_attempts (
  email              text PRIMARY KEY,
  attempts           integer NOT NULL,
  window_started_at  timestamptz NOT NULL,
  locked_until       timestamptz
);
CREATE INDEX dashboard_sign_in_attempts_window ON dashboard_sign_in_attempts (window_started_at);
