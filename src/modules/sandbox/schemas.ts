// The bodies of the sandbox's tools: what stands for a payer, a bank, the chain or the market in the sandbox.
import { Type } from 'typebox';
import { AmountValue, Id, Timestamp } from '../../http/schemas.ts';
import { TransactionHash, TransferStatus } from '../transfers/schemas.ts';

const Quote = Type.Union([Type.Literal('BRL'), Type.Literal('COP')]);

/** A rate as a JSON number or a decimal string: positive, up to 12 integer digits and 8 decimals (NUMERIC(20,8)). */
const RateValue = Type.Union([
  Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1e12 }),
  Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,8})?$' }),
]);

export const SetRateBody = Type.Object(
  { base: Type.Literal('USDC'), quote: Quote, rate: RateValue },
  { additionalProperties: false, examples: [{ base: 'USDC', quote: 'BRL', rate: '5.35' }] },
);

export const MarketRateBody = Type.Object({
  base: Type.Literal('USDC'),
  quote: Quote,
  rate: Type.String({ description: 'The price of 1 USDC in the quote currency, with 8 decimals', examples: ['5.35000000'] }),
  updatedAt: Timestamp,
});

const SandboxAmount = Type.Optional(AmountValue);

export const SandboxPixBody = Type.Object(
  {
    document: Type.String({ minLength: 1, maxLength: 32, description: "The payer's CPF or CNPJ: it must be the beneficiary's" }),
    simulationId: Id,
    amount: SandboxAmount,
  },
  { additionalProperties: false },
);

export const SandboxBankDepositBody = Type.Object({ simulationId: Id, amount: SandboxAmount }, { additionalProperties: false });

export const SandboxDepositAnswer = Type.Object({ transferId: Type.String(), status: TransferStatus });

export const SandboxCryptoDepositBody = Type.Object(
  {
    txHash: TransactionHash,
    simulationId: Id,
    amount: SandboxAmount,
  },
  { additionalProperties: false },
);
