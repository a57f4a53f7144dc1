// A real EVM chain for the tests: anvil from npm on a free loopback port, and 6-decimal ERC-20 tokens compiled from
// test/fixtures/TestUSDC.sol with solc and deployed by anvil's first well-known account.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createPublicClient, createWalletClient, http, type Abi, type Address, type Hash, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { freePort } from './process.ts';
import { underCi } from '../../src/rails/fakes/published-specs.ts';

const require = createRequire(import.meta.url);

/** Anvil's default accounts come from this mnemonic; the first one, funded with test ether, deploys and pays. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * Anvil's binary ships inside its platform package (an optional dependency: the registry here carries the linux-x64
 * build only). Undefined where there is none, and the chain tests skip saying so (except under CI: anvilSkip).
 */
export function anvilBinary(): string | undefined {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  try {
    return require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);
  } catch {
    return undefined;
  }
}

/**
 * For `describe(..., { skip })`: false when `binary` is there; otherwise why the chain suite skips, or, under CI, an
 * error, as for a missing published specification (src/rails/fakes/published-specs.ts): a CI run never passes by silently skipping the chain.
 */
export function anvilSkip(binary: string | undefined, env: NodeJS.ProcessEnv = process.env): string | false {
  if (binary) return false;
  const reason = `no anvil binary for ${process.platform}-${process.arch} (the optional dependency @foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch} is not installed)`;
  if (underCi(env)) throw new Error(`CI is set, and ${reason}; a CI run must not skip the chain tests`);
  return reason;
}

export const noAnvil = anvilSkip(anvilBinary());

let compiled: { abi: Abi; bytecode: Hex } | undefined;

/** Compiles the test token once per process. */
export function testTokenArtifact(): { abi: Abi; bytecode: Hex } {
  if (compiled) return compiled;
  const solc = require('solc');
  const source = readFileSync(new URL('../fixtures/TestUSDC.sol', import.meta.url), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestUSDC.sol': { content: source } },
        settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  );
  const errors = (output.errors ?? []).filter((error: { severity: string }) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error: { formattedMessage: string }) => error.formattedMessage).join('\n')}`);
  const contract = output.contracts['TestUSDC.sol'].TestUSDC;
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface Chain {
  rpcUrl: string;
  port: number;
  public: ReturnType<typeof createPublicClient>;
  wallet: ReturnType<typeof createWalletClient>;
  funder: Address;
  /** Deploys a token with 1,000,000.000000 units to the funder; returns its address. */
  deployToken(symbol?: string): Promise<Address>;
  /** Sends `units` (6 decimals) of `token` to `to`, mined; returns the transaction hash. */
  sendToken(token: Address, to: Address, units: bigint): Promise<Hash>;
  /** A transaction that is mined and reverts (a transfer beyond the sender's balance, with gas given). */
  sendRevertingTransfer(token: Address, to: Address): Promise<Hash>;
  mine(blocks: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts anvil on a free loopback port, or on `port` (a chain started again where a stopped one listened: empty). */
export async function startChain(options: { port?: number } = {}): Promise<Chain> {
  const port = options.port ?? (await freePort());
  const anvil = spawn(anvilBinary()!, ['--host', '127.0.0.1', '--port', String(port), '--silent'], { stdio: 'ignore', detached: true });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const account = mnemonicToAccount(ANVIL_MNEMONIC);
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  const wallet = createWalletClient({ account, chain: foundry, transport: http(rpcUrl) });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await publicClient.getBlockNumber();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`anvil did not start: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const { abi, bytecode } = testTokenArtifact();
  const mined = async (hash: Hash) => {
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return hash;
  };
  return {
    rpcUrl,
    port,
    public: publicClient,
    wallet,
    funder: account.address,
    async deployToken(symbol = 'USDC') {
      const hash = await wallet.deployContract({ abi, bytecode, args: [`Test ${symbol}`, symbol, 1_000_000_000_000n], account, chain: foundry });
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (!receipt.contractAddress) throw new Error('token not deployed');
      return receipt.contractAddress;
    },
    async sendToken(token, to, units) {
      return mined(await wallet.writeContract({ address: token, abi, functionName: 'transfer', args: [to, units], account, chain: foundry }));
    },
    async sendRevertingTransfer(token, to) {
      const { encodeFunctionData } = await import('viem');
      const data = encodeFunctionData({ abi, functionName: 'transfer', args: [to, 10n ** 30n] });
      return mined(await wallet.sendTransaction({ to: token, data, gas: 100_000n, account, chain: foundry }));
    },
    async mine(blocks) {
      await publicClient.request({ method: 'anvil_mine' as never, params: [`0x${blocks.toString(16)}`] as never });
    },
    async stop() {
      try {
        process.kill(-anvil.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}
