// Payments out: the list (the payments module's list service, with filters as form controls) and one payment with
// its contact, its beneficiary, the ledger entries that moved its money and the events it sent; and their export.
import type { PaymentBody } from '../../modules/payments/index.ts';
import { entriesFor } from '../../modules/ledger/index.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { noticeOf, queryOf, render, type Dashboard } from '../context.ts';
import type { FilterSpec } from '../filters.ts';
import { badge, html, time, type SafeHtml } from '../html.ts';
import type { EventSummary } from './events.ts';
import { exportForm } from './exports.ts';
import { renderList, table } from './lists.ts';
import { beneficiaryLink, beneficiaryNames, type Names } from './names.ts';

const PATH = '/dashboard/payments';

const FILTERS: FilterSpec = {
  path: PATH,
  noun: 'payments',
  selects: [{ name: 'status', label: 'Status', field: 'status', options: ['PENDING', 'COMPLETED', 'FAILED'] }],
  links: [
    { name: 'beneficiary', field: 'beneficiaryId', describe: () => 'Payments of one beneficiary' },
    { name: 'contact', field: 'paymentContactId', describe: () => 'Payments to one payment contact' },
  ],
  dateField: 'createdDate',
  quick: [
    ['All', undefined],
    ['Pending', 'PENDING'],
    ['Completed', 'COMPLETED'],
    ['Failed', 'FAILED'],
  ],
  sorts: [
    ['createdDate,desc', 'Newest first'],
    ['createdDate,asc', 'Oldest first'],
    ['lastModifiedDate,desc', 'Recently changed'],
    ['amount.value,desc', 'Largest amount'],
  ],
};

export const money = (amount: { currencyCode: string; value: string }): string => `${amount.value} ${amount.currencyCode}`;

function row(payment: PaymentBody, names: Names): SafeHtml {
  return html`<tr>
  <td><a href="${PATH}/${payment.id}">${payment.description || 'Payment'}</a></td>
  <td>${money(payment.amount)}</td>
  <td>${money(payment.fees)}</td>
  <td>${money(payment.totalAmount)}</td>
  <td>${badge(payment.status)}${payment.failureReason ? html` <span class="muted">${payment.failureReason}</span>` : ''}</td>
  <td>${beneficiaryLink(names, payment.beneficiaryId)}</td>
  <td>${time(payment.createdDate)}</td>
</tr>`;
}

/** The events a resource sent, as a table: the same list service as the events page, filtered by resource id. */
export async function eventsOf(d: Dashboard, integratorId: string, resourceId: string): Promise<SafeHtml> {
  const events = await d.services.webhooks.list(integratorId, parseListQuery({ filterEq: `resourceId:${resourceId}`, sort: 'createdAt,asc', size: '100' }));
  const rows = (events.content as EventSummary[]).map(
    (event) =>
      html`<tr><td><a href="/dashboard/events/${event.id}">${event.operation}</a></td><td>${badge(event.status)}</td><td>${event.attemptCount}</td><td>${time(event.createdAt)}</td></tr>`,
  );
  return table('Events sent', ['Operation', 'Delivery', 'Attempts', 'Created'], rows, 'No event yet.');
}

export function registerPaymentPages(d: Dashboard): void {
  const { payments, paymentContacts } = d.services;

  d.get('/payments', async (request, reply, viewer) => {
    const query = queryOf(request);
    return renderList(d, reply, viewer, {
      title: 'Payments',
      section: 'payments',
      intro: 'Payments out you made through the API: USDC from a beneficiary’s balance, sent as USD to a payment contact.',
      aside: exportForm('payments', { title: 'Export payments', button: 'Export CSV', what: 'the payments created in the period' }),
      filters: FILTERS,
      query,
      load: (list) => payments.list(viewer.integratorId, list),
      headers: ['Description', 'Amount', 'Fee', 'Sent', 'Status', 'Beneficiary', 'Created'],
      rows: async (items) => {
        const names = await beneficiaryNames(
          d,
          viewer.integratorId,
          items.map((item) => item.beneficiaryId),
        );
        return items.map((item) => row(item, names));
      },
      empty: 'No payments match.',
    });
  });

  d.get('/payments/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const payment = await payments.get(viewer.integratorId, id);
    const [contact, names, entries, events] = await Promise.all([
      paymentContacts.get(viewer.integratorId, payment.paymentContactId),
      beneficiaryNames(d, viewer.integratorId, [payment.beneficiaryId]),
      entriesFor(d.db, `payment:${payment.id}`),
      eventsOf(d, viewer.integratorId, payment.id),
    ]);
    const ledger = entries.map((entry) => html`<tr><td>${time(entry.createdAt)}</td><td>${entry.description}</td></tr>`);
    const content = html`<p><a href="${PATH}">← All payments</a></p>
<div class="grid">
<section class="card" aria-labelledby="summary-title">
  <h2 id="summary-title">Summary</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(payment.status)}</dd>
    ${payment.failureReason ? html`<dt>Reason</dt><dd>${payment.failureReason}</dd>` : ''}
    <dt>Description</dt><dd>${payment.description}</dd>
    <dt>Amount</dt><dd>${money(payment.amount)}</dd>
    <dt>Fees</dt><dd>${money(payment.fees)}</dd>
    <dt>Sent</dt><dd>${money(payment.totalAmount)}</dd>
    <dt>Beneficiary</dt><dd>${beneficiaryLink(names, payment.beneficiaryId)}</dd>
    <dt>Paid to</dt><dd><a href="/dashboard/payment-contacts/${contact.id}">${contact.userInfo.name}</a> (${contact.bankInfo.name}, ${contact.paymentType})</dd>
    <dt>Created</dt><dd>${time(payment.createdDate)}</dd>
    <dt>Last changed</dt><dd>${time(payment.lastModifiedDate)}</dd>
    <dt>Payment id</dt><dd><code>${payment.id}</code></dd>
    <dt>Simulation id</dt><dd><code>${payment.simulationId}</code></dd>
  </dl>
</section>
<section class="card" aria-labelledby="ledger-title">
  <h2 id="ledger-title">Ledger entries</h2>
  ${table('Ledger entries', ['When', 'Entry'], ledger, 'No ledger entry yet: the funds are held until the payment ends.')}
  <h2>Events</h2>
  ${events}
</section>
</div>`;
    return render(d, reply, viewer, { title: `Payment ${money(payment.amount)}`, section: 'payments', notice: noticeOf(request) }, content);
  });
}
