// Signing in (email and password, then the TOTP code), choosing a password in place of the one-time one, and signing
// out. A sandbox account without a second factor signs in with its password alone; production has none.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit, sourceOf } from '../../modules/audit/index.ts';
import { MIN_PASSWORD_LENGTH } from '../../modules/operators/index.ts';
import { cookieOf, setCookie } from '../../web/cookies.ts';
import { anonymousCsrfToken, csrfField } from '../../web/csrf.ts';
import { formOf } from '../../web/forms.ts';
import { attemptsMessage, lockedMessage, nextPath, signedOut, signInForm } from '../../web/auth.ts';
import { html, withQuery, type HtmlValue } from '../../web/html.ts';
import { consoleActor, noticeOf, redirectWithNotice, render, sendPage, type Console } from '../context.ts';
import { OPS_SESSION_COOKIE, SECOND_FACTOR_TTL_S, SESSION_TTL_S, type NewSession } from '../session.ts';

export function registerAuthPages(c: Console): void {
  const setSession = (reply: FastifyReply, started: NewSession) =>
    setCookie(reply, OPS_SESSION_COOKIE, started.token, {
      ...c.cookie,
      sameSite: 'Lax',
      maxAge: started.session.stage === 'signed_in' ? SESSION_TTL_S : SECOND_FACTOR_TTL_S,
    });

  const signInPage = (request: FastifyRequest, reply: FastifyReply, options: { email?: string; next?: string; error?: HtmlValue; status?: number }) => {
    const token = anonymousCsrfToken(request, reply, c.cookie);
    const form = signInForm({ action: '/ops/sign-in', token, next: options.next ?? '/ops', email: options.email, submit: 'Continue' });
    const content = html`<p class="narrow">The operator console of Ponte. Integrators sign in to their <a href="/dashboard">dashboard</a> instead.</p>
${form}`;
    return sendPage(reply, { title: 'Operator sign-in', sandbox: c.sandbox, notice: noticeOf(request), error: options.error }, content, options.status);
  };

  const codeForm = (request: FastifyRequest, reply: FastifyReply, options: { next: string; error?: HtmlValue; status?: number }) => {
    const token = anonymousCsrfToken(request, reply, c.cookie);
    const content = html`<form method="post" action="/ops/sign-in/code" class="card narrow">
  ${csrfField(token)}
  <input type="hidden" name="next" value="${options.next}">
  <div class="field">
    <label for="code">Code from your authenticator app</label>
    <input id="code" name="code" inputmode="numeric" pattern="[0-9 ]{6,7}" maxlength="7" autocomplete="one-time-code" required aria-describedby="code-hint">
    <p id="code-hint" class="hint">Six digits. A code signs in once: if it was just used, wait for the next one.</p>
  </div>
  <button type="submit">Sign in</button>
</form>
<p class="narrow"><a href="/ops/sign-in">Start again</a></p>`;
    return sendPage(reply, { title: 'Second factor', sandbox: c.sandbox, error: options.error }, content, options.status);
  };

  /** Signed in (the sessions wrote it to the audit log): the operator's session cookie, and on to the page asked for. */
  const signedIn = async (reply: FastifyReply, started: NewSession, next: string) => {
    setSession(reply, started);
    return reply.redirect(next, 303);
  };

  c.getPublic('/sign-in', async (request, reply) => signInPage(request, reply, { next: nextPath('/ops', (request.query as Record<string, unknown>).next) }));

  c.postPublic('/sign-in', async (request, reply) => {
    const form = formOf(request);
    const email = form.email ?? '';
    const next = nextPath('/ops', form.next);
    if (!email || !form.password) return signInPage(request, reply, { email, next, error: 'Enter your email and password.', status: 400 });
    const result = await c.sessions.signIn(email, form.password, sourceOf(request));
    switch (result.outcome) {
      case 'locked':
        return signInPage(request, reply, { email, next, error: lockedMessage(result.lockedUntil, result.scope), status: 429 });
      case 'invalid':
        return signInPage(request, reply, { email, next, error: attemptsMessage('The email or password is not right.', result.attemptsLeft), status: 401 });
      case 'second-factor-missing':
        return signInPage(request, reply, {
          email,
          next,
          error: 'This account has no second factor, which production requires: ask for a new account.',
          status: 403,
        });
      case 'code-needed':
        // A session chosen before sign-in is never carried over: the old cookie's session ends.
        await c.sessions.end(cookieOf(request, OPS_SESSION_COOKIE));
        setSession(reply, result.started);
        return reply.redirect(withQuery('/ops/sign-in/code', { next }), 303);
      case 'signed-in':
        await c.sessions.end(cookieOf(request, OPS_SESSION_COOKIE));
        return signedIn(reply, result.started, next);
    }
  });

  c.getPublic('/sign-in/code', async (request, reply) => {
    const next = nextPath('/ops', (request.query as Record<string, unknown>).next);
    if (!(await c.sessions.find(cookieOf(request, OPS_SESSION_COOKIE), 'second_factor'))) return reply.redirect(withQuery('/ops/sign-in', { next }), 303);
    return codeForm(request, reply, { next });
  });

  c.postPublic('/sign-in/code', async (request, reply) => {
    const form = formOf(request);
    const next = nextPath('/ops', form.next);
    const result = await c.sessions.enterCode(cookieOf(request, OPS_SESSION_COOKIE), form.code ?? '', sourceOf(request));
    switch (result.outcome) {
      case 'expired':
        return signInPage(request, reply, { next, error: 'The sign-in took too long: enter your email and password again.', status: 401 });
      case 'locked':
        setCookie(reply, OPS_SESSION_COOKIE, '', { ...c.cookie, sameSite: 'Lax', maxAge: 0 });
        return signInPage(request, reply, { email: result.operator.email, next, error: lockedMessage(result.lockedUntil, result.scope), status: 429 });
      case 'invalid':
        return codeForm(request, reply, { next, error: attemptsMessage('That code is not right, or was used already.', result.attemptsLeft), status: 401 });
      case 'signed-in':
        return signedIn(reply, result.started, result.operator.passwordIsTemporary ? '/ops/password' : next);
    }
  });

  const passwordForm = (reply: FastifyReply, viewer: Parameters<Parameters<Console['get']>[1]>[2], error?: HtmlValue, status?: number) => {
    const first = viewer.operator.passwordIsTemporary;
    const content = html`<p class="narrow">${first ? 'You signed in with the one-time password you were given. Choose a password of your own to go on.' : 'Choose a new password. Your other sessions end.'}</p>
<form method="post" action="/ops/password" class="card narrow">
  ${csrfField(viewer.csrfToken)}
  ${first ? '' : html`<div class="field"><label for="current">Current password</label><input id="current" name="current" type="password" autocomplete="current-password" required></div>`}
  <div class="field">
    <label for="new-password">New password</label>
    <input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="200" aria-describedby="password-hint">
    <p id="password-hint" class="hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
  </div>
  <div class="field">
    <label for="confirm">New password again</label>
    <input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="200">
  </div>
  <button type="submit">Set password</button>
</form>`;
    return render(c, reply, viewer, { title: first ? 'Choose your password' : 'Change your password', section: 'none', error }, content, status);
  };

  c.get('/password', async (_request, reply, viewer) => passwordForm(reply, viewer));

  c.post(
    '/password',
    async (request, reply, viewer) => {
      const form = formOf(request);
      const password = form.password ?? '';
      if (password.length < MIN_PASSWORD_LENGTH || password.length > 200)
        return passwordForm(reply, viewer, `The password needs ${MIN_PASSWORD_LENGTH} to 200 characters.`, 400);
      if (password !== form.confirm) return passwordForm(reply, viewer, 'The two passwords differ.', 400);
      if (!viewer.operator.passwordIsTemporary && !(await c.services.operators.checkPassword(viewer.operator.email, form.current ?? ''))) {
        return passwordForm(reply, viewer, 'The current password is not right.', 401);
      }
      await c.services.operators.setPassword(viewer.operator.id, password, consoleActor(request, viewer));
      await c.sessions.endOthers(viewer.operator.id, cookieOf(request, OPS_SESSION_COOKIE));
      return redirectWithNotice(reply, '/ops', 'password-set');
    },
    'read',
  );

  c.post(
    '/sign-out',
    async (request, reply, viewer) => {
      await c.sessions.end(cookieOf(request, OPS_SESSION_COOKIE));
      await recordAudit(c.db, { actor: consoleActor(request, viewer), action: 'operator.signed_out', resource: { type: 'operator', id: viewer.operator.id } });
      return signedOut(reply, '/ops', OPS_SESSION_COOKIE, c.cookie);
    },
    'read',
  );
}
