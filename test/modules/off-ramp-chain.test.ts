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
import { erc20Abi, type Address, type Hash } from 'viem';
import { DepositAddresses } from '../../src/rails/chain/deposit-addresses.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { ANVIL_MNEMONIC, startChain, type Chain } from '../helpers/chain.ts';
import { accountBalance, offRampSimulation, randomHash, transferPostings, validTargetAccount } from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import {
  approvedBeneficiary,
  assertTrialBalanceZero,
  createTransfer,
  finalTransfer,
  storedTransferEvents,
  theTransferEvent,
  transferEvents,
} from '../helpers/transfers.ts';

const anvilXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(ANVIL_MNEMONIC)).derive("m/44'/60'/0'/0").publicExtendedKey;
/** 40.00 USDC in token units (6 decimals). */
const FORTY = 40_000_000n;

/** What a describe's tests read: anvil with its USDC, the app reading it, and an approved BR beneficiary with a VALID account. */
interface OnAnvil {
  chain: Chain;
  usdc: Address;
  t: TestApp;
  receiver: Receiver;
  integrator: TestIntegrator;
  close: () => Promise<void>;
  beneficiary: Record<string, any>;
}

/** Starts anvil, deploys its USDC and starts the app on it (CHAIN_CONFIRMATIONS=2, and `env`). */
async function startOnAnvil(reference: string, env: Record<string, string> = {}): Promise<OnAnvil> {
  const chain = await startChain();
  const usdc = await chain.deployToken('USDC');
  const { t, receiver, integrator, close } = await startWithReceiver({
    SANDBOX_SETTLE_DELAY_MS: '50',
    RATE_LIMIT_RPS: '100000',
    CHAIN_RPC_URL: chain.rpcUrl,
    USDC_CONTRACT_ADDRESS: usdc,
    CHAIN_CONFIRMATIONS: '2',
    DEPOSIT_XPUB: anvilXpub,
    ...env,
  });
  const beneficiary = await approvedBeneficiary(t, integrator, reference);
  await validTargetAccount(t, integrator, beneficiary);
  return { chain, usdc, t, receiver, integrator, close, beneficiary };
}

/** The calls every test here makes, for the app and beneficiary of `on`. */
function calls(on: () => OnAnvil) {
  return {
    externalTransfer: async () => {
      const { t, integrator, beneficiary } = on();
      return createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);
    },
    link: (transferId: string, transactionHash: string) =>
      on().t.request('PUT', `/v1/transfers/${transferId}/transactionHash`, { token: on().integrator.token, body: { transactionHash } }),
    read: async (transferId: string) => (await on().t.request('GET', `/v1/transfers/${transferId}`, { token: on().integrator.token })).body,
  };
}

describe('external-wallet off-ramps on anvil', () => {
  let on: OnAnvil;
  let chain: Chain;
  let usdc: Address;
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;

  before(async () => {
    on = await startOnAnvil('chain-br', { WEBHOOK_RETRY_SCHEDULE: '1,1' });
    ({ chain, usdc, t, receiver, integrator } = on);
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(async () => {
    await on?.close();
    await on?.chain.stop();
  });

  const { externalTransfer, link, read } = calls(() => on);
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

    // The same hash on a second transfer is refused: it pays another fundingWallet, and a deposit is credited once.
    const second = await externalTransfer();
    const reused = await link(second.id, hash);
    assert.deepEqual([reused.status, reused.body.code], [422, 'transfer.transaction_hash_not_funding']);
    await t.request('POST', `/v1/transfers/${second.id}/cancel`, { token: integrator.token });
    await oneEvent(second.id);
  });

  it('cannot be blocked by another integrator linking its customer’s public deposit hash first', async () => {
    const other = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(other.webhookSecret);
    const otherBeneficiary = await approvedBeneficiary(t, other, 'chain-other');
    await validTargetAccount(t, other, otherBeneficiary);
    const theirs = await createTransfer(t, other, (await offRampSimulation(t, other, otherBeneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);

    const transfer = await externalTransfer();
    const hash = await chain.sendToken(usdc, transfer.fundingWallet, FORTY);
    const claimed = await t.request('PUT', `/v1/transfers/${theirs.id}/transactionHash`, { token: other.token, body: { transactionHash: hash } });
    assert.deepEqual([claimed.status, claimed.body.code], [422, 'transfer.transaction_hash_not_funding'], claimed.text);
    assert.equal((await link(transfer.id, hash)).status, 200);
    await chain.mine(1);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    assert.equal((await oneEvent(transfer.id)).success, true);
    const [row] = await t.db.query<{ received_value: string | null }>('SELECT received_value FROM transfers WHERE id = $1', [theirs.id]);
    assert.equal(row!.received_value, null, 'the other integrator’s transfer is credited nothing');
    await t.request('POST', `/v1/transfers/${theirs.id}/cancel`, { token: other.token });
    await oneEvent(theirs.id);
  });

  it('cannot be blocked by another integrator linking the deposit hash from the mempool, before it is mined', async () => {
    const other = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(other.webhookSecret);
    const otherBeneficiary = await approvedBeneficiary(t, other, 'chain-mempool');
    await validTargetAccount(t, other, otherBeneficiary);
    const theirs = await createTransfer(t, other, (await offRampSimulation(t, other, otherBeneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);
    const transfer = await externalTransfer();

    await chain.public.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    let hash: Hash;
    try {
      hash = await chain.wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [transfer.fundingWallet, FORTY],
        account: chain.wallet.account!,
        chain: chain.wallet.chain,
      });
      // Not mined: it may yet pay B's transfer, so B's link is taken; A's too, for the same reason: a hash is unique
      // per integrator, so A is neither blocked by B's link nor told of it.
      const claimed = await t.request('PUT', `/v1/transfers/${theirs.id}/transactionHash`, { token: other.token, body: { transactionHash: hash } });
      assert.equal(claimed.status, 200, claimed.text);
      const early = await link(transfer.id, hash);
      assert.equal(early.status, 200, early.text);
    } finally {
      await chain.public.request({ method: 'evm_setAutomine' as never, params: [true] as never });
    }
    await chain.mine(2);
    // Mined to A's fundingWallet: A's transfer succeeds; B's own check sees the USDC went elsewhere and fails it.
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    assert.equal((await oneEvent(transfer.id)).success, true);
    assert.equal((await finalTransfer(t, other, theirs.id)).status, 'FAILED');
    const [row] = await t.db.query<{ received_value: string | null }>('SELECT received_value FROM transfers WHERE id = $1', [theirs.id]);
    assert.equal(row!.received_value, null, 'the other integrator’s transfer is credited nothing');
    await oneEvent(theirs.id);
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
      const linked = await link(transfer.id, hash);
      if (owed === null) {
        // Nothing of it reached the funding wallet: the chain already shows it does not pay this transfer, so it is
        // never linked (test/security/transaction-hash.test.ts); one linked before it was mined fails with the reason.
        assert.deepEqual([linked.status, linked.body.code], [422, 'transfer.transaction_hash_not_funding'], linked.text);
        assert.match(linked.body.message, reason);
        assert.equal((await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token })).body.status, 'CANCELLED');
        await oneEvent(transfer.id);
        continue;
      }
      assert.equal(linked.status, 200);
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

// USDC that reached the funding wallet before TRANSFER_FUNDING_TIMEOUT_S is never left behind by a cancel or a relink
// while it gathers its confirmations: the timeout waits for it (and the transfer goes on once it is confirmed), the
// integrator's cancel and another hash are 412 transfer.deposit_on_chain. A hash the chain does not know is still
// cancelled at the timeout.
describe('the funding timeout, a cancel and a relink while a chain deposit is confirming', () => {
  const TIMEOUT_S = 4;
  let on: OnAnvil;
  let chain: Chain;
  let usdc: Address;
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;

  before(async () => {
    on = await startOnAnvil('chain-timeout-br', { TRANSFER_FUNDING_TIMEOUT_S: String(TIMEOUT_S) });
    ({ chain, usdc, t, receiver, integrator } = on);
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(async () => {
    await on?.close();
    await on?.chain.stop();
  });

  const { externalTransfer, link, read } = calls(() => on);

  /** Until the funding timeout job has run once and put itself off (it waits for the deposit), or the transfer moved. */
  async function timeoutJobRan(transferId: string, createdAt: string): Promise<void> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
      const [job] = await t.db.query<{ later: boolean }>(
        `SELECT run_at > $2::timestamptz + make_interval(secs => $3) AS later FROM jobs WHERE unique_key = $1`,
        [`transfer-funding-timeout:${transferId}`, createdAt, TIMEOUT_S],
      );
      if (job?.later || (await read(transferId)).status !== 'PENDING') return;
    }
    assert.fail('the funding timeout job did not run');
  }

  it('keeps a transfer whose USDC is mined but unconfirmed past the timeout, refuses its cancel and another hash, and completes it once confirmed', async () => {
    const transfer = await externalTransfer();
    const hash = await chain.sendToken(usdc, transfer.fundingWallet, FORTY);
    assert.equal((await link(transfer.id, hash)).status, 200);
    // 1 confirmation of 2 when the timeout passes.
    await timeoutJobRan(transfer.id, transfer.createdDate);
    assert.equal((await read(transfer.id)).status, 'PENDING', 'not cancelled by the timeout');
    const cancel = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.deepEqual([cancel.status, cancel.body.code], [412, 'transfer.deposit_on_chain'], cancel.text);
    assert.ok(cancel.body.message.includes(hash), cancel.body.message);
    const relinked = await link(transfer.id, randomHash());
    assert.deepEqual([relinked.status, relinked.body.code], [412, 'transfer.deposit_on_chain'], relinked.text);
    assert.equal((await read(transfer.id)).transactionHash, hash, 'the hash stays linked');
    // Linking the same hash again changes nothing and is allowed.
    assert.equal((await link(transfer.id, hash)).status, 200);

    await chain.mine(1);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    const event = await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP');
    assert.deepEqual([event.success, event.data.status], [true, 'SUCCEEDED']);
  });

  it('still cancels at the timeout a transfer whose linked hash the chain does not know', async () => {
    const transfer = await externalTransfer();
    assert.equal((await link(transfer.id, randomHash())).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'CANCELLED');
    assert.equal(final.statusReason, `No funds arrived within ${TIMEOUT_S} seconds.`);
    const event = await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP');
    assert.deepEqual([event.success, event.data.status], [false, 'CANCELLED']);
    assert.deepEqual(await transferPostings(t, transfer.id), []);
  });
});

describe('a cancel while the chain cannot be read', () => {
  let on: OnAnvil;
  let chain: Chain;

  before(async () => {
    on = await startOnAnvil('chain-down-br');
    chain = on.chain;
  });
  afterEach(() => assertTrialBalanceZero(on.t));
  after(async () => {
    await on?.close();
    await chain?.stop();
  });

  const { externalTransfer, link, read } = calls(() => on);

  it('answers 503 chain.unavailable with Retry-After and changes nothing, and cancels once the chain answers', async () => {
    const { t, integrator, receiver } = on;
    const transfer = await externalTransfer();
    assert.equal((await link(transfer.id, randomHash())).status, 200);
    await chain.stop();
    try {
      const cancel = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
      assert.deepEqual([cancel.status, cancel.body.code], [503, 'chain.unavailable'], cancel.text);
      assert.ok(cancel.headers.get('retry-after'), 'Retry-After');
      assert.equal((await read(transfer.id)).status, 'PENDING');
    } finally {
      chain = await startChain({ port: chain.port });
    }
    // The chain is back (empty: the hash is unknown there): the cancel goes through.
    const cancelled = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.deepEqual([cancelled.status, cancelled.body.status], [200, 'CANCELLED'], cancelled.text);
    await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP');
  });
});
