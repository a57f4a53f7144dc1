// The shapes of the operator's exceptions API.
import { Type, type Static } from 'typebox';
import { Timestamp } from '../../http/schemas.ts';
import { EXCEPTION_ACTIONS, EXCEPTION_KINDS, RESOLUTION_ACTIONS } from '../exceptions/index.ts';

export const ExceptionBody = Type.Object({
  id: Type.String(),
  kind: Type.Enum([...EXCEPTION_KINDS]),
  status: Type.Enum(['OPEN', 'RESOLVED']),
  integratorId: Type.Union([Type.String(), Type.Null()]),
  resource: Type.Object({ type: Type.String(), id: Type.String() }),
  amount: Type.Union([Type.Object({ currencyCode: Type.String(), value: Type.String() }), Type.Null()]),
  reason: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  actions: Type.Array(Type.Enum([...EXCEPTION_ACTIONS])),
  ageSeconds: Type.Integer({ description: 'Since it was opened' }),
  createdDate: Timestamp,
  resolvedDate: Type.Union([Timestamp, Type.Null()]),
  resolution: Type.Union([
    Type.Object({
      action: Type.Enum([...RESOLUTION_ACTIONS], { description: 'The action taken; correct: a reconciliation break corrected by a journal entry' }),
      reference: Type.Union([Type.String(), Type.Null()]),
      note: Type.String(),
      actor: Type.String(),
      outcome: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type ExceptionBodyType = Static<typeof ExceptionBody>;

export const ResolveBody = Type.Object(
  {
    action: Type.Enum([...EXCEPTION_ACTIONS]),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "The rail's reference of a payout marked paid, or of a return" })),
    note: Type.String({ minLength: 1, maxLength: 2000, description: 'Why: kept with the resolution and in the audit log' }),
  },
  { additionalProperties: false },
);
