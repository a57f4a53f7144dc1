// Owns the integrator dashboard at /dashboard: server-rendered pages over the same services the API calls, in a scope
// of their own. That scope reads HTML forms (the API reads JSON only), answers errors with pages instead of the API's
// JSON body, sets the headers a page with secrets needs (a strict Content-Security-Policy, no caching, no framing),
// and keeps its routes out of /openapi.json. Sessions are cookies checked by each route; every POST needs its CSRF token.
import { setCaller } from '../db/replica.ts';
import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import { cookieOf, scopeCookie } from '../web/cookies.ts';
import { render, sendPage, type Dashboard, type PageHandler, type PublicHandler, type SignedIn } from './context.ts';
import { csrfAccepted } from '../web/csrf.ts';
import { withQuery } from './html.ts';
import { registerAuthPages } from './pages/auth.ts';
import { registerApiKeyPages } from './pages/api-keys.ts';
import { registerBalancePages } from './pages/balances.ts';
import { registerRequestLogPages } from './pages/request-log.ts';
import { registerSearchPage } from './pages/search.ts';
import { registerBeneficiaryPages } from './pages/beneficiaries.ts';
import { errorContent, forbiddenContent, notFoundContent } from './pages/errors.ts';
import { registerEventPages } from './pages/events.ts';
import { registerExportPages } from './pages/exports.ts';
import { registerOverviewPage } from './pages/overview.ts';
import { registerPaymentContactPages } from './pages/payment-contacts.ts';
import { registerPaymentPages } from './pages/payments.ts';
import { registerProfilePages } from './pages/profile.ts';
import { registerSandboxPages } from './pages/sandbox.ts';
import { registerTransferPages } from './pages/transfers.ts';
import { registerWebhookEndpointPages } from './pages/webhook-endpoints.ts';
import { DashboardSessions, SESSION_COOKIE } from './session.ts';
import { DomainError } from '../errors.ts';
import { statusOf } from '../http/errors.ts';
import { registerPageScope } from '../web/scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in integrator, once a dashboard route has looked at the session cookie. */
    dashboardViewer?: SignedIn | null;
  }
}

export interface DashboardRouteOptions {
  config: Config;
  db: Db;
  services: Services;
}

export async function dashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions): Promise<void> {
  const { config, services } = options;
  const sessions = new DashboardSessions(options.db, services.integrators);
  const sandbox = config.env === 'sandbox';
  const cookie = scopeCookie('/dashboard', config.env, config.publicBaseUrl);
  const publicOrigin = new URL(config.publicBaseUrl).origin;

  await app.register(
    async (scope) => {
      await scope.register(formbody, { bodyLimit: 64 * 1024 });
      await scope.register(fastifyCookie);
      scope.decorateRequest('dashboardViewer', undefined);

      registerPageScope(scope);

      /** The signed-in integrator of the request's session cookie, looked up once per request. */
      async function viewerOf(request: FastifyRequest): Promise<SignedIn | undefined> {
        if (request.dashboardViewer !== undefined) return request.dashboardViewer ?? undefined;
        request.dashboardViewer = null;
        const session = await sessions.find(cookieOf(request, SESSION_COOKIE));
        if (!session) return undefined;
        const integrator = await services.integrators.get(session.integratorId).catch((error: unknown) => {
          if (error instanceof DomainError && statusOf(error) === 404) return undefined;
          throw error;
        });
        if (!integrator) return undefined;
        request.dashboardViewer = { integratorId: integrator.id, integrator, csrfToken: session.csrfToken };
        // From here the page's reads are the integrator's: served by the replica once it has replayed the integrator's writes.
        setCaller(`integrator:${integrator.id}`);
        return request.dashboardViewer;
      }

      /** Sends the page a status calls for, signed in or not. */
      async function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, content: ReturnType<typeof notFoundContent>, title: string) {
        const viewer = await viewerOf(request).catch(() => undefined);
        if (viewer) return render(d, reply, viewer, { title, section: 'none' }, content, status);
        return sendPage(reply, { title, sandbox }, content, status);
      }

      const forbidden = (request: FastifyRequest, reply: FastifyReply) =>
        sendProblem(request, reply, 403, forbiddenContent(), 'This form could not be accepted');

      /**
       * Every dashboard route: hidden from OpenAPI, outside bearer auth, and a POST refused without its CSRF token. A
       * signed-in route sends a signed-out visitor to sign in; a public one (sign-in, sign-up) checks the token of its
       * pre-session cookie instead of a session's.
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
              // A page asked for while signed out comes back after sign-in; a form post does not (it would need its token).
              const next = method === 'GET' ? request.url : undefined;
              return reply.redirect(withQuery('/dashboard/sign-in', { next }), 303);
            }
            if (method === 'POST' && !csrfAccepted(request, viewer?.csrfToken, publicOrigin)) return forbidden(request, reply);
            // A suspended integrator reads its pages and signs out; it changes nothing here, as its API calls change nothing.
            if (method === 'POST' && viewer?.integrator.status === 'SUSPENDED' && path !== '/sign-out') {
              return sendProblem(request, reply, 403, errorContent('Nothing was changed: this account is suspended.'), 'This account is suspended');
            }
            return 'signedIn' in access ? access.signedIn(request, reply, viewer as SignedIn) : access.open(request, reply);
          },
        });

      const d: Dashboard = {
        services,
        db: options.db,
        sessions,
        sandbox,
        cookie,
        get: (path, handler) => addRoute('GET', path, { signedIn: handler }),
        post: (path, handler) => addRoute('POST', path, { signedIn: handler }),
        getPublic: (path, handler) => addRoute('GET', path, { open: handler }),
        postPublic: (path, handler) => addRoute('POST', path, { open: handler }),
      };

      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const status = error instanceof DomainError ? statusOf(error) : error.validation ? 400 : (error.statusCode ?? 500);
        if (status === 404) return sendProblem(request, reply, 404, notFoundContent(), 'Not found');
        if (status >= 500 || status < 400) {
          request.log.error({ err: error }, 'dashboard page failed');
          return sendProblem(request, reply, 500, errorContent('Something went wrong on our side. It has been logged; please try again.'), 'Something went wrong');
        }
        return sendProblem(request, reply, status, errorContent(error.message), 'That did not work');
      });
      scope.setNotFoundHandler(async (request, reply) => sendProblem(request, reply, 404, notFoundContent(), 'Not found'));

      registerAuthPages(d);
      registerOverviewPage(d);
      registerProfilePages(d);
      registerBeneficiaryPages(d);
      registerTransferPages(d);
      registerPaymentPages(d);
      registerPaymentContactPages(d);
      registerBalancePages(d);
      registerApiKeyPages(d);
      registerRequestLogPages(d);
      registerSearchPage(d);
      registerExportPages(d);
      registerEventPages(d);
      registerWebhookEndpointPages(d);
      // Sandbox tools do not exist in production: their URLs answer 404 like any unknown page.
      if (sandbox) registerSandboxPages(d);
    },
    { prefix: '/dashboard' },
  );
}
