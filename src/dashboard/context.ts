// What every dashboard page gets: the services (the same ones the API calls), who is signed in, and the small helpers
// pages share: drawing a page, reading a form, checking it with the API's own schema, and the notices after an action.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Services } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { Integrator } from '../modules/integrators/service.ts';
import { html, type HtmlValue, type SafeHtml } from './html.ts';
import { page, type PageOptions } from './layout.ts';
import type { DashboardSessions } from './session.ts';
import { DomainError, type FieldError, validationError } from '../errors.ts';
import { statusOf } from '../http/errors.ts';

/** The signed-in integrator of a request. */
export interface SignedIn {
  integratorId: string;
  integrator: Integrator;
  csrfToken: string;
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply, viewer: SignedIn) => Promise<unknown>;
export type PublicHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface Dashboard {
  services: Services;
  /** For the ledger's functions, which take the database rather than being a service object. */
  db: Db;
  sessions: DashboardSessions;
  sandbox: boolean;
  /** Where the dashboard's cookies live, and whether they need HTTPS. */
  cookie: { path: string; secure: boolean };
  /** Pages for signed-in integrators; anyone else is sent to the sign-in page. */
  get(path: string, handler: PageHandler): void;
  post(path: string, handler: PageHandler): void;
  /** Pages anyone may open (sign-in, sign-up). */
  getPublic(path: string, handler: PublicHandler): void;
  postPublic(path: string, handler: PublicHandler): void;
}

export type ScreenOptions = Omit<PageOptions, 'viewer' | 'sandbox'>;

/** Sends a page. Dashboard pages show secrets and personal data, so no cache keeps them. */
export function sendPage(reply: FastifyReply, options: PageOptions, content: HtmlValue, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(options, content).value);
}

export function render(d: Dashboard, reply: FastifyReply, viewer: SignedIn, options: ScreenOptions, content: HtmlValue, status = 200): FastifyReply {
  const pageViewer = {
    integratorName: viewer.integrator.name,
    email: viewer.integrator.email,
    csrfToken: viewer.csrfToken,
    suspended: viewer.integrator.status === 'SUSPENDED',
  };
  return sendPage(reply, { ...options, viewer: pageViewer, sandbox: d.sandbox }, content, status);
}

/** After an action: back to a page, which says what was done (Post/Redirect/Get, so a reload repeats nothing). */
export function redirectWithNotice(reply: FastifyReply, path: string, notice: NoticeKey): FastifyReply {
  const separator = path.includes('?') ? '&' : '?';
  return reply.redirect(`${path}${separator}notice=${notice}`, 303);
}

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
} as const;

export type NoticeKey = keyof typeof NOTICES;

/** The notice a redirect asked for; only these fixed texts, never text from the URL. */
export function noticeOf(request: FastifyRequest): string | undefined {
  const key = (request.query as Record<string, unknown> | undefined)?.notice;
  return typeof key === 'string' && Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : undefined;
}

/** The query string as the list services take it: each parameter once, except `sort`, which may repeat. */
export function queryOf(request: FastifyRequest): Record<string, string | string[]> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'notice' || key === '__proto__') continue;
    if (typeof value === 'string') {
      if (value !== '') out[key] = value;
    } else if (Array.isArray(value)) {
      const values = value.filter((item): item is string => typeof item === 'string' && item !== '');
      if (values.length > 0) out[key] = key === 'sort' ? values : (values[0] as string);
    }
  }
  return out;
}

/** A form's fields, each once, without the CSRF token and without empty optional fields. */
export function formOf(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === '_csrf' || key === '__proto__') continue;
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim() !== '') out[key] = text.trim();
  }
  return out;
}

/** Checks form values with the schema the API validates the same request with, so both refuse the same things. */
export function checkForm<T extends TSchema>(schema: T, values: Record<string, unknown>): Static<T> {
  if (Value.Check(schema, values)) return values as Static<T>;
  const errors: FieldError[] = [...Value.Errors(schema, values)].flatMap((error) => {
    const missing = error.keyword === 'required' ? ((error.params as { requiredProperties?: string[] }).requiredProperties ?? []) : [];
    if (missing.length > 0) return missing.map((name) => ({ path: `${error.instancePath}/${name}`, message: 'is required' }));
    return [{ path: error.instancePath, message: error.message ?? 'is invalid' }];
  });
  throw validationError(errors);
}

/** Runs an action; a domain error (4xx) comes back to be shown on the form, anything else goes on to the error page. */
export async function attempt<T>(action: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: DomainError }> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    if (error instanceof DomainError && statusOf(error) < 500) return { ok: false, error };
    throw error;
  }
}

/** An API error as people read it: its field errors with the form's labels, or its message. */
export function errorMessage(error: DomainError, labels: Record<string, string> = {}): SafeHtml {
  if (!error.errors || error.errors.length === 0) return html`${error.message}`;
  const items = error.errors.map((field) => {
    const name = labels[field.path] ?? field.path.replace(/^\//, '');
    return html`<li>${name ? html`<strong>${name}</strong> ` : ''}${field.message}</li>`;
  });
  return html`<p>Please check the form:</p><ul>${items}</ul>`;
}

/** A beneficiary's display name. */
export function beneficiaryName(beneficiary: { person?: { firstName: string; lastName: string } | undefined; business?: { legalName: string } | undefined }): string {
  if (beneficiary.person) return `${beneficiary.person.firstName} ${beneficiary.person.lastName}`;
  return beneficiary.business?.legalName ?? '—';
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
