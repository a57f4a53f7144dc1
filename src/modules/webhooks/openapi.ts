// Owns the description of the events Ponte sends to an integrator's callback URL (contract section 11) as OpenAPI 3.1
// `webhooks`: one operation per event operation, its envelope with the `data` that operation carries, and the headers
// that sign it. The data schemas are the modules' own (components/schemas); this file says which event carries which.
import type { Operation } from './events.ts';

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** An amount in callback data: a JSON number with its currency. */
const moneyNumber = (currency: string, description: string) => ({
  type: 'object',
  description,
  required: ['currencyCode', 'value'],
  properties: { currencyCode: { const: currency }, value: { type: 'number', minimum: 0 } },
});

/** Each event operation: its data, and when it is sent. */
const EVENTS: Record<Operation, { data: object; summary: string; description: string }> = {
  BENEFICIARY_KYC: {
    data: schema('VerificationRecord'),
    summary: 'A beneficiary’s verification moved',
    description:
      'On creation (success null: the steps with their upload links), on each regeneration of a link or token (success null), and on each ' +
      'step’s result (success true, or false with message the reason).',
  },
  BENEFICIARY_KYB: {
    data: schema('BusinessDocumentsEventData'),
    summary: 'A business’s documents are complete',
    description: 'When the third of a business’s verification documents is uploaded (success true).',
  },
  BENEFICIARY_APPROVED: {
    data: schema('Beneficiary'),
    summary: 'A beneficiary is approved',
    description: 'When a beneficiary becomes CREATED: transfers and payments may start (success true).',
  },
  BENEFICIARY_BANK_ACCOUNT_VALIDATION: {
    data: schema('LocalTargetAccount'),
    summary: 'A local payout account was validated',
    description: 'After each PUT /v1/beneficiaries/{id}/localTargetAccount: success true (VALID), or false with message the reason (INVALID).',
  },
  ON_RAMP: {
    data: schema('TransferEventData'),
    summary: 'An on-ramp reached a final state',
    description: 'success true when SUCCEEDED; false when FAILED or CANCELLED, with message the reason.',
  },
  ON_RAMP_RETURNED: {
    data: {
      type: 'object',
      required: ['transferId', 'endToEndId', 'refundId', 'nature', 'returned', 'debited', 'owed'],
      properties: {
        transferId: { type: 'string', format: 'uuid' },
        endToEndId: { type: 'string', description: 'The PIX taken back' },
        refundId: { type: 'string', description: 'The devolução’s id at the PSP' },
        nature: { type: 'string', enum: ['MED_OPERACIONAL', 'MED_FRAUDE'], description: 'Operational flaw or suspected fraud' },
        returned: moneyNumber('BRL', 'What the payer’s PSP took back'),
        debited: moneyNumber('USDC', 'What was debited from the beneficiary’s balance (the on-ramp’s USDC, pro rata)'),
        owed: moneyNumber('USDC', 'What the balance no longer held, owed by the integrator'),
      },
    },
    summary: 'A credited on-ramp’s PIX was taken back under the MED',
    description:
      'When the payer’s PSP returns a credited PIX under the MED (Mecanismo Especial de Devolução, operational flaw or fraud): success true ' +
      'when its USDC was debited from the beneficiary’s balance, false when the balance no longer held it (owed).',
  },
  OFF_RAMP: {
    data: schema('TransferEventData'),
    summary: 'An off-ramp reached a final state',
    description: 'success true when SUCCEEDED; false when FAILED or CANCELLED, with message the reason.',
  },
  PAYMENT_OUT: {
    data: schema('PaymentEventData'),
    summary: 'A payment reached a final state',
    description: 'success true when COMPLETED; false when FAILED, with message the reason.',
  },
  PAYMENT_IN: {
    data: schema('PaymentInEventData'),
    summary: 'USD arrived for a beneficiary',
    description: 'success true when credited (COMPLETED); false when refused (REJECTED: not from one of the beneficiary’s payment contacts).',
  },
  TEST: {
    data: { type: 'object', properties: { test: { const: true } }, required: ['test'] },
    summary: 'A test event',
    description: 'Sent by POST /v1/webhooks/test (success null), so a receiver can be checked.',
  },
};

const camel = (operation: string) => operation.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

/** The headers every delivery carries (signing.ts). */
const SIGNATURE_HEADERS = [
  header('webhook-id', 'The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).', 'msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b'),
  header('webhook-timestamp', 'When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).', '1767225600'),
  header(
    'webhook-signature',
    'v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
  header(
    'X-Service-Webhook-Signature',
    'base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.',
    'dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==',
  ),
];

/** The envelope of one event operation, with its data. */
function envelope(operation: Operation, data: object) {
  return {
    type: 'object',
    required: ['operation', 'resourceId', 'createdAt', 'integratorId', 'beneficiaryId', 'message', 'success', 'data'],
    properties: {
      operation: { const: operation },
      resourceId: { type: 'string', description: 'The id of the resource the event is about' },
      createdAt: { type: 'string', format: 'date-time', description: 'ISO 8601 UTC with milliseconds' },
      integratorId: { type: 'string' },
      beneficiaryId: { type: ['string', 'null'] },
      message: { type: ['string', 'null'], description: 'Why, when success is false' },
      success: { type: ['boolean', 'null'], description: 'true on success, false on failure, null when informational' },
      data,
    },
  };
}

/** The named envelope of each event operation (components/schemas), e.g. OnRampEvent. */
export function eventSchemas(): Record<string, object> {
  const schemas: Record<string, object> = {};
  for (const [operation, event] of Object.entries(EVENTS) as Array<[Operation, (typeof EVENTS)[Operation]]>) {
    const name = camel(operation);
    schemas[`${name[0]!.toUpperCase()}${name.slice(1)}Event`] = { ...envelope(operation, event.data), description: event.summary };
  }
  return schemas;
}

/** The OpenAPI `webhooks` object: a POST to the callback URL per event operation. */
export function webhookOperations(): Record<string, object> {
  const webhooks: Record<string, object> = {};
  for (const [operation, event] of Object.entries(EVENTS) as Array<[Operation, (typeof EVENTS)[Operation]]>) {
    const name = camel(operation);
    const schemaName = `${name[0]!.toUpperCase()}${name.slice(1)}Event`;
    webhooks[operation] = {
      post: {
        operationId: `${name}Event`,
        tags: ['Events'],
        summary: event.summary,
        description: `${event.description} Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.`,
        security: [],
        parameters: SIGNATURE_HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema: schema(schemaName) } } },
        responses: {
          '200': { description: 'Any 2xx: delivered; no more attempts' },
          '410': { description: 'Gone: no more attempts for this event' },
        },
      },
    };
  }
  return webhooks;
}
