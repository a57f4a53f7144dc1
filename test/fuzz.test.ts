// Fuzzing every route of /openapi.json: fast-check makes bodies (some valid by the route's schema, some not), query
// strings and path ids. Whatever it sends: never a 5xx, every error has the contract's body, and a 4xx writes nothing.
// Test pass: PostgreSQL only (heavy end-to-end: every route with generated input, 40 samples per operation there)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from './helpers/app.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

type Schema = Record<string, any>;

const nasty = fc.constantFrom(
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE integrators; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(3000),
  '{"a":1}',
  '1e309',
  '-1',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
);
const anyString = fc.oneof(fc.string({ maxLength: 40 }), nasty, fc.uuid());

/** Values shaped by a JSON schema, often valid, sometimes off by one thing. */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.anything({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.oneof({ weight: 6, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: anyString });
  if (schema.enum) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: anyString });
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch: Schema) => fromSchema(branch, depth + 1)));
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries<Schema>(schema.properties ?? {});
      const required = new Set<string>(schema.required ?? []);
      const record = fc.record(Object.fromEntries(properties.map(([key, child]) => [key, fromSchema(child, depth + 1)])), {
        requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key) && Math.random() < 0.9),
      });
      return fc.oneof(
        { weight: 8, arbitrary: record },
        { weight: 1, arbitrary: fc.dictionary(anyString, fc.jsonValue({ maxDepth: 2 })) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      );
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.constantFrom(0, 1, 25, 100, 10_000, 10_001, -1, 2 ** 53));
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, 0.01, 0.001, 10, 100.1, 1e21, -1));
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const formatted =
        schema.format === 'email'
          ? fc.emailAddress()
          : schema.format === 'date'
            ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
            : schema.format === 'uri'
              ? fc.webUrl()
              : schema.pattern
                ? fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 200))
                : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
      return fc.oneof({ weight: 5, arbitrary: formatted }, { weight: 1, arbitrary: anyString });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const listQuery = fc.record(
  {
    page: fc.oneof(fc.nat(5).map(String), anyString),
    size: fc.oneof(fc.integer({ min: 0, max: 120 }).map(String), anyString),
    filterEq: fc.oneof(
      fc.constantFrom(
        'name:x',
        'status:PENDING',
        'createdDate:2026-01-01',
        'person.firstName:Ana',
        'data.test:true',
        'id:1,name:a\\,b',
        'constructor:1',
        '__proto__:x',
      ),
      anyString,
    ),
    filterOr: fc.oneof(fc.constantFrom('name:x,name:y', 'operation:TEST'), anyString),
    sort: fc.oneof(fc.constantFrom('createdDate,desc', 'name,asc', 'createdAt,asc', 'id,desc', 'constructor', 'toString,asc'), anyString),
  },
  { requiredKeys: [] },
);

const longPollQuery = fc.record(
  {
    wait: fc.constantFrom('0', '-1', '31', '1e9', 'x', ''),
    after: fc.oneof(fc.constant('0'), fc.uuid(), anyString),
  },
  { requiredKeys: ['wait'] },
);

describe('fuzzing every documented route', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let document: { paths: Record<string, Record<string, Schema>> };
  let tables: string[];

  before(async () => {
    receiver = await startReceiver();
    t = await startApp({ env: { RATE_LIMIT_RPS: '100000' } });
    integrator = await t.createIntegrator({ callbackUrl: receiver.url });
    document = (await t.request('GET', '/openapi.json')).body;
    tables = (
      await t.db.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
    )
      .map((row) => row.name)
      // Idempotency keys keep 4xx answers for replay by design; tokens are written by a 200 only. The request log
      // records every call by design, and writes it a moment after the answer (so an earlier 2xx's line can land
      // while a later 4xx is being checked).
      .filter((name) => !['idempotency_keys', 'schema_migrations', 'request_log'].includes(name));
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  /** Every table's content, as one comparable text. */
  async function fingerprint(): Promise<string> {
    const parts = await Promise.all(
      tables.map(async (table) => {
        const [row] = await t.db.query<{ digest: string | null; n: number }>(
          `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest, count(*)::int AS n FROM "${table}" x`,
        );
        return `${table}:${row?.n}:${row?.digest}`;
      }),
    );
    return parts.join(',');
  }

  it('answers every generated request below 500, with the contract error body, writing nothing on a 4xx', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    assert.equal(operations.length, t.app.routeList.length, 'every route the server has is documented, and so fuzzed');
    // 40 samples per operation on PostgreSQL; 15 on the embedded database, where reading every table twice a request
    // is six times slower (single-threaded WebAssembly) and the answers under test are the same code. The seed differs
    // on every run, so CI's runs add up to many more samples; FUZZ_RUNS sets both (docs/testing.md: a longer hunt).
    const runsPerOperation = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 40 : 15));
    let requests = 0;
    // The database as the last 4xx left it: a 4xx writes nothing, so its "after" is the next request's "before".
    // After a 2xx (which may have written, and may go on writing after its answer) the next request reads afresh.
    let unchanged: string | null = null;

    for (const { path, method, operation } of operations) {
      if (path === '/metrics' || path === '/openapi.json') continue;
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const pathParams: string[] = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const isList = (operation.parameters ?? []).some((parameter: Schema) => parameter.name === 'filterEq');
      // A long-poll (the event stream) waits up to `wait` seconds, 25 by default, for an event that a fuzzed request
      // seldom makes: asked with no wait, or a wait it must refuse, each sample answers at once.
      const isLongPoll = (operation.parameters ?? []).some((parameter: Schema) => parameter.name === 'wait' && parameter.in === 'query');
      const admin = path.startsWith('/v1/integrators') && (path === '/v1/integrators' || path.includes('admin'));
      const sample = fc.record({
        params: fc.tuple(...pathParams.map(() => fc.oneof(fc.constant(integrator.id), fc.uuid(), anyString))),
        body: fc.oneof({ weight: 5, arbitrary: fromSchema(bodySchema) }, { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) }),
        raw: fc.option(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', '1e2', '{"amount":{"value":1e400}}')), { freq: 5 }),
        query: isList ? listQuery : isLongPoll ? longPollQuery : fc.constant({}),
        auth: fc.constantFrom('integrator', 'integrator', 'integrator', 'admin', 'none', 'garbage'),
      });

      await fc.assert(
        fc.asyncProperty(sample, async ({ params, body, raw, query, auth }) => {
          let route = path;
          pathParams.forEach((name, index) => {
            route = route.replace(`{${name}}`, encodeURIComponent(String(params[index] ?? 'x')) || 'x');
          });
          const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
          const token = auth === 'integrator' ? integrator.token : auth === 'admin' || admin ? ADMIN_TOKEN : auth === 'garbage' ? 'at_garbage' : undefined;
          // A sample that takes long says what it is doing every 10 s, so a slow run names its cause in the log.
          const started = Date.now();
          let phase = 'reading the tables before';
          const slow = setInterval(() => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.error(`# fuzz: ${phase} for ${seconds} s: ${method} ${route.slice(0, 120)} ${JSON.stringify(query).slice(0, 120)}`);
          }, 10_000);
          try {
            const before = unchanged ?? (await fingerprint());
            phase = 'waiting for the answer';
            unchanged = null;
            const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
            const response = await t.request(method, route + (search ? `?${search}` : ''), {
              token,
              ...(withBody ? (raw !== null ? { raw, headers: { 'content-type': 'application/json' } } : { body: body === undefined ? null : body }) : {}),
            });
            requests++;
            phase = `reading the tables after a ${response.status}`;
            const where = `${method} ${route.slice(0, 120)}?${search.slice(0, 120)} ${(raw ?? JSON.stringify(body) ?? '').slice(0, 200)}`;
            assert.ok(response.status < 500, `${response.status} for ${where}: ${response.text.slice(0, 300)}`);
            if (response.status >= 400) {
              assert.equal(typeof response.body?.code, 'string', `no code for ${where}`);
              assert.equal(typeof response.body?.message, 'string');
              assert.equal(response.body.requestId, response.headers.get('x-request-id'));
              const after = await fingerprint();
              assert.equal(after, before, `a ${response.status} wrote to the database: ${where}`);
              unchanged = after;
            }
          } finally {
            clearInterval(slow);
          }
        }),
        { numRuns: runsPerOperation, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000), endOnFailure: true },
      );
    }
    assert.ok(requests > operations.length * Math.min(10, runsPerOperation / 2));
  });
});
