import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { answerCreated } from '../../http/idempotency.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { IdParams, ref } from '../../http/schemas.ts';
import type { PaymentContactService } from './contacts.ts';
import type { PaymentInService } from './payments-in.ts';
import {
  CreatePaymentBody,
  CreatePaymentContactBody,
  CreatePaymentSimulationBody,
  Payment,
  PaymentContact,
  PaymentSimulation,
  ReceivingInstructions,
  PaymentPage,
  PaymentContactPage,
} from './schemas.ts';
import type { PaymentService } from './service.ts';
import { paymentList } from './service.ts';
import { paymentContactList } from './contacts.ts';

export interface PaymentRouteOptions {
  contacts: PaymentContactService;
  payments: PaymentService;
  paymentsIn: PaymentInService;
}

export async function paymentRoutes(app: FastifyInstance, options: PaymentRouteOptions): Promise<void> {
  const { contacts, payments, paymentsIn } = options;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Payments'];

  r.post('/v1/payment-contacts', {
    config: { errors: ['beneficiary.not_found', 'beneficiary.not_approved'] },
    schema: {
      operationId: 'createPaymentContact',
      tags,
      summary: 'Create a payment contact: the US bank account a beneficiary pays and is paid by',
      description: 'The beneficiary must be approved (412 otherwise). The routing number is checked (ABA check digit).',
      body: CreatePaymentContactBody,
      response: { 201: ref(PaymentContact) },
    },
    handler: async (request, reply) => reply.code(201).send(await contacts.create(integratorOf(request), request.body)),
  });

  r.get('/v1/payment-contacts', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listPaymentContacts',
      description:
        'A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).',
      tags,
      summary: 'List payment contacts',
      querystring: listQueryFor(paymentContactList),
      response: { 200: ref(PaymentContactPage) },
    },
    handler: async (request) => contacts.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.get('/v1/payment-contacts/:id', {
    config: { errors: ['payment_contact.not_found'] },
    schema: {
      operationId: 'getPaymentContact',
      description: "The contact's bank and account holder as created.",
      tags,
      summary: 'One payment contact',
      params: IdParams,
      response: { 200: ref(PaymentContact) },
    },
    handler: async (request) => contacts.get(integratorOf(request), request.params.id),
  });

  r.post('/v1/payments/simulations', {
    config: {
      errors: [
        'beneficiary.not_found',
        'beneficiary.not_approved',
        'simulation.invalid_currency',
        'amount.below_minimum',
        'amount.above_maximum',
        'rail.not_configured',
      ],
    },
    schema: {
      operationId: 'createPaymentSimulation',
      tags,
      summary: 'Simulate a payment: the fee and what the contact receives',
      description: 'The amount is USDC; fees and totalAmount (amount less fees) are USD. Valid for SIMULATION_TTL_S.',
      body: CreatePaymentSimulationBody,
      response: { 201: ref(PaymentSimulation) },
    },
    handler: async (request, reply) => reply.code(201).send(await payments.simulate(integratorOf(request), request.body)),
  });

  r.post('/v1/payments', {
    config: {
      errors: [
        'simulation.not_found',
        'simulation.is_already_executed',
        'simulation.is_expired',
        'payment_contact.not_found',
        'payment_contact.beneficiary_mismatch',
        'payment_contact.blocked',
        'payment_contact.under_review',
        'flow_of_funds.insufficient_funds',
        'rail.not_configured',
      ],
    },
    schema: {
      operationId: 'createPayment',
      tags,
      summary: 'Make a payment from a simulation to a payment contact',
      description:
        'Holds the amount on the beneficiary’s balance (422 if short) and answers PENDING; the payment then moves to COMPLETED or ' +
        'FAILED, and a PAYMENT_OUT callback says which.',
      body: CreatePaymentBody,
      response: { 201: ref(Payment) },
    },
    handler: async (request, reply) =>
      answerCreated(request, reply, 201, () => payments.create(integratorOf(request), request.body), {
        codes: ['simulation.is_already_executed'],
        find: (since) => payments.createdFrom(integratorOf(request), request.body.simulationId, since),
      }),
  });

  r.get('/v1/payments', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listPayments',
      description:
        'A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).',
      tags,
      summary: 'List payments',
      querystring: listQueryFor(paymentList),
      response: { 200: ref(PaymentPage) },
    },
    handler: async (request) => payments.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.get('/v1/payments/:id', {
    config: { errors: ['payment.not_found'] },
    schema: {
      operationId: 'getPayment',
      description: 'PENDING until the payout settles (COMPLETED) or is rejected (FAILED, with failureReason); a PAYMENT_OUT callback reports either.',
      tags,
      summary: 'One payment, with its status',
      params: IdParams,
      response: { 200: ref(Payment) },
    },
    handler: async (request) => payments.get(integratorOf(request), request.params.id),
  });

  r.get('/v1/payments/beneficiaries/:id/instructions', {
    config: { errors: ['beneficiary.not_found', 'beneficiary.not_approved', 'rail.not_configured'] },
    schema: {
      operationId: 'getReceivingInstructions',
      tags,
      summary: 'The beneficiary’s USD receiving account',
      description: 'USD sent here by one of the beneficiary’s payment contacts is credited 1:1 as USDC, with a PAYMENT_IN callback.',
      params: IdParams,
      response: { 200: ref(ReceivingInstructions) },
    },
    handler: async (request) => paymentsIn.instructions(integratorOf(request), request.params.id),
  });
}
