// Migration 022 on a database that already has simulations and transfers: each is given the terms of its corridor's
// defaults (BR tax 38, CO tax 40), and from then on a new row must state its own.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { migrate, migrationFiles } from '../../src/db/migrate.ts';
import { freshDatabase, type TestDatabase } from '../helpers/app.ts';

const migrations = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

describe('migration 022', () => {
  let database: TestDatabase;
  let dir: string;
  before(async () => {
    database = await freshDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'ponte-022-'));
  });
  after(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the simulations and transfers already there the default terms of their corridor', async () => {
    const files = await migrationFiles(migrations);
    for (const file of files.filter((name) => name < '022')) copyFileSync(path.join(migrations, file), path.join(dir, file));
    await migrate(database.db, dir);

    const db = database.db;
    const integrator = randomUUID();
    await db.query(
      `INSERT INTO integrators (id, name, email, client_id, client_secret_hash, webhook_secret_encrypted) VALUES ($1, 'Old', 'old@example.com', 'ck_old', 'x', 'x')`,
      [integrator],
    );
    const transfers: Record<string, string> = {};
    for (const country of ['BR', 'CO'] as const) {
      const beneficiary = randomUUID();
      const simulation = randomUUID();
      transfers[country] = randomUUID();
      await db.query(
        `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, person) VALUES ($1, $2, $3, 'INDIVIDUAL', $3, '{}')`,
        [beneficiary, integrator, country],
      );
      const price = [country === 'BR' ? 'BRL' : 'COP', 'USDC'];
      await db.query(
        `INSERT INTO simulations (id, integrator_id, beneficiary_id, type, country, integrator_fee_bps, from_currency, from_value, to_currency, to_value,
                                  market_exchange_rate, exchange_rate, integrator_fee, service_fee, taxes, effective_value, executed, expires_at)
         VALUES ($1, $2, $3, 'ON_RAMP', $4, 0, $5, 1000, $6, 180, 5.3, 5.31, 0, 5, 3.8, 991.2, true, now())`,
        [simulation, integrator, beneficiary, country, ...price],
      );
      await db.query(
        `INSERT INTO transfers (id, integrator_id, beneficiary_id, simulation_id, type, country, integrator_fee_bps, from_currency, from_value, to_currency,
                                to_value, market_exchange_rate, exchange_rate, integrator_fee, service_fee, taxes, effective_value, created_by, last_modified_by)
         VALUES ($1, $2, $3, $4, 'ON_RAMP', $5, 0, $6, 1000, $7, 180, 5.3, 5.31, 0, 5, 3.8, 991.2, 'x', 'x')`,
        [transfers[country], integrator, beneficiary, simulation, country, ...price],
      );
    }

    for (const file of files.filter((name) => name >= '022')) copyFileSync(path.join(migrations, file), path.join(dir, file));
    assert.ok((await migrate(database.db, dir)).includes('022_audit_corridors_suspension.sql'));

    for (const table of ['simulations', 'transfers']) {
      const rows = await db.query<{ country: string; service_fee_bps: number; spread: string; tax_bps: number }>(
        `SELECT country, service_fee_bps, spread::text, tax_bps FROM ${table} ORDER BY country`,
      );
      assert.deepEqual(
        rows,
        [
          { country: 'BR', service_fee_bps: 50, spread: '0.003000', tax_bps: 38 },
          { country: 'CO', service_fee_bps: 50, spread: '0.003000', tax_bps: 40 },
        ],
        table,
      );
    }
    assert.deepEqual(await db.query(`SELECT status FROM integrators`), [{ status: 'ACTIVE' }]);
    // The defaults are gone: a transfer that does not state its terms is refused.
    await assert.rejects(
      db.query(
        `INSERT INTO simulations (id, integrator_id, beneficiary_id, type, country, integrator_fee_bps, from_currency, from_value, to_currency, to_value,
                                  market_exchange_rate, exchange_rate, integrator_fee, service_fee, taxes, effective_value, expires_at)
         SELECT $1, integrator_id, beneficiary_id, type, country, 0, from_currency, from_value, to_currency, to_value, market_exchange_rate,
                exchange_rate, integrator_fee, service_fee, taxes, effective_value, now() FROM simulations LIMIT 1`,
        [randomUUID()],
      ),
      /service_fee_bps/,
    );
  });
});
