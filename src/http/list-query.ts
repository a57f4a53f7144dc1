// Owns how a list is asked for in a query string (contract section 5): page, size, filterEq, filterOr and sort, read
// and checked for their form into a ListRequest. Which fields a resource has, and the SQL, are db/lists.ts's.
import { Type } from 'typebox';
import type { ListFilter, ListRequest, ListResource, ListSort } from '../db/lists.ts';
import { DomainError, requestError } from '../errors.ts';

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

/** A regular expression's text matching exactly `text`. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** page: a whole number from 0 to 1,000,000; size: from 1 to 100 (leading zeros allowed, at most 9 digits). */
const PAGE_PATTERN = '^0*([0-9]{1,6}|1000000)$';
const SIZE_PATTERN = '^0*([1-9][0-9]?|100)$';

/**
 * The list query string of one resource (contract section 5), as parseListQuery and db/lists.ts check it: page and size
 * in their ranges, filterEq and filterOr as comma-separated `field:value` pairs naming the resource's field paths (`\,`
 * a literal comma), sort one of the resource's fields with a direction. One schema validates the request and is the
 * document's, so a client generated from /openapi.json cannot send a list query the server refuses for its form.
 */
export function listQueryFor(resource: Pick<ListResource, 'columns' | 'jsonColumns'>) {
  const columns = Object.keys(resource.columns);
  const fields = [...columns.map(literal), ...Object.keys(resource.jsonColumns ?? {}).map((prefix) => `${literal(prefix)}(\\.[A-Za-z][A-Za-z0-9_]*)+`)].join(
    '|',
  );
  const value = '([^,\\\\]|\\\\[\\s\\S])*\\\\?';
  const pairs = `^((${fields}):${value}(,(${fields}):${value})*)?$`;
  const sorts = columns.flatMap((column) => [column, `${column},asc`, `${column},desc`]);
  const Sort = Type.String({ enum: sorts });
  return Type.Object({
    page: Type.Optional(Type.String({ pattern: PAGE_PATTERN, maxLength: 9, description: '0-based page number, 0..1000000 (default 0)' })),
    size: Type.Optional(Type.String({ pattern: SIZE_PATTERN, maxLength: 9, description: 'page size, 1..100 (default 20)' })),
    filterEq: Type.Optional(Type.String({ pattern: pairs, description: 'field.path:value pairs separated by commas; all must match; \\, is a literal comma' })),
    filterOr: Type.Optional(Type.String({ pattern: pairs, description: 'field.path:value pairs; at least one must match' })),
    sort: Type.Optional(
      Type.Union([Sort, Type.Array(Sort)], { description: 'field, field,asc or field,desc; repeat for several keys (default createdDate,desc)' }),
    ),
  });
}

/**
 * The list code for a query refused by its schema (listQueryFor) on list parameters only, so the schema keeps the
 * contract's codes (section 3): a form error is parseListQuery's (page.invalid, filter.malformed, sort.invalid_field);
 * a well-formed filter or sort naming a field the list does not have is filter.invalid_field or sort.invalid_field.
 * Undefined when another parameter failed too: that stays validation.failed.
 */
export function listQueryRefusal(query: ListQueryInput, paths: string[]): DomainError | undefined {
  const names = paths.map((path) => /^\/query\/(page|size|filterEq|filterOr|sort)(\/|$)/.exec(path)?.[1]);
  if (names.length === 0 || names.some((name) => name === undefined)) return undefined;
  try {
    parseListQuery(query);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  if (names.includes('page') || names.includes('size'))
    return requestError('page.invalid', 'page must be a whole number from 0 to 1000000, size from 1 to 100');
  const name = names.find((found) => found !== 'sort');
  if (name) return requestError('filter.invalid_field', `${name}: names a field this list does not have`);
  return requestError('sort.invalid_field', 'sort: must be a field of this list, alone or followed by ,asc or ,desc');
}

/** The codes a list's query can answer (parseListQuery, and db/lists.ts for the fields): a list route's `config.errors`. */
export const LIST_QUERY_ERRORS = ['page.invalid', 'filter.malformed', 'filter.invalid_field', 'sort.invalid_field'] as const;
