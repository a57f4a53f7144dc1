// API keys: the integrator's client credentials listed (label, created, last used, revoked), a new one created (its
// secret shown once, on the page that answers the form), and one revoked, over the integrators module's ApiKeyService,
// so the API's rules apply (the last key cannot be revoked; every change is audit-logged).
import { Type } from 'typebox';
import { integratorActor } from '../../modules/audit/index.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import { attempt, checkForm, errorMessage, formOf, noticeOf, queryOf, redirectWithNotice, render, type Dashboard, type SignedIn } from '../context.ts';
import { csrfField } from '../../web/csrf.ts';
import { badge, html, time, type HtmlValue } from '../html.ts';
import { pager, table } from './lists.ts';
import type { FastifyReply } from 'fastify';

const PATH = '/dashboard/api-keys';
const LabelForm = Type.Object({ label: Type.String({ minLength: 1, maxLength: 100 }) });

interface KeysState {
  created?: { label: string; clientId: string; clientSecret: string };
  error?: HtmlValue;
  notice?: HtmlValue;
  label?: string;
}

export function registerApiKeyPages(d: Dashboard): void {
  const { apiKeys } = d.services.integrators;

  const keysPage = async (reply: FastifyReply, viewer: SignedIn, query: Record<string, string | string[]>, state: KeysState, status = 200) => {
    const keys = await apiKeys.list(viewer.integratorId, parseListQuery({ page: query.page, size: '50' }));
    const csrf = csrfField(viewer.csrfToken);
    const rows = keys.content.map(
      (key) => html`<tr>
  <td>${key.label}</td>
  <td><code>${key.clientId}</code></td>
  <td>${time(key.createdAt)}</td>
  <td>${key.lastUsedAt ? time(key.lastUsedAt) : html`<span class="muted">never</span>`}</td>
  <td>${key.revokedAt ? html`${badge('REVOKED')} ${time(key.revokedAt)}` : badge('ACTIVE')}</td>
  <td>${
    key.revokedAt
      ? html`<span class="muted">—</span>`
      : html`<form method="post" action="${PATH}/${key.id}/revoke" data-confirm="Revoke “${key.label}”? Its tokens stop working at once.">
    ${csrf}<button type="submit" class="small secondary">Revoke<span class="visually-hidden"> ${key.label}</span></button>
  </form>`
  }</td>
</tr>`,
    );
    const content = html`<p>Each key is a client id and secret for <code>POST /v1/auth/token</code>. Give each system its own key, so one can be revoked without the others.</p>
${
  state.created
    ? html`<div class="secret-once" role="status">
  <p><strong>Your new key “${state.created.label}”.</strong> Copy the secret now: it is shown only this once.</p>
  <dl class="details"><dt>Client ID</dt><dd><code id="new-client-id" data-copy>${state.created.clientId}</code></dd>
  <dt>Client secret</dt><dd><code id="new-client-secret" data-copy>${state.created.clientSecret}</code></dd></dl>
</div>`
    : ''
}
<section class="card" aria-labelledby="create-title">
  <h2 id="create-title">Create a key</h2>
  <form method="post" action="${PATH}" class="inline-form">
    ${csrf}
    <div class="field"><label for="key-label">Label</label><input id="key-label" name="label" maxlength="100" required value="${state.label ?? ''}" placeholder="Payouts service"></div>
    <button type="submit">Create key</button>
  </form>
</section>
${table('API keys', ['Label', 'Client ID', 'Created', 'Last used', 'Status', ''], rows, 'No keys.')}
${pager({ path: PATH, noun: 'API keys', query, sorts: [], example: '' }, keys)}`;
    return render(d, reply, viewer, { title: 'API keys', section: 'api-keys', notice: state.notice, error: state.error }, content, status);
  };

  d.get('/api-keys', async (request, reply, viewer) => keysPage(reply, viewer, queryOf(request), { notice: noticeOf(request) }));

  d.post('/api-keys', async (request, reply, viewer) => {
    const form = formOf(request);
    const result = await attempt(async () => {
      const { label } = checkForm(LabelForm, { label: form.label });
      return apiKeys.create(viewer.integratorId, label, integratorActor(viewer.integratorId, request.id));
    });
    if (!result.ok) return keysPage(reply, viewer, {}, { error: errorMessage(result.error, { '/label': 'Label' }), label: form.label }, statusOf(result.error));
    const { label, clientId, clientSecret } = result.value;
    return keysPage(reply, viewer, {}, { created: { label, clientId, clientSecret } });
  });

  d.post('/api-keys/:id/revoke', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const result = await attempt(() => apiKeys.revoke(viewer.integratorId, id, integratorActor(viewer.integratorId, request.id)));
    if (!result.ok) return keysPage(reply, viewer, {}, { error: errorMessage(result.error) }, statusOf(result.error));
    return redirectWithNotice(reply, PATH, 'key-revoked');
  });
}
