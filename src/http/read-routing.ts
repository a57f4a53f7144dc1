// Owns what the HTTP layer tells the database about each request (db/replica.ts chooses where it reads): a GET or
// HEAD is a read, and the caller is the authenticated principal. Authentication itself (onRequest) runs before the
// caller is named, so tokens are always looked up on the primary; the dashboard and the console name their
// signed-in viewer when they find the session (also on the primary).
import type { FastifyInstance } from 'fastify';
import { markRead, setCaller, withReadScope } from '../db/replica.ts';
import { principalScope } from './auth.ts';

export function registerReadRouting(app: FastifyInstance): void {
  // A callback hook: what follows (the other hooks, the handler) runs inside the request's scope.
  app.addHook('onRequest', (_request, _reply, done) => withReadScope(done));
  app.addHook('preHandler', async (request) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const caller = principalScope(request.principal);
    if (caller === undefined) markRead(read);
    else setCaller(caller, read);
  });
}
