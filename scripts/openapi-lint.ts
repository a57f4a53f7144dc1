// `npm run openapi:lint`: the OpenAPI document a sandbox server serves, linted by Redocly CLI (recommended rules,
// redocly.yaml) and Spectral (spectral:oas, .spectral.yaml). Fails on any error or warning of either.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedDocument } from '../sdk/scripts/generate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const dir = mkdtempSync(path.join(tmpdir(), 'ponte-openapi-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await servedDocument(), null, 2));
  const runs = [
    ['Redocly CLI', bin('redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '1000']],
    ['Spectral', bin('spectral'), ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'hint']],
  ] as const;
  let failed = false;
  for (const [name, command, args] of runs) {
    process.stdout.write(`\n--- ${name}\n`);
    // Redocly exits 0 on warnings: its summary line says whether there were any.
    const result = spawnSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${result.stdout}${result.stderr}`;
    process.stdout.write(output);
    if (result.status !== 0 || /\d+ warnings?/.test(output)) failed = true;
  }
  if (failed) {
    process.stderr.write('\nopenapi:lint: the document has errors or warnings\n');
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
