// A webhook receiver as an integrator writes one: a real HTTP server on 127.0.0.1 that keeps each request's raw
// bytes, verifies X-Service-Webhook-Signature over them, and the Standard Webhooks headers with the independent
// `standardwebhooks` package. Tests choose its answers (status codes, delays) and wait for what it receives.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: any;
  at: number;
  /** The status code it was answered with; unset when it hung, or the sender had gone before the answer. */
  status?: number;
}

export type Answer = number | { status: number; delayMs?: number; body?: string } | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers given in order; after the last, `fallback` (200 unless set). */
  answers: Answer[];
  fallback: Answer;
  /** Secrets the receiver verifies with; a request that verifies with none of them is recorded in `forged`. */
  secrets: string[];
  forged: Received[];
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  /** Events of one operation, in arrival order. */
  events(operation?: string): any[];
  close(): Promise<void>;
}

/** X-Service-Webhook-Signature: base64 HMAC-SHA256 of the raw body bytes, keyed with the secret's text. */
export function verifyServiceSignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function verifyStandardWebhook(raw: Buffer, headers: IncomingHttpHeaders, secret: string): boolean {
  try {
    new Webhook(secret).verify(raw.toString('utf8'), {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  }
}

export interface ReceiverOptions {
  /** Listen on this port of 127.0.0.1 (0, the default: a free one); a test reopens a closed receiver's port with it. */
  port?: number;
}

export async function startReceiver(secrets: string[] = [], options: ReceiverOptions = {}): Promise<Receiver> {
  const received: Received[] = [];
  const forged: Received[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const receiver: Receiver = {
    url: '',
    received,
    answers: [],
    fallback: 200,
    secrets,
    forged,
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (predicate(received)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(received);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`receiver: condition not met in ${timeoutMs} ms; got ${received.length} requests: ${received.map((r) => r.body?.operation).join(', ')}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    events(operation) {
      return received.map((r) => r.body).filter((body) => operation === undefined || body?.operation === operation);
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      const entry: Received = { headers: request.headers, raw, body, at: Date.now() };
      const signature = request.headers['x-service-webhook-signature'];
      const verified =
        receiver.secrets.length === 0 ||
        receiver.secrets.some(
          (secret) =>
            verifyServiceSignature(raw, typeof signature === 'string' ? signature : undefined, secret) && verifyStandardWebhook(raw, request.headers, secret),
        );
      (verified ? received : forged).push(entry);
      const answer = receiver.answers.shift() ?? receiver.fallback;
      const reply = () => {
        for (const waiter of [...waiters]) waiter();
      };
      if (answer === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        reply();
        return;
      }
      const { status, delayMs = 0, body: answerBody = '' } = typeof answer === 'number' ? { status: answer } : answer;
      setTimeout(() => {
        if (!response.destroyed) {
          entry.status = status;
          response.writeHead(status, { 'content-type': 'text/plain' }).end(answerBody);
        }
        reply();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/webhooks`;
  return receiver;
}
