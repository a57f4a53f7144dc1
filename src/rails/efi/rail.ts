// Owns Ponte's local payout rail on Efí: BRL to a PIX key through Efí's send call, its status, and finding a payout by
// our reference after a send whose answer never came. Efí's vocabulary stays in client.ts and transformers.ts.
import { RailUnavailableError } from '../capabilities/errors.ts';
import { OAuthMtlsTransport } from '../oauth-mtls/transport.ts';
import type { LocalPayout, PayoutRail, PayoutStatus, RefusedPayout, SentPayout } from '../capabilities/payouts.ts';
import { EfiClient, EfiRateLimitedError, ID_ENVIO, listSent, readSaldo, readWebhook, registerWebhook } from './client.ts';
import { EfiSentStatement } from './statement.ts';
import type { ProviderBalance, RailBalance } from '../capabilities/balance.ts';
import { Decimal } from '../../money.ts';
import { differencesFrom, idEnvioFor, payoutStatusOf, refusalCodeOf, sendRequestFor, unsupportedReason } from './transformers.ts';

/** What this adapter does; anything else (bank-account payouts, COP, refunds, QR-code payment) it refuses or lacks. */
export const EFI_CAPABILITIES = [
  'payout.brl.pix-key',
  'payout.status',
  'payout.find-by-reference',
  'payout.idempotent-send',
  'payout.webhook',
  'statement.sent',
  'account.balance',
] as const;

export interface EfiPayoutRailOptions {
  /** https://pix.api.efipay.com.br (production) or https://pix-h.api.efipay.com.br (homologation). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM file of the account's certificate (Efí issues a .p12; docs/rails/efi.md shows the conversion). */
  certificateFile: string;
  /** PEM file of the certificate's private key. */
  keyFile: string;
  /** The key file's passphrase, when it is encrypted (EFI_KEY_PASSPHRASE). */
  keyPassphrase?: string;
  /** Efí's token endpoint (EFI_TOKEN_URL); `{baseUrl origin}/oauth/token` by default. */
  tokenUrl?: string;
  /** PEM file of the CA that signs Efí's server certificate, when the system's CAs are not to be used. */
  caFile?: string;
  /** Per exchange with Efí, the token's included (15 s by default). */
  timeoutMs?: number;
  /** A token is renewed this long before Efí says it expires (60 s by default). */
  tokenRenewBeforeMs?: number;
  /** The account's own PIX key that pays (pagador.chave); Efí requires a webhook registered on it. */
  payerKey: string;
  /** Shown to the receiver (pagador.infoPagador, under 140 characters). */
  infoPagador?: string;
  /** How long after a send its status is first asked. */
  checkAfterMs?: number;
  /** How long after a pending answer it is asked again. */
  pollIntervalMs?: number;
  /** A send still processing this long after Efí took it is overdue (EFI_PROCESSING_LIMIT_S; 30 min by default). */
  processingLimitMs?: number;
}

/** A Pix send normally ends in seconds; one still EM_PROCESSAMENTO after this is left to an operator. */
const DEFAULT_PROCESSING_LIMIT_MS = 30 * 60_000;

export class EfiPayoutRail implements PayoutRail<LocalPayout>, RailBalance {
  readonly capabilities = EFI_CAPABILITIES;
  private readonly transport: OAuthMtlsTransport;
  private readonly client: EfiClient;
  private readonly checkAfterMs: number;
  private readonly pollIntervalMs: number;
  /** The longest Retry-After a send waits in place (the exchange time limit); a longer one fails the attempt. */
  private readonly maxRetryWaitMs: number;
  /** The send before this one, settled or not: sends go one at a time (Efí: each "condicionado à conclusão da anterior"). */
  private lastSend: Promise<unknown> = Promise.resolve();
  /** No send before this time: Efí answered 429 with Retry-After. */
  private notBefore = 0;

  constructor(private readonly options: EfiPayoutRailOptions) {
    if (options.infoPagador !== undefined && options.infoPagador.length >= 140) throw new Error('Efí: infoPagador must be under 140 characters');
    // Efí's API Pix is the BCB's plus its own /v2/gn and /v3/gn calls, behind the same OAuth 2.0 over mutual TLS; its
    // token call takes a JSON body (dev.efipay.com.br/docs/api-pix/credenciais, "Autorização com OAuth2").
    this.transport = new OAuthMtlsTransport({
      provider: 'Efí',
      baseUrl: options.baseUrl,
      tokenUrl: options.tokenUrl ?? new URL('/oauth/token', options.baseUrl).href,
      tokenBody: 'json',
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      certFile: options.certificateFile,
      keyFile: options.keyFile,
      keyPassphrase: options.keyPassphrase,
      caFile: options.caFile,
      timeoutMs: options.timeoutMs,
      tokenRenewBeforeMs: options.tokenRenewBeforeMs,
    });
    this.client = new EfiClient(this.transport);
    this.checkAfterMs = options.checkAfterMs ?? 5_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 15_000;
    this.maxRetryWaitMs = options.timeoutMs ?? 15_000;
  }

  /**
   * A second send of the same payout is answered by Efí with 409 id_envio_duplicado (our reference is the idEnvio); the
   * send Efí holds is then read and returned when it is this payout, so a send repeated after a crash pays nothing twice.
   */
  async send(payout: LocalPayout): Promise<SentPayout | RefusedPayout> {
    const target = supported(payout);
    // One send at a time per process: each waits for the one before it to be answered, whatever its answer.
    const turn = this.lastSend.then(() => this.sendNow(payout, target));
    this.lastSend = turn.catch(() => undefined);
    return turn;
  }

  private async sendNow(payout: LocalPayout, target: LocalPayout & { target: { pixKey: string } }): Promise<SentPayout | RefusedPayout> {
    // Efí asked us to wait (429 Retry-After): a short wait is waited here, a longer one leaves the send to a later run.
    const waitMs = this.notBefore - Date.now();
    if (waitMs > this.maxRetryWaitMs) {
      throw new RailUnavailableError(
        `Efí asked for no send until ${new Date(this.notBefore).toISOString()} (429 Retry-After); nothing was sent, it will be retried`,
      );
    }
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    try {
      return await this.sendOnce(payout, target);
    } catch (error) {
      if (error instanceof EfiRateLimitedError) this.notBefore = Math.max(this.notBefore, Date.now() + error.retryAfterMs);
      throw error;
    }
  }

  private async sendOnce(payout: LocalPayout, target: LocalPayout & { target: { pixKey: string } }): Promise<SentPayout | RefusedPayout> {
    const idEnvio = idEnvioFor(payout.reference);
    const outcome = await this.client.sendPix(idEnvio, sendRequestFor(target, this.options.payerKey, this.options.infoPagador));
    if (outcome.kind === 'accepted') {
      if (outcome.answer.idEnvio !== idEnvio) throw new Error(`Efí accepted the send under idEnvio ${outcome.answer.idEnvio}, not ${idEnvio}`);
      return this.sent(idEnvio, this.checkAfterMs);
    }
    // Efí's own refusal of this send (400 or 422 with its error body): nothing was made, and the same send would be
    // refused again, so the payout fails now with Efí's reason (a key not held by the beneficiary's document, say).
    if (outcome.kind === 'refused')
      return { refused: `Efí refused the Pix: ${outcome.error.nome}: ${outcome.error.mensagem}`, code: refusalCodeOf(outcome.error.nome) };
    const lookup = await this.client.sentByIdEnvio(idEnvio);
    if (lookup.kind === 'not-found') throw new Error(`Efí says idEnvio ${idEnvio} was used but holds no send under it; whether it took this one is unknown`);
    this.assertSamePayout(idEnvio, lookup.sent, payout);
    return this.sent(idEnvio, 0);
  }

  async status(railReference: string): Promise<PayoutStatus> {
    if (!ID_ENVIO.test(railReference)) throw new Error(`not an Efí payout reference: ${railReference}`);
    const lookup = await this.client.sentByIdEnvio(railReference);
    // The reference was handed out only once Efí had the send: its absence now is not an answer we can act on.
    if (lookup.kind === 'not-found') throw new Error(`Efí has no send under idEnvio ${railReference}, which it had taken`);
    return payoutStatusOf(lookup.sent, new Date(Date.now() + this.pollIntervalMs), this.options.processingLimitMs ?? DEFAULT_PROCESSING_LIMIT_MS);
  }

  /**
   * Undefined only on Efí's documented "not found" for our idEnvio (404, type .../PixEnviadoNaoEncontrado, detail "Pix
   * enviado não encontrado para o idEnvio informado."). Since our idEnvio is fixed by the reference, a later send of
   * it would be refused as a duplicate only if one existed: with none held, none will be made unless we send again.
   */
  async find(payout: LocalPayout): Promise<SentPayout | undefined> {
    supported(payout);
    const idEnvio = idEnvioFor(payout.reference);
    const lookup = await this.client.sentByIdEnvio(idEnvio);
    if (lookup.kind === 'not-found') return undefined;
    this.assertSamePayout(idEnvio, lookup.sent, payout);
    return this.sent(idEnvio, 0);
  }

  /**
   * Registers `url` as the webhook of the paying key (Efí enables sends only on a key with one), idempotently: the URL
   * registered is read first (GET /v2/webhook/{chave}), and the PUT is sent only when it differs.
   */
  async configureWebhook(url: string): Promise<'REGISTERED' | 'ALREADY_REGISTERED'> {
    if (!URL.canParse(url)) throw new RangeError('webhook url must be an absolute URL');
    const held = await readWebhook(this.transport, this.options.payerKey);
    if (held?.webhookUrl === url) return 'ALREADY_REGISTERED';
    await registerWebhook(this.transport, this.options.payerKey, url);
    return 'REGISTERED';
  }

  /** The payout account's statement: the Pix Efí sent, from its list of Pix sent (statement.ts). */
  statement(pageSize?: number): EfiSentStatement {
    return new EfiSentStatement((query) => listSent(this.transport, query), pageSize);
  }

  /** The Efí account's balance (GET /v2/gn/saldo), as of when Efí's answer arrived (Efí gives no time with it). */
  async balance(): Promise<ProviderBalance> {
    const { saldo } = await readSaldo(this.transport);
    return { amount: new Decimal(saldo), currency: 'BRL', at: new Date() };
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  private sent(idEnvio: string, afterMs: number): SentPayout {
    return { railReference: idEnvio, checkAt: new Date(Date.now() + afterMs) };
  }

  private assertSamePayout(idEnvio: string, sent: Parameters<typeof differencesFrom>[0], payout: LocalPayout): void {
    const differences = differencesFrom(sent, payout);
    if (differences.length > 0)
      throw new Error(`Efí holds another payout under idEnvio ${idEnvio} (${differences.join('; ')}); refusing to treat it as reference ${payout.reference}`);
  }
}

/** Refuses, before any call, a payout Efí cannot make: certainly not taken. */
function supported(payout: LocalPayout): LocalPayout & { target: { pixKey: string } } {
  const reason = unsupportedReason(payout);
  if (reason !== undefined) throw new RailUnavailableError(`${reason}; nothing was sent`);
  return payout as LocalPayout & { target: { pixKey: string } };
}
