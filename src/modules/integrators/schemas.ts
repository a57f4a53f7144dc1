import { Type } from 'typebox';
import { Id, Timestamp } from '../../http/schemas.ts';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Email = Type.String({ format: 'email', maxLength: 254 });
const CallbackUrl = Type.String({ minLength: 1, maxLength: 2048 });
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

export const Integrator = Type.Object({ ...IntegratorFields, status: Status(SUSPENDED) });

export const CreatedIntegrator = Type.Object({
  ...IntegratorFields,
  clientSecret: Type.String({ description: 'Shown only in this answer' }),
  webhookSecret: Type.String(),
});

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
    integratorFeeBps: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: 'Operator only (ADMIN_TOKEN); applies to simulations made after it' })),
    status: Type.Optional(Status(`Operator only (ADMIN_TOKEN). ${SUSPENDED}`)),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'An integrator changes its own name and callbackUrl; integratorFeeBps and status are the operator\'s (400 from an integrator). Audit-logged.',
  },
);

export const IntegratorParams = Type.Object({ integratorId: Id });
export const WebhookSecret = Type.Object({ webhookSecret: Type.String() });

export const TokenBody = Type.Object({
  grant_type: Type.Literal('client_credentials'),
  client_id: Type.String({ minLength: 1, maxLength: 200 }),
  client_secret: Type.String({ minLength: 1, maxLength: 200 }),
});
export const TokenAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});

export const ClientSecret = Type.Object({ clientSecret: Type.String({ description: 'Shown only in this answer' }) });
