// Owns reconciliation: for a period, each rail account's postings in the books (books.ts) against what its rail reports
// (rails/capabilities/statement.ts), item by item (compare.ts): matched, missing in the books, missing at the rail, amount differs.
// Every rail is read first, outside any transaction; then one transaction writes the run, its unmatched items and an
// exception RECONCILIATION_MISMATCH for each (runs.ts). A rail account with no statement that can be read here, or
// whose read fails, is reported not reconciled with the reason, and the others are reconciled all the same.
//
// The daily run (jobs.ts) reconciles the previous UTC day at RECONCILIATION_HOUR, and never before the day's end plus
// the slack (RECONCILIATION_SLACK_S): the movements of the day's last moments have had their slack to be booked.
import { isUniqueViolation, maybeOneByUuid, type Db } from '../../db/index.ts';
import type { Actor } from '../audit/index.ts';
import { listPage, type ListRequest, type Page } from '../../db/lists.ts';
import { errorText } from '../../errors.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { RAIL_ACCOUNTS, RAIL_ACCOUNT_CURRENCY, type RailAccount, type RailMovement, type RailStatements } from '../../rails/capabilities/statement.ts';
import type { RailBalances } from '../../rails/capabilities/balance.ts';
import { compareBalances, comparePeriodBalances } from './balances.ts';
import { bookedMovements } from './books.ts';
import { compare, countOutcomes, type ComparedItem, type Period, type Unmatched } from './compare.ts';
import { reconciliationError } from './errors.ts';
import { runList, runWithItems, saveRun, toRun, type RunRow, type Trigger } from './runs.ts';
import type { RunAccountType, RunBodyType, RunWithItemsType } from './schemas.ts';

const DAY_MS = 24 * 3600_000;
/** The longest period an operator may reconcile at once (a run holds both sides of its period in memory). */
const MAX_PERIOD_MS = 31 * DAY_MS;

export interface ReconciliationSettings {
  /** The UTC hour of the daily run. */
  hourUtc: number;
  /** How far past each edge of a period both sides are read. */
  slackS: number;
}

const startOfUtcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

async function collect(movements: AsyncIterable<RailMovement>): Promise<RailMovement[]> {
  const lines: RailMovement[] = [];
  for await (const movement of movements) lines.push(movement);
  return lines;
}

const unmatched = (item: ComparedItem): item is ComparedItem & { outcome: Unmatched } => item.outcome !== 'MATCHED';

export class ReconciliationService {
  constructor(
    private readonly db: Db,
    private readonly statements: RailStatements,
    private readonly settings: ReconciliationSettings,
    /** Each rail account's provider balance (rails/index.ts), compared with the books at each run. */
    private readonly balances: RailBalances = {},
  ) {}

  /** An operator's run over [from, to): the period must be over, and at most 31 days long. */
  runPeriod(from: string, to: string, actor: Actor, now = new Date()): Promise<RunWithItemsType> {
    const period = { start: new Date(from), end: new Date(to) };
    if (Number.isNaN(period.start.getTime()) || Number.isNaN(period.end.getTime()) || period.start >= period.end) {
      throw reconciliationError('reconciliation.invalid_period', 'from must be before to.');
    }
    if (period.end > now) throw reconciliationError('reconciliation.invalid_period', 'The period is not over: to must not be later than now.');
    if (period.end.getTime() - period.start.getTime() > MAX_PERIOD_MS)
      throw reconciliationError('reconciliation.invalid_period', 'A period lasts at most 31 days.');
    return this.run(period, 'MANUAL', actor);
  }

  /** Compares every rail account over `period` and records the run (in the audit log too when an operator asked for it). */
  async run(period: Period, trigger: Trigger, actor?: Actor): Promise<RunWithItemsType> {
    const startedAt = new Date();
    const slackMs = this.settings.slackS * 1000;
    const window = { start: new Date(period.start.getTime() - slackMs), end: new Date(period.end.getTime() + slackMs) };
    const books = await bookedMovements(this.db, window.start, window.end);
    const accounts: RunAccountType[] = [];
    const items: Array<ComparedItem & { outcome: Unmatched }> = [];
    for (const account of RAIL_ACCOUNTS) {
      const booked = books.filter((movement) => movement.account === account);
      const inPeriod = booked.filter((movement) => movement.at >= period.start && movement.at < period.end).length;
      const source = this.statements[account];
      const notReconciled = (reason: string) => accounts.push(accountResult(account, inPeriod, reason, []));
      if (!source) {
        notReconciled('The rail is not configured.');
        continue;
      }
      if ('unreadable' in source) {
        notReconciled(source.unreadable);
        continue;
      }
      let lines: RailMovement[];
      try {
        lines = await collect(source.movements(window.start, window.end));
      } catch (error) {
        notReconciled(`The rail's statement could not be read: ${errorText(error)}`);
        continue;
      }
      const compared = compare(
        booked,
        lines.filter((line) => line.account === account),
        period,
      );
      const periodBalances = await comparePeriodBalances(this.db, this.balances, account, period);
      accounts.push({ ...accountResult(account, inPeriod, null, compared), ...(periodBalances ? { periodBalances } : {}) });
      items.push(...compared.filter(unmatched));
    }
    const balances = await compareBalances(this.db, this.balances);
    return this.db.transaction((tx) => saveRun(tx, { trigger, period, slackS: this.settings.slackS, accounts, unmatched: items, balances, startedAt, actor }));
  }

  /** When the daily run of the day `day` starts falls due: its hour, but not before the previous day's end plus the slack. */
  private dueOn(day: Date): Date {
    return new Date(day.getTime() + Math.max(this.settings.hourUtc * 3600_000, this.settings.slackS * 1000));
  }

  /** The next time the daily run falls due after `now` (or at it). */
  nextScheduledAt(now: Date): Date {
    const today = startOfUtcDay(now);
    const due = this.dueOn(today);
    return now < due ? due : this.dueOn(new Date(today.getTime() + DAY_MS));
  }

  /**
   * The daily job: reconciles the UTC day before `now`'s, once (a run of that day made already, by another worker or
   * an earlier attempt, is not made again), then comes back at the next day's hour.
   */
  async runScheduled(now = new Date()): Promise<JobResult> {
    const today = startOfUtcDay(now);
    if (now < this.dueOn(today)) return { rescheduleAt: this.dueOn(today) };
    const period = { start: new Date(today.getTime() - DAY_MS), end: today };
    const [done] = await this.db.query(`SELECT 1 FROM reconciliation_runs WHERE trigger = 'SCHEDULED' AND period_start = $1`, [period.start]);
    if (!done) {
      try {
        await this.run(period, 'SCHEDULED');
      } catch (error) {
        if (!isUniqueViolation(error, 'reconciliation_runs_scheduled')) throw error;
      }
    }
    return { rescheduleAt: this.dueOn(new Date(today.getTime() + DAY_MS)) };
  }

  list(request: ListRequest): Promise<Page<RunBodyType>> {
    return listPage(this.db, runList, request, undefined, 'r.*', toRun);
  }

  async get(id: string): Promise<RunWithItemsType> {
    const row = await maybeOneByUuid<RunRow>(this.db, 'SELECT * FROM reconciliation_runs WHERE id = $1', [id]);
    if (!row) throw reconciliationError('reconciliation_run.not_found');
    return runWithItems(this.db, row);
  }
}

function accountResult(account: RailAccount, booked: number, reason: string | null, compared: ComparedItem[]): RunAccountType {
  const counts = countOutcomes(compared);
  return {
    railAccount: account,
    currencyCode: RAIL_ACCOUNT_CURRENCY[account],
    reconciled: reason === null,
    reason,
    booked,
    matched: counts.MATCHED,
    missingInBooks: counts.MISSING_IN_BOOKS,
    missingAtRail: counts.MISSING_AT_RAIL,
    amountDiffers: counts.AMOUNT_DIFFERS,
  };
}
