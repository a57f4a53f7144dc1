// The sandbox rails' statement: what a real rail's account statement would show, kept in the table this adapter owns
// (sandbox_rail_movements, migration 025). The sandbox's tools record money arriving (a PIX, a bank deposit, USDC sent
// on-chain, USD in), the sandbox payout rails record each payout they make with a settled outcome, and the sandbox
// collection rails record each deposit they return to its payer. A line is recorded once per rail account, reference
// and direction, however often the rail is told of it.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/index.ts';
import { Decimal, type CurrencyCode } from '../../money.ts';
import type { ProviderBalance, RailBalance } from '../capabilities/balance.ts';
import {
  RAIL_ACCOUNT_CURRENCY,
  type Arrival,
  type DepositReturnRail,
  type MovementDirection,
  type RailAccount,
  type RailMovement,
  type RailStatement,
} from '../capabilities/statement.ts';

interface MovementRow {
  rail_account: RailAccount;
  reference: string;
  direction: MovementDirection;
  amount: string;
  currency: CurrencyCode;
  occurred_at: Date;
}

export class SandboxRailStatement {
  constructor(private readonly db: Db) {}

  /** Records a movement (in the caller's transaction when given); a second record of the same line changes nothing. */
  async record(movement: Omit<RailMovement, 'at'> & { at?: Date }, tx: Queryable = this.db): Promise<void> {
    await tx.query(
      `INSERT INTO sandbox_rail_movements (id, rail_account, reference, direction, amount, currency, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))
       ON CONFLICT (rail_account, reference, direction) DO NOTHING`,
      [randomUUID(), movement.account, movement.reference, movement.direction, movement.amount, movement.currency, movement.at ?? null],
    );
  }

  /** The statement of one rail account. */
  of(account: RailAccount): RailStatement {
    const db = this.db;
    return {
      async *movements(start: Date, end: Date): AsyncIterable<RailMovement> {
        const rows = await db.query<MovementRow>(
          `SELECT rail_account, reference, direction, amount::text AS amount, currency, occurred_at FROM sandbox_rail_movements
            WHERE rail_account = $1 AND occurred_at >= $2 AND occurred_at < $3 ORDER BY occurred_at, id`,
          [account, start, end],
        );
        for (const row of rows) {
          yield {
            account: row.rail_account,
            reference: row.reference,
            direction: row.direction,
            amount: new Decimal(row.amount),
            currency: row.currency,
            at: row.occurred_at,
          };
        }
      },
    };
  }

  /** The balance of one rail account, from its own record: everything in less everything out, up to now. */
  balanceOf(account: RailAccount): RailBalance {
    const db = this.db;
    return {
      async balance(): Promise<ProviderBalance> {
        const [row] = await db.query<{ amount: string; at: Date }>(
          `WITH t AS (SELECT clock_timestamp() AS at)
           SELECT COALESCE(sum(CASE m.direction WHEN 'IN' THEN m.amount ELSE -m.amount END), 0)::text AS amount, t.at
             FROM t LEFT JOIN sandbox_rail_movements m ON m.rail_account = $1 AND m.occurred_at <= t.at
            GROUP BY t.at`,
          [account],
        );
        return { amount: new Decimal(row!.amount), currency: RAIL_ACCOUNT_CURRENCY[account], at: row!.at };
      },
    };
  }

  /** The rail's own record of money arriving at `account`, for the domain to write with its acceptance. */
  arrivalAt(account: RailAccount) {
    return (tx: Queryable, arrival: Arrival): Promise<void> => this.record({ account, direction: 'IN', ...arrival }, tx);
  }
}

/** A sandbox collection rail sends a deposit back at once: its statement shows the return. */
export class SandboxDepositReturns implements DepositReturnRail {
  constructor(
    private readonly statement: SandboxRailStatement,
    private readonly account: RailAccount,
  ) {}

  returnDeposit(deposit: Arrival): Promise<void> {
    return this.statement.record({ account: this.account, direction: 'OUT', ...deposit });
  }
}
