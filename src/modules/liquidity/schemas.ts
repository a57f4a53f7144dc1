import { Type, type Static } from 'typebox';
import { AmountValue, Timestamp } from '../../http/schemas.ts';
import { RAIL_ACCOUNTS } from '../../rails/capabilities/statement.ts';

const Amount = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'An exact amount, 2 decimals' });
const RailAccountName = Type.Enum([...RAIL_ACCOUNTS], { description: 'The rail account: its liquidity account has the same name' });

export const LiquidityAccount = Type.Object({
  railAccount: RailAccountName,
  name: Type.String(),
  currencyCode: Type.String({ examples: ['BRL'] }),
  balance: Type.Object(
    {
      total: Amount,
      committed: Amount,
      free: Amount,
    },
    {
      description:
        "total: the ledger's balance of the account (rail_cash of this rail account); committed: what it already owes (payouts sent and not yet " +
        'confirmed; at a collection account or the USDC hot wallet, the customer money held there); free: total less committed, what a new ' +
        'payout or release of USDC may use down to the minimum',
    },
  ),
  minimum: Amount,
  target: Amount,
  belowMinimum: Type.Boolean({ description: 'The free balance is below the minimum' }),
  lowSince: Type.Union([Timestamp, Type.Null()], { description: 'Since when a payout or release was held for want of funds here; null once refilled' }),
  heldCount: Type.Integer({ description: 'Payouts and releases held (an open LIQUIDITY_SHORT exception each) until a refill' }),
  lastModifiedDate: Timestamp,
});
export type LiquidityAccountType = Static<typeof LiquidityAccount>;

export const LiquidityAccountList = Type.Object({ data: Type.Array(LiquidityAccount) });

export const LiquidityAccountParams = Type.Object({
  railAccount: Type.String({ minLength: 1, maxLength: 40, description: 'The rail account, such as br-payouts' }),
});

const Reason = Type.String({ minLength: 1, maxLength: 2000, description: 'Why: the change is made under the two-person rule, and the approver reads this' });

export const UpdateLiquidityAccountBody = Type.Object(
  {
    minimum: Type.String({ pattern: '^[0-9]{1,24}\\.[0-9]{2}$', description: 'The free balance the account may not go below; 0.00 or more' }),
    target: Type.String({ pattern: '^[0-9]{1,24}\\.[0-9]{2}$', description: 'The balance a refill brings it back to; not below the minimum' }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type UpdateLiquidityAccountBodyType = Static<typeof UpdateLiquidityAccountBody>;

export const RefillBody = Type.Object(
  {
    amount: AmountValue,
    source: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'Where the money came from: another liquidity account of the same currency (a rebalance), or fx_position (the currency was bought)',
    }),
    reference: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^[A-Za-z0-9._:/-]+$',
      description: "The movement's reference at the rail (a transfer id, an end-to-end id, a transaction hash); once per refill",
    }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type RefillBodyType = Static<typeof RefillBody>;

export const Refill = Type.Object({
  reference: Type.String({ description: "The journal entry's reference: liquidity:<reference>" }),
  entryId: Type.String({ format: 'uuid' }),
  railAccount: RailAccountName,
  source: Type.String(),
  amount: Type.String(),
  currencyCode: Type.String(),
  resumed: Type.Integer({ description: 'Held payouts and releases of this account sent to execute again' }),
  account: LiquidityAccount,
});
