import { Type } from 'typebox';
import { CURRENCY_CODES } from '../../money.ts';

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
