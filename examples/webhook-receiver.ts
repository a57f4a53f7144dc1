// A webhook receiver as an integrator would run it: node:http, the raw body kept as bytes, every request verified with
// verifyWebhook, duplicates dropped by webhook-id, 2xx answered at once and the work done after.
//
//   PONTE_WEBHOOK_SECRET=whsec_... PORT=4000 node --import tsx examples/webhook-receiver.ts
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '@ponte/sdk';

export interface ReceiverOptions {
  /** The webhook secret, or both secrets while rotating. */
  secret: string | string[];
  port?: number;
  onEvent: (event: WebhookEvent, webhookId: string) => void | Promise<void>;
}

export async function startWebhookReceiver(options: ReceiverOptions): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  // In production keep these in your database (a unique key on webhook-id), so a restart forgets nothing.
  const seen = new Set<string>();
  const server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      let event: WebhookEvent;
      try {
        event = verifyWebhook(raw, request.headers, options.secret);
      } catch (error) {
        // Not from Ponte, or altered on the way: refuse it, and never act on it.
        response.writeHead(error instanceof WebhookVerificationError ? 400 : 500, { 'content-type': 'text/plain' }).end('invalid signature');
        return;
      }
      const webhookId = String(request.headers['webhook-id']);
      response.writeHead(204).end();
      if (seen.has(webhookId)) return;
      seen.add(webhookId);
      void Promise.resolve(options.onEvent(event, webhookId)).catch((error) => console.error('handling webhook', webhookId, error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.PONTE_WEBHOOK_SECRET;
  if (!secret) {
    console.error('set PONTE_WEBHOOK_SECRET (GET /v1/integrators/{id}/webhook-secret)');
    process.exit(1);
  }
  const receiver = await startWebhookReceiver({
    secret,
    port: Number(process.env.PORT ?? 4000),
    onEvent: (event, id) => console.log(`${event.createdAt} ${event.operation} ${event.resourceId} success=${event.success} (${id})`, event.message ?? ''),
  });
  console.log(`receiving webhooks at ${receiver.url}`);
}
