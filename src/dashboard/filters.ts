// The dashboard lists' filters as form controls: selects (status, type, currency...), exact text fields (your
// reference), a date range and the sort, each kept in the query string under a plain name (so a filtered page is a
// link that can be shared and the back button works) and translated here into the list service's own ListRequest
// (its exact filters and a time range). Nobody types the API's `field:value` syntax; a link written with the API's
// filterEq/filterOr still works, as the list services read it.
import { validationError } from '../errors.ts';
import type { ListFilter, ListRequest } from '../db/lists.ts';
import { parseListQuery } from '../http/list-query.ts';
import { html, withQuery, type SafeHtml } from '../web/html.ts';

export interface SelectFilter {
  /** The query-string name, such as `status`. */
  name: string;
  label: string;
  /** The resource's field the value is compared with, such as `status` or `from.currencyCode`. */
  field: string;
  /** [value, label]; an "Any" choice comes first by itself. */
  options: Array<[string, string]> | string[];
}

export interface TextFilter {
  name: string;
  label: string;
  field: string;
  hint?: string;
}

export interface FilterSpec {
  path: string;
  /** In the plural, for labels: "transfers". */
  noun: string;
  selects: SelectFilter[];
  texts?: TextFilter[];
  /** Filters set by a link from another page (a beneficiary's transfers): a hidden field, shown as a note to clear. */
  links?: Array<{ name: string; field: string; describe: (value: string) => string }>;
  /** The resource's creation time field, filtered by the From and To dates. */
  dateField: string;
  /** Sort choices: [sort parameter, label]; the first is the default. */
  sorts: Array<[string, string]>;
  /** One-click filters above the form: [label, value of the first select] (undefined for all). */
  quick?: Array<[string, string | undefined]>;
}

type Query = Record<string, string | string[]>;

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SIZES = ['10', '20', '50', '100'];

function optionsOf(select: SelectFilter): Array<[string, string]> {
  return select.options.map((option) => (typeof option === 'string' ? [option, option] : option));
}

/** A yyyy-mm-dd date as the start of that day in UTC; anything else is a 400 naming the field. */
function dayOf(value: string, name: string, label: string): Date | undefined {
  if (value === '') return undefined;
  const day = DATE.test(value) ? new Date(`${value}T00:00:00.000Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw validationError([{ path: `/${name}`, message: `${label} must be a date (yyyy-mm-dd)` }]);
  }
  return day;
}

/** The list service's request for the page's query string: the controls' filters ANDed with any filterEq given. */
export function listRequestOf(spec: FilterSpec, query: Query): ListRequest {
  const request = parseListQuery({ page: query.page, size: query.size, sort: query.sort, filterEq: query.filterEq, filterOr: query.filterOr });
  const all: ListFilter[] = [];
  for (const select of spec.selects) {
    const value = single(query[select.name]);
    if (value === '') continue;
    // Only the values the select offers: a hand-edited link cannot compare with something the page does not know.
    if (!optionsOf(select).some(([option]) => option === value))
      throw validationError([{ path: `/${select.name}`, message: `${select.label}: unknown choice "${value}"` }]);
    all.push({ path: select.field, value });
  }
  for (const text of [...(spec.texts ?? []), ...(spec.links ?? [])]) {
    const value = single(query[text.name]).trim();
    if (value !== '') all.push({ path: text.field, value });
  }
  const from = dayOf(single(query.from), 'from', 'From');
  const to = dayOf(single(query.to), 'to', 'To');
  if (from && to && from > to) throw validationError([{ path: '/to', message: 'To must be on or after From' }]);
  // To is inclusive: everything before the start of the next day.
  const before = to && new Date(to.getTime() + 86_400_000);
  return { ...request, all: [...request.all, ...all], ranges: from || before ? [{ path: spec.dateField, from, before }] : [] };
}

function option(value: string, label: string, selected: boolean): SafeHtml {
  return html`<option value="${value}"${selected ? html` selected` : ''}>${label}</option>`;
}

/** The filter form: every control keeps the value the page was asked with. */
export function filterForm(spec: FilterSpec, query: Query): SafeHtml {
  const id = (name: string) => `filter-${name}`;
  const selects = spec.selects.map((select) => {
    const value = single(query[select.name]);
    return html`<div class="field"><label for="${id(select.name)}">${select.label}</label><select id="${id(select.name)}" name="${select.name}">
  ${option('', 'Any', value === '')}${optionsOf(select).map(([choice, label]) => option(choice, label, choice === value))}
</select></div>`;
  });
  const texts = (spec.texts ?? []).map(
    (text) =>
      html`<div class="field"><label for="${id(text.name)}">${text.label}</label><input id="${id(text.name)}" name="${text.name}" value="${single(query[text.name])}" autocomplete="off" spellcheck="false" maxlength="200"${text.hint ? html` placeholder="${text.hint}"` : ''}></div>`,
  );
  const linked = (spec.links ?? []).flatMap((link) => {
    const value = single(query[link.name]);
    if (value === '') return [];
    const rest = Object.fromEntries(
      Object.entries(query)
        .filter(([key]) => key !== link.name && key !== 'page')
        .map(([key, item]) => [key, single(item)]),
    );
    return [
      html`<input type="hidden" name="${link.name}" value="${value}"><p class="filter-note">${link.describe(value)} · <a href="${withQuery(spec.path, rest)}">show all</a></p>`,
    ];
  });
  const sort = single(query.sort) || (spec.sorts[0]?.[0] ?? '');
  const sorts = spec.sorts.some(([value]) => value === sort) ? spec.sorts : [...spec.sorts, [sort, sort] as [string, string]];
  const size = single(query.size) || '20';
  const sizes = SIZES.includes(size) ? SIZES : [...SIZES, size];
  const first = spec.selects[0];
  const quick =
    spec.quick && first
      ? html`<ul class="quick-filters" aria-label="Quick filters">${spec.quick.map(
          ([label, value]) =>
            html`<li><a href="${withQuery(spec.path, { [first.name]: value })}"${(value ?? '') === single(query[first.name]) ? html` aria-current="true"` : ''}>${label}</a></li>`,
        )}</ul>`
      : '';
  return html`${quick}
<form method="get" action="${spec.path}" class="filters" role="search" aria-label="Filter ${spec.noun}">
  ${linked}
  ${selects}
  ${texts}
  <div class="field"><label for="${id('from')}">From</label><input id="${id('from')}" name="from" type="date" value="${single(query.from)}"></div>
  <div class="field"><label for="${id('to')}">To</label><input id="${id('to')}" name="to" type="date" value="${single(query.to)}"></div>
  <div class="field"><label for="${id('sort')}">Sort</label><select id="${id('sort')}" name="sort">${sorts.map(([value, label]) => option(value, label, value === sort))}</select></div>
  <div class="field"><label for="${id('size')}">Per page</label><select id="${id('size')}" name="size">${sizes.map((value) => option(value, value, value === size))}</select></div>
  <div class="actions">
    <button type="submit">Apply</button>
    <a href="${spec.path}">Clear</a>
  </div>
  <p class="hint">Dates are days in UTC; To includes its whole day.</p>
</form>`;
}
