// Owns the named schemas of the API: each is added once to the app (app.addSchema), routes point at it with `ref()`,
// and OpenAPI lists it under components/schemas, so a generator makes one named type of it (Transfer, TransferPage).
// The modules own their schemas; this file only says which of them the API names. A schema named here must be used
// through ref() everywhere: written out inside a route's schema as well, its $id would be defined twice.
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorBody, PageNamed } from './schemas.ts';
import {
  Beneficiary,
  BeneficiaryFile,
  BusinessDocumentsEventData,
  KyxPersonDocuments,
  KyxStep,
  LocalTargetAccount,
  VerificationRecord,
} from '../modules/beneficiaries/schemas.ts';
import { AccessToken, CreatedIntegrator, Integrator, OAuthErrorBody } from '../modules/integrators/schemas.ts';
import { BeneficiaryBalance } from '../modules/ledger/schemas.ts';
import {
  Payment,
  PaymentContact,
  PaymentEventData,
  PaymentIn,
  PaymentInEventData,
  PaymentSimulation,
  ReceivingInstructions,
} from '../modules/payments/schemas.ts';
import { Simulation, Transfer, TransferEventData } from '../modules/transfers/schemas.ts';
import { EventDetail, EventSummary } from '../modules/webhooks/schemas.ts';

export const TransferPage = PageNamed(Transfer);
export const BeneficiaryPage = PageNamed(Beneficiary);
export const PaymentPage = PageNamed(Payment);
export const PaymentContactPage = PageNamed(PaymentContact);
export const IntegratorPage = PageNamed(Integrator);
export const EventPage = PageNamed(EventSummary);

/** Every named schema, a schema before the ones that point at it. */
export const COMPONENT_SCHEMAS: TSchema[] = [
  ErrorBody,
  AccessToken,
  OAuthErrorBody,
  Integrator,
  IntegratorPage,
  CreatedIntegrator,
  LocalTargetAccount,
  Beneficiary,
  BeneficiaryPage,
  BeneficiaryFile,
  KyxStep,
  VerificationRecord,
  KyxPersonDocuments,
  BeneficiaryBalance,
  Simulation,
  Transfer,
  TransferPage,
  PaymentContact,
  PaymentContactPage,
  PaymentSimulation,
  Payment,
  PaymentPage,
  ReceivingInstructions,
  PaymentIn,
  EventSummary,
  EventPage,
  EventDetail,
  // The data of the events Ponte sends (OpenAPI webhooks): named for receivers, never answered by a route.
  TransferEventData,
  PaymentEventData,
  PaymentInEventData,
  BusinessDocumentsEventData,
];

export function registerComponents(app: FastifyInstance): void {
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema);
}
