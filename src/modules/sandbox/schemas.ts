// The bodies of the sandbox's tools: what stands for a payer, a bank, the chain or the market in the sandbox.
import { Type } from 'typebox';
import { AmountValue, Id, Timestamp } from '../../http/schemas.ts';
import { TransactionHash, TransferStatus } from '../transfers/index.ts';

const Quote = Type.Union([Type.Literal('BRL'), Type.Literal('COP')]);

/** A rate as a JSON number or a decimal string: positive, up to 12 integer digits and 8 decimals (NUMERIC(20,8)). */
const RateValue = Type.Union([Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1e12 }), Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,8})?$' })]);

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
    fromAddress: Type.Optional(
      Type.String({
        pattern: '^0x[0-9a-fA-F]{40}$',
        description: 'The address the USDC is sent from (a wallet of the sender); the compliance gate screens it',
        examples: ['0x1111111111111111111111111111111111111111'],
      }),
    ),
  },
  { additionalProperties: false },
);

/** The most one advance may move: 30 days (a larger jump is several calls). */
export const MAX_ADVANCE_SECONDS = 30 * 24 * 3600;

export const SandboxClockAdvanceBody = Type.Object(
  {
    seconds: Type.Integer({
      minimum: 1,
      maximum: MAX_ADVANCE_SECONDS,
      description: 'How far to move the clock forward: a whole number of seconds, 1 to 2592000 (30 days) per call',
    }),
  },
  { additionalProperties: false, examples: [{ seconds: 3600 }] },
);

export const SandboxClock = Type.Object(
  {
    now: Type.String({ format: 'date-time', description: "The integrator's sandbox time: the real time plus every advance it made" }),
    offsetSeconds: Type.Integer({ minimum: 0, description: 'How far the integrator has moved its clock, in all' }),
    advancedAt: Type.Union([Timestamp, Type.Null()], { description: 'When it last advanced (real time); null when it never did' }),
  },
  { $id: 'SandboxClock', description: "An integrator's sandbox clock: time travel for the deadlines it sees (sandbox only)" },
);
