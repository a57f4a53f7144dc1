// Payments: the list of payments out (the payments module's list service, with the API's filters, sort and paging),
// and their export.
import type { PaymentBody } from '../../modules/payments/schemas.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { queryOf, type Dashboard } from '../context.ts';
import { badge, html, time, type SafeHtml } from '../html.ts';
import { exportForm } from './exports.ts';
import { renderList, type ListView } from './lists.ts';

const PATH = '/dashboard/payments';

function listView(query: Record<string, string | string[]>): ListView {
  return {
    path: PATH,
    noun: 'payments',
    query,
    sorts: [
      ['createdDate,desc', 'Newest first'],
      ['createdDate,asc', 'Oldest first'],
      ['lastModifiedDate,desc', 'Recently changed'],
      ['amount.value,desc', 'Largest amount'],
    ],
    example: 'status:FAILED,amount.value:30.00',
    quickFilters: [
      ['All', undefined],
      ['Pending', 'status:PENDING'],
      ['Completed', 'status:COMPLETED'],
      ['Failed', 'status:FAILED'],
    ],
  };
}

const money = (amount: { currencyCode: string; value: string }): string => `${amount.value} ${amount.currencyCode}`;

function row(payment: PaymentBody): SafeHtml {
  return html`<tr>
  <td>${payment.description}</td>
  <td>${money(payment.amount)}</td>
  <td>${money(payment.fees)}</td>
  <td>${money(payment.totalAmount)}</td>
  <td>${badge(payment.status)}${payment.failureReason ? html` <span class="muted">${payment.failureReason}</span>` : ''}</td>
  <td><a href="/dashboard/beneficiaries/${payment.beneficiaryId}">${payment.beneficiaryId.slice(0, 8)}…</a></td>
  <td>${time(payment.createdDate)}</td>
</tr>`;
}

export function registerPaymentPages(d: Dashboard): void {
  d.get('/payments', async (request, reply, viewer) => {
    const query = queryOf(request);
    return renderList(d, reply, viewer, {
      title: 'Payments',
      section: 'payments',
      intro: 'Payments out you made through the API: USDC from a beneficiary’s balance, sent as USD to a payment contact.',
      aside: exportForm('payments', { title: 'Export payments', button: 'Export CSV', what: 'the payments created in the period' }),
      view: listView(query),
      load: () => d.services.payments.list(viewer.integratorId, parseListQuery(query)),
      headers: ['Description', 'Amount', 'Fee', 'Sent', 'Status', 'Beneficiary', 'Created'],
      row,
      empty: 'No payments match.',
    });
  });
}
