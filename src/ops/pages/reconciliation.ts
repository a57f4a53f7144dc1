// Reconciliation: the runs (the reconciliation module's list, newest first, daily and by hand), one run with each rail
// account's counts and every unmatched item linked to its exception, and the form that runs a period now through
// ReconciliationService.runPeriod, the same call as POST /v1/admin/reconciliation/runs, with the operator's account as
// the actor (the service writes the audit entry in the run's transaction). A refused period (422) is shown on the form.
// A run's page shows how each break was closed, and a form that proposes a break's correction (the same request as
// POST /v1/admin/reconciliation/items/{id}/correct: the rail_cash leg of exactly the gap against the account chosen),
// which goes to another approver under the two-person rule. A form uploads a bank statement (camt.053 or CSV) of one rail
// account, the same call as POST /v1/admin/reconciliation/statements, and shows the run it made; the latest statements
// imported are listed under it (GET /v1/admin/reconciliation/statements lists them all).
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { parseListQuery } from '../../http/list-query.ts';
import { validationError } from '../../errors.ts';
import { RAIL_ACCOUNTS } from '../../rails/capabilities/statement.ts';
import { statusOf } from '../../http/errors.ts';
import { INTERNAL_ACCOUNT_KINDS } from '../../modules/ledger/index.ts';
import {
  CorrectionBody,
  reconciliationError,
  RunRequest,
  type BankStatementSummaryType,
  type RunAccountType,
  type RunBodyType,
  type RunItemType,
} from '../../modules/reconciliation/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf, queryOf } from '../../web/forms.ts';
import { Decimal } from '../../money.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { pager, table, type ListView } from '../../web/lists.ts';
import { consoleActor, filterEq, noticeOf, param, paths, redirectWithNotice, render, type SignedIn } from '../context.ts';
import { filterForm } from '../filters.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/reconciliation';
/** Where the console's bank statement form posts its file (the console's one upload: ops/routes.ts reads it). */
export const STATEMENT_UPLOAD_PATH = `${PATH}/statements`;
const DAY_MS = 86_400_000;
const LABELS = { '/from': 'From', '/to': 'To' };
const STATEMENT_LABELS = { '/railAccount': 'Rail account', '/format': 'Format', '/file': 'File' };
const StatementForm = Type.Object({ railAccount: Type.Enum([...RAIL_ACCOUNTS]), format: Type.Enum(['CAMT053', 'CSV']) });

const unmatched = (totals: RunBodyType['totals']): number => totals.missingInBooks + totals.missingAtRail + totals.amountDiffers;

const runRow = (run: RunBodyType): SafeHtml => html`<tr>
  <td><a href="${paths.run(run.id)}">${time(run.periodStart)} – ${time(run.periodEnd)}</a></td>
  <td>${run.trigger}</td>
  <td class="amount">${run.totals.matched}</td>
  <td class="amount">${unmatched(run.totals) > 0 ? html`<strong>${unmatched(run.totals)}</strong>` : '0'}</td>
  <td class="amount">${run.accounts.filter((account) => !account.reconciled).length}</td>
  <td>${time(run.createdDate)}</td>
</tr>`;

const statementRow = (statement: BankStatementSummaryType): SafeHtml => html`<tr>
  <td><a href="${paths.run(statement.runId)}">${time(statement.periodStart)} – ${time(statement.periodEnd)}</a></td>
  <td>${statement.railAccount} <span class="muted">${statement.currencyCode}</span></td>
  <td>${statement.format === 'CAMT053' ? `camt.053 ${statement.version ?? ''}`.trim() : 'CSV'}</td>
  <td class="amount">${statement.openingBalance ?? html`<span class="muted">none</span>`}</td>
  <td class="amount">${statement.closingBalance ?? html`<span class="muted">none</span>`}</td>
  <td class="amount">${statement.totals.matched} / ${statement.totals.lines}</td>
  <td class="amount">${statement.totals.breaks > 0 ? html`<strong>${statement.totals.breaks}</strong>` : '0'}</td>
  <td>${statement.importedBy.name ?? statement.importedBy.id}, ${time(statement.createdDate)}</td>
</tr>`;

/** How many of the latest statements the page shows (the API lists them all: GET /v1/admin/reconciliation/statements). */
const LATEST_STATEMENTS = 10;

const accountRow = (account: RunAccountType): SafeHtml => html`<tr>
  <td>${account.railAccount}</td>
  <td>${account.currencyCode}</td>
  <td>${account.reconciled ? html`<span class="badge badge-good">YES</span>` : html`<span class="muted">no: ${account.reason}</span>`}</td>
  <td class="amount">${account.booked}</td>
  <td class="amount">${account.matched}</td>
  <td class="amount">${account.missingInBooks}</td>
  <td class="amount">${account.missingAtRail}</td>
  <td class="amount">${account.amountDiffers}</td>
</tr>`;

const side = (value: RunItemType['books']): HtmlValue =>
  value ? html`${value.amount} <span class="muted">${time(value.at)}</span>` : html`<span class="muted">none</span>`;

const itemRow = (item: RunItemType): SafeHtml => html`<tr>
  <td>${item.railAccount} <span class="muted">${item.currencyCode}</span></td>
  <td><code>${item.reference}</code></td>
  <td>${item.direction}</td>
  <td>${badge(item.outcome)}</td>
  <td class="amount">${side(item.books)}</td>
  <td class="amount">${side(item.rail)}</td>
  <td><a href="${paths.exception(item.exceptionId)}">Exception</a></td>
  <td>${item.closure ? html`${item.closure.how} by ${item.closure.by.name ?? item.closure.by.id}: ${item.closure.note}` : html`<span class="muted">open</span>`}</td>
</tr>`;

/** What the rail and the books differ by (the rail's less the books'). */
const gapOf = (item: RunItemType): Decimal => new Decimal(item.rail?.amount ?? '0').minus(item.books?.amount ?? '0');

function correctionForm(viewer: SignedIn, runId: string, items: RunItemType[]): SafeHtml | string {
  const open = items.filter((item) => item.closure === null);
  if (open.length === 0) return '';
  return html`<section class="card" aria-labelledby="correct-title">
  <h2 id="correct-title">Correct a break</h2>
  <p>Proposes a journal entry that moves rail_cash by exactly what the rail and the books differ by, against the account you choose; another approver must approve it before it posts.</p>
  <form method="post" action="${paths.run(runId)}/correct">
    ${csrfField(viewer.csrfToken)}
    <div class="field"><label for="item">Break</label><select id="item" name="itemId">${open.map((item) => html`<option value="${item.id}">${item.reference} ${item.direction} ${item.outcome} (${gapOf(item).toFixed(2)} ${item.currencyCode})</option>`)}</select></div>
    <div class="field"><label for="counter">Against</label><select id="counter" name="counter">${INTERNAL_ACCOUNT_KINDS.filter((kind) => kind !== 'rail_cash').map((kind) => html`<option value="${kind}">${kind}</option>`)}</select></div>
    <div class="field"><label for="reason">Reason</label><input id="reason" name="reason" required maxlength="2000"></div>
    <div class="field"><label for="evidence">Evidence</label><input id="evidence" name="evidence" required maxlength="2000"></div>
    <div class="actions"><button type="submit">Propose the correction</button></div>
  </form>
</section>`;
}

function statementForm(viewer: SignedIn, values: Record<string, string>): SafeHtml {
  return html`<section class="card" aria-labelledby="statement-title">
  <h2 id="statement-title">Import a bank statement</h2>
  <p>A rail account's statement from its bank: ISO 20022 camt.053 (XML) or the CSV layout of the operations guide, in the account's currency. Each line is matched with the books by end-to-end id, our reference and the amount; the import is a run of that account whose unmatched lines and postings are breaks.</p>
  <form method="post" action="${STATEMENT_UPLOAD_PATH}" enctype="multipart/form-data" class="filters">
    ${csrfField(viewer.csrfToken)}
    <div class="field"><label for="statement-account">Rail account</label><select id="statement-account" name="railAccount">${RAIL_ACCOUNTS.map(
      (account) => html`<option value="${account}"${values.railAccount === account ? html` selected` : ''}>${account}</option>`,
    )}</select></div>
    <div class="field"><label for="statement-format">Format</label><select id="statement-format" name="format"><option value="CAMT053"${values.format === 'CSV' ? '' : html` selected`}>camt.053 (XML)</option><option value="CSV"${values.format === 'CSV' ? html` selected` : ''}>CSV</option></select></div>
    <div class="field"><label for="statement-file">File</label><input id="statement-file" name="file" type="file" accept=".xml,.csv,application/xml,text/xml,text/csv" required></div>
    <div class="actions"><button type="submit">Import</button></div>
  </form>
</section>`;
}

/** Yesterday in UTC, the period a run by hand most often covers. */
function yesterday(now = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - DAY_MS).toISOString(), to: new Date(today).toISOString() };
}

function runForm(viewer: SignedIn, values: Record<string, string>): SafeHtml {
  const period = { ...yesterday(), ...values };
  return html`<section class="card" aria-labelledby="run-title">
  <h2 id="run-title">Reconcile a period now</h2>
  <p>Compares every rail account's statement with the books over [from, to). The period must be over and last at most 31 days; every item left unmatched opens a RECONCILIATION_MISMATCH exception.</p>
  <form method="post" action="${PATH}/runs" class="filters">
    ${csrfField(viewer.csrfToken)}
    <div class="field"><label for="from">From <span class="muted">(UTC, inclusive)</span></label><input id="from" name="from" value="${period.from}" required autocomplete="off" spellcheck="false"></div>
    <div class="field"><label for="to">To <span class="muted">(UTC, exclusive)</span></label><input id="to" name="to" value="${period.to}" required autocomplete="off" spellcheck="false"></div>
    <div class="actions"><button type="submit">Run</button></div>
  </form>
</section>`;
}

export const reconciliationPage: ConsolePage = {
  nav: { section: 'reconciliation', label: 'Reconciliation', path: PATH },
  register(c) {
    const { reconciliation, approvals, bankStatements } = c.services;

    const showRuns = async (
      reply: FastifyReply,
      viewer: SignedIn,
      query: Record<string, string | string[]>,
      options: { error?: HtmlValue; status?: number; values?: Record<string, string> } = {},
    ) => {
      const trigger = param(query, 'trigger');
      const result = await attempt(() => reconciliation.list(parseListQuery({ ...filterEq({ trigger }), ...(query.page ? { page: query.page } : {}) })));
      const view: ListView = { path: PATH, noun: 'runs', query, sorts: [], example: '' };
      const statements = await bankStatements.list(parseListQuery({ size: String(LATEST_STATEMENTS) }));
      const content = html`${runForm(viewer, options.values ?? {})}
${statementForm(viewer, options.values ?? {})}
<section class="card" aria-labelledby="statements-title">
  <h2 id="statements-title">Bank statements imported</h2>
  <p>The latest ${LATEST_STATEMENTS}, newest first (${statements.totalElements} in all); each period opens the run its import made.</p>
  ${table('Bank statements imported', ['Period', 'Rail account', 'File', 'Opening', 'Closing', 'Matched', 'Breaks', 'Imported'], statements.content.map(statementRow), 'No statement imported yet.')}
</section>
<section class="card" aria-labelledby="runs-title">
  <h2 id="runs-title">Runs</h2>
  <p>Daily runs reconcile the previous UTC day; runs by hand any period. Newest first.</p>
  ${filterForm(PATH, 'runs', [
    {
      kind: 'select',
      name: 'trigger',
      label: 'Made',
      value: trigger,
      options: [
        ['', 'Daily and by hand'],
        ['SCHEDULED', 'Daily'],
        ['MANUAL', 'By hand'],
        ['STATEMENT', 'Bank statements'],
      ],
    },
  ])}
  ${result.ok ? html`${table('Reconciliation runs', ['Period', 'Made', 'Matched', 'Unmatched', 'Accounts not reconciled', 'Run at'], result.value.content.map(runRow), 'No run yet.')}${pager(view, result.value)}` : errorMessage(result.error)}
</section>`;
      return render(c, reply, viewer, { title: 'Reconciliation', section: 'reconciliation', error: options.error }, content, options.status);
    };

    c.get('/reconciliation', async (request, reply, viewer) => showRuns(reply, viewer, queryOf(request)));

    c.post('/reconciliation/runs', async (request, reply, viewer) => {
      const values = formOf(request);
      const result = await attempt(async () => {
        const period = checkForm(RunRequest, { from: values.from, to: values.to });
        return reconciliation.runPeriod(period.from, period.to, consoleActor(request, viewer));
      });
      if (!result.ok) return showRuns(reply, viewer, {}, { error: errorMessage(result.error, LABELS), status: statusOf(result.error), values });
      return redirectWithNotice(reply, paths.run(result.value.id), 'run-made');
    });

    c.post('/reconciliation/statements', async (request, reply, viewer) => {
      const values = formOf(request);
      const file = (request.body as Record<string, unknown> | undefined)?.file;
      const result = await attempt(async () => {
        const form = checkForm(StatementForm, { railAccount: values.railAccount, format: values.format });
        if (!Buffer.isBuffer(file) || file.length === 0) throw validationError([{ path: '/file', message: 'choose the statement file' }]);
        return bankStatements.importStatement({ railAccount: form.railAccount, format: form.format, file, actor: consoleActor(request, viewer) });
      });
      if (!result.ok) return showRuns(reply, viewer, {}, { error: errorMessage(result.error, STATEMENT_LABELS), status: statusOf(result.error), values });
      return redirectWithNotice(reply, paths.run(result.value.runId), 'statement-imported');
    });

    c.get('/reconciliation/runs/:id', async (request, reply, viewer) => {
      const run = await reconciliation.get((request.params as { id: string }).id);
      const content = html`<p><a href="${PATH}">← Reconciliation</a></p>
<section class="card" aria-labelledby="run-details-title">
  <h2 id="run-details-title">The run</h2>
  <dl class="details">
    <dt>Period</dt><dd>${time(run.periodStart)} – ${time(run.periodEnd)} <span class="muted">(each side read ${run.slackSeconds} s past each edge)</span></dd>
    <dt>Made</dt><dd>${{ SCHEDULED: 'daily', MANUAL: 'by hand', STATEMENT: 'by a bank statement import' }[run.trigger]}, ${time(run.createdDate)}</dd>
    <dt>Matched</dt><dd>${run.totals.matched}</dd>
    <dt>Missing in the books</dt><dd>${run.totals.missingInBooks}</dd>
    <dt>Missing at the rail</dt><dd>${run.totals.missingAtRail}</dd>
    <dt>Amount differs</dt><dd>${run.totals.amountDiffers}</dd>
    <dt>Run id</dt><dd><code>${run.id}</code></dd>
  </dl>
</section>
<section class="card" aria-labelledby="accounts-title">
  <h2 id="accounts-title">Rail accounts</h2>
  ${table('Rail accounts', ['Rail account', 'Currency', 'Reconciled', 'Booked', 'Matched', 'Missing in books', 'Missing at rail', 'Amount differs'], run.accounts.map(accountRow), 'No rail account.')}
</section>
<section class="card" aria-labelledby="items-title">
  <h2 id="items-title">Unmatched items</h2>
  <p>Each is an exception: corrected by a journal entry (the form below), or dismissed with a note once understood.</p>
  ${table('Unmatched items', ['Rail account', 'Reference', 'Direction', 'Outcome', 'Books', 'Rail', '', 'Closed'], run.items.map(itemRow), 'Every item matched.')}
</section>
${correctionForm(viewer, run.id, run.items)}`;
      return render(c, reply, viewer, { title: 'Reconciliation run', section: 'reconciliation', notice: noticeOf(request) }, content);
    });

    c.post('/reconciliation/runs/:id/correct', async (request, reply, viewer) => {
      const runId = (request.params as { id: string }).id;
      const values = formOf(request);
      const result = await attempt(async () => {
        const item = (await reconciliation.get(runId)).items.find((candidate) => candidate.id === values.itemId);
        if (!item) throw reconciliationError('reconciliation_item.not_found');
        const gap = gapOf(item);
        const railSide = (item.direction === 'IN') === gap.isPositive() ? 'DEBIT' : 'CREDIT';
        const amount = gap.abs().toFixed(2);
        const body = checkForm(CorrectionBody, {
          reason: values.reason,
          evidence: values.evidence,
          postings: [
            { account: { kind: 'rail_cash', currencyCode: item.currencyCode }, direction: railSide, amount },
            { account: { kind: values.counter, currencyCode: item.currencyCode }, direction: railSide === 'DEBIT' ? 'CREDIT' : 'DEBIT', amount },
          ],
        });
        const maker = consoleActor(request, viewer);
        return approvals.submit(
          'reconciliation.correct_break',
          { ...body, itemId: item.id, proposedBy: { id: maker.id, name: maker.name ?? null } },
          body.reason,
          maker,
        );
      });
      if (!result.ok) return redirectWithNotice(reply, paths.run(runId), 'correction-refused');
      if (!result.value.applied) return redirectWithNotice(reply, paths.approval(result.value.approval.id), 'approval-requested');
      return redirectWithNotice(reply, paths.run(runId), 'break-corrected');
    });
  },
};
