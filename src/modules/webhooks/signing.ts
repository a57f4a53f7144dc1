// Owns how a webhook is signed (contract section 11). Two signatures travel on every request:
// - X-Service-Webhook-Signature: base64 HMAC-SHA256 of the exact body bytes, keyed with the secret's text, as the
//   interface describes it;
// - the Standard Webhooks headers: webhook-id, webhook-timestamp, and webhook-signature `v1,<base64 HMAC-SHA256 of
//   "id.timestamp.body">` keyed with the base64-decoded part of `whsec_...`, so that receivers can refuse replays
//   with any Standard Webhooks library. During 24 h after a rotation, webhook-signature carries one signature per
//   secret, separated by a space; X-Service-Webhook-Signature always uses the current secret.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface SigningSecrets {
  current: string;
  previous?: string;
}

/** HMAC keys by secret: every delivery signs twice, and importing the same key each time was a share of a delivery's work. */
const keys = new LRUCache<string, { service: KeyObject; standard: KeyObject }>({ max: 1000 });

function keysOf(secret: string): { service: KeyObject; standard: KeyObject } {
  let known = keys.get(secret);
  if (!known) {
    known = {
      service: createSecretKey(Buffer.from(secret, 'utf8')),
      standard: createSecretKey(Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64')),
    };
    keys.set(secret, known);
  }
  return known;
}

export function serviceSignature(body: string | Buffer, secret: string): string {
  return createHmac('sha256', keysOf(secret).service).update(body).digest('base64');
}

export function signatureHeaders(body: string, webhookId: string, timestampSeconds: number, secrets: SigningSecrets): Record<string, string> {
  const signed = `${webhookId}.${timestampSeconds}.${body}`;
  const standard = [secrets.current, secrets.previous]
    .filter((secret): secret is string => secret !== undefined)
    .map((secret) => `v1,${createHmac('sha256', keysOf(secret).standard).update(signed).digest('base64')}`)
    .join(' ');
  return {
    'x-service-webhook-signature': serviceSignature(body, secrets.current),
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': standard,
  };
}
