// Onfido's webhook signature: `X-SHA2-Signature` is the hex HMAC-SHA256 of the raw request body keyed with the
// webhook's token (developers.onfido.com/guide/manual-webhook-signature-verification; onfido-node's
// WebhookEventVerifier does the same). Checked on the exact bytes received, in constant time, before the body is
// parsed. The signature covers no timestamp, so a replayed notice verifies: harmless, since a notice only asks for a
// read back.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { KycNoticeRejectedError, type KycNotice } from '../capabilities/kyc-partner.ts';
import { toKycNotice } from './transformers.ts';

export const SIGNATURE_HEADER = 'x-sha2-signature';
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/**
 * The notice in a webhook signed with one of `webhookTokens` (several while a webhook is being replaced: each
 * registered webhook has its own token). Throws KycNoticeRejectedError otherwise; its messages quote nothing received.
 */
export function verifyOnfidoWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, webhookTokens: readonly string[]): KycNotice {
  if (!Buffer.isBuffer(rawBody)) throw new KycNoticeRejectedError('The webhook must be checked on its raw bytes');
  const signature = headerValue(headers, SIGNATURE_HEADER);
  if (signature === undefined) throw new KycNoticeRejectedError(`The webhook has no single ${SIGNATURE_HEADER} header`);
  if (!HEX_SHA256.test(signature)) throw new KycNoticeRejectedError(`The webhook's ${SIGNATURE_HEADER} is not a hex SHA-256`);
  const given = Buffer.from(signature, 'hex');
  let matched = false;
  // Every token is tried, so the time taken does not say which one matched.
  for (const token of webhookTokens) {
    const expected = createHmac('sha256', token).update(rawBody).digest();
    if (timingSafeEqual(given, expected)) matched = true;
  }
  if (!matched) throw new KycNoticeRejectedError('The webhook signature does not match');

  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new KycNoticeRejectedError('The signed webhook body is not JSON');
  }
  const notice = toKycNotice(body);
  if (!notice) throw new KycNoticeRejectedError('The signed webhook body is not an Onfido event');
  return notice;
}

/** One header's value whatever the case of its name; undefined when absent or repeated. */
function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const values = Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
  return values.length === 1 ? values[0] : undefined;
}
