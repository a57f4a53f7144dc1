// Liquidity: each rail account's liquidity account as the treasury reads it (its ledger balance, what it owes, what is
// free, its minimum and target, the payouts it holds), beside the provider's balance from the last reconciliation run
// that read it; and a refill form, which submits the same request as POST /v1/admin/liquidity-accounts/{railAccount}/
// refills: under the two-person rule (policy liquidity.refill), nothing is posted until another approver approves it.
import { statusOf } from '../../http/errors.ts';
import { latestBalances } from '../../modules/reconciliation/index.ts';
import { listAccounts, RefillBody } from '../../modules/liquidity/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf } from '../../web/forms.ts';
import { badge, html, time, withQuery, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { consoleActor, noticeOf, paths, redirectWithNotice, render, type Console, type SignedIn } from '../context.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/liquidity';

const LABELS: Record<string, string> = { '/amount': 'Amount', '/source': 'Source', '/reference': 'Reference', '/reason': 'Reason' };

type Accounts = Awaited<ReturnType<typeof listAccounts>>;
type Balances = Awaited<ReturnType<typeof latestBalances>>;

function providerCells(balances: Balances, account: Accounts[number]): SafeHtml {
  const last = balances.get(account.railAccount as never);
  if (!last) return html`<td class="muted">not read yet</td><td></td>`;
  const shared = last.railAccounts.length > 1 ? html` <span class="muted">(${last.railAccounts.join(' + ')})</span>` : '';
  if (!last.provider) return html`<td>${badge(last.outcome)} <span class="muted">${last.reason ?? ''}</span></td><td></td>`;
  const difference =
    last.outcome === 'DIFFERS' && last.exceptionId
      ? html`<a href="${paths.exception(last.exceptionId)}">${last.difference ?? ''}</a>`
      : html`${last.difference ?? ''}`;
  return html`<td class="amount">${last.provider.amount}${shared} <span class="muted">at ${time(last.provider.at)},
    <a href="${paths.run(last.runId)}">run</a></span></td><td class="amount">${badge(last.outcome)} ${difference}</td>`;
}

const accountRow = (balances: Balances) => (account: Accounts[number]) => html`<tr>
  <td><strong>${account.railAccount}</strong><br><span class="muted">${account.name}</span></td>
  <td>${account.currencyCode}</td>
  <td class="amount">${account.balance.total}</td>
  <td class="amount">${account.balance.committed}</td>
  <td class="amount">${account.balance.free}</td>
  <td class="amount">${account.minimum}</td>
  <td class="amount">${account.target}</td>
  <td>${account.belowMinimum ? badge('BELOW_MINIMUM') : badge('OK')}${account.lowSince ? html` <span class="muted">low since ${time(account.lowSince)}</span>` : ''}</td>
  <td class="amount">${
    account.heldCount > 0 ? html`<a href="${withQuery('/ops/exceptions', { kind: 'LIQUIDITY_SHORT', status: 'OPEN' })}">${account.heldCount} held</a>` : '0'
  }</td>
  ${providerCells(balances, account)}
</tr>`;

function refillForm(viewer: SignedIn, accounts: Accounts, values: Record<string, string>): SafeHtml {
  const value = (name: string) => values[name] ?? '';
  const option = (name: string, label: string, chosen: string) => html`<option value="${name}"${chosen === name ? html` selected` : ''}>${label}</option>`;
  return html`<form method="post" action="${PATH}/refills" class="card" data-confirm="Send this refill for approval?">
  <h2>Record a refill</h2>
  <p>First move the money at the rail (a PIX between the service's accounts, USDC bought into the hot wallet), then record it here. Another approver approves it; then the entry is posted and the payouts this account held are sent again.</p>
  ${csrfField(viewer.csrfToken)}
  <div class="field">
    <label for="railAccount">Account refilled</label>
    <select id="railAccount" name="railAccount" required>${accounts.map((account) =>
      option(account.railAccount, `${account.railAccount} (${account.currencyCode})`, value('railAccount')),
    )}</select>
  </div>
  <div class="field">
    <label for="amount">Amount</label>
    <input id="amount" name="amount" value="${value('amount')}" required inputmode="decimal" autocomplete="off" aria-describedby="amount-hint">
    <p id="amount-hint" class="hint">In the account's currency, at most two decimals, such as 25000.00.</p>
  </div>
  <div class="field">
    <label for="source">Source</label>
    <select id="source" name="source" required aria-describedby="source-hint">${[
      option('fx_position', 'fx_position (the currency was bought)', value('source')),
      ...accounts.map((account) => option(account.railAccount, `${account.railAccount} (a rebalance, ${account.currencyCode})`, value('source'))),
    ]}</select>
    <p id="source-hint" class="hint">Another account of the same currency for a rebalance, or fx_position when the currency was bought.</p>
  </div>
  <div class="field">
    <label for="reference">Reference at the rail</label>
    <input id="reference" name="reference" value="${value('reference')}" required maxlength="200" autocomplete="off" spellcheck="false" aria-describedby="reference-hint">
    <p id="reference-hint" class="hint">The movement's reference: an end-to-end id, a transaction hash. A reference is recorded once.</p>
  </div>
  <div class="field">
    <label for="reason">Reason</label>
    <textarea id="reason" name="reason" required maxlength="2000" aria-describedby="reason-hint">${value('reason')}</textarea>
    <p id="reason-hint" class="hint">Why: the approver reads this before the entry posts.</p>
  </div>
  <button type="submit">Send for approval</button>
</form>`;
}

async function show(
  c: Console,
  viewer: SignedIn,
  options: { notice?: string | undefined; error?: HtmlValue; values?: Record<string, string> },
): Promise<{ content: SafeHtml; title: string }> {
  const [accounts, balances] = await Promise.all([listAccounts(c.db), latestBalances(c.db)]);
  const content = html`<p>The money the service holds at each rail account, from the journal: <em>committed</em> is what the account owes already, <em>free</em> what a new payout may use down to the minimum. A payout that would take its account below the minimum is held until a refill is recorded. The provider's balance is the last one a <a href="/ops/reconciliation">reconciliation run</a> read.</p>
${table(
  'Liquidity accounts',
  ['Rail account', 'Currency', 'Balance', 'Committed', 'Free', 'Minimum', 'Target', 'State', 'Held', "Provider's balance", 'Difference'],
  accounts.map(accountRow(balances)),
  'No liquidity account.',
)}
${refillForm(viewer, accounts, options.values ?? {})}`;
  return { content, title: 'Liquidity' };
}

export const liquidityPage: ConsolePage = {
  nav: { section: 'liquidity', label: 'Liquidity', path: PATH },
  register(c) {
    c.get('/liquidity', async (request, reply, viewer) => {
      const { content, title } = await show(c, viewer, {});
      return render(c, reply, viewer, { title, section: 'liquidity', notice: noticeOf(request) }, content);
    });

    c.post(
      '/liquidity/refills',
      async (request, reply, viewer) => {
        const values = formOf(request);
        const result = await attempt(async () => {
          const { railAccount = '', ...rest } = values;
          const body = checkForm(RefillBody, { amount: rest.amount, source: rest.source, reference: rest.reference, reason: rest.reason });
          return c.services.approvals.submit('liquidity.refill', { ...body, railAccount }, body.reason, consoleActor(request, viewer));
        });
        if (!result.ok) {
          const { content, title } = await show(c, viewer, { values });
          return render(c, reply, viewer, { title, section: 'liquidity', error: errorMessage(result.error, LABELS) }, content, statusOf(result.error));
        }
        if (!result.value.applied) return redirectWithNotice(reply, paths.approval(result.value.approval.id), 'approval-requested');
        return redirectWithNotice(reply, PATH, 'refill-recorded');
      },
      'act',
    );
  },
};
