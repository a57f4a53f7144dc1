// The filter forms of the console's lists: named fields (a kind, a status, an id) that a page turns into the list
// service's own filterEq, rather than the raw filterEq box of the dashboard's lists, since an operator filters by a few
// known fields. Each field keeps the value it was sent with.
import { html, type SafeHtml } from '../web/html.ts';

export type FilterField =
  | { kind: 'select'; name: string; label: string; options: Array<[string, string]>; value: string }
  | { kind: 'text'; name: string; label: string; value: string; placeholder?: string; list?: string[] };

function option(value: string, label: string, selected: string): SafeHtml {
  return html`<option value="${value}"${value === selected ? html` selected` : ''}>${label}</option>`;
}

function field(input: FilterField): SafeHtml {
  const id = `filter-${input.name}`;
  if (input.kind === 'select') {
    return html`<div class="field"><label for="${id}">${input.label}</label><select id="${id}" name="${input.name}">${input.options.map(([value, label]) => option(value, label, input.value))}</select></div>`;
  }
  const list = input.list ? html`<datalist id="${id}-list">${input.list.map((value) => html`<option value="${value}"></option>`)}</datalist>` : '';
  return html`<div class="field"><label for="${id}">${input.label}</label><input id="${id}" name="${input.name}" value="${input.value}" autocomplete="off" spellcheck="false" maxlength="200"${input.placeholder ? html` placeholder="${input.placeholder}"` : ''}${input.list ? html` list="${id}-list"` : ''}>${list}</div>`;
}

export function filterForm(path: string, noun: string, fields: FilterField[]): SafeHtml {
  return html`<form method="get" action="${path}" class="filters" role="search" aria-label="Filter ${noun}">
  ${fields.map(field)}
  <div class="actions"><button type="submit">Apply</button><a href="${path}">Clear</a></div>
</form>`;
}
