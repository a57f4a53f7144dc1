// The overview: the open exceptions by kind (each a count read through the exceptions' own list service: a page of
// size 1 and its totalElements), the ones that have waited longest, and whether the books balance.
import { EXCEPTION_KINDS } from '../../modules/exceptions/index.ts';
import { trialBalance } from '../../modules/ledger/index.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { html, withQuery, type SafeHtml } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { noticeOf, render } from '../context.ts';
import { EXCEPTION_HEADERS, exceptionRow } from './exceptions.ts';
import type { ConsolePage } from './page.ts';

/** A kind's name may break after each underscore, so a long one wraps inside its card rather than overflowing it. */
const breakable = (kind: string): SafeHtml => html`${kind.split('_').map((word, index) => (index === 0 ? word : html`_<wbr>${word}`))}`;

export const overviewPage: ConsolePage = {
  nav: { section: 'overview', label: 'Overview', path: '/ops' },
  register(c) {
    c.get('/', async (request, reply, viewer) => {
      const { operations } = c.services;
      const [counts, oldest, books] = await Promise.all([
        Promise.all(
          EXCEPTION_KINDS.map(async (kind) => (await operations.list(parseListQuery({ filterEq: `kind:${kind},status:OPEN`, size: '1' }))).totalElements),
        ),
        operations.list(parseListQuery({ filterEq: 'status:OPEN', size: '5' })),
        trialBalance(c.db),
      ]);
      const unbalanced = books.currencies.filter((line) => line.balance !== '0.00');
      const content = html`<section aria-labelledby="open-title">
  <h2 id="open-title">Open exceptions by kind</h2>
  <ul class="stats">
    ${EXCEPTION_KINDS.map(
      (kind, index) =>
        html`<li><a href="${withQuery('/ops/exceptions', { kind, status: 'OPEN' })}"><span class="stat-number">${counts[index] ?? 0}</span> <span class="stat-label">${breakable(kind)}</span></a></li>`,
    )}
  </ul>
</section>
<section class="card" aria-labelledby="oldest-title">
  <h2 id="oldest-title">Waiting longest</h2>
  ${table('Open exceptions, oldest first', EXCEPTION_HEADERS, oldest.content.map(exceptionRow), 'Nothing needs a person: no exception is open.')}
  <p><a href="${withQuery('/ops/exceptions', { status: 'OPEN' })}">All open exceptions (${oldest.totalElements})</a></p>
</section>
<section class="card" aria-labelledby="books-title">
  <h2 id="books-title">Trial balance</h2>
  ${
    books.balanced
      ? html`<p><span class="badge badge-good">BALANCED</span> Every currency sums to 0.00.</p>`
      : html`<div class="error" role="alert">The books do not balance in ${unbalanced.map((line) => `${line.currencyCode} (${line.balance})`).join(', ')}.</div>`
  }
  <p><a href="/ops/ledger">The ledger's accounts and the trial balance</a></p>
</section>`;
      return render(c, reply, viewer, { title: 'Overview', section: 'overview', notice: noticeOf(request) }, content);
    });
  },
};
