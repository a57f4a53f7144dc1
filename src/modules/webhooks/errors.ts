// The webhooks module's error codes.
import { defineErrors } from '../../errors.ts';

export const webhookError = defineErrors({
  'event.not_found': ['not_found', 'Event not found.'],
  'webhook_endpoint.not_found': ['not_found', 'Webhook endpoint not found.'],
  'webhook_endpoint.is_default': [
    'precondition_failed',
    'The default endpoint is the callback URL: clear it with PATCH /v1/integrators/{integratorId} instead.',
  ],
  'webhook_endpoint.disabled': ['precondition_failed', 'This webhook endpoint is disabled: enable it first.'],
  'webhook_endpoint.no_url': ['precondition_failed', 'The default endpoint has no URL: set the callback URL first.'],
  'webhook_endpoint.none_matching': ['precondition_failed', 'No enabled webhook endpoint subscribes to this event.'],
  'webhook_endpoint.limit_reached': ['unprocessable', 'An integrator has at most 20 webhook endpoints: delete one first.'],
});
