// Fixtures for payments: payment contacts, a balance funded by a payment in, and the calls the payments tests repeat.
// Approved beneficiaries and the books check come from the transfers' helpers.
import assert from 'node:assert/strict';
import type { TestApp, TestIntegrator } from './app.ts';

/** 021000021 passes the ABA check (3, 7, 1 weights); changing its last digit breaks it. */
export const VALID_ROUTING = '021000021';
export const BAD_ROUTING = '021000022';

export function contactBody(
  beneficiaryId: string,
  overrides: { userInfo?: Record<string, unknown>; bankInfo?: Record<string, unknown>; [key: string]: unknown } = {},
) {
  const { userInfo, bankInfo, ...rest } = overrides;
  return {
    beneficiaryId,
    paymentType: 'WIRE',
    bankInfo: {
      name: 'JPMorgan Chase Bank, N.A.',
      street1: '383 Madison Avenue',
      city: 'New York',
      state: 'NY',
      postalCode: '10179',
      country: 'US',
      ...bankInfo,
    },
    userInfo: {
      name: 'Ana Souza',
      street1: '100 Main Street',
      city: 'Miami',
      state: 'FL',
      postalCode: '33101',
      country: 'US',
      routingKey: VALID_ROUTING,
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      type: 'NATURAL_PERSON',
      ...userInfo,
    },
    ...rest,
  };
}

export async function createContact(t: TestApp, integrator: TestIntegrator, beneficiaryId: string, overrides: Parameters<typeof contactBody>[1] = {}) {
  const response = await t.request('POST', '/v1/payment-contacts', { token: integrator.token, body: contactBody(beneficiaryId, overrides) });
  assert.equal(response.status, 201, response.text);
  return response.body;
}

/** USD from one of the beneficiary's contacts: the natural way to give a beneficiary a USDC balance. */
export async function paymentIn(t: TestApp, integrator: TestIntegrator, beneficiaryId: string, paymentContactId: string, amount: number | string) {
  return t.request('POST', '/v1/payments/sandbox/payment-in', { token: integrator.token, body: { beneficiaryId, paymentContactId, amount } });
}

export async function simulate(t: TestApp, integrator: TestIntegrator, beneficiaryId: string, value: number | string, currencyCode = 'USDC') {
  return t.request('POST', '/v1/payments/simulations', { token: integrator.token, body: { beneficiaryId, amount: { currencyCode, value } } });
}

export async function pay(t: TestApp, integrator: TestIntegrator, simulationId: string, paymentContactId: string, description = 'Invoice 42') {
  return t.request('POST', '/v1/payments', { token: integrator.token, body: { simulationId, paymentContactId, description } });
}

/** Polls GET /v1/payments/{id} until the payment leaves PENDING. */
export async function finalPayment(t: TestApp, integrator: TestIntegrator, id: string, timeoutMs = 20_000): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.request('GET', `/v1/payments/${id}`, { token: integrator.token });
    assert.equal(response.status, 200, response.text);
    if (response.body.status !== 'PENDING') return response.body;
    if (Date.now() > deadline) throw new Error(`payment ${id} still PENDING after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
