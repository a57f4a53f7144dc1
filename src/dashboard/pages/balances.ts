// Balances, from the ledger: per currency, what the integrator's beneficiaries hold (total, pending, available) and
// the fees collected for it, with the latest movements; and one currency's movements as a list with filters as form
// controls. Read through the ledger module's integrator reads; nothing here is computed from anything but the books.
import { CURRENCY_CODES, type CurrencyCode } from '../../money.ts';
import { integratorBalances, integratorMovements, type IntegratorAccountKind, type Movement } from '../../modules/ledger/index.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { queryOf, render, type Dashboard } from '../context.ts';
import type { FilterSpec } from '../filters.ts';
import { html, time, type SafeHtml } from '../html.ts';
import { renderList, table } from './lists.ts';
import { beneficiaryLink, beneficiaryNames, type Names } from './names.ts';

const PATH = '/dashboard/balances';

const KIND_LABELS: Record<IntegratorAccountKind, string> = {
  beneficiary_wallet: 'Beneficiaries’ balances',
  integrator_fees_payable: 'Your fees collected',
};

function filtersOf(currency: CurrencyCode): FilterSpec {
  return {
    path: `${PATH}/${currency}`,
    noun: 'movements',
    selects: [
      { name: 'account', label: 'Account', field: 'kind', options: Object.entries(KIND_LABELS) },
      {
        name: 'direction',
        label: 'Direction',
        field: 'direction',
        options: [
          ['CREDIT', 'In (credit)'],
          ['DEBIT', 'Out (debit)'],
        ],
      },
    ],
    links: [{ name: 'beneficiary', field: 'beneficiaryId', describe: () => 'Movements of one beneficiary' }],
    dateField: 'createdAt',
    sorts: [
      ['createdAt,desc', 'Newest first'],
      ['createdAt,asc', 'Oldest first'],
      ['amount,desc', 'Largest amount'],
    ],
  };
}

/** Where the cause of a movement is shown. */
function causeLink(reference: string | null): SafeHtml {
  const [type, id] = reference?.split(':') ?? [];
  const path = type === 'transfer' ? 'transfers' : type === 'payment' ? 'payments' : type === 'payment_in' ? 'payments-in' : undefined;
  if (!type || !path || !id) return html`<span class="muted">${reference ?? '—'}</span>`;
  return html`<a href="/dashboard/${path}/${id}">${type.replace('_', ' ')}</a>`;
}

function movementRow(movement: Movement, names: Names): SafeHtml {
  const sign = movement.direction === 'CREDIT' ? '+' : '−';
  return html`<tr>
  <td>${time(movement.createdAt)}</td>
  <td>${movement.kind === 'beneficiary_wallet' ? beneficiaryLink(names, movement.beneficiaryId) : KIND_LABELS[movement.kind]}</td>
  <td class="amount ${movement.direction === 'CREDIT' ? 'credit' : 'debit'}">${sign}${movement.amount} ${movement.currency}</td>
  <td>${movement.description}</td>
  <td>${causeLink(movement.reference)}</td>
</tr>`;
}

const MOVEMENT_HEADERS = ['When', 'Account', 'Amount', 'Entry', 'Cause'];

export function registerBalancePages(d: Dashboard): void {
  const rowsOf = async (integratorId: string, items: Movement[]) => {
    const names = await beneficiaryNames(
      d,
      integratorId,
      items.flatMap((item) => (item.beneficiaryId ? [item.beneficiaryId] : [])),
    );
    return items.map((item) => movementRow(item, names));
  };

  d.get('/balances', async (_request, reply, viewer) => {
    const [balances, recent] = await Promise.all([
      integratorBalances(d.db, viewer.integratorId),
      integratorMovements(d.db, viewer.integratorId, parseListQuery({ size: '10' })),
    ]);
    const lines = balances.map(
      (line) => html`<tr>
  <td><a href="${PATH}/${line.currency}">${line.currency}</a></td>
  <td>${KIND_LABELS[line.kind]}</td>
  <td class="amount">${line.total}</td>
  <td class="amount">${line.pending}</td>
  <td class="amount">${line.available}</td>
  <td>${line.accounts}</td>
</tr>`,
    );
    const content = html`<p>Your money in Ponte’s books, per currency: what your beneficiaries hold in USDC, and the integrator fees collected for you.
<strong>Pending</strong> is held for payments and off-ramps under way; <strong>available</strong> is what can be spent now.</p>
<section class="card" aria-labelledby="balances-title">
  <h2 id="balances-title">Per currency</h2>
  ${table('Balances per currency', ['Currency', 'Account', 'Total', 'Pending', 'Available', 'Accounts'], lines, 'No balance yet: money appears here once an on-ramp settles or a payment in arrives.')}
</section>
<section class="card" aria-labelledby="movements-title">
  <h2 id="movements-title">Latest movements</h2>
  ${table('Latest movements', MOVEMENT_HEADERS, await rowsOf(viewer.integratorId, recent.content), 'No movement yet.')}
</section>`;
    return render(d, reply, viewer, { title: 'Balances', section: 'balances' }, content);
  });

  d.get('/balances/:currency', async (request, reply, viewer) => {
    const { currency } = request.params as { currency: string };
    if (!(CURRENCY_CODES as string[]).includes(currency)) return reply.callNotFound();
    const code = currency as CurrencyCode;
    const balances = (await integratorBalances(d.db, viewer.integratorId)).filter((line) => line.currency === code);
    const summary = balances.map(
      (line) =>
        html`<dt>${KIND_LABELS[line.kind]}</dt><dd>${line.total} ${code} <span class="muted">(pending ${line.pending}, available ${line.available})</span></dd>`,
    );
    return renderList(d, reply, viewer, {
      title: `${code} balance`,
      section: 'balances',
      intro: `Every movement of your ${code} accounts in the ledger.`,
      aside: html`<p><a href="${PATH}">← All balances</a></p><dl class="details">${summary.length > 0 ? summary : html`<dt>Balance</dt><dd>0.00 ${code}</dd>`}</dl>`,
      filters: filtersOf(code),
      query: queryOf(request),
      load: (list) => integratorMovements(d.db, viewer.integratorId, { ...list, all: [...list.all, { path: 'currency', value: code }] }),
      headers: MOVEMENT_HEADERS,
      rows: (items) => rowsOf(viewer.integratorId, items),
      empty: 'No movements match.',
    });
  });
}
