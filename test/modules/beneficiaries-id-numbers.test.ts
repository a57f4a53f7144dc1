// Identity and tax numbers: DIAN's NIT check digit against known NITs, CPF and CNPJ (numeric and alphanumeric)
// through the library, the Colombian CC/CE form, and ages counted to the day.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalDocument, isValidNit, nitCheckDigit, personIdNumberError, taxIdError } from '../../src/modules/beneficiaries/id-numbers.ts';
import { ageOn } from '../../src/modules/beneficiaries/validation.ts';

describe('identity and tax numbers', () => {
  it('computes the NIT check digit of known Colombian entities', () => {
    const known: Array<[string, number]> = [
      ['800197268', 4], // DIAN
      ['860034313', 7], // Davivienda
      ['890903938', 8], // Bancolombia
      ['899999068', 1], // Ecopetrol
      ['860002964', 4], // Banco de Bogotá
    ];
    for (const [base, digit] of known) {
      assert.equal(nitCheckDigit(base), digit, base);
      assert.ok(isValidNit(base + digit), base);
      assert.ok(!isValidNit(base + ((digit + 1) % 10)), `${base} with a wrong digit`);
    }
    assert.equal(taxIdError('CO', canonicalDocument('800.197.268-4')), undefined);
    assert.match(taxIdError('CO', '8001972685') ?? '', /NIT/);
  });

  it('checks CPF and both CNPJ forms by their check digits', () => {
    assert.equal(personIdNumberError('BR', canonicalDocument('529.982.247-25')), undefined);
    assert.match(personIdNumberError('BR', '52998224724') ?? '', /CPF/);
    assert.match(personIdNumberError('BR', '11111111111') ?? '', /CPF/);
    assert.equal(taxIdError('BR', '11222333000181'), undefined);
    assert.equal(taxIdError('BR', canonicalDocument('12.abc.345/01de-35')), undefined);
    assert.match(taxIdError('BR', '12ABC34501DE36') ?? '', /CNPJ/);
  });

  it('takes a CC or CE of 6 to 10 digits in Colombia', () => {
    for (const idNumber of ['123456', '1020304050']) assert.equal(personIdNumberError('CO', idNumber), undefined);
    for (const idNumber of ['12345', '10203040501', 'AB12345']) assert.ok(personIdNumberError('CO', idNumber), idNumber);
  });

  it('counts age in full years to the day, leap days included', () => {
    const today = new Date('2026-03-01T12:00:00Z');
    assert.equal(ageOn('2008-03-01', today), 18);
    assert.equal(ageOn('2008-03-02', today), 17);
    assert.equal(ageOn('2008-02-29', today), 18);
  });
});
