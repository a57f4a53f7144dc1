// Owns the operator's list of exceptions and their resolution: each resolution is one transaction that claims the
// exception (OPEN -> RESOLVED, so two operators acting at once resolve it once), carries out the action on its resource
// (resolutions.ts) and keeps who did what, why and with which outcome. Resolving again with the same action, reference
// and note answers the resolution made; the same action with another reference or note is refused (409), and another
// action on a resolved exception too (412).
import { maybeOneByUuid, type Db, type Transaction } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { formatAmount, Decimal } from '../../money.ts';
import { recordAudit } from '../audit/index.ts';
import type { ExceptionRow } from '../exceptions/index.ts';
import { operationsError } from './errors.ts';
import { resolve, type ResolutionInput } from './resolutions.ts';
import type { ExceptionBodyType } from './schemas.ts';

function toException(row: ExceptionRow): ExceptionBodyType {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    integratorId: row.integrator_id,
    resource: { type: row.resource_type, id: row.resource_id },
    amount: row.amount === null ? null : { currencyCode: row.currency ?? '', value: formatAmount(new Decimal(row.amount).toDecimalPlaces(2)) },
    reason: row.reason,
    details: row.details,
    actions: row.actions,
    ageSeconds: Math.max(0, Math.floor(((row.resolved_at ?? new Date()).getTime() - row.created_at.getTime()) / 1000)),
    createdDate: row.created_at.toISOString(),
    resolvedDate: row.resolved_at?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

export const exceptionList: ListResource = {
  from: 'exceptions x',
  idColumn: 'x.id',
  // Oldest first: what has waited longest comes first.
  defaultSort: { path: 'createdDate', direction: 'ASC' },
  columns: {
    id: { text: 'x.id::text', order: 'x.id' },
    kind: { text: 'x.kind' },
    status: { text: 'x.status' },
    integratorId: { text: 'x.integrator_id::text' },
    'resource.type': { text: 'x.resource_type' },
    'resource.id': { text: 'x.resource_id' },
    'amount.currencyCode': { text: 'x.currency' },
    createdDate: { text: isoText('x.created_at'), order: 'x.created_at' },
    resolvedDate: { text: isoText('x.resolved_at'), order: 'x.resolved_at' },
  },
};

export class OperationsService {
  constructor(private readonly db: Db) {}

  list(request: ListRequest): Promise<Page<ExceptionBodyType>> {
    return listPage(this.db, exceptionList, request, undefined, 'x.*', toException);
  }

  async get(id: string): Promise<ExceptionBodyType> {
    return toException(await this.row(this.db, id));
  }

  private async row(db: Pick<Db, 'query'>, id: string, forUpdate = false): Promise<ExceptionRow> {
    const row = await maybeOneByUuid<ExceptionRow>(db, `SELECT * FROM exceptions WHERE id = $1${forUpdate ? ' FOR NO KEY UPDATE' : ''}`, [id]);
    if (!row) throw operationsError('exception.not_found');
    return row;
  }

  async resolve(id: string, input: ResolutionInput): Promise<ExceptionBodyType> {
    return this.db.transaction((tx) => this.resolveIn(tx, id, input));
  }

  /**
   * Whether the exception is one only an approver resolves (COMPLIANCE_REVIEW): its resolution is already a second
   * person's decision on the gate's finding, so it is carried out at once, not under the two-person rule (404 when none).
   */
  async decidedByApprover(id: string): Promise<boolean> {
    return (await this.row(this.db, id)).kind === 'COMPLIANCE_REVIEW';
  }

  /** The exception as it is now, locked for the caller's transaction (404 when there is none). */
  lockedRow(tx: Transaction, id: string): Promise<ExceptionRow> {
    return this.row(tx, id, true);
  }

  /** The resolution of `resolve` in the caller's transaction. */
  async resolveIn(tx: Transaction, id: string, input: ResolutionInput): Promise<ExceptionBodyType> {
    {
      const exception = await this.row(tx, id, true);
      if (exception.status === 'RESOLVED') {
        const made = exception.resolution;
        if (made?.action === input.action) {
          // A repeat answers the resolution made; the same action with other parameters is not a repeat.
          if (made.reference === (input.reference ?? null) && made.note === input.note) return toException(exception);
          throw operationsError(
            'exception.resolution_conflict',
            `The exception was resolved by ${made.action} already, with ${made.reference === null ? 'no reference' : `reference ${made.reference}`}: this request's reference or note is another.`,
          );
        }
        throw operationsError('exception.already_resolved', `The exception was resolved with ${exception.resolution?.action ?? 'another action'} already.`);
      }
      if (!exception.actions.includes(input.action)) {
        throw operationsError(
          'exception.action_not_allowed',
          `A ${exception.kind} exception is resolved by ${exception.actions.join(', ')}, not ${input.action}.`,
        );
      }
      const outcome = await resolve(tx, exception, input);
      const [resolved] = await tx.query<ExceptionRow>(
        `UPDATE exceptions SET status = 'RESOLVED', resolved_at = now(),
                resolution = jsonb_build_object('action', $2::text, 'reference', $3::text, 'note', $4::text, 'actor', $5::text, 'outcome', $6::text)
          WHERE id = $1 RETURNING *`,
        [id, input.action, input.reference ?? null, input.note, input.actor.id, outcome],
      );
      await recordAudit(tx, {
        actor: input.actor,
        action: 'exception.resolved',
        resource: { type: 'exception', id },
        integratorId: exception.integrator_id,
        details: {
          kind: exception.kind,
          resource: { type: exception.resource_type, id: exception.resource_id },
          action: input.action,
          reference: input.reference ?? null,
          note: input.note,
          outcome,
        },
      });
      return toException(resolved!);
    }
  }
}
