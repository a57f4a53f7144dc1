// A chain transaction hash cannot be claimed by another integrator (issue 14, item 1; issue 29): in the sandbox each
// integrator's chain is its own, so another tenant's deposit or link of a hash neither fails a transfer nor reveals
// anything. Within one integrator, a link is taken only for a transaction that pays (or may yet pay) the transfer's
// fundingWallet, a hash held by a transfer it never paid gives way to the one it does pay, and a hash is still
// credited at most once. In the sandbox here; on anvil in test/modules/off-ramp-chain.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { offRampSimulation, randomHash, validTargetAccount } from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, storedTransferEvents, theTransferEvent } from '../helpers/transfers.ts';

describe('transaction hashes across integrators (sandbox chain)', () => {
  let t: TestApp;
  let a: TestIntegrator;
  let b: TestIntegrator;
  let receiver: Receiver;
  let close: () => Promise<void>;
  const beneficiaries: Record<string, Record<string, any>> = {};

  before(async () => {
    ({ t, integrator: a, receiver, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50' }));
    b = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(b.webhookSecret);
    for (const [name, integrator] of [
      ['a', a],
      ['b', b],
    ] as const) {
      beneficiaries[name] = await approvedBeneficiary(t, integrator, `hash-${name}`);
      await validTargetAccount(t, integrator, beneficiaries[name]!);
    }
  });
  after(() => close());

  const externalOffRamp = async (integrator: TestIntegrator, name: string) => {
    const simulation = await offRampSimulation(t, integrator, beneficiaries[name]!.id, '40.00', 'EXTERNAL_WALLET');
    return createTransfer(t, integrator, simulation.id);
  };
  const link = (integrator: TestIntegrator, transferId: string, transactionHash: string) =>
    t.request('PUT', `/v1/transfers/${transferId}/transactionHash`, { token: integrator.token, body: { transactionHash } });
  const deposit = (integrator: TestIntegrator, simulationId: string, txHash: string) =>
    t.request('POST', '/v1/transfers/sandbox/crypto-deposit', { token: integrator.token, body: { txHash, simulationId } });

  it('keeps each integrator’s sandbox chain its own: B’s deposit of a hash A linked neither fails A’s transfer nor tells B of it', async () => {
    const mine = await externalOffRamp(a, 'a');
    const theirs = await externalOffRamp(b, 'b');
    const hash = randomHash();
    // A links a hash its customer has not sent yet; B, who learnt it, "deposits" it to B's own simulation.
    assert.equal((await link(a, mine.id, hash)).status, 200);
    const squatted = await deposit(b, theirs.simulationId, hash);
    assert.equal(squatted.status, 200, squatted.text);
    // B's link is B's business: nothing says another integrator holds the hash.
    const linkedByB = await link(b, theirs.id, hash);
    assert.equal(linkedByB.status, 200, linkedByB.text);
    assert.equal((await finalTransfer(t, b, theirs.id)).status, 'SUCCEEDED');
    // A's transfer still waits for its own deposit, which then arrives with the same hash: no 409, credited.
    assert.equal((await t.request('GET', `/v1/transfers/${mine.id}`, { token: a.token })).body.status, 'PENDING');
    const paid = await deposit(a, mine.simulationId, hash);
    assert.equal(paid.status, 200, paid.text);
    const final = await finalTransfer(t, a, mine.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    // Each integrator's chain has the hash once: a second deposit with it is refused, to the one who made it.
    const second = await externalOffRamp(b, 'b');
    const again = await deposit(b, second.simulationId, hash);
    assert.deepEqual([again.status, again.body.code], [409, 'transfer.transaction_hash_in_use']);
    assert.match(again.body.message, /^You made a sandbox chain deposit with this hash already/);
    await t.request('POST', `/v1/transfers/${second.id}/cancel`, { token: b.token });
    await assertTrialBalanceZero(t);
  });

  it('refuses to link a transaction the chain shows paying another of its transfers’ fundingWallet', async () => {
    const mine = await externalOffRamp(a, 'a');
    const theirs = await externalOffRamp(a, 'a');
    const hash = randomHash();
    assert.equal((await deposit(a, mine.simulationId, hash)).status, 200);

    const claimed = await link(a, theirs.id, hash);
    assert.equal(claimed.status, 422, claimed.text);
    assert.equal(claimed.body.code, 'transfer.transaction_hash_not_funding');
    assert.equal((await t.request('GET', `/v1/transfers/${theirs.id}`, { token: a.token })).body.transactionHash, undefined);

    assert.equal((await link(a, mine.id, hash)).status, 200);
    const final = await finalTransfer(t, a, mine.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    await t.request('POST', `/v1/transfers/${theirs.id}/cancel`, { token: a.token });
    await assertTrialBalanceZero(t);
  });

  it('lets the transfer a hash pays take it from one that linked it before it was on the chain', async () => {
    const mine = await externalOffRamp(a, 'a');
    const theirs = await externalOffRamp(a, 'a');
    const hash = randomHash();
    // A links a hash to one transfer before it is on the chain (it may yet pay that one): taken.
    assert.equal((await link(a, theirs.id, hash)).status, 200);
    // The deposit is mined with that hash, to another transfer's fundingWallet; that one links it and is not blocked.
    assert.equal((await deposit(a, mine.simulationId, hash)).status, 200);
    const linked = await link(a, mine.id, hash);
    assert.equal(linked.status, 200, linked.text);
    const final = await finalTransfer(t, a, mine.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    assert.equal((await theTransferEvent(t, receiver, mine.id, 'OFF_RAMP')).success, true);

    // The first transfer was never credited: it lost the hash (or failed on it), with no funds recorded.
    const [row] = await t.db.query<{ received_value: string | null; transaction_hash: string | null; status: string }>(
      'SELECT received_value, transaction_hash, status FROM transfers WHERE id = $1',
      [theirs.id],
    );
    assert.equal(row!.received_value, null);
    assert.ok(row!.status === 'FAILED' || row!.transaction_hash === null, JSON.stringify(row));
    if (row!.status === 'PENDING') await t.request('POST', `/v1/transfers/${theirs.id}/cancel`, { token: a.token });
    await assertTrialBalanceZero(t);
  });

  it('releases a hash held by a FAILED transfer it never paid, and still credits a hash at most once', async () => {
    const theirs = await externalOffRamp(a, 'a');
    const hash = randomHash();
    assert.equal((await link(a, theirs.id, hash)).status, 200);
    const mine = await externalOffRamp(a, 'a');
    assert.equal((await deposit(a, mine.simulationId, hash)).status, 200);
    // The holder's own check sees the USDC went elsewhere and fails it; the hash it never paid is released.
    const failed = await finalTransfer(t, a, theirs.id);
    assert.equal(failed.status, 'FAILED');
    assert.equal((await storedTransferEvents(t, theirs.id)).length, 1);
    assert.equal((await link(a, mine.id, hash)).status, 200);
    assert.equal((await finalTransfer(t, a, mine.id)).status, 'SUCCEEDED');

    // Credited once: no other transfer can take the hash that paid A, not even another of A's.
    const again = await externalOffRamp(a, 'a');
    const reused = await link(a, again.id, hash);
    assert.ok([409, 422].includes(reused.status), reused.text);
    await t.request('POST', `/v1/transfers/${again.id}/cancel`, { token: a.token });
    await assertTrialBalanceZero(t);
  });
});
