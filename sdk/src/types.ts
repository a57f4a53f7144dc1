// Named types for every resource, request body, page and webhook event, taken from the generated OpenAPI types
// (components.schemas, operations and the webhooks section), so a new field or event reaches them with
// `npm run sdk:generate` and nothing here is written by hand twice.
import type { components, operations, webhooks } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** The contract's error body (what PonteError carries). */
export type ErrorBody = Schemas['Error'];
export type AccessToken = Schemas['AccessToken'];
export type Integrator = Schemas['Integrator'];
export type LocalTargetAccount = Schemas['LocalTargetAccount'];
export type Beneficiary = Schemas['Beneficiary'];
export type BeneficiaryFile = Schemas['BeneficiaryFile'];
export type VerificationStep = Schemas['VerificationStep'];
export type VerificationRecord = Schemas['VerificationRecord'];
export type PersonDocuments = Schemas['PersonDocuments'];
export type Balance = Schemas['Balance'];
export type Simulation = Schemas['Simulation'];
export type Transfer = Schemas['Transfer'];
export type PaymentContact = Schemas['PaymentContact'];
export type PaymentSimulation = Schemas['PaymentSimulation'];
export type Payment = Schemas['Payment'];
export type ReceivingInstructions = Schemas['ReceivingInstructions'];
export type PaymentIn = Schemas['PaymentIn'];
/** The integrator's sandbox clock (time travel, sandbox only). */
export type SandboxClock = Schemas['SandboxClock'];
/** An event as GET /v1/webhooks/events lists it, with where its delivery stands. */
export type Event = Schemas['Event'];
/** An event with every delivery attempt. */
export type EventDetail = Schemas['EventDetail'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpoint'];
export type TransferEventData = Schemas['TransferEventData'];
export type PaymentEventData = Schemas['PaymentEventData'];
export type PaymentInEventData = Schemas['PaymentInEventData'];
export type BusinessDocumentsEventData = Schemas['BusinessDocumentsEventData'];

/** A page of a list (contract section 5). */
export interface Page<T> {
  content: T[];
  /** 0-based */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
export type BeneficiaryPage = Schemas['BeneficiaryPage'];
export type TransferPage = Schemas['TransferPage'];
export type PaymentContactPage = Schemas['PaymentContactPage'];
export type PaymentPage = Schemas['PaymentPage'];
export type EventPage = Schemas['EventPage'];
export type WebhookEndpointPage = Schemas['WebhookEndpointPage'];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body operation `Op` takes (by its operationId). */
export type RequestBody<Op extends keyof operations> = JsonContent<NonNullable<operations[Op]['requestBody']>>;
/** The JSON answer of operation `Op` on success. */
export type ResponseBody<Op extends keyof operations> = JsonContent<operations[Op]['responses'][Extract<keyof operations[Op]['responses'], 200 | 201 | 202>]>;
/** The query parameters of operation `Op`. */
export type QueryParams<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type BeneficiaryCreateParams = RequestBody<'createBeneficiary'>;
export type IntegratorUpdateParams = RequestBody<'updateIntegrator'>;
export type WebhookEndpointCreateParams = RequestBody<'createWebhookEndpoint'>;
export type WebhookEndpointUpdateParams = RequestBody<'updateWebhookEndpoint'>;
export type LocalTargetAccountParams = RequestBody<'setLocalTargetAccount'>;
export type SimulationCreateParams = RequestBody<'createSimulation'>;
export type TransferCreateParams = RequestBody<'createTransfer'>;
export type TransactionHashParams = RequestBody<'linkTransactionHash'>;
export type PaymentContactCreateParams = RequestBody<'createPaymentContact'>;
export type PaymentSimulationCreateParams = RequestBody<'createPaymentSimulation'>;
export type PaymentCreateParams = RequestBody<'createPayment'>;
export type ExportParams = QueryParams<'exportTransfers'>;

type WebhookPayload<Path> = Path extends { post?: infer Op } ? JsonContent<NonNullable<Op> extends { requestBody: infer Body } ? Body : never> : never;

/**
 * Every webhook the service sends, as one union: narrow it by `operation` and `data` has that event's type
 * (`if (event.operation === 'ON_RAMP') event.data.status`).
 */
export type PonteEvent = { [Name in keyof webhooks]: WebhookPayload<webhooks[Name]> }[keyof webhooks];
/** The event with this operation: `EventOf<'ON_RAMP'>`. */
export type EventOf<Name extends PonteEvent['operation']> = Extract<PonteEvent, { operation: Name }>;
export type BeneficiaryKycEvent = Schemas['BeneficiaryKycEvent'];
export type BeneficiaryKybEvent = Schemas['BeneficiaryKybEvent'];
export type BeneficiaryApprovedEvent = Schemas['BeneficiaryApprovedEvent'];
export type BeneficiaryBankAccountValidationEvent = Schemas['BeneficiaryBankAccountValidationEvent'];
export type OnRampEvent = Schemas['OnRampEvent'];
export type OffRampEvent = Schemas['OffRampEvent'];
export type PaymentOutEvent = Schemas['PaymentOutEvent'];
export type PaymentInEvent = Schemas['PaymentInEvent'];
export type TestEvent = Schemas['TestEvent'];
