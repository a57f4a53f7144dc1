// Transfers: the list (the transfers module's list service) and one transfer with its payment instructions and a
// timeline: its states, the ledger entries that moved its money, and the events it sent with how they were delivered.
// In the sandbox a pending on-ramp can be paid from here (the transfers module's sandbox PIX or bank deposit).
import type { Static } from 'typebox';
import { entriesFor } from '../../modules/ledger/index.ts';
import type { Transfer } from '../../modules/transfers/index.ts';
import { beneficiaryName, noticeOf, queryOf, render, type Dashboard, type SignedIn } from '../context.ts';
import { csrfField } from '../../web/csrf.ts';
import { badge, html, time, type SafeHtml } from '../html.ts';
import type { EventSummary } from './events.ts';
import { exportForm } from './exports.ts';
import { renderList } from './lists.ts';
import { beneficiaryLink, beneficiaryNames, type Names } from './names.ts';
import type { FilterSpec } from '../filters.ts';
import { parseListQuery } from '../../http/list-query.ts';

type TransferView = Static<typeof Transfer>;

const PATH = '/dashboard/transfers';

export const TRANSFER_FILTERS: FilterSpec = {
  path: PATH,
  noun: 'transfers',
  selects: [
    { name: 'status', label: 'Status', field: 'status', options: ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] },
    {
      name: 'type',
      label: 'Type',
      field: 'type',
      options: [
        ['ON_RAMP', 'On-ramp'],
        ['OFF_RAMP', 'Off-ramp'],
      ],
    },
    { name: 'fromCurrency', label: 'From currency', field: 'from.currencyCode', options: ['BRL', 'COP', 'USDC'] },
    { name: 'toCurrency', label: 'To currency', field: 'to.currencyCode', options: ['BRL', 'COP', 'USDC'] },
  ],
  links: [{ name: 'beneficiary', field: 'beneficiaryId', describe: () => 'Transfers of one beneficiary' }],
  dateField: 'createdDate',
  quick: [
    ['All', undefined],
    ['Pending', 'PENDING'],
    ['Succeeded', 'SUCCEEDED'],
    ['Failed', 'FAILED'],
    ['Cancelled', 'CANCELLED'],
  ],
  sorts: [
    ['createdDate,desc', 'Newest first'],
    ['createdDate,asc', 'Oldest first'],
    ['lastModifiedDate,desc', 'Recently changed'],
    ['from.value,desc', 'Largest amount'],
  ],
};

const money = (amount: { currencyCode: string; value: string }): string => `${amount.value} ${amount.currencyCode}`;

export function transferRow(transfer: TransferView, names: Names): SafeHtml {
  return html`<tr>
  <td><a href="${PATH}/${transfer.id}">${transfer.type}</a></td>
  <td>${money(transfer.from)}</td>
  <td>${money(transfer.to)}</td>
  <td>${badge(transfer.status)}</td>
  <td>${beneficiaryLink(names, transfer.beneficiaryId)}</td>
  <td>${time(transfer.createdDate)}</td>
</tr>`;
}

export const TRANSFER_HEADERS = ['Type', 'From', 'To', 'Status', 'Beneficiary', 'Created'];

interface TimelineItem {
  at: string;
  title: SafeHtml;
  detail?: SafeHtml | string | undefined;
}

function timeline(transfer: TransferView, entries: Array<{ description: string; createdAt: string }>, events: EventSummary[]): SafeHtml {
  const items: TimelineItem[] = [
    { at: transfer.createdDate, title: html`Created ${badge('PENDING')}`, detail: `Waiting for ${money(transfer.from)}.` },
    ...entries.map((entry) => ({ at: entry.createdAt, title: html`${entry.description}`, detail: 'Ledger entry' })),
    ...(transfer.status !== 'PENDING'
      ? [{ at: transfer.lastModifiedDate, title: html`Became ${badge(transfer.status)}`, detail: transfer.statusReason ?? undefined }]
      : []),
    ...events.map((event) => ({
      at: event.createdAt,
      title: html`<a href="/dashboard/events/${event.id}">${event.operation} event</a> sent`,
      detail: html`Delivery ${badge(event.status)} after ${event.attemptCount} ${event.attemptCount === 1 ? 'attempt' : 'attempts'}${event.message ? html`: ${event.message}` : ''}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return html`<ol class="timeline">${items.map(
    (item) => html`<li>
  <p class="when">${time(item.at)}</p>
  <p class="what">${item.title}</p>
  ${item.detail ? html`<p class="detail">${item.detail}</p>` : ''}
</li>`,
  )}</ol>`;
}

/** The sandbox's way to pay a pending on-ramp, on its own page: PIX in BR (by the payer's document), a bank deposit in CO. */
function sandboxPayment(viewer: SignedIn, transfer: TransferView, document: string | undefined): SafeHtml {
  if (transfer.type !== 'ON_RAMP' || transfer.status !== 'PENDING') return html``;
  const pix = Boolean(transfer.pixCopyAndPaste);
  if (!pix && !transfer.bankDepositInstructions) return html``;
  const [title, action, button] = pix
    ? ['Sandbox: pay this PIX charge', '/dashboard/sandbox/pix', 'Pay PIX charge']
    : ['Sandbox: make the bank deposit', '/dashboard/sandbox/bank-deposit', 'Make bank deposit'];
  return html`<section class="card sandbox" aria-labelledby="pay-title">
  <h2 id="pay-title">${title}</h2>
  <form method="post" action="${action}">
    ${csrfField(viewer.csrfToken)}
    <input type="hidden" name="simulationId" value="${transfer.simulationId}">
    ${pix ? html`<div class="field"><label for="pay-document">Payer's CPF or CNPJ</label><input id="pay-document" name="document" required value="${document ?? ''}"></div>` : ''}
    <div class="field"><label for="pay-amount">Amount (${transfer.from.currencyCode})</label><input id="pay-amount" name="amount" inputmode="decimal" value="${transfer.from.value}" aria-describedby="pay-hint"></div>
    <p id="pay-hint" class="hint">${pix ? 'The payer must be the beneficiary. ' : ''}Any amount other than ${transfer.from.value} fails the transfer.</p>
    <button type="submit">${button}</button>
  </form>
</section>`;
}

export function registerTransferPages(d: Dashboard): void {
  const { transfers, webhooks, beneficiaries } = d.services;

  d.get('/transfers', async (request, reply, viewer) => {
    const query = queryOf(request);
    return renderList(d, reply, viewer, {
      title: 'Transfers',
      section: 'transfers',
      intro: 'On-ramps and off-ramps you created through the API.',
      aside: exportForm('transfers', { title: 'Export transfers', button: 'Export CSV', what: 'the transfers created in the period' }),
      filters: TRANSFER_FILTERS,
      query,
      load: (list) => transfers.list(viewer.integratorId, list),
      headers: TRANSFER_HEADERS,
      rows: async (items) => {
        const names = await beneficiaryNames(
          d,
          viewer.integratorId,
          items.map((item) => item.beneficiaryId),
        );
        return items.map((item) => transferRow(item, names));
      },
      empty: 'No transfers match.',
    });
  });

  d.get('/transfers/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const transfer = await transfers.get(viewer.integratorId, id);
    const [entries, events, beneficiary] = await Promise.all([
      entriesFor(d.db, `transfer:${transfer.id}`),
      webhooks.list(viewer.integratorId, parseListQuery({ filterEq: `resourceId:${transfer.id}`, sort: 'createdAt,asc', size: '100' })),
      beneficiaries.get(viewer.integratorId, transfer.beneficiaryId),
    ]);
    const details = transfer.transactionDetails;
    // The BR Code as a QR code a banking app scans, while the on-ramp awaits its PIX: a PNG data URL (the page's CSP
    // allows data: images), drawn by the qrcode library at error correction M (loaded at the first such page, not at
    // every start: some 60 modules).
    const qr =
      transfer.pixCopyAndPaste && transfer.type === 'ON_RAMP' && transfer.status === 'PENDING'
        ? await (await import('qrcode')).default.toDataURL(transfer.pixCopyAndPaste, { errorCorrectionLevel: 'M', margin: 2, width: 264 })
        : undefined;
    const instructions = transfer.pixCopyAndPaste
      ? html`<h3>PIX copy and paste</h3>${qr ? html`<figure class="pix-qr"><img id="pix-qr" src="${qr}" width="264" height="264" alt="PIX QR code of this charge: scan it with a banking app"><figcaption>Scan with a banking app, or copy the code below.</figcaption></figure>` : ''}<pre class="payload" tabindex="0"><code data-copy>${transfer.pixCopyAndPaste}</code></pre>`
      : transfer.bankDepositInstructions
        ? html`<h3>Bank deposit instructions</h3><dl class="details">
  <dt>Bank</dt><dd>${transfer.bankDepositInstructions.bankName}</dd>
  <dt>Account</dt><dd>${transfer.bankDepositInstructions.accountType} ${transfer.bankDepositInstructions.accountNumber}</dd>
  <dt>Reference</dt><dd><code>${transfer.bankDepositInstructions.reference}</code></dd>
</dl>`
        : '';
    const content = html`<p><a href="${PATH}">← All transfers</a></p>
<div class="grid">
<section class="card" aria-labelledby="summary-title">
  <h2 id="summary-title">Summary</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(transfer.status)}</dd>
    ${transfer.statusReason ? html`<dt>Reason</dt><dd>${transfer.statusReason}</dd>` : ''}
    <dt>Type</dt><dd>${transfer.type}${transfer.fundingSource ? ` (${transfer.fundingSource})` : ''}</dd>
    <dt>From</dt><dd>${money(transfer.from)}</dd>
    <dt>To</dt><dd>${money(transfer.to)}${transfer.status === 'PENDING' ? html` <span class="muted">(estimate at the latest rate)</span>` : ''}</dd>
    <dt>Exchange rate</dt><dd>${details.conversionDetails.exchangeRate}</dd>
    <dt>Fees</dt><dd>${money(details.feeDetails.totalFees)} (integrator fee ${money(details.feeDetails.integratorFee)})</dd>
    <dt>Taxes</dt><dd>${money(details.taxes)}</dd>
    <dt>Converted</dt><dd>${details.conversionDetails.effectiveTransactionValue} ${transfer.from.currencyCode}</dd>
    <dt>Beneficiary</dt><dd><a href="/dashboard/beneficiaries/${beneficiary.id}">${beneficiaryName(beneficiary)}</a></dd>
    <dt>Transfer id</dt><dd><code>${transfer.id}</code></dd>
    <dt>Simulation id</dt><dd><code>${transfer.simulationId}</code></dd>
  </dl>
  ${instructions}
</section>
<section class="card" aria-labelledby="timeline-title">
  <h2 id="timeline-title">Timeline</h2>
  ${timeline(transfer, entries, events.content as EventSummary[])}
</section>
</div>
${d.sandbox ? sandboxPayment(viewer, transfer, beneficiary.person?.idNumber ?? beneficiary.business?.taxId) : ''}`;
    return render(d, reply, viewer, { title: `${transfer.type} ${money(transfer.from)}`, section: 'transfers', notice: noticeOf(request) }, content);
  });
}
