// An off-ramp funded from your own wallet (EXTERNAL_WALLET) in the sandbox: you send USDC on chain to the transfer's
// funding wallet, link the transaction hash, and Ponte pays BRL out to the beneficiary's PIX key.
//
//   npm start                                   # a local sandbox on :3000, in another terminal
//   node --import tsx examples/off-ramp.ts      # uses the credentials npm start wrote to .data/
//
//   PONTE_URL=http://127.0.0.1:3000 PONTE_CLIENT_ID=ck_... PONTE_CLIENT_SECRET=cs_... PONTE_INTEGRATOR_ID=... \
//   OFFRAMP_USDC=50.00 PONTE_BENEFICIARY_ID=... node --import tsx examples/off-ramp.ts
//
// The flow: an approved beneficiary with a validated PIX key (BENEFICIARY_BANK_ACCOUNT_VALIDATION webhook), an
// OFF_RAMP simulation with fundingSource EXTERNAL_WALLET, the transfer (PENDING, with its fundingWallet), the USDC
// transaction's hash linked with PUT /v1/transfers/{id}/transactionHash, the deposit (in the sandbox there is no chain:
// POST /v1/transfers/sandbox/crypto-deposit stands for the transaction arriving), and the OFF_RAMP webhook once the
// payout settled. Nothing is taken from the beneficiary's balance.
import {
  approvedBeneficiary,
  isMain,
  must,
  runScript,
  sandboxTransactionHash,
  validPixKey,
  withSandbox,
  type Beneficiary,
  type FlowOptions,
  type ReceivedWebhook,
  type Transfer,
} from './sandbox.ts';

export type OffRampOptions = FlowOptions & {
  /** USDC to send (5.00 to 10000.00; default 25.00). */
  amount?: string;
  /** An approved beneficiary to use instead of a new one. */
  beneficiaryId?: string;
  /** The PIX key to pay out to (default ana.souza@example.com). */
  pixKey?: string;
};

export interface OffRampResult {
  beneficiary: Beneficiary;
  transfer: Transfer;
  transactionHash: string;
  /** The OFF_RAMP webhook of the final state. */
  webhook: ReceivedWebhook;
}

export async function run(options: OffRampOptions): Promise<OffRampResult> {
  return withSandbox(options, async (sandbox) => {
    const { client, log } = sandbox;
    const beneficiary = await approvedBeneficiary(sandbox, options.beneficiaryId);
    await validPixKey(sandbox, beneficiary, options.pixKey);

    // 1. Simulate in USDC, funded from your wallet rather than the beneficiary's balance.
    const simulation = must(
      await client.POST('/v1/transfers/simulations', {
        body: {
          type: 'OFF_RAMP',
          fundingSource: 'EXTERNAL_WALLET',
          beneficiaryId: beneficiary.id,
          amount: { currencyCode: 'USDC', value: options.amount ?? '25.00' },
        },
      }),
    );
    log(`simulation ${simulation.id}: ${simulation.from.value} USDC -> about ${simulation.to.value} BRL to PIX key ${simulation.targetPixKey}`);

    // 2. Create the transfer: it gets a deposit address of its own.
    const created = must(await client.POST('/v1/transfers', { body: { simulationId: simulation.id, beneficiaryIp: '203.0.113.7' } }));
    log(`transfer ${created.id} is ${created.status}; send exactly ${created.from.value} USDC to ${created.fundingWallet}`);

    // 3. Send exactly from.value USDC to fundingWallet from your wallet, and link the transaction's hash. (Here a made-up
    //    hash: the sandbox has no chain.)
    const transactionHash = sandboxTransactionHash();
    must(await client.PUT('/v1/transfers/{id}/transactionHash', { params: { path: { id: created.id } }, body: { transactionHash } }));
    log(`linked transaction ${transactionHash}`);

    // 4. Sandbox only: the transaction arrives on "chain". Ponte checks it, then pays the BRL out.
    must(await client.POST('/v1/transfers/sandbox/crypto-deposit', { body: { txHash: transactionHash, simulationId: simulation.id } }));
    log(`sandbox: ${created.from.value} USDC arrived at ${created.fundingWallet}`);

    // 5. One OFF_RAMP webhook tells the final state.
    const webhook = await sandbox.waitForWebhook(
      `the OFF_RAMP webhook of ${created.id}`,
      (event) => event.operation === 'OFF_RAMP' && event.resourceId === created.id,
      {
        explain: async () => {
          const now = must(await client.GET('/v1/transfers/{id}', { params: { path: { id: created.id } } }));
          return `the transfer is ${now.status}${now.statusReason ? ` (${now.statusReason})` : ''}`;
        },
      },
    );
    const transfer = must(await client.GET('/v1/transfers/{id}', { params: { path: { id: created.id } } }));
    log(`transfer ${transfer.id} ${transfer.status}: ${transfer.to?.value ?? '-'} BRL paid out${webhook.event.message ? ` (${webhook.event.message})` : ''}`);
    return { beneficiary, transfer, transactionHash, webhook };
  });
}

if (isMain(import.meta.url)) {
  await runScript(
    (connection) => run({ ...connection, amount: process.env.OFFRAMP_USDC, beneficiaryId: process.env.PONTE_BENEFICIARY_ID }),
    (result) => result.transfer,
    'SUCCEEDED',
  );
}
