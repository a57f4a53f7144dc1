// Process entry of `npm ci`'s prepare script (`start.mjs seed`): makes the migrated embedded database a new DATA_DIR
// starts from (db/embedded-seed.ts), so that a fresh clone's first `npm start` skips initdb and the migrations. Never
// fails the install: without a seed the first start makes its database itself, only slower. Production (PostgreSQL)
// has no use for it.
import { ensureSeed } from './db/embedded-seed.ts';

if (process.env.PONTE_ENV === 'production' || process.env.NODE_ENV === 'production') process.exit(0);
const started = Date.now();
try {
  const { file, made } = await ensureSeed();
  process.stderr.write(`ponte: embedded database seed ${made ? `made in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'already there'}: ${file}\n`);
} catch (error) {
  process.stderr.write(
    `ponte: no embedded database seed (${error instanceof Error ? error.message : String(error)}); a first start makes its database itself\n`,
  );
}
