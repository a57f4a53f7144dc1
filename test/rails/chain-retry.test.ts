// The chain's reads fail in the rail error taxonomy (src/rails/chain/errors.ts), so the job runner retries what may
// succeed and stops at what would fail again: a node behind a local HTTP server that forwards to anvil, except for the
// eth_getTransactionReceipt requests it is told to fail. A node answering 429 a few times and then the receipt is retried
// until the deposit is confirmed; a node that answers JSON-RPC -32601 (it does not serve the method) is asked once by the
// transfer's job, which opens CHAIN_DEPOSIT_UNREADABLE for an operator at once instead of spending its attempts.
// Test pass: embedded only (heavy end-to-end: a local EVM chain behind a failing node; the chain's answers and the job runner's retries, not the database)
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { HDKey } from '@scure/bip32';
import type { Address } from 'viem';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { noAnvil, startChain, type Chain } from '../helpers/chain.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { exceptionOf } from '../helpers/ops.ts';
import { approvedBeneficiary, createTransfer, finalTransfer } from '../helpers/transfers.ts';

const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'/0").publicExtendedKey;

describe("the chain's errors, retried or not", { skip: noAnvil }, () => {
  let chain: Chain;
  let usdc: Address;
  let proxy: Server;
  let app: ReceivingApp;
  /** How the next eth_getTransactionReceipt requests fail: `left` more of them (Infinity: all), and how. */
  let failing: { how: '429' | '-32601'; left: number } | undefined;
  /** The eth_getTransactionReceipt requests the node was sent. */
  let receipts = 0;

  before(async () => {
    chain = await startChain();
    usdc = await chain.deployToken('USDC');
    proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const body = Buffer.concat(chunks).toString();
        const parsed = JSON.parse(body) as { id: number; method: string };
        if (parsed.method === 'eth_getTransactionReceipt') {
          receipts++;
          if (failing && failing.left > 0) {
            failing.left--;
            if (failing.how === '429') {
              response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' }).end('{"error":"too many requests"}');
            } else {
              const error = { code: -32601, message: 'the method eth_getTransactionReceipt does not exist/is not available' };
              response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: parsed.id, error }));
            }
            return;
          }
        }
        const answer = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    app = await startWithReceiver({
      SANDBOX_SETTLE_DELAY_MS: '50',
      CHAIN_RPC_URL: `http://127.0.0.1:${port}`,
      USDC_CONTRACT_ADDRESS: usdc,
      CHAIN_CONFIRMATIONS: '1',
      DEPOSIT_XPUB: xpub,
      JOB_RETRY_BASE_MS: '1',
    });
  });
  after(async () => {
    await app?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await chain?.stop();
  });

  /** An external-wallet off-ramp of 25.00 paid on-chain, its hash linked while the node fails as `how` says. */
  async function fundedWhileFailing(label: string, how: NonNullable<typeof failing>) {
    const { t, integrator } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, label);
    await validTargetAccount(t, integrator, beneficiary);
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '25.00', 'EXTERNAL_WALLET')).id);
    const hash = await chain.sendToken(usdc, transfer.fundingWallet, 25_000_000n);
    failing = how;
    receipts = 0;
    const linked = await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: hash } });
    assert.equal(linked.status, 200, linked.text);
    return transfer;
  }

  it('retries a node that answers 429, and confirms the deposit once it answers', async () => {
    const { t, integrator } = app;
    // The link's check and the job's first attempt each meet two 429s (viem tries twice); the job's next attempt is answered.
    const transfer = await fundedWhileFailing('chain-429', { how: '429', left: 4 });
    assert.equal((await finalTransfer(t, integrator, transfer.id, 30_000)).status, 'SUCCEEDED');
    assert.equal(failing!.left, 0);
    assert.ok(receipts >= 5, `${receipts} receipt requests`);
    const [job] = await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM exceptions WHERE kind = 'CHAIN_DEPOSIT_UNREADABLE' AND resource_id = $1`, [
      transfer.id,
    ]);
    assert.equal(job!.n, '0');
  });

  it('does not retry a node that does not serve the method: one attempt, then an operator is asked', async () => {
    const { t } = app;
    const transfer = await fundedWhileFailing('chain-32601', { how: '-32601', left: Infinity });
    const exception = await exceptionOf(t, 'CHAIN_DEPOSIT_UNREADABLE', transfer.id, 30_000);
    assert.deepEqual(exception.actions, ['retry', 'fail']);
    // The link's check, then the job's one attempt: no second.
    assert.equal(receipts, 2);
    assert.match((exception as { reason?: string }).reason ?? '', /not available/);
    failing = undefined;
  });
});
