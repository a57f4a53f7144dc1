// The parts every list page shares, in the dashboard and the operator console: a filter form whose fields are the
// API's own list parameters (filterEq, filterOr, sort, size), passed as they are to the module's list service, a
// table and a pager.
import type { Page } from '../db/lists.ts';
import { html, withQuery, type HtmlValue, type SafeHtml } from './html.ts';

export interface ListView {
  /** The page's path, such as /dashboard/beneficiaries. */
  path: string;
  /** The resource, in the plural, for labels: "beneficiaries". */
  noun: string;
  query: Record<string, string | string[]>;
  /** Sort choices: [sort parameter, label]; the first is the default. */
  sorts: Array<[string, string]>;
  /** Example filters shown as a hint. */
  example: string;
  /** One-click filters: [label, filterEq] (undefined for all). */
  quickFilters?: Array<[string, string | undefined]>;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function option(value: string, label: string, selected: boolean): SafeHtml {
  return html`<option value="${value}"${selected ? html` selected` : ''}>${label}</option>`;
}

export function listControls(view: ListView): SafeHtml {
  const sort = single(view.query.sort) ?? view.sorts[0]?.[0] ?? '';
  const sorts = view.sorts.some(([value]) => value === sort) ? view.sorts : [...view.sorts, [sort, sort] as [string, string]];
  const size = single(view.query.size) ?? '20';
  const sizes = ['10', '20', '50', '100'].includes(size) ? ['10', '20', '50', '100'] : ['10', '20', '50', '100', size];
  const activeFilter = single(view.query.filterEq);
  const quick = view.quickFilters
    ? html`<ul class="quick-filters" aria-label="Quick filters">${view.quickFilters.map(
        ([label, filterEq]) =>
          html`<li><a href="${withQuery(view.path, { filterEq })}"${filterEq === activeFilter && !view.query.filterOr ? html` aria-current="true"` : ''}>${label}</a></li>`,
      )}</ul>`
    : '';
  return html`${quick}
<form method="get" action="${view.path}" class="filters" role="search" aria-label="Filter ${view.noun}">
  <div class="field">
    <label for="filterEq">Match all <span class="muted">(filterEq)</span></label>
    <input id="filterEq" name="filterEq" value="${single(view.query.filterEq) ?? ''}" aria-describedby="filter-hint" autocomplete="off" spellcheck="false">
  </div>
  <div class="field">
    <label for="filterOr">Match any <span class="muted">(filterOr)</span></label>
    <input id="filterOr" name="filterOr" value="${single(view.query.filterOr) ?? ''}" aria-describedby="filter-hint" autocomplete="off" spellcheck="false">
  </div>
  <div class="field">
    <label for="sort">Sort</label>
    <select id="sort" name="sort">${sorts.map(([value, label]) => option(value, label, value === sort))}</select>
  </div>
  <div class="field">
    <label for="size">Per page</label>
    <select id="size" name="size">${sizes.map((value) => option(value, value, value === size))}</select>
  </div>
  <div class="actions">
    <button type="submit">Apply</button>
    <a href="${view.path}">Clear</a>
  </div>
  <p id="filter-hint" class="hint">Pairs of <code>field:value</code> separated by commas (the API's list filters): each value is
  compared exactly with that field as the API returns it, for example <code>${view.example}</code>. Write <code>\\,</code> for a comma inside a value.</p>
</form>`;
}

export function pager(view: ListView, result: Page<unknown>): SafeHtml {
  const { page, totalPages, totalElements } = result;
  // Every parameter survives paging, several sort keys included.
  const href = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(view.query)) {
      if (key !== 'page') for (const item of [value].flat()) params.append(key, item);
    }
    params.set('page', String(target));
    return `${view.path}?${params.toString()}`;
  };
  return html`<nav class="pager" aria-label="Pages of ${view.noun}">
  <p>${totalElements} ${totalElements === 1 ? 'result' : 'results'}${totalPages > 0 ? html` · page ${page + 1} of ${totalPages}` : ''}</p>
  ${page > 0 ? html`<a href="${href(page - 1)}" rel="prev">Previous page</a>` : ''}
  ${page + 1 < totalPages ? html`<a href="${href(page + 1)}" rel="next">Next page</a>` : ''}
</nav>`;
}

/** A table that scrolls sideways on a narrow screen rather than overflowing it. */
export function table(caption: string, headers: string[], rows: HtmlValue[], empty: string): SafeHtml {
  if (rows.length === 0) return html`<p class="empty">${empty}</p>`;
  return html`<div class="table-wrap" role="region" aria-label="${caption}" tabindex="0">
<table>
  <caption class="visually-hidden">${caption}</caption>
  <thead><tr>${headers.map((header) => html`<th scope="col">${header}</th>`)}</tr></thead>
  <tbody>${rows}</tbody>
</table>
</div>`;
}
