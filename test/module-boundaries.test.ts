// The house's import rules (.dependency-cruiser.cjs, run by `npm run lint`): a module is reached only through its
// index.ts, imports run routes -> services -> db and rails, no module reaches the app, and no two modules import each
// other round a loop. The rules pass on the tree, pass on a small tree that keeps them, and fail, each one, on a small
// tree that breaks it (test/fixtures/module-doors/).
// Test pass: embedded only (database-independent: reads the source tree)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'test/fixtures/module-doors');

/**
 * Runs the repository's rules over `src` of the tree at `dir`, as `npm run lint` does at the root: its exit status, and
 * each violation as `rule: from -> to` (a cycle by its first step).
 */
function cruise(dir: string): { status: number | null; violations: string[] } {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  // `npm test` runs this file in its compiled copy of the tree, where each .ts has its .js beside it: the rules are about
  // the sources, so the compiled files are left out.
  const args = ['src', '--config', path.join(root, '.dependency-cruiser.cjs'), '--exclude', '\\.js$', '--output-type', 'err'];
  const result = spawnSync(bin, args, { cwd: dir, encoding: 'utf8' });
  assert.equal(result.error, undefined);
  const violations = [...result.stdout.matchAll(/^\s+error (\S+): (\S+) →\s+(\S+)/gm)].map(([, rule, from, to]) => `${rule}: ${from} -> ${to}`);
  return { status: result.status, violations };
}

describe('module boundaries', () => {
  it('fail on a tree that goes around a door, against the module order, into the app, into a fake, or round a loop', () => {
    const { status, violations } = cruise(path.join(fixtures, 'bypass'));
    assert.notEqual(status, 0);
    assert.deepEqual(violations.sort(), [
      'lower-layer-imports-upward: src/rails/bank.ts -> src/modules/alpha/index.ts',
      'module-cycle-alpha: src/modules/alpha/service.ts -> src/modules/beta/index.ts',
      'module-cycle-beta: src/modules/beta/index.ts -> src/modules/beta/service.ts',
      'module-door-outside: src/app.ts -> src/modules/beta/routes.ts',
      'module-door: src/modules/beta/service.ts -> src/modules/alpha/service.ts',
      'module-imports-app: src/modules/alpha/service.ts -> src/app.ts',
      'production-imports-fake: src/rails/wiring.ts -> src/rails/bank/fake/server.ts',
      'service-imports-routes: src/modules/beta/service.ts -> src/modules/beta/routes.ts',
    ]);
  });

  it('pass on a tree that imports every module through its door', () => {
    const { status, violations } = cruise(path.join(fixtures, 'doors'));
    assert.deepEqual(violations, []);
    assert.equal(status, 0);
  });

  it("pass on Ponte's own src/", () => {
    const { status, violations } = cruise(root);
    assert.deepEqual(violations, []);
    assert.equal(status, 0);
  });
});
