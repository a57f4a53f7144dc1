// Fixtures for off-ramps: a beneficiary with a VALID local target account (validated through the API and its job, as an
// integrator would), funded with USDC by a real on-ramp, and the numbers the tests compare.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from '../../src/money.ts';
import type { TestApp, TestIntegrator } from './app.ts';
import { approvedBeneficiary, balanceOf, finalTransfer, onRamp, pay } from './transfers.ts';

/** The sandbox PIX directory knows this email key; the sandbox bank directory this Colombian account. */
export const PIX_KEY = 'ana.souza@example.com';
export const CO_BANK_ACCOUNT = { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '123456789012' };

/** Sets the beneficiary's localTargetAccount and waits (on the worker's validation job) until it is VALID. */
export async function validTargetAccount(t: TestApp, integrator: TestIntegrator, beneficiary: Record<string, any>): Promise<void> {
  const body = beneficiary.country === 'BR' ? { pixKey: PIX_KEY } : { bankAccount: CO_BANK_ACCOUNT };
  const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, { token: integrator.token, body });
  assert.equal(put.status, 202, put.text);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const read = await t.request('GET', `/v1/beneficiaries/${beneficiary.id}`, { token: integrator.token });
    const status = read.body.localTargetAccount?.status;
    if (status === 'VALID') return;
    assert.notEqual(status, 'INVALID', read.text);
    if (Date.now() > deadline) assert.fail(`target account still ${status}`);
    await sleep(20);
  }
}

/** An approved beneficiary of `country` with a VALID target account and the USDC of one settled on-ramp of `local`. */
export async function fundedBeneficiary(
  t: TestApp,
  integrator: TestIntegrator,
  reference: string,
  country: 'BR' | 'CO',
  local: string,
): Promise<Record<string, any>> {
  const beneficiary = await approvedBeneficiary(t, integrator, reference, country);
  await validTargetAccount(t, integrator, beneficiary);
  const transfer = await onRamp(t, integrator, beneficiary, local);
  assert.equal((await pay(t, integrator, transfer)).status, 200);
  assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
  return beneficiary;
}

export async function offRampSimulation(
  t: TestApp,
  integrator: TestIntegrator,
  beneficiaryId: string,
  value: string,
  fundingSource: 'BENEFICIARY_BALANCE' | 'EXTERNAL_WALLET' = 'BENEFICIARY_BALANCE',
): Promise<Record<string, any>> {
  const response = await t.request('POST', '/v1/transfers/simulations', {
    token: integrator.token,
    body: { amount: { currencyCode: 'USDC', value }, beneficiaryId, type: 'OFF_RAMP', fundingSource },
  });
  assert.equal(response.status, 201, response.text);
  return response.body;
}

/** The first USDC amount from `start` up whose local payout (at today's rate) ends in .13: the sandbox rejects it. */
export async function amountPayingOut13(t: TestApp, integrator: TestIntegrator, beneficiaryId: string, start = 20): Promise<Record<string, any>> {
  for (let cents = start * 100; cents < start * 100 + 2000; cents += 1) {
    const simulation = await offRampSimulation(t, integrator, beneficiaryId, (cents / 100).toFixed(2));
    if (simulation.to.value.endsWith('.13')) return simulation;
  }
  return assert.fail('no amount pays out .13');
}

export const available = async (t: TestApp, integrator: TestIntegrator, beneficiaryId: string) =>
  (await balanceOf(t, integrator, beneficiaryId)).available as string;

/** A random transaction hash: 0x and 64 hex digits. */
export const randomHash = (): string => '0x' + [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A transfer's journal, one line per posting: [entry description, account kind, currency, direction, amount], sorted by
 * description (entries of one transaction share their time), then debits first.
 */
export async function transferPostings(t: TestApp, transferId: string): Promise<Array<[string, string, string, string, string]>> {
  const rows = await t.db.query<{ description: string; kind: string; currency: string; direction: string; amount: string }>(
    `SELECT e.description, a.kind, p.currency, p.direction, p.amount::numeric(38, 2)::text AS amount
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.reference = $1 ORDER BY e.description, p.direction DESC, a.kind`,
    [`transfer:${transferId}`],
  );
  return rows.map((row) => [row.description, row.kind, row.currency, row.direction, row.amount]);
}

/**
 * The balance of one service account (no owner; rail_cash: every rail account of the currency) on its normal side:
 * debits less credits for a debit-side kind.
 */
export async function accountBalance(t: TestApp, kind: string, currency: string, side: 'DEBIT' | 'CREDIT' = 'CREDIT'): Promise<Decimal> {
  const [row] = await t.db.query<{ balance: string }>(
    `SELECT COALESCE(sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END), 0)::numeric(38, 2)::text AS balance
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.kind = $1 AND a.currency = $2 AND (a.owner_id = '' OR a.kind = 'rail_cash')`,
    [kind, currency],
  );
  const debitBalance = new Decimal(row!.balance);
  return side === 'DEBIT' ? debitBalance : debitBalance.negated();
}
