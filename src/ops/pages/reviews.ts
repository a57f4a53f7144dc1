// Sanctions reviews: the queue (the screening module's list, filtered by status, subject and integrator, oldest first)
// and one review, each hit with both sides side by side (what the integrator gave about the screened party, and the
// list's entry it matched), and the decision form: CLEAR or CONFIRM with a note, through ScreeningService.decide, the
// same call as POST /v1/admin/reviews/{id}/decision, with the operator's account as the actor (the service writes the
// audit entry in the decision's transaction).
import type { FastifyReply } from 'fastify';
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import { can } from '../../http/roles.ts';
import { DecisionBody, type ReviewBody, type ReviewHitBody, type ScreeningRecordBody } from '../../modules/screening/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf, queryOf } from '../../web/forms.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { pager, table, type ListView } from '../../web/lists.ts';
import { actorName, consoleActor, filterEq, noticeOf, param, paths, redirectWithNotice, render, shortId, type SignedIn } from '../context.ts';
import { filterForm } from '../filters.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/reviews';
const LABELS = { '/decision': 'Decision', '/note': 'Note' };

const score = (hits: ReviewHitBody[]): string => (hits.length === 0 ? '—' : Math.max(...hits.map((hit) => hit.score)).toFixed(2));
const subjectLabel = (review: ReviewBody): string => (review.subject.type === 'BENEFICIARY' ? 'Beneficiary' : 'Payment contact');

const reviewRow = (review: ReviewBody): SafeHtml => html`<tr>
  <td><a href="${paths.review(review.id)}" title="${review.id}">${review.hits[0]?.name ?? shortId(review.id)}</a></td>
  <td>${subjectLabel(review)}</td>
  <td><a href="${paths.integrator(review.integratorId)}" title="${review.integratorId}">${shortId(review.integratorId)}</a></td>
  <td class="amount">${review.hits.length}</td>
  <td class="amount">${score(review.hits)}</td>
  <td>${badge(review.status)}</td>
  <td>${time(review.createdDate)}</td>
</tr>`;

const orDash = (value: string | null): HtmlValue => value ?? html`<span class="muted">not given</span>`;

/** One hit: the screened party as the integrator described it beside the entry of the list it matched. */
function hitCard(hit: ReviewHitBody, index: number): SafeHtml {
  return html`<section class="card" aria-labelledby="hit-${index}">
  <h2 id="hit-${index}">Hit ${index + 1}: ${hit.name} <span class="muted">· score ${hit.score.toFixed(2)}</span></h2>
  <div class="grid">
    <div>
      <h3>What the integrator gave</h3>
      <dl class="details">
        <dt>Name</dt><dd>${hit.name}</dd>
        <dt>Role</dt><dd>${hit.role}</dd>
        <dt>Date of birth</dt><dd>${orDash(hit.details.dateOfBirth)}</dd>
        <dt>Citizenship</dt><dd>${orDash(hit.details.citizenship)}</dd>
        <dt>Address country</dt><dd>${orDash(hit.details.country)}</dd>
      </dl>
    </div>
    <div>
      <h3>The list's entry</h3>
      <dl class="details">
        <dt>Entry</dt><dd>${hit.entry.name} <span class="muted">(${hit.entry.list} ${hit.entry.entNum}, ${hit.entry.type})</span></dd>
        <dt>Matched name</dt><dd>${hit.matchedName}</dd>
        <dt>Programs</dt><dd>${hit.entry.programs.join(', ') || '—'}</dd>
        <dt>Countries</dt><dd>${hit.entry.countries.join(', ') || '—'}</dd>
        <dt>Remarks</dt><dd>${orDash(hit.entry.remarks)}</dd>
      </dl>
    </div>
  </div>
</section>`;
}

function decisionForm(viewer: SignedIn, review: ReviewBody, values: Record<string, string>): SafeHtml {
  const choice = (value: 'CLEAR' | 'CONFIRM', label: string, says: string) =>
    html`<div class="choice"><input type="radio" id="decision-${value}" name="decision" value="${value}" required${values.decision === value ? html` checked` : ''}>
    <label for="decision-${value}"><strong>${label}</strong>: ${says}</label></div>`;
  return html`<section class="card" aria-labelledby="decide-title">
  <h2 id="decide-title">Decide</h2>
  <form method="post" action="${paths.review(review.id)}/decision" data-confirm="A decision is final. Go on?">
    ${csrfField(viewer.csrfToken)}
    <fieldset>
      <legend>Decision</legend>
      ${choice('CLEAR', 'Clear', review.subject.type === 'BENEFICIARY' ? 'not the listed party; the beneficiary is approved once its verification is complete.' : 'not the listed party; the contact may be paid.')}
      ${choice('CONFIRM', 'Confirm', review.subject.type === 'BENEFICIARY' ? 'the listed party; the beneficiary is rejected.' : 'the listed party; the contact is blocked for good.')}
    </fieldset>
    <div class="field">
      <label for="note">Note</label>
      <textarea id="note" name="note" required maxlength="2000" aria-describedby="note-hint">${values.note ?? ''}</textarea>
      <p id="note-hint" class="hint">What you compared (date of birth, country, documents): kept with the decision and in the audit log. The decision is sent for approval: another approver makes it final.</p>
    </div>
    <button type="submit">Send for approval</button>
  </form>
</section>`;
}

/** One screening of the evidence page: when and why, against which lists (with their digests), and what it found. */
const screeningRow = (screening: ScreeningRecordBody): SafeHtml => html`<tr>
  <td>${time(screening.createdDate)}</td>
  <td>${screening.occasion}</td>
  <td>${screening.lists.lists.map(
    (list) =>
      html`<div>${list.list} <span class="muted">(${list.entries} entries, <code title="${list.digest}">${list.digest.slice(0, 19)}…</code>)</span></div>`,
  )}<div class="muted">read ${time(screening.lists.loadedAt)}</div></td>
  <td class="amount">${screening.threshold}</td>
  <td>${badge(screening.result)}</td>
  <td class="amount">${screening.topScore === null ? '—' : screening.topScore.toFixed(3)}</td>
  <td>${screening.hits.map((hit) => html`<div>${hit.name} ~ ${hit.matchedName} <span class="muted">(${hit.entry.list} ${hit.entry.entNum})</span></div>`)}</td>
</tr>`;

export const reviewsPage: ConsolePage = {
  nav: { section: 'reviews', label: 'Reviews', path: PATH },
  register(c) {
    const { screening, approvals } = c.services;

    c.get('/reviews', async (request, reply, viewer) => {
      const query = queryOf(request);
      const status = param(query, 'status') || 'OPEN';
      const subject = param(query, 'subject');
      const integrator = param(query, 'integrator');
      const sort = param(query, 'sort') || 'createdDate,asc';
      const listQuery = {
        ...filterEq({ status: status === 'ANY' ? undefined : status, 'subject.type': subject, integratorId: integrator }),
        sort,
        ...(query.page ? { page: query.page } : {}),
      };
      const result = await attempt(() => screening.list(parseListQuery(listQuery)));
      const view: ListView = { path: PATH, noun: 'reviews', query, sorts: [], example: '' };
      const content = html`<p>Beneficiaries and payment contacts whose names matched a sanctions list. Open ones by default, the oldest first.</p>
${filterForm(PATH, 'reviews', [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    value: status,
    options: [
      ['OPEN', 'Open'],
      ['CLEARED', 'Cleared'],
      ['CONFIRMED', 'Confirmed'],
      ['ANY', 'Any status'],
    ],
  },
  {
    kind: 'select',
    name: 'subject',
    label: 'Screened',
    value: subject,
    options: [
      ['', 'Anyone'],
      ['BENEFICIARY', 'Beneficiaries'],
      ['PAYMENT_CONTACT', 'Payment contacts'],
    ],
  },
  { kind: 'text', name: 'integrator', label: 'Integrator id', value: integrator },
  {
    kind: 'select',
    name: 'sort',
    label: 'Order',
    value: sort,
    options: [
      ['createdDate,asc', 'Oldest first'],
      ['createdDate,desc', 'Newest first'],
    ],
  },
])}
${result.ok ? html`${table('Reviews', ['Name screened', 'Subject', 'Integrator', 'Hits', 'Best score', 'Status', 'Opened'], result.value.content.map(reviewRow), 'No review matches.')}${pager(view, result.value)}` : ''}`;
      const error = result.ok ? undefined : errorMessage(result.error);
      return render(c, reply, viewer, { title: 'Sanctions reviews', section: 'reviews', error }, content, result.ok ? 200 : statusOf(result.error));
    });

    const showReview = async (
      reply: FastifyReply,
      viewer: SignedIn,
      id: string,
      options: { notice?: string | undefined; error?: HtmlValue; status?: number; values?: Record<string, string> } = {},
    ) => {
      const review = await screening.get(id);
      const decision = review.decision;
      const content = html`<p><a href="${PATH}">← Reviews</a></p>
<section class="card" aria-labelledby="review-title">
  <h2 id="review-title">The review</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(review.status)}</dd>
    <dt>${subjectLabel(review)}</dt><dd><code>${review.subject.id}</code></dd>
    ${review.subject.type === 'PAYMENT_CONTACT' ? html`<dt>Its beneficiary</dt><dd><code>${review.subject.beneficiaryId}</code></dd>` : ''}
    <dt>Integrator</dt><dd><a href="${paths.integrator(review.integratorId)}"><code>${review.integratorId}</code></a></dd>
    <dt>Threshold</dt><dd>${review.threshold} <span class="muted">(lists loaded ${time(review.listsLoadedAt)})</span></dd>
    <dt>Opened</dt><dd>${time(review.createdDate)}</dd>
    <dt>Review id</dt><dd><code>${review.id}</code></dd>
    <dt>Evidence</dt><dd><a href="${paths.screenings(review.subject.id)}">Every screening of this ${subjectLabel(review).toLowerCase()}</a></dd>
  </dl>
</section>
${review.hits.map(hitCard)}
${
  decision
    ? html`<section class="card" aria-labelledby="decision-title">
  <h2 id="decision-title">Decision</h2>
  <dl class="details">
    <dt>Decision</dt><dd>${decision.decision}</dd>
    <dt>Note</dt><dd>${decision.note}</dd>
    <dt>By</dt><dd>${await actorName(c, decision.decidedBy)}</dd>
    <dt>When</dt><dd>${time(decision.decidedAt)}</dd>
  </dl>
</section>`
    : can(viewer.operator.role, 'act')
      ? decisionForm(viewer, review, options.values ?? {})
      : ''
}`;
      return render(
        c,
        reply,
        viewer,
        { title: `Review of ${review.hits[0]?.name ?? review.subject.id}`, section: 'reviews', notice: options.notice, error: options.error },
        content,
        options.status,
      );
    };

    c.get('/screenings/:id', async (request, reply, viewer) => {
      const { id } = request.params as { id: string };
      const screenings = await screening.screeningsOf(id);
      const content = html`<p><a href="${PATH}">← Reviews</a></p>
<p>Every screening of the beneficiary or payment contact <code>${id}</code>, newest first, clean ones included: the lists it was screened against, each with the digest of its content, and what it found.</p>
${table('Screening evidence', ['When', 'Occasion', 'Lists', 'Threshold', 'Result', 'Best score', 'Hits'], screenings.map(screeningRow), 'No screening of this party.')}`;
      return render(c, reply, viewer, { title: 'Screening evidence', section: 'reviews' }, content);
    });

    c.get('/reviews/:id', async (request, reply, viewer) => showReview(reply, viewer, (request.params as { id: string }).id, { notice: noticeOf(request) }));

    c.post('/reviews/:id/decision', async (request, reply, viewer) => {
      const { id } = request.params as { id: string };
      const values = formOf(request);
      const result = await attempt(async () => {
        const input = checkForm(DecisionBody, { decision: values.decision, note: values.note });
        return approvals.submit('screening_review.decide', { reviewId: id, ...input }, input.note, consoleActor(request, viewer));
      });
      if (!result.ok) {
        if (statusOf(result.error) === 404) throw result.error;
        return showReview(reply, viewer, id, { error: errorMessage(result.error, LABELS), status: statusOf(result.error), values });
      }
      if (!result.value.applied) return redirectWithNotice(reply, paths.approval(result.value.approval.id), 'approval-requested');
      return redirectWithNotice(reply, paths.review(id), 'decided');
    });
  },
};
