// Owns the mapping of instants to blocks on an EVM chain: a block is dated by its timestamp (whole seconds), and the
// first block at or after an instant is found by a binary search over block numbers, each block's time asked once and
// kept. The chain's statement reads a period's logs over those blocks; its balance reads the state at a period's edges.
import type { PublicClient } from 'viem';
import { chainCall } from './errors.ts';

export class BlockClock {
  private readonly blockTimes = new Map<bigint, number>();

  constructor(private readonly client: Promise<PublicClient>) {}

  /** The first block whose timestamp is at or after `at` (block times are whole seconds), or undefined past `latest`. */
  async firstBlockAtOrAfter(at: Date, latest: bigint): Promise<bigint | undefined> {
    const second = Math.ceil(at.getTime() / 1000);
    if ((await this.blockTime(latest)) < second) return undefined;
    let low = 0n;
    let high = latest;
    while (low < high) {
      const middle = (low + high) / 2n;
      if ((await this.blockTime(middle)) >= second) high = middle;
      else low = middle + 1n;
    }
    return low;
  }

  /**
   * The last block before `at`: the chain's state at `at` is the state after it (undefined when no block is, as the
   * genesis block is itself at or after `at`).
   */
  async lastBlockBefore(at: Date, latest: bigint): Promise<bigint | undefined> {
    const first = await this.firstBlockAtOrAfter(at, latest);
    if (first === undefined) return latest;
    return first === 0n ? undefined : first - 1n;
  }

  /** A block's timestamp, in seconds. */
  async blockTime(blockNumber: bigint): Promise<number> {
    const known = this.blockTimes.get(blockNumber);
    if (known !== undefined) return known;
    const client = await this.client;
    const block = await chainCall('eth_getBlockByNumber', () => client.getBlock({ blockNumber }));
    const time = Number(block.timestamp);
    if (this.blockTimes.size >= 100_000) this.blockTimes.clear();
    this.blockTimes.set(blockNumber, time);
    return time;
  }
}
