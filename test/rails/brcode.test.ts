// The BR Code we issue for a PIX on-ramp (contract section 8): every code parses and passes the CRC in two independent
// libraries, pix-utils and @brazilian-utils/brazilian-utils, with the right amount and txid; a dynamic code (from a
// PSP's charge location) reads as dynamic with that location.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { hasError, parsePix } from 'pix-utils';
import { Decimal } from '../../src/money.ts';
import { brCode, crc16, dynamicBrCode, foldToAscii, newTxid, type BrCodeInput } from '../../src/rails/pix/brcode.ts';

const PIX_KEY = '123e4567-e12b-12d1-a456-426655440000';

/** Our own reading of the TLV fields, to see the exact text of each (the libraries turn the amount into a number). */
function fields(payload: string): Map<string, string> {
  const result = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    result.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return result;
}

/** Checks one code with both libraries and our reader; returns what they read. */
function assertValid(code: string, input: BrCodeInput): { merchantName: string; merchantCity: string } {
  const pixUtils = parsePix(code);
  assert.ok(!hasError(pixUtils), `pix-utils refused ${code}: ${JSON.stringify(pixUtils)}`);
  assert.equal(pixUtils.type, 'STATIC');
  assert.equal(pixUtils.pixKey, input.pixKey);
  assert.equal(pixUtils.txid, input.txid);
  assert.ok(new Decimal(pixUtils.transactionAmount ?? 0).equals(input.amount), `pix-utils amount ${pixUtils.transactionAmount}`);

  assert.ok(isValidPixPayload(code), `brazilian-utils refused ${code}`);
  const info = getPixPayloadInfo(code);
  assert.ok(info);
  assert.equal(info.key, input.pixKey);
  assert.equal(info.txid, input.txid);
  assert.equal(info.pointOfInitiation, 'dynamic'); // 01 = 12: payable once
  assert.ok(new Decimal(info.amount ?? 0).equals(input.amount), `brazilian-utils amount ${info.amount}`);
  assert.equal(info.merchantName, pixUtils.merchantName);
  assert.equal(info.merchantCity, pixUtils.merchantCity);

  const tlv = fields(code);
  assert.equal(tlv.get('00'), '01');
  assert.equal(tlv.get('01'), '12');
  assert.equal(tlv.get('52'), '0000');
  assert.equal(tlv.get('53'), '986');
  assert.equal(tlv.get('54'), input.amount.toFixed(2));
  assert.equal(tlv.get('58'), 'BR');
  assert.equal(tlv.get('63'), crc16(code.slice(0, -4)));
  assert.match(code, /^[\x20-\x7E]+$/);
  return info;
}

describe('BR Code', () => {
  it('computes CRC16-CCITT-FALSE: the standard check value and the Banco Central example', () => {
    assert.equal(crc16('123456789'), '29B1');
    assert.equal(crc16(''), 'FFFF');
    const example = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    assert.equal(crc16(example), '1D3D');
  });

  it('issues a code both libraries read, for exactly the amount, with the txid', () => {
    const input: BrCodeInput = { pixKey: PIX_KEY, amount: new Decimal('1000.10'), merchantName: 'Ponte', merchantCity: 'Sao Paulo', txid: 'ABC123xyz' };
    const code = brCode(input);
    assert.equal(
      code,
      '00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986' +
        '54071000.105802BR5905PONTE6009SAO PAULO62130509ABC123xyz6304' +
        crc16(code.slice(0, -4)),
    );
    const read = assertValid(code, input);
    assert.deepEqual([read.merchantName, read.merchantCity], ['PONTE', 'SAO PAULO']);
    // A whole amount is still written with 2 decimals.
    const whole = { ...input, amount: new Decimal(50000) };
    assert.equal(fields(brCode(whole)).get('54'), '50000.00');
    assertValid(brCode(whole), whole);
  });

  it('folds names and cities to upper-case ASCII without accents, and cuts them to 25 and 15 characters', () => {
    assert.equal(foldToAscii('Açaí & Cia. Comércio de Alimentos Ltda', 25), 'ACAI & CIA. COMERCIO DE A');
    assert.equal(foldToAscii('São José dos Campos', 15), 'SAO JOSE DOS CA');
    // Cut on a space: no trailing blank.
    assert.equal(foldToAscii('Rio de Janeiro Capital', 15), 'RIO DE JANEIRO');
    assert.equal(foldToAscii('  Straße   Øresund\tNord ', 25), 'STRASSE RESUND NORD');
    const input: BrCodeInput = {
      pixKey: 'pagamentos@ponte.example',
      amount: new Decimal('10.00'),
      merchantName: 'Ponte Pagamentos Internacionais S.A.',
      merchantCity: 'Florianópolis - SC',
      txid: newTxid(),
    };
    const read = assertValid(brCode(input), input);
    assert.deepEqual([read.merchantName, read.merchantCity], ['PONTE PAGAMENTOS INTERNAC', 'FLORIANOPOLIS -']);
  });

  it('refuses what would make an invalid code', () => {
    const input: BrCodeInput = { pixKey: PIX_KEY, amount: new Decimal('1.00'), merchantName: 'Ponte', merchantCity: 'Recife', txid: 'T1' };
    assert.throws(() => brCode({ ...input, txid: 'with-dash' }), /txid/);
    assert.throws(() => brCode({ ...input, txid: 'A'.repeat(26) }), /txid/);
    assert.throws(() => brCode({ ...input, amount: new Decimal('1.005') }), /decimals/);
    assert.throws(() => brCode({ ...input, amount: new Decimal('10000000000.00') }), /13 characters/);
    assert.throws(() => brCode({ ...input, merchantName: '東京' }), /ASCII/);
    assert.throws(() => brCode({ ...input, pixKey: 'a key with spaces' }), /PIX key/);
  });

  it('makes txids of 25 letters and digits that do not repeat', () => {
    const txids = new Set(Array.from({ length: 10_000 }, () => newTxid()));
    assert.equal(txids.size, 10_000);
    for (const txid of txids) assert.match(txid, /^[A-Za-z0-9]{25}$/);
  });

  it('issues valid codes for random amounts, names and cities (property)', () => {
    const name = fc.tuple(fc.constantFrom('A', 'é', 'Ç', 'z', '9'), fc.string({ unit: 'binary', maxLength: 60 })).map(([first, rest]) => first + rest);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 999_999_999_999n }),
        name,
        name,
        fc.constantFrom(PIX_KEY, '+5511987654321', 'ops@ponte.example', '12345678909'),
        (cents, merchantName, merchantCity, pixKey) => {
          const input: BrCodeInput = { pixKey, amount: new Decimal(cents.toString()).div(100), merchantName, merchantCity, txid: newTxid() };
          const read = assertValid(brCode(input), input);
          assert.equal(read.merchantName, foldToAscii(merchantName, 25));
          assert.equal(read.merchantCity, foldToAscii(merchantCity, 15));
          assert.ok(read.merchantName.length >= 1 && read.merchantName.length <= 25);
          assert.ok(read.merchantCity.length >= 1 && read.merchantCity.length <= 15);
          assert.match(read.merchantName + read.merchantCity, /^[\x20-\x7E]+$/);
          assert.doesNotMatch(read.merchantName + read.merchantCity, /[a-z]/);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('dynamic BR Code', () => {
  const location = 'pix.example.com/qr/v2/2353c790eefb11eaadc10242ac120002';

  it('carries the location without scheme in field 26-25, no key, no amount, and "***" as txid', () => {
    const code = dynamicBrCode({ location: `https://${location}`, merchantName: 'Ponte Pagamentos', merchantCity: 'São Paulo' });
    assert.equal(
      code,
      '00020101021226760014br.gov.bcb.pix2554' +
        location +
        '520400005303986' +
        '5802BR5916PONTE PAGAMENTOS6009SAO PAULO62070503***6304' +
        crc16(code.slice(0, -4)),
    );
    const parsed = parsePix(code);
    assert.ok(!hasError(parsed), `pix-utils refused ${code}`);
    assert.equal(parsed.type, 'DYNAMIC');
    assert.equal(parsed.url, location);
    assert.ok(isValidPixPayload(code), `brazilian-utils refused ${code}`);
    assert.equal(getPixPayloadInfo(code)?.pointOfInitiation, 'dynamic');
    const tlv = fields(code);
    assert.equal(tlv.has('54'), false);
    assert.equal(fields(tlv.get('26')!).has('01'), false);
    assert.equal(dynamicBrCode({ location, merchantName: 'Ponte Pagamentos', merchantCity: 'São Paulo' }), code);
  });

  it('refuses a location it cannot carry', () => {
    const input = { location, merchantName: 'Ponte', merchantCity: 'Recife' };
    assert.throws(() => dynamicBrCode({ ...input, location: `http://${location}` }), /location/);
    assert.throws(() => dynamicBrCode({ ...input, location: 'pix.example.com/' + 'a'.repeat(62) }), /location/);
    assert.throws(() => dynamicBrCode({ ...input, location: 'pix.example.com/a b' }), /location/);
    assert.doesNotThrow(() => dynamicBrCode({ ...input, location: 'pix.example.com/' + 'a'.repeat(61) }));
  });
});
