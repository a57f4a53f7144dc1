// The operator's files under ops/: the Prometheus alert rules are valid and pass their unit tests (promtool, where
// Debian's prometheus package provides it) and, like every panel of the Grafana dashboard, name only metrics that a
// running service serves. The gauges the books-and-queues alerts read are scraped from a real app in the state each
// alert is about (books out of balance, an exception and a review older than their thresholds, an approval request
// about to expire, a reconciliation break open), with the value that fires the rule.
// Test pass: embedded only (database-independent: the alert rules and dashboard against the served metrics)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { randomUUID } from 'node:crypto';
import { ADMIN_TOKEN, startApp, type TestApp } from './helpers/app.ts';
import { createBeneficiary, individual } from './helpers/beneficiaries.ts';

const RULES = 'ops/prometheus/alerts.yaml';
const RULE_TESTS = 'ops/prometheus/alerts.test.yaml';
const DASHBOARD = 'ops/grafana/ponte.json';
const promtool = spawnSync('promtool', ['--version']).status === 0;

/** The metric names a PromQL expression reads: ours all begin with one of these prefixes. */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b((?:ponte|http|process|nodejs)_[A-Za-z0-9_:]*)/g)].map((match) => match[1]!);
}

/** The value of one series in a /metrics answer (its labels as written, in order), or undefined when it is absent. */
function value(text: string, name: string, labels = ''): number | undefined {
  const escaped = (name + (labels ? `{${labels}}` : '')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : undefined;
}

/** The metric families a /metrics answer declares, with a histogram's series names (_bucket, _sum, _count). */
function served(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name! + suffix);
  }
  return names;
}

describe('ops/ files', () => {
  let t: TestApp;
  let names: Set<string>;
  let text: string;
  let expiresAt: Date;
  before(async () => {
    // The sandbox's one process runs the api and the worker: its /metrics serves what both serve apart.
    t = await startApp({ worker: true });
    await t.request('GET', '/health');
    // The states the alerts are about, set before the first scrape (the books are read at most once a minute).
    // A corridor change asked under the two-person rule: a pending approval request, brought to 30 minutes before
    // its expiry as time would.
    const requested = await t.request('PUT', '/v1/admin/corridors/BR', {
      token: ADMIN_TOKEN,
      body: {
        enabled: true,
        serviceFeeBps: 51,
        spread: '0.003',
        taxBps: 38,
        limits: { ON_RAMP: { min: '10.00', max: '50000.00' }, OFF_RAMP: { min: '5.00', max: '10000.00' } },
        reason: 'fee 0.51%',
      },
    });
    assert.equal(requested.status, 202, requested.text);
    const [moved] = await t.db.query<{ expires_at: Date }>(
      `UPDATE approval_requests SET created_at = now() - interval '2 days', expires_at = now() + interval '30 minutes' WHERE id = $1 RETURNING expires_at`,
      [requested.body.id],
    );
    expiresAt = moved!.expires_at;
    // A beneficiary held by a sanctions review opened 5 hours ago.
    // (Its webhooks go to a closed local port: nothing here reads them.)
    const integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/webhooks' });
    const beneficiary = await createBeneficiary(t, integrator, individual('monitoring-1'));
    await t.db.query(
      `INSERT INTO screening_reviews (id, integrator_id, beneficiary_id, hits, threshold, lists_loaded_at, created_at)
       VALUES ($1, $2, $3, '[{"list":"SDN","score":0.95}]', 0.9, now(), now() - interval '5 hours')`,
      [randomUUID(), integrator.id, beneficiary.id],
    );
    // A payout whose outcome is unknown for two days; a reconciliation run whose break on the PIX account is open.
    await t.db.query(
      `INSERT INTO exceptions (id, kind, resource_type, resource_id, reason, actions, created_at)
       VALUES ($1, 'PAYOUT_OUTCOME_UNKNOWN', 'transfer', $2, 'test', '{mark_paid}', now() - interval '2 days')`,
      [randomUUID(), randomUUID()],
    );
    const exceptionId = randomUUID();
    const runId = randomUUID();
    await t.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO exceptions (id, kind, resource_type, resource_id, reason, actions) VALUES ($1, 'RECONCILIATION_MISMATCH', 'reconciliation_item', 'E1', 'test', '{dismiss}')`,
        [exceptionId],
      );
      await tx.query(
        `INSERT INTO reconciliation_runs (id, trigger, period_start, period_end, slack_s, accounts, matched, missing_in_books, missing_at_rail, amount_differs, started_at)
         VALUES ($1, 'MANUAL', now() - interval '1 day', now(), 0, '{}', 0, 1, 0, 0, now())`,
        [runId],
      );
      await tx.query(
        `INSERT INTO reconciliation_items (id, run_id, rail_account, currency, reference, direction, outcome, rail_amount, rail_at, exception_id)
         VALUES ($1, $2, 'pix_collection', 'BRL', 'E1', 'IN', 'MISSING_IN_BOOKS', 10.00, now(), $3)`,
        [randomUUID(), runId, exceptionId],
      );
    });
    // The Efí payout account held a payout for want of money, and no refill was recorded since.
    await t.db.query(`UPDATE liquidity_accounts SET low_since = now() WHERE rail_account = 'br-payouts'`);
    // One posting written past the triggers, as only someone with the superuser's powers could: the books are 0.01 off.
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      const entry = randomUUID();
      await tx.query(`INSERT INTO ledger_accounts (id, kind, currency) VALUES ($1, 'rail_cash', 'BRL') ON CONFLICT DO NOTHING`, [randomUUID()]);
      await tx.query(`INSERT INTO ledger_entries (id, description, reference) VALUES ($1, 'tampered', 'test:tampered')`, [entry]);
      await tx.query(
        `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount)
         SELECT $1, $2, id, 'BRL', 'DEBIT', 0.01 FROM ledger_accounts WHERE kind = 'rail_cash' AND owner_id = '' AND currency = 'BRL'`,
        [randomUUID(), entry],
      );
    });
    const metrics = await t.request('GET', '/metrics');
    assert.equal(metrics.status, 200);
    text = metrics.text;
    names = served(text);
  });
  after(() => t.close());

  it('the alert rules pass promtool check rules', { skip: !promtool && 'promtool is not installed (Debian: apt-get install prometheus)' }, () => {
    const checked = spawnSync('promtool', ['check', 'rules', RULES], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
    assert.match(checked.stdout, /SUCCESS: \d+ rules found/);
  });

  it(
    'the alert rules pass their unit tests (promtool test rules)',
    { skip: !promtool && 'promtool is not installed (Debian: apt-get install prometheus)' },
    () => {
      const tested = spawnSync('promtool', ['test', 'rules', RULE_TESTS], { encoding: 'utf8' });
      assert.equal(tested.status, 0, tested.stdout + tested.stderr);
      assert.match(tested.stdout, /SUCCESS/);
      // Each alert about the books and the queues has a test of its own.
      const tests = (parse(readFileSync(RULE_TESTS, 'utf8')) as { tests: Array<{ alert_rule_test: Array<{ alertname: string; exp_alerts: unknown[] }> }> })
        .tests;
      const fired = new Set(tests.flatMap((test) => test.alert_rule_test.filter((step) => step.exp_alerts.length > 0).map((step) => step.alertname)));
      const groups = (parse(readFileSync(RULES, 'utf8')) as { groups: Array<{ name: string; rules: Array<{ alert: string }> }> }).groups;
      const books = groups.find((group) => group.name === 'ponte-books-and-queues')!.rules.map((rule) => rule.alert);
      assert.equal(books.length, 7);
      for (const alert of books) assert.ok(fired.has(alert), `${alert} has a promtool test that fires it`);
    },
  );

  it('serves the books-and-queues gauges the alerts read, at values that fire them', () => {
    // Debits minus credits in BRL: the one posting written past the triggers.
    assert.equal(value(text, 'ponte_ledger_imbalance', 'currency="BRL"'), 0.01);
    assert.ok(value(text, 'ponte_exception_oldest_open_seconds', 'kind="PAYOUT_OUTCOME_UNKNOWN"')! > 86_400);
    assert.equal(value(text, 'ponte_exceptions_open', 'kind="PAYOUT_OUTCOME_UNKNOWN"'), 1);
    assert.ok(value(text, 'ponte_screening_review_oldest_open_seconds')! > 14_400);
    assert.equal(value(text, 'ponte_screening_reviews_open'), 1);
    const expiry = value(text, 'ponte_approval_request_expiry_seconds', 'action="corridor.update"')!;
    assert.ok(expiry > 0 && expiry < 3600 && Math.abs(expiry - (expiresAt.getTime() - Date.now()) / 1000) < 60, String(expiry));
    assert.equal(value(text, 'ponte_approval_requests_pending', 'action="corridor.update"'), 1);
    assert.equal(value(text, 'ponte_reconciliation_breaks_open', 'rail_account="pix_collection"'), 1);
    assert.equal(value(text, 'ponte_liquidity_low', 'rail_account="br-payouts",currency="BRL"'), 1);
    assert.equal(value(text, 'ponte_liquidity_low', 'rail_account="chain",currency="USDC"'), 0);
  });

  it('the alert rules read only metrics the service serves', () => {
    const groups = (parse(readFileSync(RULES, 'utf8')) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> }).groups;
    const rules = groups.flatMap((group) => group.rules);
    assert.ok(rules.length >= 10);
    for (const rule of rules) {
      const used = metricNames(rule.expr);
      assert.ok(used.length > 0, `${rule.alert} reads a metric`);
      for (const name of used) assert.ok(names.has(name), `${rule.alert} reads ${name}, which /metrics does not serve`);
    }
  });

  it("the Grafana dashboard's panels read only metrics the service serves", () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => ({ panel: panel.title, expr: target.expr })));
    assert.ok(exprs.length >= 10);
    for (const { panel, expr } of exprs) {
      const used = metricNames(expr);
      assert.ok(used.length > 0, `"${panel}" reads a metric`);
      for (const name of used) assert.ok(names.has(name), `"${panel}" reads ${name}, which /metrics does not serve`);
    }
  });
});
