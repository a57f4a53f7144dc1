// Owns how the audit log is read: GET /v1/admin/audit-log, a list (contract section 5) over every entry, newest first.
import type { Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import type { ActorType } from './record.ts';

interface AuditRow {
  id: string;
  at: Date;
  actor_type: ActorType;
  actor_id: string;
  action: string;
  resource_type: string;
  resource_id: string;
  integrator_id: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
  actor_name: string | null;
  actor_credential: AuditLogEntry['actor']['credential'] | null;
  actor_token_id: string | null;
  source_ip: string | null;
  user_agent: string | null;
}

export interface AuditLogEntry {
  id: string;
  at: string;
  /** An operator's name, credential and token are present when known (entries since operators had names). */
  actor: { type: ActorType; id: string; name?: string; credential?: 'operator_token' | 'console_session' | 'admin_token' | 'command'; tokenId?: string };
  source?: { ip: string; userAgent: string | null };
  action: string;
  resource: { type: string; id: string };
  integratorId: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
}

const toEntry = (row: AuditRow): AuditLogEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: {
    type: row.actor_type,
    id: row.actor_id,
    ...(row.actor_name !== null ? { name: row.actor_name } : {}),
    ...(row.actor_credential !== null ? { credential: row.actor_credential } : {}),
    ...(row.actor_token_id !== null ? { tokenId: row.actor_token_id } : {}),
  },
  ...(row.source_ip !== null ? { source: { ip: row.source_ip, userAgent: row.user_agent } } : {}),
  action: row.action,
  resource: { type: row.resource_type, id: row.resource_id },
  integratorId: row.integrator_id,
  details: row.details,
  requestId: row.request_id,
});

/** Every field path of an entry; `details.<path>` reads inside the details. Ties of `at` go by the order written. */
export const auditList: ListResource = {
  from: 'audit_log a',
  idColumn: 'a.position',
  defaultSort: { path: 'at', direction: 'DESC', written: 'at,desc' },
  columns: {
    id: { text: 'a.id::text', order: 'a.id' },
    at: { text: isoText('a.at'), order: 'a.at' },
    'actor.type': { text: 'a.actor_type' },
    'actor.id': { text: 'a.actor_id' },
    'actor.name': { text: 'a.actor_name' },
    'actor.credential': { text: 'a.actor_credential' },
    'actor.tokenId': { text: 'a.actor_token_id::text' },
    'source.ip': { text: 'a.source_ip' },
    action: { text: 'a.action' },
    'resource.type': { text: 'a.resource_type' },
    'resource.id': { text: 'a.resource_id' },
    integratorId: { text: 'a.integrator_id::text' },
    requestId: { text: 'a.request_id' },
  },
  jsonColumns: { details: 'a.details' },
};

export function listAuditLog(db: Queryable, request: ListRequest): Promise<Page<AuditLogEntry>> {
  return listPage(db, auditList, request, undefined, 'a.*', toEntry);
}
