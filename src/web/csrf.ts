// Owns the protection of the server-rendered pages (the dashboard, the operator console) against cross-site requests.
// Signed in, every form carries the session's synchronizer token (kept with the session in the database). Before
// sign-in there is no session yet, so the form's token must equal a random one in an HttpOnly cookie of this site
// (double submit), kept on the scope's own Path so the dashboard's and the console's never meet: a page of another
// site can neither read that cookie nor make the browser send it with a cross-site POST (SameSite). Any POST whose
// token is missing or wrong, or whose Origin is another site, is refused before its handler runs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual, randomSecret } from '../crypto.ts';
import { cookieOf, setCookie } from './cookies.ts';
import { html, type SafeHtml } from './html.ts';

export const CSRF_FIELD = '_csrf';
export const ANONYMOUS_CSRF_COOKIE = 'ponte_csrf';

/** The hidden field every form starts with. */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${token}">`;
}

/** The token for a form shown before sign-in: the cookie's, or a new one set now. */
export function anonymousCsrfToken(request: FastifyRequest, reply: FastifyReply, cookie: { path: string; secure: boolean }): string {
  const existing = cookieOf(request, ANONYMOUS_CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = randomSecret('', 24);
  setCookie(reply, ANONYMOUS_CSRF_COOKIE, token, { ...cookie, sameSite: 'Strict' });
  return token;
}

/** The token a form sent, if exactly one. */
function sentToken(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[CSRF_FIELD] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The origin (scheme, host and port) of `url`, undefined when it has none. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * When the browser says where the form came from, it must be this site: the scheme, host and port the request came to
 * (the scheme through a trusted proxy with TRUST_PROXY), or PUBLIC_BASE_URL's. An `https` page of the same host is
 * another origin than an `http` site, and so is another port.
 */
function sameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const sent = originOf(origin);
  if (sent === undefined) return false;
  const host = request.headers.host;
  return sent === publicOrigin || (host !== undefined && sent === originOf(`${request.protocol}://${host}`));
}

/**
 * True when the POST may go on: from this site, with the token of the session, or, signed out (`sessionToken`
 * undefined), with the token of the pre-session cookie.
 */
export function csrfAccepted(request: FastifyRequest, sessionToken: string | undefined, publicOrigin: string): boolean {
  if (!sameOrigin(request, publicOrigin)) return false;
  const sent = sentToken(request);
  const expected = sessionToken ?? cookieOf(request, ANONYMOUS_CSRF_COOKIE);
  return sent !== undefined && expected !== undefined && constantTimeEqual(sent, expected);
}
