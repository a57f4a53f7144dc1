// Owns the list convention of contract section 5: page, size, filterEq, filterOr and sort, checked against the field
// paths of a resource's JSON schema and compiled to parameterised SQL. No value and no field name from a request is
// ever written into SQL text: field paths only select SQL expressions a module declared, or become bind parameters.
import { Type, type TSchema } from 'typebox';
import { apiError } from './errors.ts';
import type { Queryable } from '../db/index.ts';

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
  defaultSort?: string;
  /**
   * A table of exact row counts by a few columns, kept by triggers, under the same alias and column names as `from`:
   * a total whose filters only name `paths` (and the scope) sums its `n` instead of counting rows.
   */
  counts?: { from: string; paths: ReadonlySet<string> };
}

export interface ListQueryInput {
  page?: unknown;
  size?: unknown;
  filterEq?: unknown;
  filterOr?: unknown;
  sort?: unknown;
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

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length !== 1) throw apiError(name === 'page' || name === 'size' ? 'page.invalid' : 'filter.malformed', `${name} may be given once`);
    return String(value[0]);
  }
  return String(value);
}

function pageNumber(value: unknown, name: 'page' | 'size', fallback: number, min: number, max: number): number {
  const raw = single(value, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw apiError('page.invalid', `${name} must be a whole number from ${min} to ${max}`);
  const number = Number(raw);
  if (number < min || number > max) throw apiError('page.invalid', `${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** `a.b:v,c:w` with `\,` for a literal comma; each pair splits at its first colon. */
export function parseFilterPairs(raw: string, name: string): Array<{ path: string; value: string }> {
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
    if (colon <= 0) throw apiError('filter.malformed', `${name}: "${pair}" is not of the form field:value`);
    return { path: pair.slice(0, colon), value: pair.slice(colon + 1) };
  });
}

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
      const expression = `${jsonColumn} #>> ${params.add(keys)}::text[]`;
      return { text: expression };
    }
  }
  return undefined;
}

export interface CompiledList {
  page: number;
  size: number;
  where: string;
  orderBy: string;
  params: Params;
  /** Every filter reads a column of the resource's counts table. */
  countable: boolean;
}

/**
 * Compiles the list parameters. `scope` is the tenant condition with its parameters already added to `params`
 * (for example `b.integrator_id = $1`); it is always ANDed in.
 */
export function compileListQuery(resource: ListResource, input: ListQueryInput, scope: string, params: Params): CompiledList {
  const page = pageNumber(input.page, 'page', 0, 0, 1_000_000);
  const size = pageNumber(input.size, 'size', 20, 1, 100);
  const conditions = [scope];
  let countable = resource.counts !== undefined;

  const filter = (name: 'filterEq' | 'filterOr'): string[] => {
    const raw = single(input[name], name);
    if (raw === undefined) return [];
    return parseFilterPairs(raw, name).map(({ path, value }) => {
      if (!resource.counts?.paths.has(path)) countable = false;
      const column = resolveColumn(resource, path, params);
      if (!column) throw apiError('filter.invalid_field', `${name}: unknown field "${path}"`);
      return `(${column.text}) = ${params.add(value)}`;
    });
  };
  const all = filter('filterEq');
  const any = filter('filterOr');
  conditions.push(...all);
  if (any.length > 0) conditions.push(`(${any.join(' OR ')})`);

  const sorts = input.sort === undefined ? [resource.defaultSort ?? 'createdDate,desc'] : Array.isArray(input.sort) ? input.sort.map(String) : [String(input.sort)];
  const order: string[] = [];
  let lastDirection = 'DESC';
  for (const sort of sorts) {
    const [path = '', direction = 'asc', ...rest] = sort.split(',');
    const column = ownColumn(resource, path);
    if (!column || rest.length > 0 || !['asc', 'desc'].includes(direction.toLowerCase())) {
      throw apiError('sort.invalid_field', `sort: "${sort}" must be a known field followed by ,asc or ,desc`);
    }
    lastDirection = direction.toUpperCase();
    order.push(`${column.order ?? column.text} ${lastDirection}`);
  }
  order.push(`${resource.idColumn} ${lastDirection}`);

  return { page, size, where: conditions.join(' AND '), orderBy: order.join(', '), params, countable };
}

/**
 * Runs a compiled list: one query for the page, one for the total (a sum over the resource's counts table when the
 * filters allow, else a count of the rows). `select` is the column list of the rows.
 */
export async function runList<Row, T>(
  db: Queryable,
  resource: ListResource,
  compiled: CompiledList,
  select: string,
  toResource: (row: Row) => T,
): Promise<Page<T>> {
  const values = compiled.params.values;
  const limit = `LIMIT ${compiled.size} OFFSET ${compiled.page * compiled.size}`;
  const [rows, counts] = await Promise.all([
    db.query<Row>(`SELECT ${select} FROM ${resource.from} WHERE ${compiled.where} ORDER BY ${compiled.orderBy} ${limit}`, values),
    compiled.countable && resource.counts
      ? db.query<{ total: number }>(`SELECT coalesce(sum(n), 0)::int AS total FROM ${resource.counts.from} WHERE ${compiled.where}`, values)
      : db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${resource.from} WHERE ${compiled.where}`, values),
  ]);
  const totalElements = counts[0]?.total ?? 0;
  return {
    content: rows.map(toResource),
    page: compiled.page,
    size: compiled.size,
    totalElements,
    totalPages: Math.ceil(totalElements / compiled.size),
  };
}

/** Every dotted path to a scalar in an object schema: the field paths a list may filter on. */
export function schemaFieldPaths(schema: TSchema, prefix = ''): string[] {
  const node = schema as { type?: unknown; properties?: Record<string, TSchema>; anyOf?: TSchema[] };
  const objectBranch = node.anyOf?.find((branch) => (branch as { type?: unknown }).type === 'object');
  if (objectBranch) return schemaFieldPaths(objectBranch, prefix);
  if (node.type === 'object' && node.properties) {
    return Object.entries(node.properties).flatMap(([key, child]) => schemaFieldPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  if (node.type === 'array') return [];
  return prefix ? [prefix] : [];
}

/** The SQL text of a timestamptz as the API writes it (ISO 8601 UTC with milliseconds), for exact filters. */
export const isoText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The list query string, shared by every list route (values are checked by `compileListQuery`). */
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
