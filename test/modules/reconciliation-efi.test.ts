// Reconciliation of the BR payout account at Efí: a sandbox given Efí's settings pays BR off-ramps through the local Efí
// (src/rails/efi/fake/efi.ts), and a run reads Efí's list of Pix sent as the account's statement. A day of payouts
// matches line by line (each by its idEnvio); a send Efí does not list, a send the books do not know and a send Efí
// lists for a cent more each show up as a break, with its exception.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { FakeEfi } from '../../src/rails/efi/fake/efi.ts';
import { makeTestPki, type TestPki } from '../../src/rails/fakes/pki.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { fundedBeneficiary, offRampSimulation } from '../helpers/off-ramp.ts';
import { assertTrialBalanceZero, createTransfer, finalTransfer } from '../helpers/transfers.ts';

const admin = { token: ADMIN_TOKEN };
const CLIENT_ID = 'ponte-efi-recon';
const CLIENT_SECRET = 'efi-recon-secret-never-logged';
const PAYER_KEY = 'payouts@ponte.example';

describe('reconciliation of the Efí payout account', () => {
  let pki: TestPki;
  let efi: FakeEfi;
  let app: ReceivingApp;
  let t: TestApp;
  let integrator: TestIntegrator;
  let start: Date;
  const paid: Array<{ id: string; value: string }> = [];

  before(async () => {
    pki = makeTestPki('ponte-efi-reconciliation');
    efi = await new FakeEfi(pki, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, payerKey: PAYER_KEY }).start();
    app = await startWithReceiver({
      SANDBOX_SETTLE_DELAY_MS: '50',
      JOB_RETRY_BASE_MS: '50',
      RATE_LIMIT_RPS: '100000',
      EFI_API_URL: efi.baseUrl,
      EFI_CLIENT_ID: CLIENT_ID,
      EFI_CLIENT_SECRET: CLIENT_SECRET,
      EFI_CERT_FILE: pki.client.certFile,
      EFI_KEY_FILE: pki.client.keyFile,
      EFI_CA_FILE: pki.caFile,
      EFI_PAYER_KEY: PAYER_KEY,
    });
    ({ t, integrator } = app);
    start = new Date(Date.now() - 1000);
    const beneficiary = await fundedBeneficiary(t, integrator, 'recon-efi', 'BR', '1000.00');
    // Three off-ramps paid out through Efí, at once.
    const created = await Promise.all(
      ['20.00', '30.00', '40.00'].map(async (value) => createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, value)).id)),
    );
    for (const transfer of created) {
      const final = await finalTransfer(t, integrator, transfer.id, 30_000);
      assert.equal(final.status, 'SUCCEEDED', JSON.stringify(final));
      paid.push({ id: transfer.id, value: final.to.value });
    }
    assert.equal(efi.sends.size, 3);
  });
  after(async () => {
    await app?.close();
    await efi?.stop();
    pki?.remove();
  });

  const runOver = (from: Date, to: Date) =>
    t.request('POST', '/v1/admin/reconciliation/runs', { ...admin, body: { from: from.toISOString(), to: to.toISOString() } });
  const payouts = (run: { accounts: any[] }) => run.accounts.find((account) => account.railAccount === 'br-payouts');

  it("matches every payout of the day with Efí's list of Pix sent, one line to one posting", async () => {
    const run = await runOver(start, new Date());
    assert.equal(run.status, 201, run.text);
    assert.deepEqual([payouts(run.body).reconciled, payouts(run.body).reason, payouts(run.body).matched, payouts(run.body).booked], [true, null, 3, 3]);
    assert.deepEqual(run.body.totals, { matched: run.body.totals.matched, missingInBooks: 0, missingAtRail: 0, amountDiffers: 0 }, run.text);
    assert.deepEqual(run.body.items, []);
    assert.ok(efi.log.some((entry) => entry.method === 'GET' && entry.path === '/v2/gn/pix/enviados'));
  });

  it('shows a send Efí does not list, one the books do not know and one a cent larger, each as a break', async () => {
    const idEnvio = (transferId: string) => transferId.replaceAll('-', '');
    // Efí loses the first payout, and lists the second for a cent more.
    efi.sends.delete(idEnvio(paid[0]!.id));
    const second = efi.sends.get(idEnvio(paid[1]!.id))!;
    second.valor = (Number(second.valor) + 0.01).toFixed(2);
    // A Pix the books never asked for: a transfer id no transfer has.
    const stranger = randomUUID();
    const template = efi.sends.get(idEnvio(paid[2]!.id))!;
    efi.sends.set(idEnvio(stranger), { ...template, idEnvio: idEnvio(stranger), e2eId: `${template.e2eId.slice(0, -8)}ffffffff`, valor: '12.34' });

    const run = await runOver(start, new Date());
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(
      [payouts(run.body).matched, payouts(run.body).missingInBooks, payouts(run.body).missingAtRail, payouts(run.body).amountDiffers],
      [1, 1, 1, 1],
    );
    const items = run.body.items
      .filter((item: any) => item.railAccount === 'br-payouts')
      .map((item: any) => [item.reference, item.direction, item.outcome, item.books?.amount ?? null, item.rail?.amount ?? null]);
    assert.deepEqual(
      items.sort((a: string[], b: string[]) => a[2]!.localeCompare(b[2]!)),
      [
        [`transfer:${paid[1]!.id}`, 'OUT', 'AMOUNT_DIFFERS', paid[1]!.value, second.valor],
        [`transfer:${paid[0]!.id}`, 'OUT', 'MISSING_AT_RAIL', paid[0]!.value, null],
        [`transfer:${stranger}`, 'OUT', 'MISSING_IN_BOOKS', null, '12.34'],
      ],
    );
    const differs = run.body.items.find((item: any) => item.outcome === 'AMOUNT_DIFFERS');
    const exception = (await t.request('GET', `/v1/admin/exceptions/${differs.exceptionId}`, admin)).body;
    assert.deepEqual([exception.kind, exception.amount], ['RECONCILIATION_MISMATCH', { currencyCode: 'BRL', value: '0.01' }]);
    assert.match(exception.reason, new RegExp(`The rail's id: ${idEnvio(paid[1]!.id)}\\.$`));
    await assertTrialBalanceZero(t);
  });
});
