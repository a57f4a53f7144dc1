// Owns the BCB API Pix rail as Ponte sees it: collect BRL with a charge per on-ramp, learn of PIX received (webhook
// notices, confirmed by reading the PIX back, and polling by time window), refund a PIX, and cancel a charge. Written to
// the Banco Central's standard API Pix 2.9.0, which Brazilian PSPs implement; see docs/rails/bcb-pix.md for what it leaves out.
import { Decimal } from '../../money.ts';
import { OAuthMtlsTransport, type OAuthMtlsSettings } from '../oauth-mtls/transport.ts';
import { dynamicBrCode, newTxid } from '../pix/brcode.ts';
import { BcbPixClient, type CobGerada } from './client.ts';
import { BcbPixApiError, BcbPixConflictError } from './errors.ts';
import {
  capabilities,
  type CancelledCharge,
  type Charge,
  type ChargeRequest,
  type CreatedCharge,
  type PixNotice,
  type ReceivedPix,
  type Refund,
  type RefundRequest,
  type RequestedRefund,
} from './model.ts';
import type { PixCollector } from '../capabilities/pix-collection.ts';
import {
  chargeDifferences,
  chargePayments,
  chargeStatus,
  checkEndToEndId,
  checkRefundId,
  checkTxid,
  locationOf,
  toCobSolicitada,
  toDevolucaoSolicitada,
  toNotices,
  toReceivedPix,
  toRefund,
} from './transformers.ts';

/** The transport's settings (OAuth 2.0 client credentials as a form, RFC 6749 4.4.2) and the API Pix's own. */
export interface BcbPixSettings extends Omit<OAuthMtlsSettings, 'provider' | 'tokenBody'> {
  /** Our PIX key at the PSP (the API Pix's `chave`): it receives every charge and names the webhook. */
  pixKey: string;
  /** Fields 59 and 60 of a BR Code we build from a location, when the PSP sends no `pixCopiaECola`. */
  merchantName: string;
  merchantCity: string;
}

/** The API Pix's default lifetime of a charge (CobExpiracao), when the PSP does not echo one. */
const DEFAULT_EXPIRY_S = 86_400;
/** A PSP refusing to create again what it holds: the API says 400; some PSPs answer 409. */
const ALREADY_HELD = new Set([400, 409]);

/** A fresh txid for a charge: 32 random letters and digits. The API Pix wants 26 to 35, longer than a static code's. */
export function newChargeTxid(): string {
  return newTxid(32);
}

export class BcbPixRail implements PixCollector {
  readonly capabilities = capabilities;
  readonly #settings: BcbPixSettings;
  readonly #transport: OAuthMtlsTransport;
  readonly #client: BcbPixClient;

  constructor(settings: BcbPixSettings) {
    this.#settings = settings;
    this.#transport = new OAuthMtlsTransport({ ...settings, provider: 'the PSP', tokenBody: 'form' });
    this.#client = new BcbPixClient(this.#transport);
  }

  /**
   * Creates the charge under our txid. Creating it again with the same content succeeds (the PSP's answer, or what it
   * holds); with other content it throws BcbPixConflictError and changes nothing.
   */
  async createCharge(request: ChargeRequest): Promise<CreatedCharge> {
    const body = toCobSolicitada(request, this.#settings.pixKey);
    let cob: CobGerada;
    let alreadyExisted = false;
    try {
      cob = await this.#client.putCob(request.txid, body);
    } catch (error) {
      if (!(error instanceof BcbPixApiError) || !ALREADY_HELD.has(error.status)) throw error;
      const held = await this.#client.getCob(request.txid);
      if (!held) throw error;
      const differences = chargeDifferences(held, body);
      if (differences.length > 0) throw new BcbPixConflictError('charge', request.txid, differences);
      cob = held;
      alreadyExisted = true;
    }
    const differences = chargeDifferences(cob, body);
    if (differences.length > 0) {
      // The PSP answered success with another charge than asked: what it holds now is not known for sure.
      throw new Error(`PUT /cob/{txid} answered a charge that differs from the one asked: ${differences.join('; ')}`);
    }
    return { ...this.#presentable(cob), alreadyExisted };
  }

  /** Removes an open charge. One already paid or removed is no error: the answer says which. */
  async cancelCharge(txid: string): Promise<CancelledCharge> {
    checkTxid(txid);
    try {
      const cob = await this.#client.patchCob(txid, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
      const status = chargeStatus(cob.status);
      return { txid, status, outcome: status === 'PAID' ? 'ALREADY_PAID' : 'CANCELLED' };
    } catch (error) {
      // The API refuses (400) to change a charge that is no longer ATIVA; read what it is.
      if (!(error instanceof BcbPixApiError) || error.status !== 400) throw error;
      const held = await this.#client.getCob(txid);
      if (!held) throw error;
      const status = chargeStatus(held.status);
      if (status === 'PENDING') throw error;
      const outcome = status === 'PAID' ? 'ALREADY_PAID' : status === 'CANCELLED' ? 'ALREADY_CANCELLED' : 'REMOVED_BY_PROVIDER';
      return { txid, status, outcome };
    }
  }

  /** The charge with the PIX received for it; undefined when the PSP has no charge under that txid. */
  async charge(txid: string): Promise<Charge | undefined> {
    checkTxid(txid);
    const cob = await this.#client.getCob(txid);
    if (!cob) return undefined;
    const createdAt = new Date(cob.calendario.criacao);
    return {
      ...this.#presentable(cob),
      amount: new Decimal(cob.valor.original),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + (cob.calendario.expiracao ?? DEFAULT_EXPIRY_S) * 1000),
      payerDocument: cob.devedor?.cpf ?? cob.devedor?.cnpj ?? null,
      payments: chargePayments(cob),
    };
  }

  /** The PIX the PSP received under this end-to-end id; undefined when it has none (a notice it did not send). */
  async received(endToEndId: string): Promise<ReceivedPix | undefined> {
    checkEndToEndId(endToEndId);
    const pix = await this.#client.getPix(endToEndId);
    return pix && toReceivedPix(pix);
  }

  /**
   * Every PIX received between `start` and `end` (inclusive, by the PSP's time of processing), page after page. PIX
   * arriving while the pages are read can shift them; one seen twice is yielded once, and a caller polling for lost
   * notices reads overlapping windows.
   */
  async *receivedBetween(start: Date, end: Date, options: { pageSize?: number } = {}): AsyncGenerator<ReceivedPix> {
    const pageSize = options.pageSize ?? 100;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) throw new RangeError('pageSize must be 1 to 1000');
    if (!(start.getTime() <= end.getTime())) throw new RangeError('start must not be after end');
    const seen = new Set<string>();
    for (let page = 0; ; page++) {
      const answer = await this.#client.listPix({ inicio: start.toISOString(), fim: end.toISOString(), paginaAtual: page, itensPorPagina: pageSize });
      for (const pix of answer.pix ?? []) {
        if (seen.has(pix.endToEndId)) continue;
        seen.add(pix.endToEndId);
        yield toReceivedPix(pix);
      }
      if (page + 1 >= answer.parametros.paginacao.quantidadeDePaginas) return;
    }
  }

  /**
   * Asks the PSP to return `amount` of a PIX received. Idempotent by `refundId`: asking again for the same amount
   * answers the refund the PSP holds; another amount under the same id throws BcbPixConflictError.
   */
  async refund(request: RefundRequest): Promise<RequestedRefund> {
    const body = toDevolucaoSolicitada(request);
    let refund: Refund;
    let alreadyExisted = false;
    try {
      refund = toRefund(request.endToEndId, await this.#client.putDevolucao(request.endToEndId, request.refundId, body));
    } catch (error) {
      if (!(error instanceof BcbPixApiError) || !ALREADY_HELD.has(error.status)) throw error;
      const held = await this.#client.getDevolucao(request.endToEndId, request.refundId);
      if (!held) throw error;
      refund = toRefund(request.endToEndId, held);
      alreadyExisted = true;
    }
    if (!refund.amount.equals(request.amount)) {
      throw new BcbPixConflictError('refund', request.refundId, [`amount ${refund.amount.toFixed(2)} held, ${request.amount.toFixed(2)} asked`]);
    }
    return { ...refund, alreadyExisted };
  }

  /** The refund as the PSP has it now; undefined when it has none under that id for that PIX. */
  async refundStatus(endToEndId: string, refundId: string): Promise<Refund | undefined> {
    checkEndToEndId(endToEndId);
    checkRefundId(refundId);
    const devolucao = await this.#client.getDevolucao(endToEndId, refundId);
    return devolucao && toRefund(endToEndId, devolucao);
  }

  /**
   * Asks the PSP to POST `{url}/pix` for every PIX received with a txid on our key (and refunds that end). Idempotent:
   * the URL registered is read first (GET /webhook/{chave}), and the PUT is sent only when it differs.
   */
  async configureWebhook(url: string): Promise<'REGISTERED' | 'ALREADY_REGISTERED'> {
    if (!URL.canParse(url)) throw new RangeError('webhook url must be an absolute URL');
    const held = await this.#client.getWebhook(this.#settings.pixKey);
    if (held?.webhookUrl === url) return 'ALREADY_REGISTERED';
    await this.#client.putWebhook(this.#settings.pixKey, url);
    return 'REGISTERED';
  }

  /**
   * Reads the body of a callback the PSP POSTed to `{url}/pix`. A notice proves nothing by itself (who called is the
   * HTTP layer's to check): read each PIX back with `received(endToEndId)` before acting on it.
   */
  parseWebhook(body: unknown): PixNotice[] {
    return toNotices(body);
  }

  async close(): Promise<void> {
    await this.#transport.close();
  }

  #presentable(cob: CobGerada): Omit<CreatedCharge, 'alreadyExisted'> {
    const location = locationOf(cob);
    if (location === undefined) throw new Error(`the PSP gave no location for charge ${cob.txid}`);
    const pixCopyAndPaste =
      cob.pixCopiaECola ?? dynamicBrCode({ location, merchantName: this.#settings.merchantName, merchantCity: this.#settings.merchantCity });
    return { txid: cob.txid, location, pixCopyAndPaste, status: chargeStatus(cob.status) };
  }
}
