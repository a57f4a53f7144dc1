// Owns when viem is loaded: at the first use of a real chain (CHAIN_RPC_URL), never at start. Importing viem costs
// every process about 0.45 s of CPU (some 400 modules), and a service without a chain (the sandbox's simulated one,
// every test file's app) never calls it; test/startup-cost.test.ts checks that building the app leaves it unloaded.
// The chain adapters take what they call from here and import viem's types only.
import type { PublicClient } from 'viem';

export type Viem = typeof import('viem');

let loading: Promise<Viem> | undefined;

/** viem, imported once per process at its first use. */
export const loadViem = (): Promise<Viem> => (loading ??= import('viem'));

/** A client of the node at `rpcUrl`, with no block-number cache: a re-check must see the chain as it is now. */
export async function publicClient(rpcUrl: string): Promise<PublicClient> {
  const { createPublicClient, http } = await loadViem();
  return createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }), cacheTime: 0 });
}
