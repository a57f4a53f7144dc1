// The ledger: the trial balance (the same reading as GET /v1/admin/ledger/trial-balance) and every kind of account
// with its balance in each currency, on its normal side, owners' accounts summed (GET /v1/admin/ledger/accounts); now,
// or as of a past instant the form names (asOf, as those routes take it).
import { statusOf } from '../../http/errors.ts';
import { accountBalances, AS_OF_FORMAT, parseAsOf, trialBalance } from '../../modules/ledger/index.ts';
import { attempt, errorMessage, queryOf } from '../../web/forms.ts';
import { badge, html } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { param, render } from '../context.ts';
import { filterForm } from '../filters.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/ledger';

export const ledgerPage: ConsolePage = {
  nav: { section: 'ledger', label: 'Ledger', path: PATH },
  register(c) {
    c.get('/ledger', async (request, reply, viewer) => {
      const given = param(queryOf(request), 'asOf');
      const result = await attempt(async () => {
        const asOf = parseAsOf(given === '' ? undefined : given);
        const [books, accounts] = await Promise.all([trialBalance(c.db, asOf), accountBalances(c.db, asOf)]);
        return { asOf, books, accounts };
      });
      const form = filterForm(PATH, 'the ledger', [{ kind: 'text', name: 'asOf', label: 'As of', value: given, placeholder: '2026-01-31T12:00:00Z' }]);
      const when = result.ok && result.value.asOf !== undefined ? html` as of <time datetime="${result.value.asOf}">${result.value.asOf}</time>` : html` now`;
      const content = html`<p>The books${when}. An instant (${AS_OF_FORMAT}) shows them as the journal stood then: every entry created by then, and what was held then.</p>
${form}
${
  result.ok
    ? html`<section class="card" aria-labelledby="trial-title">
  <h2 id="trial-title">Trial balance</h2>
  <p>Per currency, every posting summed, debits positive and credits negative: ${result.value.books.balanced ? html`${badge('BALANCED')} every currency is 0.00.` : html`<strong>the books do not balance.</strong>`}</p>
  ${table(
    'Trial balance',
    ['Currency', 'Debits', 'Credits', 'Balance'],
    result.value.books.currencies.map(
      (line) =>
        html`<tr><td>${line.currencyCode}</td><td class="amount">${line.debits}</td><td class="amount">${line.credits}</td><td class="amount">${line.balance === '0.00' ? line.balance : html`<strong>${line.balance}</strong>`}</td></tr>`,
    ),
    'No currency.',
  )}
</section>
<section class="card" aria-labelledby="accounts-title">
  <h2 id="accounts-title">Accounts</h2>
  <p>Each kind of account in each currency, its balance on its normal side (a liability's credits less its debits), and what is held of it. Beneficiaries' wallets and integrators' fees payable are summed over their owners.</p>
  ${table(
    'Accounts',
    ['Account', 'Currency', 'Side', 'Accounts', 'Balance', 'Held'],
    result.value.accounts.map(
      (account) =>
        html`<tr><td>${account.kind}</td><td>${account.currency}</td><td>${account.side}</td><td class="amount">${account.accounts}</td><td class="amount">${account.balance}</td><td class="amount">${account.held}</td></tr>`,
    ),
    'No account has been used yet.',
  )}
</section>`
    : ''
}`;
      const error = result.ok ? undefined : errorMessage(result.error, { '/query/asOf': 'As of' });
      return render(c, reply, viewer, { title: 'Ledger', section: 'ledger', error }, content, result.ok ? 200 : statusOf(result.error));
    });
  },
};
