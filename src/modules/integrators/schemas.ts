import { Type } from 'typebox';
import { ErrorBody, Id, IdParams, Timestamp, PageNamed, HttpUrl } from '../../http/schemas.ts';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Email = Type.String({ format: 'email', maxLength: 254 });
const CallbackUrl = HttpUrl();
const FeeBps = Type.Integer({ minimum: 0, maximum: 10000 });
const SUSPENDED = 'SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued';
const Status = (description: string) => Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')], { description });

/** The profile's fields as a new integrator is answered with (contract section 2); a new one is always ACTIVE. */
const IntegratorFields = {
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  callbackUrl: Type.Union([Type.String(), Type.Null()]),
  integratorFeeBps: Type.Integer(),
  clientId: Type.String(),
  createdDate: Timestamp,
  lastModifiedDate: Timestamp,
};

export const Integrator = Type.Object({ ...IntegratorFields, status: Status(SUSPENDED) }, { $id: 'Integrator', description: "An integrator's profile" });

export const CreatedIntegrator = Type.Object(
  {
    ...IntegratorFields,
    clientSecret: Type.String({ description: 'Shown only in this answer' }),
    webhookSecret: Type.String(),
  },
  { $id: 'CreatedIntegrator', description: 'A new integrator with its credentials' },
);

export const CreateIntegratorBody = Type.Object(
  {
    name: Name,
    email: Email,
    callbackUrl: Type.Optional(Type.Union([CallbackUrl, Type.Null()])),
    integratorFeeBps: Type.Optional(FeeBps),
    password: Type.Optional(
      Type.String({ minLength: 10, maxLength: 200, description: 'Signs the integrator in to the dashboard at /dashboard (with its email); never shown again' }),
    ),
  },
  { additionalProperties: false },
);

export const UpdateIntegratorBody = Type.Object(
  {
    name: Type.Optional(Name),
    callbackUrl: Type.Optional(Type.Union([CallbackUrl, Type.Null()])),
    integratorFeeBps: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 10000, description: 'Operator only (ADMIN_TOKEN); applies to simulations made after it' }),
    ),
    status: Type.Optional(Status(`Operator only (ADMIN_TOKEN). ${SUSPENDED}`)),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description: 'Operator only, required with integratorFeeBps: a fee is changed under the two-person rule, and the approver reads this',
      }),
    ),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    dependentRequired: { integratorFeeBps: ['reason'] },
    description: "An integrator changes its own name and callbackUrl; integratorFeeBps and status are the operator's (400 from an integrator). Audit-logged.",
  },
);

export const IntegratorParams = Type.Object({ integratorId: Id });
export const WebhookSecret = Type.Object({ webhookSecret: Type.String() });

/**
 * RFC 6749 §4.4.2 and §2.3.1: the client authenticates in the body (client_secret_post: client_id and client_secret) or
 * by HTTP Basic (client_secret_basic: neither here). Parameters RFC 6749 does not know are ignored, as it says.
 */
export const TokenBody = Type.Object({
  grant_type: Type.Literal('client_credentials', { description: 'Any other answers 400 unsupported_grant_type' }),
  client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'client_secret_post; leave out with HTTP Basic' })),
  client_secret: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'client_secret_post; leave out with HTTP Basic' })),
  scope: Type.Optional(Type.String({ maxLength: 0, description: 'Ponte has no scopes: leave it out or empty (any other answers 400 invalid_scope)' })),
});

/** The token endpoint's error answer: the contract's body, and RFC 6749 §5.2's fields that OAuth 2 client libraries read. */
export const OAuthErrorBody = Type.Object(
  {
    ...ErrorBody.properties,
    error: Type.String({
      description:
        'RFC 6749 §5.2: invalid_client (401), invalid_request, unsupported_grant_type, invalid_scope (400), unauthorized_client (403, a suspended integrator)',
      examples: ['invalid_client'],
    }),
    error_description: Type.String({ description: 'The message, in the characters RFC 6749 allows' }),
  },
  { $id: 'OAuthError', description: 'An error of the token endpoint: the Error body with the OAuth 2 error fields' },
);

/** RFC 8414 §2: what a generic OAuth 2 client discovers of the token endpoint. */
export const AuthorizationServerMetadata = Type.Object({
  issuer: Type.String({ description: 'PUBLIC_BASE_URL' }),
  token_endpoint: Type.String(),
  grant_types_supported: Type.Array(Type.String()),
  token_endpoint_auth_methods_supported: Type.Array(Type.String()),
  response_types_supported: Type.Array(Type.String(), { description: 'None: there is no authorization endpoint' }),
  service_documentation: Type.String(),
});
export const AccessToken = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
    integratorId: Type.String({ description: 'The integrator the token acts for (the {integratorId} of its profile routes)' }),
  },
  {
    $id: 'AccessToken',
    description: 'A bearer token for the /v1 API',
    examples: [
      { access_token: 'pt_3q2-7mWcY0kX1n8bQeJv9rT4sLhZ', token_type: 'Bearer', expires_in: 36000, integratorId: '5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e' },
    ],
  },
);

export const ClientSecret = Type.Object({ clientSecret: Type.String({ description: 'Shown only in this answer' }) });

/** One of the integrator's client credentials; its secret is never shown again after its creation. */
export const ApiKey = Type.Object({
  id: Type.String({ description: 'The {id} of DELETE /v1/api-keys/{id}' }),
  label: Type.String(),
  clientId: Type.String({ description: 'The client_id of POST /v1/auth/token' }),
  createdAt: Timestamp,
  lastUsedAt: Type.Union([Timestamp, Type.Null()], { description: 'When the key last obtained an access token (not every call made with one)' }),
  revokedAt: Type.Union([Timestamp, Type.Null()], { description: 'Once set, the key gets no token and every token it obtained is refused' }),
});

export const CreatedApiKey = Type.Object({
  ...ApiKey.properties,
  clientSecret: Type.String({ description: 'Shown only in this answer' }),
});

export const CreateApiKeyBody = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: 100, description: 'What the key is for, as the integrator names it' }) },
  { additionalProperties: false },
);

export const ApiKeyParams = IdParams;

/** A page of Integrators, named for generators. */
export const IntegratorPage = PageNamed(Integrator);
