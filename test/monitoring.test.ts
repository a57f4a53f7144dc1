// The operator's files under ops/: the Prometheus alert rules are valid (promtool, where Debian's prometheus package
// provides it) and, like every panel of the Grafana dashboard, name only metrics that a running service serves.
// Test pass: embedded only (database-independent: the alert rules and dashboard against the served metrics)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { startApp, type TestApp } from './helpers/app.ts';

const RULES = 'ops/prometheus/alerts.yaml';
const DASHBOARD = 'ops/grafana/ponte.json';
const promtool = spawnSync('promtool', ['--version']).status === 0;

/** The metric names a PromQL expression reads: ours all begin with one of these prefixes. */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b((?:ponte|http|process|nodejs)_[A-Za-z0-9_:]*)/g)].map((match) => match[1]!);
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
  before(async () => {
    // The sandbox's one process runs the api and the worker: its /metrics serves what both serve apart.
    t = await startApp({ worker: true });
    await t.request('GET', '/health');
    const metrics = await t.request('GET', '/metrics');
    assert.equal(metrics.status, 200);
    names = served(metrics.text);
  });
  after(() => t.close());

  it('the alert rules pass promtool check rules', { skip: !promtool && 'promtool is not installed (Debian: apt-get install prometheus)' }, () => {
    const checked = spawnSync('promtool', ['check', 'rules', RULES], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
    assert.match(checked.stdout, /SUCCESS: \d+ rules found/);
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
