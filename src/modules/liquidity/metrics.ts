// Owns what /metrics says of liquidity, read from the database at each scrape where the worker runs: per liquidity
// account its free balance, minimum and target, and whether it is low (a payout or release was held for want of its
// money and no refill has been recorded since). A scrape that cannot read the database leaves them out.
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/index.ts';
import { listAccounts } from './service.ts';
import type { LiquidityAccountType } from './schemas.ts';

export function registerLiquidityGauges(registry: Registry, db: Db): void {
  let current: { at: number; read: Promise<LiquidityAccountType[] | undefined> } | undefined;
  // The gauges of one scrape share one read.
  const read = (): Promise<LiquidityAccountType[] | undefined> => {
    if (!current || Date.now() - current.at > 500) {
      current = {
        at: Date.now(),
        read: listAccounts(db).then(
          (accounts) => accounts,
          () => undefined,
        ),
      };
    }
    return current.read;
  };
  const gauge = (name: string, help: string, value: (account: LiquidityAccountType) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['rail_account', 'currency'],
      registers: [registry],
      async collect() {
        const accounts = await read();
        this.reset();
        // A float is fine here: for graphs and alerts, never for money.
        for (const account of accounts ?? []) this.set({ rail_account: account.railAccount, currency: account.currencyCode }, value(account));
      },
    });
  gauge('ponte_liquidity_free', "A liquidity account's free balance (the ledger's balance less what it owes already)", (a) => Number(a.balance.free));
  gauge('ponte_liquidity_minimum', "A liquidity account's minimum: a payout that would take the free balance below it is held", (a) => Number(a.minimum));
  gauge('ponte_liquidity_target', "A liquidity account's target: what a refill brings it back to", (a) => Number(a.target));
  gauge('ponte_liquidity_low', "1 while a payout or release is held for want of the account's money (until a refill), else 0", (a) =>
    a.lowSince === null ? 0 : 1,
  );
  gauge('ponte_liquidity_held', "Payouts and releases held for want of the account's money", (a) => a.heldCount);
}
