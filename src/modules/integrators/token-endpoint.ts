// Owns the token endpoint as OAuth 2.0 says (RFC 6749 §4.4 client credentials) and its discovery (RFC 8414 metadata):
// client authentication by HTTP Basic (client_secret_basic, §2.3.1, which servers MUST support) or in the body
// (client_secret_post), never both; form-encoded and JSON bodies (the contract's JSON kept); no-store on every answer
// (§5.1); and beside the contract's error body, §5.2's `error` and `error_description`, which client libraries read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { DomainError } from '../../errors.ts';
import type { ErrorAnswerExtras } from '../../http/errors.ts';
import { ref } from '../../http/schemas.ts';
import type { ApiKeyService } from './api-keys.ts';
import { integratorError } from './errors.ts';
import { AccessToken, AuthorizationServerMetadata, OAuthErrorBody, TokenBody } from './schemas.ts';

export const TOKEN_PATH = '/v1/auth/token';
export const METADATA_PATH = '/.well-known/oauth-authorization-server';
/** The realm of the token endpoint's Basic challenge and of the API's Bearer one. */
const BASIC_CHALLENGE = 'Basic realm="ponte"';

/** RFC 6749 §5.2's error of each code the endpoint answers; any other 4xx is a request the endpoint cannot read. */
const OAUTH_ERROR: Record<string, string> = {
  'auth.invalid_credentials': 'invalid_client',
  'auth.unsupported_grant_type': 'unsupported_grant_type',
  'auth.invalid_scope': 'invalid_scope',
  'auth.multiple_client_authentications': 'invalid_request',
  // The client authenticated, and may not get a token now (the contract's 403 kept, see docs/api.md).
  'integrator.suspended': 'unauthorized_client',
};

/** The statuses whose answers carry `error` (the others: 429, 5xx). */
const OAUTH_ERROR_STATUSES = [400, 401, 403, 413, 415];

/** §5.2: error_description is printable ASCII without `"` and `\`. */
const describe = (message: string): string => message.replace(/[’‘]/g, "'").replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, '');

function oauthExtras(error: DomainError, status: number): ErrorAnswerExtras {
  // A throttled or failing server is no OAuth error: RFC 6749 has none for them, and clients read the status.
  const oauthError = OAUTH_ERROR[error.code] ?? (OAUTH_ERROR_STATUSES.includes(status) ? 'invalid_request' : undefined);
  return {
    fields: oauthError ? { error: oauthError, error_description: describe(error.message) } : {},
    // A 401 here is about client credentials, which this endpoint takes by Basic: the challenge names that scheme.
    challenge: BASIC_CHALLENGE,
  };
}

/** application/x-www-form-urlencoded decoding (§2.3.1 encodes the id and the secret so before base64). */
function formDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The client's id and secret from HTTP Basic, undefined without it; wrong credentials when it is malformed. */
function basicCredentials(request: FastifyRequest): { clientId: string; clientSecret: string } | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic(?:\s+(\S*))?\s*$/i.exec(header) : null;
  if (!match) return undefined;
  const encoded = match[1] ?? '';
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const clientId = colon > 0 ? formDecode(decoded.slice(0, colon)) : undefined;
  const clientSecret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : undefined;
  if (!clientId || !clientSecret) throw integratorError('auth.invalid_credentials', 'The Authorization header is not HTTP Basic client credentials.');
  return { clientId, clientSecret };
}

/** §2.3: one client authentication method a request; none at all is invalid_client (§5.2). */
function clientCredentials(request: FastifyRequest, body: Static<typeof TokenBody>): { clientId: string; clientSecret: string } {
  const basic = basicCredentials(request);
  if (basic) {
    // client_id beside Basic only identifies the client again (§3.2.1): allowed when it names the same client.
    if (body.client_secret !== undefined || (body.client_id !== undefined && body.client_id !== basic.clientId)) {
      throw integratorError('auth.multiple_client_authentications');
    }
    return basic;
  }
  if (body.client_id === undefined || body.client_secret === undefined) {
    throw integratorError('auth.invalid_credentials', 'Authenticate the client: HTTP Basic, or client_id and client_secret in the body.');
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}

export async function tokenRoutes(app: FastifyInstance, { apiKeys, publicBaseUrl }: { apiKeys: ApiKeyService; publicBaseUrl: string }): Promise<void> {
  const tags = ['Auth'];
  // The token endpoint also takes form-encoded bodies (RFC 6749 clients send them), so it has a scope of its own.
  await app.register(async (scope) => {
    await scope.register(formbody);
    // §5.1: a token, and an answer about credentials, is never stored by a cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
      return payload;
    });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(TOKEN_PATH, {
      config: {
        auth: 'none',
        errorExtras: oauthExtras,
        errors: [
          'auth.invalid_credentials',
          'auth.multiple_client_authentications',
          'auth.unsupported_grant_type',
          'auth.invalid_scope',
          'integrator.suspended',
        ],
        answerHeaders: {
          'Cache-Control': {
            description: 'no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached.',
            schema: { type: 'string', enum: ['no-store'] },
          },
          Pragma: { description: 'no-cache (RFC 6749 §5.1), for HTTP/1.0 caches.', schema: { type: 'string', enum: ['no-cache'] } },
        },
      },
      schema: {
        operationId: 'createAccessToken',
        description:
          'OAuth 2.0 client credentials (RFC 6749 §4.4), form-encoded or JSON. The client authenticates by HTTP Basic (client_secret_basic: ' +
          'base64 of the form-urlencoded client_id, a colon and the form-urlencoded client_secret) or with client_id and client_secret in the ' +
          'body (client_secret_post), not both. The token lives expires_in seconds. Every answer has Cache-Control: no-store. Errors add ' +
          "RFC 6749's error and error_description to the usual body: 401 invalid_client (auth.invalid_credentials, with WWW-Authenticate: Basic), " +
          '400 invalid_request, unsupported_grant_type or invalid_scope. Discover it at /.well-known/oauth-authorization-server.',
        tags,
        summary: 'Exchange client credentials for an access token',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        security: [{ clientSecretBasic: [] }, {}],
        body: TokenBody,
        response: { 200: ref(AccessToken), ...Object.fromEntries(OAUTH_ERROR_STATUSES.map((status) => [status, ref(OAuthErrorBody)])) },
      },
      // The grant type and the scope are looked at before the body's schema, so a grant of another type is named as
      // unsupported and a scope as invalid (RFC 6749 §5.2), as the schema's own rules for them say.
      preValidation: async (request) => {
        const body = request.body as { grant_type?: unknown; scope?: unknown } | undefined;
        if (typeof body?.grant_type === 'string' && body.grant_type !== 'client_credentials') throw integratorError('auth.unsupported_grant_type');
        if (typeof body?.scope === 'string' && body.scope !== '') throw integratorError('auth.invalid_scope');
      },
      handler: async (request) => {
        const { clientId, clientSecret } = clientCredentials(request, request.body);
        return apiKeys.issueToken(clientId, clientSecret);
      },
    });
  });

  app.withTypeProvider<TypeBoxTypeProvider>().get(METADATA_PATH, {
    config: { auth: 'none', errors: [] },
    schema: {
      operationId: 'getAuthorizationServerMetadata',
      tags,
      summary: 'OAuth 2.0 authorization server metadata (RFC 8414)',
      description: 'Where generic OAuth 2 clients discover the token endpoint and the client authentication methods it takes. The issuer is PUBLIC_BASE_URL.',
      response: { 200: AuthorizationServerMetadata },
    },
    handler: async () => ({
      issuer: publicBaseUrl,
      token_endpoint: `${publicBaseUrl}${TOKEN_PATH}`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      response_types_supported: [],
      service_documentation: `${publicBaseUrl}/docs`,
    }),
  });
}
