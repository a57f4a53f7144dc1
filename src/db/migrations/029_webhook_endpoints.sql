-- Webhook endpoints (src/modules/webhooks/endpoints.ts): an integrator has several, each with its URL, its own signing
-- secret (sealed with SECRETS_KEY, the previous one kept for 24 hours after a rotation), an enabled flag and the event
-- operations it subscribes to (NULL: all). Every event gets one delivery per endpoint that matched when it was written.
--
-- The default endpoint is the integrator's callback URL and webhook secret: its row carries its identity, flag and
-- subscription, and its URL and secret stay on the integrator (url and secret_encrypted NULL here), so the profile's
-- PATCH and update-webhook-secret keep being the one place they change. Every integrator has exactly one, made by the
-- trigger below whichever way the integrator is inserted; it cannot be deleted.
CREATE TABLE webhook_endpoints (
  id                          uuid PRIMARY KEY,
  integrator_id               uuid NOT NULL REFERENCES integrators (id) ON DELETE CASCADE,
  is_default                  boolean NOT NULL DEFAULT false,
  url                         text,
  description                 text NOT NULL DEFAULT '',
  enabled                     boolean NOT NULL DEFAULT true,
  operations                  text[],
  secret_encrypted            text,
  previous_secret_encrypted   text,
  secret_rotated_at           timestamptz,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now(),
  -- A deleted endpoint's row stays, so the deliveries and attempts it had are still shown with their event.
  deleted_at                  timestamptz,
  CHECK (is_default = (url IS NULL) AND is_default = (secret_encrypted IS NULL)),
  CHECK (NOT is_default OR deleted_at IS NULL)
);
CREATE UNIQUE INDEX webhook_endpoints_default ON webhook_endpoints (integrator_id) WHERE is_default;
CREATE INDEX webhook_endpoints_integrator ON webhook_endpoints (integrator_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE FUNCTION webhook_endpoints_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_endpoints (id, integrator_id, is_default, created_at, updated_at)
  VALUES (gen_random_uuid(), NEW.id, true, NEW.created_at, NEW.created_at);
  RETURN NULL;
END
$$;
CREATE TRIGGER webhook_endpoints_default AFTER INSERT ON integrators FOR EACH ROW EXECUTE FUNCTION webhook_endpoints_default();

-- The integrators already there: each one's callback URL and secret become its default endpoint, for every operation.
INSERT INTO webhook_endpoints (id, integrator_id, is_default, created_at, updated_at)
SELECT gen_random_uuid(), id, true, created_at, created_at FROM integrators;

-- A delivery is now of one event to one endpoint; the ones already there were to the callback URL.
ALTER TABLE webhook_deliveries ADD COLUMN endpoint_id uuid REFERENCES webhook_endpoints (id);
UPDATE webhook_deliveries d SET endpoint_id = w.id FROM webhook_endpoints w WHERE w.integrator_id = d.integrator_id AND w.is_default;
ALTER TABLE webhook_deliveries ALTER COLUMN endpoint_id SET NOT NULL;
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_pkey;
ALTER TABLE webhook_deliveries ADD PRIMARY KEY (event_id, endpoint_id);
-- The failing-endpoint watch and an endpoint's deletion read an endpoint's deliveries.
CREATE INDEX webhook_deliveries_endpoint_status ON webhook_deliveries (endpoint_id, status);

ALTER TABLE webhook_attempts ADD COLUMN endpoint_id uuid REFERENCES webhook_endpoints (id);
UPDATE webhook_attempts a SET endpoint_id = w.id FROM events e JOIN webhook_endpoints w ON w.integrator_id = e.integrator_id AND w.is_default
 WHERE e.id = a.event_id;
ALTER TABLE webhook_attempts ALTER COLUMN endpoint_id SET NOT NULL;
