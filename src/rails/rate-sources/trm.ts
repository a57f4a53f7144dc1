// Owns the USD/COP rate of Colombia: the TRM (Tasa Representativa del Mercado) certified by the Superintendencia
// Financiera, read from the open-data portal.
//
// Document: datos.gov.co, dataset "Tasa de Cambio Representativa del Mercado (TRM)", id 32sa-8pi3, through the Socrata
// SODA API (dev.socrata.com/foundry/www.datos.gov.co/32sa-8pi3):
//   GET https://www.datos.gov.co/resource/32sa-8pi3.json?$order=vigenciadesde DESC&$limit=10
//   answer [{"valor": "4012.66", "unidad": "COP", "vigenciadesde": "2024-01-06T00:00:00.000", "vigenciahasta":
//   "2024-01-09T00:00:00.000"}, ...]: SODA writes numbers as strings and timestamps as "floating" (no zone), here
//   Colombian dates. A TRM is in force from vigenciadesde to vigenciahasta, both days included: a Friday's covers the
//   weekend and a holiday Monday, and tomorrow's is published today, so the newest row is not always the one in force.
// The base is USD.
import { instantOf, isoDate, localDate } from './zoned-time.ts';
import {
  DEFAULT_TIMEOUT_MS,
  getJson,
  malformed,
  positiveDecimal,
  RateSourceError,
  shown,
  type RateSource,
  type RateSourceOptions,
  type SourcedRate,
} from './source.ts';

export const TRM_CAPABILITIES = ['rate.USD/COP', 'rate.official-reference', 'rate.daily'] as const;

export const TRM_DEFAULT_BASE_URL = 'https://www.datos.gov.co/resource/32sa-8pi3.json';
const BOGOTA = 'America/Bogota';
const FLOATING = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;
/** Enough rows to reach today's TRM past one published ahead and a long weekend. */
const ROWS = 10;

/** One row, as SODA writes it. */
interface TrmRow {
  valor: unknown;
  unidad: unknown;
  vigenciadesde: unknown;
  vigenciahasta: unknown;
}

export class TrmRateSource implements RateSource {
  readonly source = 'co-trm';
  readonly base = 'USD';
  readonly quote = 'COP';
  readonly capabilities = TRM_CAPABILITIES;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(options: RateSourceOptions = {}) {
    this.baseUrl = options.baseUrl ?? TRM_DEFAULT_BASE_URL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** The TRM in force today in Bogotá. `observedAt` is the start of its validity (00:00 in Bogotá on vigenciadesde). */
  async read(): Promise<SourcedRate> {
    const url = `${this.baseUrl}?$order=${encodeURIComponent('vigenciadesde DESC')}&$limit=${ROWS}`;
    const answer = await getJson(url, 'datos.gov.co TRM', this.timeoutMs);
    if (!Array.isArray(answer)) throw malformed('datos.gov.co TRM', 'not an array of rows');
    const today = isoDate(localDate(BOGOTA, this.now()));
    const windows = answer.map((row) => windowOf(row));
    // Overlapping windows would be a correction: the one that started last wins.
    const inForce = windows.filter((window) => window.from <= today && today <= window.to).sort((a, b) => (a.from < b.from ? 1 : -1))[0];
    if (!inForce) throw new RateSourceError(`datos.gov.co TRM: none of the ${windows.length} latest rows is in force on ${today} (Bogotá)`);
    const rate = positiveDecimal(inForce.row.valor, 'datos.gov.co TRM valor');
    if (inForce.row.unidad !== 'COP') throw malformed('datos.gov.co TRM', `unidad is ${shown(inForce.row.unidad)}, not "COP"`);
    const [year, month, day] = inForce.from.split('-').map(Number) as [number, number, number];
    return { base: 'USD', quote: 'COP', rate, observedAt: instantOf(BOGOTA, { year, month, day }), source: this.source };
  }
}

function windowOf(row: unknown): { row: TrmRow; from: string; to: string } {
  if (row === null || typeof row !== 'object') throw malformed('datos.gov.co TRM', `a row is not an object: ${shown(row)}`);
  const { vigenciadesde, vigenciahasta } = row as TrmRow;
  const from = typeof vigenciadesde === 'string' ? FLOATING.exec(vigenciadesde) : null;
  const to = typeof vigenciahasta === 'string' ? FLOATING.exec(vigenciahasta) : null;
  if (!from || !to)
    throw malformed('datos.gov.co TRM', `vigenciadesde/vigenciahasta are not floating timestamps: ${shown(vigenciadesde)}, ${shown(vigenciahasta)}`);
  const window = { row: row as TrmRow, from: `${from[1]}-${from[2]}-${from[3]}`, to: `${to[1]}-${to[2]}-${to[3]}` };
  if (window.to < window.from) throw malformed('datos.gov.co TRM', `vigenciahasta ${window.to} is before vigenciadesde ${window.from}`);
  return window;
}
