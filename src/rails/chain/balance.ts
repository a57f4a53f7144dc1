// The funding wallets' USDC balance on an EVM chain (`chain`): the sum of the USDC balanceOf of every funding wallet
// (the ledger's `chain` rail_cash holds what reached them and has not been booked as gone), read at one block and summed
// exactly (token units, 6 decimals). Now: at the latest block, dated when the node named that block (its state is the
// chain's until the next block; the books credit a deposit after its block, so the block's own timestamp would leave
// out deposits booked since). A period's opening and closing balances: at the last block before its start and before
// its end (a block is dated by its timestamp, as the statement's logs are), dated at the start and the end. A past
// block's state needs a node that keeps it (an archive node, or a recent enough block): a node that does not answers an
// error, and the run says the balance was unreadable. The hot wallet (CHAIN_HOT_WALLET_ADDRESS), when given, is summed
// with them: the books' chain account holds the USDC recorded as bought into it (a refill, modules/liquidity).
//
// The wallets are read BALANCES_PER_REQUEST at a time, one JSON-RPC batch of eth_call per HTTP request (viem's http
// transport batching), one batch after another: no multicall contract is assumed (anvil deploys none, and a chain's
// Multicall3 would be one more address to configure), and a node is never sent more than one batch at once.
import type { Address, PublicClient } from 'viem';
import { Decimal } from '../../money.ts';
import type { PeriodBalances, ProviderBalance, RailBalance } from '../capabilities/balance.ts';
import { BlockClock } from './blocks.ts';
import { fromTokenUnits } from './deposits.ts';
import { chainCall } from './errors.ts';
import { loadViem } from './viem.ts';
import type { FundingWalletsOf } from './statement.ts';

/** How many balanceOf calls one HTTP request carries. */
export const BALANCES_PER_REQUEST = 100;

export class EvmChainBalance implements RailBalance, PeriodBalances {
  private readonly client: Promise<PublicClient>;
  private readonly clock: BlockClock;

  constructor(
    rpcUrl: string,
    private readonly usdcAddress: string,
    private readonly wallets: FundingWalletsOf,
    private readonly hotWallet?: string,
  ) {
    this.client = loadViem().then(({ createPublicClient, http }) =>
      createPublicClient({
        transport: http(rpcUrl, { timeout: 10_000, retryCount: 1, batch: { batchSize: BALANCES_PER_REQUEST, wait: 0 } }),
        cacheTime: 0,
      }),
    );
    this.clock = new BlockClock(this.client);
  }

  async balance(): Promise<ProviderBalance> {
    const client = await this.client;
    const latest = await chainCall('eth_blockNumber', () => client.getBlockNumber());
    const at = new Date();
    return { amount: await this.balanceAt(latest, await this.walletsBy(at)), currency: 'USDC', at };
  }

  async periodBalances(start: Date, end: Date): Promise<{ opening: ProviderBalance; closing: ProviderBalance }> {
    const client = await this.client;
    const latest = await chainCall('eth_blockNumber', () => client.getBlockNumber());
    const wallets = await this.walletsBy(end);
    const at = async (instant: Date): Promise<ProviderBalance> => {
      const block = await this.clock.lastBlockBefore(instant, latest);
      return { amount: block === undefined ? new Decimal(0) : await this.balanceAt(block, wallets), currency: 'USDC', at: instant };
    };
    return { opening: await at(start), closing: await at(end) };
  }

  /** The funding wallets that existed by `until`, and the hot wallet. */
  private async walletsBy(until: Date): Promise<Array<{ address: string }>> {
    const funding = await this.wallets(until);
    return this.hotWallet === undefined ? funding : [...funding, { address: this.hotWallet }];
  }

  /** The sum of the wallets' USDC at `blockNumber`, exact. */
  private async balanceAt(blockNumber: bigint, wallets: Array<{ address: string }>): Promise<Decimal> {
    const [client, { erc20Abi }] = await Promise.all([this.client, loadViem()]);
    // Before the token's contract existed every balance was nothing (a call to no code answers no data, not 0).
    const code = await chainCall('eth_getCode', () => client.getCode({ address: this.usdcAddress as Address, blockNumber }));
    if (code === undefined) return new Decimal(0);
    let units = 0n;
    for (let i = 0; i < wallets.length; i += BALANCES_PER_REQUEST) {
      const chunk = wallets.slice(i, i + BALANCES_PER_REQUEST);
      const balances = await chainCall('balanceOf', () =>
        Promise.all(
          chunk.map((wallet) =>
            client.readContract({
              address: this.usdcAddress as Address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [wallet.address as Address],
              blockNumber,
            }),
          ),
        ),
      );
      units = balances.reduce((sum, balance) => sum + balance, units);
    }
    return fromTokenUnits(units);
  }
}
