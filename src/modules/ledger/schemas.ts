import { Type } from 'typebox';
import { CURRENCY_CODES } from '../../money.ts';
import { AS_OF_FORMAT, AS_OF_PATTERN } from './as-of.ts';

const AMOUNT = '^-?[0-9]+\\.[0-9]{2}$';
const Amount = Type.String({ pattern: AMOUNT });

export const TrialBalance = Type.Object({
  balanced: Type.Boolean({ description: 'True when every currency sums to 0.00' }),
  currencies: Type.Array(
    Type.Object({
      currencyCode: Type.Enum(CURRENCY_CODES),
      debits: Amount,
      credits: Amount,
      balance: Type.String({ pattern: AMOUNT, description: 'Debits less credits: the sum of every account in this currency' }),
    }),
  ),
});

export const BeneficiaryBalance = Type.Object(
  {
    total: Type.String({ pattern: AMOUNT, examples: ['60.00'] }),
    available: Type.String({ pattern: AMOUNT, description: 'The total less held funds', examples: ['50.00'] }),
    currencyCode: Type.Literal('USDC'),
    currencyName: Type.String({ examples: ['USD Coin'] }),
  },
  { $id: 'Balance', description: "A beneficiary's USDC balance" },
);

/** `?asOf=`: a balance as the journal stood at a past instant (as-of.ts); absent, now. */
export const AsOfQuery = Type.Object({
  asOf: Type.Optional(
    Type.String({
      format: 'date-time',
      pattern: AS_OF_PATTERN,
      maxLength: 40,
      description: `The balance as of this instant: ${AS_OF_FORMAT} (400 validation.failed otherwise). Every journal entry created at or before it counts, and every hold taken by then and not yet released or captured. Absent: now.`,
      examples: ['2026-01-31T12:00:00Z'],
    }),
  ),
});

const ACCOUNT_KINDS = [
  'rail_cash',
  'fx_position',
  'customer_deposits',
  'deposits_to_return',
  'payout_clearing',
  'beneficiary_wallet',
  'integrator_fees_payable',
  'service_fee_revenue',
  'spread_revenue',
  'taxes_payable',
] as const;

export const AccountBalances = Type.Object(
  {
    accounts: Type.Array(
      Type.Object({
        kind: Type.String({ description: `The kind of account (${ACCOUNT_KINDS.join(', ')}, or any kind added since)` }),
        currencyCode: Type.Enum(CURRENCY_CODES),
        side: Type.Union([Type.Literal('DEBIT'), Type.Literal('CREDIT')], { description: 'The side its balance is shown on' }),
        accounts: Type.Integer({ minimum: 1, description: 'How many accounts the line sums (one per owner for beneficiaries’ wallets and integrators’ fees)' }),
        balance: Type.String({ pattern: AMOUNT, description: "On the account's normal side: a liability's credits less its debits" }),
        held: Type.String({ pattern: AMOUNT, description: 'Held for payouts and payments under way (at asOf, when given)' }),
      }),
    ),
  },
  { description: 'Each kind of account in each currency, its owners’ accounts summed' },
);

/** `?at=`: which checkpoint to verify, the last at or before this instant; absent, the last. */
export const CheckpointVerificationQuery = Type.Object({
  at: Type.Optional(
    Type.String({
      format: 'date-time',
      pattern: AS_OF_PATTERN,
      maxLength: 40,
      description:
        'The last checkpoint at or before this instant is verified: an RFC 3339 date-time with its offset (400 validation.failed otherwise). Absent: the last checkpoint.',
      examples: ['2026-01-31T12:00:00Z'],
    }),
  ),
});

const Sums = Type.Object({
  debits: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
  credits: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
});

export const CheckpointVerification = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: "The checkpoint's instant (a UTC midnight), to the microsecond" }),
    verified: Type.Boolean({ description: 'True when the checkpoint is exactly the journal summed up to it: both lists empty' }),
    accounts: Type.Array(
      Type.Object({
        accountId: Type.String({ format: 'uuid' }),
        checkpoint: Type.Union([Sums, Type.Null()], { description: "The checkpoint's row; null when the account moved in its day and has none" }),
        journal: Sums,
      }),
      { description: "Accounts whose checkpoint row differs from the journal's sums before its instant" },
    ),
    totals: Type.Array(
      Type.Object({
        kind: Type.String(),
        currencyCode: Type.Enum(CURRENCY_CODES),
        checkpoint: Type.Union([Sums, Type.Null()]),
        journal: Type.Union([Sums, Type.Null()]),
      }),
      { description: "Kinds and currencies whose totals differ from the journal's" },
    ),
  },
  { description: 'A balance checkpoint summed again from the journal' },
);
