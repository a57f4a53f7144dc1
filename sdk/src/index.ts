// @ponte/sdk: the typed API client with its resources, pagination, the webhook verifier and the named types.
export { createPonteClient, type PonteClient, type PonteClientOptions, type RequestOptions, type RetryOptions } from './client.ts';
export { PonteError, WebhookVerificationError, type FieldError } from './errors.ts';
export { listQuery, paginate, type Filter, type ListMethod, type ListParams } from './pagination.ts';
export type { Resources } from './resources.ts';
export { parseWebhook, verifyWebhook, type Operation, type VerifyOptions, type WebhookEvent, type WebhookHeaders } from './webhooks.ts';
export type * from './types.ts';
export type { components, operations, paths, webhooks } from './generated/openapi.ts';
export type { PonteErrorCode } from './generated/error-codes.ts';
