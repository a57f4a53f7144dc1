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
}

export interface AuditLogEntry {
  id: string;
  at: string;
  actor: { type: ActorType; id: string };
  action: string;
  resource: { type: string; id: string };
  integratorId: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
}

const toEntry = (row: AuditRow): AuditLogEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { type: row.actor_type, id: row.actor_id },
  action: row.action,
  resource: { type: row.resource_type, id: row.resource_id },
  integratorId: row.integrator_id,
  details: row.details,
  requestId: row.request_id,
});

/** Every field path of an entry; `details.<path>` reads inside the details. Ties of `at` go by the order written. */
const auditList: ListResource = {
  from: 'audit_log a',
  idColumn: 'a.position',
  defaultSort: { path: 'at', direction: 'DESC', written: 'at,desc' },
  columns: {
    id: { text: 'a.id::text', order: 'a.id' },
    at: { text: isoText('a.at'), order: 'a.at' },
    'actor.type': { text: 'a.actor_type' },
    'actor.id': { text: 'a.actor_id' },
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
