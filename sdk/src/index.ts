// @ponte/sdk: the typed API client and the webhook verifier.
export { createPonteClient, type PonteClient, type PonteClientOptions } from './client.ts';
export { PonteError, WebhookVerificationError, type FieldError } from './errors.ts';
export { verifyWebhook, type Operation, type VerifyOptions, type WebhookEvent, type WebhookHeaders } from './webhooks.ts';
export type { components, paths } from './generated/openapi.ts';
export type { PonteErrorCode } from './generated/error-codes.ts';
