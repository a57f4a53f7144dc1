// Exports from the dashboard: the form that asks for a period (on the transfers, payments and beneficiary pages), and
// the downloads it leads to, which stream the same CSV as GET /v1/exports/... through the exports service, for the
// signed-in integrator's session (no API token). They are GETs that change nothing, so they carry no CSRF token; signed
// out, they send to sign-in like every page. A refused period is the dashboard's error page, before any CSV.
import type { FastifyRequest } from 'fastify';
import { sendCsv, streamFailure, type ExportKind, type ExportQuery } from '../../modules/exports/index.ts';
import type { Dashboard } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';

const KINDS: ExportKind[] = ['transfers', 'payments', 'balance-movements'];

export const exportPath = (kind: ExportKind): string => `/dashboard/exports/${kind}.csv`;

/** The query of a download: each parameter once, as text. */
function exportQuery(request: FastifyRequest): ExportQuery {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const single = (name: string): string | undefined => {
    const value = query[name];
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === 'string' ? text : undefined;
  };
  return { from: single('from'), to: single('to'), beneficiaryId: single('beneficiaryId') };
}

export function registerExportPages(d: Dashboard): void {
  for (const kind of KINDS) {
    d.get(`/exports/${kind}.csv`, async (request, reply, viewer) =>
      sendCsv(reply, await d.services.exports.integratorExport(viewer.integratorId, kind, exportQuery(request), streamFailure(request))),
    );
  }
}

const dateOf = (date: Date): string => date.toISOString().slice(0, 10);

export interface ExportFormOptions {
  title: string;
  button: string;
  /** What the file holds, for the hint. */
  what: string;
  beneficiaryId?: string;
}

/** A period (this month so far by default) and a button that downloads the export. */
export function exportForm(kind: ExportKind, options: ExportFormOptions): SafeHtml {
  const now = new Date();
  const from = dateOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  const to = dateOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)));
  const id = `export-${kind}`;
  return html`<section class="card" aria-labelledby="${id}-title">
  <h2 id="${id}-title">${options.title}</h2>
  <form method="get" action="${exportPath(kind)}" class="inline-form">
    ${options.beneficiaryId ? html`<input type="hidden" name="beneficiaryId" value="${options.beneficiaryId}">` : ''}
    <div class="field"><label for="${id}-from">From (UTC, included)</label><input type="date" id="${id}-from" name="from" value="${from}" required aria-describedby="${id}-hint"></div>
    <div class="field"><label for="${id}-to">To (UTC, not included)</label><input type="date" id="${id}-to" name="to" value="${to}" required aria-describedby="${id}-hint"></div>
    <div class="field"><button type="submit">${options.button}</button></div>
    <p id="${id}-hint" class="hint">A CSV file of ${options.what}, oldest first, for at most 366 days; the same file as <code>GET /v1/exports/${kind}</code>. Its columns are described in the API guide (docs/exports.md).</p>
  </form>
</section>`;
}
