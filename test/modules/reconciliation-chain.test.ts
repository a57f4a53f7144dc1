// Reconciliation of the funding wallets on a real EVM chain (anvil, a 6-decimal test USDC): a run reads the USDC Transfer
// logs to and from every funding wallet with eth_getLogs, in ranges of CHAIN_LOG_BLOCK_SPAN blocks (2 here, so that a
// day's few blocks take several), over the blocks whose timestamps fall in the period. A day of external-wallet
// off-ramps matches log by log; a second deposit to a wallet (one log too many), a deposit the chain does not show and
// one the chain shows for a cent more each show up as a break, named by its transaction hash and log index. The books
// name a deposit by its log too (migration 066): of two deposits of the same amount to one wallet in one block, the one
// the books lack is the break, whichever of the two sorts first. The wallets' USDC balanceOf, summed, is checked against
// the books' chain account now and at the period's opening and closing (the blocks before its start and its end). The hot
// wallet (CHAIN_HOT_WALLET_ADDRESS) is read with them: USDC bought into it and recorded as a refill pairs with its log,
// and the balances match with it counted; a move between two of the service's own wallets is no line.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { HDKey } from '@scure/bip32';
import { erc20Abi, type Address, type Hash } from 'viem';
import { foundry } from 'viem/chains';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { approved } from '../helpers/approvals.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { noAnvil, startChain, type Chain } from '../helpers/chain.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer } from '../helpers/transfers.ts';

const admin = { token: ADMIN_TOKEN };
// Funding wallets of their own (anvil's mnemonic would make the first one the account that sends every deposit).
const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'/0").publicExtendedKey;
/** 40.00 USDC in token units (6 decimals). */
const FORTY = 40_000_000n;
/** The USDC hot wallet: an address of its own, moved from by impersonation on anvil. */
const hotWallet = privateKeyToAddress(generatePrivateKey());

describe('reconciliation of the funding wallets on anvil', { skip: noAnvil }, () => {
  let chain: Chain;
  let usdc: Address;
  let app: ReceivingApp;
  let t: TestApp;
  let integrator: TestIntegrator;
  let start: Date;
  const funded: Array<{ id: string; wallet: Address; hash: string }> = [];

  before(async () => {
    chain = await startChain();
    usdc = await chain.deployToken('USDC');
    app = await startWithReceiver({
      SANDBOX_SETTLE_DELAY_MS: '50',
      RATE_LIMIT_RPS: '100000',
      CHAIN_RPC_URL: chain.rpcUrl,
      USDC_CONTRACT_ADDRESS: usdc,
      CHAIN_CONFIRMATIONS: '2',
      CHAIN_LOG_BLOCK_SPAN: '2',
      DEPOSIT_XPUB: xpub,
      CHAIN_HOT_WALLET_ADDRESS: hotWallet,
    });
    ({ t, integrator } = app);
    const beneficiary = await approvedBeneficiary(t, integrator, 'recon-chain');
    await validTargetAccount(t, integrator, beneficiary);
    start = new Date(Date.now() - 1000);
    // Three external-wallet off-ramps, each funded by a transfer of exactly 40.00 USDC to its funding wallet.
    for (let i = 0; i < 3; i++) {
      const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);
      const hash = await chain.sendToken(usdc, transfer.fundingWallet, FORTY);
      const linked = await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: hash } });
      assert.equal(linked.status, 200, linked.text);
      funded.push({ id: transfer.id, wallet: transfer.fundingWallet, hash });
    }
    await chain.mine(1);
    for (const transfer of funded) assert.equal((await finalTransfer(t, integrator, transfer.id, 30_000)).status, 'SUCCEEDED');
  });
  after(async () => {
    await app?.close();
    await chain?.stop();
  });

  const runOver = (from: Date, to: Date) =>
    t.request('POST', '/v1/admin/reconciliation/runs', { ...admin, body: { from: from.toISOString(), to: to.toISOString() } });
  const onChain = (run: { accounts: any[] }) => {
    const account = run.accounts.find((candidate) => candidate.railAccount === 'chain');
    return [account.reconciled, account.reason, account.matched, account.missingInBooks, account.missingAtRail, account.amountDiffers];
  };

  /** The chain's opening and closing balances in a run: outcome, the chain's, the books', the difference, the instant. */
  const edges = (run: { accounts: any[] }) => {
    const { periodBalances } = run.accounts.find((candidate) => candidate.railAccount === 'chain');
    assert.equal(periodBalances.reason, null);
    return [periodBalances.opening, periodBalances.closing].map((edge) => [edge.outcome, edge.provider.amount, edge.books, edge.difference, edge.provider.at]);
  };

  it('matches every deposit of the day with its Transfer log', async () => {
    const run = await runOver(start, new Date(Date.now() + 1));
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(run.body.items, []);
    assert.deepEqual(onChain(run.body), [true, null, 3, 0, 0, 0]);
    // The funding wallets' USDC (balanceOf at one block, summed) is the books' chain account: now, and at the period's edges.
    const now = run.body.balances.find((balance: any) => balance.railAccounts[0] === 'chain');
    assert.deepEqual([now.outcome, now.provider.amount, now.books, now.difference], ['MATCHED', '120', '120.00', '0']);
    assert.deepEqual(edges(run.body), [
      ['MATCHED', '0', '0.00', '0', start.toISOString()],
      ['MATCHED', '120', '120.00', '0', run.body.periodEnd],
    ]);
  });

  it('counts the hot wallet: USDC bought into it and recorded as a refill pairs with its log, and the balances match', async () => {
    const from = new Date(Date.now() - 1000);
    // 500.00 USDC bought into the hot wallet, then recorded (two people) with the transaction's hash as its reference.
    const bought = await chain.sendToken(usdc, hotWallet, 500_000_000n);
    const asked = await t.request('POST', '/v1/admin/liquidity-accounts/chain/refills', {
      ...admin,
      body: { amount: '500.00', source: 'fx_position', reference: bought, reason: 'USDC bought from the desk' },
    });
    assert.equal(asked.status, 202, asked.text);
    const refilled = await approved(t, asked, 201);
    assert.equal(refilled.status, 201, refilled.text);
    // 10.00 USDC from the hot wallet to a funding wallet and back: moves inside the chain account, which book nothing.
    const move = async (sender: Address, to: Address) => {
      await chain.public.request({ method: 'anvil_impersonateAccount' as never, params: [sender] as never });
      await chain.public.request({ method: 'anvil_setBalance' as never, params: [sender, '0xde0b6b3a7640000'] as never });
      const hash = await chain.wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, 10_000_000n],
        account: sender,
        chain: foundry,
      });
      await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    };
    await move(hotWallet, funded[1]!.wallet);
    await move(funded[1]!.wallet, hotWallet);
    await chain.mine(1);

    const run = await runOver(from, new Date(Date.now() + 1));
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(run.body.items, []);
    assert.deepEqual(onChain(run.body), [true, null, 1, 0, 0, 0]);
    const now = run.body.balances.find((balance: any) => balance.railAccounts[0] === 'chain');
    assert.deepEqual([now.outcome, now.provider.amount, now.books, now.difference], ['MATCHED', '620', '620.00', '0']);
    // Over the whole day, the opening and closing balances match too.
    const whole = await runOver(start, new Date(Date.now() + 1));
    assert.equal(whole.status, 201, whole.text);
    assert.deepEqual(whole.body.items, []);
    assert.deepEqual(
      edges(whole.body).map(([outcome, provider, books]) => [outcome, provider, books]),
      [
        ['MATCHED', '0', '0.00'],
        ['MATCHED', '620', '620.00'],
      ],
    );
    await assertTrialBalanceZero(t);
  });

  it('shows a second deposit to a wallet, a deposit the chain lacks and one a cent larger, each as a break', async () => {
    const [a, b, c] = funded as [(typeof funded)[0], (typeof funded)[0], (typeof funded)[0]];
    // B's wallet receives its 40.00 a second time.
    const again = await chain.sendToken(usdc, b.wallet, FORTY);
    // A's wallet is now one that never received anything, and C's one that received 40.01: as if the chain showed no
    // deposit for A and a cent more for C.
    const elsewhere = privateKeyToAddress(generatePrivateKey());
    const more = await chain.sendToken(usdc, elsewhere, FORTY + 10_000n);
    const [moreLog] = (await chain.public.getTransactionReceipt({ hash: more })).logs;
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('UPDATE transfers SET funding_wallet = $2 WHERE id = $1', [a.id, privateKeyToAddress(generatePrivateKey())]);
      // C's books name that log as its deposit (a log the books credit is paired by its hash and index).
      await tx.query('UPDATE transfers SET funding_wallet = $2, transaction_hash = $3, deposit_log_index = $4 WHERE id = $1', [
        c.id,
        elsewhere,
        more,
        moreLog!.logIndex,
      ]);
    });
    await chain.mine(1);

    const run = await runOver(start, new Date(Date.now() + 1));
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(onChain(run.body), [true, null, 2, 1, 1, 1]);
    const items = run.body.items
      .filter((item: any) => item.railAccount === 'chain')
      .map((item: any) => [item.reference, item.direction, item.outcome, item.books?.amount ?? null, item.rail?.amount ?? null]);
    assert.deepEqual(
      items.sort((x: string[], y: string[]) => x[2]!.localeCompare(y[2]!)),
      [
        [`transfer:${c.id}`, 'IN', 'AMOUNT_DIFFERS', '40.00', '40.01'],
        [`transfer:${a.id}`, 'IN', 'MISSING_AT_RAIL', '40.00', null],
        [`transfer:${b.id}`, 'IN', 'MISSING_IN_BOOKS', null, '40.00'],
      ],
    );
    // The deposit the books lack is named by its own log: the second transaction's, not the first's.
    const extra = run.body.items.find((item: any) => item.outcome === 'MISSING_IN_BOOKS');
    const exception = (await t.request('GET', `/v1/admin/exceptions/${extra.exceptionId}`, admin)).body;
    assert.match(exception.reason, new RegExp(`The rail's id: ${again}:\\d+\\.$`));
    assert.notEqual(again, b.hash);
    // The USDC the books do not know makes the closing balance differ (A's wallet now holds nothing, B's 80.00, C's
    // 40.01, the hot wallet 500.00: 620.01 against the books' 620.00), a break with its exception; the opening still matches.
    const [opening, closing] = edges(run.body);
    assert.deepEqual(opening, ['MATCHED', '0', '0.00', '0', start.toISOString()]);
    assert.deepEqual(closing, ['DIFFERS', '620.01', '620.00', '0.01', run.body.periodEnd]);
    const { closing: closed } = run.body.accounts.find((account: any) => account.railAccount === 'chain').periodBalances;
    const balanceException = (await t.request('GET', `/v1/admin/exceptions/${closed.exceptionId}`, admin)).body;
    assert.deepEqual([balanceException.kind, balanceException.status, balanceException.amount.value], ['RECONCILIATION_MISMATCH', 'OPEN', '0.01']);
    assert.match(balanceException.reason, /closing balance of chain is 620\.01 USDC/);
    const now = run.body.balances.find((balance: any) => balance.railAccounts[0] === 'chain');
    assert.deepEqual([now.outcome, now.difference], ['DIFFERS', '0.01']);
    await assertTrialBalanceZero(t);
  });

  it('pairs a deposit with its own log: of two equal deposits in one block, the one the books lack is the break', async () => {
    const from = new Date(Date.now() - 1000);
    const beneficiary = await approvedBeneficiary(t, integrator, 'recon-chain-log');
    await validTargetAccount(t, integrator, beneficiary);
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);
    // Two transfers of 40.00 to the funding wallet, mined in one block: both logs carry the block's timestamp.
    await chain.public.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    const send = () =>
      chain.wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [transfer.fundingWallet, FORTY],
        account: chain.wallet.account!,
        chain: foundry,
      });
    const hashes: Hash[] = [await send(), await send()];
    await chain.mine(1);
    await chain.public.request({ method: 'evm_setAutomine' as never, params: [true] as never });
    const logs = await Promise.all(
      hashes.map(async (hash) => {
        const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
        return { hash, block: receipt.blockNumber, railId: `${hash}:${receipt.logs[0]!.logIndex}` };
      }),
    );
    assert.equal(logs[0]!.block, logs[1]!.block);
    // The books take the log that sorts last (paired by amount and time, they would take the first).
    const [first, last] = logs.sort((a, b) => a.railId.localeCompare(b.railId)) as [(typeof logs)[0], (typeof logs)[0]];
    const linked = await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: last.hash } });
    assert.equal(linked.status, 200, linked.text);
    await chain.mine(1);
    assert.equal((await finalTransfer(t, integrator, transfer.id, 30_000)).status, 'SUCCEEDED');

    const run = await runOver(from, new Date(Date.now() + 1));
    assert.equal(run.status, 201, run.text);
    // (The period may reach back to the breaks above: only this transfer's items are looked at.)
    const ours = run.body.items.filter((item: any) => item.reference === `transfer:${transfer.id}`);
    assert.deepEqual(
      ours.map((item: any) => [item.railAccount, item.outcome, item.books, item.rail?.amount]),
      [['chain', 'MISSING_IN_BOOKS', null, '40.00']],
    );
    const [extra] = ours;
    const exception = (await t.request('GET', `/v1/admin/exceptions/${extra.exceptionId}`, admin)).body;
    assert.ok(exception.reason.endsWith(`The rail's id: ${first.railId}.`), exception.reason);
    await assertTrialBalanceZero(t);
  });
});
