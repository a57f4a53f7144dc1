// Schemas shared by every module: the error body, money, ids and list pages, and `ref`, which points a route at a named
// schema of the API (src/openapi-components.ts) instead of writing it out again.
import { Type, type Static, type TSchema } from 'typebox';

/**
 * A reference to a named schema (one with an `$id`, added to the app by registerOpenApi): validation and
 * serialisation resolve it from the app's shared schemas, OpenAPI writes it as `#/components/schemas/<$id>`, and the
 * route's TypeScript types stay those of the schema.
 */
export function ref<T extends TSchema & { $id?: string }>(schema: T) {
  if (!schema.$id) throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
}

export const ErrorBody = Type.Object(
  {
    code: Type.String({ examples: ['beneficiary.not_found'] }),
    message: Type.String(),
    requestId: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { $id: 'Error', description: 'Every non-2xx answer: the code says what went wrong, errors which fields (on validation failures)' },
);

export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const IdParams = Type.Object({ id: Id });

/** An amount in a request: a JSON number or a decimal string, at most 2 decimals, no exponent (checked by `money`). */
export const AmountValue = Type.Union([Type.Number(), Type.String({ pattern: '^[0-9]+(\\.[0-9]{1,2})?$', maxLength: 24 })]);

export const Timestamp = Type.String({ format: 'date-time' });

export const PageOf = <T extends TSchema>(item: T, options: { $id?: string; description?: string } = {}) =>
  Type.Object(
    {
      content: Type.Array(item),
      page: Type.Integer({ minimum: 0 }),
      size: Type.Integer({ minimum: 1 }),
      totalElements: Type.Integer({ minimum: 0 }),
      totalPages: Type.Integer({ minimum: 0 }),
    },
    options,
  );

/** A named list envelope: `{$id}` (`TransferPage`) of the named item schema. */
export const PageNamed = <T extends TSchema & { $id?: string }>(item: T) =>
  PageOf(ref(item), { $id: `${item.$id}Page`, description: `A page of ${item.$id} (contract section 5)` });
