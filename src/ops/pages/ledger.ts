// The ledger: the trial balance (the same reading as GET /v1/admin/ledger/trial-balance) and every kind of account
// with its balance in each currency, on its normal side, owners' accounts summed.
import { accountBalances, trialBalance } from '../../modules/ledger/index.ts';
import { badge, html } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { render } from '../context.ts';
import type { ConsolePage } from './page.ts';

export const ledgerPage: ConsolePage = {
  nav: { section: 'ledger', label: 'Ledger', path: '/ops/ledger' },
  register(c) {
    c.get('/ledger', async (_request, reply, viewer) => {
      const [books, accounts] = await Promise.all([trialBalance(c.db), accountBalances(c.db)]);
      const content = html`<section class="card" aria-labelledby="trial-title">
  <h2 id="trial-title">Trial balance</h2>
  <p>Per currency, every posting summed, debits positive and credits negative: ${books.balanced ? html`${badge('BALANCED')} every currency is 0.00.` : html`<strong>the books do not balance.</strong>`}</p>
  ${table(
    'Trial balance',
    ['Currency', 'Debits', 'Credits', 'Balance'],
    books.currencies.map(
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
    accounts.map(
      (account) =>
        html`<tr><td>${account.kind}</td><td>${account.currency}</td><td>${account.side}</td><td class="amount">${account.accounts}</td><td class="amount">${account.balance}</td><td class="amount">${account.held}</td></tr>`,
    ),
    'No account has been used yet.',
  )}
</section>`;
      return render(c, reply, viewer, { title: 'Ledger', section: 'ledger' }, content);
    });
  },
};
