// Owns when request validators are compiled: Fastify's own compiler (Ajv, through @fastify/ajv-compiler, with the
// app's options and keywords), each route's body, query string, params and headers validator built at the first
// request that needs it instead of all of them at start. Compiling every route's request schemas at start was about
// 0.33 s of the CPU of each start of the app (half of building it), for requests a process may never see; a request
// now pays for its own validator once. What is compiled and how it validates is unchanged. A schema Ajv cannot compile
// would fail at its route's first request rather than at start: test/http/serializers.test.ts compiles every declared
// request schema of the app to rule that out, as it does for the responses.
import AjvCompiler, { type RouteDefinition, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { ValidateFunction } from 'ajv';

export type { ValidatorFactory };
/**
 * What Fastify does with a factory: called with the shared schemas and the ajv options, it answers a compiler, which
 * Fastify calls with each route's definition (@fastify/ajv-compiler's types give that compiler a schema instead).
 */
type Factory = (externalSchemas: unknown, options: unknown) => (route: RouteDefinition) => ValidateFunction;

/**
 * A request header schema with its property names in lower case, as Node gives header names: what Fastify does to a
 * header schema itself, but only when it compiles with its default factory (a factory of the app's own is handed the
 * schema as written).
 */
function lowerCaseHeaders(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...rest,
    ...(properties && typeof properties === 'object'
      ? { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) }
      : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => (typeof name === 'string' ? name.toLowerCase() : name)) } : {}),
  };
}

/** `factory`, with each route's validator compiled at its first use. */
export function lazy(factory: ValidatorFactory): ValidatorFactory {
  const build = factory as unknown as Factory;
  const lazyFactory: Factory = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      const definition = route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaders(route.schema) } : route;
      let validate: ValidateFunction | undefined;
      // Fastify reads a failed validation's `errors` from the function it was given: this one.
      const first = ((data: unknown) => {
        validate ??= compile(definition);
        const valid = validate(data);
        first.errors = validate.errors;
        return valid;
      }) as ValidateFunction;
      return first;
    };
  };
  return lazyFactory as unknown as ValidatorFactory;
}

export const lazyValidators = lazy(AjvCompiler());
