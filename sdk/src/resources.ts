// The resources of the API as methods (`ponte.transfers.create(body)`, `ponte.beneficiaries.list({...})`), each a
// thin wrapper over one operation of the typed client: its body, answer and path come from the OpenAPI operation
// named beside it, and every method takes per-call options (idempotency key, retries, signal) last.
import type { RequestOptions } from './options.ts';
import { PonteError } from './errors.ts';
import type { operations, paths } from './generated/openapi.ts';
import { listMethod, listQuery, type ListMethod } from './pagination.ts';
import type { RequestBody, ResponseBody } from './types.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallInit {
  params?: { path?: Record<string, string>; query?: object };
  body?: unknown;
  parseAs?: 'json' | 'text';
}

/** One request through the client's transport; resolves to the answer's body. */
export type Call = <T>(method: Method, path: keyof paths, init: CallInit, options?: RequestOptions) => Promise<T>;

type Item<Op extends keyof operations> = ResponseBody<Op> extends { content: Array<infer T> } ? T : never;

export type Resources = ReturnType<typeof createResources>;

export function createResources(call: Call, baseFetch: typeof fetch) {
  // Typed by operationId: the body the operation takes and the answer it gives.
  const withBody =
    <Op extends keyof operations>(method: Method, path: keyof paths) =>
    (body: RequestBody<Op>, options?: RequestOptions) =>
      call<ResponseBody<Op>>(method, path, { body }, options);
  const byId =
    <Op extends keyof operations>(method: Method, path: keyof paths, key = 'id') =>
    (id: string, options?: RequestOptions) =>
      call<ResponseBody<Op>>(method, path, { params: { path: { [key]: id } } }, options);
  const byIdWithBody =
    <Op extends keyof operations>(method: Method, path: keyof paths, key = 'id') =>
    (id: string, body: RequestBody<Op>, options?: RequestOptions) =>
      call<ResponseBody<Op>>(method, path, { params: { path: { [key]: id } }, body }, options);
  const list = <Op extends keyof operations>(path: keyof paths): ListMethod<Item<Op>> =>
    listMethod((params, options) => call(`GET`, path, { params: { query: listQuery(params) } }, options));
  const csv =
    <Op extends keyof operations>(path: keyof paths) =>
    (query: NonNullable<operations[Op]['parameters']['query']>, options?: RequestOptions) =>
      call<string>('GET', path, { params: { query }, parseAs: 'text' }, options);

  return {
    integrators: {
      /** The integrator the access token acts for. */
      me: (options?: RequestOptions) => call<ResponseBody<'getCurrentIntegrator'>>('GET', '/v1/integrators/me', {}, options),
      get: byId<'getIntegrator'>('GET', '/v1/integrators/{integratorId}', 'integratorId'),
      update: byIdWithBody<'updateIntegrator'>('PATCH', '/v1/integrators/{integratorId}', 'integratorId'),
      webhookSecret: byId<'getWebhookSecret'>('GET', '/v1/integrators/{integratorId}/webhook-secret', 'integratorId'),
      rotateWebhookSecret: byId<'rotateWebhookSecret'>('POST', '/v1/integrators/{integratorId}/update-webhook-secret', 'integratorId'),
      rotateClientSecret: byId<'rotateClientSecret'>('POST', '/v1/integrators/{integratorId}/update-client-secret', 'integratorId'),
    },
    apiKeys: {
      list: list<'listApiKeys'>('/v1/api-keys'),
      /** A new client id and secret; the secret is in this answer only. */
      create: withBody<'createApiKey'>('POST', '/v1/api-keys'),
      /** Revokes the key and every access token it obtained. */
      revoke: byId<'revokeApiKey'>('DELETE', '/v1/api-keys/{id}'),
    },
    /** Where events are sent: the default endpoint (the callback URL) and any others, each with its own secret. */
    webhookEndpoints: {
      list: list<'listWebhookEndpoints'>('/v1/webhook-endpoints'),
      /** A new endpoint; its signing secret (`secret`) is in this answer only. */
      create: withBody<'createWebhookEndpoint'>('POST', '/v1/webhook-endpoints'),
      get: byId<'getWebhookEndpoint'>('GET', '/v1/webhook-endpoints/{id}'),
      update: byIdWithBody<'updateWebhookEndpoint'>('PATCH', '/v1/webhook-endpoints/{id}'),
      /** Nothing more is sent to it; the default endpoint cannot be deleted. */
      delete: (id: string, options?: RequestOptions) => call<void>('DELETE', '/v1/webhook-endpoints/{id}', { params: { path: { id } } }, options),
      /** A new signing secret, in this answer only; the previous one also signs for 24 hours. */
      rotateSecret: byId<'rotateWebhookEndpointSecret'>('POST', '/v1/webhook-endpoints/{id}/rotate-secret'),
    },
    beneficiaries: {
      create: withBody<'createBeneficiary'>('POST', '/v1/beneficiaries'),
      get: byId<'getBeneficiary'>('GET', '/v1/beneficiaries/{id}'),
      list: list<'listBeneficiaries'>('/v1/beneficiaries'),
      balances: byId<'getBeneficiaryBalance'>('GET', '/v1/beneficiaries/{id}/balances'),
      /** The verification record and its steps (upload links and partner SDK tokens of the open ones). */
      verification: byId<'getBeneficiaryVerification'>('GET', '/v1/beneficiaries/{id}/verification'),
      setLocalTargetAccount: byIdWithBody<'setLocalTargetAccount'>('PUT', '/v1/beneficiaries/{id}/localTargetAccount'),
      /** A business's document: a FormData with file, name, type and documentOwner. */
      uploadFile: (id: string, form: FormData, options?: RequestOptions) =>
        call<ResponseBody<'uploadBeneficiaryFile'>>('POST', '/v1/beneficiaries/{id}/files', { params: { path: { id } }, body: form }, options),
      verificationDocuments: byId<'listVerificationDocuments'>('GET', '/v1/kyx/{beneficiaryId}/documents', 'beneficiaryId'),
      /** A new upload link (and partner token) for an expired or rejected verification step. */
      regenerateVerificationStep: byId<'regenerateVerificationStep'>('POST', '/v1/kyx-steps/{kyxStepId}/regenerate', 'kyxStepId'),
    },
    transfers: {
      simulations: { create: withBody<'createSimulation'>('POST', '/v1/transfers/simulations') },
      create: withBody<'createTransfer'>('POST', '/v1/transfers'),
      get: byId<'getTransfer'>('GET', '/v1/transfers/{id}'),
      list: list<'listTransfers'>('/v1/transfers'),
      cancel: byId<'cancelTransfer'>('POST', '/v1/transfers/{id}/cancel'),
      linkTransactionHash: byIdWithBody<'linkTransactionHash'>('PUT', '/v1/transfers/{id}/transactionHash'),
    },
    paymentContacts: {
      create: withBody<'createPaymentContact'>('POST', '/v1/payment-contacts'),
      get: byId<'getPaymentContact'>('GET', '/v1/payment-contacts/{id}'),
      list: list<'listPaymentContacts'>('/v1/payment-contacts'),
    },
    payments: {
      simulations: { create: withBody<'createPaymentSimulation'>('POST', '/v1/payments/simulations') },
      create: withBody<'createPayment'>('POST', '/v1/payments'),
      get: byId<'getPayment'>('GET', '/v1/payments/{id}'),
      list: list<'listPayments'>('/v1/payments'),
      /** The USD account a beneficiary receives payments in on. */
      receivingInstructions: byId<'getReceivingInstructions'>('GET', '/v1/payments/beneficiaries/{id}/instructions'),
    },
    webhooks: {
      events: {
        list: list<'listEvents'>('/v1/webhooks/events'),
        get: byId<'getEvent'>('GET', '/v1/webhooks/events/{id}'),
        redeliver: byId<'redeliverEvent'>('POST', '/v1/webhooks/events/{id}/redeliver'),
        /**
         * The events after a cursor, each with its exact body and signature headers, waiting up to `wait` seconds for
         * one (what `ponte listen` forwards): pass the answer's cursor as `after` next time.
         */
        stream: ({ after, wait }: { after?: string; wait?: number } = {}, options?: RequestOptions) =>
          call<ResponseBody<'streamEvents'>>(
            'GET',
            '/v1/webhooks/events/stream',
            { params: { query: { ...(after === undefined ? {} : { after }), ...(wait === undefined ? {} : { wait: String(wait) }) } } },
            options,
          ),
      },
      /** Sends a TEST event to the callback URL. */
      test: (options?: RequestOptions) => call<ResponseBody<'sendTestEvent'>>('POST', '/v1/webhooks/test', {}, options),
    },
    /** CSV exports (docs/exports.md), as text. */
    exports: {
      transfers: csv<'exportTransfers'>('/v1/exports/transfers'),
      payments: csv<'exportPayments'>('/v1/exports/payments'),
      balanceMovements: csv<'exportBalanceMovements'>('/v1/exports/balance-movements'),
    },
    /** The sandbox's stand-ins for the outside world (docs/sandbox.md); production answers 404. */
    sandbox: {
      /** The beneficiary's bank paying a Brazilian on-ramp by PIX. */
      payPix: withBody<'sandboxPayPix'>('POST', '/v1/transfers/sandbox/pix'),
      /** A bank deposit paying a Colombian on-ramp. */
      bankDeposit: withBody<'sandboxBankDeposit'>('POST', '/v1/transfers/sandbox/bank-deposit'),
      /** The USDC deposit of an external-wallet off-ramp. */
      cryptoDeposit: withBody<'sandboxCryptoDeposit'>('POST', '/v1/transfers/sandbox/crypto-deposit'),
      /** USD arriving from a payment contact. */
      paymentIn: withBody<'sandboxPaymentIn'>('POST', '/v1/payments/sandbox/payment-in'),
      rates: {
        list: (options?: RequestOptions) => call<ResponseBody<'listSandboxRates'>>('GET', '/v1/sandbox/rates', {}, options),
        set: withBody<'setSandboxRate'>('PUT', '/v1/sandbox/rates'),
      },
      /** Time travel: this integrator's sandbox clock (docs/sandbox.md#time-travel). */
      clock: {
        get: (options?: RequestOptions) => call<ResponseBody<'getSandboxClock'>>('GET', '/v1/sandbox/clock', {}, options),
        /** Moves the clock `seconds` forward (1 to 30 days): every pending deadline of this integrator falls due that much sooner. */
        advance: (seconds: number, options?: RequestOptions) =>
          call<ResponseBody<'advanceSandboxClock'>>('POST', '/v1/sandbox/clock/advance', { body: { seconds } }, options),
      },
      /**
       * Opens a verification step's upload link as the person's browser would: in the sandbox that approves the step
       * (or rejects it with `result: 'REJECTED'`). The link is public: no token is sent.
       */
      async openUploadLink(uploadLink: string, { result = 'APPROVED' }: { result?: 'APPROVED' | 'REJECTED' } = {}): Promise<void> {
        const url = new URL(uploadLink);
        if (result === 'REJECTED') url.searchParams.set('result', 'REJECTED');
        const page = await baseFetch(url);
        if (!page.ok) throw await PonteError.fromResponse(page);
        await page.body?.cancel();
      },
    },
  };
}
