import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { answerCreated } from '../../http/idempotency.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { ref } from '../../http/schemas.ts';
import { CreateSimulationBody, CreateTransferBody, LinkTransactionHashBody, Simulation, Transfer, TransferParams, TransferPage } from './schemas.ts';
import type { ChainFunding } from './chain-funding.ts';
import type { TransferRequests } from './requests.ts';
import { transferList } from './model.ts';

export interface TransferRouteOptions {
  transfers: TransferRequests;
  chainFunding: ChainFunding;
}

export async function transferRoutes(app: FastifyInstance, { transfers, chainFunding }: TransferRouteOptions): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Transfers'];

  r.post('/v1/transfers/simulations', {
    config: {
      errors: [
        'beneficiary.not_found',
        'beneficiary.not_approved',
        'beneficiary.target_account_not_valid',
        'corridor.disabled',
        'simulation.invalid_currency',
        'amount.below_minimum',
        'amount.above_maximum',
        'transfer.external_wallet_not_available',
        'rail.not_configured',
        'rates.unavailable',
      ],
    },
    schema: {
      operationId: 'createSimulation',
      tags,
      summary: 'Simulate a transfer: indicative amount, fees and rate',
      description:
        'ON_RAMP takes the beneficiary’s home currency (BRL in BR, COP in CO), OFF_RAMP takes USDC. The beneficiary must be approved. ' +
        'The simulation expires after SIMULATION_TTL_S; its rate is indicative, the transfer executes at the latest rate. Without a ' +
        'current market rate for its currency, 503 rates.unavailable with Retry-After.',
      body: CreateSimulationBody,
      response: { 201: ref(Simulation) },
    },
    handler: async (request, reply) => reply.code(201).send(await transfers.simulate(integratorOf(request), request.body)),
  });

  r.post('/v1/transfers', {
    config: {
      errors: [
        'simulation.not_found',
        'simulation.is_already_executed',
        'simulation.is_expired',
        'simulation.exchange_rate_changed_too_much',
        'beneficiary.not_found',
        'beneficiary.not_approved',
        'beneficiary.target_account_not_valid',
        'flow_of_funds.insufficient_funds',
        'transfer.external_wallet_not_available',
        'transfer.pse_not_available',
        'rail.not_configured',
        'rates.unavailable',
        'collection.unavailable',
      ],
    },
    schema: {
      operationId: 'createTransfer',
      tags,
      summary: 'Create the transfer of a simulation',
      description:
        'At most one transfer per simulation (412 simulation.is_already_executed), before it expires, and while the market rate is within 2% ' +
        "of the simulation’s. A BR ON_RAMP carries pixCopyAndPaste, a CO ON_RAMP bankDepositInstructions (with pse, the PSE intent's paymentLink: " +
        '422 transfer.pse_not_available for another transfer or where CO on-ramps are not collected by Bitso). A direct OFF_RAMP (BENEFICIARY_BALANCE) ' +
        'holds from.value on the beneficiary’s balance (422 flow_of_funds.insufficient_funds if short) and pays out to targetPixKey, ' +
        'targetBankAccount or targetBrebKey; an EXTERNAL_WALLET OFF_RAMP carries fundingWallet, where to send from.value in USDC. Without a current market ' +
        'rate, 503 rates.unavailable with Retry-After.',
      body: CreateTransferBody,
      response: { 201: ref(Transfer) },
    },
    handler: async (request, reply) =>
      answerCreated(request, reply, 201, () => transfers.create(integratorOf(request), request.body), {
        codes: ['simulation.is_already_executed'],
        find: (since) => transfers.createdFrom(integratorOf(request), request.body.simulationId, since),
      }),
  });

  r.get('/v1/transfers', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listTransfers',
      description:
        'A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).',
      tags,
      summary: 'List transfers',
      querystring: listQueryFor(transferList),
      response: { 200: ref(TransferPage) },
    },
    handler: async (request) => transfers.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.get('/v1/transfers/:id', {
    config: { errors: ['transfer.not_found'] },
    schema: {
      operationId: 'getTransfer',
      description:
        'PENDING until the funds arrive and settle (SUCCEEDED), or FAILED or CANCELLED with statusReason. An ON_RAMP or OFF_RAMP callback reports each final state.',
      tags,
      summary: 'One transfer; to and transactionDetails are final from SUCCEEDED on',
      params: TransferParams,
      response: { 200: ref(Transfer) },
    },
    handler: async (request) => transfers.get(integratorOf(request), request.params.id),
  });

  // The interface's on-ramp guide writes this path once in the singular; it answers exactly as the plural form.
  r.get('/v1/transfer/:id', {
    config: { errors: ['transfer.not_found'] },
    schema: {
      operationId: 'getTransferBySingularPath',
      description: 'Answers exactly as GET /v1/transfers/{id}.',
      tags,
      summary: 'One transfer (the singular path the interface writes once; use /v1/transfers/{id})',
      deprecated: true,
      params: TransferParams,
      response: { 200: ref(Transfer) },
    },
    handler: async (request) => transfers.get(integratorOf(request), request.params.id),
  });

  r.post('/v1/transfers/:id/cancel', {
    config: { errors: ['transfer.not_found', 'transfer.not_cancellable', 'transfer.deposit_on_chain', 'chain.unavailable'] },
    schema: {
      operationId: 'cancelTransfer',
      tags,
      summary: 'Cancel a transfer whose funds have not arrived',
      description:
        'Only while no funds have arrived and no payout has started (412 transfer.not_cancellable after). An EXTERNAL_WALLET off-ramp whose ' +
        'linked transaction has brought USDC to fundingWallet, confirmed or not, is not cancelled (412 transfer.deposit_on_chain); while ' +
        'the chain cannot be read, 503 chain.unavailable.',
      params: TransferParams,
      response: { 200: ref(Transfer) },
    },
    handler: async (request) => transfers.cancel(integratorOf(request), request.params.id),
  });

  r.put('/v1/transfers/:id/transactionHash', {
    config: {
      errors: [
        'transfer.not_found',
        'transfer.not_external_wallet',
        'transfer.not_awaiting_funds',
        'transfer.deposit_on_chain',
        'transfer.transaction_hash_in_use',
        'transfer.transaction_hash_not_funding',
        'chain.unavailable',
        'rail.not_configured',
      ],
    },
    schema: {
      operationId: 'linkTransactionHash',
      tags,
      summary: 'Link the chain transaction that funds an EXTERNAL_WALLET off-ramp',
      description:
        'Only while the funds have not arrived (412 after). A transaction the chain shows paying elsewhere (another wallet, another token, ' +
        'reverted) is 422 transfer.transaction_hash_not_funding; one not on the chain yet is taken, as it may yet pay. A hash linked to another of your ' +
        "waiting transfers, or that paid one, is 409 (another integrator's use of a hash is never told), unless the chain shows it pays this transfer and not that one. Another hash replaces the linked one " +
        'unless USDC of the linked one has reached fundingWallet (412 transfer.deposit_on_chain). The transfer starts once the ' +
        'transaction, a USDC transfer of exactly from.value to fundingWallet, is confirmed.',
      params: TransferParams,
      body: LinkTransactionHashBody,
      response: { 200: ref(Transfer) },
    },
    handler: async (request) => chainFunding.linkTransactionHash(integratorOf(request), request.params.id, request.body.transactionHash),
  });
}
