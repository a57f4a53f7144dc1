// The chain rail against a real EVM chain (anvil): deposit addresses derived from an xpub match anvil's own accounts
// (an independent derivation), and the deposit checker confirms exactly the right USDC transfer and refuses the rest.
// Test pass: embedded only (database-independent: an adapter against a local chain)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { isAddress, getAddress, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { Decimal } from '../../src/money.ts';
import { DepositAddresses, loadDepositXpub } from '../../src/rails/chain/deposit-addresses.ts';
import { EvmDepositChecker, toTokenUnits } from '../../src/rails/chain/deposits.ts';
import { ANVIL_MNEMONIC, noAnvil, startChain, type Chain } from '../helpers/chain.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const anvilXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(ANVIL_MNEMONIC)).derive("m/44'/60'/0'/0").publicExtendedKey;

describe('deposit addresses', () => {
  it("derive from an xpub the same addresses as anvil's accounts and viem's HD accounts", async () => {
    const addresses = new DepositAddresses(anvilXpub);
    // Anvil prints these for its default mnemonic; they are the well-known Hardhat/Foundry test accounts.
    assert.equal(addresses.addressAt(0), '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    assert.equal(addresses.addressAt(1), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    assert.equal(addresses.addressAt(2), '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    for (const index of [3, 17, 1000]) {
      assert.equal(addresses.addressAt(index), mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address);
    }
  });

  it('gives EIP-55 addresses, one per index, and refuses a private extended key', () => {
    const addresses = new DepositAddresses(anvilXpub);
    const seen = new Set<string>();
    for (let index = 0; index < 200; index++) {
      const address = addresses.addressAt(index);
      assert.ok(isAddress(address, { strict: true }));
      assert.equal(address, getAddress(address));
      seen.add(address);
    }
    assert.equal(seen.size, 200);
    const xprv = HDKey.fromMasterSeed(mnemonicToSeedSync(ANVIL_MNEMONIC)).privateExtendedKey;
    assert.throws(() => new DepositAddresses(xprv), /no private key/);
  });

  it('keeps one generated sandbox xpub in DATA_DIR, and needs DEPOSIT_XPUB in production', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-xpub-'));
    try {
      const first = await loadDepositXpub(undefined, dir, 'sandbox');
      assert.match(first, /^xpub/);
      assert.equal(await loadDepositXpub(undefined, dir, 'sandbox'), first);
      assert.equal(await loadDepositXpub(anvilXpub, dir, 'production'), anvilXpub);
      await assert.rejects(loadDepositXpub(undefined, dir, 'production'), /DEPOSIT_XPUB/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the deposit checker on anvil', { skip: noAnvil }, () => {
  let chain: Chain;
  let usdc: Address;
  let otherToken: Address;
  let checker: EvmDepositChecker;
  const wallet = new DepositAddresses(anvilXpub).addressAt(42);
  const expected = new Decimal('125.50');

  before(async () => {
    chain = await startChain();
    usdc = await chain.deployToken('USDC');
    otherToken = await chain.deployToken('FAKE');
    checker = new EvmDepositChecker(chain.rpcUrl, usdc, 3);
  });
  after(() => chain?.stop());

  it('confirms the exact USDC amount to the funding wallet once it has its confirmations', async () => {
    const hash = await chain.sendToken(usdc, wallet, toTokenUnits(expected));
    assert.deepEqual(await checker.check(hash, wallet, expected), { state: 'waiting', reason: '1 of 3 confirmations', arrived: true });
    await chain.mine(2);
    const confirmed = await checker.check(hash, wallet.toLowerCase(), expected);
    // With the sender the compliance gate screens: the account that signed the transfer.
    assert.equal(confirmed.state, 'confirmed');
    assert.match((confirmed as { sender?: string }).sender ?? '', /^0x[0-9a-fA-F]{40}$/);
  });

  it('refuses a wrong amount, another token, another recipient and a reverted transaction, with the reason', async () => {
    const cases: Array<[string, () => Promise<Hash>, RegExp]> = [
      ['wrong amount', () => chain.sendToken(usdc, wallet, toTokenUnits(expected) - 1n), /received 125\.499999 USDC, expected 125\.50/],
      ['another token', () => chain.sendToken(otherToken, wallet, toTokenUnits(expected)), /moved token 0x[0-9a-fA-F]{40}, not USDC/],
      [
        'another recipient',
        () => chain.sendToken(usdc, chain.funder === wallet ? usdc : '0x000000000000000000000000000000000000dEaD', toTokenUnits(expected)),
        /went to 0x[0-9a-fA-F]{40}, not to the funding wallet/,
      ],
      ['reverted', () => chain.sendRevertingTransfer(usdc, wallet), /reverted/],
    ];
    for (const [name, send, reason] of cases) {
      const hash = await send();
      await chain.mine(3);
      const result = await checker.check(hash, wallet, expected);
      assert.equal(result.state, 'invalid', name);
      assert.match((result as { reason: string }).reason, reason, name);
    }
  });

  it('answers a wrong amount of USDC to the funding wallet only once confirmed, saying how much arrived', async () => {
    const hash = await chain.sendToken(usdc, wallet, toTokenUnits(expected) + 1n);
    assert.deepEqual(await checker.check(hash, wallet, expected), { state: 'waiting', reason: '1 of 3 confirmations', arrived: true });
    await chain.mine(2);
    const result = await checker.check(hash, wallet, expected);
    assert.equal(result.state, 'invalid');
    assert.equal((result as { received?: Decimal }).received?.toFixed(), '125.500001');
    // Nothing arrived at the funding wallet: nothing to say it received.
    const elsewhere = await chain.sendToken(otherToken, wallet, toTokenUnits(expected));
    await chain.mine(3);
    assert.equal(((await checker.check(elsewhere, wallet, expected)) as { received?: Decimal }).received, undefined);
  });

  it('waits for a hash the chain does not know', async () => {
    const unknown = `0x${'ab'.repeat(32)}` as Hash;
    assert.deepEqual(await checker.check(unknown, wallet, expected), { state: 'waiting', reason: 'the transaction is not on the chain yet' });
  });
});
