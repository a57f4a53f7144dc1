// Owns the USD/BRL rate of Banco Central do Brasil: the closing PTAX, read from the Olinda OData service.
//
// Document: dadosabertos.bcb.gov.br, dataset "Dólar americano (USD) - todos os boletins diários", resource
// CotacaoDolarDia (olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/aplicacao, "CotacaoDolarDia"):
//   GET {base}/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='MM-DD-YYYY'&$format=json
//   answer {"@odata.context": "...", "value": [{"cotacaoCompra": 5.1234, "cotacaoVenda": 5.124, "dataHoraCotacao":
//   "2024-01-05 13:04:26.543"}]}; `value` is empty on a day without PTAX (weekends, holidays, or before the closing
//   PTAX of today is published, around 13:00 in Brasília). dataHoraCotacao is Brasília's wall clock, without a zone.
// The base is USD: PTAX is the interbank dollar, not USDC.
import { instantOf, isoDate, localDate, type LocalDate } from './zoned-time.ts';
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

export const PTAX_CAPABILITIES = ['rate.USD/BRL', 'rate.official-reference', 'rate.daily'] as const;

export const PTAX_DEFAULT_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata';
const BRASILIA = 'America/Sao_Paulo';
const DATA_HORA = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;

export interface PtaxOptions extends RateSourceOptions {
  /** How many days before today are asked when today has no PTAX (Carnival: Saturday to Tuesday, read on Wednesday morning). */
  maxDaysBack?: number;
  /** `venda` (the selling rate, the usual reference for contracts) or `compra`. */
  side?: 'venda' | 'compra';
}

/** One row of `value`, as Olinda writes it. */
interface CotacaoDolarDia {
  cotacaoCompra: unknown;
  cotacaoVenda: unknown;
  dataHoraCotacao: unknown;
}

export class PtaxRateSource implements RateSource {
  readonly source = 'bcb-ptax';
  readonly base = 'USD';
  readonly quote = 'BRL';
  readonly capabilities = PTAX_CAPABILITIES;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxDaysBack: number;
  private readonly side: 'venda' | 'compra';
  private readonly now: () => Date;

  constructor(options: PtaxOptions = {}) {
    this.baseUrl = (options.baseUrl ?? PTAX_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxDaysBack = options.maxDaysBack ?? 7;
    this.side = options.side ?? 'venda';
    this.now = options.now ?? (() => new Date());
  }

  /** The latest closing PTAX: today's in Brasília if published, else the nearest earlier day's within `maxDaysBack`. */
  async read(): Promise<SourcedRate> {
    const now = this.now();
    for (let daysBack = 0; daysBack <= this.maxDaysBack; daysBack++) {
      const day = localDate(BRASILIA, now, daysBack);
      const rows = await this.rowsOf(day);
      if (rows.length === 0) continue;
      const latest = rows.map((row) => this.rateOf(row)).reduce((a, b) => (b.observedAt > a.observedAt ? b : a));
      return latest;
    }
    throw new RateSourceError(`BCB PTAX: no closing rate on any of the ${this.maxDaysBack + 1} days up to ${isoDate(localDate(BRASILIA, now))} (Brasília)`);
  }

  private async rowsOf(day: LocalDate): Promise<CotacaoDolarDia[]> {
    const mmddyyyy = `${pad(day.month)}-${pad(day.day)}-${day.year}`;
    const url = `${this.baseUrl}/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='${mmddyyyy}'&$format=json`;
    const answer = (await getJson(url, `BCB PTAX (${mmddyyyy})`, this.timeoutMs)) as { value?: unknown } | null;
    if (answer === null || typeof answer !== 'object' || !Array.isArray(answer.value)) throw malformed('BCB PTAX', 'no "value" array');
    for (const row of answer.value) if (row === null || typeof row !== 'object') throw malformed('BCB PTAX', `a row is not an object: ${shown(row)}`);
    return answer.value as CotacaoDolarDia[];
  }

  private rateOf(row: CotacaoDolarDia): SourcedRate {
    const rate = positiveDecimal(this.side === 'venda' ? row.cotacaoVenda : row.cotacaoCompra, `BCB PTAX cotacao${this.side === 'venda' ? 'Venda' : 'Compra'}`);
    const match = typeof row.dataHoraCotacao === 'string' ? DATA_HORA.exec(row.dataHoraCotacao) : null;
    if (!match) throw malformed('BCB PTAX', `dataHoraCotacao is not "YYYY-MM-DD hh:mm:ss.fff": ${shown(row.dataHoraCotacao)}`);
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
    const millisecond = Number((match[7] ?? '0').padEnd(3, '0'));
    const calendar = new Date(Date.UTC(year, month - 1, day));
    if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
      throw malformed('BCB PTAX', `dataHoraCotacao is not a date and time: ${row.dataHoraCotacao}`);
    }
    const observedAt = instantOf(BRASILIA, { year, month, day }, hour, minute, second, millisecond);
    return { base: 'USD', quote: 'BRL', rate, observedAt, source: this.source };
  }
}

const pad = (value: number): string => String(value).padStart(2, '0');
