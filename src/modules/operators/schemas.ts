// The shapes of the operator accounts API (POST /v1/admin/operators).
import { Type, type Static } from 'typebox';
import { Timestamp } from '../../http/schemas.ts';

export const CreateOperatorBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    secondFactor: Type.Optional(
      Type.Boolean({ description: 'A TOTP second factor (default true). Production refuses false; a sandbox account without one signs in with its password alone.' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOperatorInput = Static<typeof CreateOperatorBody>;

export const CreatedOperator = Type.Object({
  id: Type.String(),
  email: Type.String(),
  password: Type.String({ description: 'A one-time password, shown only in this answer: the first sign-in to /ops replaces it' }),
  totp: Type.Union([
    Type.Object(
      {
        secret: Type.String({ description: 'Base32, for an authenticator app; shown only in this answer' }),
        uri: Type.String({ description: 'The otpauth:// provisioning URI (a QR code of it)' }),
        issuer: Type.String(),
        algorithm: Type.Literal('SHA1'),
        digits: Type.Integer(),
        period: Type.Integer(),
      },
      { description: 'The TOTP second factor (RFC 6238)' },
    ),
    Type.Null(),
  ]),
  createdDate: Timestamp,
});
export type CreatedOperatorBody = Static<typeof CreatedOperator>;
