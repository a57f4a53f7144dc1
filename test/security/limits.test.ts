// Resource limits and what an outsider can reach (issue 14, items 8, 9, 11 and 12): a request trickled in is cut off,
// an over-long URL and a body nested thousands deep get the contract's error body, DATA_DIR is the owner's alone
// whatever the umask, and production serves /metrics only with METRICS_TOKEN and says Strict-Transport-Security.
// Test pass: embedded only (database-independent: limits of the HTTP server and the data directory)
import assert from 'node:assert/strict';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { business, createBeneficiary } from '../helpers/beneficiaries.ts';
import { freePort, MAIN, startChild } from '../helpers/process.ts';

/** Sends `head` then one byte of body every `everyMs`; resolves with what the server answered and when it closed. */
function trickle(url: string, head: string, everyMs: number, limitMs: number): Promise<{ answer: string; afterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const deadline = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms; answered so far: ${answer}`));
    }, limitMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

describe('request limits', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    t = await startApp({ env: { REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500' } });
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/limits' });
  });
  after(() => t.close());

  it('answers 408 with the contract body to a request trickled in slower than REQUEST_TIMEOUT_MS, and closes it', async () => {
    const head =
      `POST /v1/beneficiaries HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${integrator.token}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { answer, afterMs } = await trickle(t.url, head, 200, 15_000);
    assert.match(answer, /^HTTP\/1\.1 408 /, answer);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    assert.equal(body.code, 'web.request_timeout');
    assert.equal(typeof body.requestId, 'string');
    assert.ok(afterMs < 10_000, `closed after ${afterMs} ms`);
  });

  it('cuts off a multipart upload trickled in one byte at a time, with 408, and stores nothing', async () => {
    // The request of the issue: a document upload whose file arrives a byte at a time (there every 20 s, for 400 s).
    const beneficiaryId = (await createBeneficiary(t, integrator, business('trickle'))).id as string;
    const boundary = 'ponte-trickle';
    const head =
      `POST /v1/beneficiaries/${beneficiaryId}/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${integrator.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTAX_REGISTRATION\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const { answer, afterMs } = await trickle(t.url, head, 200, 15_000);
    assert.match(answer, /^HTTP\/1\.1 408 /, answer);
    assert.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code, 'web.request_timeout');
    assert.ok(afterMs < 10_000, `closed after ${afterMs} ms`);
    const stored = await t.db.query('SELECT id FROM beneficiary_files WHERE beneficiary_id = $1', [beneficiaryId]);
    assert.equal(stored.length, 0);
    assert.equal((await t.request('GET', '/health')).status, 200, 'the server goes on serving');
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { answer, afterMs } = await trickle(t.url, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 60_000, 5_000);
    assert.match(answer, /^HTTP\/1\.1 200 /, answer);
    assert.match(answer, /keep-alive/i, 'the connection was kept alive at first');
    assert.ok(afterMs < 3_000, `closed after ${afterMs} ms`);
  });

  it('answers an over-long URL with 431 and the contract body', async () => {
    const response = await fetch(`${t.url}/v1/transfers?filterEq=${'a'.repeat(20_000)}`, { headers: { authorization: `Bearer ${integrator.token}` } });
    assert.equal(response.status, 431);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.code, 'web.headers_too_large');
    assert.equal(typeof body.message, 'string');
    assert.equal(typeof body.requestId, 'string');
  });

  it('answers a body nested thousands deep with 400 and a clear message, not a stack overflow', async () => {
    for (const raw of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
      const response = await t.request('POST', '/v1/beneficiaries', { token: integrator.token, raw, headers: { 'content-type': 'application/json' } });
      assert.equal(response.status, 400, response.text);
      assert.equal(response.body.code, 'web.invalid_or_missing_body');
      assert.match(response.body.message, /nests arrays or objects more than 64 deep/);
      assert.doesNotMatch(response.text, /call stack/i);
    }
    // Brackets inside strings are text, not nesting.
    const inString = await t.request('POST', '/v1/beneficiaries', {
      token: integrator.token,
      body: { integratorBeneficiaryId: '['.repeat(200) },
    });
    assert.equal(inString.status, 400);
    assert.equal(inString.body.code, 'validation.failed');
  });
});

describe('metrics and transport security in production', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  it('serves /metrics in production only with METRICS_TOKEN, and says Strict-Transport-Security', async () => {
    const closed = await buildApp({ ...t.context, config: { ...t.config, env: 'production', metricsToken: undefined } });
    const token = 'metrics-token-0123456789abcdef';
    const guarded = await buildApp({ ...t.context, config: { ...t.config, env: 'production', metricsToken: token } });
    try {
      const absent = await closed.inject({ method: 'GET', url: '/metrics' });
      assert.equal(absent.statusCode, 404);
      assert.equal(absent.json().code, 'web.no_handler');
      assert.equal(absent.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
      assert.equal((await closed.inject({ method: 'GET', url: '/openapi.json' })).statusCode, 200, '/openapi.json stays public');

      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
        const refused = await guarded.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        assert.equal(refused.statusCode, 401, String(authorization));
        assert.equal(refused.json().code, 'auth.unauthorized');
        assert.match(String(refused.headers['www-authenticate']), /^Bearer/);
      }
      const served = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      assert.equal(served.statusCode, 200);
      assert.match(served.body, /# TYPE/);
      assert.equal(served.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
    } finally {
      await closed.close();
      await guarded.close();
    }
    // The sandbox keeps /metrics open and sends no HSTS (it runs on http://localhost).
    const sandbox = await t.request('GET', '/metrics');
    assert.equal(sandbox.status, 200);
    assert.equal(sandbox.headers.get('strict-transport-security'), null);
  });
});

describe('DATA_DIR permissions', () => {
  it('leaves nothing under DATA_DIR readable by group or others, whatever the umask and whatever was there', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ponte-modes-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    const planted = path.join(dataDir, 'sandbox-credentials.json');
    writeFileSync(planted, '{}\n');
    chmodSync(planted, 0o666);
    const port = await freePort();
    const child = startChild({ DATA_DIR: dataDir, PORT: String(port) }, ['sh', '-c', `umask 000; exec ${MAIN.map((word) => `'${word}'`).join(' ')}`]);
    try {
      await child.waitFor(/listening on/);
      await child.waitFor(/clientSecret:/);
      const loose: string[] = [];
      const walk = (file: string) => {
        const stat = lstatSync(file);
        if ((stat.mode & 0o077) !== 0) loose.push(`${path.relative(dataDir, file) || '.'} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const name of readdirSync(file)) walk(path.join(file, name));
      };
      walk(dataDir);
      assert.deepEqual(loose, [], 'every file and directory is the owner’s alone');
      assert.equal(lstatSync(planted).mode & 0o777, 0o600);
      assert.ok(readdirSync(path.join(dataDir, 'pglite')).length > 0, 'the embedded database wrote its files');
    } finally {
      await child.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
