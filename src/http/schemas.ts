// Schemas shared by every module: the error body, money, ids and list pages.
import { Type, type TSchema } from 'typebox';

export const ErrorBody = Type.Object(
  {
    code: Type.String({ examples: ['beneficiary.not_found'] }),
    message: Type.String(),
    requestId: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { $id: 'ErrorBody', description: 'Every non-2xx answer' },
);

export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const IdParams = Type.Object({ id: Id });

/** An amount in a request: a JSON number or a decimal string, at most 2 decimals, no exponent (checked by `money`). */
export const AmountValue = Type.Union([Type.Number(), Type.String({ pattern: '^[0-9]+(\\.[0-9]{1,2})?$', maxLength: 24 })]);

export const Timestamp = Type.String({ format: 'date-time' });

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  });
