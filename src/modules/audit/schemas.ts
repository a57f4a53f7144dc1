import { Type } from 'typebox';
import { Timestamp } from '../../http/schemas.ts';

export const AuditLogEntry = Type.Object({
  id: Type.String(),
  at: Timestamp,
  actor: Type.Object({
    type: Type.Union([Type.Literal('operator'), Type.Literal('integrator'), Type.Literal('system')]),
    id: Type.String({ description: '`admin` for ADMIN_TOKEN, an operator account, the integrator\'s id, or what acted for the system' }),
  }),
  action: Type.String({ examples: ['integrator.suspended'] }),
  resource: Type.Object({ type: Type.String({ examples: ['integrator'] }), id: Type.String() }),
  integratorId: Type.Union([Type.String(), Type.Null()], { description: 'The integrator the change concerns, if any' }),
  details: Type.Record(Type.String(), Type.Unknown(), { description: 'What changed, usually {from, to} per field; never a secret' }),
  requestId: Type.Union([Type.String(), Type.Null()], { description: 'The X-Request-Id of the request that made the change' }),
});
