// Owns the operator console at /ops: server-rendered pages over the same services the API calls, for operator accounts
// (src/modules/operators/), in a scope of its own apart from the integrator dashboard. It shares the dashboard's
// machinery (src/web/: escaping, CSRF, cookies, lock-out, headers, assets) but none of its sessions: its cookie is
// `ponte_ops_session` with Path=/ops and its sessions live in ops_sessions, so a dashboard session never opens a
// console page, nor a console session a dashboard page. Every POST needs its CSRF token. The pages are listed in
// pages/index.ts.
import { setCaller } from '../db/replica.ts';
import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { statusOf } from '../http/errors.ts';
import { cookieOf, scopeCookie } from '../web/cookies.ts';
import { csrfAccepted } from '../web/csrf.ts';
import { withQuery, type SafeHtml } from '../web/html.ts';
import { registerPageScope } from '../web/scope.ts';
import { render, sendPage, type Console, type PageHandler, type PublicHandler, type SignedIn } from './context.ts';
import { registerAuthPages } from './pages/auth.ts';
import { errorContent, forbiddenContent, notFoundContent } from './pages/errors.ts';
import { CONSOLE_PAGES } from './pages/index.ts';
import { OPS_SESSION_COOKIE, OperatorSessions } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, once a console route has looked at the session cookie. */
    opsViewer?: SignedIn | null;
  }
}

export interface OpsRouteOptions {
  config: Config;
  db: Db;
  services: Services;
}

/** The only pages an operator with the one-time password may open: choosing a password, and leaving. */
const FIRST_PASSWORD_PATHS = new Set(['/ops/password', '/ops/sign-out']);

export async function opsRoutes(app: FastifyInstance, options: OpsRouteOptions): Promise<void> {
  const { config, services } = options;
  const sessions = new OperatorSessions(options.db, services.operators);
  const sandbox = config.env === 'sandbox';
  const cookie = scopeCookie('/ops', config.env, config.publicBaseUrl);
  const publicOrigin = new URL(config.publicBaseUrl).origin;

  await app.register(
    async (scope) => {
      await scope.register(formbody, { bodyLimit: 64 * 1024 });
      await scope.register(fastifyCookie);
      scope.decorateRequest('opsViewer', undefined);
      registerPageScope(scope);

      /** The signed-in operator of the request's session cookie, looked up once per request. */
      async function viewerOf(request: FastifyRequest): Promise<SignedIn | undefined> {
        if (request.opsViewer !== undefined) return request.opsViewer ?? undefined;
        request.opsViewer = null;
        const session = await sessions.find(cookieOf(request, OPS_SESSION_COOKIE), 'signed_in');
        if (!session) return undefined;
        const operator = await services.operators.get(session.operatorId).catch((error: unknown) => {
          if (error instanceof DomainError && statusOf(error) === 404) return undefined;
          throw error;
        });
        if (!operator) return undefined;
        request.opsViewer = { operator, csrfToken: session.csrfToken };
        // From here the page's reads are the operator's: served by the replica once it has replayed the operator's writes.
        setCaller(`operator:${operator.id}`);
        return request.opsViewer;
      }

      async function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, content: SafeHtml, title: string) {
        const viewer = await viewerOf(request).catch(() => undefined);
        if (viewer) return render(c, reply, viewer, { title }, content, status);
        return sendPage(reply, { title, sandbox }, content, status);
      }

      /**
       * Every console route: hidden from OpenAPI, outside bearer auth, and a POST refused without its CSRF token. A
       * signed-in route sends a signed-out visitor to sign in, and an operator still on the one-time password to
       * choose one; a public one (the sign-in steps) checks the token of its pre-session cookie instead.
       */
      const addRoute = (method: 'GET' | 'POST', path: string, access: { signedIn: PageHandler } | { open: PublicHandler }) =>
        scope.route({
          method,
          url: path,
          schema: { hide: true },
          config: { auth: 'none' },
          handler: async (request, reply) => {
            const viewer = 'signedIn' in access ? await viewerOf(request) : undefined;
            if ('signedIn' in access && !viewer) {
              const next = method === 'GET' ? request.url : undefined;
              return reply.redirect(withQuery('/ops/sign-in', { next }), 303);
            }
            if (method === 'POST' && !csrfAccepted(request, viewer?.csrfToken, publicOrigin)) {
              return sendProblem(request, reply, 403, forbiddenContent(), 'This form could not be accepted');
            }
            if (viewer?.operator.passwordIsTemporary && !FIRST_PASSWORD_PATHS.has(`/ops${path}`)) return reply.redirect('/ops/password', 303);
            return 'signedIn' in access ? access.signedIn(request, reply, viewer as SignedIn) : access.open(request, reply);
          },
        });

      const c: Console = {
        services,
        db: options.db,
        sessions,
        sandbox,
        cookie,
        nav: CONSOLE_PAGES.flatMap((consolePage) => (consolePage.nav ? [consolePage.nav] : [])),
        get: (path, handler) => addRoute('GET', path, { signedIn: handler }),
        post: (path, handler) => addRoute('POST', path, { signedIn: handler }),
        getPublic: (path, handler) => addRoute('GET', path, { open: handler }),
        postPublic: (path, handler) => addRoute('POST', path, { open: handler }),
      };

      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const status = error instanceof DomainError ? statusOf(error) : error.validation ? 400 : (error.statusCode ?? 500);
        if (status === 404) return sendProblem(request, reply, 404, notFoundContent(), 'Not found');
        if (status >= 500 || status < 400) {
          request.log.error({ err: error }, 'console page failed');
          return sendProblem(request, reply, 500, errorContent('Something went wrong on our side. It has been logged; please try again.'), 'Something went wrong');
        }
        return sendProblem(request, reply, status, errorContent(error.message), 'That did not work');
      });
      scope.setNotFoundHandler(async (request, reply) => sendProblem(request, reply, 404, notFoundContent(), 'Not found'));

      registerAuthPages(c);
      for (const consolePage of CONSOLE_PAGES) consolePage.register(c);
    },
    { prefix: '/ops' },
  );
}
