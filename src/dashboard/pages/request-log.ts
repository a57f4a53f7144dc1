// The request log: the integrator's latest API calls (the request-log module's list), filtered by form controls, and
// one call with everything kept of it. Nothing here ever held a body, a header or a token: the log does not store them.
import type { LoggedRequest } from '../../modules/request-log/index.ts';
import { queryOf, render, type Dashboard } from '../context.ts';
import type { FilterSpec } from '../filters.ts';
import { html, time, type SafeHtml } from '../html.ts';
import { renderList } from './lists.ts';

const PATH = '/dashboard/request-log';

const FILTERS: FilterSpec = {
  path: PATH,
  noun: 'requests',
  selects: [
    { name: 'method', label: 'Method', field: 'method', options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
    {
      name: 'status',
      label: 'Status',
      field: 'status',
      options: ['200', '201', '202', '204', '400', '401', '403', '404', '409', '412', '422', '429', '500', '503'],
    },
  ],
  texts: [{ name: 'code', label: 'Error code', field: 'errorCode' }],
  dateField: 'createdAt',
  sorts: [
    ['createdAt,desc', 'Newest first'],
    ['createdAt,asc', 'Oldest first'],
    ['durationMs,desc', 'Slowest first'],
  ],
};

const statusBadge = (status: number): SafeHtml => html`<span class="badge badge-${status < 400 ? 'good' : status < 500 ? 'wait' : 'bad'}">${status}</span>`;
const duration = (ms: number): string => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

function row(entry: LoggedRequest): SafeHtml {
  return html`<tr>
  <td><a href="${PATH}/${entry.id}">${entry.method}</a></td>
  <td><code class="clip">${entry.path}</code></td>
  <td>${statusBadge(entry.status)}</td>
  <td>${entry.errorCode ? html`<code>${entry.errorCode}</code>` : html`<span class="muted">—</span>`}</td>
  <td class="amount">${duration(entry.durationMs)}</td>
  <td>${entry.apiKey?.label ?? html`<span class="muted">—</span>`}</td>
  <td>${time(entry.createdAt)}</td>
</tr>`;
}

export function registerRequestLogPages(d: Dashboard): void {
  const { requestLog } = d.services;

  d.get('/request-log', async (request, reply, viewer) => {
    // Calls this process answered and has not written yet are written first, so a call just made is listed.
    await requestLog.flush();
    return renderList(d, reply, viewer, {
      title: 'Request log',
      section: 'request-log',
      intro:
        'Your latest API calls (the newest 1000 are kept): method, path, status, error code, duration and the API key used. Bodies, headers and tokens are never stored.',
      filters: FILTERS,
      query: queryOf(request),
      load: (list) => requestLog.list(viewer.integratorId, list),
      headers: ['Method', 'Path', 'Status', 'Error code', 'Duration', 'API key', 'Time'],
      rows: (items) => items.map(row),
      empty: 'No API calls match.',
    });
  });

  d.get('/request-log/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    await requestLog.flush();
    const entry = await requestLog.get(viewer.integratorId, id);
    const content = html`<p><a href="${PATH}">← All requests</a></p>
<section class="card" aria-labelledby="request-title">
  <h2 id="request-title">Request</h2>
  <dl class="details">
    <dt>Method</dt><dd>${entry.method}</dd>
    <dt>Path</dt><dd><code>${entry.path}</code></dd>
    ${entry.route ? html`<dt>Route</dt><dd><code>${entry.route}</code></dd>` : ''}
    <dt>Status</dt><dd>${statusBadge(entry.status)}</dd>
    <dt>Error code</dt><dd>${entry.errorCode ? html`<code>${entry.errorCode}</code> (<a href="/docs">reference</a>)` : '—'}</dd>
    <dt>Duration</dt><dd>${duration(entry.durationMs)}</dd>
    <dt>Time</dt><dd>${time(entry.createdAt)}</dd>
    <dt>Request id</dt><dd><code data-copy>${entry.requestId}</code></dd>
    <dt>API key</dt><dd>${entry.apiKey ? html`${entry.apiKey.label} (<code>${entry.apiKey.clientId}</code>)` : '—'}</dd>
  </dl>
  <p class="hint">Quote the request id to support. Only these fields are kept of a call: never its body, headers, token or query values other than page, size and sort.</p>
</section>
`;
    return render(d, reply, viewer, { title: `${entry.method} ${entry.path.split('?')[0]}`, section: 'request-log' }, content);
  });
}
