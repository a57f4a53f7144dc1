// The operator console over plain HTTP: operator accounts made through the API, and a visitor that signs in as a
// person would (email and password, then the TOTP code from an authenticator, then a password of their own).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { codeAt } from '../../src/modules/operators/totp.ts';
import { ADMIN_TOKEN, type TestApp } from './app.ts';
import { Visitor } from './dashboard.ts';

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  totp: { secret: string; uri: string } | null;
}

/** The audit log's entries matching `filterEq` (the API's own filter), oldest first. */
export async function auditEntries(t: TestApp, filterEq: string): Promise<any[]> {
  const page = await t.request('GET', `/v1/admin/audit-log?filterEq=${encodeURIComponent(filterEq)}&sort=at,asc&size=100`, { token: ADMIN_TOKEN });
  assert.equal(page.status, 200, page.text);
  return page.body.content;
}

/** An invented sanctions list of one person, with the remarks a reviewer compares: a beneficiary "Aurelio Quimby" is held. */
export function inventedSanctionsList(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'ponte-ops-lists-'));
  writeFileSync(
    path.join(directory, 'sdn.csv'),
    '7001,"QUIMBY, Aurelio Invented","individual","TEST",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Feb 1950; nationality Atlantis."\r\n',
  );
  writeFileSync(path.join(directory, 'alt.csv'), '');
  return directory;
}

export const OWN_PASSWORD = 'an operator password 42';

export async function createOperator(t: TestApp, body: Record<string, unknown> = {}): Promise<TestOperator> {
  const created = await t.request('POST', '/v1/admin/operators', {
    token: ADMIN_TOKEN,
    body: { email: `ops-${randomBytes(4).toString('hex')}@example.com`, role: 'admin', ...body },
  });
  assert.equal(created.status, 201, created.text);
  return created.body;
}

/** The code an authenticator shows now, or `steps` 30-second steps from now (within the drift the service allows). */
export const totpCode = (operator: TestOperator, steps = 0): string => codeAt(operator.totp?.secret ?? '', Date.now() + steps * 30_000);

export class OpsVisitor extends Visitor {
  override async signIn(email: string, password: string, next?: string): Promise<Response> {
    const { csrf } = await this.page('/ops/sign-in');
    return this.post('/ops/sign-in', { _csrf: csrf ?? '', email, password, ...(next ? { next } : {}) });
  }

  async enterCode(code: string, next?: string): Promise<Response> {
    const { csrf } = await this.page('/ops/sign-in/code');
    return this.post('/ops/sign-in/code', { _csrf: csrf ?? '', code, ...(next ? { next } : {}) });
  }

  /** The whole first sign-in: one-time password, code (when the account has TOTP), a password of its own. */
  async signInFirstTime(operator: TestOperator, codeSteps = 0): Promise<void> {
    const password = await this.signIn(operator.email, operator.password);
    assert.equal(password.status, 303);
    if (operator.totp) {
      assert.match(password.headers.get('location') ?? '', /^\/ops\/sign-in\/code/);
      const code = await this.enterCode(totpCode(operator, codeSteps));
      assert.equal(code.status, 303, await code.text());
    }
    const { csrf } = await this.page('/ops/password');
    const set = await this.post('/ops/password', { _csrf: csrf ?? '', password: OWN_PASSWORD, confirm: OWN_PASSWORD });
    assert.equal(set.status, 303, await set.text());
    operator.password = OWN_PASSWORD;
  }
}

/** An operator's exception as the API lists it (the fields the tests read). */
export type Exception = {
  id: string;
  kind: string;
  status: string;
  resource: { type: string; id: string };
  actions: string[];
  amount: { value: string } | null;
  resolution: any;
};

/** The exception of `kind` about `resourceId`, waited for: the worker parks things on its own time. */
export async function exceptionOf(t: TestApp, kind: string, resourceId: string, timeoutMs = 20_000): Promise<Exception> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await t.request('GET', `/v1/admin/exceptions?filterEq=kind:${kind},resource.id:${resourceId}`, { token: ADMIN_TOKEN });
    assert.equal(list.status, 200, list.text);
    if (list.body.content[0]) return list.body.content[0];
    if (Date.now() > deadline) throw new Error(`no ${kind} exception for ${resourceId} after ${timeoutMs} ms`);
    await sleep(50);
  }
}
