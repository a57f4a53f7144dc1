// Owns how a list request becomes SQL (contract section 5): the field paths a resource declares, each an SQL
// expression, compiled with the request's filters and sort into one parameterised page query and one total. No value
// and no field name from a request is ever written into SQL text: field paths only select expressions a module
// declared, or become bind parameters. Reading the request itself (page, size, the filter syntax) is http/list-query.ts.
import { requestError } from '../errors.ts';
import type { Queryable } from './index.ts';

/** How one field path of the resource reads in SQL. */
export interface ListColumn {
  /** The field's value as text, compared exactly with a filter value. */
  text: string;
  /** What to order by; the typed column, so that indexes serve the sort. Defaults to `text`. */
  order?: string;
}

export interface ListResource {
  /** Table or join the rows come from, with the alias the expressions use. */
  from: string;
  /** Every field path a filter or sort may name. */
  columns: Record<string, ListColumn>;
  /** Object fields stored as jsonb: any path below them reads with `column #>> $path`. */
  jsonColumns?: Record<string, string>;
  /** The ordering tiebreaker (unique). */
  idColumn: string;
  /** When no sort is given; `createdDate,desc` unless the resource names its creation time otherwise. */
  defaultSort?: ListSort;
  /**
   * A table of exact row counts by a few columns, kept by triggers, under the same alias and column names as `from`:
   * a total whose filters only name `paths` (and the scope) sums its `n` instead of counting rows.
   */
  counts?: { from: string; paths: ReadonlySet<string> };
  /**
   * The page's ids first, then their rows: the filters, the order and the offset read by an index alone (an index-only
   * scan where one index holds them all, as the transfers' do), and only the page's rows read from the table. For a
   * table of millions, where a page deep in a list or a filter that matches few of the scope's rows would otherwise
   * read a table page for every row it passes over.
   */
  pageByIds?: boolean;
}

export interface ListFilter {
  path: string;
  value: string;
}

export interface ListSort {
  path: string;
  direction: 'ASC' | 'DESC';
  /** The sort as the client wrote it, for messages. */
  written?: string;
}

/** A list request as read from a query string: every value checked for its form, none yet for the resource. */
export interface ListRequest {
  page: number;
  size: number;
  /** Every pair must match. */
  all: ListFilter[];
  /** At least one pair must match (none: no condition). */
  any: ListFilter[];
  /** Empty: the resource's default sort. */
  sort: ListSort[];
  /**
   * Time ranges on a field with a typed column (its `order`), such as the dashboard's date-range filters on
   * `createdDate`: `from` inclusive, `before` exclusive. The API's query string has none; a page builds them.
   */
  ranges?: ListRange[];
}

export interface ListRange {
  path: string;
  from?: Date | undefined;
  before?: Date | undefined;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Collects bind parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const DEFAULT_SORT: ListSort = { path: 'createdDate', direction: 'DESC', written: 'createdDate,desc' };

/** The resource's own column for a path; never one inherited from Object.prototype ("constructor", "toString"). */
function ownColumn(resource: ListResource, path: string): ListColumn | undefined {
  return Object.hasOwn(resource.columns, path) ? resource.columns[path] : undefined;
}

function resolveColumn(resource: ListResource, path: string, params: Params): ListColumn | undefined {
  const column = ownColumn(resource, path);
  if (column) return column;
  for (const [prefix, jsonColumn] of Object.entries(resource.jsonColumns ?? {})) {
    if (path.startsWith(prefix + '.') && path.length > prefix.length + 1) {
      const keys = path.slice(prefix.length + 1).split('.');
      if (keys.some((key) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(key))) return undefined;
      return { text: `${jsonColumn} #>> ${params.add(keys)}::text[]` };
    }
  }
  return undefined;
}

interface CompiledList {
  where: string;
  orderBy: string;
  /** Every filter reads a column of the resource's counts table. */
  countable: boolean;
}

function compile(resource: ListResource, request: ListRequest, scope: string, params: Params): CompiledList {
  const conditions = [scope];
  let countable = resource.counts !== undefined;
  const condition = (name: 'filterEq' | 'filterOr', { path, value }: ListFilter): string => {
    if (!resource.counts?.paths.has(path)) countable = false;
    const column = resolveColumn(resource, path, params);
    if (!column) throw requestError('filter.invalid_field', `${name}: unknown field "${path}"`);
    return `(${column.text}) = ${params.add(value)}`;
  };
  conditions.push(...request.all.map((filter) => condition('filterEq', filter)));
  const any = request.any.map((filter) => condition('filterOr', filter));
  if (any.length > 0) conditions.push(`(${any.join(' OR ')})`);
  for (const range of request.ranges ?? []) {
    const column = ownColumn(resource, range.path);
    if (!column?.order) throw requestError('filter.invalid_field', `unknown time field "${range.path}"`);
    countable = false;
    if (range.from) conditions.push(`${column.order} >= ${params.add(range.from)}`);
    if (range.before) conditions.push(`${column.order} < ${params.add(range.before)}`);
  }

  const sorts = request.sort.length > 0 ? request.sort : [resource.defaultSort ?? DEFAULT_SORT];
  const order = sorts.map((sort) => {
    const column = ownColumn(resource, sort.path);
    if (!column) throw requestError('sort.invalid_field', `sort: "${sort.written ?? sort.path}" must be a known field followed by ,asc or ,desc`);
    // A constant field ('USD' for every row) sorts nothing, and PostgreSQL refuses a bare constant in ORDER BY: cast it.
    const expression = column.order ?? column.text;
    return `${/^'[^']*'$/.test(expression) ? `${expression}::text` : expression} ${sort.direction}`;
  });
  order.push(`${resource.idColumn} ${sorts.at(-1)?.direction ?? 'DESC'}`);
  return { where: conditions.join(' AND '), orderBy: order.join(', '), countable };
}

/**
 * One page of `resource` as `request` asks, within `scope` (the tenant condition, for example `{ column:
 * 'b.integrator_id', value: integratorId }`; always ANDed in), and its total: one query for the page, one for the total
 * (a sum over the resource's counts table when the filters allow, else a count of the rows). `select` is the column
 * list of the rows.
 */
export async function listPage<Row, T>(
  db: Queryable,
  resource: ListResource,
  request: ListRequest,
  scope: { column: string; value: unknown } | undefined,
  select: string,
  toResource: (row: Row) => T,
): Promise<Page<T>> {
  const params = new Params();
  const compiled = compile(resource, request, scope ? `${scope.column} = ${params.add(scope.value)}` : 'true', params);
  const values = params.values;
  // One page of the filter's rows in order: the page itself, or (pageByIds) its ids.
  const ordered = (columns: string) =>
    `SELECT ${columns} FROM ${resource.from} WHERE ${compiled.where} ORDER BY ${compiled.orderBy} LIMIT ${request.size} OFFSET ${request.page * request.size}`;
  // In the subquery the alias of `from` names the subquery's own rows; the outer query reads the page's rows by id.
  const page = resource.pageByIds
    ? `SELECT ${select} FROM ${resource.from} WHERE ${resource.idColumn} IN (${ordered(resource.idColumn)}) ORDER BY ${compiled.orderBy}`
    : ordered(select);
  const [rows, counts] = await Promise.all([
    db.query<Row>(page, values),
    compiled.countable && resource.counts
      ? db.query<{ total: number }>(`SELECT coalesce(sum(n), 0)::int AS total FROM ${resource.counts.from} WHERE ${compiled.where}`, values)
      : db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${resource.from} WHERE ${compiled.where}`, values),
  ]);
  const totalElements = counts[0]?.total ?? 0;
  return { content: rows.map(toResource), page: request.page, size: request.size, totalElements, totalPages: Math.ceil(totalElements / request.size) };
}

/** The SQL text of a timestamptz as the API writes it (ISO 8601 UTC with milliseconds), for exact filters. */
export const isoText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
