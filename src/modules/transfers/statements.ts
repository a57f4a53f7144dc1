// Owns the statements that create simulations and transfers. The two busiest requests, simulation and on-ramp
// creation, are coalesced across the requests of one turn of the event loop (src/db/coalesce.ts): a batch of N reads or
// writes is one round trip. Rows travel as one JSON array that PostgreSQL turns into rows of the table's own type
// (jsonb_populate_recordset), so a statement has the same text and parameters whatever the size of its batch. An
// off-ramp is created in a transaction of its own (it also takes a hold), with `claimSimulation` and `insertTransfer`.
import { coalesce } from '../../db/coalesce.ts';
import { maybeOne, one, preparedAs, type Db, type Prepared, type Queryable } from '../../db/index.ts';
import { DEFAULT_MAX_ATTEMPTS, enqueueSql, keyPrefix, needsWake } from '../../jobs/queue.ts';
import { Decimal } from '../../money.ts';
import type { BeneficiaryRow } from '../beneficiaries/index.ts';
import type { Country } from '../corridors/index.ts';
import { transferFundingTimeoutJob } from './jobs.ts';
import { simulationColumns, transferColumns, type SimulationRow, type TransferRow } from './model.ts';

/** A beneficiary as a simulation needs it, with its integrator's fee. */
export interface SimulatedBeneficiary {
  id: string;
  integrator_id: string;
  country: Country;
  status: BeneficiaryRow['status'];
  integrator_fee_bps: number;
  /** Where an off-ramp would pay out, and whether that was validated. */
  target_account: BeneficiaryRow['target_account'];
  target_account_status: BeneficiaryRow['target_account_status'];
}

/** One row to insert, by column name; amounts and rates as Decimal, times as Date. */
export type NewRow = Record<string, unknown>;

/** Within one tenant: reads match on the integrator as well as the id. */
interface Owned {
  integratorId: string;
  id: string;
}

/**
 * The rows as the JSON array jsonb_populate_recordset reads, amounts and rates (the rows' own columns) as exact decimal
 * text. Converted here rather than by a replacer: JSON.stringify with one leaves V8's fast path, and was about 5% of a
 * transfer create's CPU.
 */
function rowsJson(rows: NewRow[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const plain: Record<string, unknown> = {};
      for (const key in row) {
        const value = row[key];
        plain[key] = value instanceof Decimal ? value.toFixed() : value;
      }
      return plain;
    }),
  );
}

const pairs = (keys: Owned[]) => [keys.map((key) => key.id), keys.map((key) => key.integratorId)];
const findOwned = <T extends { id: string; integrator_id: string }>(rows: T[], key: Owned) =>
  rows.find((row) => row.id === key.id && row.integrator_id === key.integratorId);

// The statements of the two busiest requests are prepared (planned once per connection): their columns are named, so a
// migration that adds one never changes the result of a statement a running process has prepared.
const BENEFICIARIES: Prepared = {
  name: 'transfers_beneficiaries_of_integrators',
  text: `SELECT b.id, b.integrator_id, b.country, b.status, i.integrator_fee_bps, b.target_account, b.target_account_status
           FROM beneficiaries b JOIN integrators i ON i.id = b.integrator_id
          WHERE (b.id, b.integrator_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
};
const SIMULATIONS: Prepared = {
  name: 'transfers_simulations_of_integrators',
  text: `SELECT ${simulationColumns} FROM simulations WHERE (id, integrator_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
};

export class TransferStatements {
  constructor(
    private readonly db: Db,
    private readonly fundingTimeoutS: number,
  ) {}

  /** One of the integrator's beneficiaries with the integrator's fee, or undefined. */
  readonly beneficiary = coalesce(async (keys: Owned[]): Promise<Array<SimulatedBeneficiary | undefined>> => {
    const rows = await this.db.query<SimulatedBeneficiary>(BENEFICIARIES, pairs(keys));
    return keys.map((key) => findOwned(rows, key));
  });

  /** One of the integrator's simulations, or undefined. */
  readonly simulation = coalesce(async (keys: Owned[]): Promise<Array<SimulationRow | undefined>> => {
    const rows = await this.db.query<SimulationRow>(SIMULATIONS, pairs(keys));
    return keys.map((key) => findOwned(rows, key));
  });

  readonly insertSimulation = coalesce(async (rows: NewRow[]): Promise<SimulationRow[]> => {
    const columns = Object.keys(rows[0] ?? {}).join(', ');
    const inserted = await this.db.query<SimulationRow>(
      preparedAs(
        'simulations_insert',
        `INSERT INTO simulations (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::simulations, $1::jsonb) RETURNING ${simulationColumns}`,
      ),
      [rowsJson(rows)],
    );
    return rows.map((row) => inserted.find((candidate) => candidate.id === row.id) as SimulationRow);
  });

  /**
   * Creates transfers, each only if it claims its simulation (`executed` from false to true), and adds each one's
   * funding timeout, all in one statement. Undefined for a transfer whose simulation was executed already, by an
   * earlier request or by another of the same batch. The simulations are locked in id order, so two batches that
   * claim the same ones wait for each other instead of deadlocking.
   */
  readonly insertTransfer = coalesce(async (rows: NewRow[]): Promise<Array<TransferRow | undefined>> => {
    const first = new Map<unknown, NewRow>();
    for (const row of rows) if (!first.has(row.simulation_id)) first.set(row.simulation_id, row);
    const columns = Object.keys(rows[0] ?? {}).join(', ');
    const fundingTimeout = enqueueSql({
      kind: '$2',
      payload: "jsonb_build_object('transferId', id)",
      uniqueKey: '$3 || id',
      runAt: '$4',
      maxAttempts: String(DEFAULT_MAX_ATTEMPTS),
      replace: 'false',
      wake: '$5',
      owner: 'integrator_id',
    });
    const runAt = new Date(Date.now() + this.fundingTimeoutS * 1000);
    const inserted = await this.db.query<TransferRow>(
      preparedAs(
        'transfers_insert',
        `WITH input AS (
         SELECT * FROM jsonb_populate_recordset(NULL::transfers, $1::jsonb)
       ), claimable AS (
         SELECT s.id FROM simulations s WHERE s.id IN (SELECT simulation_id FROM input) AND NOT s.executed ORDER BY s.id FOR NO KEY UPDATE
       ), claimed AS (
         UPDATE simulations s SET executed = true FROM claimable c WHERE s.id = c.id RETURNING s.id
       )
       INSERT INTO transfers (${columns}) SELECT ${columns} FROM input WHERE simulation_id IN (SELECT id FROM claimed)
       RETURNING ${transferColumns}, ${fundingTimeout} AS funding_timeout`,
      ),
      [rowsJson([...first.values()]), transferFundingTimeoutJob.kind, keyPrefix(transferFundingTimeoutJob), runAt, needsWake(runAt)],
    );
    return rows.map((row) => (first.get(row.simulation_id) === row ? inserted.find((candidate) => candidate.id === row.id) : undefined));
  });
}

/**
 * Claims a simulation for the transfer about to be made from it (`executed` from false to true), in the caller's
 * transaction and under the simulation's row lock: of concurrent requests for one simulation, only the first claims it.
 */
export async function claimSimulation(tx: Queryable, integratorId: string, simulationId: string): Promise<boolean> {
  const claimed = await maybeOne<{ id: string }>(
    tx,
    'UPDATE simulations SET executed = true WHERE id = $1 AND integrator_id = $2 AND NOT executed RETURNING id',
    [simulationId, integratorId],
  );
  return claimed !== undefined;
}

/** Inserts one transfer, by column name, in the caller's transaction, and returns it. */
export function insertTransferRow(tx: Queryable, row: NewRow): Promise<TransferRow> {
  const columns = Object.keys(row);
  const values = columns.map((_column, index) => `$${index + 1}`).join(', ');
  return one<TransferRow>(tx, `INSERT INTO transfers (${columns.join(', ')}) VALUES (${values}) RETURNING *`, Object.values(row));
}
