// What every console page gets: the services (the same ones the API calls, never SQL of its own for a rule a service
// owns), who is signed in, and the small helpers pages share: drawing a page, the notices after an action, and the
// actor the audit log names for what the operator does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import { sourceOf, identityActor, type Actor } from '../modules/audit/index.ts';
import type { OperatorIdentity, Permission } from '../http/roles.ts';
import type { Operator } from '../modules/operators/index.ts';
import type { HtmlValue } from '../web/html.ts';
import { noticeFrom, redirectWithNotice as redirectWith, sendHtml, type PublicHandler, type SignedInHandler, type SiteRoutes } from '../web/site.ts';
import { page, type NavItem, type PageOptions } from './layout.ts';
import type { OperatorSessions } from './session.ts';

/** The signed-in operator of a request. */
export interface SignedIn {
  operator: Operator;
  csrfToken: string;
}

/** The signed-in operator as an operator request carries one (their role decides what they may do). */
export const consoleIdentity = (viewer: SignedIn): OperatorIdentity => ({
  id: viewer.operator.id,
  name: viewer.operator.email,
  role: viewer.operator.role,
  credential: 'console_session',
  tokenId: null,
});

/** Who acts in the audit log when the signed-in operator changes something: their account, from where, by the console. */
export const consoleActor = (request: FastifyRequest, viewer: SignedIn): Actor => identityActor(consoleIdentity(viewer), sourceOf(request));

export type PageHandler = SignedInHandler<SignedIn>;
export type { PublicHandler };

/** Its routes (src/web/site.ts): `get` and `post` for signed-in operators, `getPublic` and `postPublic` for the sign-in steps. */
export interface Console extends SiteRoutes<SignedIn> {
  services: Services;
  /** For the ledger's functions, which take the database rather than being a service object. */
  db: Db;
  sessions: OperatorSessions;
  sandbox: boolean;
  /** Where the console's cookies live (/ops), and whether they need HTTPS. */
  cookie: { path: string; secure: boolean };
  /** The navigation: one item per page of pages/index.ts. */
  nav: NavItem[];
  /**
   * Pages for signed-in operators; anyone else is sent to the sign-in page. The operator's role must have the
   * permission (http/roles.ts): `read` for a GET and `act` for a POST unless the page names another; else 403.
   */
  get(path: string, handler: PageHandler, permission?: Permission): void;
  post(path: string, handler: PageHandler, permission?: Permission): void;
}

export type ScreenOptions = Omit<PageOptions, 'viewer' | 'sandbox' | 'nav'>;

/** Sends a page (never cached: src/web/site.ts). */
export function sendPage(reply: FastifyReply, options: PageOptions, content: HtmlValue, status = 200): FastifyReply {
  return sendHtml(reply, page(options, content), status);
}

export function render(
  c: Pick<Console, 'sandbox' | 'nav'>,
  reply: FastifyReply,
  viewer: SignedIn,
  options: ScreenOptions,
  content: HtmlValue,
  status = 200,
): FastifyReply {
  const pageViewer = { email: viewer.operator.email, secondFactor: viewer.operator.secondFactor, csrfToken: viewer.csrfToken };
  return sendPage(reply, { ...options, viewer: pageViewer, sandbox: c.sandbox, nav: c.nav }, content, status);
}

const NOTICES = {
  resolved: 'The exception is resolved.',
  'approval-requested': 'Request sent for approval: another operator with the approver role must approve it before anything changes.',
  approved: 'Approved: the change is made.',
  rejected: 'Rejected: nothing changed.',
  decided: 'The review is decided.',
  'document-accepted': 'The document is accepted.',
  'document-refused': 'The document is refused: the integrator is told the reason.',
  'corridor-saved': "The corridor's terms are saved. They apply to simulations made from now on.",
  'fee-saved': "The integrator's fee is saved. It applies to simulations made from now on.",
  suspended: 'The integrator is suspended: its calls are refused from now on.',
  reactivated: 'The integrator is active again.',
  'run-made': 'The reconciliation run is made.',
  'refill-recorded': 'The refill is recorded: its entry is posted and the payouts the account held are sent again.',
  'statement-imported': 'The bank statement is imported: this run is its lines matched with the books.',
  'break-corrected': 'The break is corrected: its entry is posted.',
  'correction-refused': "The correction was refused: it must bring the books to the rail, in the break's currency, on a break still open.",
  'role-saved': "The operator's role is saved. It holds from their next call or page.",
  'operator-disabled': 'The operator is disabled: their sessions are ended and their tokens refused.',
  'operator-enabled': 'The operator is enabled again.',
  'token-revoked': 'The token is revoked: calls made with it are refused from now on.',
  'password-set': 'Your password is set. Use it from now on.',
  'signed-out': 'You are signed out.',
} as const;

export type NoticeKey = keyof typeof NOTICES;

/** After an action: back to a page, which says what was done (Post/Redirect/Get, so a reload repeats nothing). */
export const redirectWithNotice = (reply: FastifyReply, path: string, notice: NoticeKey): FastifyReply => redirectWith(reply, path, notice);

/** The notice a redirect asked for; only these fixed texts, never text from the URL. */
export const noticeOf = (request: FastifyRequest): string | undefined => noticeFrom(NOTICES, request);

/** Amounts as the API writes them, with their currency. */
export const money = (amount: { currencyCode: string; value: string } | null | undefined): string => (amount ? `${amount.value} ${amount.currencyCode}` : '—');

/** Where a resource's page is in the console. */
export const paths = {
  exception: (id: string) => `/ops/exceptions/${id}`,
  integrator: (id: string) => `/ops/integrators/${id}`,
  transfer: (id: string) => `/ops/transfers/${id}`,
  payment: (id: string) => `/ops/payments/${id}`,
  review: (id: string) => `/ops/reviews/${id}`,
  screenings: (subjectId: string) => `/ops/screenings/${subjectId}`,
  approval: (id: string) => `/ops/approvals/${id}`,
  corridor: (id: string) => `/ops/corridors/${id}`,
  run: (id: string) => `/ops/reconciliation/runs/${id}`,
  /** The page of a resource as the audit log and the exceptions name it; null for one with no page of its own. */
  resource: (type: string, id: string): string | null => {
    switch (type) {
      case 'transfer':
        return `/ops/transfers/${id}`;
      case 'payment':
        return `/ops/payments/${id}`;
      case 'integrator':
        return `/ops/integrators/${id}`;
      case 'exception':
        return `/ops/exceptions/${id}`;
      case 'screening_review':
        return `/ops/reviews/${id}`;
      case 'beneficiary_document':
        return `/ops/documents/files/${id}`;
      case 'corridor':
        return `/ops/corridors/${id}`;
      case 'reconciliation_run':
        return `/ops/reconciliation/runs/${id}`;
      case 'operator':
        return `/ops/operators/${id}`;
      case 'approval':
        return `/ops/approvals/${id}`;
      default:
        return null;
    }
  },
};

/** A value inside a list's filterEq: a comma would start the next pair, so it and the backslash are escaped. */
export const filterValue = (value: string): string => value.replace(/\\/g, '\\\\').replace(/,/g, '\\,');

/** filterEq from the pairs given a value, or nothing when none is. */
export function filterEq(pairs: Record<string, string | undefined>): { filterEq?: string } {
  const given = Object.entries(pairs).filter((pair): pair is [string, string] => Boolean(pair[1]));
  return given.length > 0 ? { filterEq: given.map(([field, value]) => `${field}:${filterValue(value)}`).join(',') } : {};
}

/** Who acted, as the console names them: an operator account by its email; `admin` (ADMIN_TOKEN) and the rest as they are. */
export async function actorName(c: Console, id: string): Promise<string> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return id;
  return (await c.services.operators.get(id).catch(() => undefined))?.email ?? id;
}

/** One query parameter as a single trimmed string ('' when absent). */
export function param(query: Record<string, string | string[]>, key: string): string {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A short id for a table cell (the whole id stays in the link and its title). */
export const shortId = (id: string): string => (id.length > 13 ? `${id.slice(0, 8)}…` : id);

/** An age in seconds as people say it: 42 s, 5 min, 3 h, 2 d. */
export function age(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}
