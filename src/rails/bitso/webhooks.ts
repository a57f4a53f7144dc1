// Owns what a Bitso webhook delivery proves ("Webhook Signatures"): Bitso signs the delivery's `payload` object,
// serialized as compact JSON, with RSA-SHA256 (PKCS#1 v1.5); x-bitso-key-id names the key, listed by Bitso's public
// "List webhook public keys" call as Base64 X.509 SubjectPublicKeyInfo (DER). Keys are cached by id and the list read
// again when an unknown id comes (keys rotate). A delivery whose signature does not verify proves nothing; one that does
// still only tells what to read back (the route reads the payout or pay-in from Bitso before acting).
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { isRecord } from './client.ts';

export interface BitsoDelivery {
  event: string;
  /** The resource's id (payload.id). */
  id: string;
}

export class BitsoWebhookVerifier {
  private readonly keys = new Map<string, KeyObject>();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /**
   * The delivery in `raw` (the request's bytes), once its signature verifies; throws a TypeError saying why not. The
   * signed bytes are the compact JSON of the body's `payload` (JSON.stringify of it as parsed from the raw bytes, which
   * is the payload's own text when Bitso sends compact JSON, as it signs it).
   */
  async verify(raw: Buffer, signature: string | undefined, keyId: string | undefined): Promise<BitsoDelivery> {
    if (!signature || !keyId) throw new TypeError('x-bitso-webhook-event-signature and x-bitso-key-id are required');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new TypeError('the body is not JSON');
    }
    if (!isRecord(body) || typeof body.event !== 'string' || !isRecord(body.payload) || typeof body.payload.id !== 'string') {
      throw new TypeError('the body is not a Bitso delivery ({event, payload} with payload.id)');
    }
    const key = await this.key(keyId);
    if (!key) throw new TypeError(`Bitso lists no webhook key ${keyId}`);
    const signed = Buffer.from(JSON.stringify(body.payload), 'utf8');
    if (!verify('sha256', signed, key, Buffer.from(signature, 'base64'))) throw new TypeError("the signature does not verify with Bitso's key");
    return { event: body.event, id: body.payload.id };
  }

  private async key(keyId: string): Promise<KeyObject | undefined> {
    const known = this.keys.get(keyId);
    if (known) return known;
    const response = await fetch(`${this.baseUrl}/payments/v1/webhooks/public-keys`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`Bitso answered its webhook key list with HTTP ${response.status}`);
    const list: unknown = await response.json();
    if (!Array.isArray(list)) throw new Error('Bitso answered its webhook key list without a list');
    for (const entry of list) {
      if (isRecord(entry) && typeof entry.key_id === 'string' && typeof entry.public_key === 'string') {
        this.keys.set(entry.key_id, createPublicKey({ key: Buffer.from(entry.public_key, 'base64'), format: 'der', type: 'spki' }));
      }
    }
    return this.keys.get(keyId);
  }
}
