// Owns which methods each path of the app takes, for the 405 with Allow (RFC 9110 §15.5.6) that a known path answers to
// a method it does not take. Fastify's router says only "no route" for both an unknown path and a known path with
// another method; a second find-my-way router (the one Fastify routes with, same default options), filled from the
// onRoute hook, matches a concrete URL against every route's pattern whatever its method.
import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** Records every route as it is added; returns the methods a URL's path takes, in a stable order (none when unknown). */
export function registerMethodIndex(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay();
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      // The same pattern may come twice (a plugin's route and its own HEAD): one entry is enough.
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => undefined);
      methods.add(method);
    }
  });
  return (url) => [...methods].filter((method) => router.find(method, url) !== null).sort();
}
