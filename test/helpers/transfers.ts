// Fixtures for transfers: approved beneficiaries of both countries, the calls an on-ramp repeats, waiting for a
// transfer's final state, and the books checks every transfer test ends with.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from './app.ts';
import { colombianPerson, createBeneficiary, individual, openLink, storedEvents, VALID_CPFS } from './beneficiaries.ts';
import type { Receiver } from './receiver.ts';

/** Creates an individual of `country` and approves its one verification step through the sandbox link. */
export async function approvedBeneficiary(
  t: TestApp,
  integrator: TestIntegrator,
  reference: string,
  country: 'BR' | 'CO' = 'BR',
): Promise<Record<string, any>> {
  const body = country === 'BR' ? individual(reference) : individual(reference, { country: 'CO', person: colombianPerson() });
  const created = await createBeneficiary(t, integrator, body);
  const [kyc] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
  for (const step of kyc.data.steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
  const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token });
  assert.equal(read.body.status, 'CREATED', read.text);
  return read.body;
}

export async function simulate(t: TestApp, integrator: TestIntegrator, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await t.request('POST', '/v1/transfers/simulations', { token: integrator.token, body });
  assert.equal(response.status, 201, response.text);
  return response.body;
}

export async function createTransfer(t: TestApp, integrator: TestIntegrator, simulationId: string): Promise<Record<string, any>> {
  const response = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId, beneficiaryIp: '203.0.113.7' } });
  assert.equal(response.status, 201, response.text);
  return response.body;
}

/** A simulation and its transfer: an ON_RAMP of `value` in the beneficiary's home currency. */
export async function onRamp(t: TestApp, integrator: TestIntegrator, beneficiary: Record<string, any>, value: string | number): Promise<Record<string, any>> {
  const currencyCode = beneficiary.country === 'BR' ? 'BRL' : 'COP';
  const simulation = await simulate(t, integrator, { amount: { currencyCode, value }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
  return createTransfer(t, integrator, simulation.id);
}

/** Pays a transfer through the sandbox rail of its country (the beneficiary's CPF for PIX). */
export function pay(t: TestApp, integrator: TestIntegrator, transfer: Record<string, any>, amount?: string | number) {
  const extra = amount === undefined ? {} : { amount };
  return transfer.from.currencyCode === 'BRL'
    ? t.request('POST', '/v1/transfers/sandbox/pix', {
        token: integrator.token,
        body: { document: VALID_CPFS[0], simulationId: transfer.simulationId, ...extra },
      })
    : t.request('POST', '/v1/transfers/sandbox/bank-deposit', { token: integrator.token, body: { simulationId: transfer.simulationId, ...extra } });
}

/** Polls GET /v1/transfers/{id} until the transfer leaves PENDING. */
export async function finalTransfer(t: TestApp, integrator: TestIntegrator, transferId: string, timeoutMs = 20_000): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.request('GET', `/v1/transfers/${transferId}`, { token: integrator.token });
    assert.equal(response.status, 200, response.text);
    if (response.body.status !== 'PENDING') return response.body;
    if (Date.now() > deadline) assert.fail(`transfer ${transferId} still PENDING after ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** The ON_RAMP callbacks the receiver got about one transfer, each once (deduplicated by webhook-id). */
export function transferEvents(receiver: Receiver, transferId: string): any[] {
  const seen = new Set<unknown>();
  return receiver.received
    .filter((entry) => !seen.has(entry.headers['webhook-id']) && seen.add(entry.headers['webhook-id']))
    .filter((entry) => entry.body?.resourceId === transferId && ['ON_RAMP', 'OFF_RAMP'].includes(entry.body?.operation))
    .map((entry) => ({ ...entry.body, raw: entry.raw.toString('utf8') }));
}

/** The ON_RAMP/OFF_RAMP events stored for a transfer: what was emitted, whether or not delivered yet. */
export async function storedTransferEvents(t: TestApp, transferId: string): Promise<any[]> {
  const rows = await t.db.query<{ payload: string }>(`SELECT payload FROM events WHERE resource_id = $1 AND operation IN ('ON_RAMP', 'OFF_RAMP')`, [
    transferId,
  ]);
  return rows.map((row) => JSON.parse(row.payload));
}

/**
 * The one event of a transfer's final state (of `operation` when given): received once by the receiver, and the only
 * one stored.
 */
export async function theTransferEvent(t: TestApp, receiver: Receiver, transferId: string, operation?: 'ON_RAMP' | 'OFF_RAMP'): Promise<any> {
  await receiver.waitFor(() => transferEvents(receiver, transferId).length > 0);
  const stored = await storedTransferEvents(t, transferId);
  assert.equal(stored.length, 1, `exactly one event for ${transferId}: ${JSON.stringify(stored)}`);
  const received = transferEvents(receiver, transferId);
  assert.equal(received.length, 1);
  if (operation) assert.equal(received[0].operation, operation);
  return received[0];
}

/** The books balance in every currency, through the operator endpoint. */
/**
 * The spread a conversion earns, worked out here from the quote's own figures (not by the service's code): the value of
 * what was converted at the market rate, less what the customer got, in the currency paid in, down to the cent. An
 * on-ramp pays `effective` local for `to` USDC worth to x market local; an off-ramp pays `effective` USDC for `to` local
 * worth to / market USDC.
 */
export function expectedSpread(type: 'ON_RAMP' | 'OFF_RAMP', effective: string, to: string, market: string): string {
  const worth = type === 'ON_RAMP' ? new Decimal(to).times(market) : new Decimal(to).div(market);
  return new Decimal(effective).minus(worth).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

export async function assertTrialBalanceZero(t: TestApp): Promise<void> {
  const response = await t.request('GET', '/v1/admin/ledger/trial-balance', { token: ADMIN_TOKEN });
  assert.equal(response.status, 200, response.text);
  assert.equal(response.body.balanced, true, response.text);
  for (const line of response.body.currencies) assert.equal(line.balance, '0.00', response.text);
}

/** What the service still owes payers in one currency: zero once every transfer is final. */
export async function customerDeposits(t: TestApp, currency: string): Promise<string> {
  const [row] = await t.db.query<{ owed: string }>(
    `SELECT COALESCE(sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END), 0)::numeric(38, 2)::text AS owed
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.kind = 'customer_deposits' AND a.currency = $1`,
    [currency],
  );
  return row!.owed;
}

export async function balanceOf(t: TestApp, integrator: TestIntegrator, beneficiaryId: string): Promise<Record<string, any>> {
  const response = await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token });
  assert.equal(response.status, 200, response.text);
  return response.body;
}

export async function setRate(t: TestApp, integrator: TestIntegrator, quote: 'BRL' | 'COP', rate: string): Promise<void> {
  const response = await t.request('PUT', '/v1/sandbox/rates', { token: integrator.token, body: { base: 'USDC', quote, rate } });
  assert.equal(response.status, 200, response.text);
}
