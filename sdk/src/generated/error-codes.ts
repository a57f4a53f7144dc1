// Generated from the service's error catalogue by `npm run sdk:generate`. Do not edit.

export type PonteErrorCode =
  /** 400: Ponte has no scopes: a token acts for its whole integrator. Leave scope out. */
  | 'auth.invalid_scope'
  /** 400: Authenticate the client one way: HTTP Basic or client_id and client_secret in the body, not both. */
  | 'auth.multiple_client_authentications'
  /** 400: The only grant type is client_credentials. */
  | 'auth.unsupported_grant_type'
  /** 400: A refused document needs the reason the integrator is told. */
  | 'beneficiary_file.reason_required'
  /** 400: from must be before to, and an export covers at most 366 days. */
  | 'export.invalid_range'
  /** 400: A filter names a field this resource does not have. */
  | 'filter.invalid_field'
  /** 400: A filter pair must be written field:value. */
  | 'filter.malformed'
  /** 400: page must be 0 or more and size between 1 and 100. */
  | 'page.invalid'
  /** 400: A sort names a field this resource does not have, or an order other than asc or desc. */
  | 'sort.invalid_field'
  /** 400: The request is invalid; see errors. */
  | 'validation.failed'
  /** 400: The request is not valid. */
  | 'web.bad_request'
  /** 400: The request body is missing or is not valid JSON. */
  | 'web.invalid_or_missing_body'
  /** 401: The client credentials are not valid. */
  | 'auth.invalid_credentials'
  /** 401: A valid bearer token is required. */
  | 'auth.unauthorized'
  /** 403: The operator who asked for an action cannot approve it: another approver must. */
  | 'approval.own_request'
  /** 403: This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token. */
  | 'auth.forbidden'
  /** 403: This integrator is suspended: its calls are refused until the operator reactivates it. */
  | 'integrator.suspended'
  /** 403: ADMIN_TOKEN only creates the first admin operator, and an enabled admin exists: ask an admin to act with their own operator token. */
  | 'operator.bootstrap_closed'
  /** 404: API key not found. */
  | 'api_key.not_found'
  /** 404: No such approval policy. */
  | 'approval_policy.not_found'
  /** 404: Approval request not found. */
  | 'approval.not_found'
  /** 404: Bank statement not found. */
  | 'bank_statement.not_found'
  /** 404: Business document not found. */
  | 'beneficiary_file.not_found'
  /** 404: Beneficiary not found. */
  | 'beneficiary.not_found'
  /** 404: No such corridor: the corridors are BR and CO. */
  | 'compliance_limits.not_found'
  /** 404: No such corridor: the corridors are BR and CO. */
  | 'corridor.not_found'
  /** 404: Event not found. */
  | 'event.not_found'
  /** 404: Exception not found. */
  | 'exception.not_found'
  /** 404: Integrator not found. */
  | 'integrator.not_found'
  /** 404: This upload link does not exist. */
  | 'kyx_link.not_found'
  /** 404: Verification step not found. */
  | 'kyx_step.not_found'
  /** 404: No balance checkpoint at or before that instant: the books close each UTC day after it ends. */
  | 'ledger_checkpoint.not_found'
  /** 404: No such liquidity account: they are the rail accounts pix-collection, br-payouts, cop-collection, co-payouts, usd-bank and chain. */
  | 'liquidity_account.not_found'
  /** 404: Operator not found. */
  | 'operator.not_found'
  /** 404: Operator token not found. */
  | 'operator.token_not_found'
  /** 404: Payment contact not found. */
  | 'payment_contact.not_found'
  /** 404: Payment not found. */
  | 'payment.not_found'
  /** 404: Reconciliation item not found. */
  | 'reconciliation_item.not_found'
  /** 404: Reconciliation run not found. */
  | 'reconciliation_run.not_found'
  /** 404: Logged request not found. */
  | 'request_log.not_found'
  /** 404: Review not found. */
  | 'review.not_found'
  /** 404: Simulation not found. */
  | 'simulation.not_found'
  /** 404: Transfer not found. */
  | 'transfer.not_found'
  /** 404: No route matches this method and path. */
  | 'web.no_handler'
  /** 404: Webhook endpoint not found. */
  | 'webhook_endpoint.not_found'
  /** 405: This path does not take this method: Allow lists the methods it takes. */
  | 'web.method_not_allowed'
  /** 408: The request was not received in time (REQUEST_TIMEOUT_MS); send it again. */
  | 'web.request_timeout'
  /** 409: The approval request was approved or rejected already. */
  | 'approval.already_decided'
  /** 409: An approval request for this action on this resource is pending already: approve or reject it first. */
  | 'approval.already_pending'
  /** 409: This file (the same SHA-256) was imported already. */
  | 'bank_statement.duplicate'
  /** 409: This document was already reviewed; a decision is final until a new upload of its type. */
  | 'beneficiary_file.already_reviewed'
  /** 409: This integratorBeneficiaryId is already used by another beneficiary. */
  | 'beneficiary.conflict'
  /** 409: The reference is not the one the rail acknowledged this payout with. */
  | 'exception.reference_mismatch'
  /** 409: The exception was resolved already by this action with another reference or note. */
  | 'exception.resolution_conflict'
  /** 409: A request with this Idempotency-Key is still being processed. */
  | 'idempotency.in_progress'
  /** 409: An integrator with this email already exists. */
  | 'integrator.conflict'
  /** 409: A manual journal entry with this reference was posted already. */
  | 'journal_entry.reference_used'
  /** 409: A refill with this reference was recorded already. */
  | 'liquidity_refill.reference_used'
  /** 409: An operator with this email already exists. */
  | 'operator.conflict'
  /** 409: The break was closed already: corrected or dismissed. */
  | 'reconciliation_break.closed'
  /** 409: The transfer was paid already: its BR Code and deposit reference are payable once. */
  | 'transfer.already_paid'
  /** 409: This transaction hash is linked to another transfer: a chain deposit is credited once. */
  | 'transfer.transaction_hash_in_use'
  /** 410: The approval request expired before it was approved: ask again. */
  | 'approval.expired'
  /** 410: This upload link has expired. */
  | 'kyx.link_expired'
  /** 410: This upload link was replaced by a newer one. */
  | 'kyx.link_replaced'
  /** 410: This verification is already closed. */
  | 'kyx.verification_closed'
  /** 412: This is the last API key that is not revoked: create another before revoking it. */
  | 'api_key.last_active'
  /** 412: This API key is revoked: its secret can no longer be replaced. */
  | 'api_key.revoked'
  /** 412: The resource changed since the request was made: reject it and ask again. */
  | 'approval.resource_moved'
  /** 412: The beneficiary's verification is closed: its documents are no longer reviewed. */
  | 'beneficiary_file.review_closed'
  /** 412: The beneficiary is not approved yet: its verification must be completed first. */
  | 'beneficiary.not_approved'
  /** 412: Only a BUSINESS beneficiary takes business documents. */
  | 'beneficiary.not_business'
  /** 412: An OFF_RAMP pays out to the beneficiary's localTargetAccount, which must be VALID: a PIX key in BR, a bank account or a Bre-B key in CO. */
  | 'beneficiary.target_account_not_valid'
  /** 412: Set a callback URL on the integrator first. */
  | 'callback_url.not_set'
  /** 412: The exception was resolved already, with another action. */
  | 'exception.already_resolved'
  /** 412: The resource moved since the exception was opened: look at it again. */
  | 'exception.resource_moved'
  /** 412: This step no longer waits for the person, so its link cannot be regenerated. */
  | 'kyx_step.not_regenerable'
  /** 412: The beneficiary has not completed verification yet. */
  | 'kyx.not_completed'
  /** 412: This is the last enabled admin: make another admin first, so someone can still manage operators. */
  | 'operator.last_admin'
  /** 412: This payment contact cannot be paid. */
  | 'payment_contact.blocked'
  /** 412: This payment contact is held for a compliance review and cannot be paid until the review clears it. */
  | 'payment_contact.under_review'
  /** 412: This review was already decided otherwise; a decision is final. */
  | 'review.already_decided'
  /** 412: The market rate moved more than 2% since the simulation: create a new one. */
  | 'simulation.exchange_rate_changed_too_much'
  /** 412: This simulation was already used: create a new one. */
  | 'simulation.is_already_executed'
  /** 412: This simulation has expired: create a new one. */
  | 'simulation.is_expired'
  /** 412: USDC of the linked chain transaction has reached the funding wallet: the transfer goes on once it is confirmed, and can neither be cancelled nor take another hash. */
  | 'transfer.deposit_on_chain'
  /** 412: The transfer is final and no longer accepts funds. */
  | 'transfer.not_awaiting_funds'
  /** 412: The transfer can no longer be cancelled: its funds have arrived, or it is final. */
  | 'transfer.not_cancellable'
  /** 412: This webhook endpoint is disabled: enable it first. */
  | 'webhook_endpoint.disabled'
  /** 412: The default endpoint is the callback URL: clear it with PATCH /v1/integrators/{integratorId} instead. */
  | 'webhook_endpoint.is_default'
  /** 412: The default endpoint has no URL: set the callback URL first. */
  | 'webhook_endpoint.no_url'
  /** 412: No enabled webhook endpoint subscribes to this event. */
  | 'webhook_endpoint.none_matching'
  /** 413: The file is larger than 10 MB. */
  | 'upload.too_large'
  /** 413: The request body is too large. */
  | 'web.body_too_large'
  /** 415: The file is not a PDF, JPEG or PNG. */
  | 'upload.unsupported_type'
  /** 415: Send the body as application/json. */
  | 'web.unsupported_media_type'
  /** 422: The amount is above the maximum of this corridor. */
  | 'amount.above_maximum'
  /** 422: The amount is below the minimum of this corridor. */
  | 'amount.below_minimum'
  /** 422: The policy over approval policies always needs two people, whatever the amount. */
  | 'approval_policy.locked'
  /** 422: The statement's currency is not the rail account's. */
  | 'bank_statement.currency_mismatch'
  /** 422: The file is not a camt.053 statement or a CSV in the documented layout, or a line of it cannot be read. */
  | 'bank_statement.malformed'
  /** 422: The statement's opening balance plus its credits less its debits is not its closing balance. */
  | 'bank_statement.unbalanced'
  /** 422: This corridor is closed to new simulations for now. */
  | 'corridor.disabled'
  /** 422: This action does not resolve this kind of exception. */
  | 'exception.action_not_allowed'
  /** 422: The available balance is not enough for this amount. */
  | 'flow_of_funds.insufficient_funds'
  /** 422: This Idempotency-Key was used with a different request. */
  | 'idempotency.key_reused'
  /** 422: A manual journal entry must balance: its debits equal its credits in each currency. */
  | 'journal_entry.unbalanced'
  /** 422: A liquidity account's target may not be below its minimum. */
  | 'liquidity_account.invalid_levels'
  /** 422: A refill comes from another liquidity account of the same currency, or from fx_position (a purchase of the currency). */
  | 'liquidity_refill.invalid_source'
  /** 422: Production operators need a TOTP second factor: leave secondFactor out or set it to true. */
  | 'operator.second_factor_required'
  /** 422: The payment contact belongs to another beneficiary than the simulation. */
  | 'payment_contact.beneficiary_mismatch'
  /** 422: A correction posts in the break's currency, balances, and its rail_cash legs move the books by exactly what they and the rail differ by. */
  | 'reconciliation_break.invalid_correction'
  /** 422: The period must start before it ends, be over, and last at most 31 days. */
  | 'reconciliation.invalid_period'
  /** 422: The amount is not in the currency this simulation takes. */
  | 'simulation.invalid_currency'
  /** 422: EXTERNAL_WALLET off-ramps are not available: no DEPOSIT_XPUB is configured. */
  | 'transfer.external_wallet_not_available'
  /** 422: Only an EXTERNAL_WALLET OFF_RAMP is funded by a chain transaction. */
  | 'transfer.not_external_wallet'
  /** 422: The payer's document is not the beneficiary's CPF or CNPJ. */
  | 'transfer.payer_not_beneficiary'
  /** 422: PSE pays a CO ON_RAMP only, and only where CO on-ramps are collected by a provider that makes PSE intents (Bitso). */
  | 'transfer.pse_not_available'
  /** 422: The chain shows that this transaction does not pay this transfer’s fundingWallet. */
  | 'transfer.transaction_hash_not_funding'
  /** 422: This transfer is not paid through this rail. */
  | 'transfer.wrong_rail'
  /** 422: An integrator has at most 20 webhook endpoints: delete one first. */
  | 'webhook_endpoint.limit_reached'
  /** 429: Too many requests; retry after the time in Retry-After. */
  | 'rate_limit.exceeded'
  /** 431: The request line and headers are too large (at most 16 KB): shorten the URL or the headers. */
  | 'web.headers_too_large'
  /** 500: Something went wrong on our side. It has been logged. */
  | 'unknown_error'
  /** 503: The chain cannot be read right now; retry shortly. */
  | 'chain.unavailable'
  /** 503: The PIX provider could not make the charge right now; retry shortly. */
  | 'collection.unavailable'
  /** 503: This operation needs a rail that is not configured on this server. */
  | 'rail.not_configured'
  /** 503: No current market rate can be quoted right now; retry after the time in Retry-After. */
  | 'rates.unavailable'
  /** 503: The service cannot reach its database right now; retry shortly. */
  | 'service.unavailable'
  /** 503: The verification partner could not be reached; retry shortly. */
  | 'verification.unavailable';
