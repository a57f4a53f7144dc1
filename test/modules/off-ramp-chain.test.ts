// External-wallet off-ramps read from a real EVM chain (anvil, started on a free loopback port): the app runs with
// CHAIN_RPC_URL, USDC_CONTRACT_ADDRESS (a 6-decimal test token deployed here), CHAIN_CONFIRMATIONS=2 and DEPOSIT_XPUB
// from anvil's mnemonic, and a transfer starts only once the linked transaction is a confirmed USDC transfer of exactly
// from.value to its fundingWallet. Anything else fails it with the reason, or waits; USDC of the wrong amount that did
// reach the fundingWallet is booked, once confirmed, as owed back to the sender.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Address } from 'viem';
import { DepositAddresses } from '../../src/rails/chain/deposit-addresses.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { ANVIL_MNEMONIC, startChain, type Chain } from '../helpers/chain.ts';
import { accountBalance, offRampSimulation, randomHash, transferPostings, validTargetAccount } from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, storedTransferEvents, transferEvents } from '../helpers/transfers.ts';

const anvilXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(ANVIL_MNEMONIC)).derive("m/44'/60'/0'/0").publicExtendedKey;
/** 40.00 USDC in token units (6 decimals). */
const FORTY = 40_000_000n;

describe('external-wallet off-ramps on anvil', () => {
  let chain: Chain;
  let usdc: Address;
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let beneficiary: Record<string, any>;

  before(async () => {
    chain = await startChain();
    usdc = await chain.deployToken('USDC');
    ({ t, receiver, integrator, close } = await startWithReceiver({
      SANDBOX_SETTLE_DELAY_MS: '50',
      RATE_LIMIT_RPS: '100000',
      WEBHOOK_RETRY_SCHEDULE: '1,1',
      CHAIN_RPC_URL: chain.rpcUrl,
      USDC_CONTRACT_ADDRESS: usdc,
      CHAIN_CONFIRMATIONS: '2',
      DEPOSIT_XPUB: anvilXpub,
    }));
    beneficiary = await approvedBeneficiary(t, integrator, 'chain-br');
    await validTargetAccount(t, integrator, beneficiary);
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(async () => {
    await close?.();
    await chain?.stop();
  });

  const externalTransfer = async () => createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);
  const link = (transferId: string, transactionHash: string) =>
    t.request('PUT', `/v1/transfers/${transferId}/transactionHash`, { token: integrator.token, body: { transactionHash } });
  const read = async (transferId: string) => (await t.request('GET', `/v1/transfers/${transferId}`, { token: integrator.token })).body;
  const oneEvent = async (transferId: string) => {
    await receiver.waitFor(() => transferEvents(receiver, transferId).length > 0);
    assert.equal((await storedTransferEvents(t, transferId)).length, 1);
    return transferEvents(receiver, transferId)[0];
  };

  it('derives fundingWallet from DEPOSIT_XPUB at the transfer’s own index', async () => {
    const transfer = await externalTransfer();
    const [row] = await t.db.query<{ deposit_index: string }>('SELECT deposit_index::text FROM transfers WHERE id = $1', [transfer.id]);
    assert.equal(transfer.fundingWallet, new DepositAddresses(anvilXpub).addressAt(Number(row!.deposit_index)));
    await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    await oneEvent(transfer.id);
  });

  it('succeeds on a real USDC transfer of exactly from.value to fundingWallet, once it has 2 confirmations', async () => {
    const transfer = await externalTransfer();
    const hash = await chain.sendToken(usdc, transfer.fundingWallet, FORTY);
    assert.equal((await link(transfer.id, hash)).status, 200);
    // Mined in one block: 1 confirmation of 2, so it waits (and is checked again).
    await sleep(1500);
    assert.equal((await read(transfer.id)).status, 'PENDING');
    await chain.mine(1);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    const event = await oneEvent(transfer.id);
    assert.deepEqual([event.operation, event.success, event.data.finalTransactionHash], ['OFF_RAMP', true, hash]);

    // The same hash on a second transfer is 409: a deposit is credited once.
    const second = await externalTransfer();
    const reused = await link(second.id, hash);
    assert.deepEqual([reused.status, reused.body.code], [409, 'transfer.transaction_hash_in_use']);
    await t.request('POST', `/v1/transfers/${second.id}/cancel`, { token: integrator.token });
    await oneEvent(second.id);
  });

  it('fails a wrong amount once confirmed, booking the USDC that arrived as owed back to the sender', async () => {
    const before = await accountBalance(t, 'deposits_to_return', 'USDC');
    const transfer = await externalTransfer();
    const hash = await chain.sendToken(usdc, transfer.fundingWallet, 30_000_000n);
    assert.equal((await link(transfer.id, hash)).status, 200);
    // 1 confirmation of 2: nothing is decided (nor booked) on a transaction that could still leave the chain.
    await sleep(1500);
    assert.equal((await read(transfer.id)).status, 'PENDING');
    assert.deepEqual(await transferPostings(t, transfer.id), []);
    await chain.mine(1);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /received 30\.00 USDC, expected 40\.00\. The 30\.00 USDC .*will be returned to the sender/);
    const event = await oneEvent(transfer.id);
    assert.deepEqual([event.success, event.message], [false, final.statusReason]);
    assert.deepEqual(await transferPostings(t, transfer.id), [
      ['OFF_RAMP deposit owed back to the sender', 'customer_deposits', 'USDC', 'DEBIT', '30.00'],
      ['OFF_RAMP deposit owed back to the sender', 'deposits_to_return', 'USDC', 'CREDIT', '30.00'],
      ['OFF_RAMP deposit received', 'rail_cash', 'USDC', 'DEBIT', '30.00'],
      ['OFF_RAMP deposit received', 'customer_deposits', 'USDC', 'CREDIT', '30.00'],
    ]);
    assert.equal((await accountBalance(t, 'deposits_to_return', 'USDC')).minus(before).toFixed(2), '30.00');
  });

  it('fails a wrong amount, another token, another recipient and a reverted transaction, each with its reason', async () => {
    const other = await chain.deployToken('FAKE');
    // What each leaves at the funding wallet, booked as owed back: the ledger keeps cents, so 39.999999 books 39.99.
    const cases: Array<[(wallet: Address) => Promise<`0x${string}`>, RegExp, string | null]> = [
      [(wallet) => chain.sendToken(usdc, wallet, FORTY - 1n), /received 39\.999999 USDC, expected 40\.00/, '39.99'],
      [(wallet) => chain.sendToken(other, wallet, FORTY), /moved token .*, not USDC/, null],
      [() => chain.sendToken(usdc, '0x000000000000000000000000000000000000dEaD', FORTY), /USDC went to .*, not to the funding wallet/, null],
      [(wallet) => chain.sendRevertingTransfer(usdc, wallet), /reverted/, null],
    ];
    for (const [send, reason, owed] of cases) {
      const transfer = await externalTransfer();
      const hash = await send(transfer.fundingWallet);
      await chain.mine(2);
      assert.equal((await link(transfer.id, hash)).status, 200);
      const final = await finalTransfer(t, integrator, transfer.id);
      assert.equal(final.status, 'FAILED');
      assert.match(final.statusReason, reason);
      const event = await oneEvent(transfer.id);
      assert.deepEqual([event.success, event.message], [false, final.statusReason]);
      const booked = (await transferPostings(t, transfer.id)).filter(([, kind]) => kind === 'deposits_to_return').map(([, , , , amount]) => amount);
      assert.deepEqual(booked, owed === null ? [] : [owed], final.statusReason);
    }
  });

  it('waits on a hash the chain does not know', async () => {
    const transfer = await externalTransfer();
    assert.equal((await link(transfer.id, randomHash())).status, 200);
    await sleep(2500);
    assert.equal((await read(transfer.id)).status, 'PENDING');
    assert.equal((await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token })).body.status, 'CANCELLED');
    await oneEvent(transfer.id);
  });
});
