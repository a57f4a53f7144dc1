// The statement of Ponte's BRL payout account at Efí (`br-payouts`), read from Efí's list of Pix sent (GET
// /v2/gn/pix/enviados, "Consultar lista de Pix enviados", client.ts), page by page: each Pix Efí made (REALIZADO) is
// money out, dated when it settled (horario.liquidacao; its request time when Efí gives none), keyed by its idEnvio
// (ours: a transfer's id without dashes, transformers.ts), under the reference of that transfer. A Pix not made, or
// still processing, moved nothing. Efí filters the list by when each send was requested: the list is read from
// SETTLEMENT_LOOKBACK_MS before the period, so a send requested before it and settled in it is seen. Returns of a sent
// Pix (devoluções) are not in the documented answer and are not read here.
import { Decimal } from '../../money.ts';
import type { RailMovement, RailStatement } from '../capabilities/statement.ts';
import type { EfiSentListQuery, EfiSentPage } from './client.ts';
import { referenceOfSent } from './transformers.ts';

/** How long before a period sends are read for settlements in it (a send settles in seconds; one overdue is an exception). */
export const SETTLEMENT_LOOKBACK_MS = 24 * 3600_000;
/** Efí's largest page (`paginacao.itensPorPagina` 1 to 1000). */
export const MAX_PAGE_SIZE = 1000;

export class EfiSentStatement implements RailStatement {
  constructor(
    private readonly list: (query: EfiSentListQuery) => Promise<EfiSentPage>,
    private readonly pageSize = MAX_PAGE_SIZE,
  ) {
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new RangeError('Efí pages hold 1 to 1000 items');
  }

  async *movements(start: Date, end: Date): AsyncIterable<RailMovement> {
    const query = { inicio: new Date(start.getTime() - SETTLEMENT_LOOKBACK_MS).toISOString(), fim: new Date(end.getTime() - 1).toISOString() };
    for (let page = 0; page < 10_000; page++) {
      const answer = await this.list({ ...query, paginaAtual: page, itensPorPagina: this.pageSize });
      for (const sent of answer.items) {
        if (sent.status !== 'REALIZADO') continue;
        const at = new Date(sent.horario.liquidacao ?? sent.horario.solicitacao);
        if (Number.isNaN(at.getTime())) throw new Error(`Efí lists the Pix ${sent.endToEndId} with no readable time`);
        if (at < start || at >= end) continue;
        yield {
          account: 'br-payouts',
          reference: referenceOfSent(sent),
          direction: 'OUT',
          amount: new Decimal(sent.valor),
          currency: 'BRL',
          at,
          railId: sent.idEnvio || sent.endToEndId,
        };
      }
      const last = answer.pages === undefined ? answer.items.length < this.pageSize : page + 1 >= answer.pages;
      if (last) return;
    }
    throw new Error('Efí kept answering with another page of sent Pix after 10000 pages');
  }
}
