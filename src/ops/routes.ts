// Owns the operator console at /ops: server-rendered pages over the same services the API calls, for operator accounts
// (src/modules/operators/), in a scope of its own apart from the integrator dashboard. It shares the dashboard's
// machinery (src/web/: the site's scope and routes, layout, escaping, CSRF, cookies, lock-out, headers, assets) but
// none of its sessions: its cookie is `ponte_ops_session` with Path=/ops and its sessions live in ops_sessions, so a
// dashboard session never opens a console page, nor a console session a dashboard page. Every POST needs its CSRF
// token. The pages are listed in pages/index.ts.
import { setCaller } from '../db/replica.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { statusOf } from '../http/errors.ts';
import { cookieOf, scopeCookie } from '../web/cookies.ts';
import { registerSite } from '../web/site.ts';
import { requirePermission } from '../http/auth.ts';
import type { Permission } from '../http/roles.ts';
import { consoleIdentity, render, sendPage, type Console, type PageHandler, type SignedIn } from './context.ts';
import { registerAuthPages } from './pages/auth.ts';
import { notFoundContent } from './pages/errors.ts';
import { CONSOLE_PAGES } from './pages/index.ts';
import { STATEMENT_UPLOAD_PATH } from './pages/reconciliation.ts';
import { MAX_STATEMENT_BYTES } from '../modules/reconciliation/index.ts';
import { OPS_SESSION_COOKIE, OperatorSessions } from './session.ts';

export interface OpsRouteOptions {
  config: Config;
  db: Db;
  services: Services;
}

/** The only pages an operator with the one-time password may open: choosing a password, and leaving. */
const FIRST_PASSWORD_PATHS = new Set(['/password', '/sign-out']);

export async function opsRoutes(app: FastifyInstance, options: OpsRouteOptions): Promise<void> {
  const { config, services } = options;
  const sessions = new OperatorSessions(options.db, services.operators);
  const sandbox = config.env === 'sandbox';
  const cookie = scopeCookie('/ops', config.env, config.publicBaseUrl);
  const nav = CONSOLE_PAGES.flatMap((consolePage) => (consolePage.nav ? [consolePage.nav] : []));

  await registerSite<SignedIn>(app, {
    prefix: '/ops',
    name: 'console',
    publicBaseUrl: config.publicBaseUrl,
    notFound: notFoundContent(),
    // A bank statement's file (modules/reconciliation: camt.053 or CSV) is the console's one upload.
    uploads: { paths: [STATEMENT_UPLOAD_PATH], maxBytes: MAX_STATEMENT_BYTES },
    async findViewer(request) {
      const session = await sessions.find(cookieOf(request, OPS_SESSION_COOKIE), 'signed_in');
      if (!session) return undefined;
      const operator = await services.operators.get(session.operatorId).catch((error: unknown) => {
        if (error instanceof DomainError && statusOf(error) === 404) return undefined;
        throw error;
      });
      // A disabled account's sessions are ended when it is disabled; one that raced that is refused here too.
      if (!operator || operator.disabled) return undefined;
      // From here the page's reads are the operator's: served by the replica once it has replayed the operator's writes.
      setCaller(`operator:${operator.id}`);
      return { operator, csrfToken: session.csrfToken };
    },
    sendPage: (reply, viewer, page, content, status) =>
      viewer ? render({ sandbox, nav }, reply, viewer, page, content, status) : sendPage(reply, { ...page, sandbox }, content, status),
    guard(_request, reply, viewer, route) {
      // An operator still on the one-time password chooses one before anything else.
      if (viewer.operator.passwordIsTemporary && !FIRST_PASSWORD_PATHS.has(route.path)) return reply.redirect('/ops/password', 303);
      return undefined;
    },
    register(routes) {
      // Each page checks the operator's role as the API does (a 403 page): `read` for a GET, `act` for a POST, unless it names another.
      const checked =
        (handler: PageHandler, permission: Permission): PageHandler =>
        async (request, reply, viewer) => {
          requirePermission(consoleIdentity(viewer), permission);
          return handler(request, reply, viewer);
        };
      const c: Console = {
        services,
        db: options.db,
        sessions,
        sandbox,
        cookie,
        nav,
        ...routes,
        get: (path, handler, permission = 'read') => routes.get(path, checked(handler, permission)),
        post: (path, handler, permission = 'act') => routes.post(path, checked(handler, permission)),
      };
      registerAuthPages(c);
      for (const consolePage of CONSOLE_PAGES) consolePage.register(c);
    },
  });
}
