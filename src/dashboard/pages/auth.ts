// Signing in and out, and, in the sandbox only, signing up: a new integrator made by IntegratorService.create, the
// same call as the operator's POST /v1/integrators. Sign-up answers alike for a known and a new email (see below).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateIntegratorBody } from '../../modules/integrators/index.ts';
import { cookieOf, setCookie } from '../../web/cookies.ts';
import { attempt, checkForm, errorMessage, formOf, noticeOf, sendPage, type Dashboard } from '../context.ts';
import { anonymousCsrfToken, csrfField } from '../../web/csrf.ts';
import { html, type HtmlValue } from '../../web/html.ts';
import { attemptsMessage, lockedMessage, nextPath, signedOut, signInForm } from '../../web/auth.ts';
import { SESSION_COOKIE, SESSION_TTL_S } from '../session.ts';
import { statusOf } from '../../http/errors.ts';

const SIGN_UP_LABELS = { '/name': 'Company name', '/email': 'Email', '/password': 'Password', '/callbackUrl': 'Callback URL' };

export function registerAuthPages(d: Dashboard): void {
  const signInPage = (request: FastifyRequest, reply: FastifyReply, options: { email?: string; next?: string; error?: HtmlValue; status?: number }) => {
    const token = anonymousCsrfToken(request, reply, d.cookie);
    const form = signInForm({ action: '/dashboard/sign-in', token, next: options.next ?? '/dashboard', email: options.email, submit: 'Sign in' });
    const content = html`${form}
${d.sandbox ? html`<p class="narrow">New to the sandbox? <a href="/dashboard/sign-up">Create an integrator account</a>.</p>` : ''}`;
    return sendPage(reply, { title: 'Sign in', sandbox: d.sandbox, notice: noticeOf(request), error: options.error }, content, options.status);
  };

  const startSession = async (reply: FastifyReply, integratorId: string) => {
    const { token, session } = await d.sessions.create(integratorId);
    setCookie(reply, SESSION_COOKIE, token, { ...d.cookie, sameSite: 'Lax', maxAge: SESSION_TTL_S });
    return session;
  };

  d.getPublic('/sign-in', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    return signInPage(request, reply, { next: nextPath('/dashboard', query.next) });
  });

  d.postPublic('/sign-in', async (request, reply) => {
    const form = formOf(request);
    const email = form.email ?? '';
    const next = nextPath('/dashboard', form.next);
    if (!email || !form.password) return signInPage(request, reply, { email, next, error: 'Enter your email and password.', status: 400 });
    const result = await d.sessions.signIn(email, form.password, request.ip);
    if (result.outcome === 'locked') return signInPage(request, reply, { email, next, error: lockedMessage(result.lockedUntil, result.scope), status: 429 });
    if (result.outcome === 'invalid') {
      return signInPage(request, reply, { email, next, error: attemptsMessage('The email or password is not right.', result.attemptsLeft), status: 401 });
    }
    // A new session on every sign-in, so no session id chosen before it can be carried over.
    await d.sessions.end(cookieOf(request, SESSION_COOKIE));
    await startSession(reply, result.integratorId);
    return reply.redirect(next, 303);
  });

  d.post('/sign-out', async (request, reply) => {
    await d.sessions.end(cookieOf(request, SESSION_COOKIE));
    return signedOut(reply, '/dashboard', SESSION_COOKIE, d.cookie);
  });

  if (!d.sandbox) return;

  const signUpForm = (request: FastifyRequest, reply: FastifyReply, values: Record<string, string>, error?: HtmlValue, status?: number) => {
    const token = anonymousCsrfToken(request, reply, d.cookie);
    const content = html`<p class="narrow">A sandbox integrator account: API credentials, a webhook secret, and this dashboard. Nothing here moves real money.</p>
<form method="post" action="/dashboard/sign-up" class="card narrow">
  ${csrfField(token)}
  <div class="field">
    <label for="name">Company name</label>
    <input id="name" name="name" autocomplete="organization" required maxlength="200" value="${values.name ?? ''}">
  </div>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email ?? ''}">
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200" aria-describedby="password-hint">
    <p id="password-hint" class="hint">At least 10 characters.</p>
  </div>
  <div class="field">
    <label for="callbackUrl">Callback URL <span class="muted">(optional)</span></label>
    <input id="callbackUrl" name="callbackUrl" type="url" inputmode="url" maxlength="2048" value="${values.callbackUrl ?? ''}" aria-describedby="callback-hint">
    <p id="callback-hint" class="hint">Where events are sent. You can set it later on your profile.</p>
  </div>
  <button type="submit">Create account</button>
</form>
<p class="narrow">Already have an account? <a href="/dashboard/sign-in">Sign in</a>.</p>`;
    return sendPage(reply, { title: 'Create a sandbox account', sandbox: d.sandbox, error }, content, status);
  };

  d.getPublic('/sign-up', async (request, reply) => signUpForm(request, reply, {}));

  // The same answer whether or not the email has an account (no "already registered"): a new email gets its account,
  // a known one gets nothing new, and both are sent to sign in. Both paths hash the password and try the insert (the
  // known email fails on its unique index), so they take the same time. The new account's client secret is not shown
  // here (that would tell the two apart): its owner signs in and rotates it on the profile, where it is shown once.
  d.postPublic(
    '/sign-up',
    async (request, reply) => {
      const values = formOf(request);
      const input = { name: values.name, email: values.email, password: values.password, ...(values.callbackUrl ? { callbackUrl: values.callbackUrl } : {}) };
      const result = await attempt(() => d.services.integrators.create(checkForm(CreateIntegratorBody, input), 'self'));
      if (!result.ok && result.error.code !== 'integrator.conflict')
        return signUpForm(request, reply, values, errorMessage(result.error, SIGN_UP_LABELS), statusOf(result.error));
      return reply.redirect('/dashboard/sign-in?notice=signed-up', 303);
    },
    { everyAttempt: true },
  );
}
