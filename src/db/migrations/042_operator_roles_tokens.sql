-- Named operators with roles (issue 32, item 1; src/modules/operators/, src/http/roles.ts): every operator account has
-- one role, may be disabled, and holds API tokens of its own for /v1/admin, so every operator call is made by a person.

-- viewer reads; operator also acts (exceptions, reviews, reconciliation runs); approver also changes controls
-- (corridors, integrators' fees, status and secrets) and will approve others' requests; admin also manages operators.
-- The accounts made before roles existed were made by the holder of ADMIN_TOKEN or by the server's command, and could
-- do everything: they become admins, so nobody loses access by this migration (docs/operations.md says so). The
-- default is dropped after: every account made from now on says its role.
ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('viewer', 'operator', 'approver', 'admin'));
ALTER TABLE operators ALTER COLUMN role DROP DEFAULT;
-- A disabled account signs in no more, its sessions end and its tokens are refused; it stays, so the audit log's
-- entries keep naming it.
ALTER TABLE operators ADD COLUMN disabled_at timestamptz;
CREATE INDEX operators_active_admins ON operators (role) WHERE disabled_at IS NULL;

-- An operator's API tokens: a bearer token for /v1/admin, labelled, of which only the SHA-256 is kept (a random 32-byte
-- token needs no slow hash), revocable at once, and marked when it was last used.
CREATE TABLE operator_tokens (
  id            uuid PRIMARY KEY,
  operator_id   uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  label         text NOT NULL CHECK (label <> '' AND length(label) <= 100),
  token_hash    text NOT NULL UNIQUE,
  -- Who made it: the operator's own id, an admin's id, or `admin` (ADMIN_TOKEN in the sandbox).
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- NULL: until revoked.
  expires_at    timestamptz,
  -- Set on use, at most once a minute per token.
  last_used_at  timestamptz,
  revoked_at    timestamptz,
  revoked_by    text
);
CREATE INDEX operator_tokens_operator ON operator_tokens (operator_id, created_at DESC);
