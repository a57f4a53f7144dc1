// What every dashboard page gets: the services (the same ones the API calls), who is signed in, and the small helpers
// pages share: drawing a page, the notices after an action, and (from src/web/forms.ts) reading and checking a form.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { Integrator } from '../modules/integrators/index.ts';
import type { HtmlValue } from './html.ts';
import { noticeFrom, redirectWithNotice as redirectWith, sendHtml, type PublicHandler, type SignedInHandler, type SiteRoutes } from '../web/site.ts';
import { page, type PageOptions } from './layout.ts';
import type { DashboardSessions } from './session.ts';

// Reading forms and query strings and showing a service's refusal: shared with the operator console.
export { attempt, checkForm, errorMessage, formOf, queryOf } from '../web/forms.ts';

/** The signed-in integrator of a request. */
export interface SignedIn {
  integratorId: string;
  integrator: Integrator;
  csrfToken: string;
}

export type PageHandler = SignedInHandler<SignedIn>;
export type { PublicHandler };

/** Its routes (src/web/site.ts): `get` and `post` for signed-in integrators, `getPublic` and `postPublic` for anyone. */
export interface Dashboard extends SiteRoutes<SignedIn> {
  services: Services;
  /** For the ledger's functions, which take the database rather than being a service object. */
  db: Db;
  sessions: DashboardSessions;
  sandbox: boolean;
  /** Where the dashboard's cookies live, and whether they need HTTPS. */
  cookie: { path: string; secure: boolean };
}

export type ScreenOptions = Omit<PageOptions, 'viewer' | 'sandbox'>;

/** Sends a page (never cached: src/web/site.ts). */
export function sendPage(reply: FastifyReply, options: PageOptions, content: HtmlValue, status = 200): FastifyReply {
  return sendHtml(reply, page(options, content), status);
}

export function render(
  d: Pick<Dashboard, 'sandbox'>,
  reply: FastifyReply,
  viewer: SignedIn,
  options: ScreenOptions,
  content: HtmlValue,
  status = 200,
): FastifyReply {
  const pageViewer = {
    integratorName: viewer.integrator.name,
    email: viewer.integrator.email,
    csrfToken: viewer.csrfToken,
    suspended: viewer.integrator.status === 'SUSPENDED',
  };
  return sendPage(reply, { ...options, viewer: pageViewer, sandbox: d.sandbox }, content, status);
}

/** After an action: back to a page, which says what was done (Post/Redirect/Get, so a reload repeats nothing). */
export const redirectWithNotice = (reply: FastifyReply, path: string, notice: NoticeKey): FastifyReply => redirectWith(reply, path, notice);

const NOTICES = {
  'callback-saved': 'The callback URL is saved.',
  'callback-removed': 'The callback URL is removed: no callbacks are sent until you set one.',
  'test-sent': 'A TEST event is on its way to your callback URL. Its delivery attempts appear below.',
  'redelivery-queued': 'The event is being sent again, with a fresh retry schedule.',
  'step-approved': 'The verification step is approved.',
  'step-rejected': 'The verification step is rejected.',
  'rate-set': 'The market rate is set. New simulations price with it.',
  'pix-paid': 'The PIX charge is paid. The transfer settles in a moment: reload to follow it.',
  'deposit-made': 'The bank deposit is made. The transfer settles in a moment: reload to follow it.',
  'crypto-deposit-sent': 'The USDC is sent and the transaction linked. The transfer settles in a moment: reload to follow it.',
  'signed-out': 'You are signed out.',
  'signed-up':
    'If this email had no account, your sandbox account is ready: sign in with the password you chose, then get your API client secret on your profile (Rotate client secret). If it had one, nothing changed: sign in with its own password.',
  'key-revoked': 'The API key is revoked: it gets no token, and its tokens no longer work.',
} as const;

export type NoticeKey = keyof typeof NOTICES;

/** The notice a redirect asked for; only these fixed texts, never text from the URL. */
export const noticeOf = (request: FastifyRequest): string | undefined => noticeFrom(NOTICES, request);

/** A beneficiary's display name. */
export function beneficiaryName(beneficiary: {
  person?: { firstName: string; lastName: string } | undefined;
  business?: { legalName: string } | undefined;
}): string {
  if (beneficiary.person) return `${beneficiary.person.firstName} ${beneficiary.person.lastName}`;
  return beneficiary.business?.legalName ?? '—';
}
