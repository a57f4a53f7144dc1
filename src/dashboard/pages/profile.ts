// The integrator's profile: the callback URL (IntegratorService.update, so the API's checks apply), the webhook secret
// shown only when asked for and rotated, a test event, and the API credentials with client-secret rotation.
import type { FastifyReply } from 'fastify';
import { integratorActor } from '../../modules/audit/index.ts';
import { UpdateIntegratorBody } from '../../modules/integrators/index.ts';
import { attempt, checkForm, errorMessage, formOf, noticeOf, redirectWithNotice, render, type Dashboard, type SignedIn } from '../context.ts';
import { csrfField } from '../../web/csrf.ts';
import { html, time, type HtmlValue } from '../html.ts';
import { statusOf } from '../../http/errors.ts';

interface ProfileState {
  callbackUrlValue?: string | undefined;
  webhookSecret?: string | undefined;
  /** True when webhookSecret is the one a rotation just made. */
  rotated?: boolean;
  clientSecret?: string | undefined;
  notice?: HtmlValue;
  error?: HtmlValue;
}

export function registerProfilePages(d: Dashboard): void {
  const { integrators, webhooks } = d.services;

  const profile = (reply: FastifyReply, viewer: SignedIn, state: ProfileState, status = 200) => {
    const integrator = viewer.integrator;
    const csrf = csrfField(viewer.csrfToken);
    const content = html`<div class="grid">
<section class="card" aria-labelledby="account-title">
  <h2 id="account-title">Account</h2>
  <dl class="details">
    <dt>Name</dt><dd>${integrator.name}</dd>
    <dt>Email</dt><dd>${integrator.email}</dd>
    <dt>Integrator id</dt><dd><code>${integrator.id}</code></dd>
    <dt>Integrator fee</dt><dd>${integrator.integratorFeeBps} bps</dd>
    <dt>Created</dt><dd>${time(integrator.createdDate)}</dd>
  </dl>
</section>
<section class="card" aria-labelledby="credentials-title">
  <h2 id="credentials-title">API credentials</h2>
  <dl class="details">
    <dt>Client ID</dt><dd><code id="client-id" data-copy>${integrator.clientId}</code></dd>
  </dl>
  ${
    state.clientSecret
      ? html`<div class="secret-once" role="status">
    <p><strong>Your new client secret, shown only now.</strong> The previous one no longer works.</p>
    <p><code id="client-secret" data-copy>${state.clientSecret}</code></p>
  </div>`
      : ''
  }
  <form method="post" action="/dashboard/profile/client-secret/rotate" data-confirm="The current client secret stops working at once. Rotate it?">
    ${csrf}
    <button type="submit" class="secondary">Rotate client secret</button>
  </form>
  <p class="hint">Exchange the client ID and secret for an access token with <code>POST /v1/auth/token</code>.</p>
</section>
</div>
<section class="card" aria-labelledby="callback-title">
  <h2 id="callback-title">Callback URL</h2>
  <form method="post" action="/dashboard/profile/callback-url">
    ${csrf}
    <div class="field">
      <label for="callbackUrl">Callback URL</label>
      <input id="callbackUrl" name="callbackUrl" type="url" inputmode="url" maxlength="2048" value="${state.callbackUrlValue ?? integrator.callbackUrl ?? ''}" aria-describedby="callback-hint">
      <p id="callback-hint" class="hint">Every event is POSTed here.${d.sandbox ? ' The sandbox also accepts http and local addresses.' : ' It must be https, and not a private address.'} Leave it empty to stop callbacks.</p>
    </div>
    <button type="submit">Save callback URL</button>
  </form>
</section>
<section class="card" aria-labelledby="secret-title">
  <h2 id="secret-title">Webhook signing secret</h2>
  <p>Callbacks are signed with this secret: <code>X-Service-Webhook-Signature</code> and the Standard Webhooks <code>webhook-signature</code>.</p>
  ${
    state.webhookSecret
      ? html`<div class="secret-once" role="status">
    <p>${state.rotated ? html`<strong>Your new webhook secret.</strong> For 24 hours the previous one also signs <code>webhook-signature</code>.` : 'Your webhook secret:'}</p>
    <p><code id="webhook-secret" data-copy>${state.webhookSecret}</code></p>
  </div>`
      : html`<form method="post" action="/dashboard/profile/webhook-secret">
    ${csrf}
    <button type="submit">Reveal webhook secret</button>
  </form>`
  }
  <form method="post" action="/dashboard/profile/webhook-secret/rotate" data-confirm="Receivers must switch to the new secret within 24 hours. Rotate it?">
    ${csrf}
    <button type="submit" class="secondary">Rotate webhook secret</button>
  </form>
  <h3>Test your receiver</h3>
  <form method="post" action="/dashboard/profile/test-event">
    ${csrf}
    <button type="submit">Send a test event</button>
    <span class="hint">A TEST event, signed and sent like any other.</span>
  </form>
</section>`;
    return render(d, reply, viewer, { title: 'Profile', section: 'profile', notice: state.notice, error: state.error }, content, status);
  };

  d.get('/profile', async (request, reply, viewer) => profile(reply, viewer, { notice: noticeOf(request) }));

  d.post('/profile/callback-url', async (request, reply, viewer) => {
    const value = formOf(request).callbackUrl;
    const result = await attempt(() =>
      integrators.update(
        viewer.integratorId,
        checkForm(UpdateIntegratorBody, { callbackUrl: value ?? null }),
        integratorActor(viewer.integratorId, request.id),
      ),
    );
    if (!result.ok) {
      return profile(
        reply,
        viewer,
        { callbackUrlValue: value ?? '', error: errorMessage(result.error, { '/callbackUrl': 'Callback URL' }) },
        statusOf(result.error),
      );
    }
    return redirectWithNotice(reply, '/dashboard/profile', value ? 'callback-saved' : 'callback-removed');
  });

  d.post('/profile/webhook-secret', async (_request, reply, viewer) =>
    profile(reply, viewer, { webhookSecret: await integrators.webhookSecret(viewer.integratorId) }),
  );

  d.post('/profile/webhook-secret/rotate', async (request, reply, viewer) => {
    const webhookSecret = await integrators.rotateWebhookSecret(viewer.integratorId, integratorActor(viewer.integratorId, request.id));
    return profile(reply, viewer, { webhookSecret, rotated: true, notice: 'The webhook secret is rotated.' });
  });

  d.post('/profile/client-secret/rotate', async (request, reply, viewer) => {
    const clientSecret = await integrators.rotateClientSecret(viewer.integratorId, integratorActor(viewer.integratorId, request.id));
    return profile(reply, viewer, { clientSecret, notice: 'The client secret is rotated: access tokens issued before it no longer work.' });
  });

  d.post('/profile/test-event', async (_request, reply, viewer) => {
    const result = await attempt(() => webhooks.sendTest(viewer.integratorId));
    if (!result.ok) return profile(reply, viewer, { error: errorMessage(result.error) }, statusOf(result.error));
    return redirectWithNotice(reply, `/dashboard/events/${result.value.eventId}`, 'test-sent');
  });
}
