// What one export reads: whose rows (an integrator's, or every row for the operator's journal), which period, and
// optionally one beneficiary. Every integrator export's statement names `integratorId` in its WHERE clause.
export interface ExportScope {
  /** The tenant; undefined only for the operator's journal. */
  integratorId?: string;
  from: Date;
  /** Excluded; never later than when the export started (see service.ts): timestamptz text, to the microsecond. */
  to: Date | string;
  beneficiaryId?: string | undefined;
}

/** Binds parameters and hands out their placeholders. */
export class Binder {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** An ISO 8601 UTC time with milliseconds, as the API writes times; empty for none. */
export const isoTime = (value: Date | null | undefined): string => (value ? value.toISOString() : '');

/** The name that holds a beneficiary's accounts, in SQL: the person's first and last name, or the business's legal name. */
export const beneficiaryNameSql = (alias: string): string =>
  `COALESCE((${alias}.person ->> 'firstName') || ' ' || (${alias}.person ->> 'lastName'), ${alias}.business ->> 'legalName')`;
