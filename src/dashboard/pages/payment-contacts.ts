// Payment contacts (the US bank accounts beneficiaries pay and are paid by) and payments in (USD received from them):
// each a list with filters as form controls and a detail page, read through the payments module's services.
import type { PaymentContactBody, PaymentInResult } from '../../modules/payments/index.ts';
import { noticeOf, queryOf, render, type Dashboard } from '../context.ts';
import type { FilterSpec } from '../filters.ts';
import { badge, html, time, withQuery, type SafeHtml } from '../html.ts';
import { renderList } from './lists.ts';
import { beneficiaryLink, beneficiaryNames, type Names } from './names.ts';
import { eventsOf, money } from './payments.ts';

const CONTACTS = '/dashboard/payment-contacts';
const PAYMENTS_IN = '/dashboard/payments-in';

const CONTACT_FILTERS: FilterSpec = {
  path: CONTACTS,
  noun: 'payment contacts',
  selects: [
    { name: 'type', label: 'Payment type', field: 'paymentType', options: ['WIRE', 'ACH'] },
    {
      name: 'holder',
      label: 'Holder',
      field: 'userInfo.type',
      options: [
        ['NATURAL_PERSON', 'Person'],
        ['LEGAL_PERSON', 'Business'],
      ],
    },
  ],
  texts: [{ name: 'name', label: 'Account holder name', field: 'userInfo.name' }],
  links: [{ name: 'beneficiary', field: 'beneficiaryId', describe: () => 'Contacts of one beneficiary' }],
  dateField: 'createdDate',
  sorts: [
    ['createdDate,desc', 'Newest first'],
    ['createdDate,asc', 'Oldest first'],
    ['userInfo.name,asc', 'Holder (A–Z)'],
  ],
};

const PAYMENT_IN_FILTERS: FilterSpec = {
  path: PAYMENTS_IN,
  noun: 'payments in',
  selects: [{ name: 'status', label: 'Status', field: 'status', options: ['COMPLETED', 'REJECTED'] }],
  links: [
    { name: 'beneficiary', field: 'beneficiaryId', describe: () => 'Payments in of one beneficiary' },
    { name: 'contact', field: 'paymentContactId', describe: () => 'Payments in from one payment contact' },
  ],
  dateField: 'createdDate',
  sorts: [
    ['createdDate,desc', 'Newest first'],
    ['createdDate,asc', 'Oldest first'],
    ['amount.value,desc', 'Largest amount'],
  ],
};

const last4 = (accountNumber: string): string => `•••• ${accountNumber.slice(-4)}`;

function contactRow(contact: PaymentContactBody, names: Names): SafeHtml {
  return html`<tr>
  <td><a href="${CONTACTS}/${contact.id}">${contact.userInfo.name}</a></td>
  <td>${contact.bankInfo.name}</td>
  <td>${contact.paymentType}</td>
  <td>${contact.userInfo.accountType} ${last4(contact.userInfo.accountNumber)}</td>
  <td>${beneficiaryLink(names, contact.beneficiaryId)}</td>
  <td>${time(contact.createdDate)}</td>
</tr>`;
}

function paymentInRow(payment: PaymentInResult, names: Names): SafeHtml {
  return html`<tr>
  <td><a href="${PAYMENTS_IN}/${payment.id}">${money(payment.amount)}</a></td>
  <td>${badge(payment.status)}${payment.failureReason ? html` <span class="muted">${payment.failureReason}</span>` : ''}</td>
  <td>${beneficiaryLink(names, payment.beneficiaryId)}</td>
  <td>${time(payment.createdDate)}</td>
</tr>`;
}

const address = (value: { street1: string; city: string; state: string; postalCode: string; country: string }): string =>
  [value.street1, value.city, `${value.state} ${value.postalCode}`, value.country].join(', ');

export function registerPaymentContactPages(d: Dashboard): void {
  const { paymentContacts, paymentsIn } = d.services;

  d.get('/payment-contacts', async (request, reply, viewer) =>
    renderList(d, reply, viewer, {
      title: 'Payment contacts',
      section: 'payment-contacts',
      intro: 'The US bank accounts your beneficiaries pay (payments out) and are paid from (payments in).',
      filters: CONTACT_FILTERS,
      query: queryOf(request),
      load: (list) => paymentContacts.list(viewer.integratorId, list),
      headers: ['Account holder', 'Bank', 'Type', 'Account', 'Beneficiary', 'Created'],
      rows: async (items) => {
        const names = await beneficiaryNames(
          d,
          viewer.integratorId,
          items.map((item) => item.beneficiaryId),
        );
        return items.map((item) => contactRow(item, names));
      },
      empty: 'No payment contacts match.',
    }),
  );

  d.get('/payment-contacts/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const contact = await paymentContacts.get(viewer.integratorId, id);
    const names = await beneficiaryNames(d, viewer.integratorId, [contact.beneficiaryId]);
    const content = html`<p><a href="${CONTACTS}">← All payment contacts</a></p>
<div class="grid">
<section class="card" aria-labelledby="holder-title">
  <h2 id="holder-title">Account holder</h2>
  <dl class="details">
    <dt>Name</dt><dd>${contact.userInfo.name}</dd>
    <dt>Holder type</dt><dd>${contact.userInfo.type === 'LEGAL_PERSON' ? 'Business' : 'Person'}</dd>
    <dt>Address</dt><dd>${address(contact.userInfo)}</dd>
    <dt>Account</dt><dd>${contact.userInfo.accountType} ${last4(contact.userInfo.accountNumber)}</dd>
    <dt>Routing number</dt><dd>${contact.userInfo.routingKey}</dd>
    <dt>Payment type</dt><dd>${contact.paymentType}</dd>
    <dt>Beneficiary</dt><dd>${beneficiaryLink(names, contact.beneficiaryId)}</dd>
    <dt>Contact id</dt><dd><code>${contact.id}</code></dd>
    <dt>Created</dt><dd>${time(contact.createdDate)}</dd>
  </dl>
</section>
<section class="card" aria-labelledby="bank-title">
  <h2 id="bank-title">Bank</h2>
  <dl class="details">
    <dt>Name</dt><dd>${contact.bankInfo.name}</dd>
    <dt>Address</dt><dd>${address(contact.bankInfo)}</dd>
  </dl>
  <p><a href="${withQuery('/dashboard/payments', { contact: contact.id })}">Payments to this contact</a> ·
  <a href="${withQuery(PAYMENTS_IN, { contact: contact.id })}">payments in from it</a></p>
</section>
</div>`;
    return render(d, reply, viewer, { title: contact.userInfo.name, section: 'payment-contacts', notice: noticeOf(request) }, content);
  });

  d.get('/payments-in', async (request, reply, viewer) =>
    renderList(d, reply, viewer, {
      title: 'Payments in',
      section: 'payments-in',
      intro:
        'USD received at your beneficiaries’ receiving accounts: credited 1:1 as USDC when it comes from one of their payment contacts, refused otherwise.',
      filters: PAYMENT_IN_FILTERS,
      query: queryOf(request),
      load: (list) => paymentsIn.list(viewer.integratorId, list),
      headers: ['Amount', 'Status', 'Beneficiary', 'Received'],
      rows: async (items) => {
        const names = await beneficiaryNames(
          d,
          viewer.integratorId,
          items.map((item) => item.beneficiaryId),
        );
        return items.map((item) => paymentInRow(item, names));
      },
      empty: 'No payments in match.',
    }),
  );

  d.get('/payments-in/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const payment = await paymentsIn.get(viewer.integratorId, id);
    const [names, contact, events] = await Promise.all([
      beneficiaryNames(d, viewer.integratorId, [payment.beneficiaryId]),
      paymentContacts.get(viewer.integratorId, payment.paymentContactId).catch(() => undefined),
      eventsOf(d, viewer.integratorId, payment.id),
    ]);
    const content = html`<p><a href="${PAYMENTS_IN}">← All payments in</a></p>
<div class="grid">
<section class="card" aria-labelledby="summary-title">
  <h2 id="summary-title">Summary</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(payment.status)}</dd>
    ${payment.failureReason ? html`<dt>Reason</dt><dd>${payment.failureReason}</dd>` : ''}
    <dt>Amount</dt><dd>${money(payment.amount)}${payment.status === 'COMPLETED' ? html` <span class="muted">(credited as ${payment.amount.value} USDC)</span>` : ''}</dd>
    <dt>Beneficiary</dt><dd>${beneficiaryLink(names, payment.beneficiaryId)}</dd>
    <dt>Sender</dt><dd>${contact ? html`<a href="${CONTACTS}/${contact.id}">${contact.userInfo.name}</a>` : html`<code>${payment.paymentContactId}</code> <span class="muted">(not a payment contact)</span>`}</dd>
    <dt>Received</dt><dd>${time(payment.createdDate)}</dd>
    <dt>Payment in id</dt><dd><code>${payment.id}</code></dd>
  </dl>
</section>
<section class="card" aria-labelledby="events-title">
  <h2 id="events-title">Events</h2>
  ${events}
</section>
</div>`;
    return render(d, reply, viewer, { title: `Payment in ${money(payment.amount)}`, section: 'payments-in', notice: noticeOf(request) }, content);
  });
}
