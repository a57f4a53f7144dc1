// Issue 29: a lone UTF-16 surrogate in a JSON string ("a\ud800b") answered 500, and the log line of that 500 carried
// the SQL statement's parameters, personal data included. Invalid Unicode is refused with 400 where the body is read
// (and in the query string and path), and no error log ever carries a statement's parameters or a database error's
// detail.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loggerOptions } from '../../src/http/observability.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { individual, VALID_CPFS } from '../helpers/beneficiaries.ts';

describe('invalid Unicode and database errors', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let integrator: TestIntegrator;
  const lines: string[] = [];

  before(async () => {
    t = await startApp();
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    app = await buildApp(t.context, { logger: pino(loggerOptions('info') as pino.LoggerOptions, sink) });
    // A statement that fails in the database with a parameter it was given (a document number and an email).
    app.post('/v1/test/failing-statement', { config: { auth: 'none' } }, async (request) => {
      const { value } = request.body as { value: string };
      await t.db.query('SELECT $1::uuid AS id, $2::text AS email', [value, 'maria.private@example.com']);
      return { ok: true };
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    integrator = await t.createIntegrator();
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  /** Posts JSON text as it is (JSON.stringify would escape a lone surrogate, which is what a hand-written body does). */
  const postRaw = (path: string, text: string, method = 'POST') =>
    fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${integrator.token}`, 'content-type': 'application/json' }, body: text });

  it('refuses a lone surrogate in any JSON string or key with 400 at its path, and stores nothing', async () => {
    const beneficiary = JSON.stringify(individual('surrogate-1', {})).replace('"firstName":"Ana"', '"firstName":"A\\ud800na"');
    const cases: Array<[string, string, string, string]> = [
      ['POST', '/v1/beneficiaries', beneficiary, '/person/firstName'],
      ['PATCH', `/v1/integrators/${integrator.id}`, '{"name":"a\\ud800b"}', '/name'],
      ['PATCH', `/v1/integrators/${integrator.id}`, '{"name":"a\\udc00b"}', '/name'],
      ['POST', '/v1/webhook-endpoints', '{"url":"https://8.8.8.8/hook","description":"x\\udfff"}', '/description'],
      ['POST', '/v1/beneficiaries', '{"\\ud800":1}', '/\ufffd'],
    ];
    for (const [method, path, text, at] of cases) {
      const answer = await postRaw(path, text, method);
      const body = (await answer.json()) as { code: string; errors?: Array<{ path: string; message: string }> };
      assert.equal(answer.status, 400, `${method} ${path} ${text}: ${JSON.stringify(body)}`);
      assert.equal(body.code, 'validation.failed');
      assert.equal(body.errors?.[0]?.path, at);
      assert.match(body.errors?.[0]?.message ?? '', /valid Unicode/);
    }
    const stored = await t.db.query("SELECT 1 FROM beneficiaries WHERE integrator_beneficiary_id = 'surrogate-1'");
    assert.equal(stored.length, 0);
    // A pair of surrogates is one character (U+1F600), which is valid.
    const valid = await postRaw(`/v1/integrators/${integrator.id}`, '{"name":"Smile \\ud83d\\ude00"}', 'PATCH');
    assert.equal(valid.status, 200, await valid.text());
  });

  it('answers a query string or path that decodes to no valid text without a 500', async () => {
    for (const path of [
      '/v1/beneficiaries?filterEq=firstName%3A%ED%A0%80',
      '/v1/beneficiaries/%ED%A0%80',
      '/v1/search?q=%ED%A0%80',
      '/v1/beneficiaries?filterEq=firstName%3A%00',
    ]) {
      const answer = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${integrator.token}` } });
      assert.ok(answer.status < 500, `${path}: ${answer.status} ${await answer.text()}`);
    }
  });

  it("never logs a failing statement's parameters, nor a database error's detail", async () => {
    lines.length = 0;
    const secret = `${VALID_CPFS[1]} maria`;
    const answer = await fetch(`${base}/v1/test/failing-statement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: secret }),
    });
    assert.equal(answer.status, 500);
    const logged = lines.join('\n');
    const error = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    assert.ok(error, logged);
    // The line still says what failed: the database's code and message (its value cut), and where.
    assert.equal(error.err.code, '22P02');
    assert.match(error.err.message, /invalid input syntax for type uuid/);
    assert.match(error.err.stack, /at /);
    for (const leak of [VALID_CPFS[1], 'maria.private@example.com', 'maria']) assert.ok(!logged.includes(leak), `${leak} reached the log: ${logged}`);
    assert.equal(error.err.params, undefined);
    assert.equal(error.err.query, undefined);
  });
});
