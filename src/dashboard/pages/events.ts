// Webhook events: the list (the API's list service) and one event with every delivery attempt, the exact envelope that
// was sent, and a button to send it again.
import type { Page } from '../../db/lists.ts';
import { noticeOf, queryOf, redirectWithNotice, render, type Dashboard } from '../context.ts';
import { csrfField } from '../../web/csrf.ts';
import { badge, html, time, type SafeHtml } from '../html.ts';
import { renderList, table } from './lists.ts';
import type { FilterSpec } from '../filters.ts';

const PATH = '/dashboard/events';

/** An event as WebhookService lists it: the envelope, with its delivery's state. */
export interface EventSummary {
  id: string;
  operation: string;
  resourceId: string;
  beneficiaryId: string | null;
  success: boolean | null;
  message: string | null;
  createdAt: string;
  status: string;
  attemptCount: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

const FILTERS: FilterSpec = {
  path: PATH,
  noun: 'events',
  selects: [
    { name: 'status', label: 'Delivery', field: 'status', options: ['PENDING', 'DELIVERED', 'FAILED'] },
    {
      name: 'operation',
      label: 'Operation',
      field: 'operation',
      options: [
        'ON_RAMP',
        'OFF_RAMP',
        'PAYMENT_IN',
        'PAYMENT_OUT',
        'BENEFICIARY_KYC',
        'BENEFICIARY_KYB',
        'BENEFICIARY_APPROVED',
        'BENEFICIARY_BANK_ACCOUNT_VALIDATION',
        'TEST',
      ],
    },
  ],
  links: [{ name: 'resource', field: 'resourceId', describe: () => 'Events of one resource' }],
  dateField: 'createdAt',
  quick: [
    ['All', undefined],
    ['Failed', 'FAILED'],
    ['Pending', 'PENDING'],
    ['Delivered', 'DELIVERED'],
  ],
  sorts: [
    ['createdAt,desc', 'Newest first'],
    ['createdAt,asc', 'Oldest first'],
    ['attemptCount,desc', 'Most attempts'],
    ['operation,asc', 'Operation'],
  ],
};

export const successText = (success: boolean | null): string => (success === null ? '—' : success ? 'Yes' : 'No');

/** Where the event's resource is shown in the dashboard, when it is. */
export function resourceLink(event: Pick<EventSummary, 'operation' | 'resourceId'>): SafeHtml {
  if (event.operation.startsWith('BENEFICIARY_')) return html`<a href="/dashboard/beneficiaries/${event.resourceId}">${event.resourceId}</a>`;
  if (event.operation === 'ON_RAMP' || event.operation === 'OFF_RAMP') return html`<a href="/dashboard/transfers/${event.resourceId}">${event.resourceId}</a>`;
  if (event.operation === 'PAYMENT_OUT') return html`<a href="/dashboard/payments/${event.resourceId}">${event.resourceId}</a>`;
  if (event.operation === 'PAYMENT_IN') return html`<a href="/dashboard/payments-in/${event.resourceId}">${event.resourceId}</a>`;
  return html`<code>${event.resourceId}</code>`;
}

export function eventRow(event: EventSummary): SafeHtml {
  return html`<tr>
  <td><a href="${PATH}/${event.id}">${event.operation}</a></td>
  <td>${badge(event.status)}</td>
  <td>${event.attemptCount}</td>
  <td>${successText(event.success)}</td>
  <td>${time(event.createdAt)}</td>
  <td>${event.status === 'PENDING' ? time(event.nextAttemptAt) : html`<span class="muted">—</span>`}</td>
</tr>`;
}

export const EVENT_HEADERS = ['Operation', 'Delivery', 'Attempts', 'Success', 'Created', 'Next attempt'];

export function registerEventPages(d: Dashboard): void {
  const { webhooks } = d.services;

  d.get('/events', async (request, reply, viewer) => {
    const query = queryOf(request);
    return renderList(d, reply, viewer, {
      title: 'Webhook events',
      section: 'events',
      intro: 'Every event sent to your callback URL, with how its delivery went.',
      filters: FILTERS,
      query,
      load: (list) => webhooks.list(viewer.integratorId, list) as Promise<Page<EventSummary>>,
      headers: EVENT_HEADERS,
      rows: (items) => items.map(eventRow),
      empty: 'No events match.',
    });
  });

  d.get('/events/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const event = await webhooks.get(viewer.integratorId, id);
    const envelope = {
      operation: event.operation,
      resourceId: event.resourceId,
      createdAt: event.createdAt,
      integratorId: event.integratorId,
      beneficiaryId: event.beneficiaryId,
      message: event.message,
      success: event.success,
      data: event.data,
    };
    const attempts = event.attempts.map(
      (
        item: { attemptedAt: string; statusCode: number | null; durationMs: number; error: string | null; responseBody: string | null },
        index: number,
      ) => html`<tr>
  <td>${index + 1}</td>
  <td>${time(item.attemptedAt)}</td>
  <td>${item.statusCode ?? html`<span class="muted">no answer</span>`}</td>
  <td>${item.durationMs} ms</td>
  <td>${item.error ?? '—'}</td>
  <td>${item.responseBody ? html`<code class="clip">${item.responseBody.slice(0, 200)}</code>` : '—'}</td>
</tr>`,
    );
    const content = html`<p><a href="${PATH}">← All events</a></p>
<section class="card" aria-labelledby="event-title">
  <h2 id="event-title">Delivery</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(event.status)}</dd>
    <dt>Operation</dt><dd>${event.operation}</dd>
    <dt>Resource</dt><dd>${resourceLink(event)}</dd>
    <dt>Success</dt><dd>${successText(event.success)}</dd>
    ${event.message ? html`<dt>Message</dt><dd>${event.message}</dd>` : ''}
    <dt>Created</dt><dd>${time(event.createdAt)}</dd>
    <dt>Attempts</dt><dd>${event.attemptCount}</dd>
    ${event.status === 'PENDING' ? html`<dt>Next attempt</dt><dd>${time(event.nextAttemptAt)}</dd>` : ''}
    ${event.deliveredAt ? html`<dt>Delivered</dt><dd>${time(event.deliveredAt)}</dd>` : ''}
    <dt>Event id (webhook-id)</dt><dd><code>${event.id}</code></dd>
  </dl>
  <form method="post" action="${PATH}/${event.id}/redeliver">
    ${csrfField(viewer.csrfToken)}
    <button type="submit">Redeliver</button>
    <span class="hint">Sends the same event again (same webhook-id), with a fresh retry schedule.</span>
  </form>
</section>
<section class="card" aria-labelledby="attempts-title">
  <h2 id="attempts-title">Attempts</h2>
  ${table('Delivery attempts', ['#', 'When', 'Status code', 'Duration', 'Error', 'Response'], attempts, 'No attempt yet.')}
</section>
<section class="card" aria-labelledby="payload-title">
  <h2 id="payload-title">Payload</h2>
  <pre class="payload" tabindex="0"><code>${JSON.stringify(envelope, null, 2)}</code></pre>
</section>`;
    return render(d, reply, viewer, { title: `${event.operation} event`, section: 'events', notice: noticeOf(request) }, content);
  });

  d.post('/events/:id/redeliver', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const { eventId } = await webhooks.redeliver(viewer.integratorId, id);
    return redirectWithNotice(reply, `${PATH}/${eventId}`, 'redelivery-queued');
  });
}
