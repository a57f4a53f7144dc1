// A payment out in the sandbox: a beneficiary's USDC is sent as USD to a US bank account (a payment contact).
//
//   npm start                                   # a local sandbox on :3000, in another terminal
//   node --import tsx examples/payment.ts       # uses the credentials npm start wrote to .data/
//
//   PONTE_URL=http://127.0.0.1:3000 PONTE_CLIENT_ID=ck_... PONTE_CLIENT_SECRET=cs_... PONTE_INTEGRATOR_ID=... \
//   PAYMENT_USDC=40.00 PONTE_BENEFICIARY_ID=... node --import tsx examples/payment.ts
//
// The flow: an approved beneficiary, a payment contact holding the receiving bank account, enough USDC in the balance
// (when short, the sandbox's payment in from that contact adds the amount, with its PAYMENT_IN webhook), a payment
// simulation (a flat 2.00 USD fee), the payment (PENDING; the amount is held), and the PAYMENT_OUT webhook once the
// bank settled it (COMPLETED).
import {
  approvedBeneficiary,
  cents,
  isMain,
  must,
  runScript,
  withSandbox,
  type Balance,
  type Beneficiary,
  type FlowOptions,
  type Payment,
  type ReceivedWebhook,
} from './sandbox.ts';

export type PaymentOptions = FlowOptions & {
  /** USDC to send (5.00 to 100000.00; default 40.00). */
  amount?: string;
  /** An approved beneficiary to use instead of a new one. */
  beneficiaryId?: string;
};

export interface PaymentResult {
  beneficiary: Beneficiary;
  paymentContactId: string;
  /** The PAYMENT_IN webhook when the balance had to be topped up. */
  paymentIn?: ReceivedWebhook;
  payment: Payment;
  /** The PAYMENT_OUT webhook of the final state. */
  webhook: ReceivedWebhook;
  balance: Balance;
}

export async function run(options: PaymentOptions): Promise<PaymentResult> {
  return withSandbox(options, async (sandbox) => {
    const { client, log } = sandbox;
    const amount = options.amount ?? '40.00';
    const beneficiary = await approvedBeneficiary(sandbox, options.beneficiaryId);
    const balances = { params: { path: { id: beneficiary.id } } };

    // 1. The receiving account: a US bank account (WIRE or ACH; the routing number's check digit is verified).
    const contact = must(
      await client.POST('/v1/payment-contacts', {
        body: {
          beneficiaryId: beneficiary.id,
          paymentType: 'WIRE',
          bankInfo: { name: 'JPMorgan Chase Bank, N.A.', street1: '383 Madison Avenue', city: 'New York', state: 'NY', postalCode: '10179', country: 'US' },
          userInfo: {
            name: 'Ana Souza',
            street1: '100 Main Street',
            city: 'Miami',
            state: 'FL',
            postalCode: '33101',
            country: 'US',
            routingKey: '021000021',
            accountNumber: '000123456789',
            accountType: 'CHECKING',
            type: 'NATURAL_PERSON',
          },
        },
      }),
    );
    log(`payment contact ${contact.id}: ${contact.paymentType} to account ${contact.userInfo.accountNumber}`);

    // 2. The payment holds USDC from the balance. Sandbox only: when it is short, USD arrives from the contact.
    let paymentIn: ReceivedWebhook | undefined;
    const available = must(await client.GET('/v1/beneficiaries/{id}/balances', balances)).available;
    if (cents(available) < cents(amount)) {
      const received = must(
        await client.POST('/v1/payments/sandbox/payment-in', { body: { beneficiaryId: beneficiary.id, paymentContactId: contact.id, amount } }),
      );
      log(`sandbox: ${amount} USD received from the contact (payment in ${received.id}, ${received.status})`);
      paymentIn = await sandbox.waitForWebhook(
        `the PAYMENT_IN webhook of ${received.id}`,
        (event) => event.operation === 'PAYMENT_IN' && event.resourceId === received.id,
      );
    }

    // 3. Simulate: the fee and what the contact receives.
    const simulation = must(
      await client.POST('/v1/payments/simulations', { body: { beneficiaryId: beneficiary.id, amount: { currencyCode: 'USDC', value: amount } } }),
    );
    log(`simulation ${simulation.simulationId}: ${amount} USDC, fee ${simulation.fees.value} USD, the contact receives ${simulation.totalAmount.value} USD`);

    // 4. Pay, and wait for the PAYMENT_OUT webhook of the final state.
    const created = must(
      await client.POST('/v1/payments', { body: { simulationId: simulation.simulationId, paymentContactId: contact.id, description: 'Invoice 2024-001' } }),
    );
    log(`payment ${created.id} is ${created.status}`);
    const webhook = await sandbox.waitForWebhook(
      `the PAYMENT_OUT webhook of ${created.id}`,
      (event) => event.operation === 'PAYMENT_OUT' && event.resourceId === created.id,
      {
        explain: async () => {
          const now = must(await client.GET('/v1/payments/{id}', { params: { path: { id: created.id } } }));
          return `the payment is ${now.status}${now.failureReason ? ` (${now.failureReason})` : ''}`;
        },
      },
    );
    const payment = must(await client.GET('/v1/payments/{id}', { params: { path: { id: created.id } } }));
    const balance = must(await client.GET('/v1/beneficiaries/{id}/balances', balances));
    log(`payment ${payment.id} ${payment.status}${payment.failureReason ? ` (${payment.failureReason})` : ''}; balance ${balance.total} USDC`);
    return { beneficiary, paymentContactId: contact.id, paymentIn, payment, webhook, balance };
  });
}

if (isMain(import.meta.url)) {
  await runScript(
    (connection) => run({ ...connection, amount: process.env.PAYMENT_USDC, beneficiaryId: process.env.PONTE_BENEFICIARY_ID }),
    (result) => result.payment,
    'COMPLETED',
  );
}
