// Long (about 420 lines) because it is one document: every schema of the Colombia Payments API the adapter and the
// fake use, each beside the page it follows, so that a change of Bitso's reference is one edit in one place.
// The shapes of Bitso's Colombia Payments API, written from its public reference pages (Bitso publishes no OpenAPI
// document of it that can be downloaded): each schema names the page it follows. The fake (bitso.ts) validates
// every request the adapter makes and every answer it gives against these, and a test fails on a wrong field.
// Where a page's text leaves a detail out (the list envelope, the error body, the query names of a list), the schema
// says "inferred" and docs/rails/bitso.md lists it.
const PAGES = {
  overview: 'https://docs.bitso.com/bitso-payouts-funding/docs/product-overview-co',
  flow: 'https://docs.bitso.com/bitso-payouts-funding/docs/payment-flow-co',
  preview: 'https://docs.bitso.com/bitso-payouts-funding/reference/previewpayout',
  createPayout: 'https://docs.bitso.com/bitso-payouts-funding/reference/createPayout',
  payoutPayload: 'https://docs.bitso.com/bitso-payouts-funding/docs/payload-payout',
  payinKeys: 'https://docs.bitso.com/bitso-payouts-funding/docs/payin-keys-co',
  createPayinKey: 'https://docs.bitso.com/bitso-payouts-funding/reference/createpayinkey',
  payinPayload: 'https://docs.bitso.com/bitso-payouts-funding/docs/payload-payin',
  listPayins: 'https://docs.bitso.com/bitso-payouts-funding/reference/listpayins',
  createPayinIntent: 'https://docs.bitso.com/bitso-payouts-funding/reference/createpayinintent',
  payinIntentPayload: 'https://docs.bitso.com/bitso-payouts-funding/docs/payload-payin-intent',
  webhooks: 'https://docs.bitso.com/bitso-payouts-funding/docs/webhook-notifications-co',
  signatures: 'https://docs.bitso.com/bitso-payouts-funding/docs/webhook-event-signatures',
  auth: 'https://docs.bitso.com/bitso-api/docs/create-signed-requests',
  balance: 'https://docs.bitso.com/bitso-api/docs/get-account-balance',
} as const;
export const BITSO_REFERENCE_PAGES = PAGES;

const EXTERNAL_REF = { type: 'string', maxLength: 64, pattern: '^[a-zA-Z0-9_-]+$', description: `${PAGES.createPayout}: external_ref` };
const AMOUNT = { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', description: `${PAGES.payoutPayload}: "50000", ${PAGES.payinPayload}: "500000.00"` };
const DATE_TIME = { type: 'string', format: 'date-time' };
const KEY_TYPE = { enum: ['ALIAS', 'PHONE', 'EMAIL', 'USER_IDENTIFICATION'], description: `${PAGES.payinKeys}: key types` };
const BREB_BENEFICIARY = {
  type: 'object',
  required: ['document_type', 'document_id'],
  additionalProperties: false,
  properties: { document_type: { type: 'string' }, document_id: { type: 'string' }, display_name: { type: 'string' }, bank_name: { type: 'string' } },
  description: `${PAGES.payoutPayload}: co_breb.beneficiary`,
};

/** Preview payout's body: type CO_BREB (the only one allowed) and the co_breb key to resolve. */
export const PREVIEW_REQUEST = {
  type: 'object',
  required: ['type', 'co_breb'],
  additionalProperties: false,
  properties: {
    type: { const: 'CO_BREB' },
    co_breb: {
      type: 'object',
      required: ['key_type', 'key_value'],
      additionalProperties: false,
      properties: { key_type: KEY_TYPE, key_value: { type: 'string', minLength: 1 } },
    },
  },
  description: PAGES.preview,
};

/** Preview payout's answer: its id (supplied to Create payout before expires_at) and the resolved beneficiary. */
export const PREVIEW = {
  type: 'object',
  required: ['id', 'expires_at', 'type', 'co_breb'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    expires_at: DATE_TIME,
    type: { const: 'CO_BREB' },
    co_breb: {
      type: 'object',
      required: ['key_type', 'key_value', 'beneficiary'],
      additionalProperties: false,
      properties: { key_type: KEY_TYPE, key_value: { type: 'string' }, beneficiary: BREB_BENEFICIARY },
    },
  },
  description: `${PAGES.preview}; ${PAGES.flow} (co_breb.preview_payout_id)`,
};

const THIRD_PARTY = {
  type: 'object',
  required: ['bank_code', 'account_type', 'account_number', 'document_type', 'document_id', 'name'],
  additionalProperties: false,
  properties: {
    bank_code: { type: 'string', pattern: '^\\d{1,8}$' },
    account_type: { enum: ['SAVINGS', 'CHECKING'] },
    account_number: { type: 'string', pattern: '^\\d{1,20}$' },
    document_type: { enum: ['CC', 'CE', 'NIT', 'PP', 'TI'] },
    document_id: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1 },
  },
  description: `${PAGES.flow}: third-party ACH payouts send the bank account and the beneficiary document in co_ach.third_party (field names inferred)`,
};

/** Create payout's body: CO_BREB with the preview's id, or CO_ACH to a third party. */
export const PAYOUT_REQUEST = {
  oneOf: [
    {
      type: 'object',
      required: ['type', 'amount', 'asset', 'co_breb'],
      additionalProperties: false,
      properties: {
        type: { const: 'CO_BREB' },
        amount: AMOUNT,
        asset: { const: 'COP' },
        external_ref: EXTERNAL_REF,
        co_breb: {
          type: 'object',
          required: ['preview_payout_id'],
          additionalProperties: false,
          properties: { preview_payout_id: { type: 'string', minLength: 1 } },
        },
      },
    },
    {
      type: 'object',
      required: ['type', 'amount', 'asset', 'co_ach'],
      additionalProperties: false,
      properties: {
        type: { const: 'CO_ACH' },
        amount: AMOUNT,
        asset: { const: 'COP' },
        external_ref: EXTERNAL_REF,
        co_ach: {
          type: 'object',
          required: ['beneficiary_type', 'third_party'],
          additionalProperties: false,
          properties: { beneficiary_type: { const: 'THIRD_PARTY' }, third_party: THIRD_PARTY },
        },
      },
    },
  ],
  description: `${PAGES.createPayout}; ${PAGES.flow}`,
};

/** A payout as Get payout answers it (the payout webhook's payload "matches Get payout"). */
export const PAYOUT = {
  type: 'object',
  required: ['id', 'status', 'amount', 'asset', 'type', 'created_at'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    status: { enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] },
    amount: AMOUNT,
    asset: { const: 'COP' },
    type: { enum: ['CO_BREB', 'CO_ACH'] },
    co_breb: { type: 'object', additionalProperties: false, properties: { key_type: KEY_TYPE, key_value: { type: 'string' }, beneficiary: BREB_BENEFICIARY } },
    co_ach: { type: 'object', additionalProperties: false, properties: { beneficiary_type: { const: 'THIRD_PARTY' }, third_party: THIRD_PARTY } },
    external_ref: EXTERNAL_REF,
    failure_reason: { type: ['string', 'null'], description: 'inferred' },
    created_at: DATE_TIME,
    updated_at: DATE_TIME,
  },
  description: PAGES.payoutPayload,
};

/** Create payin key's body: CO_BREB, key_type ALIAS only ("@" and 1 to 19 letters or digits), first party. */
export const PAYIN_KEY_REQUEST = {
  type: 'object',
  required: ['type', 'co_breb'],
  additionalProperties: false,
  properties: {
    type: { const: 'CO_BREB' },
    external_ref: EXTERNAL_REF,
    co_breb: {
      type: 'object',
      required: ['key_type', 'key_value'],
      additionalProperties: false,
      properties: { key_type: { const: 'ALIAS' }, key_value: { type: 'string', pattern: '^@[A-Za-z0-9]{1,19}$' } },
    },
  },
  description: `${PAGES.createPayinKey}; ${PAGES.payinKeys}`,
};

export const PAYIN_KEY = {
  type: 'object',
  required: ['id', 'status', 'type', 'co_breb'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    status: { enum: ['ACTIVE', 'INACTIVE'] },
    type: { const: 'CO_BREB' },
    external_ref: EXTERNAL_REF,
    co_breb: {
      type: 'object',
      required: ['key_type', 'key_value'],
      additionalProperties: false,
      properties: { key_type: { const: 'ALIAS' }, key_value: { type: 'string' } },
    },
    created_at: DATE_TIME,
  },
  description: PAGES.payinKeys,
};

/** A pay-in as Get payin answers it (the payin webhook's payload "matches Get payin"). */
export const PAYIN = {
  type: 'object',
  required: ['id', 'status', 'amount', 'asset', 'type', 'created_at'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    status: { enum: ['COMPLETED'] },
    amount: AMOUNT,
    asset: { const: 'COP' },
    type: { enum: ['CO_BREB', 'CO_PSE', 'CO_ACH'] },
    trace_id: { type: 'string' },
    co_breb: {
      type: 'object',
      additionalProperties: false,
      properties: {
        sender_name: { type: 'string' },
        sender_document_type: { type: 'string' },
        sender_document_id: { type: 'string' },
        beneficiary_key: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string' }, key_value: { type: 'string' } },
        },
      },
    },
    co_ach: { type: 'object' },
    // A CO_PSE pay-in's block: the pages name it (the type's lower-case block) but spell out none of its fields.
    co_pse: { type: 'object' },
    refund: {
      type: 'object',
      required: ['payout_id'],
      additionalProperties: false,
      properties: { payout_id: { type: 'string' }, reason: { type: 'string' }, payout_external_ref: { type: 'string' } },
    },
    created_at: DATE_TIME,
    updated_at: DATE_TIME,
  },
  description: `${PAGES.payinPayload}; ${PAGES.payinKeys} (co_breb.beneficiary_key)`,
};

/**
 * Create payin intent's body: amount (at least 1 character, above zero, at most 2 decimals), external_ref (optional,
 * 0 to 64 of ^[a-zA-Z0-9_-]+$), type and its required co_pse block. The widget writes the type's value in lower case;
 * the payload page and the payment flow ("type: CO_PSE with a co_pse block") write CO_PSE, which is sent. The co_pse
 * fields are those the payload page shows the intent carrying back (bank_code, success_redirect_url,
 * error_redirect_url); which of them are required is not spelled out (inferred: all three).
 */
export const PAYIN_INTENT_REQUEST = {
  type: 'object',
  required: ['amount', 'type', 'co_pse'],
  additionalProperties: false,
  properties: {
    amount: { type: 'string', minLength: 1, pattern: '^(?!0+(?:\\.0{1,2})?$)\\d+(?:\\.\\d{1,2})?$' },
    external_ref: { type: 'string', minLength: 0, maxLength: 64, pattern: '^[a-zA-Z0-9_-]+$' },
    type: { const: 'CO_PSE' },
    co_pse: {
      type: 'object',
      required: ['bank_code', 'success_redirect_url', 'error_redirect_url'],
      additionalProperties: false,
      properties: {
        bank_code: { type: 'string', minLength: 1 },
        success_redirect_url: { type: 'string', format: 'uri' },
        error_redirect_url: { type: 'string', format: 'uri' },
      },
    },
  },
  description: `${PAGES.createPayinIntent}; ${PAGES.flow} (type CO_PSE, co_pse block)`,
};

/** The intent as Get payin intent answers it (and the payin_intent webhook's payload: "payload matches Get payin intent"). */
export const PAYIN_INTENT = {
  type: 'object',
  required: ['id', 'status', 'asset', 'amount', 'type', 'co_pse', 'created_at'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    // PENDING and COMPLETED are shown; an intent that is never paid ends otherwise (names inferred).
    status: { enum: ['PENDING', 'COMPLETED', 'FAILED', 'EXPIRED'] },
    asset: { const: 'COP' },
    amount: AMOUNT,
    type: { const: 'CO_PSE' },
    co_pse: {
      type: 'object',
      required: ['payment_link'],
      additionalProperties: false,
      properties: {
        bank_code: { type: 'string' },
        success_redirect_url: { type: 'string' },
        error_redirect_url: { type: 'string' },
        payment_link: { type: 'string', format: 'uri' },
      },
    },
    external_ref: { type: 'string' },
    expires_at: DATE_TIME,
    created_at: DATE_TIME,
    payin_id: { type: 'string', minLength: 1 },
    updated_at: DATE_TIME,
  },
  // On COMPLETED, payin_id points at the settled pay-in.
  if: { properties: { status: { const: 'COMPLETED' } } },
  then: { required: ['payin_id'] },
  description: `${PAGES.payinIntentPayload}; ${PAGES.createPayinIntent} (202 Accepted, the intent in a non-terminal state)`,
};

/** A list's answer (inferred envelope: the items and the next page's token). */
export function pageOf(item: object): object {
  return {
    type: 'object',
    required: ['items'],
    additionalProperties: false,
    properties: { items: { type: 'array', items: item }, next_page_token: { type: ['string', 'null'] } },
    description: `${PAGES.listPayins}: paginated, page size 1 to 100, page token (envelope inferred)`,
  };
}

/** List payins' query: status, asset, type, trace_id, created_at bounds, page size and token (names inferred). */
export const LIST_PAYINS_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string' },
    asset: { type: 'string' },
    type: { enum: ['CO_BREB', 'CO_PSE', 'CO_ACH'] },
    trace_id: { type: 'string' },
    created_at_gte: DATE_TIME,
    created_at_lte: DATE_TIME,
    page_size: { type: 'string', pattern: '^(100|[1-9]\\d?)$' },
    page_token: { type: 'string' },
  },
  description: PAGES.listPayins,
};

export const LIST_PAYOUTS_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    external_ref: EXTERNAL_REF,
    status: { type: 'string' },
    type: { enum: ['CO_BREB', 'CO_ACH'] },
    created_at_gte: DATE_TIME,
    created_at_lte: DATE_TIME,
    page_size: { type: 'string', pattern: '^(100|[1-9]\\d?)$' },
    page_token: { type: 'string' },
  },
  description: `list payouts, as List payins (${PAGES.listPayins}) and with external_ref as List payin keys (${PAGES.payinKeys})`,
};

/** Bitso's error body (inferred): a code such as invalid_field or payin_key_duplicate, and a message. */
export const ERROR = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  },
  description: `${PAGES.payinKeys}: 400 invalid_field, 409 payin_key_duplicate, 400 idempotency_key_already_used`,
};

/** A webhook delivery: {event, payload}, the payload the resource as Get answers it. */
export const WEBHOOK_PUBLIC_KEYS = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key_id', 'public_key'],
    additionalProperties: false,
    properties: { key_id: { type: 'string' }, public_key: { type: 'string', description: 'Base64 X.509 SubjectPublicKeyInfo (DER)' } },
  },
  description: PAGES.signatures,
};

const DECIMAL = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };

/**
 * Get Account Balance's answer (GET /api/v3/balance/, signed as every call): {success: true, payload: {balances: [...]}},
 * one object per currency with the currency's symbol in lower case ("mxn", "btc"; "cop" for the Colombian peso),
 * total, locked, available (= total - locked), pending_deposit and pending_withdrawal, each a decimal string; the
 * pending amounts are not part of total.
 */
export const BALANCE = {
  type: 'object',
  required: ['success', 'payload'],
  additionalProperties: false,
  properties: {
    success: { const: true },
    payload: {
      type: 'object',
      required: ['balances'],
      additionalProperties: false,
      properties: {
        balances: {
          type: 'array',
          items: {
            type: 'object',
            required: ['currency', 'total', 'locked', 'available', 'pending_deposit', 'pending_withdrawal'],
            additionalProperties: false,
            properties: {
              currency: { type: 'string', pattern: '^[a-z0-9]+$' },
              total: DECIMAL,
              locked: DECIMAL,
              available: DECIMAL,
              pending_deposit: DECIMAL,
              pending_withdrawal: DECIMAL,
            },
          },
        },
      },
    },
  },
  description: PAGES.balance,
};

/** The error answer of Bitso's v3 calls: {success: false, error: {code, message}} (the code a numeric string, "0201"). */
export const V3_ERROR = {
  type: 'object',
  required: ['success', 'error'],
  additionalProperties: false,
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  },
  description: `${PAGES.balance}; ${PAGES.auth}`,
};
