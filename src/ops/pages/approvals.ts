// The two-person rule in the console: the queue of approval requests (pending ones by default, the oldest first) and
// one request with what is asked, why, its exact effect (the journal postings and changes a rehearsal wrote), who asked
// and until when, and for an approver who did not ask for it, the approve and reject forms. They go through
// ApprovalService, the same calls as POST /v1/admin/approvals/{id}/approve and /reject, with the operator's account.
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { can } from '../../http/roles.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import type { ApprovalBody, Checker } from '../../modules/approvals/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf, queryOf } from '../../web/forms.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { pager, table, type ListView } from '../../web/lists.ts';
import { consoleActor, filterEq, noticeOf, param, paths, redirectWithNotice, render, shortId, type SignedIn } from '../context.ts';
import { filterForm } from '../filters.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/approvals';
const LABELS = { '/note': 'Note' };
const NoteForm = Type.Object({ note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })) });
const RejectForm = Type.Object({ note: Type.String({ minLength: 1, maxLength: 2000 }) });

const WHAT: Record<ApprovalBody['action'], string> = {
  'exception.resolve': 'Resolve an exception',
  'screening_review.decide': 'Decide a sanctions review',
  'corridor.update': 'Change a corridor',
  'integrator.fee': "Change an integrator's fee",
  'journal.manual_entry': 'Post a manual journal entry',
  'approval_policy.update': 'Change an approval policy',
  'compliance_limits.update': "Change a corridor's compliance gate limits",
  'reconciliation.correct_break': 'Correct a reconciliation break with a journal entry',
  'liquidity_account.update': "Change a liquidity account's minimum and target",
  'liquidity.refill': 'Record a refill of a liquidity account',
};

const checkerOf = (request: Parameters<typeof consoleActor>[0], viewer: SignedIn): Checker => ({
  actor: consoleActor(request, viewer),
  role: viewer.operator.role,
});

const resourceLink = (approval: ApprovalBody): HtmlValue => {
  const path = paths.resource(approval.resource.type, approval.resource.id);
  const label = `${approval.resource.type} ${approval.resource.type === 'corridor' || approval.resource.type.startsWith('journal') || approval.resource.type.startsWith('approval') ? approval.resource.id : shortId(approval.resource.id)}`;
  return path ? html`<a href="${path}">${label}</a>` : label;
};

const approvalRow = (approval: ApprovalBody): SafeHtml => html`<tr>
  <td><a href="${paths.approval(approval.id)}">${WHAT[approval.action]}</a></td>
  <td>${resourceLink(approval)}</td>
  <td>${approval.reason}</td>
  <td>${approval.maker.name ?? approval.maker.id}</td>
  <td>${badge(approval.status)}</td>
  <td>${time(approval.createdDate)}</td>
  <td>${time(approval.expiresDate)}</td>
</tr>`;

function effectCard(approval: ApprovalBody): SafeHtml {
  const { postings, changes } = approval.effect;
  return html`<section class="card" aria-labelledby="effect-title">
  <h2 id="effect-title">${approval.status === 'APPROVED' ? 'The effect, as approved' : approval.status === 'PENDING' ? 'The effect, as it will post' : 'The effect it would have had'}</h2>
  ${table(
    'Journal postings',
    ['Entry', 'Account', 'Debit', 'Credit'],
    postings.map(
      (
        p,
      ) => html`<tr><td>${p.description}</td><td>${p.account.kind}${p.account.ownerId ? html` <span class="muted">${shortId(p.account.ownerId)}</span>` : ''} · ${p.account.currency}</td>
      <td class="amount">${p.direction === 'DEBIT' ? p.amount : ''}</td><td class="amount">${p.direction === 'CREDIT' ? p.amount : ''}</td></tr>`,
    ),
    'No journal posting.',
  )}
  <h3>Changes</h3>
  ${table(
    'Changes',
    ['Change', 'Of', 'Details'],
    changes.map(
      (change) =>
        html`<tr><td>${change.action}</td><td>${change.resource.type} ${change.resource.id}</td><td><pre>${JSON.stringify(change.details, null, 2)}</pre></td></tr>`,
    ),
    'No change.',
  )}
</section>`;
}

function decisionForms(viewer: SignedIn, approval: ApprovalBody): HtmlValue {
  if (approval.status !== 'PENDING' || !can(viewer.operator.role, 'approve')) return '';
  const own = approval.maker.id === viewer.operator.id;
  return html`<section class="card" aria-labelledby="decide-title">
  <h2 id="decide-title">Decide</h2>
  ${
    own
      ? html`<p>You asked for this: another operator with the approver role must approve it. You may withdraw it.</p>`
      : html`<form method="post" action="${paths.approval(approval.id)}/approve" data-confirm="Approve: the effect above is carried out now. Go on?">
    ${csrfField(viewer.csrfToken)}
    <div class="field">
      <label for="approve-note">Note (optional)</label>
      <textarea id="approve-note" name="note" maxlength="2000"></textarea>
    </div>
    <button type="submit">Approve</button>
  </form>`
  }
  <form method="post" action="${paths.approval(approval.id)}/reject">
    ${csrfField(viewer.csrfToken)}
    <div class="field">
      <label for="reject-note">Why ${own ? 'withdraw' : 'reject'}</label>
      <textarea id="reject-note" name="note" required maxlength="2000"></textarea>
    </div>
    <button type="submit" class="secondary">${own ? 'Withdraw' : 'Reject'}</button>
  </form>
</section>`;
}

export const approvalsPage: ConsolePage = {
  nav: { section: 'approvals', label: 'Approvals', path: PATH },
  register(c) {
    const { approvals } = c.services;

    c.get('/approvals', async (request, reply, viewer) => {
      const query = queryOf(request);
      const status = param(query, 'status') || 'PENDING';
      const listQuery = {
        ...filterEq({ status: status === 'ANY' ? undefined : status }),
        sort: 'createdDate,asc',
        ...(query.page ? { page: query.page } : {}),
      };
      const result = await attempt(() => approvals.list(parseListQuery(listQuery)));
      const view: ListView = { path: PATH, noun: 'approval requests', query, sorts: [], example: '' };
      const content = html`<p>Actions that move money or change a control wait here for a second operator with the approver role. Pending ones by default, the oldest first.</p>
${filterForm(PATH, 'approval requests', [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    value: status,
    options: [
      ['PENDING', 'Pending'],
      ['APPROVED', 'Approved'],
      ['REJECTED', 'Rejected'],
      ['EXPIRED', 'Expired'],
      ['ANY', 'Any status'],
    ],
  },
])}
${result.ok ? html`${table('Approval requests', ['What', 'Of', 'Why', 'Asked by', 'Status', 'Asked', 'Expires'], result.value.content.map(approvalRow), 'No approval request matches.')}${pager(view, result.value)}` : ''}`;
      const error = result.ok ? undefined : errorMessage(result.error);
      return render(c, reply, viewer, { title: 'Approvals', section: 'approvals', error }, content, result.ok ? 200 : statusOf(result.error));
    });

    const showApproval = async (
      reply: FastifyReply,
      viewer: SignedIn,
      id: string,
      options: { notice?: string | undefined; error?: HtmlValue; status?: number } = {},
    ) => {
      const approval = await approvals.get(id);
      const content = html`<p><a href="${PATH}">← Approvals</a></p>
<section class="card" aria-labelledby="approval-title">
  <h2 id="approval-title">${WHAT[approval.action]}</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(approval.status)}</dd>
    <dt>Of</dt><dd>${resourceLink(approval)}</dd>
    <dt>Why</dt><dd>${approval.reason}</dd>
    <dt>Asked by</dt><dd>${approval.maker.name ?? approval.maker.id}</dd>
    <dt>Asked</dt><dd>${time(approval.createdDate)}</dd>
    <dt>Expires</dt><dd>${time(approval.expiresDate)}</dd>
    ${approval.decidedDate ? html`<dt>Decided by</dt><dd>${approval.checker ? (approval.checker.name ?? approval.checker.id) : html`<span class="muted">its maker (withdrawn), or expiry</span>`}</dd><dt>Decided</dt><dd>${time(approval.decidedDate)}</dd>` : ''}
    ${approval.decisionNote ? html`<dt>Note</dt><dd>${approval.decisionNote}</dd>` : ''}
    <dt>Request</dt><dd><pre>${JSON.stringify(approval.request, null, 2)}</pre></dd>
  </dl>
</section>
${effectCard(approval)}
${decisionForms(viewer, approval)}`;
      return render(
        c,
        reply,
        viewer,
        { title: WHAT[approval.action], section: 'approvals', notice: options.notice, error: options.error },
        content,
        options.status,
      );
    };

    c.get('/approvals/:id', async (request, reply, viewer) =>
      showApproval(reply, viewer, (request.params as { id: string }).id, { notice: noticeOf(request) }),
    );

    c.post(
      '/approvals/:id/approve',
      async (request, reply, viewer) => {
        const { id } = request.params as { id: string };
        const values = formOf(request);
        const result = await attempt(async () =>
          approvals.approve(id, checkerOf(request, viewer), checkForm(NoteForm, values.note ? { note: values.note } : {}).note),
        );
        if (!result.ok) {
          if (statusOf(result.error) === 404) throw result.error;
          return showApproval(reply, viewer, id, { error: errorMessage(result.error, LABELS), status: statusOf(result.error) });
        }
        return redirectWithNotice(reply, paths.approval(id), 'approved');
      },
      'approve',
    );

    c.post(
      '/approvals/:id/reject',
      async (request, reply, viewer) => {
        const { id } = request.params as { id: string };
        const values = formOf(request);
        const result = await attempt(async () => approvals.reject(id, checkerOf(request, viewer), checkForm(RejectForm, { note: values.note }).note));
        if (!result.ok) {
          if (statusOf(result.error) === 404) throw result.error;
          return showApproval(reply, viewer, id, { error: errorMessage(result.error, LABELS), status: statusOf(result.error) });
        }
        return redirectWithNotice(reply, paths.approval(id), 'rejected');
      },
      'approve',
    );
  },
};
