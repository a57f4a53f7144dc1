// The console's Liquidity page (issue 33, item 1): each rail account's liquidity account with its balance, minimum,
// target and held payouts, beside the provider's balance from the last reconciliation run; a refill recorded by its
// form goes to the approvals queue and posts nothing; a viewer reads the page and cannot send the form.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { createOperator, OpsVisitor, type TestOperator } from '../helpers/ops.ts';

const readable = (page: string): string =>
  page
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the console’s Liquidity page', () => {
  let t: TestApp;
  let operator: TestOperator;
  let visitor: OpsVisitor;

  before(async () => {
    t = await startApp();
    operator = await createOperator(t, { role: 'operator' });
    visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(operator);
  });
  after(() => t?.close());

  const accounts = async () => (await t.request('GET', '/v1/admin/liquidity-accounts', { token: ADMIN_TOKEN })).body.data as Array<Record<string, any>>;

  it('shows every rail account with its balances and levels, and the provider balance of the last run', async () => {
    const before = await visitor.page('/ops/liquidity');
    assert.equal(before.response.status, 200);
    assert.match(before.text, /href="\/ops\/liquidity"/, 'the navigation names the page');
    const text = readable(before.text);
    for (const account of await accounts()) {
      assert.match(
        text,
        new RegExp(
          `${account.railAccount} .*?${account.currencyCode} ${account.balance.total} ${account.balance.committed} ${account.balance.free} ${account.minimum} ${account.target}`,
        ),
      );
    }
    assert.match(text, /pix-collection .*? not read yet/, 'no run has read a provider balance yet');

    const today = new Date(new Date().toISOString().slice(0, 10));
    const run = await t.request('POST', '/v1/admin/reconciliation/runs', {
      token: ADMIN_TOKEN,
      body: { from: new Date(today.getTime() - 86_400_000).toISOString(), to: today.toISOString() },
    });
    assert.equal(run.status, 201, run.text);
    const compared = (run.body.balances as Array<Record<string, any>>).find((item) => item.railAccounts.includes('pix-collection'));
    assert.ok(compared?.provider, run.text);
    const after = await visitor.page('/ops/liquidity');
    assert.match(after.text, new RegExp(`href="/ops/reconciliation/runs/${run.body.id}"`), 'the provider balance links its run');
    assert.match(readable(after.text), new RegExp(`pix-collection .*? ${compared.provider.amount.replace('.', '\\.')} .*?${compared.outcome}`));
  });

  it('sends a refill typed in the form for approval, posting nothing, and keeps what was typed when it is refused', async () => {
    const balance = (await accounts()).find((account) => account.railAccount === 'br-payouts')!.balance.total;
    const { csrf } = await visitor.page('/ops/liquidity');
    const refused = await visitor.post('/ops/liquidity/refills', {
      _csrf: csrf ?? '',
      railAccount: 'br-payouts',
      amount: '12.345',
      source: 'pix-collection',
      reference: 'e2e-refill-1',
      reason: 'rebalance',
    });
    assert.equal(refused.status, 400);
    const page = await refused.text();
    assert.match(readable(page), /Amount/);
    assert.match(page, /value="e2e-refill-1"/, 'what was typed is kept');

    const sent = await visitor.post('/ops/liquidity/refills', {
      _csrf: csrf ?? '',
      railAccount: 'br-payouts',
      amount: '2500.00',
      source: 'pix-collection',
      reference: 'e2e-refill-1',
      reason: 'rebalance before the afternoon payouts',
    });
    assert.equal(sent.status, 303, await sent.text());
    const approvalId = /\/ops\/approvals\/([0-9a-f-]{36})/.exec(sent.headers.get('location') ?? '')?.[1];
    assert.ok(approvalId, sent.headers.get('location') ?? '');
    const approval = (await t.request('GET', `/v1/admin/approvals/${approvalId}`, { token: ADMIN_TOKEN })).body;
    assert.equal(approval.action, 'liquidity.refill');
    assert.equal(approval.status, 'PENDING');
    assert.equal(approval.maker.id, operator.id);
    assert.deepEqual(
      { ...approval.request, amount: String(approval.request.amount) },
      {
        amount: '2500.00',
        source: 'pix-collection',
        reference: 'e2e-refill-1',
        reason: 'rebalance before the afternoon payouts',
        railAccount: 'br-payouts',
      },
    );
    assert.equal((await accounts()).find((account) => account.railAccount === 'br-payouts')!.balance.total, balance, 'nothing is posted before approval');
  });

  it('lets a viewer read the page but not send a refill', async () => {
    const viewer = await createOperator(t, { role: 'viewer' });
    const reader = new OpsVisitor(t.url);
    await reader.signInFirstTime(viewer);
    const { response, csrf } = await reader.page('/ops/liquidity');
    assert.equal(response.status, 200);
    const post = await reader.post('/ops/liquidity/refills', {
      _csrf: csrf ?? '',
      railAccount: 'br-payouts',
      amount: '1.00',
      source: 'fx_position',
      reference: 'viewer-try',
      reason: 'no',
    });
    assert.equal(post.status, 403);
  });
});
