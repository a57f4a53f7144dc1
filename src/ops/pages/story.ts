// A transfer's or a payment's full story, across every integrator: its states and phase, the simulation it was quoted
// by, every journal entry it caused with every posting (account, direction, amount), its holds, its events with each
// delivery attempt, and its exceptions. Each part comes from the module that owns it: the head from the operations
// module's stories, the API view from the transfers or payments service, the books from the ledger's reads, the events
// from the webhooks service, the exceptions from their list.
import { parseListQuery } from '../../http/list-query.ts';
import { holdsFor, journalFor, type HoldView, type JournalEntry, type JournalPosting } from '../../modules/ledger/index.ts';
import { paymentHead, transferHead, type StoryHead } from '../../modules/operations/index.ts';
import { fxLineage, type FxLineage } from '../../modules/transfers/index.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { money, paths, render, shortId, type Console, type SignedIn } from '../context.ts';
import { EXCEPTION_HEADERS, exceptionRow } from './exceptions.ts';
import type { ConsolePage } from './page.ts';
import type { FastifyReply } from 'fastify';

type Attempt = { attemptedAt: string; statusCode: number | null; durationMs: number; error: string | null };
type EventWithAttempts = {
  id: string;
  operation: string;
  status: string;
  success: boolean | null;
  message: string | null;
  createdAt: string;
  attempts: Attempt[];
};

const accountName = (account: JournalPosting['account']): SafeHtml =>
  html`${account.kind} <span class="muted">${account.currency}</span>${account.ownerId ? html` <span class="muted" title="${account.ownerId}">(${shortId(account.ownerId)})</span>` : ''}`;

function entryCard(entry: JournalEntry): SafeHtml {
  const rows = entry.postings.map(
    (posting) =>
      html`<tr><td>${accountName(posting.account)}</td><td class="amount">${posting.direction === 'DEBIT' ? posting.amount : ''}</td><td class="amount">${posting.direction === 'CREDIT' ? posting.amount : ''}</td></tr>`,
  );
  return html`<div class="entry">
  <h3>${entry.description}</h3>
  <p class="muted">${time(entry.createdAt)} · entry <code>${entry.id}</code></p>
  <div class="table-wrap postings" role="region" aria-label="Postings of ${entry.description}" tabindex="0">
    <table><caption class="visually-hidden">Postings of ${entry.description}</caption>
    <thead><tr><th scope="col">Account</th><th scope="col" class="amount">Debit</th><th scope="col" class="amount">Credit</th></tr></thead>
    <tbody>${rows}</tbody></table>
  </div>
</div>`;
}

const holdRow = (hold: HoldView): SafeHtml =>
  html`<tr><td>${accountName(hold.account)}</td><td class="amount">${hold.amount}</td><td>${badge(hold.status)}</td><td>${time(hold.createdAt)}</td><td>${time(hold.resolvedAt)}</td></tr>`;

function eventCard(event: EventWithAttempts): SafeHtml {
  const attempts = event.attempts.map(
    (attempt) =>
      html`<tr><td>${time(attempt.attemptedAt)}</td><td>${attempt.statusCode ?? '—'}</td><td class="amount">${attempt.durationMs} ms</td><td>${attempt.error ?? ''}</td></tr>`,
  );
  return html`<div class="entry">
  <h3>${event.operation} ${event.success === null ? '' : event.success ? 'success' : 'failure'} · delivery ${badge(event.status)}</h3>
  <p class="muted">${time(event.createdAt)} · event <code>${event.id}</code>${event.message ? html` · ${event.message}` : ''}</p>
  ${table(`Delivery attempts of event ${event.id}`, ['Attempted', 'Status code', 'Duration', 'Error'], attempts, 'Not tried yet.')}
</div>`;
}

function details(record: Record<string, unknown> | null): HtmlValue {
  if (!record) return html`<p class="muted">None found.</p>`;
  const text = (value: unknown): string =>
    value !== null && typeof value === 'object' && 'value' in value && 'currencyCode' in value
      ? money(value as { value: string; currencyCode: string })
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return html`<dl class="details">${Object.entries(record).map(([key, value]) => html`<dt>${key}</dt><dd>${text(value)}</dd>`)}</dl>`;
}

/** The rate a transfer was quoted and the rate it executed at, each with the market rate's lineage (migration 057). */
function rateCard(lineage: FxLineage): SafeHtml {
  const when = (value: string | null) => (value ? time(value) : html`<span class="muted">—</span>`);
  const { quoted, executed } = lineage;
  const quotedRow = html`<tr><td>Quoted</td><td class="amount">${quoted.marketExchangeRate ?? '—'}</td><td class="amount">${quoted.exchangeRate ?? '—'}</td><td>${quoted.source ?? '—'}</td><td>${quoted.observationId ? html`<code>${quoted.observationId}</code>` : '—'}</td><td>${when(quoted.observedAt)}</td><td>${when(quoted.fetchedAt)}</td><td>—</td></tr>`;
  const executedRow = executed
    ? html`<tr><td>Executed <code title="${executed.id}">${shortId(executed.id)}</code></td><td class="amount">${executed.marketExchangeRate}</td><td class="amount">${executed.exchangeRate}</td><td>${executed.source}</td><td>${executed.observationId ? html`<code>${executed.observationId}</code>` : '—'}</td><td>${when(executed.observedAt)}</td><td>${when(executed.fetchedAt)}</td><td>${executed.from.value} ${executed.from.currencyCode} → ${executed.to.value} ${executed.to.currencyCode}, ${executed.postings} postings</td></tr>`
    : html`<tr><td>Executed</td><td colspan="7" class="muted">Not executed yet.</td></tr>`;
  return html`<section class="card" aria-labelledby="rates-title">
  <h2 id="rates-title">Rates</h2>
  <p>The rate quoted (the simulation's) and the rate executed at, each with the market rate's source, its observation, when the source formed it and when it was read. The postings of the conversion name the executed one.</p>
  ${table('Rates', ['Rate', 'Market rate', 'Rate applied', 'Source', 'Observation', 'Observed', 'Fetched', 'Converted'], [quotedRow, executedRow], '')}
</section>`;
}

async function renderStory(
  c: Console,
  reply: FastifyReply,
  viewer: SignedIn,
  head: StoryHead,
  resource: Record<string, unknown>,
  title: string,
  summary: SafeHtml,
  extra: SafeHtml | '' = '',
) {
  const { webhooks, operations, integrators } = c.services;
  const [integrator, entries, holds, events, exceptions] = await Promise.all([
    integrators.get(head.integratorId),
    journalFor(c.db, head.references),
    holdsFor(c.db, head.references),
    webhooks.list(head.integratorId, parseListQuery({ filterEq: `resourceId:${head.id}`, sort: 'createdAt,asc', size: '100' })),
    operations.list(parseListQuery({ filterEq: `resource.id:${head.id}`, sort: 'createdDate,asc', size: '100' })),
  ]);
  const withAttempts = (await Promise.all(events.content.map((event: { id: string }) => webhooks.get(head.integratorId, event.id)))) as EventWithAttempts[];
  const content = html`<div class="grid">
<section class="card" aria-labelledby="summary-title">
  <h2 id="summary-title">Summary</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(head.status)}${head.phase ? html` <span class="muted">phase</span> <code>${head.phase}</code>` : ''}</dd>
    ${summary}
    <dt>Integrator</dt><dd><a href="${paths.integrator(integrator.id)}">${integrator.name}</a></dd>
    <dt>Beneficiary id</dt><dd><code>${head.beneficiaryId}</code></dd>
    <dt>${head.type === 'transfer' ? 'Transfer' : 'Payment'} id</dt><dd><code>${head.id}</code></dd>
  </dl>
</section>
<section class="card" aria-labelledby="states-title">
  <h2 id="states-title">States</h2>
  <ol class="timeline">${head.states.map((step) => html`<li><p class="when">${time(step.at)}</p><p class="what">${step.state}</p>${step.detail ? html`<p class="detail">${step.detail}</p>` : ''}</li>`)}</ol>
</section>
</div>
<section class="card" aria-labelledby="exceptions-title">
  <h2 id="exceptions-title">Exceptions</h2>
  ${table('Exceptions of this resource', EXCEPTION_HEADERS, exceptions.content.map(exceptionRow), 'None: nothing about it needed a person.')}
</section>
<section class="card" aria-labelledby="journal-title">
  <h2 id="journal-title">Journal entries</h2>
  ${entries.length > 0 ? entries.map(entryCard) : html`<p class="empty">No money moved on the books yet.</p>`}
  <h3>Holds</h3>
  ${table('Holds', ['Account', 'Amount', 'Status', 'Taken', 'Ended'], holds.map(holdRow), 'No hold was taken.')}
</section>
${extra}
<section class="card" aria-labelledby="events-title">
  <h2 id="events-title">Events and their delivery</h2>
  ${withAttempts.length > 0 ? withAttempts.map(eventCard) : html`<p class="empty">No event was sent about it yet.</p>`}
</section>
<div class="grid">
<section class="card" aria-labelledby="simulation-title">
  <h2 id="simulation-title">Simulation</h2>
  ${details(head.simulation)}
</section>
<section class="card" aria-labelledby="resource-title">
  <h2 id="resource-title">As the integrator sees it</h2>
  <pre class="payload" tabindex="0"><code>${JSON.stringify(resource, null, 2)}</code></pre>
</section>
</div>`;
  return render(c, reply, viewer, { title, section: 'none' }, content);
}

export const storyPages: ConsolePage = {
  register(c) {
    const { transfers, payments } = c.services;

    c.get('/transfers/:id', async (request, reply, viewer) => {
      const head = await transferHead(c.db, (request.params as { id: string }).id);
      const transfer = await transfers.get(head.integratorId, head.id);
      const summary = html`<dt>Type</dt><dd>${transfer.type}${transfer.fundingSource ? ` (${transfer.fundingSource})` : ''}</dd>
    <dt>From</dt><dd>${money(transfer.from)}</dd>
    <dt>To</dt><dd>${money(transfer.to)}</dd>
    ${transfer.statusReason ? html`<dt>Reason</dt><dd>${transfer.statusReason}</dd>` : ''}`;
      const lineage = await fxLineage(c.db, head.id);
      return renderStory(c, reply, viewer, head, transfer, `Transfer ${transfer.type} ${money(transfer.from)}`, summary, lineage ? rateCard(lineage) : '');
    });

    c.get('/payments/:id', async (request, reply, viewer) => {
      const head = await paymentHead(c.db, (request.params as { id: string }).id);
      const payment = await payments.get(head.integratorId, head.id);
      const summary = html`<dt>Amount</dt><dd>${money(payment.amount)}</dd>
    <dt>Paid out</dt><dd>${money(payment.totalAmount)} (fees ${money(payment.fees)})</dd>
    <dt>Contact id</dt><dd><code>${payment.paymentContactId}</code></dd>
    ${payment.failureReason ? html`<dt>Reason</dt><dd>${payment.failureReason}</dd>` : ''}`;
      return renderStory(c, reply, viewer, head, payment, `Payment ${money(payment.amount)}`, summary);
    });
  },
};
