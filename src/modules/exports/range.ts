// Owns what period an export covers: `from` (included) and `to` (excluded), each a date (midnight UTC) or an instant
// with its offset, at most MAX_EXPORT_DAYS apart; and the file name that says so. Read here once for the API and the
// dashboard alike, so both refuse the same ranges with the same 400 before a byte of CSV is written.
import { validationError } from '../../errors.ts';
import { exportError } from './errors.ts';

/** The longest period one export covers: a year, a leap day included. Longer periods are several exports. */
export const MAX_EXPORT_DAYS = 366;
const DAY_MS = 86_400_000;

export interface ExportRange {
  from: Date;
  /** Excluded. */
  to: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Milliseconds at most: a bound is held as a Date, and a finer fraction would be rounded without a word.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

export const BOUND_FORMAT = 'a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00)';

/** The instant `text` names, or undefined when it is not one of the two forms or not a real day and time. */
export function parseBound(text: string): Date | undefined {
  const date = DATE.exec(text);
  const instant = date ? undefined : INSTANT.exec(text);
  const parts = date ?? instant;
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((index) => Number(parts[index] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Number((instant?.[7] ?? '0').padEnd(3, '0'));
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const check = new Date(local);
  // 2026-02-30 would roll over into March: refuse it rather than export another period than the one asked for.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  let offsetMinutes = 0;
  if (instant?.[9] !== undefined) {
    const [hours, minutes] = [Number(instant[10]), Number(instant[11])];
    if (hours > 23 || minutes > 59) return undefined;
    offsetMinutes = (instant[9] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const result = new Date(local - offsetMinutes * 60_000);
  return Number.isNaN(result.getTime()) ? undefined : result;
}

/** `from` and `to` of a query string, checked: 400 validation.failed naming the field, or export.invalid_range. */
export function parseExportRange(query: { from?: unknown; to?: unknown }): ExportRange {
  const fields = { from: query.from, to: query.to };
  const errors: Array<{ path: string; message: string }> = [];
  const bounds: Partial<Record<'from' | 'to', Date>> = {};
  for (const [name, value] of Object.entries(fields) as Array<['from' | 'to', unknown]>) {
    if (value === undefined || value === '') {
      errors.push({ path: `/query/${name}`, message: 'is required' });
      continue;
    }
    const parsed = typeof value === 'string' ? parseBound(value) : undefined;
    if (parsed) bounds[name] = parsed;
    else errors.push({ path: `/query/${name}`, message: `must be ${BOUND_FORMAT}` });
  }
  if (errors.length > 0 || !bounds.from || !bounds.to) throw validationError(errors);
  const { from, to } = bounds;
  if (to.getTime() <= from.getTime()) throw exportError('export.invalid_range', 'to must be later than from (to is excluded).');
  if (to.getTime() - from.getTime() > MAX_EXPORT_DAYS * DAY_MS) {
    throw exportError('export.invalid_range', `An export covers at most ${MAX_EXPORT_DAYS} days; split the period into several exports.`);
  }
  return { from, to };
}

/** A bound as a file name shows it: the date alone at midnight UTC, else the instant with `-` for `:`. */
function stamp(bound: Date): string {
  const iso = bound.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z').replace(/:/g, '-');
}

/** `transfers_2026-01-01_2026-02-01.csv`: what, and the period asked for (to excluded). Only [A-Za-z0-9._-]. */
export function exportFileName(kind: string, range: ExportRange): string {
  return `${kind}_${stamp(range.from)}_${stamp(range.to)}.csv`;
}
