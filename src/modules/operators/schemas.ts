// The shapes of the operator accounts API (/v1/admin/operators) and of operators' tokens.
import { Type, type Static } from 'typebox';
import { Id, Timestamp } from '../../http/schemas.ts';
import { ROLES } from '../../http/roles.ts';

const roleLiterals = () =>
  [Type.Literal('viewer'), Type.Literal('operator'), Type.Literal('approver'), Type.Literal('admin')] as const satisfies ReadonlyArray<{
    const: (typeof ROLES)[number];
  }>;

export const Role = Type.Union([...roleLiterals()], {
  description:
    'viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls ' +
    "(corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens",
});

export const CreateOperatorBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    role: Type.Optional(Type.Union([...roleLiterals()], { description: 'Default viewer. ADMIN_TOKEN in production makes only the first admin.' })),
    secondFactor: Type.Optional(
      Type.Boolean({
        description: 'A TOTP second factor (default true). Production refuses false; a sandbox account without one signs in with its password alone.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOperatorInput = Static<typeof CreateOperatorBody>;

const Totp = Type.Object(
  {
    secret: Type.String({ description: 'Base32, for an authenticator app; shown only in this answer' }),
    uri: Type.String({ description: 'The otpauth:// provisioning URI (a QR code of it)' }),
    issuer: Type.String(),
    algorithm: Type.Literal('SHA1'),
    digits: Type.Integer(),
    period: Type.Integer(),
  },
  { description: 'The TOTP second factor (RFC 6238)' },
);

export const CreatedOperator = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: Role,
  password: Type.String({ description: 'A one-time password, shown only in this answer: the first sign-in to /ops replaces it' }),
  totp: Type.Union([Totp, Type.Null()]),
  createdDate: Timestamp,
});
export type CreatedOperatorBody = Static<typeof CreatedOperator>;

export const Operator = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: Role,
  secondFactor: Type.Boolean({ description: 'Whether sign-in asks for a TOTP code (always in production)' }),
  passwordIsTemporary: Type.Boolean({ description: 'The one-time password has not been replaced yet' }),
  disabled: Type.Boolean({ description: 'A disabled account cannot sign in and its tokens are refused' }),
  disabledAt: Type.Union([Timestamp, Type.Null()]),
  createdBy: Type.String({ description: "`admin` (ADMIN_TOKEN), `command` (the server's command), or the id of the admin who made it" }),
  createdDate: Timestamp,
});

export const UpdateOperatorBody = Type.Object(
  {
    role: Type.Optional(Role),
    disabled: Type.Optional(Type.Boolean({ description: 'true disables the account (its sessions end, its tokens are refused); false enables it again' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateOperatorInput = Static<typeof UpdateOperatorBody>;

export const OperatorParams = Type.Object({ id: Id });
export const OperatorTokenParams = Type.Object({ id: Id, tokenId: Id });

export const TotpReset = Type.Object({ operator: Operator, totp: Totp });

export const OperatorToken = Type.Object({
  id: Type.String(),
  operatorId: Type.String(),
  label: Type.String(),
  createdBy: Type.String({ description: 'Who made it: the operator, an admin (their id), or `admin` (ADMIN_TOKEN in the sandbox)' }),
  createdAt: Timestamp,
  expiresAt: Type.Union([Timestamp, Type.Null()], { description: 'null: until revoked' }),
  lastUsedAt: Type.Union([Timestamp, Type.Null()], { description: 'The last call made with it (to the minute)' }),
  revokedAt: Type.Union([Timestamp, Type.Null()]),
  revokedBy: Type.Union([Type.String(), Type.Null()]),
});

export const CreateOperatorTokenBody = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 100, description: 'What the token is for, e.g. "reconciliation script"' }),
    expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, description: 'Days until it stops working; default: until revoked' })),
  },
  { additionalProperties: false },
);

export const CreatedOperatorToken = Type.Object({
  ...OperatorToken.properties,
  token: Type.String({ description: 'The bearer token (pot_…), shown only in this answer: only its SHA-256 is kept' }),
});
