// Schemas shared by every module: the error body, money, ids and list pages, and `ref`, which points a route at a named
// schema of the API (src/openapi-components.ts) instead of writing it out again.
import { createRequire } from 'node:module';
import type { Ajv, KeywordDefinition } from 'ajv';
import { Type, type Static, type TSchema } from 'typebox';
import { COUNTRY_CODES } from '../countries.ts';

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

/**
 * The message a request's error gives for a rule of the schema it is written beside: `{ ...rule, 'x-message': '...' }`
 * names the rule broken ("exponents are not accepted") where the validator would say only which keyword failed
 * ("must match pattern"). The document carries it too (an OpenAPI extension), so a client may show the same words.
 */
export const rule = <T extends object>(schema: T, message: string) => ({ ...schema, 'x-message': message });

/** Teaches the server's validator the x-message keyword (an annotation: it checks nothing). */
export const messageKeyword = (ajv: Ajv): Ajv => ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });

// A CommonJS module whose definition is its `default` export (required, not imported, for that reason).
const ajvDependentRequired = (createRequire(import.meta.url)('ajv/dist/vocabularies/validation/dependentRequired.js') as { default: KeywordDefinition })
  .default;

/**
 * Teaches the server's validator `dependentRequired` (JSON Schema 2019-09 and 2020-12, the dialect of the OpenAPI 3.1
 * document), which Fastify's draft-07 Ajv does not know: Ajv's own definition of the keyword, so that the server checks
 * exactly what the document states ("integratorFeeBps requires reason").
 */
export const dependentRequiredKeyword = (ajv: Ajv): Ajv => ajv.addKeyword(ajvDependentRequired);

/**
 * A positive decimal of a request with at most `decimals` decimals, no exponent (contract section 4): a JSON number, or
 * a decimal string (how a JSON number that a double cannot hold exactly arrives: src/http/json.ts). Each rule is its
 * own subschema so that an error names the one broken; `pattern` says all of them at once, for generators.
 */
export function positiveDecimal(decimals: number, maxLength: number, description?: string) {
  const places = decimals === 2 ? '([0-9]?[1-9]|[1-9][0-9]?)' : `([0-9]{0,${decimals - 1}}[1-9][0-9]{0,${decimals - 1}})`;
  const exact = `^([0-9]*[1-9][0-9]*(\\.[0-9]{1,${decimals}})?|[0-9]+\\.${places})$`;
  return Type.Union(
    [
      Type.Number({
        allOf: [rule({ exclusiveMinimum: 0 }, 'must be greater than 0'), rule({ multipleOf: 10 ** -decimals }, `must have at most ${decimals} decimals`)],
      }),
      Type.String({
        pattern: exact,
        maxLength,
        allOf: [
          // Each `not` names the type: a number, which the string branch does not take, must not match it either.
          rule({ not: { type: 'string', pattern: '[eE]' } }, 'exponents are not accepted: write the plain decimal, such as 100.50'),
          rule({ pattern: '^(-?[0-9]+(\\.[0-9]+)?|.*[eE].*)$' }, 'must be a decimal number such as 100.50'),
          rule({ not: { type: 'string', pattern: `\\.[0-9]{${decimals + 1}}` } }, `must have at most ${decimals} decimals`),
          rule({ not: { type: 'string', pattern: '^(-.*|[0.]*)$' } }, 'must be greater than 0'),
        ],
      }),
    ],
    { description: description ?? `Greater than 0, at most ${decimals} decimals, no exponent: a JSON number or a decimal string` },
  );
}

/** An amount in a request: a JSON number or a decimal string, > 0, at most 2 decimals, no exponent (contract section 4). */
export const AmountValue = positiveDecimal(2, 24);

export const Timestamp = Type.String({ format: 'date-time' });

/**
 * A URL the service will call (a callback URL, a webhook endpoint): absolute, http or https, without credentials
 * (integrators/callback-url.ts parseCallbackUrl). Where its host points (public addresses only, https in production)
 * depends on DNS and on the server, not on the request, and is checked when it is set and again when it is called.
 */
export const HttpUrl = (description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: 2048,
    format: 'uri',
    allOf: [
      rule({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' }, 'must use http or https'),
      rule({ pattern: '^[^:]+://[^/?#@]*([/?#]|$)' }, 'must not carry credentials'),
    ],
    ...(description ? { description } : {}),
  });

/**
 * `if`/`then` for an object: when `property` is `value`, the object must also match every one of `then` (a property
 * required, or one refused with `forbids`). Written into the schema the server validates with, so the document states
 * the condition. Each part sits in the `then`'s allOf, so that a linter that closes every object schema (Redocly's
 * example check) reads each as a part of the object, not as the whole of it.
 */
export const when = (property: string, value: string, ...then: object[]) => ({
  if: { type: 'object', properties: { [property]: { const: value } }, required: [property] },
  then: then.length === 1 ? then[0] : { allOf: then },
});

/** A part of `when`'s `then`: the property must be present (it is one of the object's, named here as well). */
export const requires = (name: string, message: string) => rule({ properties: { [name]: {} }, required: [name] }, message);

/** A part of `when`'s `then`: the property must be absent (the error names it: http/errors.ts). */
export const forbids = (name: string, message: string) => rule({ not: { properties: { [name]: {} }, required: [name] } }, message);

/** A country of a request: an ISO 3166-1 alpha-2 code that exists, listed in the document. */
export const CountryCode = (description: string) => Type.String({ ...rule({ enum: COUNTRY_CODES }, 'is not an ISO 3166-1 alpha-2 country code'), description });

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
