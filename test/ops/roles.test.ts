// Named operators with roles (issue 32, item 1): every operator call is made by a named operator with a token of their
// own (hashed at rest, revocable at once, marked when last used), the audit log names who, with which token, from
// where; each role may do what http/roles.ts says and no more, on every operator route and console page; ADMIN_TOKEN
// in production only creates the first admin, and ADMIN_TOKEN_ENABLED=false turns it off.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sha256 } from '../../src/crypto.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { auditEntries, createOperator, OpsVisitor, type TestOperator } from '../helpers/ops.ts';

type Role = 'viewer' | 'operator' | 'approver' | 'admin';
const ROLES: Role[] = ['viewer', 'operator', 'approver', 'admin'];

/** The least role each operator operation needs (for another operator's tokens: an admin; one's own: any role). */
const LEAST_ROLE: Record<string, Role> = {
  listReviews: 'viewer',
  listScreenings: 'viewer',
  getReview: 'viewer',
  decideReview: 'operator',
  exportJournal: 'viewer',
  listOperators: 'viewer',
  createOperator: 'admin',
  getOperator: 'viewer',
  updateOperator: 'admin',
  resetOperatorTotp: 'admin',
  listOperatorTokens: 'admin',
  createOperatorToken: 'admin',
  revokeOperatorToken: 'admin',
  listReconciliationRuns: 'viewer',
  getReconciliationRun: 'viewer',
  createReconciliationRun: 'operator',
  correctReconciliationBreak: 'operator',
  importBankStatement: 'operator',
  listBankStatements: 'viewer',
  getBankStatement: 'viewer',
  updateLiquidityAccount: 'approver',
  refillLiquidityAccount: 'operator',
  listAuditLog: 'viewer',
  listCorridors: 'viewer',
  updateCorridor: 'approver',
  getTrialBalance: 'viewer',
  createIntegrator: 'approver',
  listIntegrators: 'viewer',
  getIntegrator: 'viewer',
  updateIntegrator: 'approver',
  getWebhookSecret: 'approver',
  rotateWebhookSecret: 'approver',
  rotateClientSecret: 'approver',
  listExceptions: 'viewer',
  getException: 'viewer',
  resolveException: 'operator',
  updateComplianceLimits: 'approver',
  approveApproval: 'approver',
  rejectApproval: 'approver',
  updateApprovalPolicy: 'approver',
  createJournalEntry: 'operator',
  verifyRecordChains: 'approver',
  verifyLedgerCheckpoint: 'approver',
};

interface Named {
  operator: TestOperator;
  token: string;
  tokenId: string;
}

/** An operator of `role` with a token of their own, made by ADMIN_TOKEN (the sandbox's bootstrap admin). */
async function named(t: TestApp, role: Role): Promise<Named> {
  const operator = await createOperator(t, { role });
  const made = await t.request('POST', `/v1/admin/operators/${operator.id}/tokens`, { token: ADMIN_TOKEN, body: { label: `${role} script` } });
  assert.equal(made.status, 201, made.text);
  return { operator, token: made.body.token, tokenId: made.body.id };
}

describe('operators with roles', () => {
  let t: TestApp;
  const as = {} as Record<Role, Named>;
  before(async () => {
    t = await startApp();
    for (const role of ROLES) as[role] = await named(t, role);
  });
  after(() => t.close());

  it('keep their tokens as a SHA-256 hash only, shown once', async () => {
    const { token, tokenId, operator } = as.operator;
    assert.match(token, /^pot_/);
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM operator_tokens WHERE id = $1', [tokenId]);
    assert.equal(rows[0]?.token_hash, sha256(token));
    assert.ok(!JSON.stringify(rows).includes(token), 'the token itself is nowhere in its row');
    const listed = await t.request('GET', `/v1/admin/operators/${operator.id}/tokens`, { token });
    assert.equal(listed.status, 200, listed.text);
    assert.deepEqual(
      listed.body.content.map((entry: { id: string; label: string }) => [entry.id, entry.label]),
      [[tokenId, 'operator script']],
    );
    assert.ok(!listed.text.includes(token), 'a list never shows the token');
  });

  it('mark a token used when it is used, and refuse a revoked token at once', async () => {
    const own = await t.request('POST', `/v1/admin/operators/${as.viewer.operator.id}/tokens`, { token: as.viewer.token, body: { label: 'laptop' } });
    assert.equal(own.status, 201, own.text);
    assert.equal(own.body.lastUsedAt, null);
    const lastUsed = async () =>
      (await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM operator_tokens WHERE id = $1', [own.body.id]))[0]?.last_used_at;
    assert.equal(await lastUsed(), null);
    assert.equal((await t.request('GET', '/v1/admin/corridors', { token: own.body.token })).status, 200);
    const used = await lastUsed();
    assert.ok(used instanceof Date && Date.now() - used.getTime() < 60_000, 'last used is set by the call');

    const revoked = await t.request('DELETE', `/v1/admin/operators/${as.viewer.operator.id}/tokens/${own.body.id}`, { token: as.viewer.token });
    assert.equal(revoked.status, 200, revoked.text);
    assert.ok(revoked.body.revokedAt);
    const refused = await t.request('GET', '/v1/admin/corridors', { token: own.body.token });
    assert.deepEqual([refused.status, refused.body.code], [401, 'auth.unauthorized'], 'the very next call is refused');
    const [entry] = await auditEntries(t, `action:operator_token.revoked,resource.id:${own.body.id}`);
    assert.equal(entry?.actor.id, as.viewer.operator.id);
  });

  it('are named in the audit log with their token, source address and user agent', async () => {
    const { operator, token, tokenId } = as.operator;
    const ran = await t.request('POST', '/v1/admin/reconciliation/runs', {
      token,
      body: { from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z' },
      headers: { 'user-agent': 'ponte-ops-script/1.2' },
    });
    assert.equal(ran.status, 201, ran.text);
    const [entry] = await auditEntries(t, `action:reconciliation_run.created,resource.id:${ran.body.id}`);
    assert.deepEqual(entry.actor, { type: 'operator', id: operator.id, name: operator.email, credential: 'operator_token', tokenId });
    assert.deepEqual(entry.source, { ip: '127.0.0.1', userAgent: 'ponte-ops-script/1.2' });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT actor_id, actor_name, actor_token_id, source_ip, user_agent FROM audit_log WHERE id = $1', [
      entry.id,
    ]);
    assert.deepEqual(row, {
      actor_id: operator.id,
      actor_name: operator.email,
      actor_token_id: tokenId,
      source_ip: '127.0.0.1',
      user_agent: 'ponte-ops-script/1.2',
    });
    // ADMIN_TOKEN is a named bootstrap identity, not an anonymous `admin`.
    const [made] = await auditEntries(t, `action:operator.created,resource.id:${operator.id}`);
    assert.deepEqual([made.actor.name, made.actor.credential], ['bootstrap', 'admin_token']);
  });

  it('refuse a viewer an action with 403, and let the role that has it act', async () => {
    const refused = await t.request('POST', '/v1/admin/reconciliation/runs', {
      token: as.viewer.token,
      body: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
    });
    assert.deepEqual([refused.status, refused.body.code], [403, 'auth.forbidden']);
    assert.match(refused.body.message, /Your role \(viewer\) may not do this: it needs the operator role or above/);
    const spread = await t.request('PUT', '/v1/admin/corridors/CO', { token: as.operator.token, body: { spread: '0.004' } });
    assert.deepEqual([spread.status, spread.body.code], [403, 'auth.forbidden'], 'an operator does not change controls');
    const ran = await t.request('POST', '/v1/admin/reconciliation/runs', {
      token: as.operator.token,
      body: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
    });
    assert.equal(ran.status, 201, ran.text);
  });

  it('check the role on every operator route: the role below the least one is refused 403, the least one is let through', async () => {
    const document = (await t.request('GET', '/openapi.json')).body;
    const operations: Array<{ method: string; path: string; operationId: string }> = [];
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        if (!operation?.security?.some((requirement: Record<string, unknown>) => 'adminBearer' in requirement)) continue;
        operations.push({ method: method.toUpperCase(), path, operationId: operation.operationId });
      }
    }
    for (const id of Object.keys(LEAST_ROLE))
      assert.ok(
        operations.some((operation) => operation.operationId === id),
        `${id} is an operator route`,
      );
    assert.ok(operations.length >= Object.keys(LEAST_ROLE).length);
    for (const { method, path, operationId } of operations) {
      // A route this table does not name has the default: a GET is for every role, anything else for admins only.
      const least = LEAST_ROLE[operationId] ?? (method === 'GET' ? 'viewer' : 'admin');
      const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const below = ROLES[ROLES.indexOf(least) - 1];
      if (below) {
        const refused = await t.request(method, url, { token: as[below].token, body });
        assert.deepEqual([refused.status, refused.body?.code], [403, 'auth.forbidden'], `${operationId} refuses a ${below}`);
      }
      const allowed = await t.request(method, url, { token: as[least].token, body });
      assert.ok(![401, 403].includes(allowed.status), `${operationId} lets a ${least} through (got ${allowed.status} ${allowed.text})`);
    }
  });

  it('let an admin change roles and disable an account (its tokens refused at once), never the last admin', async () => {
    const target = await named(t, 'viewer');
    const promoted = await t.request('PATCH', `/v1/admin/operators/${target.operator.id}`, { token: as.admin.token, body: { role: 'operator' } });
    assert.deepEqual([promoted.status, promoted.body.role], [200, 'operator']);
    const run = { from: '2026-02-01T00:00:00Z', to: '2026-02-02T00:00:00Z' };
    assert.equal(
      (await t.request('POST', '/v1/admin/reconciliation/runs', { token: target.token, body: run })).status,
      201,
      'the new role holds from the next call',
    );
    const byApprover = await t.request('PATCH', `/v1/admin/operators/${target.operator.id}`, { token: as.approver.token, body: { disabled: true } });
    assert.deepEqual([byApprover.status, byApprover.body.code], [403, 'auth.forbidden']);
    const disabled = await t.request('PATCH', `/v1/admin/operators/${target.operator.id}`, { token: as.admin.token, body: { disabled: true } });
    assert.deepEqual([disabled.status, disabled.body.disabled], [200, true]);
    assert.equal((await t.request('GET', '/v1/admin/corridors', { token: target.token })).status, 401, "a disabled account's token is refused");
    const roleChange = await auditEntries(t, `resource.id:${target.operator.id}`);
    assert.deepEqual(
      roleChange.filter((entry) => entry.action !== 'operator_token.created').map((entry) => [entry.action, entry.actor.id]),
      [
        ['operator.created', 'admin'],
        ['operator.role_changed', as.admin.operator.id],
        ['operator.disabled', as.admin.operator.id],
      ],
    );

    // The admins made so far are the helper's bootstrap-made ones: demote all but one, then the last is kept.
    const admins = (await t.request('GET', '/v1/admin/operators?filterEq=role:admin,disabled:false&size=100', { token: as.admin.token })).body
      .content as Array<{ id: string }>;
    for (const admin of admins.filter((entry) => entry.id !== as.admin.operator.id)) {
      assert.equal((await t.request('PATCH', `/v1/admin/operators/${admin.id}`, { token: as.admin.token, body: { role: 'approver' } })).status, 200);
    }
    const last = await t.request('PATCH', `/v1/admin/operators/${as.admin.operator.id}`, { token: as.admin.token, body: { disabled: true } });
    assert.deepEqual([last.status, last.body.code], [412, 'operator.last_admin']);
  });

  it("let an admin reset an operator's TOTP: the old secret stops, the console sessions end", async () => {
    const operator = await createOperator(t, { role: 'viewer' });
    const visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(operator);
    assert.equal((await visitor.fetch('/ops')).status, 200);
    const reset = await t.request('POST', `/v1/admin/operators/${operator.id}/reset-totp`, { token: as.admin.token });
    assert.equal(reset.status, 200, reset.text);
    assert.notEqual(reset.body.totp.secret, operator.totp?.secret);
    const [row] = await t.db.query<{ totp_secret_sealed: string }>('SELECT totp_secret_sealed FROM operators WHERE id = $1', [operator.id]);
    assert.equal(t.context.secrets.decrypt(row!.totp_secret_sealed), reset.body.totp.secret);
    assert.equal((await visitor.fetch('/ops')).status, 303, 'the session ended');
  });

  it('check the role on console pages too: a viewer reads, and is refused an action', async () => {
    const viewer = await createOperator(t, { role: 'viewer' });
    const visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(viewer);
    assert.equal((await visitor.fetch('/ops/reconciliation')).status, 200);
    const { csrf } = await visitor.page('/ops/reconciliation');
    const refused = await visitor.post('/ops/reconciliation/runs', { _csrf: csrf ?? '', from: '2026-03-01', to: '2026-03-02' });
    assert.equal(refused.status, 403);
    assert.match(await refused.text(), /Your role \(viewer\) may not do this/);
    assert.equal((await auditEntries(t, `actor.id:${viewer.id},action:reconciliation_run.created`)).length, 0);
  });
});

describe('ADMIN_TOKEN in production', () => {
  const production = {
    PONTE_ENV: 'production',
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
    SECRETS_KEY: 'cd'.repeat(32),
  };

  it('only creates the first admin operator, and nothing else', async () => {
    const t = await startApp({ env: production, bootstrap: false });
    try {
      const other = await t.request('GET', '/v1/admin/corridors', { token: ADMIN_TOKEN });
      assert.deepEqual([other.status, other.body.code], [403, 'auth.forbidden']);
      assert.match(other.body.message, /only creates the first admin operator/);
      const integrator = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body: { name: 'X', email: 'x@example.com' } });
      assert.deepEqual([integrator.status, integrator.body.code], [403, 'auth.forbidden']);
      const viewer = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'v@example.com', role: 'viewer' } });
      assert.deepEqual([viewer.status, viewer.body.code], [403, 'operator.bootstrap_closed'], 'only an admin');

      const first = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'first@example.com' } });
      assert.deepEqual([first.status, first.body.role], [201, 'admin']);
      const second = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'second@example.com' } });
      assert.deepEqual([second.status, second.body.code], [403, 'operator.bootstrap_closed'], 'once an admin exists, never again');
      const [entry] = await t.db.query<{ actor_id: string; actor_name: string; actor_credential: string }>(
        "SELECT actor_id, actor_name, actor_credential FROM audit_log WHERE action = 'operator.created'",
      );
      assert.deepEqual(entry, { actor_id: 'admin', actor_name: 'bootstrap', actor_credential: 'admin_token' });
    } finally {
      await t.close();
    }
  });

  it('is refused everywhere with ADMIN_TOKEN_ENABLED=false', async () => {
    const t = await startApp({ env: { ...production, ADMIN_TOKEN_ENABLED: 'false' } });
    try {
      const refused = await t.request('POST', '/v1/admin/operators', { token: ADMIN_TOKEN, body: { email: 'first@example.com' } });
      assert.deepEqual([refused.status, refused.body.code], [401, 'auth.unauthorized']);
      assert.equal((await t.db.query('SELECT 1 FROM operators')).length, 0);
    } finally {
      await t.close();
    }
    const sandbox = await startApp({ env: { ADMIN_TOKEN_ENABLED: 'false' } });
    try {
      assert.equal((await sandbox.request('GET', '/v1/admin/corridors', { token: ADMIN_TOKEN })).status, 401, 'in the sandbox too');
    } finally {
      await sandbox.close();
    }
  });
});
