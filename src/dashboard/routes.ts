// Owns the integrator dashboard at /dashboard: server-rendered pages over the same services the API calls, in a scope
// of their own (src/web/site.ts, shared with the operator console). That scope reads HTML forms (the API reads JSON
// only), answers errors with pages instead of the API's JSON body, sets the headers a page with secrets needs (a strict
// Content-Security-Policy, no caching, no framing), and keeps its routes out of /openapi.json. Sessions are cookies
// checked by each route; every POST needs its CSRF token.
import { setCaller } from '../db/replica.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import { cookieOf, scopeCookie } from '../web/cookies.ts';
import { registerSite } from '../web/site.ts';
import { render, sendPage, type Dashboard, type SignedIn } from './context.ts';
import { registerAuthPages } from './pages/auth.ts';
import { registerApiKeyPages } from './pages/api-keys.ts';
import { registerBalancePages } from './pages/balances.ts';
import { registerRequestLogPages } from './pages/request-log.ts';
import { registerSearchPage } from './pages/search.ts';
import { registerBeneficiaryPages } from './pages/beneficiaries.ts';
import { errorContent, notFoundContent } from './pages/errors.ts';
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

  await registerSite<SignedIn>(app, {
    prefix: '/dashboard',
    name: 'dashboard',
    publicBaseUrl: config.publicBaseUrl,
    notFound: notFoundContent(),
    async findViewer(request) {
      const session = await sessions.find(cookieOf(request, SESSION_COOKIE));
      if (!session) return undefined;
      const integrator = await services.integrators.get(session.integratorId).catch((error: unknown) => {
        if (error instanceof DomainError && statusOf(error) === 404) return undefined;
        throw error;
      });
      if (!integrator) return undefined;
      // From here the page's reads are the integrator's: served by the replica once it has replayed the integrator's writes.
      setCaller(`integrator:${integrator.id}`);
      return { integratorId: integrator.id, integrator, csrfToken: session.csrfToken };
    },
    sendPage: (reply, viewer, page, content, status) =>
      viewer ? render({ sandbox }, reply, viewer, { ...page, section: 'none' }, content, status) : sendPage(reply, { ...page, sandbox }, content, status),
    guard(request, reply, viewer, route, problem) {
      // A suspended integrator reads its pages and signs out; it changes nothing here, as its API calls change nothing.
      if (route.method !== 'POST' || viewer.integrator.status !== 'SUSPENDED' || route.path === '/sign-out') return undefined;
      return problem(request, reply, 403, 'This account is suspended', errorContent('Nothing was changed: this account is suspended.'));
    },
    register(routes) {
      const d: Dashboard = { services, db: options.db, sessions, sandbox, cookie, ...routes };
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
  });
}
