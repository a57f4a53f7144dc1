// Owns the translation between Ponte's local payout and Efí's send vocabulary: our reference to Efí's idEnvio, a payout
// to the body of the send call, Efí's send statuses to Ponte's payout status, and whether a send Efí holds is the
// payout we asked for. Nothing here talks to the network.
import { Decimal, formatAmount } from '../../money.ts';
import type { RailErrorCode } from '../capabilities/errors.ts';
import type { LocalPayout, PayoutStatus } from '../capabilities/payouts.ts';
import { ID_ENVIO, type EfiPixSendRequest, type EfiPixSent } from './client.ts';

/** `valor` of the send call: "string \d{1,10}\.\d{2}". */
const VALOR = /^\d{1,10}\.\d{2}$/;

/**
 * Our reference (a transfer's UUID) as Efí's idEnvio: its 32 hex digits, dashes removed. The same reference always
 * gives the same idEnvio, so Efí itself refuses a second send of one payout (409 id_envio_duplicado).
 */
export function idEnvioFor(reference: string): string {
  const idEnvio = reference.replaceAll('-', '');
  if (!ID_ENVIO.test(idEnvio))
    throw new Error(`payout reference ${JSON.stringify(reference)} cannot be an Efí idEnvio (^[a-zA-Z0-9]{1,35}$ once dashes are removed)`);
  return idEnvio;
}

/**
 * The reference in our books of a Pix Efí sent: the transfer whose id its idEnvio is (the inverse of idEnvioFor: 32 hex
 * digits put back as a UUID), else `efi:<idEnvio>` or, for a Pix sent without one (by hand, in Efí's app),
 * `efi:<endToEndId>`: a movement of the account the books cannot know.
 */
export function referenceOfSent(sent: Pick<EfiPixSent, 'idEnvio' | 'endToEndId'>): string {
  const hex = /^[0-9a-f]{32}$/.exec(sent.idEnvio ?? '')?.[0];
  if (hex) return `transfer:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return `efi:${sent.idEnvio || sent.endToEndId}`;
}

/** Why Efí cannot make this payout at all, or undefined when it can: Efí sends BRL by Pix to a key. */
export function unsupportedReason(payout: LocalPayout): string | undefined {
  if (payout.currency !== 'BRL') return `Efí pays out BRL only; a ${payout.currency} payout needs another rail`;
  if (!('pixKey' in payout.target)) return 'Efí pays out to a PIX key only; a payout to a bank account needs another rail';
  return undefined;
}

export function sendRequestFor(payout: LocalPayout & { target: { pixKey: string } }, payerKey: string, infoPagador?: string): EfiPixSendRequest {
  const valor = formatAmount(payout.amount);
  if (!VALOR.test(valor) || payout.amount.lte(0)) throw new Error(`amount ${valor} is outside what Efí's valor accepts (\\d{1,10}\\.\\d{2}, above zero)`);
  // The beneficiary's document beside the key: Efí refuses the send (chave_nao_pertence_ao_documento) when the key is
  // not held by it, which is how the holder of a key is checked, Efí having no directory lookup to call before.
  const holder = payout.holderDocument.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const document = holder.length === 11 ? { cpf: holder } : holder.length === 14 ? { cnpj: holder } : {};
  return {
    valor,
    pagador: infoPagador === undefined ? { chave: payerKey } : { chave: payerKey, infoPagador },
    favorecido: { chave: payout.target.pixKey, ...document },
  };
}

/**
 * REALIZADO is the only success; NAO_REALIZADO a rejection; EM_PROCESSAMENTO, and any status Efí may add, pending:
 * an unknown word never settles money. A send pending longer than `processingLimitMs` after Efí's own
 * horario.solicitacao is overdue: no longer polled, but left to an operator.
 */
export function payoutStatusOf(sent: EfiPixSent, checkAgainAt: Date, processingLimitMs = Number.POSITIVE_INFINITY, now = Date.now()): PayoutStatus {
  switch (sent.status) {
    case 'REALIZADO':
      return { status: 'SETTLED' };
    case 'NAO_REALIZADO':
      return { status: 'REJECTED', reason: rejectionReasonOf(sent), code: rejectionCodeOf(sent.gnExtras?.erro?.codigo) };
    default: {
      const requestedAt = Date.parse(sent.horario.solicitacao);
      if (Number.isNaN(requestedAt) || now - requestedAt <= processingLimitMs) return { status: 'PENDING', checkAgainAt };
      const overdue = `Efí still reports it ${sent.status} ${Math.round((now - requestedAt) / 1000)} s after it was requested (${sent.horario.solicitacao}), past the ${processingLimitMs / 1000} s limit (EFI_PROCESSING_LIMIT_S)`;
      return { status: 'PENDING', checkAgainAt, overdue };
    }
  }
}

function rejectionReasonOf(sent: EfiPixSent): string {
  const erro = sent.gnExtras?.erro;
  const detail = [erro?.codigo, erro?.motivo ?? sent.motivo].filter((part): part is string => typeof part === 'string' && part !== '').join(': ');
  const origin = typeof erro?.origem === 'string' && erro.origem !== '' ? ` (${erro.origem})` : '';
  return detail === '' ? 'Efí reports the Pix as not made (NAO_REALIZADO) without a reason.' : `Efí reports the Pix as not made: ${detail}${origin}.`;
}

/**
 * What differs between a send Efí holds under our idEnvio and the payout we meant: the amount, and the receiving key
 * when Efí states it. Empty when they agree. A difference means the reference was reused for another payout, a bug
 * that must stop the flow rather than be followed.
 */
export function differencesFrom(sent: EfiPixSent, payout: LocalPayout): string[] {
  const differences: string[] = [];
  let amount: Decimal | undefined;
  try {
    amount = new Decimal(sent.valor);
  } catch {
    differences.push(`Efí's valor ${JSON.stringify(sent.valor)} is not a number`);
  }
  if (amount && !amount.eq(payout.amount)) differences.push(`amount ${sent.valor} at Efí, ${payout.amount.toFixed(2)} here`);
  const key = 'pixKey' in payout.target ? payout.target.pixKey : undefined;
  const theirKey = sent.favorecido?.chave;
  if (theirKey !== undefined && theirKey !== key) differences.push('a different receiving PIX key');
  return differences;
}

/**
 * Efí's refusals of a send (400/422 `nome`, envio-pagamento-pix) in the rail error taxonomy. Each is a refusal for
 * good; a name Efí may add is invalid_request.
 */
const REFUSAL_CODES: Readonly<Record<string, RailErrorCode>> = {
  // The key is not held by the beneficiary's document, or the beneficiary's document is blocked: their account.
  chave_nao_pertence_ao_documento: 'invalid_account',
  documento_bloqueado: 'invalid_account',
  // Our own paying key, or the amount: the request as we formed it.
  chave_invalida: 'invalid_request',
  valor_invalido: 'invalid_request',
  // "Pagamento negado por análises": Efí's own risk limits refused it.
  pagamento_negado: 'limit_exceeded',
};

export function refusalCodeOf(nome: string): RailErrorCode {
  return REFUSAL_CODES[nome] ?? 'invalid_request';
}

/**
 * The SPI's reasons for a Pix not made (gnExtras.erro.codigo, ISO 20022 status reason codes as the BCB's SPI
 * catalogue uses them) in the rail error taxonomy; any other code is invalid_request (refused, whatever the reason).
 */
const REJECTION_CODES: Readonly<Record<string, RailErrorCode>> = {
  AC03: 'invalid_account', // account number invalid or missing
  AC14: 'invalid_account', // account type invalid
  BE01: 'invalid_account', // receiver's document inconsistent with the account
  AC06: 'account_closed', // account blocked
  AC07: 'account_closed', // account closed
  AM02: 'limit_exceeded', // amount above the allowed maximum
  AM04: 'insufficient_funds', // insufficient funds
  AB03: 'timeout', // settlement aborted: timeout at the SPI
  AB09: 'provider_unavailable', // rejected by the receiving PSP: unavailable
};

export function rejectionCodeOf(codigo: string | undefined): RailErrorCode {
  return (codigo !== undefined && REJECTION_CODES[codigo]) || 'invalid_request';
}
