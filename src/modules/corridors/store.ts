// Owns the corridors as data (table `corridors`, migration 022, seeded with contract section 4's defaults): reading them
// for the transfers module, the operator's list, and the operator's change, audit-logged in its own transaction.
//
// Every simulation reads its corridor, so the store keeps the corridors in memory once it listens: a change commits
// with a NOTIFY on CORRIDORS_CHANNEL, and every process drops what it holds when that arrives (and when its listening
// connection comes back, when one may have been missed), as the market rates do (src/rails/fx/stored.ts). A change thus
// applies to the simulations made after it; one already made keeps the terms it was priced with (its own columns).
import { maybeOne, one, type Db, type Transaction } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { validationError, type FieldError } from '../../errors.ts';
import { Decimal, formatAmount, parseAmount, type LocalCurrency } from '../../money.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/index.ts';
import { sourceCurrency, type Corridor, type CorridorSource, type Country, type TransferType } from './model.ts';
import { corridorError } from './errors.ts';

export const CORRIDORS_CHANNEL = 'ponte_corridors';

interface CorridorRow {
  country: Country;
  currency: LocalCurrency;
  enabled: boolean;
  service_fee_bps: number;
  spread: string;
  tax_bps: number;
  on_ramp_min: string;
  on_ramp_max: string;
  off_ramp_min: string;
  off_ramp_max: string;
  updated_at: Date;
}

/** A corridor as the operator set it. */
export interface CorridorSetting extends Corridor {
  enabled: boolean;
  updatedAt: Date;
}

/** What PUT /v1/admin/corridors/{id} sets: every term of the corridor. Amounts as the request wrote them. */
export interface CorridorChange {
  enabled: boolean;
  serviceFeeBps: number;
  spread: string;
  taxBps: number;
  limits: Record<TransferType, { currencyCode?: string | undefined; min: unknown; max: unknown }>;
}

const TYPES: TransferType[] = ['ON_RAMP', 'OFF_RAMP'];

const toSetting = (row: CorridorRow): CorridorSetting => ({
  country: row.country,
  currency: row.currency,
  enabled: row.enabled,
  serviceFeeBps: row.service_fee_bps,
  taxBps: row.tax_bps,
  spread: new Decimal(row.spread),
  limits: {
    ON_RAMP: { min: new Decimal(row.on_ramp_min), max: new Decimal(row.on_ramp_max) },
    OFF_RAMP: { min: new Decimal(row.off_ramp_min), max: new Decimal(row.off_ramp_max) },
  },
  updatedAt: row.updated_at,
});

/** A corridor as the API shows it. */
export function toCorridorBody(row: CorridorRow) {
  const setting = toSetting(row);
  const limit = (type: TransferType) => ({
    currencyCode: sourceCurrency(setting, type),
    min: formatAmount(setting.limits[type].min),
    max: formatAmount(setting.limits[type].max),
  });
  return {
    id: row.country,
    country: row.country,
    currency: row.currency,
    enabled: row.enabled,
    serviceFeeBps: row.service_fee_bps,
    spread: setting.spread.toFixed(),
    taxBps: row.tax_bps,
    limits: { ON_RAMP: limit('ON_RAMP'), OFF_RAMP: limit('OFF_RAMP') },
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

export const corridorList: ListResource = {
  from: 'corridors c',
  idColumn: 'c.country',
  defaultSort: { path: 'id', direction: 'ASC', written: 'id,asc' },
  columns: {
    id: { text: 'c.country' },
    country: { text: 'c.country' },
    currency: { text: 'c.currency' },
    enabled: { text: 'c.enabled::text' },
    serviceFeeBps: { text: 'c.service_fee_bps::text', order: 'c.service_fee_bps' },
    spread: { text: 'trim_scale(c.spread)::text', order: 'c.spread' },
    taxBps: { text: 'c.tax_bps::text', order: 'c.tax_bps' },
    'limits.ON_RAMP.min': { text: 'c.on_ramp_min::text', order: 'c.on_ramp_min' },
    'limits.ON_RAMP.max': { text: 'c.on_ramp_max::text', order: 'c.on_ramp_max' },
    'limits.OFF_RAMP.min': { text: 'c.off_ramp_min::text', order: 'c.off_ramp_min' },
    'limits.OFF_RAMP.max': { text: 'c.off_ramp_max::text', order: 'c.off_ramp_max' },
    lastModifiedDate: { text: isoText('c.updated_at'), order: 'c.updated_at' },
  },
};

export class CorridorStore implements CorridorSource {
  /** The corridors by country, once listening; undefined until then (every read goes to the table). */
  private cache: Map<Country, CorridorSetting> | undefined;
  /** Moves on with every change seen, so a read that started before a change never caches what it read. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  /** Keeps the corridors in memory from now on, each until a change is notified. */
  async listen(): Promise<void> {
    if (this.cache) return;
    await this.db.listen(CORRIDORS_CHANNEL, () => this.forget());
    this.cache = new Map();
  }

  forget(): void {
    this.generation++;
    this.cache?.clear();
  }

  /** The corridor of `country` as set now. */
  async corridor(country: Country): Promise<CorridorSetting> {
    const cached = this.cache?.get(country);
    if (cached) return cached;
    const generation = this.generation;
    const rows = await this.db.query<CorridorRow>('SELECT * FROM corridors');
    const settings = new Map(rows.map((row) => [row.country, toSetting(row)]));
    if (generation === this.generation) for (const [key, value] of settings) this.cache?.set(key, value);
    const setting = settings.get(country);
    if (!setting) throw new Error(`no corridor ${country} in the corridors table`);
    return setting;
  }

  /** GET /v1/admin/corridors: a list (contract section 5), by country. */
  list(request: ListRequest): Promise<Page<ReturnType<typeof toCorridorBody>>> {
    return listPage(this.db, corridorList, request, undefined, 'c.*', toCorridorBody);
  }

  /**
   * PUT /v1/admin/corridors/{id}: sets every term of the corridor, with an audit entry of what changed, in one
   * transaction whose NOTIFY makes every process read the corridor again. Simulations made before keep their terms.
   */
  async update(id: string, change: CorridorChange, actor: Actor): Promise<ReturnType<typeof toCorridorBody>> {
    const updated = await this.db.transaction((tx) => this.updateIn(tx, id, change, actor));
    // This process reads the corridors again at once; the others when the NOTIFY arrives.
    this.forget();
    return updated;
  }

  /** The change of `update` in the caller's transaction; the caller calls `forget()` once it committed. */
  async updateIn(tx: Transaction, id: string, change: CorridorChange, actor: Actor): Promise<ReturnType<typeof toCorridorBody>> {
    const updated = await (async () => {
      const before = await maybeOne<CorridorRow>(tx, 'SELECT * FROM corridors WHERE country = $1 FOR NO KEY UPDATE', [id]);
      if (!before) throw corridorError('corridor.not_found');
      const limits = checkedLimits(before, change);
      const next: CorridorRow = {
        ...before,
        enabled: change.enabled,
        service_fee_bps: change.serviceFeeBps,
        spread: change.spread,
        tax_bps: change.taxBps,
        on_ramp_min: limits.ON_RAMP.min.toFixed(),
        on_ramp_max: limits.ON_RAMP.max.toFixed(),
        off_ramp_min: limits.OFF_RAMP.min.toFixed(),
        off_ramp_max: limits.OFF_RAMP.max.toFixed(),
      };
      const changes = fieldChanges(toCorridorBody(before), toCorridorBody(next), ['enabled', 'serviceFeeBps', 'spread', 'taxBps', 'limits']);
      // Nothing to change: the corridor stays as it was, its date included, and nothing is recorded.
      if (Object.keys(changes).length === 0) return before;
      const after = await one<CorridorRow>(
        tx,
        `UPDATE corridors SET enabled = $2, service_fee_bps = $3, spread = $4, tax_bps = $5,
                on_ramp_min = $6, on_ramp_max = $7, off_ramp_min = $8, off_ramp_max = $9, updated_at = now()
          WHERE country = $1 RETURNING *`,
        [id, next.enabled, next.service_fee_bps, next.spread, next.tax_bps, next.on_ramp_min, next.on_ramp_max, next.off_ramp_min, next.off_ramp_max],
      );
      await recordAudit(tx, { actor, action: 'corridor.updated', resource: { type: 'corridor', id }, details: { changes } });
      await tx.query('SELECT pg_notify($1, $2)', [CORRIDORS_CHANNEL, id]);
      return after;
    })();
    return toCorridorBody(updated);
  }
}

/** The limits of a change, checked: amounts of the API's form, min <= max, in the currency of `from`; 400 otherwise. */
function checkedLimits(current: CorridorRow, change: CorridorChange): Record<TransferType, { min: Decimal; max: Decimal }> {
  const errors: FieldError[] = [];
  const read = (value: unknown, path: string): Decimal | undefined => {
    try {
      return parseAmount(value, path);
    } catch (error) {
      const fields = (error as { errors?: FieldError[] }).errors;
      if (!fields) throw error;
      errors.push(...fields);
      return undefined;
    }
  };
  const limits = {} as Record<TransferType, { min: Decimal; max: Decimal }>;
  for (const type of TYPES) {
    const given = change.limits[type];
    const currency = sourceCurrency(current, type);
    if (given.currencyCode !== undefined && given.currencyCode !== currency) {
      errors.push({ path: `/limits/${type}/currencyCode`, message: `must be ${currency}, the currency of from in a ${type}` });
    }
    const min = read(given.min, `/limits/${type}/min`);
    const max = read(given.max, `/limits/${type}/max`);
    if (min && max && min.gt(max)) errors.push({ path: `/limits/${type}/min`, message: 'must not be above max' });
    if (min && max) limits[type] = { min, max };
  }
  if (change.serviceFeeBps + change.taxBps >= 10_000) {
    errors.push({ path: '/taxBps', message: 'serviceFeeBps and taxBps together must be below 10000, or nothing is left to convert' });
  }
  if (errors.length > 0) throw validationError(errors);
  return limits;
}
