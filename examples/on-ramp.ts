// A Brazilian on-ramp in the sandbox: a beneficiary pays BRL by PIX and receives USDC in their Ponte balance.
//
//   npm start                                   # a local sandbox on :3000, in another terminal
//   node --import tsx examples/on-ramp.ts       # uses the credentials npm start wrote to .data/
//
//   PONTE_URL=http://127.0.0.1:3000 PONTE_CLIENT_ID=ck_... PONTE_CLIENT_SECRET=cs_... PONTE_INTEGRATOR_ID=... \
//   ONRAMP_BRL=250.00 PONTE_BENEFICIARY_ID=... node --import tsx examples/on-ramp.ts
//
// The flow: an approved beneficiary (a new one unless PONTE_BENEFICIARY_ID names one), a simulation, the transfer
// (PENDING, with a PIX copy-and-paste code for the beneficiary), the PIX payment (in the sandbox,
// POST /v1/transfers/sandbox/pix stands for the beneficiary's bank), and the ON_RAMP webhook of the final state. The
// script waits for that webhook rather than polling GET /v1/transfers/{id}, then reads the transfer once.
import {
  approvedBeneficiary,
  isMain,
  must,
  runScript,
  withSandbox,
  type Balance,
  type Beneficiary,
  type FlowOptions,
  type ReceivedWebhook,
  type Transfer,
} from './sandbox.ts';

export type OnRampOptions = FlowOptions & {
  /** BRL to pay (10.00 to 50000.00; default 100.00). */
  amount?: string;
  /** An approved beneficiary to use instead of a new one. */
  beneficiaryId?: string;
};

export interface OnRampResult {
  beneficiary: Beneficiary;
  transfer: Transfer;
  /** The ON_RAMP webhook of the final state. */
  webhook: ReceivedWebhook;
  balanceBefore: Balance;
  balance: Balance;
}

export async function run(options: OnRampOptions): Promise<OnRampResult> {
  return withSandbox(options, async (sandbox) => {
    const { client, log } = sandbox;
    const beneficiary = await approvedBeneficiary(sandbox, options.beneficiaryId);
    const balanceBefore = must(await client.GET('/v1/beneficiaries/{id}/balances', { params: { path: { id: beneficiary.id } } }));

    // 1. Simulate: the indicative USDC, fees, taxes and rate. The transfer executes at the rate of the moment the BRL arrives.
    const simulation = must(
      await client.POST('/v1/transfers/simulations', {
        body: { type: 'ON_RAMP', beneficiaryId: beneficiary.id, amount: { currencyCode: 'BRL', value: options.amount ?? '100.00' } },
      }),
    );
    log(
      `simulation ${simulation.id}: ${simulation.from.value} BRL -> about ${simulation.to.value} USDC at ${simulation.transactionDetails.conversionDetails.exchangeRate}`,
    );

    // 2. Create the transfer: beneficiaryIp is the address your user's request came from.
    const created = must(await client.POST('/v1/transfers', { body: { simulationId: simulation.id, beneficiaryIp: '203.0.113.7' } }));
    log(`transfer ${created.id} is ${created.status}; the beneficiary pays this PIX code: ${created.pixCopyAndPaste?.slice(0, 32)}...`);

    // 3. The beneficiary pays the code from their bank. In the sandbox this call is that payment, from their own CPF.
    must(await client.POST('/v1/transfers/sandbox/pix', { body: { document: beneficiary.person!.idNumber, simulationId: simulation.id } }));
    log(`sandbox: ${created.from.value} BRL paid by PIX`);

    // 4. One ON_RAMP webhook tells the final state; the transfer then carries the final numbers.
    const webhook = await sandbox.waitForWebhook(
      `the ON_RAMP webhook of ${created.id}`,
      (event) => event.operation === 'ON_RAMP' && event.resourceId === created.id,
      {
        explain: async () => {
          const now = must(await client.GET('/v1/transfers/{id}', { params: { path: { id: created.id } } }));
          return `the transfer is ${now.status}${now.statusReason ? ` (${now.statusReason})` : ''}`;
        },
      },
    );
    const transfer = must(await client.GET('/v1/transfers/{id}', { params: { path: { id: created.id } } }));
    const balance = must(await client.GET('/v1/beneficiaries/{id}/balances', { params: { path: { id: beneficiary.id } } }));
    log(`transfer ${transfer.id} ${transfer.status}: ${transfer.to?.value ?? '-'} USDC credited; balance ${balance.total} USDC`);
    return { beneficiary, transfer, webhook, balanceBefore, balance };
  });
}

if (isMain(import.meta.url)) {
  await runScript(
    (connection) => run({ ...connection, amount: process.env.ONRAMP_BRL, beneficiaryId: process.env.PONTE_BENEFICIARY_ID }),
    (result) => result.transfer,
    'SUCCEEDED',
  );
}
