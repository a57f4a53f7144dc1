// Owns the BR Code (PIX "copia e cola") the service issues for an on-ramp: an EMV QRCPS-MPM payload of TLV fields
// (two-digit id, two-digit length, value) as the Manual do BR Code of the Banco Central do Brasil prescribes, closed by
// a CRC16-CCITT-FALSE: static codes (our key and the amount in the code) and dynamic ones (a PSP's location URL whose
// payload carries the charge). Written here rather than taken from a library, so that what we issue is checked against
// independent parsers in the tests.
import { randomInt } from 'node:crypto';
import { formatAmount, type Decimal } from '../../money.ts';

export interface BrCodeInput {
  /** The service's PIX key that receives the payment. */
  pixKey: string;
  /** Exactly `from.value` of the transfer, in BRL. */
  amount: Decimal;
  /** Folded to at most 25 upper-case ASCII characters. */
  merchantName: string;
  /** Folded to at most 15 upper-case ASCII characters. */
  merchantCity: string;
  /** 1 to 25 letters and digits, unique per transfer: what links the payment received back to the transfer. */
  txid: string;
}

export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;

const PIX_GUI = 'br.gov.bcb.pix';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** One TLV field; every value we write is ASCII, so its length in characters is its length in bytes. */
function field(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new Error(`BR Code field ${id} must hold 1 to 99 characters, got ${value.length}`);
  return id + String(value.length).padStart(2, '0') + value;
}

/**
 * Upper-case printable ASCII without accents ("São Paulo" -> "SAO PAULO"), at most `max` characters: what payers'
 * banks display, and all the field may hold. Letters that have no ASCII form are dropped.
 */
export function foldToAscii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor), as 4 upper-case hex. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A fresh txid: 25 random letters and digits (about 148 bits), so two transfers never share one. A PSP's charge
 * (API Pix TxId) wants 26 to 35: `length` says how many.
 */
export function newTxid(length: number = TXID_MAX): string {
  let txid = '';
  for (let i = 0; i < length; i++) txid += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return txid;
}

export function brCode(input: BrCodeInput): string {
  if (!/^[A-Za-z0-9]+$/.test(input.txid) || input.txid.length > TXID_MAX) {
    throw new Error(`txid must be 1 to ${TXID_MAX} letters and digits`);
  }
  if (!/^[\x21-\x7E]+$/.test(input.pixKey)) throw new Error('PIX key must be printable ASCII without spaces');
  const amount = formatAmount(input.amount);
  // Field 54 holds at most 13 characters.
  if (!input.amount.gt(0) || amount.length > 13) throw new Error(`BR Code amount must be positive and at most 13 characters, got ${amount}`);
  const merchantName = foldToAscii(input.merchantName, MERCHANT_NAME_MAX);
  const merchantCity = foldToAscii(input.merchantCity, MERCHANT_CITY_MAX);
  if (merchantName === '' || merchantCity === '') throw new Error('merchant name and city must keep at least one ASCII character');

  const payload =
    field('00', '01') + // payload format indicator
    field('01', '12') + // point of initiation: 12, the code may be paid once
    field('26', field('00', PIX_GUI) + field('01', input.pixKey)) + // merchant account information
    field('52', '0000') + // merchant category code: not informed
    field('53', '986') + // transaction currency: BRL (ISO 4217)
    field('54', amount) +
    field('58', 'BR') +
    field('59', merchantName) +
    field('60', merchantCity) +
    field('62', field('05', input.txid)) + // additional data: the txid
    '6304'; // the CRC covers everything up to and including its own id and length
  return payload + crc16(payload);
}

export interface DynamicBrCodeInput {
  /** The charge's location as the PSP answers it (API Pix `location`), with or without its https:// scheme. */
  location: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * A dynamic BR Code (Manual de Padrões para Iniciação do Pix, section on the dynamic QR): field 26 holds the location
 * URL in sub-field 25, without the scheme and without a key; the payer's bank fetches the charge from it over https, so
 * the amount and txid are the payload's. Field 54 is left out, as in the Manual's and the API Pix's own dynamic
 * examples, and field 62-05 is "***": a txid written in a dynamic code is ignored by the payer's PSP.
 */
export function dynamicBrCode(input: DynamicBrCodeInput): string {
  const location = input.location.replace(/^https:\/\//i, '');
  // 77 is the API Pix's maxLength for `location`, and what field 26 can hold beside the GUI (4 + 14 + 4 + 77 = 99).
  if (!/^[\x21-\x7E]{1,77}$/.test(location) || /^[a-z]+:\/\//i.test(location)) {
    throw new Error('location must be 1 to 77 printable ASCII characters, an https URL or one without a scheme');
  }
  const merchantName = foldToAscii(input.merchantName, MERCHANT_NAME_MAX);
  const merchantCity = foldToAscii(input.merchantCity, MERCHANT_CITY_MAX);
  if (merchantName === '' || merchantCity === '') throw new Error('merchant name and city must keep at least one ASCII character');

  const payload =
    field('00', '01') +
    field('01', '12') + // a dynamic code is for one charge
    field('26', field('00', PIX_GUI) + field('25', location)) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', merchantName) +
    field('60', merchantCity) +
    field('62', field('05', '***')) +
    '6304';
  return payload + crc16(payload);
}
