// The performance tables of docs/testing.md and the README against bench/results.json: they are generated from it
// (scripts/bench-table.ts), so a figure typed by hand, or a run whose tables were not regenerated, fails here.
// Test pass: embedded only (database-independent: compares the generated tables with bench/results.json)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { FILES, fullTable, readResults, shortTable, withTable } from '../scripts/bench-table.ts';

describe('performance tables', () => {
  const results = readResults();

  it('docs/testing.md holds every row of bench/results.json as the script writes it', () => {
    const doc = readFileSync(FILES.full, 'utf8');
    assert.equal(doc, withTable(doc, fullTable(results), FILES.full), 'run `node --import tsx scripts/bench-table.ts`');
  });

  it('the README holds the rows with a target as the script writes them, and stays under 250 lines', () => {
    const readme = readFileSync(FILES.short, 'utf8');
    assert.equal(readme, withTable(readme, shortTable(results), FILES.short), 'run `node --import tsx scripts/bench-table.ts`');
    assert.ok(readme.split('\n').length < 250, `README.md has ${readme.split('\n').length} lines`);
  });

  it('results.json is from a durable server, with the settings and versions that matter', () => {
    assert.equal(results.settings.fsync, 'on');
    assert.equal(results.settings.synchronous_commit, 'on');
    assert.equal(results.settings.full_page_writes, 'on');
    for (const key of ['shared_buffers', 'max_connections']) assert.ok(results.settings[key], key);
    assert.ok(results.postgres && results.node && results.cores > 0);
    for (const row of results.results.filter((r) => r.ratioMin !== undefined && r.ratioMin !== null)) {
      assert.ok((row.pairs ?? 0) >= 3, `${row.scenario}: ${row.pairs} pairs`);
    }
  });
});
