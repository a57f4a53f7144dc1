// Owns which schemas the API names: each is added once to the app (app.addSchema, by http/openapi.ts), routes point
// at it with `ref()`, and OpenAPI lists it under components/schemas, so a generator makes one named type of it
// (Transfer, TransferPage). The modules own their schemas; this file, above them as error-catalogue.ts is, only
// gathers the ones the API names, with the events' schemas and operations (modules/webhooks/openapi.ts). A schema
// named here must be used through ref() everywhere: written out inside a route's schema as well, its $id would be
// defined twice.
import type { TSchema } from 'typebox';
import { errorCatalogue } from './error-catalogue.ts';
import { ErrorBody } from './http/schemas.ts';
import {
  BeneficiarySchema,
  BeneficiaryFile,
  BusinessDocumentsEventData,
  KyxPersonDocuments,
  KyxStep,
  LocalTargetAccount,
  BeneficiaryPage,
  VerificationRecordSchema,
} from './modules/beneficiaries/index.ts';
import { AccessToken, CreatedIntegrator, IntegratorSchema, IntegratorPage, OAuthErrorBody } from './modules/integrators/index.ts';
import { BeneficiaryBalanceSchema } from './modules/ledger/index.ts';
import { Approval, ApprovalPage } from './modules/approvals/index.ts';
import {
  Payment,
  PaymentContact,
  PaymentContactPage,
  PaymentEventData,
  PaymentIn,
  PaymentInEventData,
  PaymentPage,
  PaymentSimulation,
  ReceivingInstructions,
} from './modules/payments/index.ts';
import { SandboxClock } from './modules/sandbox/index.ts';
import { LoggedRequestSchema, LoggedRequestPage } from './modules/request-log/index.ts';
import { Simulation, Transfer, TransferEventData, TransferPage } from './modules/transfers/index.ts';
import {
  eventSchemas,
  webhookOperations,
  CreatedWebhookEndpoint,
  EventDetail,
  EventPage,
  EventStreamAnswer,
  EventSummary,
  WebhookEndpointSchema,
  WebhookEndpointPage,
} from './modules/webhooks/index.ts';

/** Every named schema, a schema before the ones that point at it. */
export const COMPONENT_SCHEMAS: TSchema[] = [
  ErrorBody,
  AccessToken,
  OAuthErrorBody,
  IntegratorSchema,
  IntegratorPage,
  CreatedIntegrator,
  LocalTargetAccount,
  BeneficiarySchema,
  BeneficiaryPage,
  BeneficiaryFile,
  KyxStep,
  VerificationRecordSchema,
  KyxPersonDocuments,
  BeneficiaryBalanceSchema,
  Simulation,
  Transfer,
  TransferPage,
  PaymentContact,
  PaymentContactPage,
  PaymentSimulation,
  Payment,
  PaymentPage,
  ReceivingInstructions,
  SandboxClock,
  PaymentIn,
  EventSummary,
  EventPage,
  EventDetail,
  EventStreamAnswer,
  WebhookEndpointSchema,
  WebhookEndpointPage,
  CreatedWebhookEndpoint,
  LoggedRequestSchema,
  LoggedRequestPage,
  Approval,
  ApprovalPage,
  // The data of the events Ponte sends (OpenAPI webhooks): named for receivers, never answered by a route.
  TransferEventData,
  PaymentEventData,
  PaymentInEventData,
  BusinessDocumentsEventData,
];

/** What http/openapi.ts publishes beside the routes: the named schemas, and the events sent to callback URLs. */
export const API_DESCRIPTION = { schemas: COMPONENT_SCHEMAS, eventSchemas, webhookOperations, catalogue: errorCatalogue() };
