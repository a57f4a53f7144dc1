// One HTTP attempt of the webhook sender (src/modules/webhooks/sender.ts) against real servers on 127.0.0.1: the
// attempt is bounded by its time-out, a redirect is recorded and not followed, at most the first 2 KB of an answer are
// kept, and the request carries the body, its length, its type and the signature headers given.
// Test pass: embedded only (database-independent: the HTTP sender against a local receiver)
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { after, describe, it } from 'node:test';
import { LOOPBACK_UNREACHABLE, WebhookSender } from '../../src/modules/webhooks/sender.ts';

async function server(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const created = createServer(handler);
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(created.address() as { port: number }).port}`, server: created };
}

describe('the webhook sender', () => {
  const sender = new WebhookSender({ env: 'sandbox', allowLoopback: true }, 400);
  const servers: Server[] = [];
  after(() => {
    sender.close();
    for (const each of servers) each.closeAllConnections();
    for (const each of servers) each.close();
  });

  it('sends the body with its length and type, the headers given and its user agent, and keeps a 2xx answer', async () => {
    const seen: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];
    const target = await server((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      });
    });
    servers.push(target.server);
    const body = JSON.stringify({ operation: 'TEST', text: 'ação' });
    const result = await sender.send(`${target.url}/hooks/in?source=ponte`, body, { 'webhook-id': 'evt_1', 'webhook-signature': 'v1,abc' });
    assert.equal(result.statusCode, 200);
    assert.equal(result.error, null);
    assert.equal(result.responseBody, 'thanks');
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(seen[0]!.url, '/hooks/in?source=ponte');
    assert.equal(seen[0]!.body, body);
    assert.equal(seen[0]!.headers['content-length'], String(Buffer.byteLength(body)));
    assert.equal(seen[0]!.headers['content-type'], 'application/json');
    assert.equal(seen[0]!.headers['user-agent'], 'Ponte-Webhooks/1.0');
    assert.equal(seen[0]!.headers['webhook-id'], 'evt_1');
    assert.equal(seen[0]!.headers['webhook-signature'], 'v1,abc');
  });

  it('keeps the first 2 KB of a long 2xx answer, and reads no more than 64 KB of it', async () => {
    const target = await server((request, response) => {
      request.resume();
      response.writeHead(200);
      // 1 MB, written in pieces: the sender stops reading after 64 KB.
      for (let i = 0; i < 64; i++) response.write('x'.repeat(16 * 1024));
      response.end();
    });
    servers.push(target.server);
    const result = await sender.send(`${target.url}/`, '{}', {});
    assert.equal(result.statusCode, 200);
    assert.equal(result.responseBody?.length, 2048);
  });

  it('keeps the status and what came of an answer whose body never ends, within the time-out', async () => {
    const target = await server((request, response) => {
      request.resume();
      response.writeHead(202);
      response.write('partial');
      // ...and never ends.
    });
    servers.push(target.server);
    const result = await sender.send(`${target.url}/`, '{}', {});
    assert.equal(result.statusCode, 202);
    assert.equal(result.responseBody, 'partial');
    assert.ok(result.durationMs >= 350 && result.durationMs < 5000, `${result.durationMs} ms`);
  });

  it('records a redirect by its status and does not follow it', async () => {
    let followed = 0;
    const elsewhere = await server((request, response) => {
      followed++;
      request.resume();
      response.writeHead(200).end();
    });
    const target = await server((request, response) => {
      request.resume();
      response.writeHead(307, { location: `${elsewhere.url}/` }).end();
    });
    servers.push(elsewhere.server, target.server);
    const result = await sender.send(`${target.url}/`, '{}', {});
    assert.equal(result.statusCode, 307);
    assert.equal(followed, 0);
  });

  it('gives up on a receiver that never answers within the time-out, with no status', async () => {
    const target = await server((request) => {
      request.resume();
    });
    servers.push(target.server);
    const result = await sender.send(`${target.url}/`, '{}', {});
    assert.equal(result.statusCode, null);
    assert.ok(result.durationMs >= 350 && result.durationMs < 5000, `${result.durationMs} ms`);
    // A loopback target's failure says nothing more (callbacks.test.ts); the attempt ended, bounded.
    assert.equal(result.error, 'the callback URL could not be reached');
  });

  it('refuses a name that resolves to a forbidden address at connect time, and never reaches it', async () => {
    let hits = 0;
    const target = await server((request, response) => {
      hits++;
      request.resume();
      response.writeHead(200).end();
    });
    servers.push(target.server);
    // A hosted sandbox: loopback is not allowed. The URL names a host, not an address, so only the lookup can refuse it.
    const hosted = new WebhookSender({ env: 'sandbox', allowLoopback: false }, 400);
    try {
      const result = await hosted.send(target.url.replace('127.0.0.1', 'localhost') + '/', '{}', {});
      assert.equal(result.statusCode, null);
      // A loopback name's failure says nothing more (callbacks.test.ts).
      assert.equal(result.error, LOOPBACK_UNREACHABLE);
      assert.equal(hits, 0, 'the forbidden address was never connected to');
    } finally {
      hosted.close();
    }
  });

  it('refuses a URL that is not allowed without sending anything', async () => {
    const production = new WebhookSender({ env: 'production', allowLoopback: false }, 400);
    try {
      const result = await production.send('http://127.0.0.1:9/', '{}', {});
      assert.equal(result.statusCode, null);
      assert.match(result.error ?? '', /https|not allowed/);
    } finally {
      production.close();
    }
  });
});
