// The two-person rule in tests: an action under the rule answers 202 with an approval request; `approved` has a second
// operator, an approver of the test app's own (made once per app through the API), approve it, and answers as the
// action's route answered before the rule: the action's own status (200, or `appliedStatus`) and body. An answer that
// is not 202 (an error, or a repeat that changed nothing) is passed through as it is.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN, type TestApp, type TestResponse } from './app.ts';

export interface TestApprover {
  id: string;
  email: string;
  token: string;
}

const approvers = new WeakMap<TestApp, Promise<TestApprover>>();

/** An operator of `role` (an approver by default) with a token of their own, made by ADMIN_TOKEN. */
export async function operatorWithToken(t: TestApp, role = 'approver'): Promise<TestApprover> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const created = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email, role } });
  assert.equal(created.status, 201, created.text);
  const made = await t.request('POST', `/v1/admin/operators/${created.body.id}/tokens`, { token: ADMIN_TOKEN, body: { label: `${role} in tests` } });
  assert.equal(made.status, 201, made.text);
  return { id: created.body.id, email, token: made.body.token };
}

/** The test app's second approver (one per app). */
export function secondApprover(t: TestApp): Promise<TestApprover> {
  let approver = approvers.get(t);
  if (!approver) {
    approver = operatorWithToken(t);
    approvers.set(t, approver);
  }
  return approver;
}

/** A 202's approval request approved by the second approver; the action's answer as its route gave it before the rule. */
export async function approved(t: TestApp, response: TestResponse, appliedStatus = 200): Promise<TestResponse> {
  if (response.status !== 202) return response;
  const approver = await secondApprover(t);
  const decided = await t.request('POST', `/v1/admin/approvals/${response.body.id}/approve`, { token: approver.token, body: {} });
  if (decided.status !== 200) return decided;
  return { ...decided, status: appliedStatus, body: decided.body.result };
}
