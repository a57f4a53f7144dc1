import { Type } from 'typebox';
import { AmountValue, Timestamp } from '../../http/schemas.ts';

const Bps = Type.Integer({ minimum: 0, maximum: 10000, description: 'Basis points of `from`, a whole number' });
const AMOUNT = '^[0-9]+\\.[0-9]{2}$';

const Limit = Type.Object({
  currencyCode: Type.String({ description: 'The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP' }),
  min: Type.String({ pattern: AMOUNT }),
  max: Type.String({ pattern: AMOUNT }),
});

export const Corridor = Type.Object({
  id: Type.String({ description: 'The country', examples: ['BR'] }),
  country: Type.Union([Type.Literal('BR'), Type.Literal('CO')]),
  currency: Type.Union([Type.Literal('BRL'), Type.Literal('COP')]),
  enabled: Type.Boolean({ description: 'False: new simulations are refused (422 corridor.disabled)' }),
  serviceFeeBps: Type.Integer(),
  spread: Type.String({ description: 'A fraction: "0.003" is 0.30%', examples: ['0.003'] }),
  taxBps: Type.Integer(),
  limits: Type.Object({ ON_RAMP: Limit, OFF_RAMP: Limit }),
  lastModifiedDate: Timestamp,
});

const LimitChange = Type.Object(
  {
    currencyCode: Type.Optional(Type.String({ description: 'When given, must be the currency of `from` in this direction' })),
    min: AmountValue,
    max: AmountValue,
  },
  { additionalProperties: false },
);

export const UpdateCorridorBody = Type.Object(
  {
    enabled: Type.Boolean(),
    serviceFeeBps: Bps,
    spread: Type.String({ pattern: '^0(\\.[0-9]{1,6})?$', description: 'A fraction from 0 up to (not including) 1, at most 6 decimals: "0.003" is 0.30%' }),
    taxBps: Bps,
    limits: Type.Object({ ON_RAMP: LimitChange, OFF_RAMP: LimitChange }, { additionalProperties: false }),
    reason: Type.String({ minLength: 1, maxLength: 2000, description: 'Why: the change is made under the two-person rule, and the approver reads this' }),
  },
  { additionalProperties: false },
);

export const CorridorParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 8, description: 'The country: BR or CO' }) });
