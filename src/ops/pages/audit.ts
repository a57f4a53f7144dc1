// The audit log: every entry newest first (the audit module's list, as GET /v1/admin/audit-log reads it), filtered by
// who acted (an operator's email, `admin`, an integrator's or a system actor's id), the action, the integrator and the
// resource. Each entry names the operator by email and links the resource's page where the console has one.
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import { listAuditLog, type AuditLogEntry } from '../../modules/audit/index.ts';
import { attempt, errorMessage, queryOf } from '../../web/forms.ts';
import { html, time, type SafeHtml } from '../../web/html.ts';
import { pager, table, type ListView } from '../../web/lists.ts';
import { filterEq, param, paths, render, shortId } from '../context.ts';
import { filterForm } from '../filters.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/audit';

/** The actions the service records (docs/operations.md has what each means), offered as the action field's choices. */
const ACTIONS = [
  'corridor.updated',
  'exception.resolved',
  'integrator.created',
  'integrator.callback_url_changed',
  'integrator.client_secret_rotated',
  'integrator.fee_changed',
  'integrator.name_changed',
  'integrator.reactivated',
  'integrator.suspended',
  'integrator.webhook_secret_rotated',
  'operator.created',
  'operator.locked_out',
  'operator.password_changed',
  'operator.signed_in',
  'operator.signed_out',
  'reconciliation_run.created',
  'sandbox.clock_advanced',
  'screening_review.cleared',
  'screening_review.confirmed',
  'webhook_endpoint.created',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_rotated',
  'webhook_endpoint.updated',
];

const RESOURCE_TYPES = ['corridor', 'exception', 'integrator', 'operator', 'reconciliation_run', 'screening_review', 'webhook_endpoint'];

function entryRow(entry: AuditLogEntry, names: Map<string, string>): SafeHtml {
  const where = paths.resource(entry.resource.type, entry.resource.id);
  const resourceId = html`<code title="${entry.resource.id}">${shortId(entry.resource.id)}</code>`;
  const actor = entry.actor.type === 'operator' ? (names.get(entry.actor.id) ?? entry.actor.id) : entry.actor.id;
  // One line per field of the details, a nested value as compact JSON.
  const details = Object.entries(entry.details).map(
    ([key, value]) => html`<div><span class="muted">${key}:</span> ${typeof value === 'string' ? value : JSON.stringify(value)}</div>`,
  );
  return html`<tr>
  <td class="nowrap">${time(entry.at)}</td>
  <td>${actor} <span class="muted">${entry.actor.type}</span></td>
  <td>${entry.action}</td>
  <td>${entry.resource.type} ${where ? html`<a href="${where}">${resourceId}</a>` : resourceId}</td>
  <td>${entry.integratorId ? html`<a href="${paths.integrator(entry.integratorId)}" title="${entry.integratorId}">${shortId(entry.integratorId)}</a>` : html`<span class="muted">—</span>`}</td>
  <td class="details-cell">${details}</td>
</tr>`;
}

export const auditPage: ConsolePage = {
  nav: { section: 'audit', label: 'Audit log', path: PATH },
  register(c) {
    c.get('/audit', async (request, reply, viewer) => {
      const query = queryOf(request);
      const filters = {
        actor: param(query, 'actor'),
        action: param(query, 'action'),
        integrator: param(query, 'integrator'),
        resourceType: param(query, 'resourceType'),
        resource: param(query, 'resource'),
      };
      const operators = await c.services.operators.list();
      const names = new Map(operators.map((operator) => [operator.id, operator.email]));
      // An operator is asked for by email; any other actor by its id (`admin`, an integrator's id, `ops-sign-in`).
      const actorId = operators.find((operator) => operator.email === filters.actor.toLowerCase())?.id ?? filters.actor;
      const listQuery = {
        ...filterEq({
          'actor.id': actorId,
          action: filters.action,
          integratorId: filters.integrator,
          'resource.type': filters.resourceType,
          'resource.id': filters.resource,
        }),
        ...(query.page ? { page: query.page } : {}),
        ...(query.size ? { size: query.size } : {}),
      };
      const result = await attempt(() => listAuditLog(c.db, parseListQuery(listQuery)));
      const view: ListView = { path: PATH, noun: 'entries', query, sorts: [], example: '' };
      const content = html`<p>Every change an operator made, and every change of an integrator's secrets, callback URL, fee or status, newest first. Each was written in the transaction of its change; nothing here can be altered.</p>
${filterForm(PATH, 'the audit log', [
  {
    kind: 'text',
    name: 'actor',
    label: 'Actor',
    value: filters.actor,
    placeholder: 'email, admin or an id',
    list: ['admin', ...operators.map((operator) => operator.email)],
  },
  {
    kind: 'select',
    name: 'action',
    label: 'Action',
    value: filters.action,
    options: [['', 'Any action'], ...ACTIONS.map((action): [string, string] => [action, action])],
  },
  { kind: 'text', name: 'integrator', label: 'Integrator id', value: filters.integrator },
  {
    kind: 'select',
    name: 'resourceType',
    label: 'Resource',
    value: filters.resourceType,
    options: [['', 'Any resource'], ...RESOURCE_TYPES.map((type): [string, string] => [type, type.replace('_', ' ')])],
  },
  { kind: 'text', name: 'resource', label: 'Resource id', value: filters.resource },
])}
${
  result.ok
    ? html`${table(
        'Audit log',
        ['When', 'Actor', 'Action', 'Resource', 'Integrator', 'Details'],
        result.value.content.map((entry) => entryRow(entry, names)),
        'No entry matches.',
      )}${pager(view, result.value)}`
    : ''
}`;
      const error = result.ok ? undefined : errorMessage(result.error);
      return render(c, reply, viewer, { title: 'Audit log', section: 'audit', error }, content, result.ok ? 200 : statusOf(result.error));
    });
  },
};
