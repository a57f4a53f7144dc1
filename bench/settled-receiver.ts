// The webhook receiver of the settled on-ramp bench (bench/settled.ts), in a process of its own, as an integrator's
// would be on another machine: it verifies both signatures of every request (X-Service-Webhook-Signature over the raw
// bytes, and the Standard Webhooks headers with the independent `standardwebhooks` package), answers 204 (401 to a
// request that verifies with neither), and tells its parent by IPC of each transfer's final ON_RAMP event
// (data.status SUCCEEDED or FAILED). Started with fork(); it says {kind: 'ready', url}; it is then sent the
// integrator's webhook secret ({kind: 'secret'}), and answers each final event with {kind: 'final', transferId, status}
// and each refused request with {kind: 'forged'}.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

export type ReceiverMessage = { kind: 'ready'; url: string } | { kind: 'final'; transferId: string; status: string } | { kind: 'forged' };

let secret: string | undefined;
let standard: Webhook | undefined;
process.on('message', (message: { kind: 'secret'; secret: string }) => {
  if (message.kind !== 'secret') return;
  secret = message.secret;
  standard = new Webhook(message.secret);
});

const send = (message: ReceiverMessage) => process.send!(message);

function verified(raw: Buffer, headers: http.IncomingHttpHeaders): boolean {
  if (!secret || !standard) return false;
  const given = Buffer.from(String(headers['x-service-webhook-signature'] ?? ''), 'base64');
  const expected = createHmac('sha256', secret).update(raw).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    standard.verify(raw.toString('utf8'), {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  }
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks);
    if (!verified(raw, request.headers)) {
      response.writeHead(401).end();
      send({ kind: 'forged' });
      return;
    }
    response.writeHead(204).end();
    const event = JSON.parse(raw.toString('utf8')) as { operation?: string; resourceId?: string; data?: { status?: string } };
    const status = event.data?.status;
    if (event.operation === 'ON_RAMP' && event.resourceId && (status === 'SUCCEEDED' || status === 'FAILED')) {
      send({ kind: 'final', transferId: event.resourceId, status });
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => send({ kind: 'ready', url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook` }));
process.on('disconnect', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
