// Owns the published description of the API: OpenAPI 3.1 built from the same schemas the server validates with, every
// route carrying the error answers it can give, and a readable reference at /docs served from this process.
//
// Built at three places: each route says its operationId, tag, summary and description beside its schema (so they
// are read where the route is); the named schemas (gathered above the modules, in
// openapi-components.ts, and handed in) are added once and routes point at them with ref();
// and here, what is true of every route is written once: the error answers (components/responses), the headers
// (X-Request-Id on every answer, Idempotency-Key on the POSTs and PUTs that take it, Idempotent-Replayed,
// Retry-After), the security of each route, the events Ponte sends (webhooks), and the examples.
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from 'typebox';
import { OPERATION_EXAMPLES } from './openapi-examples.ts';
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
  { name: 'Audit', description: 'What operators and integrators changed, for the operator.' },
  { name: 'Operations', description: 'The process’s health, readiness and metrics; the operator’s exceptions and reconciliation.' },
];

/** What each error status means, for its entry under components/responses. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request is not valid: its body, query or path (errors lists the fields).',
  '401': 'No valid bearer token (auth.unauthorized), or wrong client credentials (auth.invalid_credentials); WWW-Authenticate says which scheme to use.',
  '403': 'A valid credential without the right (auth.forbidden: an integrator token on an operator route, or the reverse), or a suspended integrator.',
  '404': 'No such resource, or not yours (the same answer), or no such route.',
  '409': 'A conflict with an existing resource, or this Idempotency-Key is still in use.',
  '413': 'The body is too large.',
  '415': 'The body’s media type is not accepted.',
  '422': 'A business rule refused the request, or this Idempotency-Key was used with another request.',
  '429': 'Too many requests: retry after Retry-After seconds.',
  '500': 'A bug on our side; it has been logged. Report the requestId.',
  '503': 'A dependency is unavailable for now: retry after Retry-After seconds.',
};
const errorResponseName = (status: string) => `Error${status}`;

/** The error answers each route can give, added to its response schemas so OpenAPI lists them. */
function errorAnswers(route: RouteOptions): Record<number, unknown> {
  const auth = route.config?.auth ?? (route.url.startsWith('/v1/') ? 'integrator' : 'none');
  const error = ref(ErrorBody);
  const answers: Record<number, unknown> = { 500: error };
  const schema = route.schema ?? {};
  if (auth !== 'none' || schema.security) answers[401] = error;
  if (auth !== 'none') answers[403] = error;
  if (route.url.startsWith('/v1/')) answers[429] = error;
  if (schema.body || schema.querystring || schema.params || route.method === 'POST' || route.method === 'PUT') answers[400] = error;
  if (route.url.includes(':')) answers[404] = error;
  if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
    answers[409] = error;
    answers[413] = error;
    answers[415] = error;
    answers[422] = error;
  }
  return answers;
}

type Json = Record<string, any>;

/** The security requirement of a route, from the auth it declares (http/auth.ts). */
function securityOf(auth: string): Json[] {
  if (auth === 'none') return [];
  if (auth === 'admin') return [{ adminBearer: [] }];
  if (auth === 'integrator-or-admin') return [{ bearer: [] }, { adminBearer: [] }];
  return [{ bearer: [] }];
}

/** The POSTs and PUTs of the /v1 API take an Idempotency-Key (http/idempotency.ts), all but the token endpoint. */
const takesIdempotencyKey = (method: string, path: string) => (method === 'post' || method === 'put') && path.startsWith('/v1/') && path !== '/v1/auth/token';

/** The headers an error answer of `status` carries beside X-Request-Id. */
function headersOf(status: string, requestId: Json): Json {
  if (status === '429' || status === '503') return { ...requestId, 'Retry-After': { $ref: '#/components/headers/Retry-After' } };
  if (status === '401') return { ...requestId, 'WWW-Authenticate': { $ref: '#/components/headers/WWW-Authenticate' } };
  return requestId;
}

/** Writes once what every operation shares: error responses, headers, examples; then adds the webhooks. */
function finishDocument(document: Json, description: ApiDescription): Json {
  const components = (document.components ??= {});
  components.headers = {
    'X-Request-Id': { description: 'The id of this request, as sent in X-Request-Id or made by the server: quote it to support.', schema: { type: 'string' } },
    'Idempotent-Replayed': { description: '"true" when this is the stored answer of an earlier request with the same Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
    'WWW-Authenticate': {
      description: 'The challenge of a 401 (RFC 6750): Bearer realm="ponte", with error="invalid_token" when a token was sent; Basic realm="ponte" at the token endpoint.',
      schema: { type: 'string' },
    },
  };
  components.parameters = {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  };
  const requestId = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
  const errorSchema = document.components.schemas?.Error ? { $ref: '#/components/schemas/Error' } : undefined;
  components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      errorResponseName(status),
      {
        description,
        headers: headersOf(status, requestId),
        content: { 'application/json': { schema: errorSchema } },
      },
    ]),
  );

  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = { description: operation.summary ?? 'OK' };
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        // Any request can be too large in its headers (431) before a route sees it.
        responses['431'] = { description: 'The request line and headers are too large.', headers: requestId };
      }
      for (const [status, response] of Object.entries(responses as Json)) {
        const ownError = ERROR_RESPONSES[status] && !status.startsWith('2');
        // An error answer with the Error body is the shared response; one with a body of its own (the token endpoint's
        // OAuthError) keeps it, with the shared headers.
        if (ownError && response.content?.['application/json']?.schema?.$ref === '#/components/schemas/Error') {
          responses[status] = { $ref: `#/components/responses/${errorResponseName(status)}` };
          continue;
        }
        response.headers = { ...response.headers, ...(ownError ? headersOf(status, requestId) : requestId) };
        if (ownError) response.description = ERROR_RESPONSES[status];
        if (status.startsWith('2') && takesIdempotencyKey(method, path)) {
          response.headers['Idempotent-Replayed'] = { $ref: '#/components/headers/Idempotent-Replayed' };
        }
        if (response.description === 'Default Response') response.description = operation.summary ?? 'OK';
      }
      if (takesIdempotencyKey(method, path)) (operation.parameters ??= []).push({ $ref: '#/components/parameters/IdempotencyKey' });
      addExamples(operation);
    }
  }
  Object.assign(components.schemas, description.eventSchemas());
  document.webhooks = description.webhookOperations();
  // A scheme no operation uses is not listed (metricsToken, when METRICS_TOKEN is not set).
  const used = new Set(JSON.stringify(document.paths).match(/"(\w+)":\[\]/g)?.map((match) => match.slice(1, match.indexOf('"', 1))));
  for (const name of Object.keys(components.securitySchemes ?? {})) if (!used.has(name)) delete components.securitySchemes[name];
  return document;
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
}

export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string, description: ApiDescription): Promise<void> {
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
          adminBearer: { type: 'http', scheme: 'bearer', description: 'The operator’s ADMIN_TOKEN (without it, operator routes answer 404)' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics when it is set' },
          clientSecretBasic: {
            type: 'http',
            scheme: 'basic',
            description: 'OAuth 2 client_secret_basic at POST /v1/auth/token: the client_id as user name and the client_secret as password, each form-urlencoded (RFC 6749 §2.3.1). Or send both in the body (client_secret_post).',
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
    transformObject: (documentObject) => finishDocument((documentObject as { openapiObject: Json }).openapiObject, description) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs') || route.schema?.hide) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    const schema = (route.schema ??= {});
    const response = (schema.response ??= {}) as Record<string | number, unknown>;
    for (const [status, body] of Object.entries(errorAnswers(route))) {
      response[status] ??= body;
    }
  });
}
