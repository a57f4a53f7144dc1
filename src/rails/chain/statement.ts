// The statement of the funding wallets on an EVM chain (`chain`): every USDC Transfer log to a funding wallet (IN) and
// from one (OUT, a return), read with eth_getLogs in bounded block ranges. The period is mapped to blocks by their
// timestamps (a binary search over block numbers): a log is dated by its block, so the blocks read are those whose
// timestamp falls in the period. Each line is keyed by its transaction hash and log index (`txHash:logIndex`) and
// stands under the reference of the transfer whose funding wallet it reached or left; which wallet is whose is the
// domain's to say (`wallets`). Wallets are asked for in the logs' indexed topics, WALLETS_PER_QUERY at a time, so that
// a node is never asked for every USDC transfer of a block range.
//
// The hot wallet (CHAIN_HOT_WALLET_ADDRESS), when given, is read with them: a log to or from it stands under
// `liquidity:<txHash>`, the reference of the refill an operator records for the USDC bought into it (modules/liquidity,
// with the transaction hash as the movement's reference), so that the two pair. A log between two of the service's own
// wallets moves nothing in or out of the chain account and books nothing: it is not a line.
import type { Address, PublicClient } from 'viem';
import type { RailMovement, RailStatement } from '../capabilities/statement.ts';
import { BlockClock } from './blocks.ts';
import { fromTokenUnits } from './deposits.ts';
import { chainCall } from './errors.ts';
import { loadViem, publicClient } from './viem.ts';

/** The funding wallets that existed by `until`, each with our reference (`transfer:<id>`). */
export type FundingWalletsOf = (until: Date) => Promise<Array<{ address: string; reference: string }>>;

/** The widest block range one eth_getLogs asks for (CHAIN_LOG_BLOCK_SPAN): many nodes refuse wider ones. */
export const DEFAULT_LOG_BLOCK_SPAN = 2000;
/** How many wallets one eth_getLogs names in its topics. */
export const WALLETS_PER_QUERY = 500;

export class EvmChainStatement implements RailStatement {
  private readonly client: Promise<PublicClient>;
  private readonly clock: BlockClock;

  constructor(
    rpcUrl: string,
    private readonly usdcAddress: string,
    private readonly wallets: FundingWalletsOf,
    private readonly blockSpan = DEFAULT_LOG_BLOCK_SPAN,
    private readonly hotWallet?: string,
  ) {
    if (!Number.isInteger(blockSpan) || blockSpan < 1) throw new RangeError('the log block span is a positive whole number of blocks');
    this.client = publicClient(rpcUrl);
    this.clock = new BlockClock(this.client);
  }

  async *movements(start: Date, end: Date): AsyncIterable<RailMovement> {
    const owned = await this.wallets(end);
    const hot = this.hotWallet?.toLowerCase();
    if (owned.length === 0 && hot === undefined) return;
    const referenceOf = new Map<string, (txHash: string) => string>(owned.map((wallet) => [wallet.address.toLowerCase(), () => wallet.reference]));
    if (hot !== undefined) referenceOf.set(hot, (txHash) => `liquidity:${txHash}`);
    const [client, { erc20Abi }] = await Promise.all([this.client, loadViem()]);
    const latest = await chainCall('eth_blockNumber', () => client.getBlockNumber());
    const fromBlock = await this.clock.firstBlockAtOrAfter(start, latest);
    const afterEnd = await this.clock.firstBlockAtOrAfter(end, latest);
    const toBlock = afterEnd === undefined ? latest : afterEnd - 1n;
    if (fromBlock === undefined || toBlock < fromBlock) return;
    const addresses = [...referenceOf.keys()] as Address[];
    const lines: RailMovement[] = [];
    for (let from = fromBlock; from <= toBlock; from += BigInt(this.blockSpan)) {
      const to = from + BigInt(this.blockSpan) - 1n < toBlock ? from + BigInt(this.blockSpan) - 1n : toBlock;
      for (let i = 0; i < addresses.length; i += WALLETS_PER_QUERY) {
        const chunk = addresses.slice(i, i + WALLETS_PER_QUERY);
        for (const side of ['to', 'from'] as const) {
          const logs = await chainCall('eth_getLogs', () =>
            client.getContractEvents({
              address: this.usdcAddress as Address,
              abi: erc20Abi,
              eventName: 'Transfer',
              args: { [side]: chunk },
              fromBlock: from,
              toBlock: to,
              strict: true,
            }),
          );
          for (const log of logs) {
            const wallet = (side === 'to' ? log.args.to : log.args.from).toLowerCase();
            const counterparty = (side === 'to' ? log.args.from : log.args.to).toLowerCase();
            const reference = referenceOf.get(wallet);
            if (reference === undefined || log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
            if (referenceOf.has(counterparty)) continue;
            lines.push({
              account: 'chain',
              reference: reference(log.transactionHash),
              direction: side === 'to' ? 'IN' : 'OUT',
              amount: fromTokenUnits(log.args.value),
              currency: 'USDC',
              at: new Date((await this.clock.blockTime(log.blockNumber)) * 1000),
              railId: `${log.transactionHash}:${log.logIndex}`,
            });
          }
        }
      }
    }
    yield* lines.sort((a, b) => a.at.getTime() - b.at.getTime() || a.railId!.localeCompare(b.railId!));
  }
}
