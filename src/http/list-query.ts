// Owns how a list is asked for in a query string (contract section 5): page, size, filterEq, filterOr and sort, read
// and checked for their form into a ListRequest. Which fields a resource has, and the SQL, are db/lists.ts's.
import { Type } from 'typebox';
import type { ListFilter, ListRequest, ListSort } from '../db/lists.ts';
import { requestError } from '../errors.ts';

export interface ListQueryInput {
  page?: unknown;
  size?: unknown;
  filterEq?: unknown;
  filterOr?: unknown;
  sort?: unknown;
}

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length !== 1) throw requestError(name === 'page' || name === 'size' ? 'page.invalid' : 'filter.malformed', `${name} may be given once`);
    return String(value[0]);
  }
  return String(value);
}

function pageNumber(value: unknown, name: 'page' | 'size', fallback: number, min: number, max: number): number {
  const raw = single(value, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw requestError('page.invalid', `${name} must be a whole number from ${min} to ${max}`);
  const number = Number(raw);
  if (number < min || number > max) throw requestError('page.invalid', `${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** `a.b:v,c:w` with `\,` for a literal comma; each pair splits at its first colon. */
export function parseFilterPairs(raw: string, name: string): ListFilter[] {
  if (raw === '') return [];
  const pairs: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i];
    if (char === '\\' && raw[i + 1] === ',') {
      current += ',';
      i++;
    } else if (char === ',') {
      pairs.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  pairs.push(current);
  return pairs.map((pair) => {
    const colon = pair.indexOf(':');
    if (colon <= 0) throw requestError('filter.malformed', `${name}: "${pair}" is not of the form field:value`);
    return { path: pair.slice(0, colon), value: pair.slice(colon + 1) };
  });
}

function parseSort(sort: string): ListSort {
  const [path = '', direction = 'asc', ...rest] = sort.split(',');
  const lower = direction.toLowerCase();
  if (path === '' || rest.length > 0 || (lower !== 'asc' && lower !== 'desc')) {
    throw requestError('sort.invalid_field', `sort: "${sort}" must be a known field followed by ,asc or ,desc`);
  }
  return { path, direction: lower === 'asc' ? 'ASC' : 'DESC', written: sort };
}

/** The list parameters of a query string, checked for their form. */
export function parseListQuery(input: ListQueryInput): ListRequest {
  const filters = (name: 'filterEq' | 'filterOr'): ListFilter[] => {
    const raw = single(input[name], name);
    return raw === undefined ? [] : parseFilterPairs(raw, name);
  };
  const sorts = input.sort === undefined ? [] : Array.isArray(input.sort) ? input.sort.map(String) : [String(input.sort)];
  return {
    page: pageNumber(input.page, 'page', 0, 0, 1_000_000),
    size: pageNumber(input.size, 'size', 20, 1, 100),
    all: filters('filterEq'),
    any: filters('filterOr'),
    sort: sorts.map(parseSort),
  };
}

/** The list query string, shared by every list route (values are checked by `parseListQuery`). */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.String({ description: '0-based page number (default 0)' })),
  size: Type.Optional(Type.String({ description: 'page size, 1..100 (default 20)' })),
  filterEq: Type.Optional(Type.String({ description: 'field.path:value pairs separated by commas; all must match; \\, is a literal comma' })),
  filterOr: Type.Optional(Type.String({ description: 'field.path:value pairs; at least one must match' })),
  sort: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: 'field,asc or field,desc; repeat for several keys (default createdDate,desc)',
    }),
  ),
});

/** The codes a list's query can answer (parseListQuery, and db/lists.ts for the fields): a list route's `config.errors`. */
export const LIST_QUERY_ERRORS = ['page.invalid', 'filter.malformed', 'filter.invalid_field', 'sort.invalid_field'] as const;
