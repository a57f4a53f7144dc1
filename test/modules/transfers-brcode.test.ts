// Every BR Code the service issues for a BR on-ramp (contract section 8): for random amounts across the corridor's
// limits, the pixCopyAndPaste of the transfer parses and passes its CRC in two independent libraries, pix-utils and
// @brazilian-utils/brazilian-utils, for exactly from.value, with the transfer's own txid, payable once, paid to the
// service's key; and no two transfers share a txid.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { hasError, parsePix } from 'pix-utils';
import { Decimal } from '../../src/money.ts';
import { SANDBOX_PIX_ACCOUNT } from '../../src/rails/sandbox/accounts.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { approvedBeneficiary, assertTrialBalanceZero, onRamp } from '../helpers/transfers.ts';

describe('BR Codes of on-ramp transfers', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let beneficiary: Record<string, any>;

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ RATE_LIMIT_RPS: '100000' }));
    beneficiary = await approvedBeneficiary(t, integrator, 'brcode');
  });
  after(() => close());

  it('issues codes both libraries read, for exactly from.value, with a txid unique to the transfer', async () => {
    const txids = new Set<string>();
    // Cents from 10.00 to 50000.00 BRL, the BR on-ramp limits, with the edges always tried.
    const cents = fc.oneof(fc.integer({ min: 1_000, max: 5_000_000 }), fc.constantFrom(1_000, 1_001, 4_999_999, 5_000_000, 123_456));
    await fc.assert(
      fc.asyncProperty(cents, async (amount) => {
        const value = new Decimal(amount).div(100).toFixed(2);
        const transfer = await onRamp(t, integrator, beneficiary, value);
        assert.equal(transfer.from.value, value);
        const code: string = transfer.pixCopyAndPaste;
        const [stored] = await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM transfers WHERE id = $1', [transfer.id]);
        const txid = stored!.pix_txid;
        assert.match(txid, /^[A-Za-z0-9]{25}$/);
        assert.ok(!txids.has(txid), `txid ${txid} issued twice`);
        txids.add(txid);

        const pixUtils = parsePix(code);
        assert.ok(!hasError(pixUtils), `pix-utils refused ${code}: ${JSON.stringify(pixUtils)}`);
        assert.equal(pixUtils.type, 'STATIC');
        assert.equal(pixUtils.pixKey, SANDBOX_PIX_ACCOUNT.pixKey);
        assert.equal(pixUtils.txid, txid);
        assert.equal(pixUtils.merchantName, 'PONTE PAGAMENTOS');
        assert.equal(pixUtils.merchantCity, 'SAO PAULO');
        assert.ok(new Decimal(pixUtils.transactionAmount ?? 0).equals(value), `pix-utils read ${pixUtils.transactionAmount} for ${value}`);

        assert.ok(isValidPixPayload(code), `brazilian-utils refused ${code}`);
        const info = getPixPayloadInfo(code);
        assert.ok(info);
        assert.equal(info.key, SANDBOX_PIX_ACCOUNT.pixKey);
        assert.equal(info.txid, txid);
        assert.equal(info.pointOfInitiation, 'dynamic', 'payable once (point of initiation 12)');
        assert.ok(new Decimal(info.amount ?? 0).equals(value), `brazilian-utils read ${info.amount} for ${value}`);
        // The amount field holds the exact text of from.value.
        assert.ok(code.includes(`54${String(value.length).padStart(2, '0')}${value}5802BR`), code);

        const cancelled = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
        assert.equal(cancelled.status, 200);
      }),
      { numRuns: 30 },
    );
    await assertTrialBalanceZero(t);
  });
});
