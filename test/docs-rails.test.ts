// The README's rail table is true of production: every provider folder under src/rails/ has its row, no row is the
// sandbox's or "none yet", and every provider has its page in docs/rails/ (naming the folder, or named after it), linked
// from docs/rails.md.
// Test pass: embedded only (database-independent: reads the documents)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Folders of src/rails/ that hold no provider's adapter, and why. */
const NOT_PROVIDERS: Record<string, string> = {
  capabilities: 'the capability interfaces the services use, apart from any provider',
  fakes: "what the providers' fake servers stand on (published documents' location, a test PKI)",
  pix: "PIX's own standards (the BR Code, the collector's statement)",
  usd: 'the ABA routing number check',
  'oauth-mtls': 'a transport two PIX adapters share',
  sandbox: "the sandbox's own adapters, never wired in production",
};

function railTableRows(): string[][] {
  const readme = read('README.md');
  const start = readme.indexOf('| rail | production adapter | follows |');
  assert.ok(start >= 0, 'README has the rail table');
  const rows: string[][] = [];
  for (const line of readme.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('the rail table and docs/rails/', () => {
  it('has a row for every provider folder, none of them sandbox-only or "none yet"', () => {
    const rows = railTableRows();
    for (const row of rows) assert.doesNotMatch(row.join(' | '), /none yet|sandbox/i, row.join(' | '));
    const named = new Set(rows.flatMap((row) => [...row[1]!.matchAll(/`src\/rails\/([a-z0-9-]+)\//g)].map((match) => match[1]!)));
    const providers = readdirSync(path.join(root, 'src/rails')).filter(
      // An emptied folder (left on disk by a move; git keeps none) is no provider.
      (entry) =>
        statSync(path.join(root, 'src/rails', entry)).isDirectory() && readdirSync(path.join(root, 'src/rails', entry)).length > 0 && !(entry in NOT_PROVIDERS),
    );
    assert.deepEqual(
      providers.filter((folder) => !named.has(folder)),
      [],
      'provider folders without a row in the README',
    );
  });

  it('has a page per provider, linked from docs/rails.md', () => {
    const pages = readdirSync(path.join(root, 'docs/rails')).filter((file) => file.endsWith('.md'));
    const index = read('docs/rails.md');
    assert.deepEqual(
      pages.filter((page) => !index.includes(`](rails/${page})`)),
      [],
      'pages docs/rails.md does not link',
    );
    const texts = pages.map((page) => ({ page, text: read(`docs/rails/${page}`) }));
    const folders = railTableRows().flatMap((row) => [...row[1]!.matchAll(/`src\/rails\/([a-z0-9-]+)\//g)].map((match) => match[1]!));
    const without = folders.filter((folder) => !texts.some(({ page, text }) => page === `${folder}.md` || text.includes(`src/rails/${folder}/`)));
    assert.deepEqual(without, [], 'provider folders without a page in docs/rails/');
  });
});
