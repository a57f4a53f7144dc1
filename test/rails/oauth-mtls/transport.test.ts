// The OAuth 2.0 + mutual TLS transport on its own, against small servers on 127.0.0.1 that fail in the ways a provider
// can: whether a failure says "nothing was sent" (RailUnavailableError) or "outcome unknown" (plain Error) must follow
// from whether this call's TLS handshake finished and whether the provider's TLS layer refused our certificate, never
// from an error code alone. The adapters' own suites (bcb-pix, efi) cover tokens, 401 retries and their providers.
// Test pass: embedded only (database-independent: a transport against local servers)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { RailUnavailableError } from '../../../src/rails/capabilities/errors.ts';
import { OAuthMtlsTransport, type OAuthMtlsSettings } from '../../../src/rails/oauth-mtls/transport.ts';
import { makeTestPki, type TestPki } from '../../../src/rails/fakes/pki.ts';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

interface Provider {
  origin: string;
  /** What reached the HTTP layer, after TLS. */
  seen: Array<{ method: string; path: string; contentType: string | undefined; body: string }>;
  handle: Handler;
  server: Server;
}

async function listen(server: Server | TcpServer): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A provider with a token endpoint and an API whose answers `handle` decides; it trusts client certificates from `ca`. */
async function startProvider(pki: TestPki, ca: string): Promise<Provider> {
  const handle: Handler = (_request, _body, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  const provider = { seen: [], handle } as unknown as Provider;
  provider.server = createHttpsServer({ cert: pki.server.cert, key: pki.server.key, ca, requestCert: true, rejectUnauthorized: true }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      provider.seen.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'], body });
      if (request.url === '/oauth/token') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }));
        return;
      }
      provider.handle(request, body, response);
    });
  });
  provider.origin = `https://${await listen(provider.server)}`;
  return provider;
}

const OPENSSL_MISSING =
  spawnSync('openssl', ['version']).status === 0
    ? undefined
    : 'the openssl command is not installed: it stands for a provider whose TLS layer answers with alerts';

/** `openssl s_server` with our server certificate, trusting only the stranger's certificate as a CA. */
async function startOpenSslServer(pki: TestPki, version: '-tls1_3' | '-tls1_2'): Promise<{ origin: string; output(): string; stop(): void }> {
  const probe = createTcpServer();
  const port = Number((await listen(probe)).split(':')[1]);
  await new Promise((resolve) => probe.close(resolve));
  const args = ['s_server', '-accept', `127.0.0.1:${port}`, '-cert', pki.server.certFile, '-key', pki.server.keyFile, '-CAfile', pki.stranger.certFile];
  const server = spawn('openssl', [...args, '-Verify', '1', '-verify_return_error', '-www', version], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ACCEPT')) resolve();
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return { origin: `https://127.0.0.1:${port}`, output: () => output, stop: () => server.kill() };
}

describe('OAuth 2.0 client credentials over mutual TLS', () => {
  let pki: TestPki;
  let provider: Provider;
  /** Trusts only the other CA: refuses our client certificate at the TLS layer. */
  let distrustful: Provider;
  const transports: OAuthMtlsTransport[] = [];
  const servers: Array<Server | TcpServer> = [];
  const rawSockets: Socket[] = [];
  /** The time limit of the tests that wait for it to pass. */
  const SHORT = 500;

  const transport = (overrides: Partial<OAuthMtlsSettings> = {}): OAuthMtlsTransport => {
    const made = new OAuthMtlsTransport({
      provider: 'the provider',
      baseUrl: `${provider.origin}/api`,
      tokenUrl: `${provider.origin}/oauth/token`,
      clientId: 'ponte',
      clientSecret: 'secret-never-shown',
      certFile: pki.client.certFile,
      keyFile: pki.client.keyFile,
      caFile: pki.caFile,
      // Generous where a test expects an answer (a loaded CI machine can take over 500 ms for a TLS handshake); the tests
      // of the time limit itself set it short (SHORT).
      timeoutMs: 5000,
      ...overrides,
    });
    transports.push(made);
    return made;
  };

  /** A TCP server that does `onConnection` with each socket instead of speaking TLS. */
  const rawServer = async (onConnection: (socket: Socket) => void): Promise<string> => {
    const server = createTcpServer((socket) => {
      rawSockets.push(socket);
      onConnection(socket);
    });
    servers.push(server);
    return `https://${await listen(server)}`;
  };

  before(async () => {
    pki = makeTestPki('ponte-oauth-mtls');
    provider = await startProvider(pki, pki.caPem);
    distrustful = await startProvider(pki, pki.stranger.cert);
  });

  after(async () => {
    await Promise.all(transports.map((made) => made.close()));
    for (const socket of rawSockets) socket.destroy();
    for (const server of [provider.server, distrustful.server, ...servers]) {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    pki.remove();
  });

  it('asks for the token as a form by default and as JSON when told, then calls with it', async () => {
    provider.seen.length = 0;
    assert.deepEqual((await transport({ scope: 'cob.read' }).call('GET', '/thing')).body, { ok: true });
    assert.deepEqual(await transport({ tokenBody: 'json' }).call('PUT', '/thing', { a: 1 }), { status: 200, body: { ok: true } });
    assert.deepEqual(provider.seen, [
      { method: 'POST', path: '/oauth/token', contentType: 'application/x-www-form-urlencoded', body: 'grant_type=client_credentials&scope=cob.read' },
      { method: 'GET', path: '/api/thing', contentType: undefined, body: '' },
      { method: 'POST', path: '/oauth/token', contentType: 'application/json', body: '{"grant_type":"client_credentials"}' },
      { method: 'PUT', path: '/api/thing', contentType: 'application/json', body: '{"a":1}' },
    ]);
  });

  it('a connection reset before the handshake finished: nothing was sent (an error code alone would not say so)', async () => {
    const origin = await rawServer((socket) => socket.resetAndDestroy());
    const error = await transport({ baseUrl: origin })
      .call('PUT', '/payout')
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof RailUnavailableError, String(error));
    assert.match(error.message, /ECONNRESET|socket/i);
    assert.match(error.message, /before the TLS handshake finished; nothing was sent/);
  });

  it('a server that never finishes the handshake: a timeout, and still nothing was sent', async () => {
    const origin = await rawServer(() => {});
    const started = Date.now();
    const error = await transport({ baseUrl: origin, timeoutMs: SHORT })
      .call('PUT', '/payout')
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof RailUnavailableError, String(error));
    assert.match(error.message, /timed out/);
    assert.ok(Date.now() - started < 3000);
  });

  for (const version of ['-tls1_3', '-tls1_2'] as const) {
    it(
      `the provider's TLS layer refusing our client certificate with an alert (${version.slice(1)}): nothing was taken`,
      { skip: OPENSSL_MISSING },
      async () => {
        // openssl s_server checks client certificates inside OpenSSL and answers a stranger with an alert, as nginx or a
        // load balancer in front of a provider does. Under TLS 1.3 the alert comes after our side of the handshake.
        const alerting = await startOpenSslServer(pki, version);
        try {
          const error = await transport({ baseUrl: alerting.origin })
            .call('PUT', '/payout', { amount: '1.00' })
            .catch((caught: unknown) => caught);
          assert.ok(error instanceof RailUnavailableError, String(error));
          assert.match(
            error.message,
            version === '-tls1_3'
              ? /refused our client certificate \(ERR_SSL_TLSV1_ALERT_UNKNOWN_CA\); nothing was taken/
              : /ALERT_UNKNOWN_CA.*before the TLS handshake finished/,
          );
          assert.doesNotMatch(alerting.output(), /PUT \/payout/);
        } finally {
          alerting.stop();
        }
      },
    );
  }

  it('a provider that closes the connection after our handshake without an alert: outcome unknown, whatever its reason', async () => {
    // Node's TLS server checks a client certificate in JavaScript once the handshake is done and closes the socket
    // without an alert: from our side that is a connection broken after the request was written.
    distrustful.seen.length = 0;
    const error = await transport({ baseUrl: distrustful.origin })
      .call('PUT', '/payout', { amount: '1.00' })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof Error && !(error instanceof RailUnavailableError), String(error));
    assert.match(error.message, /whether the provider acted on it is unknown/);
    assert.deepEqual(distrustful.seen, []);
  });

  it('a connection broken after the request was read: outcome unknown, a plain Error', async () => {
    provider.handle = (request) => request.socket.destroy();
    const seen = provider.seen.length;
    const error = await transport()
      .call('PUT', '/payout', { amount: '1.00' })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof Error && !(error instanceof RailUnavailableError), String(error));
    assert.match(error.message, /whether the provider acted on it is unknown/);
    assert.equal(provider.seen.slice(seen).at(-1)?.path, '/api/payout', 'the provider did read it');
  });

  it('no answer within the time limit after the handshake: outcome unknown', async () => {
    provider.handle = () => {};
    const error = await transport({ timeoutMs: SHORT })
      .call('PUT', '/payout')
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof Error && !(error instanceof RailUnavailableError), String(error));
    assert.match(error.message, /^PUT \/payout to the provider timed out: did not answer within 500 ms; whether the provider acted on it is unknown$/);
  });

  it('refuses an answer over 1 MB, outcome unknown', async () => {
    provider.handle = (_request, _body, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(`"${'x'.repeat(1_100_000)}"`);
    const error = await transport()
      .call('GET', '/big')
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof Error && !(error instanceof RailUnavailableError), String(error));
    assert.match(error.message, /more than 1000000 bytes/);
  });

  it('reads JSON only when the provider says it is JSON', async () => {
    provider.handle = (_request, _body, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('{"looks":"like json"}');
    assert.deepEqual(await transport().call('GET', '/gateway'), { status: 502, body: '{"looks":"like json"}' });
    provider.handle = (_request, _body, response) => response.writeHead(204).end();
    assert.deepEqual(await transport().call('GET', '/empty'), { status: 204, body: undefined });
  });

  it('refuses settings it cannot use safely, before any call', () => {
    assert.throws(() => transport({ baseUrl: 'http://127.0.0.1:1/api' }), /HTTPS only/);
    assert.throws(() => transport({ clientId: 'a:b' }), /colon/);
    assert.throws(
      () => transport({ keyFile: `${pki.dir}/absent.pem` }),
      (error: Error) => /cannot read the client key file .*absent\.pem: ENOENT$/.test(error.message),
    );
  });
});
