-- Idempotency answers are stored sealed with SECRETS_KEY from now on. Answers stored in the clear that carry a
-- secret (a new integrator's client secret, a webhook secret, an access token) are removed, and so are the keys of
-- callers that were not authenticated (the dashboard and the token endpoint, which no longer take Idempotency-Keys).
-- Other answers stored before (JSON, never a secret) stay readable until their 24 hours run out.
DELETE FROM idempotency_keys
 WHERE scope LIKE 'ip:%'
    OR response_body LIKE '%"clientSecret"%'
    OR response_body LIKE '%"webhookSecret"%'
    OR response_body LIKE '%"access_token"%';
