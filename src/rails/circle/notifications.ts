// Owns the reading of Circle's notifications. Circle delivers them through AWS SNS (the document's createSubscription:
// "The endpoint should be able to handle AWS SNS subscription requests"): each POST is an SNS HTTP message, a JSON
// object sent as text/plain, of Type SubscriptionConfirmation (confirmed by fetching its SubscribeURL, which must be an
// SNS host), Notification (its Message is Circle's notification as a JSON string: {clientId, notificationType,
// version, payout | ...}), or UnsubscribeConfirmation. Nothing in a notification is believed: it names a payout, which
// is read back from Circle (rail.ts) before anything moves.
import { isIP } from 'node:net';

/** SNS's own hosts (sns.<region>.amazonaws.com, and .com.cn in China): the only ones a SubscribeURL may point at. */
export const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

export type CircleNotice =
  | { type: 'SubscriptionConfirmation'; topicArn: string; subscribeUrl: string }
  | { type: 'UnsubscribeConfirmation'; topicArn: string }
  /** A notification; `payoutId` when it is about a business payout (notificationType "payouts"). */
  | { type: 'Notification'; topicArn: string; notificationType: string; payoutId: string | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The SNS message in `raw`, or a TypeError saying what is wrong with it (the route answers 400). */
export function parseCircleNotice(raw: Buffer | string): CircleNotice {
  let message: unknown;
  try {
    message = JSON.parse(raw.toString());
  } catch {
    throw new TypeError('the body is not JSON: an SNS message is a JSON object');
  }
  if (!isRecord(message) || typeof message.Type !== 'string' || typeof message.TopicArn !== 'string')
    throw new TypeError('not an SNS message: Type and TopicArn are required');
  const topicArn = message.TopicArn;
  switch (message.Type) {
    case 'SubscriptionConfirmation': {
      if (typeof message.SubscribeURL !== 'string') throw new TypeError('a SubscriptionConfirmation needs its SubscribeURL');
      return { type: 'SubscriptionConfirmation', topicArn, subscribeUrl: message.SubscribeURL };
    }
    case 'UnsubscribeConfirmation':
      return { type: 'UnsubscribeConfirmation', topicArn };
    case 'Notification': {
      if (typeof message.Message !== 'string') throw new TypeError('a Notification needs its Message');
      let body: unknown;
      try {
        body = JSON.parse(message.Message);
      } catch {
        throw new TypeError("the Notification's Message is not JSON: Circle's notifications are");
      }
      if (!isRecord(body) || typeof body.notificationType !== 'string') throw new TypeError("the Notification's Message has no notificationType");
      const payout = body.notificationType === 'payouts' && isRecord(body.payout) && typeof body.payout.id === 'string' ? body.payout.id : undefined;
      return { type: 'Notification', topicArn, notificationType: body.notificationType, payoutId: payout };
    }
    default:
      throw new TypeError(`unknown SNS message Type ${JSON.stringify(message.Type).slice(0, 40)}`);
  }
}

/** Whether a SubscribeURL may be fetched: HTTPS to an SNS host (never an address, never another host: no request forgery). */
export function isSnsUrl(text: string, hostPattern: RegExp = SNS_HOST): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && isIP(url.hostname) === 0 && hostPattern.test(url.hostname) && url.port === '';
}

/** Confirms an SNS subscription by fetching its SubscribeURL (only an SNS host's); false when the URL is not one. */
export async function confirmSubscription(subscribeUrl: string, timeoutMs = 10_000): Promise<boolean> {
  if (!isSnsUrl(subscribeUrl)) return false;
  const response = await fetch(subscribeUrl, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`SNS answered ${response.status} to the subscription confirmation`);
  return true;
}
