// The document is as strict as the server: fast-check generates VALID requests from the served /openapi.json for every
// operation (path parameters, query parameters, headers and bodies, by their schemas, formats and conditions, each
// sample checked valid against the document before it is sent) and sends them. None may be refused as malformed
// (400) or unprocessable (422), except for the reasons listed below, each with why: STATE_DEPENDENT (what is stored),
// NOT_EXPRESSIBLE_CODES and NOT_EXPRESSIBLE (arithmetic, the clock, DNS). The other way round, each condition between
// fields is refused by the document and by the server, whose message names the rule. One app serves the whole file,
// with a few stored resources that path parameters name. Where test/fuzz.test.ts looks for 5xx and partial writes with
// mostly broken input,
// this test looks for the other failure: a request the document allows and the server refuses, which a client
// generated from the document (or a validator in front of the server) would let through.
// Test pass: PostgreSQL only (heavy end-to-end: every operation with generated valid requests, like the fuzz test)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from './helpers/app.ts';
import { approvedBeneficiary, createTransfer, simulate } from './helpers/transfers.ts';
import { business, individual, PNG } from './helpers/beneficiaries.ts';
import { contactBody } from './helpers/payments.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
type Schema = Record<string, any>;

/**
 * What a valid request may still be refused for, by code: each depends on what is stored (or, for the sandbox rate, on
 * what the rate sources say), which no document can describe. Anything else answered 400 or 422 is a constraint the
 * server has and the document does not say.
 */
const STATE_DEPENDENT: Record<string, string> = {
  'simulation.invalid_currency': "the amount's currency must be the stored beneficiary's home currency (BRL or COP) on an ON_RAMP, USDC on an OFF_RAMP",
  'amount.below_minimum': "each corridor's limits are the operator's stored settings (PUT /v1/admin/corridors), not fixed",
  'amount.above_maximum': "each corridor's limits are the operator's stored settings (PUT /v1/admin/corridors), not fixed",
  'flow_of_funds.insufficient_funds': "the beneficiary's stored balance",
  'idempotency.key_reused': 'the Idempotency-Key was stored with another request of the same caller',
  'transfer.not_external_wallet': 'only a stored EXTERNAL_WALLET off-ramp takes a transaction hash',
};

/** Codes of rules between two fields or against the clock, which JSON Schema cannot state, and why. */
const NOT_EXPRESSIBLE_CODES: Record<string, string> = {
  'export.invalid_range': 'to after from, at most 366 days: arithmetic between two parameters',
  'reconciliation.invalid_period': 'from before to, at most 31 days, and over by now: arithmetic between two fields and the clock',
  'bank_statement.malformed': "a statement file's grammar (camt.053's XML, the CSV layout): the document gives the body's media type, not a file's content",
  'bank_statement.unbalanced': "a statement's opening balance plus its lines equals its closing balance: a sum over the file's lines",
  'bank_statement.currency_mismatch': "the file's currency is the stored rail account's: a rule between the file's content and the parameter",
  'journal_entry.unbalanced': "a manual entry's debits equal its credits in each currency: a sum over the postings, by currency",
  'approval_policy.locked':
    'the policy over approval policies (the path names approval_policy.update) keeps twoPerson on and no threshold: a rule between the path and the body',
};

/**
 * Field rules no JSON Schema can state, by the error's path (a regular expression) and why: a valid request may still be
 * refused for them, 400 validation.failed naming only such paths. Anything else is a gap in the document.
 */
const NOT_EXPRESSIBLE: Array<[RegExp, string]> = [
  [/\/(idNumber|taxId)$/, 'CPF, CNPJ, NIT and CC check digits are arithmetic on the digits'],
  [/\/userInfo\/routingKey$/, "an ABA routing number's check digit is arithmetic on the digits"],
  [/\/phoneNumber$/, "a number that exists in its country's numbering plan (libphonenumber's metadata), beyond the E.164 form the document states"],
  [/\/dateOfBirth$/, 'at least 18 years old on the day of the request: against the clock'],
  [/\/beneficialOwners$/, 'ownership percentages add up to at most 100: a sum over the array'],
  [/^\/(callbackUrl|url)$/, 'where the host resolves (DNS) and whether that address is public is the world’s state, checked when set'],
  [
    /^\/(pixKey|bankAccount|brebKey)$/,
    'a PIX key for a BR beneficiary, a bank account or a Bre-B key (one of them) for a CO one: the stored beneficiary’s country',
  ],
  [/^\/limits\/(ON_RAMP|OFF_RAMP)\/min$/, "a corridor's minimum at most its maximum: arithmetic between two fields"],
  [/^\/limits\/(ON_RAMP|OFF_RAMP)\/currencyCode$/, "the currency of the corridor's from side in that direction: the stored corridor's"],
  [/^\/taxBps$/, 'serviceFeeBps and taxBps together below 10000: a sum of two fields'],
  [/^\/beneficiaryDailyMax$/, 'a daily maximum at most the monthly one: arithmetic between two fields'],
  [/^\/query\/asOf$/, 'an instant not in the future: against the clock (its form, RFC 3339 with an offset, is stated)'],
  [/^\/rate$/, 'a sandbox rate stays within a factor of 2 of the shared reference rate, which the rate sources give at the time'],
];

/** The document's named schemas resolved, allOf merged, for generation. */
class Generator {
  // As the server's validator: a multiple of 0.01 is checked to 1e-9 (0.29 / 0.01 is not a whole number in binary).
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, multipleOfPrecision: 9 });
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(private readonly document: Schema) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: 'https://ponte.test/openapi.json' });
  }

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current?.$ref && hops < 10; hops++) {
      const parts = String(current.$ref).replace(/^#\//, '').split('/');
      current = parts.reduce<any>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], this.document);
    }
    return current ?? {};
  }

  /** Whether `value` is valid against `schema` (a schema of the document, its $refs resolved against it). */
  valid(schema: Schema, value: unknown): boolean {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(this.rebase(schema));
      this.validators.set(schema, validate);
    }
    return validate(value);
  }

  /** The schema with its local $refs pointing into the document. */
  private rebase(schema: Schema): Schema {
    return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"https://ponte.test/openapi.json#/'));
  }

  /** allOf flattened into one schema (properties and required merged); conditions (if/then/else) kept in `conditions`. */
  private flatten(input: Schema): Schema {
    const schema = { ...this.resolve(input) };
    const conditions: Schema[] = schema.if ? [{ if: schema.if, then: schema.then, else: schema.else }] : [];
    delete schema.if;
    delete schema.then;
    delete schema.else;
    for (const part of schema.allOf ?? []) {
      const flat = this.flatten(part);
      conditions.push(...(flat.conditions ?? []));
      delete flat.conditions;
      // A property both name (a text, and a part's ZIP code rule) must meet both.
      const properties: Schema = { ...schema.properties };
      for (const [key, child] of Object.entries<Schema>(flat.properties ?? {}))
        properties[key] = key in properties ? { allOf: [properties[key], child] } : child;
      schema.properties = properties;
      schema.required = [...new Set([...(schema.required ?? []), ...(flat.required ?? [])])];
      // Two patterns (a text's "\\S" and a ZIP code's) must both hold: the later, narrower one generates, both filter.
      if (flat.pattern !== undefined && schema.pattern !== undefined && flat.pattern !== schema.pattern) {
        schema.patterns = [...(schema.patterns ?? [schema.pattern]), ...(flat.patterns ?? [flat.pattern])];
        schema.pattern = flat.pattern;
      }
      for (const [key, value] of Object.entries(flat)) if (!['properties', 'required'].includes(key)) schema[key] ??= value;
    }
    delete schema.allOf;
    if (conditions.length > 0) schema.conditions = conditions;
    return schema;
  }

  arbitrary(input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
    if (!input || depth > 12) return fc.constant(null);
    const schema = this.flatten(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) {
      const { oneOf: _one, anyOf: _any, ...rest } = schema;
      return fc.oneof(...branches.map((branch: Schema) => this.arbitrary({ ...rest, allOf: [branch] }, depth + 1)));
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : (schema.type ?? (schema.properties ? 'object' : undefined));
    switch (type) {
      case 'object':
        return this.object(schema, depth);
      case 'array': {
        const item = this.arbitrary(schema.items, depth + 1);
        const options = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3) };
        const array = schema.uniqueItems ? fc.uniqueArray(item, { ...options, selector: (value) => JSON.stringify(value) }) : fc.array(item, options);
        // Conditions on the whole array (anyOf, not contains) are kept by leaving out the arrays that break them.
        return array.filter((value) => this.valid(input, value));
      }
      case 'integer': {
        const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
        const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(min, 0) + 100_000);
        return fc.integer({ min, max });
      }
      case 'number': {
        const step = schema.multipleOf ?? 0.01;
        const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : 0);
        const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : min + 100_000);
        const steps = Math.floor((max - min) / step + 1e-9);
        return fc.integer({ min: 0, max: steps }).map((n) => Number((min + n * step).toFixed(8)));
      }
      case 'boolean':
        return fc.boolean();
      case 'string':
        return this.string(schema);
      case 'null':
        return fc.constant(null);
      default:
        return fc.constant('x');
    }
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? Infinity;
    const fits = (text: string) => text.length >= min && text.length <= max;
    switch (schema.format) {
      case 'email':
        return fc.emailAddress().filter(fits);
      case 'date':
        return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      case 'date-time':
        return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
      case 'uri':
        // A URL whose host resolves (to the loopback, which the sandbox calls): whether a host resolves is the world's.
        return (
          fc
            .webUrl({ withQueryParameters: true })
            .map((url) => url.replace(/^([a-z]+:\/\/)[^/?#]*/, '$1127.0.0.1:9'))
            // A pattern beside the format (https only) narrows it: both hold.
            .filter((url) => fits(url) && (schema.pattern === undefined || new RegExp(schema.pattern).test(url)))
        );
      case 'uuid':
        return fc.uuid();
      case 'ipv4':
        return fc.ipV4();
      case 'ipv6':
        return fc.ipV6();
      case 'hostname':
        return fc.domain().filter(fits);
      case 'binary':
        return fc.constant('');
    }
    if (schema.pattern) {
      const all = (schema.patterns ?? [schema.pattern]).map((pattern: string) => new RegExp(pattern));
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => fits(text) && all.every((pattern: RegExp) => pattern.test(text)));
    }
    return fc.string({ minLength: min, maxLength: Math.min(max, min + 30), unit: 'grapheme' }).filter(fits);
  }

  private object(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.entries<Schema | boolean>(schema.properties ?? {}).filter((entry): entry is [string, Schema] => entry[1] !== false);
    const required = new Set<string>(schema.required ?? []);
    const base = fc.record(Object.fromEntries(properties.map(([key, child]) => [key, this.arbitrary(child, depth + 1)])), {
      requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
    });
    const conditions: Schema[] = schema.conditions ?? [];
    // dependentRequired: a property present brings the ones it names.
    const dependent = Object.entries<string[]>(schema.dependentRequired ?? {});
    if (conditions.length === 0 && dependent.length === 0)
      return schema.minProperties ? base.filter((value) => Object.keys(value as object).length >= schema.minProperties) : base;
    return base.chain((value) => {
      const record = { ...(value as Schema) };
      const additions: Record<string, fc.Arbitrary<unknown>> = {};
      for (const condition of conditions) {
        const branch = this.valid(condition.if, record) ? condition.then : condition.else;
        if (!branch) continue;
        const flat = this.flatten(branch);
        for (const key of flat.required ?? [])
          if (!(key in record)) additions[key] = this.arbitrary(flat.properties?.[key] ?? schema.properties?.[key], depth + 1);
        for (const [key, child] of Object.entries<any>(flat.properties ?? {})) {
          if (child === false || child?.not !== undefined) delete record[key];
          else if (key in record || (flat.required ?? []).includes(key))
            additions[key] = this.arbitrary({ allOf: [schema.properties?.[key] ?? {}, child] }, depth + 1);
        }
        for (const key of flat.not?.required ?? []) delete record[key];
      }
      for (const [key, needs] of dependent) {
        if (!(key in record)) continue;
        for (const need of needs) if (!(need in record)) additions[need] = this.arbitrary(schema.properties?.[need], depth + 1);
      }
      return fc.record(additions).map((added) => ({ ...record, ...added }));
    });
  }
}

interface Operation {
  method: string;
  path: string;
  operation: Schema;
}

describe('the document is as strict as the server', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  let document: Schema;
  let generator: Generator;
  /** Stored ids a path parameter may name, so valid requests reach past "not found" to the server's own checks. */
  const ids: string[] = [];

  before(async () => {
    t = await startApp({ env: { RATE_LIMIT_RPS: '100000' } });
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/unused' });
    document = (await t.request('GET', '/openapi.json')).body;
    generator = new Generator(document);
    // Another integrator stands for {integratorId}, called by the operator: rotating its client secret ends no token of ours.
    other = await t.createIntegrator();
    const beneficiary = await approvedBeneficiary(t, integrator, 'contract-br');
    const colombian = await approvedBeneficiary(t, integrator, 'contract-co', 'CO');
    const simulation = await simulate(t, integrator, { type: 'ON_RAMP', beneficiaryId: beneficiary.id, amount: { currencyCode: 'BRL', value: '100.00' } });
    const transfer = await createTransfer(
      t,
      integrator,
      (await simulate(t, integrator, { type: 'ON_RAMP', beneficiaryId: beneficiary.id, amount: { currencyCode: 'BRL', value: '100.00' } })).id,
    );
    const verification = (await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/verification`, { token: integrator.token })).body;
    ids.push(integrator.id, beneficiary.id, colombian.id, simulation.id, transfer.id, ...(verification.steps ?? []).map((step: Schema) => step.id));
  });
  after(() => t.close());

  it('refuses what the server refuses: each conditional rule in the document, its error naming the rule', async () => {
    const [beneficiaryId] = ids.slice(1);
    const operation = (document.components.schemas.WebhookEndpoint?.properties?.operations?.items?.enum ?? []).find((name: string) => name !== '*');
    assert.ok(operation, 'the document lists the event operations');
    const money = (value: unknown) => ({ type: 'ON_RAMP', beneficiaryId, amount: { currencyCode: 'BRL', value } });
    // [method, path, body the document must refuse, the error path, the message naming the rule]
    const cases: Array<[string, string, Schema, string, string]> = [
      ['POST', '/v1/beneficiaries', { ...business('rule-1'), type: 'BUSINESS', business: undefined }, '/business', 'is required for type BUSINESS'],
      ['POST', '/v1/beneficiaries', { ...individual('rule-2'), person: undefined }, '/person', 'is required for type INDIVIDUAL'],
      ['POST', '/v1/beneficiaries', { ...individual('rule-3'), business: business('rule-3').business }, '/business', 'is not allowed for type INDIVIDUAL'],
      [
        'POST',
        '/v1/beneficiaries',
        individual('rule-4', { person: { ...individual('x').person, citizenship: 'XQ' } }),
        '/person/citizenship',
        'is not an ISO 3166-1 alpha-2 country code',
      ],
      ['POST', '/v1/transfers/simulations', { ...money('100.00'), fundingSource: 'BENEFICIARY_BALANCE' }, '/fundingSource', 'applies to OFF_RAMP only'],
      ['POST', '/v1/transfers/simulations', money('1e3'), '/amount/value', 'exponents are not accepted: write the plain decimal, such as 100.50'],
      ['POST', '/v1/transfers/simulations', money(10.001), '/amount/value', 'must have at most 2 decimals'],
      ['POST', '/v1/transfers/simulations', money('0.00'), '/amount/value', 'must be greater than 0'],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'http://127.0.0.1:9/hook', operations: ['*', operation] },
        '/operations',
        '"*" means every operation: give it alone',
      ],
      ['POST', '/v1/webhook-endpoints', { url: 'ftp://127.0.0.1:9/hook', operations: ['*'] }, '/url', 'must use http or https'],
      [
        'POST',
        '/v1/payment-contacts',
        contactBody(beneficiaryId!, { paymentType: 'ACH', bankInfo: { country: 'CA' } }),
        '/bankInfo/country',
        'must be US: the bank is named by an ABA routing number',
      ],
      [
        'POST',
        '/v1/payment-contacts',
        contactBody(beneficiaryId!, { userInfo: { state: 'ZZ' } }),
        '/userInfo/state',
        'must be a two-letter US state code, such as NY',
      ],
      [
        'POST',
        '/v1/payment-contacts',
        contactBody(beneficiaryId!, { userInfo: { postalCode: 'SW1A 1AA' } }),
        '/userInfo/postalCode',
        'must be a US ZIP code: 5 digits, or ZIP+4',
      ],
    ];
    // Outside the US, a state and a postal code are free text: the US rules are conditions on the country.
    const abroad = contactBody(beneficiaryId!, { userInfo: { country: 'GB', state: 'London', postalCode: 'SW1A 1AA' } });
    assert.ok(generator.valid(document.paths['/v1/payment-contacts'].post.requestBody.content['application/json'].schema, abroad));
    // A corridor's gate limits, each more than 0: "00" was valid by the document and refused by the server.
    const limits = { reviewAbove: '00', beneficiaryDailyMax: '100', beneficiaryMonthlyMax: '1000', reason: 'contract' };
    cases.push(['PUT', '/v1/admin/compliance/limits/{id}', limits, '/reviewAbove', 'must be greater than 0']);
    for (const [method, path, body, at, message] of cases) {
      const schema = document.paths[path][method.toLowerCase()].requestBody.content['application/json'].schema;
      assert.equal(generator.valid(schema, JSON.parse(JSON.stringify(body))), false, `the document accepts ${method} ${path} ${JSON.stringify(body)}`);
      const admin = path.startsWith('/v1/admin/');
      const response = await t.request(method, path.replace('{id}', 'BR'), { token: admin ? ADMIN_TOKEN : integrator.token, body });
      assert.equal(response.status, 400, `${method} ${path} ${JSON.stringify(body)}: ${response.text}`);
      assert.equal(response.body.code, 'validation.failed', response.text);
      assert.deepEqual(response.body.errors, [{ path: at, message }], `${method} ${path} ${JSON.stringify(body)}`);
    }
  });

  it("answers 404 for the token list of an operator that does not exist (an id of the document's form was a 500)", async () => {
    for (const id of ['-FM-6-GG2', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.request('GET', `/v1/admin/operators/${id}/tokens`, { token: ADMIN_TOKEN });
      assert.equal(response.status, 404, response.text);
      assert.equal(response.body.code, 'operator.not_found');
    }
  });

  it('refuses no request that the document says is valid, but for stored-state reasons', async () => {
    const operations: Operation[] = Object.entries<Schema>(document.paths).flatMap(([path, methods]) =>
      Object.entries<Schema>(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    // Three samples an operation: about 270 requests in all, each operation's schemas, formats and conditions drawn anew
    // on every run (FUZZ_SEED names a run; CONTRACT_RUNS asks for more).
    const runs = Number(process.env.CONTRACT_RUNS ?? 3);
    const refusals: string[] = [];
    const statuses = new Map<string, number>();
    for (const { path, method, operation } of operations) {
      const parameters: Schema[] = (operation.parameters ?? []).map((parameter: Schema) => generator.resolve(parameter));
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      const inQuery = parameters.filter((parameter) => parameter.in === 'query');
      const inHeader = parameters.filter((parameter) => parameter.in === 'header');
      const content = operation.requestBody?.content ?? {};
      const mediaType = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/xml', 'text/csv'].find(
        (type) => content[type],
      );
      const bodySchema = mediaType ? content[mediaType].schema : undefined;
      const valueOf = (parameter: Schema) => {
        const pool = parameter.name === 'integratorId' ? [other.id] : ids;
        const stored = parameter.in === 'path' ? pool.filter((id) => generator.valid(parameter.schema, id)) : [];
        if (stored.length === 0) return generator.arbitrary(parameter.schema);
        return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...stored) }, { weight: 1, arbitrary: generator.arbitrary(parameter.schema) });
      };
      const optional = (list: Schema[]): fc.Arbitrary<Record<string, unknown>> =>
        fc.record(Object.fromEntries(list.map((parameter) => [parameter.name, valueOf(parameter)])), {
          requiredKeys: list.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        });
      const sample = fc.record({
        params: optional(inPath),
        query: optional(inQuery),
        headers: optional(inHeader),
        body:
          bodySchema && (operation.requestBody.required || mediaType !== 'application/json')
            ? generator.arbitrary(bodySchema)
            : fc.option(generator.arbitrary(bodySchema)),
      });
      const security = (operation.security ?? []).map((entry: Schema) => Object.keys(entry)[0]);
      const token =
        security.includes('bearer') && !path.includes('{integratorId}') ? integrator.token : security.includes('adminBearer') ? ADMIN_TOKEN : undefined;

      const started = Date.now();
      const failure = await fc.check(
        fc.asyncProperty(sample, async ({ params, query: drawn, headers, body }) => {
          // The event stream holds a call open up to `wait` seconds when there is no event: any wait is valid, 0 is quick.
          const query = path === '/v1/webhooks/events/stream' ? { ...drawn, wait: '0' } : drawn;
          // The sample is valid by the document: say so first, or the generator is what is wrong.
          for (const parameter of parameters) {
            const value = ({ path: params, query, header: headers } as Record<string, Record<string, unknown>>)[parameter.in]?.[parameter.name];
            if (value !== undefined) assert.ok(generator.valid(parameter.schema, value), `generated ${parameter.name} ${JSON.stringify(value)} is not valid`);
          }
          if (bodySchema && body !== null && mediaType === 'application/json')
            assert.ok(generator.valid(bodySchema, body), `generated body ${JSON.stringify(body)} is not valid`);
          // A path segment "." or ".." cannot be sent: every URL parser removes it (RFC 3986, 5.2.4), encoded or not.
          fc.pre(Object.values(params).every((value) => value !== '.' && value !== '..'));
          let route = path;
          for (const [name, value] of Object.entries(params)) route = route.replace(`{${name}}`, encodeURIComponent(String(value)));
          const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => [value].flat().map((item) => [key, String(item)]))).toString();
          const target = route + (search ? `?${search}` : '');
          const sent = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, String(value)]));
          let response;
          if (mediaType === 'multipart/form-data') {
            const form = new FormData();
            for (const [key, value] of Object.entries(body as Schema)) {
              const part = generator.resolve(bodySchema).properties?.[key];
              if (part?.format === 'binary' || part?.contentMediaType) form.append(key, new Blob([PNG], { type: 'image/png' }), 'document.png');
              else form.append(key, String(value));
            }
            response = await fetch(t.url + target, { method, body: form, headers: { ...sent, authorization: `Bearer ${token}` } });
            response = { status: response.status, body: await response.json().catch(() => ({})) };
          } else if (mediaType === 'application/x-www-form-urlencoded' && body !== null && method === 'POST' && path === '/v1/auth/token') {
            response = await t.request(method, target, {
              raw: new URLSearchParams(body as Record<string, string>).toString(),
              headers: { ...sent, 'content-type': mediaType },
            });
          } else if (mediaType === 'application/xml' || mediaType === 'text/csv') {
            // A file as the body (a bank statement): the document gives its media type, not its grammar (NOT_EXPRESSIBLE_CODES).
            response = await t.request(method, target, { token, raw: String(body ?? ''), headers: { ...sent, 'content-type': mediaType } });
          } else {
            response = await t.request(method, target, { token, headers: sent, ...(body !== null && body !== undefined ? { body } : {}) });
          }
          const key = `${method} ${path} ${response.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const paths: string[] = (response.body?.errors ?? []).map((error: { path: string }) => error.path);
          const explained =
            Object.hasOwn(STATE_DEPENDENT, response.body?.code) ||
            Object.hasOwn(NOT_EXPRESSIBLE_CODES, response.body?.code) ||
            (response.body?.code === 'validation.failed' && paths.length > 0 && paths.every((at) => NOT_EXPRESSIBLE.some(([pattern]) => pattern.test(at))));
          if ((response.status === 400 || response.status === 422) && !explained) {
            refusals.push(`${method} ${target} ${JSON.stringify(body)?.slice(0, 300)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 400)}`);
          }
          assert.ok(response.status < 500, `${response.status} for ${method} ${target}`);
        }),
        { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000), endOnFailure: true },
      );
      if (process.env.CONTRACT_VERBOSE) console.error(`# ${method} ${path}: ${Date.now() - started} ms`);
      if (failure.failed)
        refusals.push(
          `${method} ${path}: ${String(failure.errorInstance).slice(0, 600)} (counterexample ${JSON.stringify(failure.counterexample).slice(0, 400)})`,
        );
    }
    if (process.env.CONTRACT_VERBOSE) console.log([...statuses.entries()].map(([key, count]) => `${key}: ${count}`).join('\n'));
    assert.deepEqual(refusals, [], refusals.join('\n'));
    // Every operation of the document was sent (each answered, whatever its status).
    const sent = new Set([...statuses.keys()].map((key) => key.split(' ').slice(0, 2).join(' ')));
    assert.deepEqual(
      operations.map(({ method, path }) => `${method} ${path}`).filter((operation) => !sent.has(operation)),
      [],
    );
  });
});
