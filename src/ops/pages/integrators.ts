// Integrators: the list (the operator's own list of integrators, contract section 5 filters) and one integrator: its
// profile, what it has (beneficiaries, transfers, payments, through each module's list service), its open exceptions,
// its failing webhook deliveries, and the fees it is owed on the books; and the operator's two changes to it, its fee
// and its suspension, each a form calling IntegratorService.update (the same call as the operator's
// PATCH /v1/integrators/{id}) with the operator's account as the actor, which writes the audit entry.
import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import { accountsOf } from '../../modules/ledger/index.ts';
import { type Integrator, UpdateIntegratorBody } from '../../modules/integrators/index.ts';
import type { PaymentBody } from '../../modules/payments/index.ts';
import type { Transfer } from '../../modules/transfers/index.ts';
import { validationError } from '../../errors.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf, queryOf } from '../../web/forms.ts';
import { badge, html, safeHref, time, withQuery, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { listControls, pager, table, type ListView } from '../../web/lists.ts';
import { consoleActor, money, noticeOf, paths, redirectWithNotice, render, shortId, type SignedIn } from '../context.ts';
import { EXCEPTION_HEADERS, exceptionRow } from './exceptions.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/integrators';

const integratorRow = (integrator: Integrator): SafeHtml => html`<tr>
  <td><a href="${paths.integrator(integrator.id)}">${integrator.name}</a></td>
  <td>${integrator.email}</td>
  <td>${integrator.integratorFeeBps} bps</td>
  <td>${statusBadge(integrator.status)}</td>
  <td>${integrator.callbackUrl ? 'set' : html`<span class="muted">none</span>`}</td>
  <td>${time(integrator.createdDate)}</td>
</tr>`;

/** An integrator's status: active is the ordinary state, suspended the one to notice. */
const statusBadge = (status: Integrator['status']): SafeHtml => (status === 'ACTIVE' ? html`<span class="badge badge-good">ACTIVE</span>` : badge(status));

/** The fee and the suspension, each a form of its own (one change, one audit entry). */
function operatorForms(viewer: SignedIn, integrator: Integrator, fee: string): SafeHtml {
  const suspended = integrator.status === 'SUSPENDED';
  return html`<div class="actions-grid">
<section class="card" aria-labelledby="fee-title">
  <h2 id="fee-title">Integrator fee</h2>
  <p>The integrator's own fee on each transfer and payment, in basis points of from. It applies to simulations made from now on.</p>
  <form method="post" action="${paths.integrator(integrator.id)}/fee">
    ${csrfField(viewer.csrfToken)}
    <div class="field">
      <label for="integratorFeeBps">Fee (bps)</label>
      <input id="integratorFeeBps" name="integratorFeeBps" value="${fee}" required inputmode="numeric" autocomplete="off" aria-describedby="fee-hint">
      <p id="fee-hint" class="hint">A whole number from 0 to 10000: 25 is 0.25%.</p>
    </div>
    <div class="field">
      <label for="fee-reason">Reason</label>
      <textarea id="fee-reason" name="reason" required maxlength="2000" aria-describedby="fee-reason-hint"></textarea>
      <p id="fee-reason-hint" class="hint">Why: a fee is sent for approval, and another approver reads this before it applies.</p>
    </div>
    <button type="submit">Send for approval</button>
  </form>
</section>
<section class="card" aria-labelledby="status-title">
  <h2 id="status-title">${suspended ? 'Suspended' : 'Suspension'}</h2>
  <p>${
    suspended
      ? 'Every call of this integrator is refused (403 integrator.suspended) and its dashboard is closed; its transfers and payments under way go on. Reactivating lets it in again.'
      : 'Suspending refuses every call of this integrator at once, on every process (403 integrator.suspended), and closes its dashboard; transfers and payments under way go on.'
  }</p>
  <form method="post" action="${paths.integrator(integrator.id)}/status" data-confirm="${suspended ? 'Reactivate' : 'Suspend'} ${integrator.name}?">
    ${csrfField(viewer.csrfToken)}
    <input type="hidden" name="status" value="${suspended ? 'ACTIVE' : 'SUSPENDED'}">
    <button type="submit"${suspended ? '' : html` class="danger"`}>${suspended ? 'Reactivate' : 'Suspend'}</button>
  </form>
</section>
</div>`;
}

export const TRANSFER_HEADERS = ['Transfer', 'Type', 'From', 'To', 'Status', 'Created'];

export const transferRow = (transfer: Static<typeof Transfer>): SafeHtml => html`<tr>
  <td><a href="${paths.transfer(transfer.id)}" title="${transfer.id}">${shortId(transfer.id)}</a></td>
  <td>${transfer.type}</td>
  <td class="amount">${money(transfer.from)}</td>
  <td class="amount">${money(transfer.to)}</td>
  <td>${badge(transfer.status)}</td>
  <td>${time(transfer.createdDate)}</td>
</tr>`;

const paymentRow = (payment: PaymentBody): SafeHtml => html`<tr>
  <td><a href="${paths.payment(payment.id)}" title="${payment.id}">${shortId(payment.id)}</a></td>
  <td class="amount">${money(payment.amount)}</td>
  <td class="amount">${money(payment.totalAmount)}</td>
  <td>${badge(payment.status)}</td>
  <td>${time(payment.createdDate)}</td>
</tr>`;

export const integratorsPage: ConsolePage = {
  nav: { section: 'integrators', label: 'Integrators', path: PATH },
  register(c) {
    const { integrators, beneficiaries, transfers, payments, operations, webhooks } = c.services;

    c.get('/integrators', async (request, reply, viewer) => {
      const query = queryOf(request);
      const view: ListView = {
        path: PATH,
        noun: 'integrators',
        query,
        sorts: [
          ['createdDate,desc', 'Newest first'],
          ['createdDate,asc', 'Oldest first'],
          ['name,asc', 'By name'],
        ],
        example: 'email:ops@acme.example',
      };
      const result = await attempt(() => integrators.list(parseListQuery(query)));
      const content = html`<p>Every integrator of this service.</p>
${listControls(view)}
${result.ok ? html`${table('Integrators', ['Name', 'Email', 'Integrator fee', 'Status', 'Callback URL', 'Created'], result.value.content.map(integratorRow), 'No integrator matches.')}${pager(view, result.value)}` : ''}`;
      const error = result.ok ? undefined : errorMessage(result.error);
      return render(c, reply, viewer, { title: 'Integrators', section: 'integrators', error }, content, result.ok ? 200 : statusOf(result.error));
    });

    const showIntegrator = async (
      reply: FastifyReply,
      viewer: SignedIn,
      integratorId: string,
      options: { notice?: string | undefined; error?: HtmlValue; status?: number; fee?: string } = {},
    ) => {
      const integrator = await integrators.get(integratorId);
      const id = integrator.id;
      const count = async (load: Promise<{ totalElements: number }>) => (await load).totalElements;
      const [beneficiaryCount, pendingTransfers, recentTransfers, recentPayments, exceptions, failedEvents, accounts] = await Promise.all([
        count(beneficiaries.list(id, parseListQuery({ size: '1' }))),
        count(transfers.list(id, parseListQuery({ filterEq: 'status:PENDING', size: '1' }))),
        transfers.list(id, parseListQuery({ size: '10' })),
        payments.list(id, parseListQuery({ size: '10' })),
        operations.list(parseListQuery({ filterEq: `integratorId:${id},status:OPEN`, size: '20' })),
        count(webhooks.list(id, parseListQuery({ filterEq: 'status:FAILED', size: '1' }))),
        accountsOf(c.db, id),
      ]);
      const content = html`<p><a href="${PATH}">← Integrators</a></p>
<div class="grid">
<section class="card" aria-labelledby="profile-title">
  <h2 id="profile-title">Profile</h2>
  <dl class="details">
    <dt>Name</dt><dd>${integrator.name}</dd>
    <dt>Email</dt><dd>${integrator.email}</dd>
    <dt>Integrator fee</dt><dd>${integrator.integratorFeeBps} bps</dd>
    <dt>Status</dt><dd>${statusBadge(integrator.status)}</dd>
    <dt>Callback URL</dt><dd>${integrator.callbackUrl ? html`<a href="${safeHref(integrator.callbackUrl)}" rel="noreferrer">${integrator.callbackUrl}</a>` : html`<span class="muted">none</span>`}</dd>
    <dt>Client id</dt><dd><code>${integrator.clientId}</code></dd>
    <dt>Integrator id</dt><dd><code>${integrator.id}</code></dd>
    <dt>Created</dt><dd>${time(integrator.createdDate)}</dd>
  </dl>
</section>
<section class="card" aria-labelledby="numbers-title">
  <h2 id="numbers-title">At a glance</h2>
  <dl class="details">
    <dt>Beneficiaries</dt><dd>${beneficiaryCount}</dd>
    <dt>Transfers</dt><dd>${recentTransfers.totalElements} (${pendingTransfers} pending)</dd>
    <dt>Payments</dt><dd>${recentPayments.totalElements}</dd>
    <dt>Failed deliveries</dt><dd>${failedEvents}</dd>
    ${accounts.map((account) => html`<dt>${account.kind} ${account.currency}</dt><dd>${account.balance}${account.held !== '0.00' ? ` (${account.held} held)` : ''}</dd>`)}
  </dl>
</section>
</div>
${operatorForms(viewer, integrator, options.fee ?? String(integrator.integratorFeeBps))}
<section class="card" aria-labelledby="exceptions-title">
  <h2 id="exceptions-title">Open exceptions</h2>
  ${table('Open exceptions of this integrator', EXCEPTION_HEADERS, exceptions.content.map(exceptionRow), 'None open.')}
  ${exceptions.totalElements > exceptions.content.length ? html`<p><a href="${withQuery('/ops/exceptions', { integrator: id })}">All ${exceptions.totalElements}</a></p>` : ''}
</section>
<section class="card" aria-labelledby="transfers-title">
  <h2 id="transfers-title">Latest transfers</h2>
  ${table('Latest transfers', TRANSFER_HEADERS, recentTransfers.content.map(transferRow), 'No transfers yet.')}
</section>
<section class="card" aria-labelledby="payments-title">
  <h2 id="payments-title">Latest payments</h2>
  ${table('Latest payments', ['Payment', 'Amount', 'Paid out', 'Status', 'Created'], recentPayments.content.map(paymentRow), 'No payments yet.')}
</section>`;
      return render(
        c,
        reply,
        viewer,
        { title: integrator.name, section: 'integrators', notice: options.notice, error: options.error },
        content,
        options.status,
      );
    };

    c.get('/integrators/:id', async (request, reply, viewer) =>
      showIntegrator(reply, viewer, (request.params as { id: string }).id, { notice: noticeOf(request) }),
    );

    /** One operator change through the service; a refusal (4xx) is shown on the integrator's page with what was typed. */
    const change = (field: 'fee' | 'status') =>
      c.post(
        `/integrators/:id/${field}`,
        async (request, reply, viewer) => {
          const { id } = request.params as { id: string };
          const values = formOf(request);
          const body =
            field === 'fee'
              ? {
                  integratorFeeBps: /^\d{1,9}$/.test(values.integratorFeeBps ?? '') ? Number(values.integratorFeeBps) : values.integratorFeeBps,
                  reason: values.reason,
                }
              : { status: values.status };
          const result = await attempt(async () => {
            const { reason, ...changes } = checkForm(UpdateIntegratorBody, body);
            const actor = consoleActor(request, viewer);
            if (field !== 'fee') return { applied: true as const, result: await integrators.update(id, changes, actor) };
            if (!reason) throw validationError([{ path: '/reason', message: 'is required: a fee is changed under the two-person rule' }]);
            return c.services.approvals.submit(
              'integrator.fee',
              { integratorId: id, changes: await integrators.checkedChanges(id, changes, actor) },
              reason,
              actor,
            );
          });
          if (!result.ok) {
            if (statusOf(result.error) === 404) throw result.error;
            const labels = { '/integratorFeeBps': 'Fee', '/status': 'Status', '/reason': 'Reason' };
            return showIntegrator(reply, viewer, id, {
              error: errorMessage(result.error, labels),
              status: statusOf(result.error),
              ...(field === 'fee' ? { fee: values.integratorFeeBps ?? '' } : {}),
            });
          }
          if (!result.value.applied) return redirectWithNotice(reply, paths.approval(result.value.approval.id), 'approval-requested');
          const notice = field === 'fee' ? 'fee-saved' : (result.value.result as { status: string }).status === 'SUSPENDED' ? 'suspended' : 'reactivated';
          return redirectWithNotice(reply, paths.integrator(id), notice);
        },
        'configure',
      );
    change('fee');
    change('status');
  },
};
