// Every environment variable the configuration reads is documented in docs/configuration.md, so an operator never
// meets a setting that only the code knows about.
// Test pass: embedded only (database-independent: reads the code and the documents)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');

function variablesRead(): string[] {
  const dir = path.join(root, 'src/config');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    // Names are read as string literals: text(env, 'PORT'), integer(env, 'SIMULATION_TTL_S', ...), env.PONTE_ENV.
    for (const match of source.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})'|\benv\.([A-Z][A-Z0-9_]{2,})/g)) names.add(match[1] ?? match[2]!);
  }
  return [...names].sort();
}

describe('docs/configuration.md', () => {
  it('documents every variable src/config reads', () => {
    const documented = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const read = variablesRead();
    assert.ok(read.length > 40, `found ${read.length} variables: the pattern no longer finds how src/config reads them`);
    const missing = read.filter((name) => !documented.includes(`\`${name}\``));
    assert.deepEqual(missing, [], `not in docs/configuration.md: ${missing.join(', ')}`);
  });
});
