// Owns when response serializers are compiled: Fastify's own compiler (fast-json-stringify, through
// @fastify/fast-json-stringify-compiler), each route's and status's serializer built at its first answer instead of
// all of them at start. Building every declared response of every route at start was most of the CPU of starting the
// app (about 1.5 s), for answers a process may never give; an answer now pays for its own serializer once, in
// milliseconds. What is compiled and how it serializes is unchanged. A schema that fast-json-stringify cannot compile
// would fail at its first answer rather than at start: test/http/serializers.test.ts compiles every declared response
// of the app to rule that out.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** Fastify's serializer factory type (schemaController.compilersFactory.buildSerializer). */
export type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** `factory`, with each route's serializer compiled at its first use. */
export const lazy =
  (factory: SerializerFactory): SerializerFactory =>
  (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };

export const lazySerializers = lazy(SerializerSelector());
