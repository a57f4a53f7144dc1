// Owns the mapping between the API Pix's shapes and statuses (client.ts) and Ponte's (model.ts), both ways, and the
// checks that what Ponte asks for fits the API Pix before it is sent. An unknown status maps to PENDING, never to a
// finished one.
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { Decimal, formatAmount } from '../../money.ts';
import type { RailErrorCode } from '../capabilities/errors.ts';
import type { CobCompleta, CobGerada, CobSolicitada, Devolucao, DevolucaoSolicitada, Pix } from './client.ts';
import type { ChargeRequest, ChargeStatus, PixNotice, ReceivedPix, Refund, RefundRequest, RefundStatus } from './model.ts';

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;
const END_TO_END_ID = /^[a-zA-Z0-9]{32}$/;
const CPF = /^\d{11}$/;
/** Letters too: the alphanumeric CNPJ, which the API Pix's pattern already admits. */
const CNPJ = /^[0-9A-Z]{14}$/;
/** The API Pix's "\d{1,10}\.\d{2}". */
const MAX_AMOUNT = new Decimal('9999999999.99');

function amountText(amount: Decimal, what: string): string {
  if (!amount.gt(0) || amount.gt(MAX_AMOUNT)) throw new RangeError(`${what} must be more than 0 and at most ${MAX_AMOUNT.toFixed(2)}`);
  return formatAmount(amount); // refuses more than 2 decimals rather than rounding
}

function limitedText(text: string, max: number, what: string): string {
  if (text.length === 0 || text.length > max) throw new RangeError(`${what} must hold 1 to ${max} characters`);
  return text;
}

export function checkEndToEndId(endToEndId: string): void {
  if (!END_TO_END_ID.test(endToEndId)) throw new RangeError('endToEndId must be 32 letters and digits');
}

export function checkRefundId(refundId: string): void {
  if (!REFUND_ID.test(refundId)) throw new RangeError('refundId must be 1 to 35 letters and digits');
}

export function checkTxid(txid: string): void {
  if (!TXID.test(txid)) throw new RangeError('txid must be 26 to 35 letters and digits (API Pix TxId)');
}

export function toCobSolicitada(request: ChargeRequest, chave: string): CobSolicitada {
  checkTxid(request.txid);
  if (!Number.isInteger(request.expiresInS) || request.expiresInS <= 0 || request.expiresInS > 2 ** 31 - 1) {
    throw new RangeError('expiresInS must be a whole number of seconds above 0');
  }
  const body: CobSolicitada = { calendario: { expiracao: request.expiresInS }, valor: { original: amountText(request.amount, 'amount') }, chave };
  if (request.payer) {
    const { document } = request.payer;
    const nome = limitedText(request.payer.name, 200, 'payer name');
    if (CPF.test(document)) body.devedor = { cpf: document, nome };
    else if (CNPJ.test(document)) body.devedor = { cnpj: document, nome };
    else throw new RangeError('payer document must be a CPF (11 digits) or a CNPJ (14 characters), without punctuation');
  }
  if (request.description !== undefined) body.solicitacaoPagador = limitedText(request.description, 140, 'description');
  return body;
}

/** What differs between a charge the PSP holds and the one we asked for; empty when it is the same charge. */
export function chargeDifferences(held: CobGerada, asked: CobSolicitada): string[] {
  const differences: string[] = [];
  if (!new Decimal(held.valor.original).equals(new Decimal(asked.valor.original))) {
    differences.push(`amount ${held.valor.original} held, ${asked.valor.original} asked`);
  }
  if (held.chave !== asked.chave) differences.push('receiving key differs');
  if (held.calendario.expiracao !== undefined && held.calendario.expiracao !== asked.calendario.expiracao) {
    differences.push(`expiry ${held.calendario.expiracao}s held, ${asked.calendario.expiracao}s asked`);
  }
  const heldDocument = held.devedor?.cpf ?? held.devedor?.cnpj;
  const askedDocument = asked.devedor && ('cpf' in asked.devedor ? asked.devedor.cpf : asked.devedor.cnpj);
  if (heldDocument !== askedDocument) differences.push('payer document differs');
  return differences;
}

export function chargeStatus(status: string): ChargeStatus {
  switch (status) {
    case 'CONCLUIDA':
      return 'PAID';
    case 'REMOVIDA_PELO_USUARIO_RECEBEDOR':
      return 'CANCELLED';
    case 'REMOVIDA_PELO_PSP':
      return 'REMOVED_BY_PROVIDER';
    default:
      return 'PENDING'; // ATIVA, and anything the API may add
  }
}

/** The charge's location without its scheme, as the BR Code carries it; undefined when the PSP gave none. */
export function locationOf(cob: CobGerada): string | undefined {
  const location = cob.location ?? cob.loc?.location;
  return location?.replace(/^https:\/\//i, '');
}

export function refundStatus(status: string): RefundStatus {
  if (status === 'DEVOLVIDO') return 'RETURNED';
  if (status === 'NAO_REALIZADO') return 'NOT_RETURNED';
  return 'PENDING'; // EM_PROCESSAMENTO, and anything the API may add
}

function date(text: string | undefined): Date | null {
  return text === undefined ? null : new Date(text);
}

export function toRefund(endToEndId: string, devolucao: Devolucao): Refund {
  return {
    refundId: devolucao.id,
    endToEndId,
    amount: new Decimal(devolucao.valor),
    status: refundStatus(devolucao.status),
    reason: devolucao.motivo ?? null,
    ...(refundStatus(devolucao.status) === 'NOT_RETURNED' ? { code: refundFailureCodeOf(devolucao.motivo) } : {}),
    returnId: devolucao.rtrId ?? null,
    requestedAt: date(devolucao.horario?.solicitacao),
    settledAt: date(devolucao.horario?.liquidacao),
  };
}

export function toDevolucaoSolicitada(request: RefundRequest): DevolucaoSolicitada {
  checkEndToEndId(request.endToEndId);
  checkRefundId(request.refundId);
  const body: DevolucaoSolicitada = { valor: amountText(request.amount, 'refund amount') };
  if (request.reason !== undefined) body.descricao = limitedText(request.reason, 140, 'refund reason');
  return body;
}

/**
 * The payer's document, when the PSP reports one (the standard dropped `pagador` for privacy; some PSPs still send it,
 * sometimes masked like "***.456.789-**"). Only a whole CPF or CNPJ is kept: a masked one cannot identify anybody.
 */
function payerDocument(pagador: Pix['pagador']): string | null {
  const document = (pagador?.cpf ?? pagador?.cnpj ?? '').replace(/[.\-/\s]/g, '');
  return CPF.test(document) || CNPJ.test(document) ? document : null;
}

export function toReceivedPix(pix: Pix): ReceivedPix {
  return {
    endToEndId: pix.endToEndId,
    txid: pix.txid ?? null,
    amount: new Decimal(pix.valor),
    payerDocument: payerDocument(pix.pagador),
    payerName: pix.pagador?.nome ?? null,
    receivedAt: new Date(pix.horario),
    refunds: (pix.devolucoes ?? []).map((devolucao) => ({
      refundId: devolucao.id,
      amount: new Decimal(devolucao.valor),
      status: refundStatus(devolucao.status),
      reason: devolucao.motivo ?? null,
      settledAt: date(devolucao.horario?.liquidacao),
      nature: devolucao.natureza ?? 'ORIGINAL',
    })),
  };
}

export function chargePayments(cob: CobCompleta): ReceivedPix[] {
  return (cob.pix ?? []).map(toReceivedPix);
}

const NoticeDevolucao = Type.Object({ id: Type.String(), valor: Type.String({ pattern: '^\\d{1,10}\\.\\d{2}$' }), status: Type.String() });
const NoticePix = Type.Object({
  endToEndId: Type.String({ pattern: '^[a-zA-Z0-9]{32}$' }),
  txid: Type.Optional(Type.String()),
  valor: Type.String({ pattern: '^\\d{1,10}\\.\\d{2}$' }),
  horario: Type.String({ format: 'date-time' }),
  // The API Pix's own webhook example (pixWebhook1) writes `devolucoes` as one object where its schema says array; a
  // PSP copying the example is read too.
  devolucoes: Type.Optional(Type.Union([Type.Array(NoticeDevolucao), NoticeDevolucao])),
});
const WebhookBody = Type.Object({ pix: Type.Array(NoticePix) });

/** The notices of a callback POST {webhookUrl}/pix; throws a TypeError naming what is wrong with the body. */
export function toNotices(body: unknown): PixNotice[] {
  if (!Value.Check(WebhookBody, body)) {
    const problems = [...Value.Errors(WebhookBody, body)].slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new TypeError(`not an API Pix webhook body: ${problems.join('; ')}`);
  }
  return body.pix.map((pix) => ({
    endToEndId: pix.endToEndId,
    txid: pix.txid ?? null,
    amount: new Decimal(pix.valor),
    receivedAt: new Date(pix.horario),
    refunds: (pix.devolucoes === undefined ? [] : Array.isArray(pix.devolucoes) ? pix.devolucoes : [pix.devolucoes]).map((devolucao) => ({
      refundId: devolucao.id,
      amount: new Decimal(devolucao.valor),
      status: refundStatus(devolucao.status),
    })),
  }));
}

/**
 * A devolução NAO_REALIZADO, by its `motivo` (free text the PSP may fill, up to 140 characters) in the taxonomy:
 * a timeout ("Negado por timeout", the API Pix's own example), an account closed or blocked, a balance short; any other
 * reason provider_error (the devolução was not made, for a reason of the PSP's or the SPI's).
 */
export function refundFailureCodeOf(motivo: string | null | undefined): RailErrorCode {
  const words = motivo ?? '';
  if (/timeout|tempo esgotado/i.test(words)) return 'timeout';
  if (/saldo|insufici/i.test(words)) return 'insufficient_funds';
  if (/encerrad|bloquead|fechad/i.test(words)) return 'account_closed';
  if (/limite|janela|prazo/i.test(words)) return 'limit_exceeded';
  return 'provider_error';
}
