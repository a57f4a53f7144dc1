// Owns the published description of the API: OpenAPI 3.1 built from the same schemas the server validates with, every
// route carrying the error answers it can give, and a readable reference at /docs served from this process.
//
// Built at three places: each route says its operationId, tag, summary and description beside its schema (so they
// are read where the route is); the named schemas (gathered above the modules, in
// openapi-components.ts, and handed in) are added once and routes point at them with ref();
// and here, what is true of every route is written once: the error answers (components/responses), the headers
// (X-Request-Id on every answer, Idempotency-Key on the POSTs and PUTs that take it, Idempotent-Replayed,
// Retry-After), the security of each route, the events Ponte sends (webhooks), and the examples.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from 'typebox';
import { OPERATION_EXAMPLES } from './openapi-examples.ts';
import { operationErrors, STATUS_MEANING, takesIdempotencyKey, type ErrorCatalogue } from './error-registry.ts';
import { IDEMPOTENCY_KEY_SCHEMA } from './idempotency.ts';
import { ErrorBody, ref } from './schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented route the server has: what /openapi.json must list, and what the fuzzer calls. */
    routeList: Array<{ method: string; url: string }>;
  }
}

/** The tags, in the order a reader meets them. */
export const TAGS = [
  { name: 'Auth', description: 'Access tokens from client credentials (OAuth 2 client credentials).' },
  { name: 'Integrators', description: "An integrator's profile, callback URL and secrets; creating integrators is the operator's." },
  { name: 'API keys', description: 'Several client credentials per integrator, each with a label, last use and revocation.' },
  { name: 'Beneficiaries', description: 'The people and businesses that move money, their verification (KYC, KYB) and their local payout accounts.' },
  { name: 'Verification', description: 'The steps of a beneficiary’s verification: fresh upload links, and the captured identity images.' },
  { name: 'Transfers', description: 'Simulations and transfers between a local currency (BRL by PIX, COP by bank) and USDC, both ways.' },
  { name: 'Payments', description: 'USD payments out to a beneficiary’s payment contacts, and USD received for a beneficiary.' },
  { name: 'Webhooks', description: 'The events sent to your callback URL: their delivery, redelivery, and a test event.' },
  { name: 'Webhook endpoints', description: 'Where events are sent: several URLs, each with its own secret and the operations it subscribes to.' },
  { name: 'Events', description: 'The events Ponte sends to the callback URL, each signed with the Standard Webhooks headers.' },
  { name: 'Request log', description: 'Your latest API calls: method, path, status, request id, error code, duration, API key.' },
  { name: 'Exports', description: 'CSV exports of transfers, payments, balance movements and the journal.' },
  { name: 'Sandbox', description: 'Sandbox only (404 in production): pay a transfer, receive a payment, set the market rate, move the clock forward.' },
  { name: 'Ledger', description: 'The books, for the operator.' },
  { name: 'Corridors', description: 'The terms of each corridor, for the operator.' },
  { name: 'Screening', description: 'Sanctions screening reviews, for the operator.' },
  { name: 'Compliance', description: 'The compliance gate before every payout and release of funds: its decisions and limits, for the operator.' },
  { name: 'Liquidity', description: 'The money at each rail account: balances, minimums and targets, and refills, for the operator.' },
  { name: 'Audit', description: 'What operators and integrators changed, for the operator.' },
  {
    name: 'Approvals',
    description: 'The two-person rule: requests an approver other than their maker approves or rejects, the policies, manual journal entries.',
  },
  { name: 'Operations', description: 'The process’s health, readiness and metrics; the operator’s exceptions and reconciliation.' },
];

type Json = Record<string, any>;

/** An operation's key in the registry's map: `get /v1/transfers/{id}`, from the route's or the document's path. */
const operationKey = (method: string, url: string) => `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

/** The security requirement of a route, from the auth it declares (http/auth.ts). */
function securityOf(auth: string): Json[] {
  if (auth === 'none') return [];
  if (auth === 'admin') return [{ adminBearer: [] }];
  if (auth === 'integrator-or-admin') return [{ bearer: [] }, { adminBearer: [] }];
  return [{ bearer: [] }];
}

/** The headers an error answer of `status` carries beside X-Request-Id. */
function headersOf(status: string, requestId: Json): Json {
  if (status === '429' || status === '503') return { ...requestId, 'Retry-After': { $ref: '#/components/headers/Retry-After' } };
  if (status === '401') return { ...requestId, 'WWW-Authenticate': { $ref: '#/components/headers/WWW-Authenticate' } };
  return requestId;
}

/**
 * The error answers of one operation, from the registry: each status with the codes it can carry, as an enum on `code`
 * over the operation's error body (Error, or the body a route names for that status, as the token endpoint's OAuthError).
 */
function errorResponses(operation: Json, errors: Map<number, string[]>, catalogue: ErrorCatalogue, requestId: Json): Json {
  const responses: Json = {};
  for (const [status, codes] of errors) {
    const own = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
    const base = own?.$ref ? own : { $ref: '#/components/schemas/Error' };
    const list = codes.map((code) => `\`${code}\` (${catalogue.get(code)?.message ?? ''})`).join('; ');
    responses[String(status)] = {
      description: `${STATUS_MEANING[status] ?? 'An error.'} Codes: ${list}`,
      headers: headersOf(String(status), requestId),
      content: {
        'application/json': {
          schema: { allOf: [base, { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: codes } } }] },
        },
      },
    };
  }
  return responses;
}

/** Writes once what every operation shares: error responses, headers, examples; then adds the webhooks. */
function finishDocument(
  document: Json,
  description: ApiDescription,
  errorsOf: (key: string) => Map<number, string[]> | undefined,
  answerHeadersOf: (key: string) => Json | undefined = () => undefined,
): Json {
  const components = (document.components ??= {});
  components.headers = {
    'X-Request-Id': { description: 'The id of this request, as sent in X-Request-Id or made by the server: quote it to support.', schema: { type: 'string' } },
    'Idempotent-Replayed': {
      description: '"true" when this is the stored answer of an earlier request with the same Idempotency-Key.',
      schema: { type: 'string', enum: ['true'] },
    },
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
    'WWW-Authenticate': {
      description:
        'The challenge of a 401 (RFC 6750): Bearer realm="ponte", with error="invalid_token" when a token was sent; Basic realm="ponte" at the token endpoint.',
      schema: { type: 'string' },
    },
  };
  components.parameters = {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller.',
      schema: { ...IDEMPOTENCY_KEY_SCHEMA },
    },
  };
  const requestId = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
  const replayed = { 'Idempotent-Replayed': { $ref: '#/components/headers/Idempotent-Replayed' } };

  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = { description: operation.summary ?? 'OK' };
      const errors = errorsOf(operationKey(method, path));
      if (!errors) throw new Error(`${method.toUpperCase()} ${path} has no error answers in the registry`);
      // Every error answer comes from the registry; a status a route wrote by hand only lends its body schema.
      const fromRegistry = errorResponses(operation, errors, description.catalogue, requestId);
      for (const status of Object.keys(responses)) if (!/^[123]/.test(status)) delete responses[status];
      Object.assign(responses, fromRegistry);
      const idempotent = takesIdempotencyKey(method.toUpperCase(), path);
      const answerHeaders = answerHeadersOf(operationKey(method, path));
      for (const [status, response] of Object.entries(responses as Json)) {
        if (!fromRegistry[status]) response.headers = { ...response.headers, ...requestId };
        if (answerHeaders) response.headers = { ...response.headers, ...answerHeaders };
        // A stored answer (2xx or 4xx) replays with Idempotent-Replayed (http/idempotency.ts).
        if (idempotent && /^[24]/.test(status)) response.headers = { ...response.headers, ...replayed };
        if (response.description === 'Default Response') response.description = operation.summary ?? 'OK';
      }
      if (idempotent) (operation.parameters ??= []).push({ $ref: '#/components/parameters/IdempotencyKey' });
      addExamples(operation);
    }
  }
  shareCommonErrorResponses(document);
  Object.assign(components.schemas, description.eventSchemas());
  document.webhooks = description.webhookOperations();
  // A scheme no operation uses is not listed (metricsToken, when METRICS_TOKEN is not set).
  const used = new Set(
    JSON.stringify(document.paths)
      .match(/"(\w+)":\[\]/g)
      ?.map((match) => match.slice(1, match.indexOf('"', 1))),
  );
  for (const name of Object.keys(components.securitySchemes ?? {})) if (!used.has(name)) delete components.securitySchemes[name];
  return document;
}

/**
 * Names, under components/responses, the error answer of each status that most operations give alike (Error401: the
 * Bearer challenge and auth.unauthorized; Error429: Retry-After and rate_limit.exceeded...), and points those
 * operations at it: one place for a reader and a generator, and a smaller document.
 */
function shareCommonErrorResponses(document: Json): void {
  const uses = new Map<string, { status: string; response: Json; places: Json[] }>();
  for (const item of Object.values(document.paths as Json)) {
    for (const operation of Object.values(item as Json)) {
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        if (!/^[45]/.test(status)) continue;
        const key = `${status} ${JSON.stringify(response)}`;
        const entry = uses.get(key) ?? { status, response: response as Json, places: [] as Json[] };
        entry.places.push(operation.responses);
        uses.set(key, entry);
      }
    }
  }
  const shared: Json = {};
  const best = new Map<string, { response: Json; places: Json[] }>();
  for (const entry of uses.values()) if (entry.places.length > (best.get(entry.status)?.places.length ?? 1)) best.set(entry.status, entry);
  for (const [status, { response, places }] of [...best.entries()].sort(([a], [b]) => Number(a) - Number(b))) {
    const name = `Error${status}`;
    shared[name] = response;
    for (const responses of places) responses[status] = { $ref: `#/components/responses/${name}` };
  }
  document.components.responses = shared;
}

function addExamples(operation: Json): void {
  const example = OPERATION_EXAMPLES[operation.operationId];
  if (!example) return;
  const requestContent = operation.requestBody?.content as Json | undefined;
  if (example.request !== undefined && requestContent) {
    for (const media of Object.values(requestContent)) (media as Json).example = example.request;
  }
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
  const responseContent = success ? operation.responses[success].content : undefined;
  if (example.response !== undefined && responseContent) {
    for (const media of Object.values(responseContent)) (media as Json).example = example.response;
  }
}

/** What the document names beside the routes: the schemas routes point at with ref(), and the events sent. */
export interface ApiDescription {
  schemas: TSchema[];
  eventSchemas: () => Record<string, object>;
  webhookOperations: () => Record<string, object>;
  /** Every error code, its status and meaning (src/error-catalogue.ts): what routes' `config.errors` may name. */
  catalogue: ErrorCatalogue;
}

export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string, description: ApiDescription): Promise<void> {
  /** Each operation's error codes by status (keyed by operationKey), from the registry (http/error-registry.ts). */
  const errorsByOperation = new Map<string, Map<number, string[]>>();
  const answerHeadersByOperation = new Map<string, Record<string, object>>();
  for (const schema of description.schemas) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ponte API',
        version: '1.0.0',
        description:
          'Moves money between local-currency bank accounts (BRL through PIX, COP) and USDC for the beneficiaries of integrators. ' +
          'Every non-2xx answer has the Error shape and every answer an X-Request-Id header; every POST and PUT of /v1 takes an optional ' +
          'Idempotency-Key header. The events sent to the callback URL are under webhooks.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
        contact: { name: 'Ponte', url: `${publicBaseUrl}/docs` },
      },
      servers: [{ url: publicBaseUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /v1/auth/token' },
          adminBearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An operator’s token (pot_…, POST /v1/admin/operators/{id}/tokens), whose role must allow the call; or ADMIN_TOKEN, the bootstrap identity (in production it only creates the first admin operator)',
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics when it is set' },
          clientSecretBasic: {
            type: 'http',
            scheme: 'basic',
            description:
              'OAuth 2 client_secret_basic at POST /v1/auth/token: the client_id as user name and the client_secret as password, each form-urlencoded (RFC 6749 §2.3.1). Or send both in the body (client_secret_post).',
          },
        },
      },
    },
    // Named schemas keep their $id as their name under components/schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const auth = route.config?.auth ?? (url.startsWith('/v1/') ? 'integrator' : 'none');
      const transformed = { ...(schema ?? {}) } as Record<string, unknown>;
      transformed.security ??= securityOf(auth);
      return { schema: transformed as never, url };
    },
    transformObject: (documentObject) =>
      finishDocument(
        (documentObject as { openapiObject: Json }).openapiObject,
        description,
        (key) => errorsByOperation.get(key),
        (key) => answerHeadersByOperation.get(key),
      ) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs') || route.schema?.hide) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) routes.push({ method, url: route.url });
    // Fastify's own HEAD twin of a GET answers as the GET does: the GET's registry entry stands for both.
    if (methods.length === 0) return;
    const schema = (route.schema ??= {});
    // Every route of the API has an operationId (openapi:lint fails without), and must then declare its codes; a test's
    // own route without one answers the generic codes only.
    const documented = (schema as { operationId?: string }).operationId !== undefined;
    const errors = operationErrors(
      documented ? route : { ...route, config: { ...route.config, errors: route.config?.errors ?? [] } },
      methods[0] as string,
      description.catalogue,
    );
    for (const method of methods) {
      errorsByOperation.set(operationKey(method, route.url), errors);
      if (route.config?.answerHeaders) answerHeadersByOperation.set(operationKey(method, route.url), route.config.answerHeaders);
    }
    // Error answers are serialised by their schema (the Error body, or one the route names for that status).
    const response = (schema.response ??= {}) as Record<string | number, unknown>;
    for (const status of errors.keys()) response[status] ??= ref(ErrorBody);
  });
}
