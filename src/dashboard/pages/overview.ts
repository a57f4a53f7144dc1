// The overview: beneficiaries by status, the latest transfers, and the deliveries that are failing, each read through
// the same list services as the API (a count is a page of size 1 and its totalElements).
import { noticeOf, render, type Dashboard } from '../context.ts';
import { html, withQuery } from '../html.ts';
import { EVENT_HEADERS, eventRow, type EventSummary } from './events.ts';
import { table } from './lists.ts';
import { beneficiaryNames } from './names.ts';
import { TRANSFER_HEADERS, transferRow } from './transfers.ts';
import { parseListQuery } from '../../http/list-query.ts';

const STATUSES = ['PENDING', 'CREATED', 'REJECTED'] as const;

export function registerOverviewPage(d: Dashboard): void {
  const { beneficiaries, transfers, webhooks } = d.services;

  d.get('/', async (request, reply, viewer) => {
    const id = viewer.integratorId;
    const [counts, recentTransfers, failed, retrying] = await Promise.all([
      Promise.all(STATUSES.map(async (status) => (await beneficiaries.list(id, parseListQuery({ filterEq: `status:${status}`, size: '1' }))).totalElements)),
      transfers.list(id, parseListQuery({ size: '5' })),
      webhooks.list(id, parseListQuery({ filterEq: 'status:FAILED', size: '5' })),
      webhooks.list(id, parseListQuery({ filterEq: 'status:PENDING', sort: 'attemptCount,desc', size: '5' })),
    ]);
    const names = await beneficiaryNames(
      d,
      id,
      recentTransfers.content.map((transfer) => transfer.beneficiaryId),
    );
    const failing = [...(failed.content as EventSummary[]), ...(retrying.content as EventSummary[]).filter((event) => event.attemptCount > 0)];
    const callbackMissing = viewer.integrator.callbackUrl === null;
    const content = html`${callbackMissing ? html`<div class="warning" role="note">You have no callback URL yet: set one on your <a href="/dashboard/profile">profile</a> to receive events (beneficiaries need one).</div>` : ''}
<section aria-labelledby="counts-title">
  <h2 id="counts-title">Beneficiaries</h2>
  <ul class="stats">
    ${STATUSES.map(
      (status, index) =>
        html`<li><a href="${withQuery('/dashboard/beneficiaries', { status })}"><span class="stat-number">${counts[index] ?? 0}</span> <span class="stat-label">${status}</span></a></li>`,
    )}
  </ul>
</section>
<section class="card" aria-labelledby="transfers-title">
  <h2 id="transfers-title">Recent transfers</h2>
  ${table(
    'Recent transfers',
    TRANSFER_HEADERS,
    recentTransfers.content.map((transfer) => transferRow(transfer, names)),
    'No transfers yet.',
  )}
  <p><a href="/dashboard/transfers">All transfers (${recentTransfers.totalElements})</a></p>
</section>
<section class="card" aria-labelledby="failing-title">
  <h2 id="failing-title">Failing deliveries</h2>
  <p>Events your callback URL did not accept: the latest that failed for good (${failed.totalElements} in all), and those still being retried.</p>
  ${table('Failing deliveries', EVENT_HEADERS, failing.map(eventRow), 'Every event was delivered, or is on its first try.')}
  <p><a href="${withQuery('/dashboard/events', { status: 'FAILED' })}">All failed events</a></p>
</section>`;
    return render(d, reply, viewer, { title: 'Overview', section: 'overview', notice: noticeOf(request) }, content);
  });
}
