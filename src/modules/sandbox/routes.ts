// The sandbox's routes (app.ts registers them only when PONTE_ENV is sandbox; in production they answer 404 like any
// unknown route): the tools of service.ts over HTTP, and the sandbox verification partner's upload links.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { integratorOf } from '../../http/auth.ts';
import { answerCreated } from '../../http/idempotency.ts';
import { ref } from '../../http/schemas.ts';
import { RATE_DECIMALS } from '../../money.ts';
import type { MarketRate } from '../../rails/capabilities/rate-provider.ts';
import { SANDBOX_KYC_LINK_PATH } from '../../rails/sandbox/kyc.ts';
import { PaymentIn, PaymentInBody } from '../payments/index.ts';
import { sandboxLinkPage } from './kyc-page.ts';
import type { SandboxClockState } from './clock.ts';
import {
  MarketRateBody,
  SandboxBankDepositBody,
  SandboxClock,
  SandboxClockAdvanceBody,
  SandboxCryptoDepositBody,
  SandboxDepositAnswer,
  SandboxPixBody,
  SetRateBody,
} from './schemas.ts';
import type { SandboxTools } from './service.ts';

const clockBody = (clock: SandboxClockState) => ({
  now: clock.now.toISOString(),
  offsetSeconds: clock.offsetSeconds,
  advancedAt: clock.advancedAt?.toISOString() ?? null,
});
const rateBody = (rate: MarketRate) => ({
  base: rate.base,
  quote: rate.quote,
  rate: rate.rate.toFixed(RATE_DECIMALS),
  updatedAt: rate.updatedAt.toISOString(),
});

export async function sandboxRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxTools }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Sandbox'];

  /** A sandbox payment retried after its answer died with the process: answered with the payment it made. */
  const paidAlready = (integratorId: string, simulationId: string) => ({
    codes: ['transfer.already_paid'],
    find: (since: Date) => sandbox.paidSince(integratorId, simulationId, since),
  });
  const amountNote = 'amount defaults to from.value; any other amount fails the transfer and the deposit is returned. A transfer is paid once (409 after).';

  r.post('/v1/transfers/sandbox/pix', {
    config: {
      errors: [
        'simulation.not_found',
        'transfer.not_found',
        'transfer.wrong_rail',
        'transfer.already_paid',
        'transfer.not_awaiting_funds',
        'transfer.payer_not_beneficiary',
      ],
    },
    schema: {
      operationId: 'sandboxPayPix',
      tags,
      summary: 'Pay a BR on-ramp by PIX (sandbox only)',
      description: `document must be the beneficiary’s CPF or CNPJ (422 otherwise). ${amountNote}`,
      body: SandboxPixBody,
      response: { 200: SandboxDepositAnswer },
    },
    handler: async (request, reply) =>
      answerCreated(request, reply, 200, () => sandbox.pix(integratorOf(request), request.body), paidAlready(integratorOf(request), request.body.simulationId)),
  });

  r.post('/v1/transfers/sandbox/bank-deposit', {
    config: { errors: ['simulation.not_found', 'transfer.not_found', 'transfer.wrong_rail', 'transfer.already_paid', 'transfer.not_awaiting_funds'] },
    schema: {
      operationId: 'sandboxBankDeposit',
      tags,
      summary: 'Pay a CO on-ramp by bank deposit (sandbox only)',
      description: amountNote,
      body: SandboxBankDepositBody,
      response: { 200: SandboxDepositAnswer },
    },
    handler: async (request, reply) =>
      answerCreated(
        request,
        reply,
        200,
        () => sandbox.bankDeposit(integratorOf(request), request.body),
        paidAlready(integratorOf(request), request.body.simulationId),
      ),
  });

  const cryptoDeposit = {
    config: {
      errors: [
        'simulation.not_found',
        'transfer.not_found',
        'transfer.wrong_rail',
        'transfer.not_awaiting_funds',
        'transfer.transaction_hash_in_use',
        'rail.not_configured',
      ],
    },
    schema: {
      tags,
      summary: 'Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only)',
      description:
        'Records a chain transaction with hash txHash paying amount (from.value by default) to the transfer’s fundingWallet. The transfer ' +
        'starts once the same hash is linked with PUT /v1/transfers/{id}/transactionHash, in either order; another amount fails it.',
      body: SandboxCryptoDepositBody,
      response: { 200: SandboxDepositAnswer },
    },
  };
  r.post('/v1/transfers/sandbox/crypto-deposit', {
    config: cryptoDeposit.config,
    schema: { ...cryptoDeposit.schema, operationId: 'sandboxCryptoDeposit' },
    handler: async (request) => sandbox.cryptoDeposit(integratorOf(request), request.body),
  });
  r.put('/v1/transfers/sandbox/crypto-deposit', {
    config: cryptoDeposit.config,
    schema: { ...cryptoDeposit.schema, operationId: 'sandboxPutCryptoDeposit' },
    handler: async (request) => sandbox.cryptoDeposit(integratorOf(request), request.body),
  });

  r.post('/v1/payments/sandbox/payment-in', {
    config: { errors: ['beneficiary.not_found', 'beneficiary.not_approved', 'rail.not_configured', 'amount.below_minimum', 'amount.above_maximum'] },
    schema: {
      operationId: 'sandboxPaymentIn',
      tags,
      summary: 'Sandbox: USD arrives for a beneficiary from a sender',
      description:
        'amount is USD. From one of the beneficiary’s payment contacts it is credited as USDC (status COMPLETED); from anyone else ' +
        'it is refused and nothing is credited (status REJECTED). Both answer 200 and send a PAYMENT_IN callback.',
      body: PaymentInBody,
      response: { 200: ref(PaymentIn) },
    },
    handler: async (request) => sandbox.paymentIn(integratorOf(request), request.body),
  });

  r.get('/v1/sandbox/rates', {
    config: { errors: [] },
    schema: {
      operationId: 'listSandboxRates',
      description: "Per currency, the market rate simulations of this integrator use: its own where it set one, else the sandbox's shared rate.",
      tags,
      summary: 'The sandbox market rates this integrator prices with',
      response: { 200: Type.Array(MarketRateBody) },
    },
    handler: async (request) => (await sandbox.rates(integratorOf(request))).map(rateBody),
  });

  r.put('/v1/sandbox/rates', {
    config: { errors: [] },
    schema: {
      operationId: 'setSandboxRate',
      tags,
      summary: 'Set a sandbox market rate for this integrator',
      description:
        'The rate is this integrator’s own: other integrators of the sandbox keep pricing with the shared market rate or their own. It must lie ' +
        'within a factor of 2 of the shared rate (GET /v1/sandbox/rates of a new integrator shows it): from half to double; 400 validation.failed at /rate otherwise.',
      body: SetRateBody,
      response: { 200: MarketRateBody },
    },
    handler: async (request) => rateBody(await sandbox.setRate(integratorOf(request), request.body.quote, request.body.rate)),
  });

  r.get('/v1/sandbox/clock', {
    config: { errors: [] },
    schema: {
      operationId: 'getSandboxClock',
      tags,
      summary: 'This integrator’s sandbox clock',
      description: 'The sandbox time (the real time plus every advance this integrator made) and the total offset, in seconds.',
      response: { 200: ref(SandboxClock) },
    },
    handler: async (request) => clockBody(await sandbox.clock.read(integratorOf(request))),
  });

  r.post('/v1/sandbox/clock/advance', {
    config: { errors: [] },
    schema: {
      operationId: 'advanceSandboxClock',
      tags,
      summary: 'Move this integrator’s sandbox clock forward',
      description:
        'Every pending deadline of this integrator moves earlier by seconds (a deadline passed falls due now): simulations’ expiry, ' +
        'on-ramps’ funding timeout, upload links’ expiry, payouts and validations waiting to run, webhook retries. The worker then ' +
        'does what it does when such a deadline passes. Other integrators’ deadlines never move. See docs/sandbox.md.',
      body: SandboxClockAdvanceBody,
      response: { 200: ref(SandboxClock) },
    },
    handler: async (request) => clockBody(await sandbox.clock.advance(integratorOf(request), request.body.seconds, request.id)),
  });

  // A beneficiary opens this in a browser: no bearer token, and HEAD (link previews) must not approve anything.
  // The path is the link's secret, so the request lines that would log it are left out.
  r.get(`${SANDBOX_KYC_LINK_PATH}/:reference`, {
    config: { auth: 'none' },
    exposeHeadRoute: false,
    logLevel: 'warn',
    schema: {
      hide: true,
      params: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
      querystring: Type.Object({ result: Type.Optional(Type.Enum(['APPROVED', 'REJECTED'])) }),
    },
    handler: async (request, reply) => {
      const status = await sandbox.verificationFinished(
        request.params.reference,
        request.query.result === 'REJECTED' ? { approved: false } : { approved: true },
      );
      return reply.type('text/html; charset=utf-8').send(sandboxLinkPage(status));
    },
  });
}
