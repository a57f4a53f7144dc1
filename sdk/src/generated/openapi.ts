// Generated from the server's /openapi.json by `npm run sdk:generate`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process is up
         * @description Answers while the process runs, whatever its database: for a liveness probe.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers; which adapter stands behind each rail; the sanctions lists in use
         * @description For a readiness probe: 200 with status ready, or 503 service.unavailable while the database does not answer. With a read replica (DATABASE_READ_URL), 200 with status degraded and replica down while the replica does not answer: reads then go to the primary.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description With METRICS_TOKEN set, send it as a bearer token (401 otherwise). In production without METRICS_TOKEN: 404.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 description of this server’s API and of the events it sends (webhooks).
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List integrators (operator)
         * @description A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).
         */
        get: operations["listIntegrators"];
        put?: never;
        /**
         * Create an integrator (operator)
         * @description Answers the new integrator with its clientSecret and webhookSecret; the clientSecret is never shown again. Audit-logged.
         */
        post: operations["createIntegrator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling integrator's profile
         * @description The profile of the integrator the access token acts for, as GET /v1/integrators/{integratorId} answers it.
         */
        get: operations["getCurrentIntegrator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/{integratorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The integrator's profile
         * @description An integrator reads its own profile only: any other id answers 404, as if it did not exist. The operator reads any.
         */
        get: operations["getIntegrator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the name or callback URL; the operator also the fee and the status
         * @description An integrator changes its own name and callbackUrl; integratorFeeBps and status are the operator's (400 from an integrator). Audit-logged. A change of integratorFeeBps is made under the two-person rule (docs/operations.md#two-person-rule), with a reason: 202 with the approval request for the whole change, carried out when another approver approves it.
         */
        patch: operations["updateIntegrator"];
        trace?: never;
    };
    "/v1/integrators/{integratorId}/webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current webhook signing secret
         * @description The secret that signs X-Service-Webhook-Signature and webhook-signature on every callback.
         */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/{integratorId}/update-webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the webhook signing secret
         * @description For 24 hours the previous secret also signs webhook-signature, so receivers can switch without losing callbacks.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/{integratorId}/update-client-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the client secret
         * @description Replaces the secret of the integrator's first API key (the profile's clientId). The new secret is shown only in this answer. The old one stops working at once, and so does every access token that key obtained: get a new token with the new secret. Tokens of the integrator's other API keys keep working. 412 api_key.revoked when that key was revoked.
         */
        post: operations["rotateClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange client credentials for an access token
         * @description OAuth 2.0 client credentials (RFC 6749 §4.4), form-encoded or JSON. The client authenticates by HTTP Basic (client_secret_basic: base64 of the form-urlencoded client_id, a colon and the form-urlencoded client_secret) or with client_id and client_secret in the body (client_secret_post), not both. The token lives expires_in seconds. Every answer has Cache-Control: no-store. Errors add RFC 6749's error and error_description to the usual body: 401 invalid_client (auth.invalid_credentials, with WWW-Authenticate: Basic), 400 invalid_request, unsupported_grant_type or invalid_scope. Discover it at /.well-known/oauth-authorization-server.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata (RFC 8414)
         * @description Where generic OAuth 2 clients discover the token endpoint and the client authentication methods it takes. The issuer is PUBLIC_BASE_URL.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the integrator's API keys
         * @description Revoked keys included (revokedAt set); never a secret. Sorted by createdAt, newest first, unless sort says otherwise.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description A new client id and secret for POST /v1/auth/token; the secret is shown only in this answer. Audit-logged (api_key.created).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key gets no token from now on, and every access token it obtained answers 401 at once. Revoking a revoked key answers it unchanged; the last key not revoked cannot be revoked (412 api_key.last_active). Audit-logged (api_key.revoked).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List beneficiaries
         * @description A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).
         */
        get: operations["listBeneficiaries"];
        put?: never;
        /**
         * Create a beneficiary; its verification starts at once
         * @description Needs a callback URL (412 otherwise): the verification links arrive by BENEFICIARY_KYC callback.
         */
        post: operations["createBeneficiary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One beneficiary, with its verification status
         * @description status is PENDING while verification runs, CREATED once approved (transfers and payments need it), REJECTED with rejectionReason.
         */
        get: operations["getBeneficiary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The beneficiary's verification record and its steps
         * @description Each step with its status, the person it verifies (ownerIdentification), its upload link, partner SDK token and expiresAt: the same record the latest BENEFICIARY_KYC callback carried, read now.
         */
        get: operations["getBeneficiaryVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The beneficiary's USDC balance
         * @description The USDC the beneficiary holds: total, and available (total less funds held for payouts in progress). With asOf, the balance at that past instant, from the journal.
         */
        get: operations["getBeneficiaryBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/localTargetAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the local payout account (PIX key in BR, bank account in CO)
         * @description Validated asynchronously; the result arrives as a BENEFICIARY_BANK_ACCOUNT_VALIDATION callback.
         */
        put: operations["setLocalTargetAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's verification documents and their review
         * @description Each uploaded document with its review: PENDING until an operator reviews it, ACCEPTED, or REFUSED with refusalReason (upload the type again; the new file is reviewed afresh). A business is approved once every required document is ACCEPTED and its people are verified. Empty for an individual.
         */
        get: operations["listBeneficiaryFiles"];
        put?: never;
        /**
         * Upload a business verification document
         * @description One request per document; the three types are all needed, and each is reviewed by an operator (GET /v1/beneficiaries/{id}/files). The same type again replaces the earlier file and its review.
         */
        post: operations["uploadBeneficiaryFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kyx-steps/{kyxStepId}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new upload link and SDK token for a step
         * @description For a step still waiting for its person: the old link answers 410 from now on. Sends a BENEFICIARY_KYC callback with the new link.
         */
        post: operations["regenerateVerificationStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kyx/{beneficiaryId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity images captured during verification
         * @description Base64 front and back of each identity document, per person. 412 kyx.not_completed until the verification is complete.
         */
        get: operations["listVerificationDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events sent to your callback URL
         * @description A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your events as they happen, without a callback URL
         * @description A long-poll for your events after a cursor, oldest first, at most 100: answers at once when there are some, else after up to wait seconds (at most 30) with none. Each event carries its body, the exact JSON text a callback gets, and the signature headers a delivery made now would carry, so it can be forwarded to a receiver that verifies it (ponte listen). Without after, the events from now on; after=0, every event from the first; pass the answer's cursor as after next time. 404 event.not_found when after is no event of yours.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event with every delivery attempt
         * @description The event's envelope, its delivery status (PENDING, DELIVERED, FAILED) and every attempt with its status code and duration.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again, with a fresh retry schedule
         * @description Queues the event for delivery now, signed afresh, whatever its status, to every webhook endpoint that subscribes to it now, or with endpointId to that one (enabled, whatever it subscribes to). 412 webhook_endpoint.none_matching when no endpoint does. Receivers deduplicate by webhook-id.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a TEST event to your callback URL
         * @description A TEST event (success null), signed and retried like any other, to every webhook endpoint subscribed to TEST, so a receiver can be checked. 412 callback_url.not_set when no endpoint is.
         */
        post: operations["sendTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your webhook endpoints
         * @description A page of the list (contract section 5), the default endpoint (your callback URL, default true) included; never a secret. Filter and sort on id, url, description, enabled, default, createdAt, updatedAt (default createdAt,desc).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Every event whose operation it subscribes to (operations, default ["*"]: all) is sent to it, with its own retries and signed with its own secret, shown only in this answer. The URL follows the callback URL rules (400 otherwise). At most 20 endpoints (422 webhook_endpoint.limit_reached). Audit-logged.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description The endpoint, without its secret. Another integrator’s id answers 404 webhook_endpoint.not_found.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is sent to it; the deliveries waiting for it fail, and its past deliveries stay in the events API. The default endpoint cannot be deleted (412 webhook_endpoint.is_default): clear the callback URL instead. Audit-logged.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Its URL, description, enabled flag or operations. Disabling it fails the deliveries waiting for it (redeliver sends them again). The default endpoint’s URL is the callback URL: changing it here changes the profile’s. Audit-logged.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a webhook endpoint’s signing secret
         * @description The new secret is shown only in this answer. For 24 hours the previous one also signs webhook-signature, so a receiver can switch without losing events; X-Service-Webhook-Signature uses the new one at once. The default endpoint’s is the webhook secret of the profile. Audit-logged.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ledger/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trial balance (operator)
         * @description Per currency, the sum of every ledger account, debits positive and credits negative: "0.00" when the books balance. With asOf, as the journal stood at that past instant.
         */
        get: operations["getTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ledger/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account balances (operator)
         * @description Each kind of account in each currency, with its balance on its normal side and what is held of it, owners' accounts summed. With asOf, as the journal stood at that past instant.
         */
        get: operations["getAccountBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ledger/checkpoints/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a balance checkpoint (operator)
         * @description Sums the journal again up to a balance checkpoint (the books closed at a UTC midnight; reads as of a time start from the last one) and lists each account and each kind's totals where the checkpoint differs. A difference is an answer (verified false), not an error: it means rows were written into a closed day behind the database, triggers off. Reads the journal up to the checkpoint: run it from time to time, not on every request.
         */
        get: operations["verifyLedgerCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exceptions: everything that needs a person (operator)
         * @description Filter with filterEq on kind, status, integratorId, resource.type; oldest first by default (sort=createdDate,desc for newest). Kinds: PAYOUT_OUTCOME_UNKNOWN, FUNDS_OWED_BACK, JOB_EXHAUSTED, CHAIN_DEPOSIT_UNREADABLE, RATE_BAND_HELD, WEBHOOK_ENDPOINT_FAILING, RECONCILIATION_MISMATCH, COMPLIANCE_REVIEW.
         */
        get: operations["listExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exceptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One exception (operator)
         * @description The exception with its kind, status, the resource it is about and the actions that resolve it.
         */
        get: operations["getException"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exceptions/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception with one of its actions (operator)
         * @description retry (the job runs again), mark_paid (with the rail reference: the payment or off-ramp succeeds), mark_returned (with the return reference or transaction hash: the funds owed back leave the books), fail (the payment or transfer fails, its funds released or returned), execute (a transfer held by the rate band executes at the latest rate; one held by the compliance gate goes on, through the gate again), dismiss. A COMPLIANCE_REVIEW is resolved by an approver or admin only (403 otherwise). Each is one transaction with the resource change, its ledger postings and its event; 412 exception.resource_moved when the resource moved meanwhile; the same action with the same reference and note again answers the resolution made, with another reference or note 409 exception.resolution_conflict; mark_paid with a reference other than the one the rail acknowledged the payout with is 409 exception.reference_mismatch. Under the two-person rule (docs/operations.md#two-person-rule), mark_paid, mark_returned, execute and fail are not carried out at once: 202 with the approval request (the note is its reason), carried out when another approver approves it; a COMPLIANCE_REVIEW, an approver's decision already, is not.
         */
        post: operations["resolveException"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approval requests of the two-person rule (operator)
         * @description Oldest first by default. Filter with filterEq on status (PENDING, APPROVED, REJECTED, EXPIRED), action, resource.type, resource.id, maker.id, integratorId.
         */
        get: operations["listApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One approval request (operator)
         * @description What is asked, why, its exact effect (journal postings and changes, as a rehearsal wrote them), its maker and, once decided, its checker.
         */
        get: operations["getApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request: its effect is carried out (approver)
         * @description Carries the action out, as the approver, in the approval's own transaction, once: a second approval answers 409 approval.already_decided. 403 approval.own_request for the operator who asked; 412 approval.resource_moved when the resource changed since the request; 410 approval.expired past its expiry; the action's own errors (such as 412 exception.resource_moved) leave the request pending.
         */
        post: operations["approveApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a request: nothing is carried out (approver)
         * @description An approver rejects another's request, or withdraws their own. 409 approval.already_decided once decided; 410 approval.expired past its expiry.
         */
        post: operations["rejectApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/approval-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which actions need two people, and thresholds (operator)
         * @description Each action under the rule, whether it needs two people, and the amount below which one suffices (of its currency only).
         */
        get: operations["listApprovalPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/approval-policies/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an approval policy, under the two-person rule (approver)
         * @description Asks for the change: 202 with the approval request, carried out when another approver approves it. The policy over policies (approval_policy.update) always needs two people (422 approval_policy.locked).
         */
        put: operations["updateApprovalPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/journal-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a manual journal entry between internal accounts (operator)
         * @description A balanced entry (debits equal credits in each currency; 422 journal_entry.unbalanced) between accounts that belong to no customer or integrator, with your reference (kept as manual:<reference>, once: 409 journal_entry.reference_used) and the reason. It is posted only through an approval: 202 with the request; posted (201) at once only when the policy journal.manual_entry lets one person post that amount.
         */
        post: operations["createJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List operator accounts (operator)
         * @description Every account with its role and whether it is disabled; never a password, secret or token. Sorted by email unless sort says otherwise.
         */
        get: operations["listOperators"];
        put?: never;
        /**
         * Create an operator account (admin)
         * @description Answers a one-time password (the first sign-in replaces it) and, unless secondFactor is false (sandbox only), the TOTP secret and otpauth:// provisioning URI, each shown only in this answer. 409 operator.conflict when the email has an account. In production ADMIN_TOKEN may call this only to make the first admin (403 operator.bootstrap_closed once an enabled admin exists). Audit-logged.
         */
        post: operations["createOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One operator account (operator)
         * @description Its role, second factor and whether it is disabled.
         */
        get: operations["getOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an operator's role, or disable or enable the account (admin)
         * @description disabled true ends the account's console sessions and refuses its tokens from the next call; the last enabled admin cannot be demoted or disabled (412 operator.last_admin). Audit-logged (operator.role_changed, operator.disabled, operator.enabled).
         */
        patch: operations["updateOperator"];
        trace?: never;
    };
    "/v1/admin/operators/{id}/reset-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an operator's TOTP secret (admin)
         * @description For a lost authenticator: the old secret stops working, the account's console sessions end, and the new secret and URI are shown only in this answer. Audit-logged (operator.totp_reset).
         */
        post: operations["resetOperatorTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An operator's API tokens (the operator themself, or an admin)
         * @description Revoked ones included; never a token itself. Sorted by createdAt, newest first, unless sort says otherwise.
         */
        get: operations["listOperatorTokens"];
        put?: never;
        /**
         * Create an API token for an operator (the operator themself, or an admin)
         * @description A bearer token for the operator routes, acting as this operator with their role as it is at each call; shown only in this answer (only its SHA-256 is kept). Audit-logged (operator_token.created).
         */
        post: operations["createOperatorToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators/{id}/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an operator's API token (the operator themself, or an admin)
         * @description Refused from the next call on, on every process. Revoking a revoked token answers it unchanged. Audit-logged (operator_token.revoked).
         */
        delete: operations["revokeOperatorToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bank statements imported (operator)
         * @description Newest first by default (sort createdDate,desc), each without its lines: its rail account, kind of file, period, booked balances, how many lines matched and how many breaks its reconciliation run holds, who imported it and when. filterEq on railAccount, currencyCode, format, periodStart, periodEnd, runId, importedBy.id (exact values: a period bound as the statement reads it); sort on any of them. One statement with its lines is GET /v1/admin/reconciliation/statements/{id}.
         */
        get: operations["listBankStatements"];
        put?: never;
        /**
         * Import a rail account's bank statement: camt.053 or CSV (operator)
         * @description The file is the body: an ISO 20022 camt.053 statement (application/xml or text/xml; 001.02 or later, by its namespace) or a CSV in the layout of docs/operations.md (text/csv), of the rail account named by railAccount, in its currency (422 bank_statement.currency_mismatch). A camt.053's booked opening balance plus its credits less its debits must be its closing balance (422 bank_statement.unbalanced); a file that cannot be read is 422 bank_statement.malformed; the same file (by SHA-256) twice is 409 bank_statement.duplicate. Each line is matched with the books' rail_cash postings of the account: by end-to-end id where the books know it, else by our reference in the line, and the amount to the cent. The import is a reconciliation run of the account over the statement's period (trigger STATEMENT): a line with no posting is MISSING_IN_BOOKS, a posting of the period with no line MISSING_AT_RAIL, a different amount AMOUNT_DIFFERS, each an item and an exception RECONCILIATION_MISMATCH, dismissed or corrected as any other. Everything is written in one transaction, or nothing.
         */
        post: operations["importBankStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One imported bank statement with each line and what it matched (operator)
         * @description The statement's period, balances, totals, its reconciliation run, and each line: its outcome and the posting it matched.
         */
        get: operations["getBankStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation runs (operator)
         * @description Newest first by default; filterEq on trigger (SCHEDULED, MANUAL, STATEMENT), periodStart, periodEnd. Each rail account's postings in the books (rail_cash, by their entry's reference) against its rail's statement, item by item (rail account, reference, IN or OUT): matched, missing in the books, missing at the rail, or amount differs. Every unmatched item is an exception RECONCILIATION_MISMATCH. An account whose statement cannot be read is listed not reconciled, with the reason.
         */
        get: operations["listReconciliationRuns"];
        put?: never;
        /**
         * Reconcile a period now (operator)
         * @description Runs at once over [from, to) and answers the run. The period must be over and last at most 31 days (422 reconciliation.invalid_period). Each rail account's postings in the books (rail_cash, by their entry's reference) against its rail's statement, item by item (rail account, reference, IN or OUT): matched, missing in the books, missing at the rail, or amount differs. Every unmatched item is an exception RECONCILIATION_MISMATCH. An account whose statement cannot be read is listed not reconciled, with the reason.
         */
        post: operations["createReconciliationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reconciliation run with its unmatched items (operator)
         * @description The run's counts and every item that did not match: amount differs, missing in the books or missing at the rail.
         */
        get: operations["getReconciliationRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/items/{id}/correct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a break with a journal entry, under the two-person rule (operator)
         * @description Proposes a correcting journal entry for an unmatched item (a break), with its reason and evidence: 202 with the approval request (policy reconciliation.correct_break), nothing posted. When another approver approves it, the entry posts under the reference correction:<item id>, the break's exception is resolved (action correct) and every item of the break records who proposed it, who approved it, why and the entry. The entry is in the break's currency, balances, and its rail_cash legs come to exactly what the rail and the books differ by (422 reconciliation_break.invalid_correction); a break corrected or dismissed already answers 409 reconciliation_break.closed. 200 with the item when the policy is off.
         */
        post: operations["correctReconciliationBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/liquidity-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The liquidity accounts and their balances (operator)
         * @description One account per rail account the service holds money in, with its balance from the ledger (total, committed, free), its minimum and target, and the payouts held for want of its money. A payout or release of USDC that would take the free balance below the minimum is held (an exception LIQUIDITY_SHORT) until a refill is recorded.
         */
        get: operations["listLiquidityAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/liquidity-accounts/{railAccount}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a liquidity account's minimum and target (operator)
         * @description The minimum applies to the next payout admitted (one already sent is not recalled). Audit-logged. Under the two-person rule (docs/operations.md#two-person-rule): 202 with the approval request, carried out when another approver approves it; 200 with the account when nothing would change.
         */
        put: operations["updateLiquidityAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/liquidity-accounts/{railAccount}/refills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a refill of a liquidity account (operator)
         * @description Records money that arrived at the rail account: a journal entry (reference liquidity:<reference>, once: 409 liquidity_refill.reference_used) debiting the account and crediting its source, another liquidity account of the same currency (a rebalance) or fx_position (the currency was bought). The payouts and releases held for want of its money are then sent to execute again, each admitted again. Under the two-person rule: 202 with the approval request; recorded (201) at once only when the policy liquidity.refill lets one person record that amount.
         */
        post: operations["refillLiquidityAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log (operator)
         * @description Every operator action and every change of an integrator's secrets, callback URL, fee or status, newest first (sort at,desc). Filter by action, actor.type, actor.id, integratorId, resource.type, resource.id or details.<path>.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/record-chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tamper-evident records' heads (operator)
         * @description The audit log and the journal are hash chains (docs/operations.md#tamper-evident-records). Each chain's head, its last row's place and hash: kept elsewhere, it later proves that nothing up to it was rewritten.
         */
        get: operations["getRecordChainHeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/record-chains/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the tamper-evident records (operator)
         * @description Recomputes every hash of the audit log and the journal from the rows as they are now, in one snapshot, and names the first row that does not match; compares each chain's end with the head the database records and with a head given here (kept earlier from GET /v1/admin/record-chains). A mismatch is an answer (verified false), not an error. Reads every row: run it from time to time, not on every request.
         */
        get: operations["verifyRecordChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/corridors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The corridors and their terms (operator)
         * @description Each corridor (country and direction) with its fees, spread, taxes and limits, as simulations price with them.
         */
        get: operations["listCorridors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/corridors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a corridor's terms (operator)
         * @description Sets every term of the corridor. It applies to simulations made after it: one already made, and its transfer, keep the terms they were priced with. A disabled corridor refuses new simulations (422 corridor.disabled). Audit-logged. Under the two-person rule (docs/operations.md#two-person-rule): 202 with the approval request (the reason is its why), carried out when another approver approves it; 200 with the corridor when nothing would change.
         */
        put: operations["updateCorridor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sanctions reviews (operator)
         * @description Every beneficiary and payment contact whose names matched a sanctions list, oldest first by default. Filter with filterEq=status:OPEN, integratorId:..., subject.type:BENEFICIARY|PAYMENT_CONTACT.
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/screenings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Screening evidence (operator)
         * @description Every sanctions screening of a beneficiary or payment contact, clean ones included, newest first by default: when and why (occasion), the lists screened against (each with its entries and content digest), the threshold, the result, the best score and every hit. Filter with filterEq=subject.id:..., integratorId:..., occasion:CREATION|PAYOUT|RELEASE|LIST_CHANGE, result:CLEAR|HIT.
         */
        get: operations["listScreenings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sanctions review (operator)
         * @description The review with the screened name, the list entries it matched and their scores, and its decision once made.
         */
        get: operations["getReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a sanctions review (operator)
         * @description CLEAR: not the listed party; the beneficiary is approved once its verification is complete, the contact may be paid. CONFIRM: the listed party; the beneficiary is rejected (BENEFICIARY_KYC, success false), the contact blocked for good. The same decision again answers the review as it is; the other one answers 412 review.already_decided. Under the two-person rule (docs/operations.md#two-person-rule): 202 with the approval request (the note is its reason), decided when another approver approves it.
         */
        post: operations["decideReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/compliance/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compliance gate's decisions (operator)
         * @description Every decision the gate made before a payout or a release of funds, newest first, with the rule that decided and every input it used. Filter with filterEq=resource.id:..., resource.type:transfer|payment, decision:ALLOW|DENY|REVIEW, rule:..., beneficiaryId:..., integratorId:....
         */
        get: operations["listComplianceDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/compliance/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each corridor's compliance gate limits (operator)
         * @description In USDC: the payout above which an approver reviews, and one beneficiary’s maximum through the gate per UTC day and per UTC month.
         */
        get: operations["listComplianceLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/compliance/limits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a corridor's compliance gate limits (operator)
         * @description Sets every limit of the corridor (USDC); the gate applies them from its next decision. The daily maximum may not pass the monthly one. Audit-logged. Under the two-person rule (docs/operations.md#two-person-rule): 202 with the approval request (the reason is its why), carried out when another approver approves it; 200 with the limits when nothing would change.
         */
        put: operations["updateComplianceLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/simulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a transfer: indicative amount, fees and rate
         * @description ON_RAMP takes the beneficiary’s home currency (BRL in BR, COP in CO), OFF_RAMP takes USDC. The beneficiary must be approved. The simulation expires after SIMULATION_TTL_S; its rate is indicative, the transfer executes at the latest rate. Without a current market rate for its currency, 503 rates.unavailable with Retry-After.
         */
        post: operations["createSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfers
         * @description A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).
         */
        get: operations["listTransfers"];
        put?: never;
        /**
         * Create the transfer of a simulation
         * @description At most one transfer per simulation (412 simulation.is_already_executed), before it expires, and while the market rate is within 2% of the simulation’s. A BR ON_RAMP carries pixCopyAndPaste, a CO ON_RAMP bankDepositInstructions (with pse, the PSE intent's paymentLink: 422 transfer.pse_not_available for another transfer or where CO on-ramps are not collected by Bitso). A direct OFF_RAMP (BENEFICIARY_BALANCE) holds from.value on the beneficiary’s balance (422 flow_of_funds.insufficient_funds if short) and pays out to targetPixKey, targetBankAccount or targetBrebKey; an EXTERNAL_WALLET OFF_RAMP carries fundingWallet, where to send from.value in USDC. Without a current market rate, 503 rates.unavailable with Retry-After.
         */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer; to and transactionDetails are final from SUCCEEDED on
         * @description PENDING until the funds arrive and settle (SUCCEEDED), or FAILED or CANCELLED with statusReason. An ON_RAMP or OFF_RAMP callback reports each final state.
         */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer (the singular path the interface writes once; use /v1/transfers/{id})
         * @deprecated
         * @description Answers exactly as GET /v1/transfers/{id}.
         */
        get: operations["getTransferBySingularPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a transfer whose funds have not arrived
         * @description Only while no funds have arrived and no payout has started (412 transfer.not_cancellable after). An EXTERNAL_WALLET off-ramp whose linked transaction has brought USDC to fundingWallet, confirmed or not, is not cancelled (412 transfer.deposit_on_chain); while the chain cannot be read, 503 chain.unavailable.
         */
        post: operations["cancelTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{id}/transactionHash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Link the chain transaction that funds an EXTERNAL_WALLET off-ramp
         * @description Only while the funds have not arrived (412 after). A transaction the chain shows paying elsewhere (another wallet, another token, reverted) is 422 transfer.transaction_hash_not_funding; one not on the chain yet is taken, as it may yet pay. A hash linked to another of your waiting transfers, or that paid one, is 409 (another integrator's use of a hash is never told), unless the chain shows it pays this transfer and not that one. Another hash replaces the linked one unless USDC of the linked one has reached fundingWallet (412 transfer.deposit_on_chain). The transfer starts once the transaction, a USDC transfer of exactly from.value to fundingWallet, is confirmed.
         */
        put: operations["linkTransactionHash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment contacts
         * @description A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).
         */
        get: operations["listPaymentContacts"];
        put?: never;
        /**
         * Create a payment contact: the US bank account a beneficiary pays and is paid by
         * @description The beneficiary must be approved (412 otherwise). The routing number is checked (ABA check digit).
         */
        post: operations["createPaymentContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment contact
         * @description The contact's bank and account holder as created.
         */
        get: operations["getPaymentContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/simulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payment: the fee and what the contact receives
         * @description The amount is USDC; fees and totalAmount (amount less fees) are USD. Valid for SIMULATION_TTL_S.
         */
        post: operations["createPaymentSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Make a payment from a simulation to a payment contact
         * @description Holds the amount on the beneficiary’s balance (422 if short) and answers PENDING; the payment then moves to COMPLETED or FAILED, and a PAYMENT_OUT callback says which.
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment, with its status
         * @description PENDING until the payout settles (COMPLETED) or is rejected (FAILED, with failureReason); a PAYMENT_OUT callback reports either.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/beneficiaries/{id}/instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The beneficiary’s USD receiving account
         * @description USD sent here by one of the beneficiary’s payment contacts is credited 1:1 as USDC, with a PAYMENT_IN callback.
         */
        get: operations["getReceivingInstructions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export transfers as CSV
         * @description One row per transfer created in [from, to), oldest first. At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: operations["exportTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export payments as CSV
         * @description One row per payment out created in [from, to), oldest first (payments in are balance movements). At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: operations["exportPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/balance-movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export balance movements as CSV
         * @description Every change to your beneficiaries’ USDC balances in [from, to), oldest first: credits, debits, holds, releases and captures, each with the balance and available balance after it. At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: operations["exportBalanceMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exports/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the journal as CSV (operator)
         * @description Every journal entry created in [from, to), oldest first, one row per posting with its account and a debit or credit amount. At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: operations["exportJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The integrator's latest API calls
         * @description A page of the list (contract section 5; newest first): each authenticated call with its method, path, status, request id, error code, duration, time and API key. Never a body, a header or a query value but page, size and sort. The newest 1000 calls are kept; a call appears within a second of its answer.
         */
        get: operations["listRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One logged API call
         * @description Another integrator’s call, or none, is 404 request_log.not_found.
         */
        get: operations["getLoggedRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/sandbox/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a BR on-ramp by PIX (sandbox only)
         * @description document must be the beneficiary’s CPF or CNPJ (422 otherwise). amount defaults to from.value; any other amount fails the transfer and the deposit is returned. A transfer is paid once (409 after).
         */
        post: operations["sandboxPayPix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/sandbox/bank-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a CO on-ramp by bank deposit (sandbox only)
         * @description amount defaults to from.value; any other amount fails the transfer and the deposit is returned. A transfer is paid once (409 after).
         */
        post: operations["sandboxBankDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/sandbox/crypto-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only)
         * @description Records a chain transaction with hash txHash paying amount (from.value by default) to the transfer’s fundingWallet. The transfer starts once the same hash is linked with PUT /v1/transfers/{id}/transactionHash, in either order; another amount fails it.
         */
        put: operations["sandboxPutCryptoDeposit"];
        /**
         * Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only)
         * @description Records a chain transaction with hash txHash paying amount (from.value by default) to the transfer’s fundingWallet. The transfer starts once the same hash is linked with PUT /v1/transfers/{id}/transactionHash, in either order; another amount fails it.
         */
        post: operations["sandboxCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/sandbox/payment-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: USD arrives for a beneficiary from a sender
         * @description amount is USD. From one of the beneficiary’s payment contacts it is credited as USDC (status COMPLETED); from anyone else it is refused and nothing is credited (status REJECTED). Both answer 200 and send a PAYMENT_IN callback.
         */
        post: operations["sandboxPaymentIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox market rates this integrator prices with
         * @description Per currency, the market rate simulations of this integrator use: its own where it set one, else the sandbox's shared rate.
         */
        get: operations["listSandboxRates"];
        /**
         * Set a sandbox market rate for this integrator
         * @description The rate is this integrator’s own: other integrators of the sandbox keep pricing with the shared market rate or their own. It must lie within a factor of 2 of the shared rate (GET /v1/sandbox/rates of a new integrator shows it): from half to double; 400 validation.failed at /rate otherwise.
         */
        put: operations["setSandboxRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This integrator’s sandbox clock
         * @description The sandbox time (the real time plus every advance this integrator made) and the total offset, in seconds.
         */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move this integrator’s sandbox clock forward
         * @description Every pending deadline of this integrator moves earlier by seconds (a deadline passed falls due now): simulations’ expiry, on-ramps’ funding timeout, upload links’ expiry, payouts and validations waiting to run, webhook retries. The worker then does what it does when such a deadline passes. Other integrators’ deadlines never move. See docs/sandbox.md.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    BENEFICIARY_KYC: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A beneficiary’s verification moved
         * @description On creation (success null: the steps with their upload links), on each regeneration of a link or token (success null), and on each step’s result (success true, or false with message the reason). Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["beneficiaryKycEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BENEFICIARY_KYB: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A business’s documents are complete
         * @description When the third of a business’s verification documents is uploaded (success true). Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["beneficiaryKybEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BENEFICIARY_APPROVED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A beneficiary is approved
         * @description When a beneficiary becomes CREATED: transfers and payments may start (success true). Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["beneficiaryApprovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BENEFICIARY_BANK_ACCOUNT_VALIDATION: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A local payout account was validated
         * @description After each PUT /v1/beneficiaries/{id}/localTargetAccount: success true (VALID), or false with message the reason (INVALID). Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["beneficiaryBankAccountValidationEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ON_RAMP: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An on-ramp reached a final state
         * @description success true when SUCCEEDED; false when FAILED or CANCELLED, with message the reason. Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["onRampEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ON_RAMP_RETURNED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A credited on-ramp’s PIX was taken back under the MED
         * @description When the payer’s PSP returns a credited PIX under the MED (Mecanismo Especial de Devolução, operational flaw or fraud): success true when its USDC was debited from the beneficiary’s balance, false when the balance no longer held it (owed). Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["onRampReturnedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    OFF_RAMP: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An off-ramp reached a final state
         * @description success true when SUCCEEDED; false when FAILED or CANCELLED, with message the reason. Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["offRampEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PAYMENT_OUT: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment reached a final state
         * @description success true when COMPLETED; false when FAILED, with message the reason. Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["paymentOutEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PAYMENT_IN: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * USD arrived for a beneficiary
         * @description success true when credited (COMPLETED); false when refused (REJECTED: not from one of the beneficiary’s payment contacts). Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["paymentInEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    TEST: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event
         * @description Sent by POST /v1/webhooks/test (success null), so a receiver can be checked. Sent to the integrator's callback URL; retried on WEBHOOK_RETRY_SCHEDULE until a 2xx.
         */
        post: operations["testEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Every non-2xx answer: the code says what went wrong, errors which fields (on validation failures) */
        Error: {
            /** @example beneficiary.not_found */
            code: string;
            message: string;
            requestId: string;
            errors?: {
                path: string;
                message: string;
            }[];
        };
        /**
         * @description A bearer token for the /v1 API
         * @example {
         *       "access_token": "pt_3q2-7mWcY0kX1n8bQeJv9rT4sLhZ",
         *       "token_type": "Bearer",
         *       "expires_in": 36000,
         *       "integratorId": "5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e"
         *     }
         */
        AccessToken: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds until the token expires */
            expires_in: number;
            /** @description The integrator the token acts for (the {integratorId} of its profile routes) */
            integratorId: string;
        };
        /** @description An error of the token endpoint: the Error body with the OAuth 2 error fields */
        OAuthError: {
            /** @example beneficiary.not_found */
            code: string;
            message: string;
            requestId: string;
            errors?: {
                path: string;
                message: string;
            }[];
            /**
             * @description RFC 6749 §5.2: invalid_client (401), invalid_request, unsupported_grant_type, invalid_scope (400), unauthorized_client (403, a suspended integrator)
             * @example invalid_client
             */
            error: string;
            /** @description The message, in the characters RFC 6749 allows */
            error_description: string;
        };
        /** @description An integrator's profile */
        Integrator: {
            id: string;
            name: string;
            email: string;
            callbackUrl: string | null;
            integratorFeeBps: number;
            clientId: string;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            lastModifiedDate: string;
            /** @description SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued */
            status: "ACTIVE" | "SUSPENDED";
        };
        /** @description A page of Integrator (contract section 5) */
        IntegratorPage: {
            content: components["schemas"]["Integrator"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description A new integrator with its credentials */
        CreatedIntegrator: {
            id: string;
            name: string;
            email: string;
            callbackUrl: string | null;
            integratorFeeBps: number;
            clientId: string;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            lastModifiedDate: string;
            /** @description Shown only in this answer */
            clientSecret: string;
            webhookSecret: string;
        };
        /** @description The beneficiary's local payout account and its validation */
        LocalTargetAccount: {
            /** @description In canonical form */
            pixKey?: string;
            /** @enum {unknown} */
            pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
            bankAccount?: {
                /** @description The Colombian bank code, such as 1007 */
                bankCode: string;
                /** @enum {unknown} */
                accountType: "CHECKING" | "SAVINGS";
                accountNumber: string;
            };
            /** @description A Bre-B key (an email in lower case) */
            brebKey?: string;
            /** @enum {unknown} */
            status: "PENDING" | "VALID" | "INVALID";
            message: string | null;
        };
        /** @description A person or business that converts money through Ponte, and its verification status */
        Beneficiary: {
            id: string;
            integratorId: string;
            integratorBeneficiaryId: string;
            /** @enum {unknown} */
            type: "INDIVIDUAL" | "BUSINESS";
            /** @enum {unknown} */
            country: "BR" | "CO";
            /** @enum {unknown} */
            status: "PENDING" | "CREATED" | "REJECTED";
            kycVerified: boolean;
            rejectionReason: string | null;
            person?: {
                firstName: string;
                lastName: string;
                /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                idNumber: string;
                /** Format: email */
                email: string;
                /** @description E.164, such as +5511987654321 */
                phoneNumber: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD; the person must be 18 or older
                 */
                dateOfBirth: string;
                /**
                 * @description ISO 3166-1 alpha-2, such as BR
                 * @enum {string}
                 */
                citizenship: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                address: {
                    streetOne: string;
                    streetTwo?: string;
                    city: string;
                    state: string;
                    zipcode: string;
                    /**
                     * @description ISO 3166-1 alpha-2, such as BR
                     * @enum {string}
                     */
                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                };
            };
            business?: {
                legalName: string;
                /** @description CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO */
                taxId: string;
                /** Format: email */
                email: string;
                /** @description E.164, such as +5511987654321 */
                phoneNumber: string;
                address: {
                    streetOne: string;
                    streetTwo?: string;
                    city: string;
                    state: string;
                    zipcode: string;
                    /**
                     * @description ISO 3166-1 alpha-2, such as BR
                     * @enum {string}
                     */
                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                };
                legalRepresentative: {
                    firstName: string;
                    lastName: string;
                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                    idNumber: string;
                    /** Format: email */
                    email: string;
                    /** @description E.164, such as +5511987654321 */
                    phoneNumber: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD; the person must be 18 or older
                     */
                    dateOfBirth: string;
                    /**
                     * @description ISO 3166-1 alpha-2, such as BR
                     * @enum {string}
                     */
                    citizenship: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    address: {
                        streetOne: string;
                        streetTwo?: string;
                        city: string;
                        state: string;
                        zipcode: string;
                        /**
                         * @description ISO 3166-1 alpha-2, such as BR
                         * @enum {string}
                         */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    };
                };
                beneficialOwners: {
                    firstName: string;
                    lastName: string;
                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                    idNumber: string;
                    /** Format: email */
                    email: string;
                    /** @description E.164, such as +5511987654321 */
                    phoneNumber: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD; the person must be 18 or older
                     */
                    dateOfBirth: string;
                    /**
                     * @description ISO 3166-1 alpha-2, such as BR
                     * @enum {string}
                     */
                    citizenship: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    address: {
                        streetOne: string;
                        streetTwo?: string;
                        city: string;
                        state: string;
                        zipcode: string;
                        /**
                         * @description ISO 3166-1 alpha-2, such as BR
                         * @enum {string}
                         */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    };
                    /** @description Owners with 25 or more are verified like an individual */
                    ownershipPercentage: number;
                }[];
            };
            localTargetAccount: components["schemas"]["LocalTargetAccount"] | null;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            lastModifiedDate: string;
        };
        /** @description A page of Beneficiary (contract section 5) */
        BeneficiaryPage: {
            content: components["schemas"]["Beneficiary"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description One of a business's verification documents and its review (its content is not returned) */
        BeneficiaryFile: {
            id: string;
            /** @enum {unknown} */
            name: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
            /** @enum {unknown} */
            type: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
            /** @enum {string} */
            documentOwner: "BUSINESS";
            /** @enum {unknown} */
            contentType: "application/pdf" | "image/jpeg" | "image/png";
            size: number;
            /**
             * @description Its review by Ponte's compliance: PENDING until reviewed; REFUSED with refusalReason (upload the type again)
             * @enum {unknown}
             */
            status: "PENDING" | "ACCEPTED" | "REFUSED";
            refusalReason: string | null;
            reviewedDate: string | null;
            /** Format: date-time */
            createdDate: string;
        };
        /** @description The verification of one person: where they upload their documents, until when */
        VerificationStep: {
            /** @description The kyxStepId of POST /v1/kyx-steps/{kyxStepId}/regenerate */
            id: string;
            ownerIdentification: string;
            uploadLink: string;
            partnerSdk: {
                token: string;
            };
            acceptedDocs: ("ID_CARD" | "DRIVING_LICENSE" | "SELFIE")[] | null;
            /** @enum {unknown} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description A beneficiary's verification: one step per person to verify, and why any was rejected */
        VerificationRecord: {
            id: string;
            beneficiaryId: string;
            status: ("PENDING" | "APPROVED" | "REJECTED") | null;
            steps: components["schemas"]["VerificationStep"][];
            errors: {
                kyxStepId: string;
                ownerIdentification: string;
                message: string;
            }[];
        };
        /** @description The identity images captured for one person */
        PersonDocuments: {
            /** @description The person's idNumber (the step's ownerIdentification) */
            personId: string;
            files: {
                /** @description base64 */
                front: string;
                back: string | null;
                /** @enum {unknown} */
                type: "ID_CARD" | "DRIVING_LICENSE" | "SELFIE";
                /** @enum {unknown} */
                fileType: "jpg" | "png";
            }[];
        };
        /** @description A beneficiary's USDC balance */
        Balance: {
            /** @example 60.00 */
            total: string;
            /**
             * @description The total less held funds
             * @example 50.00
             */
            available: string;
            /** @enum {string} */
            currencyCode: "USDC";
            /** @example USD Coin */
            currencyName: string;
        };
        /** @description The indicative amounts, fees and rate of a transfer not yet made */
        Simulation: {
            /** @description The simulationId that creates the transfer */
            id: string;
            integratorId: string;
            beneficiaryId: string;
            from: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.00 */
                value: string;
            };
            /** @description Indicative: the transfer executes at the latest rate */
            to: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.00 */
                value: string;
            };
            transactionDetails: {
                taxes: {
                    /** @enum {unknown} */
                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                    /** @example 100.00 */
                    value: string;
                };
                conversionDetails: {
                    /** @description from less fees and taxes, in the currency of from: what is converted */
                    effectiveTransactionValue: string;
                    /**
                     * @description The price of 1 USDC in the local currency
                     * @example 5.31590000
                     */
                    exchangeRate: string;
                };
                feeDetails: {
                    totalFees: {
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /** @example 100.00 */
                        value: string;
                    };
                    integratorFee: {
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /** @example 100.00 */
                        value: string;
                    };
                };
            };
            /** @enum {unknown} */
            type: "ON_RAMP" | "OFF_RAMP";
            /** @description True once a transfer was created from it */
            executed: boolean;
            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description BR ON_RAMP: the BR Code the transfer made from this simulation will carry, for exactly from.value. It becomes payable when that transfer is created; a PIX received before then is not credited to any transfer. */
            pixCopyAndPaste?: string;
            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
            targetPixKey?: string;
            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
            targetBankAccount?: {
                bankCode: string;
                /** @enum {unknown} */
                accountType: "CHECKING" | "SAVINGS";
                accountNumber: string;
            };
            /** @description CO OFF_RAMP: the beneficiary's validated Bre-B key the payout goes to (its holder resolved at the provider) */
            targetBrebKey?: string;
        };
        /** @description A conversion between a local currency and USDC for a beneficiary */
        Transfer: {
            id: string;
            simulationId: string;
            integratorId: string;
            beneficiaryId: string;
            from: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.00 */
                value: string;
            };
            /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
            to: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.00 */
                value: string;
            };
            /** @description Estimates while PENDING; final from SUCCEEDED */
            transactionDetails: {
                taxes: {
                    /** @enum {unknown} */
                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                    /** @example 100.00 */
                    value: string;
                };
                conversionDetails: {
                    /** @description from less fees and taxes, in the currency of from: what is converted */
                    effectiveTransactionValue: string;
                    /**
                     * @description The price of 1 USDC in the local currency
                     * @example 5.31590000
                     */
                    exchangeRate: string;
                };
                feeDetails: {
                    totalFees: {
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /** @example 100.00 */
                        value: string;
                    };
                    integratorFee: {
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /** @example 100.00 */
                        value: string;
                    };
                };
            };
            /** @enum {unknown} */
            type: "ON_RAMP" | "OFF_RAMP";
            /** @enum {unknown} */
            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
            statusReason: string | null;
            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
            createdBy: string;
            /** Format: date-time */
            createdDate: string;
            lastModifiedBy: string;
            /** Format: date-time */
            lastModifiedDate: string;
            /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
            pixCopyAndPaste?: string;
            /** @description CO ON_RAMP: where to deposit from.value */
            bankDepositInstructions?: {
                bankName: string;
                /** @enum {unknown} */
                accountType: "CHECKING" | "SAVINGS";
                accountNumber: string;
                /** @description Unique to this transfer: the payer writes it on the deposit */
                reference: string;
                /** @description Paid by PSE: where to send the payer (the PSE intent’s page); accountNumber and reference then name the intent */
                paymentLink?: string;
            };
            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
            targetPixKey?: string;
            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
            targetBankAccount?: {
                bankCode: string;
                /** @enum {unknown} */
                accountType: "CHECKING" | "SAVINGS";
                accountNumber: string;
            };
            /** @description CO OFF_RAMP: the beneficiary's validated Bre-B key the payout goes to (its holder resolved at the provider) */
            targetBrebKey?: string;
            /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
            fundingWallet?: string;
            /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
            transactionHash?: string;
        };
        /** @description A page of Transfer (contract section 5) */
        TransferPage: {
            content: components["schemas"]["Transfer"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description A US bank account a beneficiary pays and is paid by */
        PaymentContact: {
            id: string;
            integratorId: string;
            beneficiaryId: string;
            /** @enum {unknown} */
            paymentType: "WIRE" | "ACH";
            /** @description The receiving bank; a US bank (country US), as its routing number says */
            bankInfo: {
                name: string;
                street1: string;
                city: string;
                state: string;
                postalCode: string;
                /**
                 * @description US: the bank is named by an ABA routing number
                 * @enum {string}
                 */
                country: "US";
            } & ({
                /** @enum {string} */
                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "DC" | "PR" | "GU" | "VI" | "AS" | "MP" | "AA" | "AE" | "AP";
            } & {
                postalCode: string;
            });
            /** @description The account holder who receives the payment, and the account */
            userInfo: {
                name: string;
                street1: string;
                city: string;
                state: string;
                postalCode: string;
                /**
                 * @description ISO 3166-1 alpha-2, such as US
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                /** @description ABA routing number of the bank; its check digit is verified */
                routingKey: string;
                /** @description The account at that bank: 4 to 17 digits */
                accountNumber: string;
                /** @enum {unknown} */
                accountType: "CHECKING" | "SAVINGS";
                /** @enum {unknown} */
                type: "NATURAL_PERSON" | "LEGAL_PERSON";
            } & unknown;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            lastModifiedDate: string;
        };
        /** @description A page of PaymentContact (contract section 5) */
        PaymentContactPage: {
            content: components["schemas"]["PaymentContact"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description The fee of a payment not yet made, and what the contact receives */
        PaymentSimulation: {
            /** @description The simulationId of POST /v1/payments */
            simulationId: string;
            integratorId: string;
            beneficiaryId: string;
            amount: {
                /** @enum {string} */
                currencyCode: "USDC";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            fees: {
                /** @enum {string} */
                currencyCode: "USD";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            /** @description What the payment contact receives: amount less fees, at 1 USDC = 1 USD */
            totalAmount: {
                /** @enum {string} */
                currencyCode: "USD";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description USDC from a beneficiary's balance paid out as USD to a payment contact */
        Payment: {
            id: string;
            simulationId: string;
            paymentContactId: string;
            integratorId: string;
            beneficiaryId: string;
            description: string;
            amount: {
                /** @enum {string} */
                currencyCode: "USDC";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            fees: {
                /** @enum {string} */
                currencyCode: "USD";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            totalAmount: {
                /** @enum {string} */
                currencyCode: "USD";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            /** @enum {unknown} */
            status: "PENDING" | "COMPLETED" | "FAILED";
            /** @description Why the payment FAILED */
            failureReason: string | null;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            lastModifiedDate: string;
        };
        /** @description A page of Payment (contract section 5) */
        PaymentPage: {
            content: components["schemas"]["Payment"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description The beneficiary's USD receiving account */
        ReceivingInstructions: {
            beneficiaryId: string;
            /** @enum {string} */
            currency: "USD";
            bankName: string;
            bankAddress: string;
            /** @description ABA routing number, for wires and ACH */
            routingNumber: string;
            /** @description The beneficiary's own account number: USD sent to it is credited as USDC */
            accountNumber: string;
            /** @enum {string} */
            accountType: "CHECKING";
            accountHolderName: string;
            /** @description Unique to the beneficiary; the sender puts it in the memo */
            reference: string;
        };
        /** @description An integrator's sandbox clock: time travel for the deadlines it sees (sandbox only) */
        SandboxClock: {
            /**
             * Format: date-time
             * @description The integrator's sandbox time: the real time plus every advance it made
             */
            now: string;
            /** @description How far the integrator has moved its clock, in all */
            offsetSeconds: number;
            /** @description When it last advanced (real time); null when it never did */
            advancedAt: string | null;
        };
        /** @description USD received for a beneficiary from one of its payment contacts, credited as USDC */
        PaymentIn: {
            id: string;
            beneficiaryId: string;
            paymentContactId: string;
            amount: {
                /** @enum {string} */
                currencyCode: "USD";
                /** @description A decimal string with exactly 2 decimals */
                value: string;
            };
            /**
             * @description COMPLETED: credited; REJECTED: refused, nothing credited
             * @enum {unknown}
             */
            status: "COMPLETED" | "REJECTED";
            failureReason: string | null;
            /** Format: date-time */
            createdDate: string;
        };
        /** @description An event sent to the integrator’s webhook endpoints, and where each delivery stands */
        Event: {
            /** @description Also the webhook-id header of every delivery of this event */
            id: string;
            operation: string;
            resourceId: string | null;
            /** Format: date-time */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            message: string | null;
            success: boolean | null;
            data: unknown;
            /** @description Over its deliveries: PENDING while one is, else FAILED if one failed, else DELIVERED; NO_ENDPOINT when no endpoint subscribed to it */
            status: ("PENDING" | "DELIVERED" | "FAILED") | "NO_ENDPOINT";
            /** @description Attempts over every delivery */
            attemptCount: number;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            /** @description One per webhook endpoint the event was sent to */
            deliveries: {
                endpointId: string;
                url: string | null;
                /** @description The default endpoint (the callback URL) */
                default: boolean;
                status: "PENDING" | "DELIVERED" | "FAILED";
                attemptCount: number;
                nextAttemptAt: string | null;
                deliveredAt: string | null;
            }[];
        };
        /** @description A page of Event (contract section 5) */
        EventPage: {
            content: components["schemas"]["Event"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description An event with every delivery attempt */
        EventDetail: {
            /** @description Also the webhook-id header of every delivery of this event */
            id: string;
            operation: string;
            resourceId: string | null;
            /** Format: date-time */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            message: string | null;
            success: boolean | null;
            data: unknown;
            /** @description Over its deliveries: PENDING while one is, else FAILED if one failed, else DELIVERED; NO_ENDPOINT when no endpoint subscribed to it */
            status: ("PENDING" | "DELIVERED" | "FAILED") | "NO_ENDPOINT";
            /** @description Attempts over every delivery */
            attemptCount: number;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            /** @description One per webhook endpoint the event was sent to */
            deliveries: {
                endpointId: string;
                url: string | null;
                /** @description The default endpoint (the callback URL) */
                default: boolean;
                status: "PENDING" | "DELIVERED" | "FAILED";
                attemptCount: number;
                nextAttemptAt: string | null;
                deliveredAt: string | null;
            }[];
            attempts: {
                /** @description The webhook endpoint this attempt was sent to */
                endpointId: string;
                /** Format: date-time */
                attemptedAt: string;
                statusCode: number | null;
                durationMs: number;
                error: string | null;
                responseBody: string | null;
            }[];
        };
        /** @description Events after a cursor, each with its body and signature headers */
        EventStream: {
            events: {
                /** @description The event id, also its webhook-id header */
                id: string;
                operation: string;
                /** @description The exact JSON text a callback carries: forward these bytes, or the signatures do not match */
                body: string;
                /** @description webhook-id, webhook-timestamp, webhook-signature and X-Service-Webhook-Signature, signed as a delivery made now would be */
                headers: {
                    [key: string]: string;
                };
            }[];
            /** @description Pass as after on the next call */
            cursor: string;
        };
        /** @description Where events are sent, signed with the endpoint’s own secret */
        WebhookEndpoint: {
            id: string;
            url: string | null;
            description: string;
            /** @description A disabled endpoint is sent nothing */
            enabled: boolean;
            /** @description The event operations sent to this endpoint; ["*"] (alone) for every one, those added later included */
            operations: ("ON_RAMP" | "ON_RAMP_RETURNED" | "OFF_RAMP" | "PAYMENT_IN" | "PAYMENT_OUT" | "BENEFICIARY_BANK_ACCOUNT_VALIDATION" | "BENEFICIARY_KYC" | "BENEFICIARY_KYB" | "BENEFICIARY_APPROVED" | "TEST" | "*")[] | unknown | unknown;
            /** @description The integrator’s callback URL and webhook secret: set by PATCH /v1/integrators/{integratorId} too; cannot be deleted */
            default: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A page of WebhookEndpoint (contract section 5) */
        WebhookEndpointPage: {
            content: components["schemas"]["WebhookEndpoint"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description An endpoint with its new signing secret, shown once */
        CreatedWebhookEndpoint: {
            id: string;
            url: string | null;
            description: string;
            /** @description A disabled endpoint is sent nothing */
            enabled: boolean;
            /** @description The event operations sent to this endpoint; ["*"] (alone) for every one, those added later included */
            operations: ("ON_RAMP" | "ON_RAMP_RETURNED" | "OFF_RAMP" | "PAYMENT_IN" | "PAYMENT_OUT" | "BENEFICIARY_BANK_ACCOUNT_VALIDATION" | "BENEFICIARY_KYC" | "BENEFICIARY_KYB" | "BENEFICIARY_APPROVED" | "TEST" | "*")[] | unknown | unknown;
            /** @description The integrator’s callback URL and webhook secret: set by PATCH /v1/integrators/{integratorId} too; cannot be deleted */
            default: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The endpoint’s signing secret (whsec_...): shown only in this answer */
            secret: string;
        };
        /** @description One API call of the integrator: never its body, headers or query values */
        LoggedRequest: {
            id: string;
            method: string;
            /** @description The path called; of its query string only page, size and sort are kept */
            path: string;
            /** @description The route it matched, such as /v1/transfers/:id */
            route: string | null;
            /** @description The HTTP status answered */
            status: number;
            /** @description The X-Request-Id of the answer */
            requestId: string;
            /** @description The code of the error body answered, if any */
            errorCode: string | null;
            /** @description Time from the request to its answer, in milliseconds */
            durationMs: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The API key whose access token made the call */
            apiKey: {
                id: string;
                label: string;
                clientId: string;
            } | null;
        };
        /** @description A page of LoggedRequest (contract section 5) */
        LoggedRequestPage: {
            content: components["schemas"]["LoggedRequest"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        Approval: {
            id: string;
            /** @enum {unknown} */
            action: "exception.resolve" | "screening_review.decide" | "corridor.update" | "integrator.fee" | "journal.manual_entry" | "approval_policy.update" | "compliance_limits.update" | "reconciliation.correct_break" | "liquidity_account.update" | "liquidity.refill";
            /** @enum {unknown} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "EXPIRED";
            resource: {
                type: string;
                id: string;
            };
            integratorId: string | null;
            /** @description Why the maker asks */
            reason: string;
            /** @description The action's parameters, carried out as such on approval */
            request: {
                [key: string]: unknown;
            };
            /** @description The exact effect of the action, as it will post on approval */
            effect: {
                /** @description The journal postings the action writes, as a rehearsal of it wrote them when it was requested */
                postings: {
                    description: string;
                    reference: string | null;
                    account: {
                        kind: string;
                        ownerId: string | null;
                        currency: string;
                    };
                    /** @enum {unknown} */
                    direction: "DEBIT" | "CREDIT";
                    amount: string;
                }[];
                /** @description The audit entries the action writes: each change, as `{field: {from, to}}` or its own details */
                changes: {
                    action: string;
                    resource: {
                        type: string;
                        id: string;
                    };
                    details: {
                        [key: string]: unknown;
                    };
                }[];
                /** @description What the action's route would answer (the resource as it would become) */
                answer: unknown;
            };
            maker: {
                /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                id: string;
                name: string | null;
            };
            /** @description Who approved or rejected it (null when pending, expired, or withdrawn by its maker) */
            checker: {
                /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                id: string;
                name: string | null;
            } | null;
            decisionNote: string | null;
            /** @description What carrying it out answered, once approved; null before */
            result: unknown;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            expiresDate: string;
            decidedDate: string | null;
        };
        /** @description A page of Approval (contract section 5) */
        ApprovalPage: {
            content: components["schemas"]["Approval"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @description The transfer as ON_RAMP and OFF_RAMP callbacks carry it; amounts are JSON numbers */
        TransferEventData: {
            id: string;
            simulationId: string;
            integratorId: string;
            beneficiaryId: string;
            from: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.5 */
                value: number;
            };
            to: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.5 */
                value: number;
            };
            /** @enum {unknown} */
            type: "ON_RAMP" | "OFF_RAMP";
            /** @enum {unknown} */
            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
            /** @description The market price of 1 USDC in the local currency */
            marketExchangeRate: number;
            /** @description The price of 1 USDC in the local currency the transfer executed at */
            exchangeRate: number;
            fees: {
                /** @enum {unknown} */
                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                /** @example 100.5 */
                value: number;
            };
            finalTransactionHash: string | null;
            /** @description from less fees and taxes: what was converted */
            effectiveTransactionValue: number;
        };
        /** @description The payment as PAYMENT_OUT callbacks carry it; amounts are JSON numbers */
        PaymentEventData: {
            id: string;
            simulationId: string;
            paymentContactId: string;
            integratorId: string;
            beneficiaryId: string;
            description: string;
            amount: {
                /** @enum {string} */
                currencyCode: "USDC";
                value: number;
            };
            fees: {
                /** @enum {string} */
                currencyCode: "USD";
                value: number;
            };
            totalAmount: {
                /** @enum {string} */
                currencyCode: "USD";
                value: number;
            };
            /** @enum {unknown} */
            status: "PENDING" | "COMPLETED" | "FAILED";
            /** @description Why the payment FAILED */
            failureReason: string | null;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            lastModifiedDate: string;
        };
        /** @description The payment in as PAYMENT_IN callbacks carry it; the amount is a JSON number */
        PaymentInEventData: {
            id: string;
            beneficiaryId: string;
            paymentContactId: string;
            amount: {
                /** @enum {string} */
                currencyCode: "USD";
                value: number;
            };
            /**
             * @description COMPLETED: credited; REJECTED: refused, nothing credited
             * @enum {unknown}
             */
            status: "COMPLETED" | "REJECTED";
            failureReason: string | null;
            /** Format: date-time */
            createdDate: string;
        };
        /** @description A business's verification documents, complete */
        BusinessDocumentsEventData: {
            beneficiaryId: string;
            documents: components["schemas"]["BeneficiaryFile"][];
        };
        ComplianceDecision: {
            id: string;
            integratorId: string;
            resource: {
                /** @enum {unknown} */
                type: "transfer" | "payment";
                id: string;
            };
            beneficiaryId: string;
            /**
             * @description PAYOUT: money leaves to a bank account; RELEASE: USDC is credited to a beneficiary
             * @enum {unknown}
             */
            stage: "PAYOUT" | "RELEASE";
            /** @enum {unknown} */
            decision: "ALLOW" | "DENY" | "REVIEW";
            /**
             * @description The rule that decided: all_rules_passed, cleared_by_approver, operator_cleared (an approver released it), or the finding that decided
             * @example all_rules_passed
             */
            rule: string;
            reason: string;
            findings: {
                /**
                 * @description The rule that did not pass
                 * @example beneficiary_sanctions_match
                 */
                rule: string;
                /** @enum {unknown} */
                decision: "DENY" | "REVIEW";
                reason: string;
                /** @description An approver released the resource past this finding already */
                cleared?: boolean;
            }[];
            /** @description Every input the decision used: list versions and threshold, hits and scores, amounts, limits, sums, integrator and corridor state */
            inputs: {
                [key: string]: unknown;
            };
            /**
             * @description An amount in USDC, two decimals
             * @example 5000.00
             */
            amountUsdc: string;
            /** @description `system` for the gate, `operator:<id>` for an approver’s release */
            decidedBy: string;
            /** Format: date-time */
            createdDate: string;
        };
        ComplianceLimits: {
            /** @description The corridor: BR or CO */
            id: string;
            /** @enum {string} */
            currencyCode: "USDC";
            /**
             * @description An amount in USDC, two decimals
             * @example 5000.00
             */
            reviewAbove: string;
            /**
             * @description An amount in USDC, two decimals
             * @example 5000.00
             */
            beneficiaryDailyMax: string;
            /**
             * @description An amount in USDC, two decimals
             * @example 5000.00
             */
            beneficiaryMonthlyMax: string;
            /** Format: date-time */
            lastModifiedDate: string;
        };
        /** @description A beneficiary’s verification moved */
        BeneficiaryKycEvent: {
            /** @constant */
            operation: "BENEFICIARY_KYC";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["VerificationRecord"];
        };
        /** @description A business’s documents are complete */
        BeneficiaryKybEvent: {
            /** @constant */
            operation: "BENEFICIARY_KYB";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["BusinessDocumentsEventData"];
        };
        /** @description A beneficiary is approved */
        BeneficiaryApprovedEvent: {
            /** @constant */
            operation: "BENEFICIARY_APPROVED";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["Beneficiary"];
        };
        /** @description A local payout account was validated */
        BeneficiaryBankAccountValidationEvent: {
            /** @constant */
            operation: "BENEFICIARY_BANK_ACCOUNT_VALIDATION";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["LocalTargetAccount"];
        };
        /** @description An on-ramp reached a final state */
        OnRampEvent: {
            /** @constant */
            operation: "ON_RAMP";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["TransferEventData"];
        };
        /** @description A credited on-ramp’s PIX was taken back under the MED */
        OnRampReturnedEvent: {
            /** @constant */
            operation: "ON_RAMP_RETURNED";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: {
                /** Format: uuid */
                transferId: string;
                /** @description The PIX taken back */
                endToEndId: string;
                /** @description The devolução’s id at the PSP */
                refundId: string;
                /**
                 * @description Operational flaw or suspected fraud
                 * @enum {string}
                 */
                nature: "MED_OPERACIONAL" | "MED_FRAUDE";
                /** @description What the payer’s PSP took back */
                returned: {
                    /** @constant */
                    currencyCode: "BRL";
                    value: number;
                };
                /** @description What was debited from the beneficiary’s balance (the on-ramp’s USDC, pro rata) */
                debited: {
                    /** @constant */
                    currencyCode: "USDC";
                    value: number;
                };
                /** @description What the balance no longer held, owed by the integrator */
                owed: {
                    /** @constant */
                    currencyCode: "USDC";
                    value: number;
                };
            };
        };
        /** @description An off-ramp reached a final state */
        OffRampEvent: {
            /** @constant */
            operation: "OFF_RAMP";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["TransferEventData"];
        };
        /** @description A payment reached a final state */
        PaymentOutEvent: {
            /** @constant */
            operation: "PAYMENT_OUT";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["PaymentEventData"];
        };
        /** @description USD arrived for a beneficiary */
        PaymentInEvent: {
            /** @constant */
            operation: "PAYMENT_IN";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: components["schemas"]["PaymentInEventData"];
        };
        /** @description A test event */
        TestEvent: {
            /** @constant */
            operation: "TEST";
            /** @description The id of the resource the event is about */
            resourceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            integratorId: string;
            beneficiaryId: string | null;
            /** @description Why, when success is false */
            message: string | null;
            /** @description true on success, false on failure, null when informational */
            success: boolean | null;
            data: {
                /** @constant */
                test: true;
            };
        };
    };
    responses: {
        /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
        Error400: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                };
            };
        };
        /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
        Error401: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "auth.unauthorized";
                };
            };
        };
        /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
        Error403: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "auth.forbidden" | "integrator.suspended";
                };
            };
        };
        /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
        Error404: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "beneficiary.not_found";
                };
            };
        };
        /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
        Error408: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "web.request_timeout";
                };
            };
        };
        /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
        Error409: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "idempotency.in_progress";
                };
            };
        };
        /** @description It existed and is gone for good. Codes: `approval.expired` (The approval request expired before it was approved: ask again.) */
        Error410: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "approval.expired";
                };
            };
        };
        /** @description The resource is not in a state that allows this. Codes: `transfer.not_awaiting_funds` (The transfer is final and no longer accepts funds.) */
        Error412: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "transfer.not_awaiting_funds";
                };
            };
        };
        /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
        Error413: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "web.body_too_large";
                };
            };
        };
        /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
        Error415: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "web.unsupported_media_type";
                };
            };
        };
        /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.) */
        Error422: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "idempotency.key_reused";
                };
            };
        };
        /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
        Error429: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "rate_limit.exceeded";
                };
            };
        };
        /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
        Error431: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "web.headers_too_large";
                };
            };
        };
        /** @description A bug on our side; it has been logged. Report the requestId. Codes: `unknown_error` (Something went wrong on our side. It has been logged.) */
        Error500: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "unknown_error";
                };
            };
        };
        /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
        Error503: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "service.unavailable";
                };
            };
        };
    };
    parameters: {
        /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description The id of this request, as sent in X-Request-Id or made by the server: quote it to support. */
        "X-Request-Id": string;
        /** @description "true" when this is the stored answer of an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The challenge of a 401 (RFC 6750): Bearer realm="ponte", with error="invalid_token" when a token was sent; Basic realm="ponte" at the token endpoint. */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            408: components["responses"]["Error408"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status ready (or degraded: the read replica is down), with rails (the adapter behind each rail) and screening (the sanctions lists in use) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ready" | "degraded";
                        replica?: "ok" | "down";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            408: components["responses"]["Error408"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Prometheus text exposition format */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An OpenAPI 3.1 document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            408: components["responses"]["Error408"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
        };
    };
    listIntegrators: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "name" | "name,asc" | "name,desc" | "email" | "email,asc" | "email,desc" | "callbackUrl" | "callbackUrl,asc" | "callbackUrl,desc" | "integratorFeeBps" | "integratorFeeBps,asc" | "integratorFeeBps,desc" | "status" | "status,asc" | "status,desc" | "clientId" | "clientId,asc" | "clientId,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc") | ("id" | "id,asc" | "id,desc" | "name" | "name,asc" | "name,desc" | "email" | "email,asc" | "email,desc" | "callbackUrl" | "callbackUrl,asc" | "callbackUrl,desc" | "integratorFeeBps" | "integratorFeeBps,asc" | "integratorFeeBps,desc" | "status" | "status,asc" | "status,desc" | "clientId" | "clientId,asc" | "clientId,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Integrator (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegratorPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createIntegrator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    callbackUrl?: (string & (unknown & unknown)) | null;
                    integratorFeeBps?: number;
                    /** @description Signs the integrator in to the dashboard at /dashboard (with its email); never shown again */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description A new integrator with its credentials */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedIntegrator"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `integrator.conflict` (An integrator with this email already exists.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "integrator.conflict";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCurrentIntegrator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An integrator's profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integrator"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getIntegrator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An integrator's profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integrator"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateIntegrator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorId: string;
            };
            cookie?: never;
        };
        /** @description An integrator changes its own name and callbackUrl; integratorFeeBps and status are the operator's (400 from an integrator). Audit-logged. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    callbackUrl?: (string & (unknown & unknown)) | null;
                    /** @description Operator only (ADMIN_TOKEN); applies to simulations made after it */
                    integratorFeeBps?: number;
                    /** @description Operator only (ADMIN_TOKEN). SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued */
                    status?: "ACTIVE" | "SUSPENDED";
                    /** @description Operator only, required with integratorFeeBps: a fee is changed under the two-person rule, and the approver reads this */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description An integrator's profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integrator"];
                };
            };
            /** @description Change the name or callback URL; the operator also the fee and the status */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending";
                    };
                };
            };
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current webhook signing secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookSecret: string;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                integratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace the webhook signing secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookSecret: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    rotateClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                integratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace the client secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Shown only in this answer */
                        clientSecret: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `api_key.revoked` (This API key is revoked: its secret can no longer be replaced.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "api_key.revoked";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "ci_8d2f4a6b",
                 *       "client_secret": "cs_Qm3v9XrT2pLk7WzN5bYc"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Any other answers 400 unsupported_grant_type
                     * @enum {string}
                     */
                    grant_type: "client_credentials";
                    /** @description client_secret_post; leave out with HTTP Basic */
                    client_id?: string;
                    /** @description client_secret_post; leave out with HTTP Basic */
                    client_secret?: string;
                    /** @description Ponte has no scopes: leave it out or empty (any other answers 400 invalid_scope) */
                    scope?: string;
                };
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "ci_8d2f4a6b",
                 *       "client_secret": "cs_Qm3v9XrT2pLk7WzN5bYc"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description Any other answers 400 unsupported_grant_type
                     * @enum {string}
                     */
                    grant_type: "client_credentials";
                    /** @description client_secret_post; leave out with HTTP Basic */
                    client_id?: string;
                    /** @description client_secret_post; leave out with HTTP Basic */
                    client_secret?: string;
                    /** @description Ponte has no scopes: leave it out or empty (any other answers 400 invalid_scope) */
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description A bearer token for the /v1 API */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "pt_3q2-7mWcY0kX1n8bQeJv9rT4sLhZ",
                     *       "token_type": "Bearer",
                     *       "expires_in": 36000,
                     *       "integratorId": "5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e"
                     *     }
                     */
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `auth.invalid_scope` (Ponte has no scopes: a token acts for its whole integrator. Leave scope out.); `auth.multiple_client_authentications` (Authenticate the client one way: HTTP Basic or client_id and client_secret in the body, not both.); `auth.unsupported_grant_type` (The only grant type is client_credentials.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "auth.invalid_scope" | "auth.multiple_client_authentications" | "auth.unsupported_grant_type" | "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.invalid_credentials` (The client credentials are not valid.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "auth.invalid_credentials";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            /** @description A bug on our side; it has been logged. Report the requestId. Codes: `unknown_error` (Something went wrong on our side. It has been logged.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "unknown_error";
                    };
                };
            };
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    /** @description no-store (RFC 6749 §5.1): a token, and an answer about credentials, is never cached. */
                    "Cache-Control"?: "no-store";
                    /** @description no-cache (RFC 6749 §5.1), for HTTP/1.0 caches. */
                    Pragma?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "service.unavailable";
                    };
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OAuth 2.0 authorization server metadata (RFC 8414) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description PUBLIC_BASE_URL */
                        issuer: string;
                        token_endpoint: string;
                        grant_types_supported: string[];
                        token_endpoint_auth_methods_supported: string[];
                        /** @description None: there is no authorization endpoint */
                        response_types_supported: string[];
                        service_documentation: string;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            408: components["responses"]["Error408"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "label" | "label,asc" | "label,desc" | "clientId" | "clientId,asc" | "clientId,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "lastUsedAt" | "lastUsedAt,asc" | "lastUsedAt,desc" | "revokedAt" | "revokedAt,asc" | "revokedAt,desc") | ("id" | "id,asc" | "id,desc" | "label" | "label,asc" | "label,desc" | "clientId" | "clientId,asc" | "clientId,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "lastUsedAt" | "lastUsedAt,asc" | "lastUsedAt,desc" | "revokedAt" | "revokedAt,asc" | "revokedAt,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the integrator's API keys */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** @description The {id} of DELETE /v1/api-keys/{id} */
                            id: string;
                            label: string;
                            /** @description The client_id of POST /v1/auth/token */
                            clientId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description When the key last obtained an access token (not every call made with one) */
                            lastUsedAt: string | null;
                            /** @description Once set, the key gets no token and every token it obtained is refused */
                            revokedAt: string | null;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for, as the integrator names it */
                    label: string;
                };
            };
        };
        responses: {
            /** @description Create an API key */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The {id} of DELETE /v1/api-keys/{id} */
                        id: string;
                        label: string;
                        /** @description The client_id of POST /v1/auth/token */
                        clientId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description When the key last obtained an access token (not every call made with one) */
                        lastUsedAt: string | null;
                        /** @description Once set, the key gets no token and every token it obtained is refused */
                        revokedAt: string | null;
                        /** @description Shown only in this answer */
                        clientSecret: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an API key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The {id} of DELETE /v1/api-keys/{id} */
                        id: string;
                        label: string;
                        /** @description The client_id of POST /v1/auth/token */
                        clientId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description When the key last obtained an access token (not every call made with one) */
                        lastUsedAt: string | null;
                        /** @description Once set, the key gets no token and every token it obtained is refused */
                        revokedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `api_key.not_found` (API key not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "api_key.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            /** @description The resource is not in a state that allows this. Codes: `api_key.last_active` (This is the last API key that is not revoked: create another before revoking it.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "api_key.last_active";
                    };
                };
            };
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listBeneficiaries: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "integratorBeneficiaryId" | "integratorBeneficiaryId,asc" | "integratorBeneficiaryId,desc" | "type" | "type,asc" | "type,desc" | "country" | "country,asc" | "country,desc" | "status" | "status,asc" | "status,desc" | "kycVerified" | "kycVerified,asc" | "kycVerified,desc" | "rejectionReason" | "rejectionReason,asc" | "rejectionReason,desc" | "person.firstName" | "person.firstName,asc" | "person.firstName,desc" | "person.lastName" | "person.lastName,asc" | "person.lastName,desc" | "person.idNumber" | "person.idNumber,asc" | "person.idNumber,desc" | "business.legalName" | "business.legalName,asc" | "business.legalName,desc" | "business.taxId" | "business.taxId,asc" | "business.taxId,desc" | "localTargetAccount.status" | "localTargetAccount.status,asc" | "localTargetAccount.status,desc" | "localTargetAccount.message" | "localTargetAccount.message,asc" | "localTargetAccount.message,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc") | ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "integratorBeneficiaryId" | "integratorBeneficiaryId,asc" | "integratorBeneficiaryId,desc" | "type" | "type,asc" | "type,desc" | "country" | "country,asc" | "country,desc" | "status" | "status,asc" | "status,desc" | "kycVerified" | "kycVerified,asc" | "kycVerified,desc" | "rejectionReason" | "rejectionReason,asc" | "rejectionReason,desc" | "person.firstName" | "person.firstName,asc" | "person.firstName,desc" | "person.lastName" | "person.lastName,asc" | "person.lastName,desc" | "person.idNumber" | "person.idNumber,asc" | "person.idNumber,desc" | "business.legalName" | "business.legalName,asc" | "business.legalName,desc" | "business.taxId" | "business.taxId,asc" | "business.taxId,desc" | "localTargetAccount.status" | "localTargetAccount.status,asc" | "localTargetAccount.status,desc" | "localTargetAccount.message" | "localTargetAccount.message,asc" | "localTargetAccount.message,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Beneficiary (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createBeneficiary: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description person for an INDIVIDUAL, business for a BUSINESS */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "integratorBeneficiaryId": "customer-1042",
                 *       "type": "INDIVIDUAL",
                 *       "country": "BR",
                 *       "person": {
                 *         "firstName": "Maria",
                 *         "lastName": "Silva",
                 *         "idNumber": "52998224725",
                 *         "email": "maria.silva@example.com",
                 *         "phoneNumber": "+5511987654321",
                 *         "dateOfBirth": "1990-04-12",
                 *         "citizenship": "BR",
                 *         "address": {
                 *           "streetOne": "Rua Augusta 1500",
                 *           "city": "São Paulo",
                 *           "state": "SP",
                 *           "zipcode": "01304-001",
                 *           "country": "BR"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    integratorBeneficiaryId: string;
                    /** @enum {unknown} */
                    type: "INDIVIDUAL" | "BUSINESS";
                    /** @enum {unknown} */
                    country: "BR" | "CO";
                    person?: {
                        firstName: string;
                        lastName: string;
                        /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                        idNumber: string;
                        /** Format: email */
                        email: string;
                        /** @description E.164, such as +5511987654321 */
                        phoneNumber: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD; the person must be 18 or older
                         */
                        dateOfBirth: string;
                        /**
                         * @description ISO 3166-1 alpha-2, such as BR
                         * @enum {string}
                         */
                        citizenship: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        address: {
                            streetOne: string;
                            streetTwo?: string;
                            city: string;
                            state: string;
                            zipcode: string;
                            /**
                             * @description ISO 3166-1 alpha-2, such as BR
                             * @enum {string}
                             */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        };
                    };
                    business?: {
                        legalName: string;
                        /** @description CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO */
                        taxId: string;
                        /** Format: email */
                        email: string;
                        /** @description E.164, such as +5511987654321 */
                        phoneNumber: string;
                        address: {
                            streetOne: string;
                            streetTwo?: string;
                            city: string;
                            state: string;
                            zipcode: string;
                            /**
                             * @description ISO 3166-1 alpha-2, such as BR
                             * @enum {string}
                             */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        };
                        legalRepresentative: {
                            firstName: string;
                            lastName: string;
                            /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                            idNumber: string;
                            /** Format: email */
                            email: string;
                            /** @description E.164, such as +5511987654321 */
                            phoneNumber: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the person must be 18 or older
                             */
                            dateOfBirth: string;
                            /**
                             * @description ISO 3166-1 alpha-2, such as BR
                             * @enum {string}
                             */
                            citizenship: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            address: {
                                streetOne: string;
                                streetTwo?: string;
                                city: string;
                                state: string;
                                zipcode: string;
                                /**
                                 * @description ISO 3166-1 alpha-2, such as BR
                                 * @enum {string}
                                 */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            };
                        };
                        beneficialOwners: {
                            firstName: string;
                            lastName: string;
                            /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                            idNumber: string;
                            /** Format: email */
                            email: string;
                            /** @description E.164, such as +5511987654321 */
                            phoneNumber: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the person must be 18 or older
                             */
                            dateOfBirth: string;
                            /**
                             * @description ISO 3166-1 alpha-2, such as BR
                             * @enum {string}
                             */
                            citizenship: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            address: {
                                streetOne: string;
                                streetTwo?: string;
                                city: string;
                                state: string;
                                zipcode: string;
                                /**
                                 * @description ISO 3166-1 alpha-2, such as BR
                                 * @enum {string}
                                 */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            };
                            /** @description Owners with 25 or more are verified like an individual */
                            ownershipPercentage: number;
                        }[];
                    };
                } & (unknown & unknown);
            };
        };
        responses: {
            /** @description A person or business that converts money through Ponte, and its verification status */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d",
                     *       "integratorId": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "integratorBeneficiaryId": "customer-1042",
                     *       "type": "INDIVIDUAL",
                     *       "country": "BR",
                     *       "status": "PENDING",
                     *       "kycVerified": false,
                     *       "rejectionReason": null,
                     *       "person": {
                     *         "firstName": "Maria",
                     *         "lastName": "Silva",
                     *         "idNumber": "52998224725",
                     *         "email": "maria.silva@example.com",
                     *         "phoneNumber": "+5511987654321",
                     *         "dateOfBirth": "1990-04-12",
                     *         "citizenship": "BR",
                     *         "address": {
                     *           "streetOne": "Rua Augusta 1500",
                     *           "city": "São Paulo",
                     *           "state": "SP",
                     *           "zipcode": "01304-001",
                     *           "country": "BR"
                     *         }
                     *       },
                     *       "localTargetAccount": null,
                     *       "createdDate": "2026-01-15T12:00:00.000Z",
                     *       "lastModifiedDate": "2026-01-15T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Beneficiary"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `beneficiary.conflict` (This integratorBeneficiaryId is already used by another beneficiary.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.conflict" | "idempotency.in_progress";
                    };
                };
            };
            /** @description The resource is not in a state that allows this. Codes: `callback_url.not_set` (Set a callback URL on the integrator first.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "callback_url.not_set";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.); `verification.unavailable` (The verification partner could not be reached; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable" | "verification.unavailable";
                    };
                };
            };
        };
    };
    getBeneficiary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A person or business that converts money through Ponte, and its verification status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Beneficiary"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getBeneficiaryVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A beneficiary's verification: one step per person to verify, and why any was rejected */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationRecord"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getBeneficiaryBalance: {
        parameters: {
            query?: {
                /**
                 * @description The balance as of this instant: an RFC 3339 date-time with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00.250-03:00), not in the future (400 validation.failed otherwise). Every journal entry created at or before it counts, and every hold taken by then and not yet released or captured. Absent: now.
                 * @example 2026-01-31T12:00:00Z
                 */
                asOf?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A beneficiary's USDC balance */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    setLocalTargetAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description pixKey for a BR beneficiary; bankAccount or brebKey (one of them) for a CO one */
        requestBody: {
            content: {
                "application/json": {
                    /** @description BR: a CPF, CNPJ, email, +55 mobile number or random (EVP) key */
                    pixKey?: string;
                    bankAccount?: {
                        /** @description The Colombian bank code, such as 1007 */
                        bankCode: string;
                        /** @enum {unknown} */
                        accountType: "CHECKING" | "SAVINGS";
                        accountNumber: string;
                    };
                    /** @description CO: a Bre-B key (llave): an alias (@ and 1 to 19 letters or digits), a Colombian mobile number (10 digits starting with 3), an email or an identification number (5 to 15 digits). Its holder is resolved at the provider and must be the beneficiary's own document. */
                    brebKey?: string;
                };
            };
        };
        responses: {
            /** @description The beneficiary's local payout account and its validation */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocalTargetAccount"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    listBeneficiaryFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A business's verification documents and their review */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryFile"][];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    uploadBeneficiaryFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description PDF, JPEG or PNG, at most 10 MB */
                    file: unknown;
                    /** @enum {unknown} */
                    name: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
                    /** @enum {unknown} */
                    type: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
                    /** @enum {unknown} */
                    documentOwner: "BUSINESS";
                };
            };
        };
        responses: {
            /** @description One of a business's verification documents and its review (its content is not returned) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryFile"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_business` (Only a BUSINESS beneficiary takes business documents.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_business";
                    };
                };
            };
            /** @description The body is too large. Codes: `upload.too_large` (The file is larger than 10 MB.); `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "upload.too_large" | "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `upload.unsupported_type` (The file is not a PDF, JPEG or PNG.); `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "upload.unsupported_type" | "web.unsupported_media_type";
                    };
                };
            };
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    regenerateVerificationStep: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                kyxStepId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification of one person: where they upload their documents, until when */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStep"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `kyx_step.not_found` (Verification step not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "kyx_step.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `kyx_step.not_regenerable` (This step no longer waits for the person, so its link cannot be regenerated.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "kyx_step.not_regenerable";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `service.unavailable` (The service cannot reach its database right now; retry shortly.); `verification.unavailable` (The verification partner could not be reached; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "service.unavailable" | "verification.unavailable";
                    };
                };
            };
        };
    };
    listVerificationDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                beneficiaryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity images captured during verification */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDocuments"][];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            /** @description The resource is not in a state that allows this. Codes: `kyx.not_completed` (The beneficiary has not completed verification yet.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "kyx.not_completed";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "operation" | "operation,asc" | "operation,desc" | "resourceId" | "resourceId,asc" | "resourceId,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "message" | "message,asc" | "message,desc" | "success" | "success,asc" | "success,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "status" | "status,asc" | "status,desc" | "attemptCount" | "attemptCount,asc" | "attemptCount,desc" | "nextAttemptAt" | "nextAttemptAt,asc" | "nextAttemptAt,desc" | "deliveredAt" | "deliveredAt,asc" | "deliveredAt,desc") | ("id" | "id,asc" | "id,desc" | "operation" | "operation,asc" | "operation,desc" | "resourceId" | "resourceId,asc" | "resourceId,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "message" | "message,asc" | "message,desc" | "success" | "success,asc" | "success,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "status" | "status,asc" | "status,desc" | "attemptCount" | "attemptCount,asc" | "attemptCount,desc" | "nextAttemptAt" | "nextAttemptAt,asc" | "nextAttemptAt,desc" | "deliveredAt" | "deliveredAt,asc" | "deliveredAt,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Event (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description The cursor of the previous answer (an event id); 0 for every event from the first; absent for the events from now on */
                after?: string;
                /** @description Seconds to wait for an event when there is none yet: 0 to 30 (default 25) */
                wait?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events after a cursor, each with its body and signature headers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventStream"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `event.not_found` (Event not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "event.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event with every delivery attempt */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `event.not_found` (Event not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "event.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    redeliverEvent: {
        parameters: {
            query?: {
                /** @description Only to this endpoint (enabled), whatever it subscribes to */
                endpointId?: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send an event again, with a fresh retry schedule */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        status: "PENDING" | "DELIVERED" | "FAILED";
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `event.not_found` (Event not found.); `webhook_endpoint.not_found` (Webhook endpoint not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "event.not_found" | "webhook_endpoint.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `webhook_endpoint.disabled` (This webhook endpoint is disabled: enable it first.); `webhook_endpoint.no_url` (The default endpoint has no URL: set the callback URL first.); `webhook_endpoint.none_matching` (No enabled webhook endpoint subscribes to this event.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "webhook_endpoint.disabled" | "webhook_endpoint.no_url" | "webhook_endpoint.none_matching";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    sendTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a TEST event to your callback URL */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `callback_url.not_set` (Set a callback URL on the integrator first.); `webhook_endpoint.none_matching` (No enabled webhook endpoint subscribes to this event.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "callback_url.not_set" | "webhook_endpoint.none_matching";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "url" | "url,asc" | "url,desc" | "description" | "description,asc" | "description,desc" | "enabled" | "enabled,asc" | "enabled,desc" | "default" | "default,asc" | "default,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "updatedAt" | "updatedAt,asc" | "updatedAt,desc") | ("id" | "id,asc" | "id,desc" | "url" | "url,asc" | "url,desc" | "description" | "description,asc" | "description,desc" | "enabled" | "enabled,asc" | "enabled,desc" | "default" | "default,asc" | "default,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "updatedAt" | "updatedAt,asc" | "updatedAt,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of WebhookEndpoint (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description operations defaults to ["*"], enabled to true */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https in production, never a private address: the rules of the callback URL
                     */
                    url: string & (unknown & unknown);
                    description?: string;
                    enabled?: boolean;
                    /** @description The event operations sent to this endpoint; ["*"] (alone) for every one, those added later included */
                    operations?: ("ON_RAMP" | "ON_RAMP_RETURNED" | "OFF_RAMP" | "PAYMENT_IN" | "PAYMENT_OUT" | "BENEFICIARY_BANK_ACCOUNT_VALIDATION" | "BENEFICIARY_KYC" | "BENEFICIARY_KYB" | "BENEFICIARY_APPROVED" | "TEST" | "*")[] | unknown | unknown;
                };
            };
        };
        responses: {
            /** @description An endpoint with its new signing secret, shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `webhook_endpoint.limit_reached` (An integrator has at most 20 webhook endpoints: delete one first.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "webhook_endpoint.limit_reached";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where events are sent, signed with the endpoint’s own secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `webhook_endpoint.not_found` (Webhook endpoint not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "webhook_endpoint.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `webhook_endpoint.not_found` (Webhook endpoint not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "webhook_endpoint.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            /** @description The resource is not in a state that allows this. Codes: `webhook_endpoint.is_default` (The default endpoint is the callback URL: clear it with PATCH /v1/integrators/{integratorId} instead.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "webhook_endpoint.is_default";
                    };
                };
            };
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https in production, never a private address: the rules of the callback URL
                     */
                    url?: string & (unknown & unknown);
                    description?: string;
                    enabled?: boolean;
                    /** @description The event operations sent to this endpoint; ["*"] (alone) for every one, those added later included */
                    operations?: ("ON_RAMP" | "ON_RAMP_RETURNED" | "OFF_RAMP" | "PAYMENT_IN" | "PAYMENT_OUT" | "BENEFICIARY_BANK_ACCOUNT_VALIDATION" | "BENEFICIARY_KYC" | "BENEFICIARY_KYB" | "BENEFICIARY_APPROVED" | "TEST" | "*")[] | unknown | unknown;
                };
            };
        };
        responses: {
            /** @description Where events are sent, signed with the endpoint’s own secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `integrator.not_found` (Integrator not found.); `webhook_endpoint.not_found` (Webhook endpoint not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "integrator.not_found" | "webhook_endpoint.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endpoint with its new signing secret, shown once */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `webhook_endpoint.not_found` (Webhook endpoint not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "webhook_endpoint.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getTrialBalance: {
        parameters: {
            query?: {
                /**
                 * @description The balance as of this instant: an RFC 3339 date-time with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00.250-03:00), not in the future (400 validation.failed otherwise). Every journal entry created at or before it counts, and every hold taken by then and not yet released or captured. Absent: now.
                 * @example 2026-01-31T12:00:00Z
                 */
                asOf?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trial balance (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when every currency sums to 0.00 */
                        balanced: boolean;
                        currencies: {
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            debits: string;
                            credits: string;
                            /** @description Debits less credits: the sum of every account in this currency */
                            balance: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getAccountBalances: {
        parameters: {
            query?: {
                /**
                 * @description The balance as of this instant: an RFC 3339 date-time with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00.250-03:00), not in the future (400 validation.failed otherwise). Every journal entry created at or before it counts, and every hold taken by then and not yet released or captured. Absent: now.
                 * @example 2026-01-31T12:00:00Z
                 */
                asOf?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each kind of account in each currency, its owners’ accounts summed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            /** @description The kind of account (rail_cash, fx_position, customer_deposits, deposits_to_return, payout_clearing, beneficiary_wallet, integrator_fees_payable, service_fee_revenue, spread_revenue, taxes_payable, or any kind added since) */
                            kind: string;
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /** @description The side its balance is shown on */
                            side: "DEBIT" | "CREDIT";
                            /** @description How many accounts the line sums (one per owner for beneficiaries’ wallets and integrators’ fees) */
                            accounts: number;
                            /** @description On the account's normal side: a liability's credits less its debits */
                            balance: string;
                            /** @description Held for payouts and payments under way (at asOf, when given) */
                            held: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    verifyLedgerCheckpoint: {
        parameters: {
            query?: {
                /**
                 * @description The last checkpoint at or before this instant is verified: an RFC 3339 date-time with its offset (400 validation.failed otherwise). Absent: the last checkpoint.
                 * @example 2026-01-31T12:00:00Z
                 */
                at?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A balance checkpoint summed again from the journal */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description The checkpoint's instant (a UTC midnight), to the microsecond
                         */
                        at: string;
                        /** @description True when the checkpoint is exactly the journal summed up to it: both lists empty */
                        verified: boolean;
                        /** @description Accounts whose checkpoint row differs from the journal's sums before its instant */
                        accounts: {
                            /** Format: uuid */
                            accountId: string;
                            /** @description The checkpoint's row; null when the account moved in its day and has none */
                            checkpoint: {
                                debits: string;
                                credits: string;
                            } | null;
                            journal: {
                                debits: string;
                                credits: string;
                            };
                        }[];
                        /** @description Kinds and currencies whose totals differ from the journal's */
                        totals: {
                            kind: string;
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            checkpoint: {
                                debits: string;
                                credits: string;
                            } | null;
                            journal: {
                                debits: string;
                                credits: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `ledger_checkpoint.not_found` (No balance checkpoint at or before that instant: the books close each UTC day after it ends.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ledger_checkpoint.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listExceptions: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "kind" | "kind,asc" | "kind,desc" | "status" | "status,asc" | "status,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "amount.currencyCode" | "amount.currencyCode,asc" | "amount.currencyCode,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "resolvedDate" | "resolvedDate,asc" | "resolvedDate,desc") | ("id" | "id,asc" | "id,desc" | "kind" | "kind,asc" | "kind,desc" | "status" | "status,asc" | "status,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "amount.currencyCode" | "amount.currencyCode,asc" | "amount.currencyCode,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "resolvedDate" | "resolvedDate,asc" | "resolvedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Exceptions: everything that needs a person (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "PAYOUT_OUTCOME_UNKNOWN" | "FUNDS_OWED_BACK" | "JOB_EXHAUSTED" | "CHAIN_DEPOSIT_UNREADABLE" | "RATE_BAND_HELD" | "WEBHOOK_ENDPOINT_FAILING" | "RECONCILIATION_MISMATCH" | "COMPLIANCE_REVIEW" | "LIQUIDITY_SHORT";
                            /** @enum {unknown} */
                            status: "OPEN" | "RESOLVED";
                            integratorId: string | null;
                            resource: {
                                type: string;
                                id: string;
                            };
                            amount: {
                                currencyCode: string;
                                value: string;
                            } | null;
                            reason: string;
                            details: {
                                [key: string]: unknown;
                            };
                            actions: ("retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss")[];
                            /** @description Since it was opened */
                            ageSeconds: number;
                            /** Format: date-time */
                            createdDate: string;
                            resolvedDate: string | null;
                            resolution: {
                                /**
                                 * @description The action taken; correct: a reconciliation break corrected by a journal entry
                                 * @enum {unknown}
                                 */
                                action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss" | "correct";
                                reference: string | null;
                                note: string;
                                actor: string;
                                outcome: string;
                            } | null;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getException: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One exception (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        kind: "PAYOUT_OUTCOME_UNKNOWN" | "FUNDS_OWED_BACK" | "JOB_EXHAUSTED" | "CHAIN_DEPOSIT_UNREADABLE" | "RATE_BAND_HELD" | "WEBHOOK_ENDPOINT_FAILING" | "RECONCILIATION_MISMATCH" | "COMPLIANCE_REVIEW" | "LIQUIDITY_SHORT";
                        /** @enum {unknown} */
                        status: "OPEN" | "RESOLVED";
                        integratorId: string | null;
                        resource: {
                            type: string;
                            id: string;
                        };
                        amount: {
                            currencyCode: string;
                            value: string;
                        } | null;
                        reason: string;
                        details: {
                            [key: string]: unknown;
                        };
                        actions: ("retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss")[];
                        /** @description Since it was opened */
                        ageSeconds: number;
                        /** Format: date-time */
                        createdDate: string;
                        resolvedDate: string | null;
                        resolution: {
                            /**
                             * @description The action taken; correct: a reconciliation break corrected by a journal entry
                             * @enum {unknown}
                             */
                            action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss" | "correct";
                            reference: string | null;
                            note: string;
                            actor: string;
                            outcome: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `exception.not_found` (Exception not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "exception.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    resolveException: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss";
                    /** @description The rail's reference of a payout marked paid, or of a return */
                    reference?: string;
                    /** @description Why: kept with the resolution and in the audit log */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Resolve an exception with one of its actions (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        kind: "PAYOUT_OUTCOME_UNKNOWN" | "FUNDS_OWED_BACK" | "JOB_EXHAUSTED" | "CHAIN_DEPOSIT_UNREADABLE" | "RATE_BAND_HELD" | "WEBHOOK_ENDPOINT_FAILING" | "RECONCILIATION_MISMATCH" | "COMPLIANCE_REVIEW" | "LIQUIDITY_SHORT";
                        /** @enum {unknown} */
                        status: "OPEN" | "RESOLVED";
                        integratorId: string | null;
                        resource: {
                            type: string;
                            id: string;
                        };
                        amount: {
                            currencyCode: string;
                            value: string;
                        } | null;
                        reason: string;
                        details: {
                            [key: string]: unknown;
                        };
                        actions: ("retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss")[];
                        /** @description Since it was opened */
                        ageSeconds: number;
                        /** Format: date-time */
                        createdDate: string;
                        resolvedDate: string | null;
                        resolution: {
                            /**
                             * @description The action taken; correct: a reconciliation break corrected by a journal entry
                             * @enum {unknown}
                             */
                            action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss" | "correct";
                            reference: string | null;
                            note: string;
                            actor: string;
                            outcome: string;
                        } | null;
                    };
                };
            };
            /** @description Resolve an exception with one of its actions (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `exception.not_found` (Exception not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "exception.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `exception.reference_mismatch` (The reference is not the one the rail acknowledged this payout with.); `exception.resolution_conflict` (The exception was resolved already by this action with another reference or note.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "exception.reference_mismatch" | "exception.resolution_conflict" | "idempotency.in_progress";
                    };
                };
            };
            /** @description The resource is not in a state that allows this. Codes: `exception.already_resolved` (The exception was resolved already, with another action.); `exception.resource_moved` (The resource moved since the exception was opened: look at it again.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "exception.already_resolved" | "exception.resource_moved";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `exception.action_not_allowed` (This action does not resolve this kind of exception.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "exception.action_not_allowed" | "idempotency.key_reused";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listApprovals: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "action" | "action,asc" | "action,desc" | "status" | "status,asc" | "status,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "maker.id" | "maker.id,asc" | "maker.id,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "expiresDate" | "expiresDate,asc" | "expiresDate,desc") | ("id" | "id,asc" | "id,desc" | "action" | "action,asc" | "action,desc" | "status" | "status,asc" | "status,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "maker.id" | "maker.id,asc" | "maker.id,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "expiresDate" | "expiresDate,asc" | "expiresDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Approval (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One approval request (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `approval.not_found` (Approval request not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    approveApproval: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The checker's note, kept with the decision */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Approve a request: its effect is carried out (approver) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `approval.own_request` (The operator who asked for an action cannot approve it: another approver must.); `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.own_request" | "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `approval.not_found` (Approval request not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_decided` (The approval request was approved or rejected already.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_decided" | "idempotency.in_progress";
                    };
                };
            };
            410: components["responses"]["Error410"];
            /** @description The resource is not in a state that allows this. Codes: `approval.resource_moved` (The resource changed since the request was made: reject it and ask again.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.resource_moved";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    rejectApproval: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why it is rejected */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Reject a request: nothing is carried out (approver) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `approval.not_found` (Approval request not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_decided` (The approval request was approved or rejected already.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_decided" | "idempotency.in_progress";
                    };
                };
            };
            410: components["responses"]["Error410"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listApprovalPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which actions need two people, and thresholds (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** @enum {unknown} */
                            action: "exception.resolve" | "screening_review.decide" | "corridor.update" | "integrator.fee" | "journal.manual_entry" | "approval_policy.update" | "compliance_limits.update" | "reconciliation.correct_break" | "liquidity_account.update" | "liquidity.refill";
                            /** @description Whether a second operator (an approver) must approve it */
                            twoPerson: boolean;
                            /** @description An amount below which one person suffices (of this currency only); null: every amount needs two */
                            threshold: {
                                value: string;
                                currencyCode: string;
                            } | null;
                            description: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateApprovalPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                action: "exception.resolve" | "screening_review.decide" | "corridor.update" | "integrator.fee" | "journal.manual_entry" | "approval_policy.update" | "compliance_limits.update" | "reconciliation.correct_break" | "liquidity_account.update" | "liquidity.refill";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    twoPerson: boolean;
                    threshold: {
                        /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                        value: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                    } | null;
                    /** @description Why: shown to the approver, kept with the request and in the audit log */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Change an approval policy, under the two-person rule (approver) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        action: "exception.resolve" | "screening_review.decide" | "corridor.update" | "integrator.fee" | "journal.manual_entry" | "approval_policy.update" | "compliance_limits.update" | "reconciliation.correct_break" | "liquidity_account.update" | "liquidity.refill";
                        /** @description Whether a second operator (an approver) must approve it */
                        twoPerson: boolean;
                        /** @description An amount below which one person suffices (of this currency only); null: every amount needs two */
                        threshold: {
                            value: string;
                            currencyCode: string;
                        } | null;
                        description: string;
                        /** Format: date-time */
                        lastModifiedDate: string;
                    };
                };
            };
            /** @description Change an approval policy, under the two-person rule (approver) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `approval_policy.locked` (The policy over approval policies always needs two people, whatever the amount.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval_policy.locked" | "idempotency.key_reused";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Your reference for it; the journal keeps it as manual:<reference>, once */
                    reference: string;
                    /** @description Why: shown to the approver, kept with the request and in the audit log */
                    reason: string;
                    postings: {
                        account: {
                            /** @enum {unknown} */
                            kind: "rail_cash" | "fx_position" | "customer_deposits" | "deposits_to_return" | "payout_clearing" | "service_fee_revenue" | "spread_revenue" | "taxes_payable";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        };
                        /** @enum {unknown} */
                        direction: "DEBIT" | "CREDIT";
                        /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                        amount: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    }[];
                };
            };
        };
        responses: {
            /** @description Ask for a manual journal entry between internal accounts (operator) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        reference: string;
                        description: string;
                        postings: {
                            account: {
                                kind: string;
                                currencyCode: string;
                            };
                            /** @enum {unknown} */
                            direction: "DEBIT" | "CREDIT";
                            amount: string;
                        }[];
                    };
                };
            };
            /** @description Ask for a manual journal entry between internal accounts (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `journal_entry.reference_used` (A manual journal entry with this reference was posted already.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress" | "journal_entry.reference_used";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `journal_entry.unbalanced` (A manual journal entry must balance: its debits equal its credits in each currency.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "journal_entry.unbalanced";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listOperators: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "email" | "email,asc" | "email,desc" | "role" | "role,asc" | "role,desc" | "disabled" | "disabled,asc" | "disabled,desc" | "createdBy" | "createdBy,asc" | "createdBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc") | ("id" | "id,asc" | "id,desc" | "email" | "email,asc" | "email,desc" | "role" | "role,asc" | "role,desc" | "disabled" | "disabled,asc" | "disabled,desc" | "createdBy" | "createdBy,asc" | "createdBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List operator accounts (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            email: string;
                            /** @description viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls (corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens */
                            role: "viewer" | "operator" | "approver" | "admin";
                            /** @description Whether sign-in asks for a TOTP code (always in production) */
                            secondFactor: boolean;
                            /** @description The one-time password has not been replaced yet */
                            passwordIsTemporary: boolean;
                            /** @description A disabled account cannot sign in and its tokens are refused */
                            disabled: boolean;
                            disabledAt: string | null;
                            /** @description `admin` (ADMIN_TOKEN), `command` (the server's command), or the id of the admin who made it */
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description Default viewer. ADMIN_TOKEN in production makes only the first admin. */
                    role?: "viewer" | "operator" | "approver" | "admin";
                    /** @description A TOTP second factor (default true). Production refuses false; a sandbox account without one signs in with its password alone. */
                    secondFactor?: boolean;
                };
            };
        };
        responses: {
            /** @description Create an operator account (admin) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @description viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls (corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens */
                        role: "viewer" | "operator" | "approver" | "admin";
                        /** @description A one-time password, shown only in this answer: the first sign-in to /ops replaces it */
                        password: string;
                        totp: {
                            /** @description Base32, for an authenticator app; shown only in this answer */
                            secret: string;
                            /** @description The otpauth:// provisioning URI (a QR code of it) */
                            uri: string;
                            issuer: string;
                            /** @enum {string} */
                            algorithm: "SHA1";
                            digits: number;
                            period: number;
                        } | null;
                        /** Format: date-time */
                        createdDate: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `operator.bootstrap_closed` (ADMIN_TOKEN only creates the first admin operator, and an enabled admin exists: ask an admin to act with their own operator token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "operator.bootstrap_closed";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `operator.conflict` (An operator with this email already exists.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "operator.conflict";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `operator.second_factor_required` (Production operators need a TOTP second factor: leave secondFactor out or set it to true.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "operator.second_factor_required";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One operator account (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @description viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls (corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens */
                        role: "viewer" | "operator" | "approver" | "admin";
                        /** @description Whether sign-in asks for a TOTP code (always in production) */
                        secondFactor: boolean;
                        /** @description The one-time password has not been replaced yet */
                        passwordIsTemporary: boolean;
                        /** @description A disabled account cannot sign in and its tokens are refused */
                        disabled: boolean;
                        disabledAt: string | null;
                        /** @description `admin` (ADMIN_TOKEN), `command` (the server's command), or the id of the admin who made it */
                        createdBy: string;
                        /** Format: date-time */
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `operator.not_found` (Operator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls (corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens */
                    role?: "viewer" | "operator" | "approver" | "admin";
                    /** @description true disables the account (its sessions end, its tokens are refused); false enables it again */
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Change an operator's role, or disable or enable the account (admin) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @description viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls (corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens */
                        role: "viewer" | "operator" | "approver" | "admin";
                        /** @description Whether sign-in asks for a TOTP code (always in production) */
                        secondFactor: boolean;
                        /** @description The one-time password has not been replaced yet */
                        passwordIsTemporary: boolean;
                        /** @description A disabled account cannot sign in and its tokens are refused */
                        disabled: boolean;
                        disabledAt: string | null;
                        /** @description `admin` (ADMIN_TOKEN), `command` (the server's command), or the id of the admin who made it */
                        createdBy: string;
                        /** Format: date-time */
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `operator.not_found` (Operator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            /** @description The resource is not in a state that allows this. Codes: `operator.last_admin` (This is the last enabled admin: make another admin first, so someone can still manage operators.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.last_admin";
                    };
                };
            };
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    resetOperatorTotp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace an operator's TOTP secret (admin) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            id: string;
                            email: string;
                            /** @description viewer reads; operator also acts (resolves exceptions, decides sanctions reviews, runs reconciliations); approver also changes controls (corridors, integrators' creation, fees, status and secrets) and approves; admin also manages operators and their tokens */
                            role: "viewer" | "operator" | "approver" | "admin";
                            /** @description Whether sign-in asks for a TOTP code (always in production) */
                            secondFactor: boolean;
                            /** @description The one-time password has not been replaced yet */
                            passwordIsTemporary: boolean;
                            /** @description A disabled account cannot sign in and its tokens are refused */
                            disabled: boolean;
                            disabledAt: string | null;
                            /** @description `admin` (ADMIN_TOKEN), `command` (the server's command), or the id of the admin who made it */
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                        };
                        /** @description The TOTP second factor (RFC 6238) */
                        totp: {
                            /** @description Base32, for an authenticator app; shown only in this answer */
                            secret: string;
                            /** @description The otpauth:// provisioning URI (a QR code of it) */
                            uri: string;
                            issuer: string;
                            /** @enum {string} */
                            algorithm: "SHA1";
                            digits: number;
                            period: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `operator.not_found` (Operator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listOperatorTokens: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "label" | "label,asc" | "label,desc" | "createdBy" | "createdBy,asc" | "createdBy,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "expiresAt" | "expiresAt,asc" | "expiresAt,desc" | "lastUsedAt" | "lastUsedAt,asc" | "lastUsedAt,desc" | "revokedAt" | "revokedAt,asc" | "revokedAt,desc") | ("id" | "id,asc" | "id,desc" | "label" | "label,asc" | "label,desc" | "createdBy" | "createdBy,asc" | "createdBy,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "expiresAt" | "expiresAt,asc" | "expiresAt,desc" | "lastUsedAt" | "lastUsedAt,asc" | "lastUsedAt,desc" | "revokedAt" | "revokedAt,asc" | "revokedAt,desc")[];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An operator's API tokens (the operator themself, or an admin) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            operatorId: string;
                            label: string;
                            /** @description Who made it: the operator, an admin (their id), or `admin` (ADMIN_TOKEN in the sandbox) */
                            createdBy: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description null: until revoked */
                            expiresAt: string | null;
                            /** @description The last call made with it (to the minute) */
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            revokedBy: string | null;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `operator.not_found` (Operator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createOperatorToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the token is for, e.g. "reconciliation script" */
                    label: string;
                    /** @description Days until it stops working; default: until revoked */
                    expiresInDays?: number;
                };
            };
        };
        responses: {
            /** @description Create an API token for an operator (the operator themself, or an admin) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        operatorId: string;
                        label: string;
                        /** @description Who made it: the operator, an admin (their id), or `admin` (ADMIN_TOKEN in the sandbox) */
                        createdBy: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description null: until revoked */
                        expiresAt: string | null;
                        /** @description The last call made with it (to the minute) */
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        revokedBy: string | null;
                        /** @description The bearer token (pot_…), shown only in this answer: only its SHA-256 is kept */
                        token: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `operator.not_found` (Operator not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    revokeOperatorToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an operator's API token (the operator themself, or an admin) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        operatorId: string;
                        label: string;
                        /** @description Who made it: the operator, an admin (their id), or `admin` (ADMIN_TOKEN in the sandbox) */
                        createdBy: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description null: until revoked */
                        expiresAt: string | null;
                        /** @description The last call made with it (to the minute) */
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        revokedBy: string | null;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.); `web.invalid_or_missing_body` (The request body is missing or is not valid JSON.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request" | "web.invalid_or_missing_body";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `operator.token_not_found` (Operator token not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "operator.token_not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            /** @description The body is too large. Codes: `web.body_too_large` (The request body is too large.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.body_too_large";
                    };
                };
            };
            /** @description The body’s media type is not accepted. Codes: `web.unsupported_media_type` (Send the body as application/json.) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.unsupported_media_type";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listBankStatements: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "railAccount" | "railAccount,asc" | "railAccount,desc" | "currencyCode" | "currencyCode,asc" | "currencyCode,desc" | "format" | "format,asc" | "format,desc" | "periodStart" | "periodStart,asc" | "periodStart,desc" | "periodEnd" | "periodEnd,asc" | "periodEnd,desc" | "runId" | "runId,asc" | "runId,desc" | "importedBy.id" | "importedBy.id,asc" | "importedBy.id,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc") | ("id" | "id,asc" | "id,desc" | "railAccount" | "railAccount,asc" | "railAccount,desc" | "currencyCode" | "currencyCode,asc" | "currencyCode,desc" | "format" | "format,asc" | "format,desc" | "periodStart" | "periodStart,asc" | "periodStart,desc" | "periodEnd" | "periodEnd,asc" | "periodEnd,desc" | "runId" | "runId,asc" | "runId,desc" | "importedBy.id" | "importedBy.id,asc" | "importedBy.id,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bank statements imported (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            /** @enum {unknown} */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /**
                             * @description The kind of file: an ISO 20022 camt.053 (XML) or the documented CSV layout
                             * @enum {unknown}
                             */
                            format: "CAMT053" | "CSV";
                            /** @description The camt.053 version read (001.02, 001.08, ...); null for a CSV */
                            version: string | null;
                            /** @description The file's SHA-256: a file is imported once */
                            sha256: string;
                            /** @description The bank's identification of the statement (camt.053 Stmt/Id) */
                            bankStatementId: string | null;
                            /** Format: date-time */
                            periodStart: string;
                            /** Format: date-time */
                            periodEnd: string;
                            /** @description The booked opening balance (camt.053 OPBD), signed; null for a CSV */
                            openingBalance: string | null;
                            /** @description The booked closing balance (CLBD), signed; opening + credits - debits */
                            closingBalance: string | null;
                            totals: {
                                lines: number;
                                matched: number;
                                /** @description Lines the books have no posting for */
                                missingInBooks: number;
                                /** @description Postings of the period no line matched */
                                missingAtRail: number;
                                amountDiffers: number;
                                /** @description The import's breaks: missingInBooks + missingAtRail + amountDiffers, each an item of its run */
                                breaks: number;
                            };
                            /** @description The reconciliation run (trigger STATEMENT) whose items are the breaks: dismissed or corrected as any other */
                            runId: string;
                            importedBy: {
                                id: string;
                                name: string | null;
                            };
                            /** Format: date-time */
                            createdDate: string;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    importBankStatement: {
        parameters: {
            query: {
                /** @description The rail account whose statement this is; the file's currency must be its */
                railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                /** @description Start of the statement's period (inclusive), if not the file's own (camt.053 FrToDt) or its lines' UTC days */
                from?: string;
                /** @description End of the statement's period (exclusive); given with from */
                to?: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file as the bank gave it: an ISO 20022 camt.053 document (application/xml or text/xml; version 001.02 or later) or a CSV in the layout of docs/operations.md (text/csv), UTF-8 */
        requestBody: {
            content: {
                "application/xml": string;
                "text/xml": string;
                "text/csv": string;
            };
        };
        responses: {
            /** @description Import a rail account's bank statement: camt.053 or CSV (operator) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /**
                         * @description The kind of file: an ISO 20022 camt.053 (XML) or the documented CSV layout
                         * @enum {unknown}
                         */
                        format: "CAMT053" | "CSV";
                        /** @description The camt.053 version read (001.02, 001.08, ...); null for a CSV */
                        version: string | null;
                        /** @description The file's SHA-256: a file is imported once */
                        sha256: string;
                        /** @description The bank's identification of the statement (camt.053 Stmt/Id) */
                        bankStatementId: string | null;
                        /** Format: date-time */
                        periodStart: string;
                        /** Format: date-time */
                        periodEnd: string;
                        /** @description The booked opening balance (camt.053 OPBD), signed; null for a CSV */
                        openingBalance: string | null;
                        /** @description The booked closing balance (CLBD), signed; opening + credits - debits */
                        closingBalance: string | null;
                        totals: {
                            lines: number;
                            matched: number;
                            /** @description Lines the books have no posting for */
                            missingInBooks: number;
                            /** @description Postings of the period no line matched */
                            missingAtRail: number;
                            amountDiffers: number;
                            /** @description The import's breaks: missingInBooks + missingAtRail + amountDiffers, each an item of its run */
                            breaks: number;
                        };
                        /** @description The reconciliation run (trigger STATEMENT) whose items are the breaks: dismissed or corrected as any other */
                        runId: string;
                        importedBy: {
                            id: string;
                            name: string | null;
                        };
                        /** Format: date-time */
                        createdDate: string;
                        lines: {
                            lineNo: number;
                            /**
                             * @description IN: a credit (CRDT) to the account; OUT: a debit (DBIT)
                             * @enum {unknown}
                             */
                            direction: "IN" | "OUT";
                            amount: string;
                            /** Format: date-time */
                            bookedAt: string;
                            /** @description The end-to-end id the bank gave */
                            endToEndId: string | null;
                            /** @description The bank's reference (camt.053 AcctSvcrRef) */
                            bankReference: string | null;
                            /** @description The remittance text */
                            description: string | null;
                            /** @description Our reference the line matched (the ledger's), or the one its break stands under */
                            reference: string;
                            /** @enum {unknown} */
                            outcome: "MATCHED" | "MISSING_IN_BOOKS" | "AMOUNT_DIFFERS";
                            /** @description How the line found its posting (its end-to-end id, a payout's rail id as its end-to-end id or bank reference, our reference in it); null when none */
                            matchedBy: ("END_TO_END_ID" | "RAIL_ID" | "REFERENCE") | null;
                            /** @description The rail_cash posting the line was matched to */
                            postingId: string | null;
                            /** @description That posting's journal entry */
                            journalEntryId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `bank_statement.duplicate` (This file (the same SHA-256) was imported already.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "bank_statement.duplicate" | "idempotency.in_progress";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `bank_statement.currency_mismatch` (The statement's currency is not the rail account's.); `bank_statement.malformed` (The file is not a camt.053 statement or a CSV in the documented layout, or a line of it cannot be read.); `bank_statement.unbalanced` (The statement's opening balance plus its credits less its debits is not its closing balance.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `reconciliation.invalid_period` (The period must start before it ends, be over, and last at most 31 days.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "bank_statement.currency_mismatch" | "bank_statement.malformed" | "bank_statement.unbalanced" | "idempotency.key_reused" | "reconciliation.invalid_period";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getBankStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One imported bank statement with each line and what it matched (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /**
                         * @description The kind of file: an ISO 20022 camt.053 (XML) or the documented CSV layout
                         * @enum {unknown}
                         */
                        format: "CAMT053" | "CSV";
                        /** @description The camt.053 version read (001.02, 001.08, ...); null for a CSV */
                        version: string | null;
                        /** @description The file's SHA-256: a file is imported once */
                        sha256: string;
                        /** @description The bank's identification of the statement (camt.053 Stmt/Id) */
                        bankStatementId: string | null;
                        /** Format: date-time */
                        periodStart: string;
                        /** Format: date-time */
                        periodEnd: string;
                        /** @description The booked opening balance (camt.053 OPBD), signed; null for a CSV */
                        openingBalance: string | null;
                        /** @description The booked closing balance (CLBD), signed; opening + credits - debits */
                        closingBalance: string | null;
                        totals: {
                            lines: number;
                            matched: number;
                            /** @description Lines the books have no posting for */
                            missingInBooks: number;
                            /** @description Postings of the period no line matched */
                            missingAtRail: number;
                            amountDiffers: number;
                            /** @description The import's breaks: missingInBooks + missingAtRail + amountDiffers, each an item of its run */
                            breaks: number;
                        };
                        /** @description The reconciliation run (trigger STATEMENT) whose items are the breaks: dismissed or corrected as any other */
                        runId: string;
                        importedBy: {
                            id: string;
                            name: string | null;
                        };
                        /** Format: date-time */
                        createdDate: string;
                        lines: {
                            lineNo: number;
                            /**
                             * @description IN: a credit (CRDT) to the account; OUT: a debit (DBIT)
                             * @enum {unknown}
                             */
                            direction: "IN" | "OUT";
                            amount: string;
                            /** Format: date-time */
                            bookedAt: string;
                            /** @description The end-to-end id the bank gave */
                            endToEndId: string | null;
                            /** @description The bank's reference (camt.053 AcctSvcrRef) */
                            bankReference: string | null;
                            /** @description The remittance text */
                            description: string | null;
                            /** @description Our reference the line matched (the ledger's), or the one its break stands under */
                            reference: string;
                            /** @enum {unknown} */
                            outcome: "MATCHED" | "MISSING_IN_BOOKS" | "AMOUNT_DIFFERS";
                            /** @description How the line found its posting (its end-to-end id, a payout's rail id as its end-to-end id or bank reference, our reference in it); null when none */
                            matchedBy: ("END_TO_END_ID" | "RAIL_ID" | "REFERENCE") | null;
                            /** @description The rail_cash posting the line was matched to */
                            postingId: string | null;
                            /** @description That posting's journal entry */
                            journalEntryId: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `bank_statement.not_found` (Bank statement not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "bank_statement.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listReconciliationRuns: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "trigger" | "trigger,asc" | "trigger,desc" | "periodStart" | "periodStart,asc" | "periodStart,desc" | "periodEnd" | "periodEnd,asc" | "periodEnd,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc") | ("id" | "id,asc" | "id,desc" | "trigger" | "trigger,asc" | "trigger,desc" | "periodStart" | "periodStart,asc" | "periodStart,desc" | "periodEnd" | "periodEnd,asc" | "periodEnd,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reconciliation runs (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            /**
                             * @description STATEMENT: an imported bank statement of one rail account
                             * @enum {unknown}
                             */
                            trigger: "SCHEDULED" | "MANUAL" | "STATEMENT";
                            /** Format: date-time */
                            periodStart: string;
                            /** Format: date-time */
                            periodEnd: string;
                            /** @description How far past each edge of the period both sides were read */
                            slackSeconds: number;
                            totals: {
                                matched: number;
                                /** @description At the rail, not in the books */
                                missingInBooks: number;
                                /** @description In the books, not at the rail */
                                missingAtRail: number;
                                amountDiffers: number;
                            };
                            accounts: {
                                /** @enum {unknown} */
                                railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @description False when the rail's statement could not be compared: see reason */
                                reconciled: boolean;
                                /** @description Why the account was not reconciled */
                                reason: string | null;
                                /** @description Postings the books have at this account in the period */
                                booked: number;
                                matched: number;
                                /** @description At the rail, not in the books */
                                missingInBooks: number;
                                /** @description In the books, not at the rail */
                                missingAtRail: number;
                                amountDiffers: number;
                                /** @description The account's opening and closing balances at its provider (the chain's, at the blocks of the period's edges) against the books' */
                                periodBalances?: {
                                    /** @description At the period's start: the provider's balance against the books' */
                                    opening: {
                                        /**
                                         * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH)
                                         * @enum {unknown}
                                         */
                                        outcome: "MATCHED" | "DIFFERS";
                                        /** @description The provider's balance at the instant, exact */
                                        provider: {
                                            amount: string;
                                            /** Format: date-time */
                                            at: string;
                                        };
                                        books: string;
                                        difference: string;
                                        /** @description The RECONCILIATION_MISMATCH exception of a difference */
                                        exceptionId: string | null;
                                    } | null;
                                    /** @description At the period's end (exclusive) */
                                    closing: {
                                        /**
                                         * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH)
                                         * @enum {unknown}
                                         */
                                        outcome: "MATCHED" | "DIFFERS";
                                        /** @description The provider's balance at the instant, exact */
                                        provider: {
                                            amount: string;
                                            /** Format: date-time */
                                            at: string;
                                        };
                                        books: string;
                                        difference: string;
                                        /** @description The RECONCILIATION_MISMATCH exception of a difference */
                                        exceptionId: string | null;
                                    } | null;
                                    /** @description Why they could not be read (then both are null) */
                                    reason: string | null;
                                };
                            }[];
                            /** Format: date-time */
                            createdDate: string;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createReconciliationRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Start of the period (inclusive)
                     * @example 2026-03-01T00:00:00Z
                     */
                    from: string;
                    /**
                     * Format: date-time
                     * @description End of the period (exclusive); not later than now
                     * @example 2026-03-02T00:00:00Z
                     */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Reconcile a period now (operator) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /**
                         * @description STATEMENT: an imported bank statement of one rail account
                         * @enum {unknown}
                         */
                        trigger: "SCHEDULED" | "MANUAL" | "STATEMENT";
                        /** Format: date-time */
                        periodStart: string;
                        /** Format: date-time */
                        periodEnd: string;
                        /** @description How far past each edge of the period both sides were read */
                        slackSeconds: number;
                        totals: {
                            matched: number;
                            /** @description At the rail, not in the books */
                            missingInBooks: number;
                            /** @description In the books, not at the rail */
                            missingAtRail: number;
                            amountDiffers: number;
                        };
                        accounts: {
                            /** @enum {unknown} */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /** @description False when the rail's statement could not be compared: see reason */
                            reconciled: boolean;
                            /** @description Why the account was not reconciled */
                            reason: string | null;
                            /** @description Postings the books have at this account in the period */
                            booked: number;
                            matched: number;
                            /** @description At the rail, not in the books */
                            missingInBooks: number;
                            /** @description In the books, not at the rail */
                            missingAtRail: number;
                            amountDiffers: number;
                            /** @description The account's opening and closing balances at its provider (the chain's, at the blocks of the period's edges) against the books' */
                            periodBalances?: {
                                /** @description At the period's start: the provider's balance against the books' */
                                opening: {
                                    /**
                                     * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH)
                                     * @enum {unknown}
                                     */
                                    outcome: "MATCHED" | "DIFFERS";
                                    /** @description The provider's balance at the instant, exact */
                                    provider: {
                                        amount: string;
                                        /** Format: date-time */
                                        at: string;
                                    };
                                    books: string;
                                    difference: string;
                                    /** @description The RECONCILIATION_MISMATCH exception of a difference */
                                    exceptionId: string | null;
                                } | null;
                                /** @description At the period's end (exclusive) */
                                closing: {
                                    /**
                                     * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH)
                                     * @enum {unknown}
                                     */
                                    outcome: "MATCHED" | "DIFFERS";
                                    /** @description The provider's balance at the instant, exact */
                                    provider: {
                                        amount: string;
                                        /** Format: date-time */
                                        at: string;
                                    };
                                    books: string;
                                    difference: string;
                                    /** @description The RECONCILIATION_MISMATCH exception of a difference */
                                    exceptionId: string | null;
                                } | null;
                                /** @description Why they could not be read (then both are null) */
                                reason: string | null;
                            };
                        }[];
                        /** Format: date-time */
                        createdDate: string;
                        /** @description Every unmatched item */
                        items: {
                            id: string;
                            /** @enum {unknown} */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /** @description As the ledger writes it: transfer:<id>, payment:<id>, payment_in:<id>, pix:<endToEndId> */
                            reference: string;
                            /** @enum {unknown} */
                            direction: "IN" | "OUT";
                            /** @enum {unknown} */
                            outcome: "MISSING_IN_BOOKS" | "MISSING_AT_RAIL" | "AMOUNT_DIFFERS";
                            books: {
                                amount: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            rail: {
                                amount: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description The RECONCILIATION_MISMATCH exception that asks a person about it */
                            exceptionId: string;
                            /** @description How the break was closed, by whom and why; null while it is open */
                            closure: {
                                /**
                                 * @description CORRECTED by a journal entry (two people), or DISMISSED with a note
                                 * @enum {unknown}
                                 */
                                how: "CORRECTED" | "DISMISSED";
                                /** Format: date-time */
                                at: string;
                                by: {
                                    /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                                    id: string;
                                    /** @description The operator's email at the time */
                                    name: string | null;
                                };
                                /** @description Who proposed the correction, when another approved it */
                                proposedBy: {
                                    /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                                    id: string;
                                    /** @description The operator's email at the time */
                                    name: string | null;
                                } | null;
                                /** @description The correction's reason, or the dismissal's note */
                                note: string;
                                /** @description What backs the correction: the operator's reference or text */
                                evidence: string | null;
                                /** @description The correcting entry (reference correction:<item id>) */
                                journalEntryId: string | null;
                            } | null;
                        }[];
                        /** @description Each provider account's balance against the books' at the same instant, read when the run was made */
                        balances: {
                            /** @description The rail accounts the provider's account holds (Bitso's COP account: cop-collection and co-payouts), compared together */
                            railAccounts: ("pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain")[];
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /**
                             * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH); UNREADABLE: the provider's balance could not be read (see reason)
                             * @enum {unknown}
                             */
                            outcome: "MATCHED" | "DIFFERS" | "UNREADABLE" | "NOT_CONFIGURED";
                            /** @description The provider's balance, exact as it gave it, and the instant it is of */
                            provider: {
                                amount: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description The ledger's rail_cash balance of railAccounts as of provider.at */
                            books: string | null;
                            /** @description provider less books */
                            difference: string | null;
                            /** @description Why it was not compared */
                            reason: string | null;
                            /** @description The RECONCILIATION_MISMATCH exception of a difference */
                            exceptionId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `reconciliation.invalid_period` (The period must start before it ends, be over, and last at most 31 days.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "reconciliation.invalid_period";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getReconciliationRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One reconciliation run with its unmatched items (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /**
                         * @description STATEMENT: an imported bank statement of one rail account
                         * @enum {unknown}
                         */
                        trigger: "SCHEDULED" | "MANUAL" | "STATEMENT";
                        /** Format: date-time */
                        periodStart: string;
                        /** Format: date-time */
                        periodEnd: string;
                        /** @description How far past each edge of the period both sides were read */
                        slackSeconds: number;
                        totals: {
                            matched: number;
                            /** @description At the rail, not in the books */
                            missingInBooks: number;
                            /** @description In the books, not at the rail */
                            missingAtRail: number;
                            amountDiffers: number;
                        };
                        accounts: {
                            /** @enum {unknown} */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /** @description False when the rail's statement could not be compared: see reason */
                            reconciled: boolean;
                            /** @description Why the account was not reconciled */
                            reason: string | null;
                            /** @description Postings the books have at this account in the period */
                            booked: number;
                            matched: number;
                            /** @description At the rail, not in the books */
                            missingInBooks: number;
                            /** @description In the books, not at the rail */
                            missingAtRail: number;
                            amountDiffers: number;
                            /** @description The account's opening and closing balances at its provider (the chain's, at the blocks of the period's edges) against the books' */
                            periodBalances?: {
                                /** @description At the period's start: the provider's balance against the books' */
                                opening: {
                                    /**
                                     * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH)
                                     * @enum {unknown}
                                     */
                                    outcome: "MATCHED" | "DIFFERS";
                                    /** @description The provider's balance at the instant, exact */
                                    provider: {
                                        amount: string;
                                        /** Format: date-time */
                                        at: string;
                                    };
                                    books: string;
                                    difference: string;
                                    /** @description The RECONCILIATION_MISMATCH exception of a difference */
                                    exceptionId: string | null;
                                } | null;
                                /** @description At the period's end (exclusive) */
                                closing: {
                                    /**
                                     * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH)
                                     * @enum {unknown}
                                     */
                                    outcome: "MATCHED" | "DIFFERS";
                                    /** @description The provider's balance at the instant, exact */
                                    provider: {
                                        amount: string;
                                        /** Format: date-time */
                                        at: string;
                                    };
                                    books: string;
                                    difference: string;
                                    /** @description The RECONCILIATION_MISMATCH exception of a difference */
                                    exceptionId: string | null;
                                } | null;
                                /** @description Why they could not be read (then both are null) */
                                reason: string | null;
                            };
                        }[];
                        /** Format: date-time */
                        createdDate: string;
                        /** @description Every unmatched item */
                        items: {
                            id: string;
                            /** @enum {unknown} */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /** @description As the ledger writes it: transfer:<id>, payment:<id>, payment_in:<id>, pix:<endToEndId> */
                            reference: string;
                            /** @enum {unknown} */
                            direction: "IN" | "OUT";
                            /** @enum {unknown} */
                            outcome: "MISSING_IN_BOOKS" | "MISSING_AT_RAIL" | "AMOUNT_DIFFERS";
                            books: {
                                amount: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            rail: {
                                amount: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description The RECONCILIATION_MISMATCH exception that asks a person about it */
                            exceptionId: string;
                            /** @description How the break was closed, by whom and why; null while it is open */
                            closure: {
                                /**
                                 * @description CORRECTED by a journal entry (two people), or DISMISSED with a note
                                 * @enum {unknown}
                                 */
                                how: "CORRECTED" | "DISMISSED";
                                /** Format: date-time */
                                at: string;
                                by: {
                                    /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                                    id: string;
                                    /** @description The operator's email at the time */
                                    name: string | null;
                                };
                                /** @description Who proposed the correction, when another approved it */
                                proposedBy: {
                                    /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                                    id: string;
                                    /** @description The operator's email at the time */
                                    name: string | null;
                                } | null;
                                /** @description The correction's reason, or the dismissal's note */
                                note: string;
                                /** @description What backs the correction: the operator's reference or text */
                                evidence: string | null;
                                /** @description The correcting entry (reference correction:<item id>) */
                                journalEntryId: string | null;
                            } | null;
                        }[];
                        /** @description Each provider account's balance against the books' at the same instant, read when the run was made */
                        balances: {
                            /** @description The rail accounts the provider's account holds (Bitso's COP account: cop-collection and co-payouts), compared together */
                            railAccounts: ("pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain")[];
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            /**
                             * @description DIFFERS is a break (an exception RECONCILIATION_MISMATCH); UNREADABLE: the provider's balance could not be read (see reason)
                             * @enum {unknown}
                             */
                            outcome: "MATCHED" | "DIFFERS" | "UNREADABLE" | "NOT_CONFIGURED";
                            /** @description The provider's balance, exact as it gave it, and the instant it is of */
                            provider: {
                                amount: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description The ledger's rail_cash balance of railAccounts as of provider.at */
                            books: string | null;
                            /** @description provider less books */
                            difference: string | null;
                            /** @description Why it was not compared */
                            reason: string | null;
                            /** @description The RECONCILIATION_MISMATCH exception of a difference */
                            exceptionId: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `reconciliation_run.not_found` (Reconciliation run not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "reconciliation_run.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    correctReconciliationBreak: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: shown to the approver, kept with the break and in the audit log */
                    reason: string;
                    /** @description What backs it: a bank statement line, the provider's ticket, a document's reference, or free text */
                    evidence: string;
                    /** @description In the break's currency, balanced; the rail_cash legs come to what the rail and the books differ by (a debit for money in, a credit for money out) */
                    postings: {
                        account: {
                            /** @enum {unknown} */
                            kind: "rail_cash" | "fx_position" | "customer_deposits" | "deposits_to_return" | "payout_clearing" | "service_fee_revenue" | "spread_revenue" | "taxes_payable";
                            /** @enum {unknown} */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        };
                        /** @enum {unknown} */
                        direction: "DEBIT" | "CREDIT";
                        /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                        amount: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    }[];
                };
            };
        };
        responses: {
            /** @description Correct a break with a journal entry, under the two-person rule (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                        /** @enum {unknown} */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /** @description As the ledger writes it: transfer:<id>, payment:<id>, payment_in:<id>, pix:<endToEndId> */
                        reference: string;
                        /** @enum {unknown} */
                        direction: "IN" | "OUT";
                        /** @enum {unknown} */
                        outcome: "MISSING_IN_BOOKS" | "MISSING_AT_RAIL" | "AMOUNT_DIFFERS";
                        books: {
                            amount: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        rail: {
                            amount: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        /** @description The RECONCILIATION_MISMATCH exception that asks a person about it */
                        exceptionId: string;
                        /** @description How the break was closed, by whom and why; null while it is open */
                        closure: {
                            /**
                             * @description CORRECTED by a journal entry (two people), or DISMISSED with a note
                             * @enum {unknown}
                             */
                            how: "CORRECTED" | "DISMISSED";
                            /** Format: date-time */
                            at: string;
                            by: {
                                /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                                id: string;
                                /** @description The operator's email at the time */
                                name: string | null;
                            };
                            /** @description Who proposed the correction, when another approved it */
                            proposedBy: {
                                /** @description The operator account's id (`admin` for ADMIN_TOKEN) */
                                id: string;
                                /** @description The operator's email at the time */
                                name: string | null;
                            } | null;
                            /** @description The correction's reason, or the dismissal's note */
                            note: string;
                            /** @description What backs the correction: the operator's reference or text */
                            evidence: string | null;
                            /** @description The correcting entry (reference correction:<item id>) */
                            journalEntryId: string | null;
                        } | null;
                    };
                };
            };
            /** @description Correct a break with a journal entry, under the two-person rule (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `reconciliation_item.not_found` (Reconciliation item not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "reconciliation_item.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `reconciliation_break.closed` (The break was closed already: corrected or dismissed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress" | "reconciliation_break.closed";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `reconciliation_break.invalid_correction` (A correction posts in the break's currency, balances, and its rail_cash legs move the books by exactly what they and the rail differ by.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "reconciliation_break.invalid_correction";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listLiquidityAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The liquidity accounts and their balances (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @description The rail account: its liquidity account has the same name
                             * @enum {unknown}
                             */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            name: string;
                            /** @example BRL */
                            currencyCode: string;
                            /** @description total: the ledger's balance of the account (rail_cash of this rail account); committed: what it already owes (payouts sent and not yet confirmed; at a collection account or the USDC hot wallet, the customer money held there); free: total less committed, what a new payout or release of USDC may use down to the minimum */
                            balance: {
                                /** @description An exact amount, 2 decimals */
                                total: string;
                                /** @description An exact amount, 2 decimals */
                                committed: string;
                                /** @description An exact amount, 2 decimals */
                                free: string;
                            };
                            /** @description An exact amount, 2 decimals */
                            minimum: string;
                            /** @description An exact amount, 2 decimals */
                            target: string;
                            /** @description The free balance is below the minimum */
                            belowMinimum: boolean;
                            /** @description Since when a payout or release was held for want of funds here; null once refilled */
                            lowSince: string | null;
                            /** @description Payouts and releases held (an open LIQUIDITY_SHORT exception each) until a refill */
                            heldCount: number;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateLiquidityAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The rail account, such as br-payouts */
                railAccount: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The free balance the account may not go below; 0.00 or more */
                    minimum: string;
                    /** @description The balance a refill brings it back to; not below the minimum */
                    target: string;
                    /** @description Why: the change is made under the two-person rule, and the approver reads this */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Set a liquidity account's minimum and target (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The rail account: its liquidity account has the same name
                         * @enum {unknown}
                         */
                        railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                        name: string;
                        /** @example BRL */
                        currencyCode: string;
                        /** @description total: the ledger's balance of the account (rail_cash of this rail account); committed: what it already owes (payouts sent and not yet confirmed; at a collection account or the USDC hot wallet, the customer money held there); free: total less committed, what a new payout or release of USDC may use down to the minimum */
                        balance: {
                            /** @description An exact amount, 2 decimals */
                            total: string;
                            /** @description An exact amount, 2 decimals */
                            committed: string;
                            /** @description An exact amount, 2 decimals */
                            free: string;
                        };
                        /** @description An exact amount, 2 decimals */
                        minimum: string;
                        /** @description An exact amount, 2 decimals */
                        target: string;
                        /** @description The free balance is below the minimum */
                        belowMinimum: boolean;
                        /** @description Since when a payout or release was held for want of funds here; null once refilled */
                        lowSince: string | null;
                        /** @description Payouts and releases held (an open LIQUIDITY_SHORT exception each) until a refill */
                        heldCount: number;
                        /** Format: date-time */
                        lastModifiedDate: string;
                    };
                };
            };
            /** @description Set a liquidity account's minimum and target (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `liquidity_account.not_found` (No such liquidity account: they are the rail accounts pix-collection, br-payouts, cop-collection, co-payouts, usd-bank and chain.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "liquidity_account.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `liquidity_account.invalid_levels` (A liquidity account's target may not be below its minimum.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "liquidity_account.invalid_levels";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    refillLiquidityAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The rail account, such as br-payouts */
                railAccount: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    amount: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    /** @description Where the money came from: another liquidity account of the same currency (a rebalance), or fx_position (the currency was bought) */
                    source: string;
                    /** @description The movement's reference at the rail (a transfer id, an end-to-end id, a transaction hash); once per refill */
                    reference: string;
                    /** @description Why: the change is made under the two-person rule, and the approver reads this */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Record a refill of a liquidity account (operator) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The journal entry's reference: liquidity:<reference> */
                        reference: string;
                        /** Format: uuid */
                        entryId: string;
                        /**
                         * @description The rail account: its liquidity account has the same name
                         * @enum {unknown}
                         */
                        railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                        source: string;
                        amount: string;
                        currencyCode: string;
                        /** @description Held payouts and releases of this account sent to execute again */
                        resumed: number;
                        account: {
                            /**
                             * @description The rail account: its liquidity account has the same name
                             * @enum {unknown}
                             */
                            railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                            name: string;
                            /** @example BRL */
                            currencyCode: string;
                            /** @description total: the ledger's balance of the account (rail_cash of this rail account); committed: what it already owes (payouts sent and not yet confirmed; at a collection account or the USDC hot wallet, the customer money held there); free: total less committed, what a new payout or release of USDC may use down to the minimum */
                            balance: {
                                /** @description An exact amount, 2 decimals */
                                total: string;
                                /** @description An exact amount, 2 decimals */
                                committed: string;
                                /** @description An exact amount, 2 decimals */
                                free: string;
                            };
                            /** @description An exact amount, 2 decimals */
                            minimum: string;
                            /** @description An exact amount, 2 decimals */
                            target: string;
                            /** @description The free balance is below the minimum */
                            belowMinimum: boolean;
                            /** @description Since when a payout or release was held for want of funds here; null once refilled */
                            lowSince: string | null;
                            /** @description Payouts and releases held (an open LIQUIDITY_SHORT exception each) until a refill */
                            heldCount: number;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
            };
            /** @description Record a refill of a liquidity account (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `liquidity_account.not_found` (No such liquidity account: they are the rail accounts pix-collection, br-payouts, cop-collection, co-payouts, usd-bank and chain.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "liquidity_account.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `liquidity_refill.reference_used` (A refill with this reference was recorded already.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress" | "liquidity_refill.reference_used";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `liquidity_refill.invalid_source` (A refill comes from another liquidity account of the same currency, or from fx_position (a purchase of the currency).) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "liquidity_refill.invalid_source";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "at" | "at,asc" | "at,desc" | "actor.type" | "actor.type,asc" | "actor.type,desc" | "actor.id" | "actor.id,asc" | "actor.id,desc" | "actor.name" | "actor.name,asc" | "actor.name,desc" | "actor.credential" | "actor.credential,asc" | "actor.credential,desc" | "actor.tokenId" | "actor.tokenId,asc" | "actor.tokenId,desc" | "source.ip" | "source.ip,asc" | "source.ip,desc" | "action" | "action,asc" | "action,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "requestId" | "requestId,asc" | "requestId,desc") | ("id" | "id,asc" | "id,desc" | "at" | "at,asc" | "at,desc" | "actor.type" | "actor.type,asc" | "actor.type,desc" | "actor.id" | "actor.id,asc" | "actor.id,desc" | "actor.name" | "actor.name,asc" | "actor.name,desc" | "actor.credential" | "actor.credential,asc" | "actor.credential,desc" | "actor.tokenId" | "actor.tokenId,asc" | "actor.tokenId,desc" | "source.ip" | "source.ip,asc" | "source.ip,desc" | "action" | "action,asc" | "action,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "requestId" | "requestId,asc" | "requestId,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit log (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            actor: {
                                type: "operator" | "integrator" | "system";
                                /** @description `admin` for ADMIN_TOKEN, an operator account, the integrator's id, or what acted for the system */
                                id: string;
                                /** @description An operator's email at the time, or `bootstrap` for ADMIN_TOKEN */
                                name?: string;
                                /** @description How the operator proved who they were */
                                credential?: "operator_token" | "console_session" | "admin_token" | "command";
                                /** @description The operator token used */
                                tokenId?: string;
                            };
                            /** @description Where the request that made the change came from (operators' changes) */
                            source?: {
                                /** @description The source address (the client's, through TRUST_PROXY) */
                                ip: string;
                                userAgent: string | null;
                            };
                            /** @example integrator.suspended */
                            action: string;
                            resource: {
                                /** @example integrator */
                                type: string;
                                id: string;
                            };
                            /** @description The integrator the change concerns, if any */
                            integratorId: string | null;
                            /** @description What changed, usually {from, to} per field; never a secret */
                            details: {
                                [key: string]: unknown;
                            };
                            /** @description The X-Request-Id of the request that made the change */
                            requestId: string | null;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getRecordChainHeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each chain's head as the database records it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                        chains: {
                            /** @description audit_log: the audit log; journal: the ledger entries and their postings */
                            chain: "audit_log" | "journal";
                            /** @description The last row's place in the chain (0 while empty) */
                            seq: number;
                            /** @description SHA-256, hexadecimal */
                            hash: string;
                            /**
                             * @description `<seq>:<hash>`: keep it elsewhere, and give it back to the verification to prove nothing up to it was rewritten
                             * @example 42:9f2c4e0b7a51d8e36c1f0a2b4d6e8f90123456789abcdef0123456789abcdef0
                             */
                            head: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    verifyRecordChains: {
        parameters: {
            query?: {
                /**
                 * @description A head of the audit log's chain kept earlier, `<seq>:<hash>`
                 * @example 42:9f2c4e0b7a51d8e36c1f0a2b4d6e8f90123456789abcdef0123456789abcdef0
                 */
                audit_log?: string;
                /**
                 * @description A head of the journal's chain kept earlier, `<seq>:<hash>`
                 * @example 42:9f2c4e0b7a51d8e36c1f0a2b4d6e8f90123456789abcdef0123456789abcdef0
                 */
                journal?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every chain recomputed from its rows */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when every chain matches its rows, its recorded head and the given heads */
                        verified: boolean;
                        /** Format: date-time */
                        checkedAt: string;
                        chains: {
                            /** @description audit_log: the audit log; journal: the ledger entries and their postings */
                            chain: "audit_log" | "journal";
                            tables: string[];
                            /** @description The rows that matched, in order, before the first mismatch */
                            rows: number;
                            head: {
                                /** @description The place in the chain */
                                seq: number;
                                /** @description SHA-256, hexadecimal */
                                hash: string;
                            };
                            recordedHead: {
                                /** @description The place in the chain */
                                seq: number;
                                /** @description SHA-256, hexadecimal */
                                hash: string;
                            };
                            expectedHead: {
                                /** @description The place in the chain */
                                seq: number;
                                /** @description SHA-256, hexadecimal */
                                hash: string;
                            } | null;
                            verified: boolean;
                            firstMismatch: {
                                /** @description content: the row was changed; link: it does not hold the previous hash; gap: rows before it were removed, or this row (its link remains); head: the chain ends before the database's recorded head; expected_head: the given head differs or is past the end; unchained: a row written past the triggers */
                                reason: "content" | "link" | "gap" | "head" | "expected_head" | "unchained";
                                seq: number | null;
                                table: string | null;
                                id: string | null;
                                message: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCorridors: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "country" | "country,asc" | "country,desc" | "currency" | "currency,asc" | "currency,desc" | "enabled" | "enabled,asc" | "enabled,desc" | "serviceFeeBps" | "serviceFeeBps,asc" | "serviceFeeBps,desc" | "spread" | "spread,asc" | "spread,desc" | "taxBps" | "taxBps,asc" | "taxBps,desc" | "limits.ON_RAMP.min" | "limits.ON_RAMP.min,asc" | "limits.ON_RAMP.min,desc" | "limits.ON_RAMP.max" | "limits.ON_RAMP.max,asc" | "limits.ON_RAMP.max,desc" | "limits.OFF_RAMP.min" | "limits.OFF_RAMP.min,asc" | "limits.OFF_RAMP.min,desc" | "limits.OFF_RAMP.max" | "limits.OFF_RAMP.max,asc" | "limits.OFF_RAMP.max,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc") | ("id" | "id,asc" | "id,desc" | "country" | "country,asc" | "country,desc" | "currency" | "currency,asc" | "currency,desc" | "enabled" | "enabled,asc" | "enabled,desc" | "serviceFeeBps" | "serviceFeeBps,asc" | "serviceFeeBps,desc" | "spread" | "spread,asc" | "spread,desc" | "taxBps" | "taxBps,asc" | "taxBps,desc" | "limits.ON_RAMP.min" | "limits.ON_RAMP.min,asc" | "limits.ON_RAMP.min,desc" | "limits.ON_RAMP.max" | "limits.ON_RAMP.max,asc" | "limits.ON_RAMP.max,desc" | "limits.OFF_RAMP.min" | "limits.OFF_RAMP.min,asc" | "limits.OFF_RAMP.min,desc" | "limits.OFF_RAMP.max" | "limits.OFF_RAMP.max,asc" | "limits.OFF_RAMP.max,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The corridors and their terms (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /**
                             * @description The country
                             * @example BR
                             */
                            id: string;
                            country: "BR" | "CO";
                            currency: "BRL" | "COP";
                            /** @description False: new simulations are refused (422 corridor.disabled) */
                            enabled: boolean;
                            serviceFeeBps: number;
                            /**
                             * @description A fraction: "0.003" is 0.30%
                             * @example 0.003
                             */
                            spread: string;
                            taxBps: number;
                            limits: {
                                ON_RAMP: {
                                    /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                    currencyCode: string;
                                    min: string;
                                    max: string;
                                };
                                OFF_RAMP: {
                                    /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                    currencyCode: string;
                                    min: string;
                                    max: string;
                                };
                            };
                            /** Format: date-time */
                            lastModifiedDate: string;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCorridor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The country: BR or CO */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @description Basis points of `from`, a whole number */
                    serviceFeeBps: number;
                    /** @description A fraction from 0 up to (not including) 1, at most 6 decimals: "0.003" is 0.30% */
                    spread: string;
                    /** @description Basis points of `from`, a whole number */
                    taxBps: number;
                    limits: {
                        ON_RAMP: {
                            /** @description When given, must be the currency of `from` in this direction */
                            currencyCode?: string;
                            /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                            min: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                            /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                            max: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                        };
                        OFF_RAMP: {
                            /** @description When given, must be the currency of `from` in this direction */
                            currencyCode?: string;
                            /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                            min: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                            /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                            max: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                        };
                    };
                    /** @description Why: the change is made under the two-person rule, and the approver reads this */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Set a corridor's terms (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The country
                         * @example BR
                         */
                        id: string;
                        country: "BR" | "CO";
                        currency: "BRL" | "COP";
                        /** @description False: new simulations are refused (422 corridor.disabled) */
                        enabled: boolean;
                        serviceFeeBps: number;
                        /**
                         * @description A fraction: "0.003" is 0.30%
                         * @example 0.003
                         */
                        spread: string;
                        taxBps: number;
                        limits: {
                            ON_RAMP: {
                                /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                currencyCode: string;
                                min: string;
                                max: string;
                            };
                            OFF_RAMP: {
                                /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                currencyCode: string;
                                min: string;
                                max: string;
                            };
                        };
                        /** Format: date-time */
                        lastModifiedDate: string;
                    };
                };
            };
            /** @description Set a corridor's terms (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `corridor.not_found` (No such corridor: the corridors are BR and CO.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "corridor.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "status" | "status,asc" | "status,desc" | "subject.type" | "subject.type,asc" | "subject.type,desc" | "subject.id" | "subject.id,asc" | "subject.id,desc" | "subject.beneficiaryId" | "subject.beneficiaryId,asc" | "subject.beneficiaryId,desc" | "decision.decidedBy" | "decision.decidedBy,asc" | "decision.decidedBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc") | ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "status" | "status,asc" | "status,desc" | "subject.type" | "subject.type,asc" | "subject.type,desc" | "subject.id" | "subject.id,asc" | "subject.id,desc" | "subject.beneficiaryId" | "subject.beneficiaryId,asc" | "subject.beneficiaryId,desc" | "decision.decidedBy" | "decision.decidedBy,asc" | "decision.decidedBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sanctions reviews (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            integratorId: string;
                            /** @enum {unknown} */
                            status: "OPEN" | "CLEARED" | "CONFIRMED";
                            subject: {
                                /** @enum {unknown} */
                                type: "BENEFICIARY" | "PAYMENT_CONTACT";
                                id: string;
                                /** @description The beneficiary, or the payment contact's beneficiary */
                                beneficiaryId: string;
                            };
                            hits: {
                                /** @description The name screened, as the integrator gave it */
                                name: string;
                                /**
                                 * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                                 * @enum {unknown}
                                 */
                                role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                                /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                                details: {
                                    dateOfBirth: string | null;
                                    citizenship: string | null;
                                    /** @description The country of the screened party's address */
                                    country: string | null;
                                };
                                /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                                score: number;
                                /** @description The entry's name or alias that matched */
                                matchedName: string;
                                entry: {
                                    /** @example SDN */
                                    list: string;
                                    /**
                                     * @description The list's reference of the entry: OFAC's ent_num, the UN's REFERENCE_NUMBER, the EU's euReferenceNumber, the UK's UniqueID
                                     * @example 10278
                                     */
                                    entNum: string;
                                    /** @example LOGAN MOREY, Elvis Angus */
                                    name: string;
                                    /** @enum {unknown} */
                                    type: "individual" | "entity";
                                    /**
                                     * @example [
                                     *       "SDNT"
                                     *     ]
                                     */
                                    programs: string[];
                                    /** @description The countries of the entry's published addresses */
                                    countries: string[];
                                    /** @description The list's remarks: date and place of birth, nationality, documents */
                                    remarks: string | null;
                                };
                            }[];
                            /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                            threshold: number;
                            /** Format: date-time */
                            listsLoadedAt: string;
                            decision: {
                                /** @enum {unknown} */
                                decision: "CLEAR" | "CONFIRM";
                                note: string;
                                decidedBy: string;
                                /** Format: date-time */
                                decidedAt: string;
                            } | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listScreenings: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "subject.type" | "subject.type,asc" | "subject.type,desc" | "subject.id" | "subject.id,asc" | "subject.id,desc" | "occasion" | "occasion,asc" | "occasion,desc" | "result" | "result,asc" | "result,desc" | "listsVersion" | "listsVersion,asc" | "listsVersion,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc") | ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "subject.type" | "subject.type,asc" | "subject.type,desc" | "subject.id" | "subject.id,asc" | "subject.id,desc" | "occasion" | "occasion,asc" | "occasion,desc" | "result" | "result,asc" | "result,desc" | "listsVersion" | "listsVersion,asc" | "listsVersion,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Screening evidence (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            integratorId: string;
                            subject: {
                                /** @enum {unknown} */
                                type: "BENEFICIARY" | "PAYMENT_CONTACT";
                                id: string;
                            };
                            /**
                             * @description Why the names were screened: at creation, at the compliance gate before a payout or a release of funds, or after a list changed
                             * @enum {unknown}
                             */
                            occasion: "CREATION" | "PAYOUT" | "RELEASE" | "LIST_CHANGE";
                            /** @description The lists screened against, each with its number of entries and the digest of its content, and when they were read */
                            lists: {
                                lists: {
                                    /** @example SDN */
                                    list: string;
                                    entries: number;
                                    /**
                                     * @description SHA-256 of the list's files as read
                                     * @example sha256:9f2c...
                                     */
                                    digest: string;
                                }[];
                                /** Format: date-time */
                                loadedAt: string;
                            };
                            /** @description One digest of every list's digest: the version of the lists */
                            listsVersion: string;
                            /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                            threshold: number;
                            /** @enum {unknown} */
                            result: "CLEAR" | "HIT";
                            /** @description The best score of the hits; null for a clean screening */
                            topScore: number | null;
                            hits: {
                                /** @description The name screened, as the integrator gave it */
                                name: string;
                                /**
                                 * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                                 * @enum {unknown}
                                 */
                                role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                                /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                                details: {
                                    dateOfBirth: string | null;
                                    citizenship: string | null;
                                    /** @description The country of the screened party's address */
                                    country: string | null;
                                };
                                /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                                score: number;
                                /** @description The entry's name or alias that matched */
                                matchedName: string;
                                entry: {
                                    /** @example SDN */
                                    list: string;
                                    /**
                                     * @description The list's reference of the entry: OFAC's ent_num, the UN's REFERENCE_NUMBER, the EU's euReferenceNumber, the UK's UniqueID
                                     * @example 10278
                                     */
                                    entNum: string;
                                    /** @example LOGAN MOREY, Elvis Angus */
                                    name: string;
                                    /** @enum {unknown} */
                                    type: "individual" | "entity";
                                    /**
                                     * @example [
                                     *       "SDNT"
                                     *     ]
                                     */
                                    programs: string[];
                                    /** @description The countries of the entry's published addresses */
                                    countries: string[];
                                    /** @description The list's remarks: date and place of birth, nationality, documents */
                                    remarks: string | null;
                                };
                            }[];
                            /** Format: date-time */
                            createdDate: string;
                        }[];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One sanctions review (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        integratorId: string;
                        /** @enum {unknown} */
                        status: "OPEN" | "CLEARED" | "CONFIRMED";
                        subject: {
                            /** @enum {unknown} */
                            type: "BENEFICIARY" | "PAYMENT_CONTACT";
                            id: string;
                            /** @description The beneficiary, or the payment contact's beneficiary */
                            beneficiaryId: string;
                        };
                        hits: {
                            /** @description The name screened, as the integrator gave it */
                            name: string;
                            /**
                             * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                             * @enum {unknown}
                             */
                            role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                            /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                            details: {
                                dateOfBirth: string | null;
                                citizenship: string | null;
                                /** @description The country of the screened party's address */
                                country: string | null;
                            };
                            /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                            score: number;
                            /** @description The entry's name or alias that matched */
                            matchedName: string;
                            entry: {
                                /** @example SDN */
                                list: string;
                                /**
                                 * @description The list's reference of the entry: OFAC's ent_num, the UN's REFERENCE_NUMBER, the EU's euReferenceNumber, the UK's UniqueID
                                 * @example 10278
                                 */
                                entNum: string;
                                /** @example LOGAN MOREY, Elvis Angus */
                                name: string;
                                /** @enum {unknown} */
                                type: "individual" | "entity";
                                /**
                                 * @example [
                                 *       "SDNT"
                                 *     ]
                                 */
                                programs: string[];
                                /** @description The countries of the entry's published addresses */
                                countries: string[];
                                /** @description The list's remarks: date and place of birth, nationality, documents */
                                remarks: string | null;
                            };
                        }[];
                        /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                        threshold: number;
                        /** Format: date-time */
                        listsLoadedAt: string;
                        decision: {
                            /** @enum {unknown} */
                            decision: "CLEAR" | "CONFIRM";
                            note: string;
                            decidedBy: string;
                            /** Format: date-time */
                            decidedAt: string;
                        } | null;
                        /** Format: date-time */
                        createdDate: string;
                        /** Format: date-time */
                        lastModifiedDate: string;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `review.not_found` (Review not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "review.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    decideReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    decision: "CLEAR" | "CONFIRM";
                    /** @description Why: what the operator compared (date of birth, country, documents) */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Decide a sanctions review (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        integratorId: string;
                        /** @enum {unknown} */
                        status: "OPEN" | "CLEARED" | "CONFIRMED";
                        subject: {
                            /** @enum {unknown} */
                            type: "BENEFICIARY" | "PAYMENT_CONTACT";
                            id: string;
                            /** @description The beneficiary, or the payment contact's beneficiary */
                            beneficiaryId: string;
                        };
                        hits: {
                            /** @description The name screened, as the integrator gave it */
                            name: string;
                            /**
                             * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                             * @enum {unknown}
                             */
                            role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                            /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                            details: {
                                dateOfBirth: string | null;
                                citizenship: string | null;
                                /** @description The country of the screened party's address */
                                country: string | null;
                            };
                            /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                            score: number;
                            /** @description The entry's name or alias that matched */
                            matchedName: string;
                            entry: {
                                /** @example SDN */
                                list: string;
                                /**
                                 * @description The list's reference of the entry: OFAC's ent_num, the UN's REFERENCE_NUMBER, the EU's euReferenceNumber, the UK's UniqueID
                                 * @example 10278
                                 */
                                entNum: string;
                                /** @example LOGAN MOREY, Elvis Angus */
                                name: string;
                                /** @enum {unknown} */
                                type: "individual" | "entity";
                                /**
                                 * @example [
                                 *       "SDNT"
                                 *     ]
                                 */
                                programs: string[];
                                /** @description The countries of the entry's published addresses */
                                countries: string[];
                                /** @description The list's remarks: date and place of birth, nationality, documents */
                                remarks: string | null;
                            };
                        }[];
                        /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                        threshold: number;
                        /** Format: date-time */
                        listsLoadedAt: string;
                        decision: {
                            /** @enum {unknown} */
                            decision: "CLEAR" | "CONFIRM";
                            note: string;
                            decidedBy: string;
                            /** Format: date-time */
                            decidedAt: string;
                        } | null;
                        /** Format: date-time */
                        createdDate: string;
                        /** Format: date-time */
                        lastModifiedDate: string;
                    };
                };
            };
            /** @description Decide a sanctions review (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `review.not_found` (Review not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "review.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress";
                    };
                };
            };
            /** @description The resource is not in a state that allows this. Codes: `review.already_decided` (This review was already decided otherwise; a decision is final.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "review.already_decided";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listComplianceDecisions: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "stage" | "stage,asc" | "stage,desc" | "decision" | "decision,asc" | "decision,desc" | "rule" | "rule,asc" | "rule,desc" | "decidedBy" | "decidedBy,asc" | "decidedBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc") | ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "resource.type" | "resource.type,asc" | "resource.type,desc" | "resource.id" | "resource.id,asc" | "resource.id,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "stage" | "stage,asc" | "stage,desc" | "decision" | "decision,asc" | "decision,desc" | "rule" | "rule,asc" | "rule,desc" | "decidedBy" | "decidedBy,asc" | "decidedBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The compliance gate's decisions (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["ComplianceDecision"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listComplianceLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each corridor's compliance gate limits (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceLimits"][];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateComplianceLimits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The corridor: BR or CO */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    reviewAbove: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    beneficiaryDailyMax: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    beneficiaryMonthlyMax: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    /** @description Why: the change is made under the two-person rule, and the approver reads this */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Set a corridor's compliance gate limits (operator) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The corridor: BR or CO */
                        id: string;
                        /** @enum {string} */
                        currencyCode: "USDC";
                        /**
                         * @description An amount in USDC, two decimals
                         * @example 5000.00
                         */
                        reviewAbove: string;
                        /**
                         * @description An amount in USDC, two decimals
                         * @example 5000.00
                         */
                        beneficiaryDailyMax: string;
                        /**
                         * @description An amount in USDC, two decimals
                         * @example 5000.00
                         */
                        beneficiaryMonthlyMax: string;
                        /** Format: date-time */
                        lastModifiedDate: string;
                    };
                };
            };
            /** @description Set a corridor's compliance gate limits (operator) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `compliance_limits.not_found` (No such corridor: the corridors are BR and CO.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "compliance_limits.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `approval.already_pending` (An approval request for this action on this resource is pending already: approve or reject it first.); `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "approval.already_pending" | "idempotency.in_progress";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createSimulation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": {
                 *         "currencyCode": "BRL",
                 *         "value": 1000
                 *       },
                 *       "beneficiaryId": "0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d",
                 *       "type": "ON_RAMP"
                 *     }
                 */
                "application/json": {
                    amount: {
                        /** @description ON_RAMP: the beneficiary's home currency (BRL, COP); OFF_RAMP: USDC */
                        currencyCode: string;
                        /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                        value: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    };
                    beneficiaryId: string;
                    /** @enum {unknown} */
                    type: "ON_RAMP" | "OFF_RAMP";
                    /**
                     * @description OFF_RAMP only: BENEFICIARY_BALANCE (default, direct) or EXTERNAL_WALLET (the integrator sends USDC on-chain)
                     * @enum {unknown}
                     */
                    fundingSource?: "BENEFICIARY_BALANCE" | "EXTERNAL_WALLET";
                } & unknown;
            };
        };
        responses: {
            /** @description The indicative amounts, fees and rate of a transfer not yet made */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a",
                     *       "integratorId": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "beneficiaryId": "0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d",
                     *       "from": {
                     *         "currencyCode": "BRL",
                     *         "value": "1000.00"
                     *       },
                     *       "to": {
                     *         "currencyCode": "USDC",
                     *         "value": "186.46"
                     *       },
                     *       "transactionDetails": {
                     *         "taxes": {
                     *           "currencyCode": "BRL",
                     *           "value": "3.80"
                     *         },
                     *         "conversionDetails": {
                     *           "effectiveTransactionValue": "991.20",
                     *           "exchangeRate": "5.31590000"
                     *         },
                     *         "feeDetails": {
                     *           "totalFees": {
                     *             "currencyCode": "BRL",
                     *             "value": "5.00"
                     *           },
                     *           "integratorFee": {
                     *             "currencyCode": "BRL",
                     *             "value": "0.00"
                     *           }
                     *         }
                     *       },
                     *       "type": "ON_RAMP",
                     *       "executed": false,
                     *       "fundingSource": null,
                     *       "createdDate": "2026-01-15T12:00:00.000Z",
                     *       "expiresAt": "2026-01-15T12:30:00.000Z",
                     *       "pixCopyAndPaste": "00020101021226830014br.gov.bcb.pix2561pix.ponte.example/qr/v2/9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d52040000530398654071000.005802BR5905PONTE6009SAO PAULO62070503***6304B14F"
                     *     }
                     */
                    "application/json": components["schemas"]["Simulation"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_approved` (The beneficiary is not approved yet: its verification must be completed first.); `beneficiary.target_account_not_valid` (An OFF_RAMP pays out to the beneficiary's localTargetAccount, which must be VALID: a PIX key in BR, a bank account or a Bre-B key in CO.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_approved" | "beneficiary.target_account_not_valid";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `amount.above_maximum` (The amount is above the maximum of this corridor.); `amount.below_minimum` (The amount is below the minimum of this corridor.); `corridor.disabled` (This corridor is closed to new simulations for now.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `simulation.invalid_currency` (The amount is not in the currency this simulation takes.); `transfer.external_wallet_not_available` (EXTERNAL_WALLET off-ramps are not available: no DEPOSIT_XPUB is configured.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "amount.above_maximum" | "amount.below_minimum" | "corridor.disabled" | "idempotency.key_reused" | "simulation.invalid_currency" | "transfer.external_wallet_not_available";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `rates.unavailable` (No current market rate can be quoted right now; retry after the time in Retry-After.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "rates.unavailable" | "service.unavailable";
                    };
                };
            };
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "simulationId" | "simulationId,asc" | "simulationId,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "from.currencyCode" | "from.currencyCode,asc" | "from.currencyCode,desc" | "from.value" | "from.value,asc" | "from.value,desc" | "to.currencyCode" | "to.currencyCode,asc" | "to.currencyCode,desc" | "to.value" | "to.value,asc" | "to.value,desc" | "transactionDetails.taxes.currencyCode" | "transactionDetails.taxes.currencyCode,asc" | "transactionDetails.taxes.currencyCode,desc" | "transactionDetails.taxes.value" | "transactionDetails.taxes.value,asc" | "transactionDetails.taxes.value,desc" | "transactionDetails.conversionDetails.effectiveTransactionValue" | "transactionDetails.conversionDetails.effectiveTransactionValue,asc" | "transactionDetails.conversionDetails.effectiveTransactionValue,desc" | "transactionDetails.conversionDetails.exchangeRate" | "transactionDetails.conversionDetails.exchangeRate,asc" | "transactionDetails.conversionDetails.exchangeRate,desc" | "transactionDetails.feeDetails.totalFees.currencyCode" | "transactionDetails.feeDetails.totalFees.currencyCode,asc" | "transactionDetails.feeDetails.totalFees.currencyCode,desc" | "transactionDetails.feeDetails.totalFees.value" | "transactionDetails.feeDetails.totalFees.value,asc" | "transactionDetails.feeDetails.totalFees.value,desc" | "transactionDetails.feeDetails.integratorFee.currencyCode" | "transactionDetails.feeDetails.integratorFee.currencyCode,asc" | "transactionDetails.feeDetails.integratorFee.currencyCode,desc" | "transactionDetails.feeDetails.integratorFee.value" | "transactionDetails.feeDetails.integratorFee.value,asc" | "transactionDetails.feeDetails.integratorFee.value,desc" | "type" | "type,asc" | "type,desc" | "status" | "status,asc" | "status,desc" | "statusReason" | "statusReason,asc" | "statusReason,desc" | "fundingSource" | "fundingSource,asc" | "fundingSource,desc" | "createdBy" | "createdBy,asc" | "createdBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedBy" | "lastModifiedBy,asc" | "lastModifiedBy,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc" | "pixCopyAndPaste" | "pixCopyAndPaste,asc" | "pixCopyAndPaste,desc" | "targetPixKey" | "targetPixKey,asc" | "targetPixKey,desc" | "targetBrebKey" | "targetBrebKey,asc" | "targetBrebKey,desc" | "fundingWallet" | "fundingWallet,asc" | "fundingWallet,desc" | "transactionHash" | "transactionHash,asc" | "transactionHash,desc") | ("id" | "id,asc" | "id,desc" | "simulationId" | "simulationId,asc" | "simulationId,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "from.currencyCode" | "from.currencyCode,asc" | "from.currencyCode,desc" | "from.value" | "from.value,asc" | "from.value,desc" | "to.currencyCode" | "to.currencyCode,asc" | "to.currencyCode,desc" | "to.value" | "to.value,asc" | "to.value,desc" | "transactionDetails.taxes.currencyCode" | "transactionDetails.taxes.currencyCode,asc" | "transactionDetails.taxes.currencyCode,desc" | "transactionDetails.taxes.value" | "transactionDetails.taxes.value,asc" | "transactionDetails.taxes.value,desc" | "transactionDetails.conversionDetails.effectiveTransactionValue" | "transactionDetails.conversionDetails.effectiveTransactionValue,asc" | "transactionDetails.conversionDetails.effectiveTransactionValue,desc" | "transactionDetails.conversionDetails.exchangeRate" | "transactionDetails.conversionDetails.exchangeRate,asc" | "transactionDetails.conversionDetails.exchangeRate,desc" | "transactionDetails.feeDetails.totalFees.currencyCode" | "transactionDetails.feeDetails.totalFees.currencyCode,asc" | "transactionDetails.feeDetails.totalFees.currencyCode,desc" | "transactionDetails.feeDetails.totalFees.value" | "transactionDetails.feeDetails.totalFees.value,asc" | "transactionDetails.feeDetails.totalFees.value,desc" | "transactionDetails.feeDetails.integratorFee.currencyCode" | "transactionDetails.feeDetails.integratorFee.currencyCode,asc" | "transactionDetails.feeDetails.integratorFee.currencyCode,desc" | "transactionDetails.feeDetails.integratorFee.value" | "transactionDetails.feeDetails.integratorFee.value,asc" | "transactionDetails.feeDetails.integratorFee.value,desc" | "type" | "type,asc" | "type,desc" | "status" | "status,asc" | "status,desc" | "statusReason" | "statusReason,asc" | "statusReason,desc" | "fundingSource" | "fundingSource,asc" | "fundingSource,desc" | "createdBy" | "createdBy,asc" | "createdBy,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedBy" | "lastModifiedBy,asc" | "lastModifiedBy,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc" | "pixCopyAndPaste" | "pixCopyAndPaste,asc" | "pixCopyAndPaste,desc" | "targetPixKey" | "targetPixKey,asc" | "targetPixKey,desc" | "targetBrebKey" | "targetBrebKey,asc" | "targetBrebKey,desc" | "fundingWallet" | "fundingWallet,asc" | "fundingWallet,desc" | "transactionHash" | "transactionHash,asc" | "transactionHash,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Transfer (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "simulationId": "5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a",
                 *       "beneficiaryIp": "203.0.113.7"
                 *     }
                 */
                "application/json": {
                    simulationId: string;
                    /** @description The IP address, v4 or v6, from which the integrator received the beneficiary's request */
                    beneficiaryIp?: string;
                    /** @description CO ON_RAMP only: pay by PSE instead of Bre-B. The transfer is created with a PSE pay-in intent for exactly from.value, and bankDepositInstructions.paymentLink is where to send the payer. */
                    pse?: {
                        /** @description The payer's bank, by its PSE financial institution code */
                        bankCode: string;
                        /**
                         * Format: uri
                         * @description Where PSE sends the payer back, paid or not
                         */
                        redirectUrl: string;
                    };
                };
            };
        };
        responses: {
            /** @description A conversion between a local currency and USDC for a beneficiary */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
                     *       "simulationId": "5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a",
                     *       "integratorId": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "beneficiaryId": "0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d",
                     *       "from": {
                     *         "currencyCode": "BRL",
                     *         "value": "1000.00"
                     *       },
                     *       "to": {
                     *         "currencyCode": "USDC",
                     *         "value": "186.46"
                     *       },
                     *       "transactionDetails": {
                     *         "taxes": {
                     *           "currencyCode": "BRL",
                     *           "value": "3.80"
                     *         },
                     *         "conversionDetails": {
                     *           "effectiveTransactionValue": "991.20",
                     *           "exchangeRate": "5.31590000"
                     *         },
                     *         "feeDetails": {
                     *           "totalFees": {
                     *             "currencyCode": "BRL",
                     *             "value": "5.00"
                     *           },
                     *           "integratorFee": {
                     *             "currencyCode": "BRL",
                     *             "value": "0.00"
                     *           }
                     *         }
                     *       },
                     *       "type": "ON_RAMP",
                     *       "status": "PENDING",
                     *       "statusReason": null,
                     *       "fundingSource": null,
                     *       "createdBy": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "createdDate": "2026-01-15T12:00:00.000Z",
                     *       "lastModifiedBy": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "lastModifiedDate": "2026-01-15T12:00:00.000Z",
                     *       "pixCopyAndPaste": "00020101021226830014br.gov.bcb.pix2561pix.ponte.example/qr/v2/9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d52040000530398654071000.005802BR5905PONTE6009SAO PAULO62070503***6304B14F"
                     *     }
                     */
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.); `simulation.not_found` (Simulation not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found" | "simulation.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_approved` (The beneficiary is not approved yet: its verification must be completed first.); `beneficiary.target_account_not_valid` (An OFF_RAMP pays out to the beneficiary's localTargetAccount, which must be VALID: a PIX key in BR, a bank account or a Bre-B key in CO.); `simulation.exchange_rate_changed_too_much` (The market rate moved more than 2% since the simulation: create a new one.); `simulation.is_already_executed` (This simulation was already used: create a new one.); `simulation.is_expired` (This simulation has expired: create a new one.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_approved" | "beneficiary.target_account_not_valid" | "simulation.exchange_rate_changed_too_much" | "simulation.is_already_executed" | "simulation.is_expired";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `flow_of_funds.insufficient_funds` (The available balance is not enough for this amount.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `transfer.external_wallet_not_available` (EXTERNAL_WALLET off-ramps are not available: no DEPOSIT_XPUB is configured.); `transfer.pse_not_available` (PSE pays a CO ON_RAMP only, and only where CO on-ramps are collected by a provider that makes PSE intents (Bitso).) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "flow_of_funds.insufficient_funds" | "idempotency.key_reused" | "transfer.external_wallet_not_available" | "transfer.pse_not_available";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `collection.unavailable` (The PIX provider could not make the charge right now; retry shortly.); `rail.not_configured` (This operation needs a rail that is not configured on this server.); `rates.unavailable` (No current market rate can be quoted right now; retry after the time in Retry-After.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "collection.unavailable" | "rail.not_configured" | "rates.unavailable" | "service.unavailable";
                    };
                };
            };
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A conversion between a local currency and USDC for a beneficiary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
                     *       "simulationId": "5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a",
                     *       "integratorId": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "beneficiaryId": "0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d",
                     *       "from": {
                     *         "currencyCode": "BRL",
                     *         "value": "1000.00"
                     *       },
                     *       "to": {
                     *         "currencyCode": "USDC",
                     *         "value": "186.46"
                     *       },
                     *       "transactionDetails": {
                     *         "taxes": {
                     *           "currencyCode": "BRL",
                     *           "value": "3.80"
                     *         },
                     *         "conversionDetails": {
                     *           "effectiveTransactionValue": "991.20",
                     *           "exchangeRate": "5.31590000"
                     *         },
                     *         "feeDetails": {
                     *           "totalFees": {
                     *             "currencyCode": "BRL",
                     *             "value": "5.00"
                     *           },
                     *           "integratorFee": {
                     *             "currencyCode": "BRL",
                     *             "value": "0.00"
                     *           }
                     *         }
                     *       },
                     *       "type": "ON_RAMP",
                     *       "status": "SUCCEEDED",
                     *       "statusReason": null,
                     *       "fundingSource": null,
                     *       "createdBy": "7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *       "createdDate": "2026-01-15T12:00:00.000Z",
                     *       "lastModifiedBy": "system",
                     *       "lastModifiedDate": "2026-01-15T12:04:10.000Z",
                     *       "pixCopyAndPaste": "00020101021226830014br.gov.bcb.pix2561pix.ponte.example/qr/v2/9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d52040000530398654071000.005802BR5905PONTE6009SAO PAULO62070503***6304B14F"
                     *     }
                     */
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "transfer.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getTransferBySingularPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A conversion between a local currency and USDC for a beneficiary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "transfer.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    cancelTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A conversion between a local currency and USDC for a beneficiary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "transfer.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `transfer.deposit_on_chain` (USDC of the linked chain transaction has reached the funding wallet: the transfer goes on once it is confirmed, and can neither be cancelled nor take another hash.); `transfer.not_cancellable` (The transfer can no longer be cancelled: its funds have arrived, or it is final.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "transfer.deposit_on_chain" | "transfer.not_cancellable";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `chain.unavailable` (The chain cannot be read right now; retry shortly.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "chain.unavailable" | "service.unavailable";
                    };
                };
            };
        };
    };
    linkTransactionHash: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A chain transaction hash: 0x and 64 hex digits */
                    transactionHash: string;
                };
            };
        };
        responses: {
            /** @description A conversion between a local currency and USDC for a beneficiary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "transfer.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `transfer.transaction_hash_in_use` (This transaction hash is linked to another transfer: a chain deposit is credited once.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "transfer.transaction_hash_in_use";
                    };
                };
            };
            /** @description The resource is not in a state that allows this. Codes: `transfer.deposit_on_chain` (USDC of the linked chain transaction has reached the funding wallet: the transfer goes on once it is confirmed, and can neither be cancelled nor take another hash.); `transfer.not_awaiting_funds` (The transfer is final and no longer accepts funds.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "transfer.deposit_on_chain" | "transfer.not_awaiting_funds";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `transfer.not_external_wallet` (Only an EXTERNAL_WALLET OFF_RAMP is funded by a chain transaction.); `transfer.transaction_hash_not_funding` (The chain shows that this transaction does not pay this transfer’s fundingWallet.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "transfer.not_external_wallet" | "transfer.transaction_hash_not_funding";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `chain.unavailable` (The chain cannot be read right now; retry shortly.); `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "chain.unavailable" | "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    listPaymentContacts: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "paymentType" | "paymentType,asc" | "paymentType,desc" | "userInfo.name" | "userInfo.name,asc" | "userInfo.name,desc" | "bankInfo.name" | "bankInfo.name,asc" | "bankInfo.name,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc") | ("id" | "id,asc" | "id,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "paymentType" | "paymentType,asc" | "paymentType,desc" | "userInfo.name" | "userInfo.name,asc" | "userInfo.name,desc" | "bankInfo.name" | "bankInfo.name,asc" | "bankInfo.name,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of PaymentContact (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentContactPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPaymentContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beneficiaryId: string;
                    /** @enum {unknown} */
                    paymentType: "WIRE" | "ACH";
                    /** @description The receiving bank; a US bank (country US), as its routing number says */
                    bankInfo: {
                        name: string;
                        street1: string;
                        city: string;
                        state: string;
                        postalCode: string;
                        /**
                         * @description US: the bank is named by an ABA routing number
                         * @enum {string}
                         */
                        country: "US";
                    } & ({
                        /** @enum {string} */
                        state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "DC" | "PR" | "GU" | "VI" | "AS" | "MP" | "AA" | "AE" | "AP";
                    } & {
                        postalCode: string;
                    });
                    /** @description The account holder who receives the payment, and the account */
                    userInfo: {
                        name: string;
                        street1: string;
                        city: string;
                        state: string;
                        postalCode: string;
                        /**
                         * @description ISO 3166-1 alpha-2, such as US
                         * @enum {string}
                         */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        /** @description ABA routing number of the bank; its check digit is verified */
                        routingKey: string;
                        /** @description The account at that bank: 4 to 17 digits */
                        accountNumber: string;
                        /** @enum {unknown} */
                        accountType: "CHECKING" | "SAVINGS";
                        /** @enum {unknown} */
                        type: "NATURAL_PERSON" | "LEGAL_PERSON";
                    } & unknown;
                };
            };
        };
        responses: {
            /** @description A US bank account a beneficiary pays and is paid by */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentContact"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_approved` (The beneficiary is not approved yet: its verification must be completed first.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_approved";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getPaymentContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A US bank account a beneficiary pays and is paid by */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentContact"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `payment_contact.not_found` (Payment contact not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "payment_contact.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPaymentSimulation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beneficiaryId: string;
                    amount: {
                        /**
                         * @description USDC: a payment sends USDC as USD
                         * @enum {unknown}
                         */
                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                        /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                        value: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    };
                };
            };
        };
        responses: {
            /** @description The fee of a payment not yet made, and what the contact receives */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSimulation"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_approved` (The beneficiary is not approved yet: its verification must be completed first.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_approved";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `amount.above_maximum` (The amount is above the maximum of this corridor.); `amount.below_minimum` (The amount is below the minimum of this corridor.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `simulation.invalid_currency` (The amount is not in the currency this simulation takes.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "amount.above_maximum" | "amount.below_minimum" | "idempotency.key_reused" | "simulation.invalid_currency";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "simulationId" | "simulationId,asc" | "simulationId,desc" | "paymentContactId" | "paymentContactId,asc" | "paymentContactId,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "description" | "description,asc" | "description,desc" | "amount.currencyCode" | "amount.currencyCode,asc" | "amount.currencyCode,desc" | "amount.value" | "amount.value,asc" | "amount.value,desc" | "fees.currencyCode" | "fees.currencyCode,asc" | "fees.currencyCode,desc" | "fees.value" | "fees.value,asc" | "fees.value,desc" | "totalAmount.currencyCode" | "totalAmount.currencyCode,asc" | "totalAmount.currencyCode,desc" | "totalAmount.value" | "totalAmount.value,asc" | "totalAmount.value,desc" | "status" | "status,asc" | "status,desc" | "failureReason" | "failureReason,asc" | "failureReason,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc") | ("id" | "id,asc" | "id,desc" | "simulationId" | "simulationId,asc" | "simulationId,desc" | "paymentContactId" | "paymentContactId,asc" | "paymentContactId,desc" | "integratorId" | "integratorId,asc" | "integratorId,desc" | "beneficiaryId" | "beneficiaryId,asc" | "beneficiaryId,desc" | "description" | "description,asc" | "description,desc" | "amount.currencyCode" | "amount.currencyCode,asc" | "amount.currencyCode,desc" | "amount.value" | "amount.value,asc" | "amount.value,desc" | "fees.currencyCode" | "fees.currencyCode,asc" | "fees.currencyCode,desc" | "fees.value" | "fees.value,asc" | "fees.value,desc" | "totalAmount.currencyCode" | "totalAmount.currencyCode,asc" | "totalAmount.currencyCode,desc" | "totalAmount.value" | "totalAmount.value,asc" | "totalAmount.value,desc" | "status" | "status,asc" | "status,desc" | "failureReason" | "failureReason,asc" | "failureReason,desc" | "createdDate" | "createdDate,asc" | "createdDate,desc" | "lastModifiedDate" | "lastModifiedDate,asc" | "lastModifiedDate,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Payment (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    simulationId: string;
                    paymentContactId: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description USDC from a beneficiary's balance paid out as USD to a payment contact */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `payment_contact.not_found` (Payment contact not found.); `simulation.not_found` (Simulation not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "payment_contact.not_found" | "simulation.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `payment_contact.blocked` (This payment contact cannot be paid.); `payment_contact.under_review` (This payment contact is held for a compliance review and cannot be paid until the review clears it.); `simulation.is_already_executed` (This simulation was already used: create a new one.); `simulation.is_expired` (This simulation has expired: create a new one.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "payment_contact.blocked" | "payment_contact.under_review" | "simulation.is_already_executed" | "simulation.is_expired";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `flow_of_funds.insufficient_funds` (The available balance is not enough for this amount.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `payment_contact.beneficiary_mismatch` (The payment contact belongs to another beneficiary than the simulation.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "flow_of_funds.insufficient_funds" | "idempotency.key_reused" | "payment_contact.beneficiary_mismatch";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description USDC from a beneficiary's balance paid out as USD to a payment contact */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `payment.not_found` (Payment not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "payment.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getReceivingInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The beneficiary's USD receiving account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivingInstructions"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_approved` (The beneficiary is not approved yet: its verification must be completed first.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_approved";
                    };
                };
            };
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    exportTransfers: {
        parameters: {
            query: {
                /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                from: string;
                /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                to: string;
                /** @description Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours) */
                beneficiaryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transfers as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
            200: {
                headers: {
                    /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                    "Content-Disposition"?: string;
                    /** @description no-store: an export of money movements is never kept by a cache. */
                    "Cache-Control"?: "no-store";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `export.invalid_range` (from must be before to, and an export covers at most 366 days.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "export.invalid_range" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    exportPayments: {
        parameters: {
            query: {
                /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                from: string;
                /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                to: string;
                /** @description Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours) */
                beneficiaryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payments as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
            200: {
                headers: {
                    /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                    "Content-Disposition"?: string;
                    /** @description no-store: an export of money movements is never kept by a cache. */
                    "Cache-Control"?: "no-store";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `export.invalid_range` (from must be before to, and an export covers at most 366 days.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "export.invalid_range" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    exportBalanceMovements: {
        parameters: {
            query: {
                /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                from: string;
                /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                to: string;
                /** @description Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours) */
                beneficiaryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balance movements as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
            200: {
                headers: {
                    /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                    "Content-Disposition"?: string;
                    /** @description no-store: an export of money movements is never kept by a cache. */
                    "Cache-Control"?: "no-store";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `export.invalid_range` (from must be before to, and an export covers at most 366 days.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "export.invalid_range" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    exportJournal: {
        parameters: {
            query: {
                /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                from: string;
                /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
            200: {
                headers: {
                    /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                    "Content-Disposition"?: string;
                    /** @description no-store: an export of money movements is never kept by a cache. */
                    "Cache-Control"?: "no-store";
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `export.invalid_range` (from must be before to, and an export covers at most 366 days.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "export.invalid_range" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listRequestLog: {
        parameters: {
            query?: {
                /** @description 0-based page number, 0..1000000 (default 0) */
                page?: string;
                /** @description page size, 1..100 (default 20) */
                size?: string;
                /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                filterEq?: string;
                /** @description field.path:value pairs; at least one must match */
                filterOr?: string;
                /** @description field, field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                sort?: ("id" | "id,asc" | "id,desc" | "method" | "method,asc" | "method,desc" | "path" | "path,asc" | "path,desc" | "route" | "route,asc" | "route,desc" | "status" | "status,asc" | "status,desc" | "requestId" | "requestId,asc" | "requestId,desc" | "errorCode" | "errorCode,asc" | "errorCode,desc" | "durationMs" | "durationMs,asc" | "durationMs,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "apiKey.id" | "apiKey.id,asc" | "apiKey.id,desc" | "apiKey.label" | "apiKey.label,asc" | "apiKey.label,desc" | "apiKey.clientId" | "apiKey.clientId,asc" | "apiKey.clientId,desc") | ("id" | "id,asc" | "id,desc" | "method" | "method,asc" | "method,desc" | "path" | "path,asc" | "path,desc" | "route" | "route,asc" | "route,desc" | "status" | "status,asc" | "status,desc" | "requestId" | "requestId,asc" | "requestId,desc" | "errorCode" | "errorCode,asc" | "errorCode,desc" | "durationMs" | "durationMs,asc" | "durationMs,desc" | "createdAt" | "createdAt,asc" | "createdAt,desc" | "apiKey.id" | "apiKey.id,asc" | "apiKey.id,desc" | "apiKey.label" | "apiKey.label,asc" | "apiKey.label,desc" | "apiKey.clientId" | "apiKey.clientId,asc" | "apiKey.clientId,desc")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of LoggedRequest (contract section 5) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggedRequestPage"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `filter.invalid_field` (A filter names a field this resource does not have.); `filter.malformed` (A filter pair must be written field:value.); `page.invalid` (page must be 0 or more and size between 1 and 100.); `sort.invalid_field` (A sort names a field this resource does not have, or an order other than asc or desc.); `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "filter.invalid_field" | "filter.malformed" | "page.invalid" | "sort.invalid_field" | "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getLoggedRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One API call of the integrator: never its body, headers or query values */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggedRequest"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No such resource, or not yours (the same answer). Codes: `request_log.not_found` (Logged request not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "request_log.not_found";
                    };
                };
            };
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    sandboxPayPix: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The payer's CPF or CNPJ: it must be the beneficiary's */
                    document: string;
                    simulationId: string;
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    amount?: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                };
            };
        };
        responses: {
            /** @description Pay a BR on-ramp by PIX (sandbox only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transferId: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `simulation.not_found` (Simulation not found.); `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "simulation.not_found" | "transfer.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `transfer.already_paid` (The transfer was paid already: its BR Code and deposit reference are payable once.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "transfer.already_paid";
                    };
                };
            };
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `transfer.payer_not_beneficiary` (The payer's document is not the beneficiary's CPF or CNPJ.); `transfer.wrong_rail` (This transfer is not paid through this rail.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "transfer.payer_not_beneficiary" | "transfer.wrong_rail";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    sandboxBankDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    simulationId: string;
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    amount?: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                };
            };
        };
        responses: {
            /** @description Pay a CO on-ramp by bank deposit (sandbox only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transferId: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `simulation.not_found` (Simulation not found.); `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "simulation.not_found" | "transfer.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `transfer.already_paid` (The transfer was paid already: its BR Code and deposit reference are payable once.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "transfer.already_paid";
                    };
                };
            };
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `transfer.wrong_rail` (This transfer is not paid through this rail.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "transfer.wrong_rail";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    sandboxPutCryptoDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A chain transaction hash: 0x and 64 hex digits */
                    txHash: string;
                    simulationId: string;
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    amount?: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    /**
                     * @description The address the USDC is sent from (a wallet of the sender); the compliance gate screens it
                     * @example 0x1111111111111111111111111111111111111111
                     */
                    fromAddress?: string;
                };
            };
        };
        responses: {
            /** @description Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transferId: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `simulation.not_found` (Simulation not found.); `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "simulation.not_found" | "transfer.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `transfer.transaction_hash_in_use` (This transaction hash is linked to another transfer: a chain deposit is credited once.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "transfer.transaction_hash_in_use";
                    };
                };
            };
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `transfer.wrong_rail` (This transfer is not paid through this rail.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "transfer.wrong_rail";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    sandboxCryptoDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A chain transaction hash: 0x and 64 hex digits */
                    txHash: string;
                    simulationId: string;
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    amount?: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                    /**
                     * @description The address the USDC is sent from (a wallet of the sender); the compliance gate screens it
                     * @example 0x1111111111111111111111111111111111111111
                     */
                    fromAddress?: string;
                };
            };
        };
        responses: {
            /** @description Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transferId: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `simulation.not_found` (Simulation not found.); `transfer.not_found` (Transfer not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "simulation.not_found" | "transfer.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            /** @description A conflict with an existing resource, or a request with this Idempotency-Key still in progress. Codes: `idempotency.in_progress` (A request with this Idempotency-Key is still being processed.); `transfer.transaction_hash_in_use` (This transaction hash is linked to another transfer: a chain deposit is credited once.) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.in_progress" | "transfer.transaction_hash_in_use";
                    };
                };
            };
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `idempotency.key_reused` (This Idempotency-Key was used with a different request.); `transfer.wrong_rail` (This transfer is not paid through this rail.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "idempotency.key_reused" | "transfer.wrong_rail";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    sandboxPaymentIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beneficiaryId: string;
                    /** @description The sender: one of the beneficiary's payment contacts */
                    paymentContactId: string;
                    /** @description Greater than 0, at most 2 decimals, no exponent: a JSON number or a decimal string */
                    amount: (number & (unknown & unknown)) | (string & (unknown & unknown & unknown & unknown));
                };
            };
        };
        responses: {
            /** @description USD received for a beneficiary from one of its payment contacts, credited as USDC */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIn"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description No such resource, or not yours (the same answer). Codes: `beneficiary.not_found` (Beneficiary not found.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_found";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            /** @description The resource is not in a state that allows this. Codes: `beneficiary.not_approved` (The beneficiary is not approved yet: its verification must be completed first.) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "beneficiary.not_approved";
                    };
                };
            };
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            /** @description A business rule refused the request, or this Idempotency-Key was used with another request. Codes: `amount.above_maximum` (The amount is above the maximum of this corridor.); `amount.below_minimum` (The amount is below the minimum of this corridor.); `idempotency.key_reused` (This Idempotency-Key was used with a different request.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "amount.above_maximum" | "amount.below_minimum" | "idempotency.key_reused";
                    };
                };
            };
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description A dependency is unavailable for now: retry after Retry-After seconds. Codes: `rail.not_configured` (This operation needs a rail that is not configured on this server.); `service.unavailable` (The service cannot reach its database right now; retry shortly.) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rail.not_configured" | "service.unavailable";
                    };
                };
            };
        };
    };
    listSandboxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox market rates this integrator prices with */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        base: "USDC";
                        quote: "BRL" | "COP";
                        /**
                         * @description The price of 1 USDC in the quote currency, with 8 decimals
                         * @example 5.35000000
                         */
                        rate: string;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    setSandboxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "base": "USDC",
                 *       "quote": "BRL",
                 *       "rate": "5.35"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    base: "USDC";
                    quote: "BRL" | "COP";
                    rate: number | string;
                };
            };
        };
        responses: {
            /** @description Set a sandbox market rate for this integrator */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        base: "USDC";
                        quote: "BRL" | "COP";
                        /**
                         * @description The price of 1 USDC in the quote currency, with 8 decimals
                         * @example 5.35000000
                         */
                        rate: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An integrator's sandbox clock: time travel for the deadlines it sees (sandbox only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            /** @description The request is not valid: its body, query or path (errors lists the fields). Codes: `validation.failed` (The request is invalid; see errors.); `web.bad_request` (The request is not valid.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "validation.failed" | "web.bad_request";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request replays the first answer (Idempotent-Replayed: true); kept 24 h, per caller. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seconds": 3600
                 *     }
                 */
                "application/json": {
                    /** @description How far to move the clock forward: a whole number of seconds, 1 to 2592000 (30 days) per call */
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description An integrator's sandbox clock: time travel for the deadlines it sees (sandbox only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            400: components["responses"]["Error400"];
            /** @description No valid credential; WWW-Authenticate says which scheme to use. Codes: `auth.unauthorized` (A valid bearer token is required.) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.unauthorized";
                    };
                };
            };
            /** @description A valid credential without the right to do this. Codes: `auth.forbidden` (This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.); `integrator.suspended` (This integrator is suspended: its calls are refused until the operator reactivates it.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "auth.forbidden" | "integrator.suspended";
                    };
                };
            };
            /** @description The request was not received in time. Codes: `web.request_timeout` (The request was not received in time (REQUEST_TIMEOUT_MS); send it again.) */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.request_timeout";
                    };
                };
            };
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            /** @description Too many requests: retry after Retry-After seconds. Codes: `rate_limit.exceeded` (Too many requests; retry after the time in Retry-After.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "rate_limit.exceeded";
                    };
                };
            };
            /** @description The request line and headers are too large. Codes: `web.headers_too_large` (The request line and headers are too large (at most 16 KB): shorten the URL or the headers.) */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "web.headers_too_large";
                    };
                };
            };
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    beneficiaryKycEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryKycEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    beneficiaryKybEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryKybEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    beneficiaryApprovedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryApprovedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    beneficiaryBankAccountValidationEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryBankAccountValidationEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRampEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnRampEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRampReturnedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnRampReturnedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    offRampEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OffRampEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentOutEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentOutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentInEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    testEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event’s id, the same on every delivery of it: deduplicate by it (Standard Webhooks).
                 * @example msg_2b6f0cbf-5a1e-4f3b-9d0e-8c2a7f6d1e4b
                 */
                "webhook-id": string;
                /**
                 * @description When this delivery was signed, in Unix seconds: reject one too far from now (Standard Webhooks).
                 * @example 1767225600
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the webhook secret>; for 24 h after a rotation also the signature with the previous secret, space-separated (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description base64 HMAC-SHA256 of the exact body bytes with the current webhook secret.
                 * @example dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==
                 */
                "X-Service-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered; no more attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: no more attempts for this event */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
