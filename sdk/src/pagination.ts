// Lists (contract section 5): the query an SDK call turns into (page and size as numbers, filters as an object or the
// API's own `field:value` text) and an async iterator that walks every page of any list, so a caller never counts
// pages by hand.
import type { Page } from './types.ts';
import type { RequestOptions } from './options.ts';

/** `{ status: 'PENDING', 'from.currencyCode': 'BRL' }`, or the API's text `status:PENDING,from.currencyCode:BRL`. */
export type Filter = string | Record<string, string | number | boolean>;

export interface ListParams {
  /** 0-based page number (default 0). */
  page?: number;
  /** Page size, 1..100 (default 20). */
  size?: number;
  /** Every pair must match. */
  filterEq?: Filter;
  /** At least one pair must match. */
  filterOr?: Filter;
  /** `field,asc` or `field,desc`; several apply in order (default `createdDate,desc`). */
  sort?: string | string[];
}

export interface ListQuery {
  page?: string;
  size?: string;
  filterEq?: string;
  filterOr?: string;
  sort?: string | string[];
}

function filterText(filter: Filter): string {
  if (typeof filter === 'string') return filter;
  // A comma inside a value is written \, so that it does not end the pair.
  return Object.entries(filter)
    .map(([path, value]) => `${path}:${String(value).replaceAll(',', '\\,')}`)
    .join(',');
}

/** The query string parameters of a list call. */
export function listQuery(params: ListParams = {}): ListQuery {
  const query: ListQuery = {};
  if (params.page !== undefined) query.page = String(params.page);
  if (params.size !== undefined) query.size = String(params.size);
  if (params.filterEq !== undefined) query.filterEq = filterText(params.filterEq);
  if (params.filterOr !== undefined) query.filterOr = filterText(params.filterOr);
  if (params.sort !== undefined) query.sort = params.sort;
  return query;
}

export type ListFunction<T> = (params?: ListParams, options?: RequestOptions) => Promise<Page<T>>;

/** A list call that also walks every page: `ponte.transfers.list.all({ filterEq: { status: 'PENDING' } })`. */
export type ListMethod<T> = ListFunction<T> & {
  all(params?: ListParams, options?: RequestOptions): AsyncGenerator<T, void, undefined>;
};

/**
 * Every item of a list, page after page from `params.page` (default 0), fetching the next page only when the caller
 * has taken the items of the one before. It stops after the last page the server counts (`totalPages`), or at an
 * empty page. Items created while it runs may shift between pages under the default newest-first order: sort by
 * `createdDate,asc` for a stable walk.
 */
export async function* paginate<T>(list: ListFunction<T>, params: ListParams = {}, options?: RequestOptions): AsyncGenerator<T, void, undefined> {
  let page = params.page ?? 0;
  for (;;) {
    const answer = await list({ ...params, page }, options);
    yield* answer.content;
    page = answer.page + 1;
    if (answer.content.length === 0 || page >= answer.totalPages) return;
  }
}

/** Gives a list call its `.all` iterator. */
export function listMethod<T>(list: ListFunction<T>): ListMethod<T> {
  return Object.assign(list, { all: (params?: ListParams, options?: RequestOptions) => paginate(list, params, options) });
}
