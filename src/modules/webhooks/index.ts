// The webhooks module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { WebhookDispatcher, type AttemptReport } from './dispatcher.ts';
export { WebhookEndpointService, type WebhookEndpoint } from './endpoints.ts';
export { webhookError } from './errors.ts';
export { emitEvent, hasEndpointFor, jsonNumber, OPERATIONS, WEBHOOKS_CHANNEL, type Operation } from './events.ts';
export { retryDeliveries } from './health.ts';
export { webhookHealthJob, webhookJobHandlers } from './jobs.ts';
export { eventSchemas, webhookOperations } from './openapi.ts';
export { webhookRoutes } from './routes.ts';
export {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  EventDetail,
  EventPage,
  EventStreamAnswer,
  EventSummary,
  UpdateWebhookEndpointBody,
  WebhookEndpoint as WebhookEndpointSchema,
  WebhookEndpointPage,
} from './schemas.ts';
export { WebhookSender } from './sender.ts';
export { WebhookService } from './service.ts';
