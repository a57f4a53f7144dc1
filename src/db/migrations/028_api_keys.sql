-- API keys (src/modules/integrators/api-keys.ts): an integrator holds several client credentials, each with a label,
-- the time it last obtained a token, and the time it was revoked. A revoked key gets no token, and every access token
-- belongs to the key that obtained it, so revoking a key deletes exactly its tokens.
CREATE TABLE api_keys (
  id                  uuid PRIMARY KEY,
  integrator_id       uuid NOT NULL REFERENCES integrators (id) ON DELETE CASCADE,
  label               text NOT NULL,
  client_id           text NOT NULL UNIQUE,
  -- SHA-256 of the client secret (a random 32-byte secret needs no slow hash); the secret itself is never stored.
  client_secret_hash  text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Set when the key obtains a token, not on every call made with one.
  last_used_at        timestamptz,
  revoked_at          timestamptz
);
CREATE INDEX api_keys_integrator ON api_keys (integrator_id, created_at DESC, id DESC);

-- Each integrator's credentials become its first key, "Default": the same client id and secret keep working, and the
-- profile's clientId still names it. The secret's hash now lives only here.
INSERT INTO api_keys (id, integrator_id, label, client_id, client_secret_hash, created_at)
SELECT gen_random_uuid(), id, 'Default', client_id, client_secret_hash, created_at FROM integrators;
ALTER TABLE integrators DROP COLUMN client_secret_hash;

-- Tokens issued before this migration were obtained with those credentials: they belong to the default key.
ALTER TABLE access_tokens ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE CASCADE;
UPDATE access_tokens t SET api_key_id = k.id FROM api_keys k WHERE k.integrator_id = t.integrator_id;
ALTER TABLE access_tokens ALTER COLUMN api_key_id SET NOT NULL;
CREATE INDEX access_tokens_api_key ON access_tokens (api_key_id);
