// The integrator's webhook endpoints page: the list (the callback URL as the default endpoint among them), a form to add
// one (its secret shown once, on the page the form answers), and per endpoint enable or disable, edit its URL,
// description and subscriptions, rotate its secret (shown once) and delete. Every change goes through the service the
// API calls (WebhookEndpointService), so the same URL checks and audit entries apply.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { integratorActor } from '../../modules/audit/index.ts';
import { type WebhookEndpoint, OPERATIONS, CreateWebhookEndpointBody, UpdateWebhookEndpointBody } from '../../modules/webhooks/index.ts';
import { statusOf } from '../../http/errors.ts';
import { csrfField } from '../../web/csrf.ts';
import { table } from '../../web/lists.ts';
import { attempt, checkForm, errorMessage, formOf, render, type Dashboard, type SignedIn } from '../context.ts';
import { badge, html, time, type HtmlValue } from '../html.ts';

const PATH = '/dashboard/webhook-endpoints';
const LABELS = { '/url': 'URL', '/description': 'Description', '/operations': 'Events' };

/** What a redirect after an action says, by a fixed key: never text from the URL. */
const DONE: Record<string, string> = {
  saved: 'The endpoint is saved.',
  enabled: 'The endpoint is enabled: new events are sent to it.',
  disabled: 'The endpoint is disabled: nothing more is sent to it.',
  deleted: 'The endpoint is deleted.',
};

interface PageState {
  /** A secret just made (creation or rotation), shown once. */
  secret?: { endpoint: WebhookEndpoint; value: string; rotated: boolean } | undefined;
  form?: Record<string, string | string[]> | undefined;
  notice?: HtmlValue;
  error?: HtmlValue;
}

/** The checked operations of a form: every operation ("*") unless "some" is chosen. */
function operationsOf(request: FastifyRequest): string[] {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body.subscribe !== 'some') return ['*'];
  const checked = body.operations;
  return (Array.isArray(checked) ? checked : checked === undefined ? [] : [checked]).filter((value): value is string => typeof value === 'string');
}

/** The URL, description and subscription fields, filled with `endpoint`'s values or what was just sent. */
function fields(prefix: string, endpoint: Partial<WebhookEndpoint> | undefined, isDefault: boolean): HtmlValue {
  const all = !endpoint?.operations || endpoint.operations.includes('*');
  const boxes = OPERATIONS.map(
    (operation) =>
      html`<label class="inline"><input type="checkbox" name="operations" value="${operation}"${!all && endpoint?.operations?.includes(operation) ? html` checked` : ''}> ${operation}</label>`,
  );
  return html`<div class="field">
    <label for="${prefix}-url">URL</label>
    <input id="${prefix}-url" name="url" type="url" inputmode="url" maxlength="2048" required value="${endpoint?.url ?? ''}">
    ${isDefault ? html`<p class="hint">The default endpoint is your callback URL: changing it here changes the profile's.</p>` : ''}
  </div>
  <div class="field">
    <label for="${prefix}-description">Description</label>
    <input id="${prefix}-description" name="description" maxlength="500" value="${endpoint?.description ?? ''}">
  </div>
  <fieldset class="field">
    <legend>Events</legend>
    <label class="inline"><input type="radio" name="subscribe" value="all"${all ? html` checked` : ''}> Every event</label>
    <label class="inline"><input type="radio" name="subscribe" value="some"${all ? '' : html` checked`}> Only these:</label>
    <div>${boxes}</div>
  </fieldset>`;
}

export function registerWebhookEndpointPages(d: Dashboard): void {
  const endpoints = d.services.webhookEndpoints;
  const actor = (request: FastifyRequest, viewer: SignedIn) => integratorActor(viewer.integratorId, request.id);

  const listPage = async (reply: FastifyReply, viewer: SignedIn, state: PageState, status = 200) => {
    const csrf = csrfField(viewer.csrfToken);
    const page = await endpoints.list(viewer.integratorId, { page: 0, size: 100, all: [], any: [], sort: [{ path: 'createdAt', direction: 'ASC' }] });
    const rows = page.content.map(
      (endpoint) => html`<tr>
  <td><a href="${PATH}/${endpoint.id}">${endpoint.url ?? html`<span class="muted">no callback URL</span>`}</a>${endpoint.default ? html` <span class="badge badge-neutral">default</span>` : ''}
    ${endpoint.description ? html`<br><span class="hint">${endpoint.description}</span>` : ''}</td>
  <td>${endpoint.operations.includes('*') ? 'Every event' : endpoint.operations.join(', ')}</td>
  <td>${badge(endpoint.enabled ? 'ENABLED' : 'DISABLED')}</td>
  <td>${time(endpoint.createdAt)}</td>
  <td class="actions">
    <form method="post" action="${PATH}/${endpoint.id}/${endpoint.enabled ? 'disable' : 'enable'}">${csrf}<button type="submit" class="secondary">${endpoint.enabled ? 'Disable' : 'Enable'}</button></form>
    <form method="post" action="${PATH}/${endpoint.id}/rotate" data-confirm="Receivers must switch to the new secret within 24 hours. Rotate it?">${csrf}<button type="submit" class="secondary">Rotate secret</button></form>
    ${endpoint.default ? '' : html`<form method="post" action="${PATH}/${endpoint.id}/delete" data-confirm="Nothing more is sent to this endpoint. Delete it?">${csrf}<button type="submit" class="secondary">Delete</button></form>`}
  </td>
</tr>`,
    );
    const secret = state.secret
      ? html`<div class="secret-once" role="status">
    <p><strong>${state.secret.rotated ? 'The new signing secret' : 'The signing secret'} of ${state.secret.endpoint.url}, shown only now.</strong>${
      state.secret.rotated ? ' For 24 hours the previous one also signs webhook-signature.' : ''
    }</p>
    <p><code id="endpoint-secret" data-copy>${state.secret.value}</code></p>
  </div>`
      : '';
    const form = state.form;
    const content = html`${secret}
<section class="card" aria-labelledby="endpoints-title">
  <h2 id="endpoints-title">Webhook endpoints</h2>
  <p>Every event is sent to each enabled endpoint that subscribes to it, signed with that endpoint's own secret.</p>
  ${table('Webhook endpoints', ['URL', 'Events', 'State', 'Created', 'Actions'], rows, 'No endpoint yet.')}
</section>
<section class="card" aria-labelledby="add-title">
  <h2 id="add-title">Add an endpoint</h2>
  <form method="post" action="${PATH}">
    ${csrf}
    ${fields('new', form ? { url: String(form.url ?? ''), description: String(form.description ?? ''), operations: [form.operations ?? '*'].flat() } : undefined, false)}
    <button type="submit">Add endpoint</button>
  </form>
</section>`;
    return render(d, reply, viewer, { title: 'Webhook endpoints', section: 'webhook-endpoints', notice: state.notice, error: state.error }, content, status);
  };

  d.get('/webhook-endpoints', async (request, reply, viewer) => {
    const done = (request.query as Record<string, unknown>).done;
    return listPage(reply, viewer, { notice: typeof done === 'string' ? DONE[done] : undefined });
  });

  d.post('/webhook-endpoints', async (request, reply, viewer) => {
    const form = formOf(request);
    const input = { url: form.url, description: form.description, operations: operationsOf(request) };
    const result = await attempt(() => endpoints.create(viewer.integratorId, checkForm(CreateWebhookEndpointBody, input), actor(request, viewer)));
    if (!result.ok)
      return listPage(reply, viewer, { form: { ...form, operations: input.operations }, error: errorMessage(result.error, LABELS) }, statusOf(result.error));
    const { secret, ...endpoint } = result.value;
    return listPage(reply, viewer, { secret: { endpoint, value: secret, rotated: false }, notice: 'The endpoint is added.' }, 201);
  });

  const editPage = async (reply: FastifyReply, viewer: SignedIn, endpoint: WebhookEndpoint, error?: HtmlValue, status = 200) => {
    const content = html`<p><a href="${PATH}">← All endpoints</a></p>
<section class="card" aria-labelledby="edit-title">
  <h2 id="edit-title">${endpoint.default ? 'The default endpoint' : 'Endpoint'}</h2>
  <form method="post" action="${PATH}/${endpoint.id}">
    ${csrfField(viewer.csrfToken)}
    ${fields('edit', endpoint, endpoint.default)}
    <button type="submit">Save</button>
  </form>
  <p class="hint">Endpoint id <code>${endpoint.id}</code>; ${endpoint.enabled ? 'enabled' : 'disabled'}; updated ${time(endpoint.updatedAt)}.</p>
</section>`;
    return render(d, reply, viewer, { title: 'Webhook endpoint', section: 'webhook-endpoints', error }, content, status);
  };

  d.get('/webhook-endpoints/:id', async (request, reply, viewer) =>
    editPage(reply, viewer, await endpoints.get(viewer.integratorId, (request.params as { id: string }).id)),
  );

  d.post('/webhook-endpoints/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const form = formOf(request);
    const changes = { url: form.url, description: form.description ?? '', operations: operationsOf(request) };
    const result = await attempt(() => endpoints.update(viewer.integratorId, id, checkForm(UpdateWebhookEndpointBody, changes), actor(request, viewer)));
    if (!result.ok) {
      const endpoint = await endpoints.get(viewer.integratorId, id);
      return editPage(reply, viewer, { ...endpoint, ...changes, url: changes.url ?? null }, errorMessage(result.error, LABELS), statusOf(result.error));
    }
    return reply.redirect(`${PATH}?done=saved`, 303);
  });

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    d.post(`/webhook-endpoints/:id/${action}`, async (request, reply, viewer) => {
      await endpoints.update(viewer.integratorId, (request.params as { id: string }).id, { enabled }, actor(request, viewer));
      return reply.redirect(`${PATH}?done=${enabled ? 'enabled' : 'disabled'}`, 303);
    });
  }

  d.post('/webhook-endpoints/:id/rotate', async (request, reply, viewer) => {
    const { secret, ...endpoint } = await endpoints.rotateSecret(viewer.integratorId, (request.params as { id: string }).id, actor(request, viewer));
    return listPage(reply, viewer, { secret: { endpoint, value: secret, rotated: true }, notice: 'The secret is rotated.' });
  });

  d.post('/webhook-endpoints/:id/delete', async (request, reply, viewer) => {
    const result = await attempt(() => endpoints.delete(viewer.integratorId, (request.params as { id: string }).id, actor(request, viewer)));
    if (!result.ok) return listPage(reply, viewer, { error: errorMessage(result.error) }, statusOf(result.error));
    return reply.redirect(`${PATH}?done=deleted`, 303);
  });
}
