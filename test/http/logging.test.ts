// Logs are JSON lines with the request id, and never carry a token, a secret or a document number.
// Test pass: embedded only (database-independent: what the HTTP layer logs)
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { buildApp } from '../../src/app.ts';
import { loggerOptions } from '../../src/http/observability.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

describe('logging', () => {
  let t: TestApp;
  const lines: string[] = [];
  let base: string;
  let close: () => Promise<void>;

  before(async () => {
    t = await startApp();
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const logger = pino(loggerOptions('info') as pino.LoggerOptions, sink);
    const app = await buildApp(t.context, { logger });
    app.get('/v1/test/log-body', { config: { auth: 'none' } }, async (request) => {
      request.log.info({ body: { idNumber: '52998224725', clientSecret: 'cs_leak', pixKey: 'someone@example.com' } }, 'handled');
      return { ok: true };
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  });
  after(async () => {
    await close();
    await t.close();
  });

  it('writes JSON lines with the request id and leaves out tokens, secrets and document numbers', async () => {
    const integrator = await t.createIntegrator();
    await fetch(`${base}/v1/integrators?filterEq=${encodeURIComponent('name:52998224725')}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-request-id': 'trace-me-1' },
    });
    await fetch(`${base}/v1/integrators/${integrator.id}`, { headers: { authorization: `Bearer ${integrator.token}` } });
    await fetch(`${base}/v1/test/log-body`);
    await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
    });
    assert.ok(lines.length >= 6);
    const parsed = lines.map((line) => JSON.parse(line));
    assert.ok(
      parsed.some((entry) => entry.reqId === 'trace-me-1'),
      'the request id is in the log',
    );
    const all = lines.join('\n');
    for (const secret of [ADMIN_TOKEN, integrator.token, integrator.clientSecret, '52998224725', 'cs_leak', 'someone@example.com']) {
      assert.ok(!all.includes(secret), `${secret} reached the log`);
    }
    assert.match(all, /\[redacted\]/);
  });
});
