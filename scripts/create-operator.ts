// `npm run ops:create-operator -- --email ops@example.com [--role admin] [--no-second-factor]`: makes an operator
// account (an admin unless --role says otherwise: this is how a server's owner makes the first admin) for the console at /ops on the database the configuration names (DATABASE_URL, or the embedded one in DATA_DIR, which must
// not be open in a running server), and prints its one-time password and TOTP secret and provisioning URI once. It
// reads nothing from standard input, so it runs the same in CI. Exit 0 when made; 1 with the reason otherwise.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config/index.ts';
import { loadSecretsKey } from '../src/context.ts';
import { secretBox } from '../src/crypto.ts';
import { restrictDataDir } from '../src/db/data-dir.ts';
import { seedNewDataDir } from '../src/db/embedded-seed.ts';
import { openDb } from '../src/db/index.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { DomainError } from '../src/errors.ts';
import { systemActor } from '../src/modules/audit/index.ts';
import { OperatorService } from '../src/modules/operators/index.ts';
import { isRole, ROLES } from '../src/http/roles.ts';

const USAGE = `usage: npm run ops:create-operator -- --email <email> [--role ${ROLES.join('|')}] [--no-second-factor]  (role: admin by default; no second factor: sandbox only)`;

function fail(message: string): never {
  process.stderr.write(`ops:create-operator: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let options;
  try {
    options = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, 'no-second-factor': { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (!options.email) fail(`--email is required\n${USAGE}`);
  const role = options.role ?? 'admin';
  if (!isRole(role)) fail(`--role must be one of ${ROLES.join(', ')}\n${USAGE}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let release = () => {};
  if (!config.databaseUrl) {
    restrictDataDir(config.dataDir);
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) fail(`${error.message} (stop the server, or create the operator with POST /v1/admin/operators)`);
      throw error;
    }
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // An operator made before the first start: the new embedded database starts from the seed, as `npm start`'s would
  // (about 1 s where initdb and the migrations take about 8).
  if (!config.databaseUrl) {
    await seedNewDataDir(pgliteDir, (error) =>
      process.stderr.write(`embedded database seed not used: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
  try {
    await migrate(db);
    const operators = new OperatorService(db, secretBox(await loadSecretsKey(config)), config.env, config.passwordHashCost);
    const created = await operators
      .create({ email: options.email, role, secondFactor: !options['no-second-factor'] }, 'command', systemActor('ops:create-operator'))
      .catch((error: unknown) => {
        if (error instanceof DomainError) fail(error.message);
        throw error;
      });
    const lines = [
      `Operator ${created.email} created (${created.id}), role ${created.role}. Shown once, keep them safe:`,
      `  one-time password: ${created.password}   (the first sign-in at /ops asks for a password of your own)`,
      ...(created.totp
        ? [
            `  TOTP secret:       ${created.totp.secret}   (${created.totp.algorithm}, ${created.totp.digits} digits, ${created.totp.period} s)`,
            `  provisioning URI:  ${created.totp.uri}`,
          ]
        : ['  no second factor: this sandbox account signs in with its password alone']),
    ];
    process.stdout.write(lines.join('\n') + '\n');
  } finally {
    await db.close();
    release();
  }
}

await main();
