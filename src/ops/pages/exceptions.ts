// Exceptions: the list, filtered by kind, status and integrator (the exceptions' own list service, contract section 5),
// and one exception with its details and a form per action its kind allows. A form resolves it through
// OperationsService.resolve, the same call as POST /v1/admin/exceptions/{id}/resolve, with the operator's account as
// the actor: the resource's change, its postings and its event commit with the resolution, or nothing does.
import type { FastifyReply } from 'fastify';
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import { EXCEPTION_KINDS, type ExceptionAction } from '../../modules/exceptions/index.ts';
import { MONEY_RESOLUTIONS, ResolveBody, type ExceptionBodyType } from '../../modules/operations/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf, queryOf } from '../../web/forms.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { pager, table, type ListView } from '../../web/lists.ts';
import { actorName, age, consoleActor, filterEq, money, noticeOf, paths, redirectWithNotice, render, shortId, type SignedIn } from '../context.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/exceptions';

/** What each action does, as the operator choosing it needs to know. */
const ACTIONS: Record<ExceptionAction, { label: string; says: string; needsReference: boolean }> = {
  retry: { label: 'Retry', says: 'Runs the stuck work again: the job, the payout follow-up, the refund or the deliveries.', needsReference: false },
  mark_paid: {
    label: 'Mark paid',
    says: "The payout was made: give the rail's reference. The payment or off-ramp succeeds and its event is sent.",
    needsReference: true,
  },
  mark_returned: {
    label: 'Mark returned',
    says: "The funds went back to their sender: give the return's reference or transaction hash. They leave deposits_to_return.",
    needsReference: true,
  },
  fail: {
    label: 'Fail',
    says: 'It will not happen: the payment or transfer fails, its funds released or returned, and its event is sent.',
    needsReference: false,
  },
  execute: { label: 'Execute', says: 'The transfer executes at the latest rate, beyond the rate band.', needsReference: false },
  dismiss: { label: 'Dismiss', says: 'Nothing is done to the resource: the exception is closed with your note.', needsReference: false },
};

const LABELS = { '/reference': 'Reference', '/note': 'Note', '/action': 'Action' };

export const EXCEPTION_HEADERS = ['Kind', 'Resource', 'Amount', 'Integrator', 'Waiting', 'Status'];

/** The console page of what an exception is about: a reconciliation item's is its run. */
function resourcePath(exception: ExceptionBodyType): string | null {
  const runId = exception.details.runId;
  if (exception.resource.type === 'reconciliation_item' && typeof runId === 'string') return paths.run(runId);
  return paths.resource(exception.resource.type, exception.resource.id);
}

export function exceptionRow(exception: ExceptionBodyType): SafeHtml {
  const where = resourcePath(exception);
  return html`<tr>
  <td><a href="${paths.exception(exception.id)}">${exception.kind}</a></td>
  <td>${exception.resource.type} ${where ? html`<a href="${where}" title="${exception.resource.id}">${shortId(exception.resource.id)}</a>` : html`<code title="${exception.resource.id}">${shortId(exception.resource.id)}</code>`}</td>
  <td class="amount">${money(exception.amount)}</td>
  <td>${exception.integratorId ? html`<a href="${paths.integrator(exception.integratorId)}" title="${exception.integratorId}">${shortId(exception.integratorId)}</a>` : html`<span class="muted">—</span>`}</td>
  <td>${age(exception.ageSeconds)}</td>
  <td>${badge(exception.status)}</td>
</tr>`;
}

/** The list's filters as the form sends them: status is OPEN unless asked otherwise (`ANY` for all). */
function filtersOf(query: Record<string, string | string[]>) {
  const one = (key: string): string => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  return {
    kind: one('kind'),
    status: one('status') || 'OPEN',
    integrator: one('integrator'),
    resource: one('resource'),
    sort: one('sort') || 'createdDate,asc',
  };
}

function option(value: string, label: string, selected: string): SafeHtml {
  return html`<option value="${value}"${value === selected ? html` selected` : ''}>${label}</option>`;
}

function filterForm(filters: ReturnType<typeof filtersOf>): SafeHtml {
  return html`<form method="get" action="${PATH}" class="filters" role="search" aria-label="Filter exceptions">
  <div class="field"><label for="kind">Kind</label><select id="kind" name="kind">${option('', 'Any kind', filters.kind)}${EXCEPTION_KINDS.map((kind) => option(kind, kind, filters.kind))}</select></div>
  <div class="field"><label for="status">Status</label><select id="status" name="status">${option('OPEN', 'Open', filters.status)}${option('RESOLVED', 'Resolved', filters.status)}${option('ANY', 'Any status', filters.status)}</select></div>
  <div class="field"><label for="integrator">Integrator id</label><input id="integrator" name="integrator" value="${filters.integrator}" autocomplete="off" spellcheck="false"></div>
  <div class="field"><label for="resource">Resource id</label><input id="resource" name="resource" value="${filters.resource}" autocomplete="off" spellcheck="false"></div>
  <div class="field"><label for="sort">Order</label><select id="sort" name="sort">${option('createdDate,asc', 'Waiting longest first', filters.sort)}${option('createdDate,desc', 'Newest first', filters.sort)}</select></div>
  <div class="actions"><button type="submit">Apply</button><a href="${PATH}">Clear</a></div>
</form>`;
}

function actionForms(viewer: SignedIn, exception: ExceptionBodyType, values: Record<string, string>): SafeHtml {
  return html`<div class="actions-grid">${exception.actions.map((action) => {
    const { label, says, needsReference } = ACTIONS[action];
    const chosen = values.action === action;
    // A compliance review's resolution is an approver's decision already: not sent for a second one.
    const forApproval = exception.kind !== 'COMPLIANCE_REVIEW' && MONEY_RESOLUTIONS.has(action);
    return html`<section class="card" aria-labelledby="action-${action}">
  <h2 id="action-${action}">${label}</h2>
  <p>${says}</p>
  <form method="post" action="${paths.exception(exception.id)}/resolve" data-confirm="${label}: this cannot be undone. Go on?">
    ${csrfField(viewer.csrfToken)}
    <input type="hidden" name="action" value="${action}">
    <div class="field">
      <label for="${action}-reference">Reference${needsReference ? '' : html` <span class="muted">(optional)</span>`}</label>
      <input id="${action}-reference" name="reference" maxlength="200" autocomplete="off" spellcheck="false"${needsReference ? html` required` : ''} value="${chosen ? (values.reference ?? '') : ''}">
    </div>
    <div class="field">
      <label for="${action}-note">Note</label>
      <textarea id="${action}-note" name="note" required maxlength="2000" aria-describedby="${action}-note-hint">${chosen ? (values.note ?? '') : ''}</textarea>
      <p id="${action}-note-hint" class="hint">Why: kept with the resolution, with your name.${forApproval ? ' This action moves money: it is sent for approval, and another approver carries it out.' : ''}</p>
    </div>
    <button type="submit">${forApproval ? `${label}: send for approval` : label}</button>
  </form>
</section>`;
  })}</div>`;
}

export const exceptionsPage: ConsolePage = {
  nav: { section: 'exceptions', label: 'Exceptions', path: PATH },
  register(c) {
    const { operations, approvals } = c.services;

    c.get('/exceptions', async (request, reply, viewer) => {
      const query = queryOf(request);
      const filters = filtersOf(query);
      const pairs = filterEq({
        kind: filters.kind,
        status: filters.status === 'ANY' ? undefined : filters.status,
        integratorId: filters.integrator,
        'resource.id': filters.resource,
      });
      const listQuery = { ...pairs, sort: filters.sort, ...(query.page ? { page: query.page } : {}), ...(query.size ? { size: query.size } : {}) };
      const result = await attempt(() => operations.list(parseListQuery(listQuery)));
      const view: ListView = { path: PATH, noun: 'exceptions', query, sorts: [], example: '' };
      const content = html`<p>Everything that needs a person, with the actions that resolve it. Open ones by default, the longest waiting first.</p>
${filterForm(filters)}
${result.ok ? html`${table('Exceptions', EXCEPTION_HEADERS, result.value.content.map(exceptionRow), 'No exception matches.')}${pager(view, result.value)}` : ''}`;
      const error = result.ok ? undefined : errorMessage(result.error);
      return render(c, reply, viewer, { title: 'Exceptions', section: 'exceptions', error }, content, result.ok ? 200 : statusOf(result.error));
    });

    const showException = async (
      reply: FastifyReply,
      viewer: SignedIn,
      id: string,
      options: { notice?: string | undefined; error?: HtmlValue; status?: number; values?: Record<string, string> } = {},
    ) => {
      const exception = await operations.get(id);
      const where = resourcePath(exception);
      const resolution = exception.resolution;
      const content = html`<p><a href="${PATH}">← Exceptions</a></p>
<div class="grid">
<section class="card" aria-labelledby="details-title">
  <h2 id="details-title">What happened</h2>
  <p>${exception.reason}</p>
  <dl class="details">
    <dt>Status</dt><dd>${badge(exception.status)}</dd>
    <dt>Kind</dt><dd>${exception.kind}</dd>
    <dt>Resource</dt><dd>${exception.resource.type} ${where ? html`<a href="${where}"><code>${exception.resource.id}</code></a>` : html`<code>${exception.resource.id}</code>`}</dd>
    <dt>Amount</dt><dd>${money(exception.amount)}</dd>
    <dt>Integrator</dt><dd>${exception.integratorId ? html`<a href="${paths.integrator(exception.integratorId)}"><code>${exception.integratorId}</code></a>` : '—'}</dd>
    <dt>Opened</dt><dd>${time(exception.createdDate)} (${age(exception.ageSeconds)} ${exception.status === 'OPEN' ? 'ago' : 'open'})</dd>
    <dt>Exception id</dt><dd><code>${exception.id}</code></dd>
    ${Object.entries(exception.details).map(([key, value]) => html`<dt>${key}</dt><dd><code>${typeof value === 'string' ? value : JSON.stringify(value)}</code></dd>`)}
  </dl>
</section>
${
  resolution
    ? html`<section class="card" aria-labelledby="resolution-title">
  <h2 id="resolution-title">Resolution</h2>
  <dl class="details">
    <dt>Action</dt><dd>${resolution.action}</dd>
    <dt>Outcome</dt><dd>${resolution.outcome}</dd>
    ${resolution.reference ? html`<dt>Reference</dt><dd><code>${resolution.reference}</code></dd>` : ''}
    <dt>Note</dt><dd>${resolution.note}</dd>
    <dt>By</dt><dd>${await actorName(c, resolution.actor)}</dd>
    <dt>When</dt><dd>${time(exception.resolvedDate)}</dd>
  </dl>
</section>`
    : ''
}
</div>
${exception.status === 'OPEN' ? actionForms(viewer, exception, options.values ?? {}) : ''}`;
      return render(
        c,
        reply,
        viewer,
        { title: `${exception.kind}`, section: 'exceptions', notice: options.notice, error: options.error },
        content,
        options.status,
      );
    };

    c.get('/exceptions/:id', async (request, reply, viewer) =>
      showException(reply, viewer, (request.params as { id: string }).id, { notice: noticeOf(request) }),
    );

    c.post('/exceptions/:id/resolve', async (request, reply, viewer) => {
      const { id } = request.params as { id: string };
      const values = formOf(request);
      const result = await attempt(async () => {
        const input = checkForm(ResolveBody, { action: values.action, note: values.note, ...(values.reference ? { reference: values.reference } : {}) });
        const { action, reference, note } = input;
        const actor = consoleActor(request, viewer);
        // A compliance review is an approver's decision already (the role is checked in resolutions.ts): one step.
        if (await operations.decidedByApprover(id)) {
          return { applied: true as const, result: await operations.resolve(id, { action, reference, note, actor, role: viewer.operator.role }) };
        }
        return approvals.submit('exception.resolve', { exceptionId: id, action, ...(reference === undefined ? {} : { reference }), note }, note, actor);
      });
      if (!result.ok) {
        if (statusOf(result.error) === 404) throw result.error;
        return showException(reply, viewer, id, { error: errorMessage(result.error, LABELS), status: statusOf(result.error), values });
      }
      if (!result.value.applied) return redirectWithNotice(reply, paths.approval(result.value.approval.id), 'approval-requested');
      return redirectWithNotice(reply, paths.exception(id), 'resolved');
    });
  },
};
