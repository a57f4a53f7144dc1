// Beneficiaries by name where a page shows one, rather than a fragment of its id: the names of a page's beneficiaries
// are read in one call of the beneficiaries' list service (filterOr on their ids), scoped to the signed-in integrator.
import { beneficiaryName, type Dashboard } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';

export type Names = ReadonlyMap<string, string>;

/** The names of up to 100 beneficiaries of the integrator (ids of another integrator's are simply not found). */
export async function beneficiaryNames(d: Dashboard, integratorId: string, ids: Iterable<string>): Promise<Names> {
  const unique = [...new Set(ids)].filter(Boolean).slice(0, 100);
  if (unique.length === 0) return new Map();
  const page = await d.services.beneficiaries.list(integratorId, {
    page: 0,
    size: 100,
    all: [],
    any: unique.map((id) => ({ path: 'id', value: id })),
    sort: [],
  });
  return new Map(page.content.map((beneficiary) => [beneficiary.id, beneficiaryName(beneficiary)]));
}

/** A link to the beneficiary, by name (its id when the name is not known). */
export function beneficiaryLink(names: Names, id: string | null | undefined): SafeHtml {
  if (!id) return html`<span class="muted">—</span>`;
  return html`<a href="/dashboard/beneficiaries/${id}">${names.get(id) ?? id}</a>`;
}
