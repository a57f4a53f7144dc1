// What signing in and out looks like on every server-rendered site (the dashboard, the operator console): the email and
// password form, the lock-out's words (src/web/lock-out.ts counts), where sign-in may lead, and signing out. Each
// site keeps its own sessions and cookie and its own further steps (the console's second factor, the sandbox sign-up).
import type { FastifyReply } from 'fastify';
import { setCookie } from './cookies.ts';
import { csrfField } from './csrf.ts';
import { html, time, type HtmlValue, type SafeHtml } from './html.ts';
import { LOCK_OUT_S, type LockScope } from './lock-out.ts';

/**
 * Where to go after sign-in: only a path of the site, never another site, and only in printable ASCII (a Location
 * header cannot carry anything else: CR, LF or U+2028 made the redirect throw after the session was stored).
 */
export function nextPath(prefix: string, value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith(prefix) || !/^($|\/|\?)/.test(value.slice(prefix.length))) return prefix;
  return /^[\x21-\x7e]*$/.test(value) && !value.includes('//') && !value.includes('\\') ? value : prefix;
}

/** The email and password form, posted to `action` with the pre-session CSRF token, carrying where to go next. */
export function signInForm(options: { action: string; token: string; next: string; email?: string | undefined; submit: string }): SafeHtml {
  return html`<form method="post" action="${options.action}" class="card narrow">
  ${csrfField(options.token)}
  <input type="hidden" name="next" value="${options.next}">
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}">
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
  </div>
  <button type="submit">${options.submit}</button>
</form>`;
}

/** What a locked email reads: locked for this source (the usual lock), or for everyone (the account's ceiling). */
export const lockedMessage = (lockedUntil: Date, scope: LockScope): SafeHtml =>
  scope === 'source'
    ? html`Too many failed sign-ins for this email from your address: it is locked here until ${time(lockedUntil.toISOString())}. Try again after that.`
    : html`Too many failed sign-ins for this email: it is locked until ${time(lockedUntil.toISOString())}. Try again after that.`;

/** What a wrong secret reads: `what` went wrong, and how many attempts are left before the lock-out. */
export const attemptsMessage = (what: HtmlValue, left: number): SafeHtml =>
  html`${what} ${left} ${left === 1 ? 'attempt' : 'attempts'} left before this email is locked from your address for ${LOCK_OUT_S / 60} minutes or more.`;

/** Signs out: the session cookie is emptied, and the sign-in page says so. The site ends the session itself. */
export function signedOut(reply: FastifyReply, prefix: string, cookieName: string, cookie: { path: string; secure: boolean }): FastifyReply {
  setCookie(reply, cookieName, '', { ...cookie, sameSite: 'Lax', maxAge: 0 });
  return reply.redirect(`${prefix}/sign-in?notice=signed-out`, 303);
}
