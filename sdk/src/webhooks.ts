// Verifies a webhook exactly as the service signs it, in a way that is hard to use wrongly: it takes the raw body
// (string or bytes, as received) and refuses anything else; it checks X-Service-Webhook-Signature with a
// constant-time comparison, and the Standard Webhooks headers with a timestamp tolerance against replays. A body
// that was parsed and serialised again is not the body that was signed, and fails. parseWebhook gives the verified
// event its type from the OpenAPI document's webhooks section.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.ts';
import type { PonteEvent } from './types.ts';

/** The operation of an event: ON_RAMP, BENEFICIARY_KYC, TEST... (the webhooks section of the OpenAPI document). */
export type Operation = PonteEvent['operation'];

export interface WebhookEvent<Data = unknown> {
  operation: Operation;
  resourceId: string;
  createdAt: string;
  integratorId: string;
  beneficiaryId: string | null;
  message: string | null;
  success: boolean | null;
  data: Data;
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far webhook-timestamp may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** The current time in ms (tests). */
  now?: () => number;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

function equal(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Verifies and parses a webhook. `secret` may be a list during a rotation (the previous and the new secret).
 * Throws WebhookVerificationError with the reason when anything does not hold.
 */
export function verifyWebhook<Data = unknown>(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | string[],
  options: VerifyOptions = {},
): WebhookEvent<Data> {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new WebhookVerificationError('pass the raw request body (a string or bytes, exactly as received), not a parsed object');
  }
  const secrets = [secret].flat();
  if (secrets.length === 0 || secrets.some((candidate) => typeof candidate !== 'string' || candidate === '')) {
    throw new WebhookVerificationError('a webhook secret is required');
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);

  const serviceSignature = header(headers, 'x-service-webhook-signature');
  if (!serviceSignature) throw new WebhookVerificationError('missing X-Service-Webhook-Signature');
  const given = Buffer.from(serviceSignature, 'base64');
  if (!secrets.some((candidate) => equal(given, createHmac('sha256', candidate).update(body).digest()))) {
    throw new WebhookVerificationError('X-Service-Webhook-Signature does not match the body');
  }

  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a number of seconds');
  const now = (options.now ?? Date.now)() / 1000;
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('webhook-timestamp is too old or too new: a replay, or a clock far off');
  }
  const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`), body]);
  const expected = secrets.map((candidate) =>
    createHmac('sha256', Buffer.from(candidate.startsWith('whsec_') ? candidate.slice(6) : candidate, 'base64'))
      .update(signed)
      .digest(),
  );
  const matches = signatures
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .some((entry) => expected.some((digest) => equal(Buffer.from(entry.slice(3), 'base64'), digest)));
  if (!matches) throw new WebhookVerificationError('webhook-signature does not match');

  return JSON.parse(body.toString('utf8')) as WebhookEvent<Data>;
}

/**
 * Verifies a webhook (as verifyWebhook) and returns it as a PonteEvent: a union narrowed by `operation`, so that
 * `if (event.operation === 'ON_RAMP')` gives `event.data` the transfer's type. Throws WebhookVerificationError when
 * the signatures do not hold or the body is not an event. An operation this SDK version does not know yet is returned
 * as it came: handle a `default` case.
 */
export function parseWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string | string[], options: VerifyOptions = {}): PonteEvent {
  const event: unknown = verifyWebhook(rawBody, headers, secret, options);
  if (typeof event !== 'object' || event === null || typeof (event as { operation?: unknown }).operation !== 'string') {
    throw new WebhookVerificationError('the signed body is not a Ponte event (no operation)');
  }
  return event as PonteEvent;
}
