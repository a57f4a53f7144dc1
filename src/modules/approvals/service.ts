// Owns the two-person rule (maker–checker). An action an approval policy covers is not carried out by the operator
// who asks for it (the maker): `submit` rehearses it in a savepoint of the request's transaction — so the request is
// checked exactly as the action would be, and what it would write (its journal postings, its audit entries, its
// answer) is recorded as the effect — rolls the rehearsal back, and keeps a pending request: what, why, the effect, the
// state the resource was in, who asked, until when. Nothing else changes. Another operator whose role may approve
// (the checker) approves it: in one transaction that locks the request (so two approvals at once apply it once), the
// resource is read again (412 approval.resource_moved when it is not as it was), the action is carried out as the
// checker, and the request is marked approved. The maker never approves their own request (403). A request not
// decided by its expiry is marked EXPIRED when next looked at (410 on approval). Policies (approval_policies) say which
// actions need two people and below which amount one suffices; they are data, changed under the rule themselves.
import { randomUUID } from 'node:crypto';
import { isUniqueViolation, maybeOne, maybeOneByUuid, type Db, type Queryable, type Transaction } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { can, type OperatorRole } from '../../http/roles.ts';
import { httpError } from '../../http/errors.ts';
import { Decimal } from '../../money.ts';
import { recordAudit, systemActor, type Actor } from '../audit/index.ts';
import { approvalError } from './errors.ts';
import type { ApprovalBody, ApprovalEffect, ApprovalPolicyBody } from './schemas.ts';

/** The actions the rule can cover: each a row of approval_policies. */
export const APPROVAL_ACTIONS = [
  'exception.resolve',
  'screening_review.decide',
  'corridor.update',
  'integrator.fee',
  'journal.manual_entry',
  'approval_policy.update',
  'compliance_limits.update',
  'reconciliation.correct_break',
  'liquidity_account.update',
  'liquidity.refill',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** What a request is about, read (and locked) in the transaction that requests or approves it. */
export interface Target {
  resource: { type: string; id: string };
  integratorId: string | null;
  /** The resource's state as it matters to the action (a status, a last change's time): compared at approval. */
  version: string;
  /** The money it moves, when it moves a known amount (the policy's threshold reads it). */
  amount?: { value: Decimal; currency: string } | undefined;
}

/** An action under the rule: how to find what it is about, and how to carry it out in a given transaction. */
export interface Covered<Request> {
  action: ApprovalAction;
  /** Reads and locks the resource; answers its own 404 when there is none. */
  target(tx: Transaction, request: Request): Promise<Target>;
  /** Whether this request moves money or changes a control (an exception's retry does not); true when absent. */
  covers?(request: Request): boolean;
  /** Carries the action out as `actor`, in `tx`, answering what the action's route answers. */
  apply(tx: Transaction, request: Request, actor: Actor): Promise<unknown>;
  /** After the transaction that applied it committed (a cache to drop). */
  afterCommit?(result: unknown, request: Request): void;
}

/** What submitting answers: the action carried out (no second person needed, or nothing to change), or the request. */
export type Submitted = { applied: true; result: unknown } | { applied: false; approval: ApprovalBody };

/** Who decides a request, with their role. */
export interface Checker {
  actor: Actor;
  role: OperatorRole;
}

interface ApprovalRow {
  id: string;
  action: ApprovalAction;
  status: ApprovalBody['status'];
  resource_type: string;
  resource_id: string;
  integrator_id: string | null;
  reason: string;
  request: Record<string, unknown>;
  effect: ApprovalEffect;
  resource_version: string;
  maker_id: string;
  maker_name: string | null;
  checker_id: string | null;
  checker_name: string | null;
  decision_note: string | null;
  result: unknown;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

interface PolicyRow {
  action: ApprovalAction;
  two_person: boolean;
  threshold: string | null;
  threshold_currency: string | null;
  description: string;
  updated_at: Date;
}

const toApproval = (row: ApprovalRow): ApprovalBody => ({
  id: row.id,
  action: row.action,
  status: row.status,
  resource: { type: row.resource_type, id: row.resource_id },
  integratorId: row.integrator_id,
  reason: row.reason,
  request: row.request,
  effect: row.effect,
  maker: { id: row.maker_id, name: row.maker_name },
  checker: row.checker_id === null ? null : { id: row.checker_id, name: row.checker_name },
  decisionNote: row.decision_note,
  result: row.result ?? null,
  createdDate: row.created_at.toISOString(),
  expiresDate: row.expires_at.toISOString(),
  decidedDate: row.decided_at?.toISOString() ?? null,
});

export const toPolicy = (row: PolicyRow): ApprovalPolicyBody => ({
  action: row.action,
  twoPerson: row.two_person,
  threshold: row.threshold === null ? null : { value: new Decimal(row.threshold).toFixed(2), currencyCode: row.threshold_currency ?? '' },
  description: row.description,
  lastModifiedDate: row.updated_at.toISOString(),
});

export const approvalList: ListResource = {
  from: 'approval_requests q',
  idColumn: 'q.id',
  defaultSort: { path: 'createdDate', direction: 'ASC' },
  columns: {
    id: { text: 'q.id::text', order: 'q.id' },
    action: { text: 'q.action' },
    status: { text: 'q.status' },
    integratorId: { text: 'q.integrator_id::text' },
    'resource.type': { text: 'q.resource_type' },
    'resource.id': { text: 'q.resource_id' },
    'maker.id': { text: 'q.maker_id' },
    createdDate: { text: isoText('q.created_at'), order: 'q.created_at' },
    expiresDate: { text: isoText('q.expires_at'), order: 'q.expires_at' },
  },
};

/** The journal postings and audit entries written so far in this transaction (at its time), as an effect shows them. */
async function writtenEffect(tx: Queryable, result: unknown): Promise<ApprovalEffect> {
  const postings = await tx.query<{
    description: string;
    reference: string | null;
    kind: string;
    owner_id: string;
    currency: string;
    direction: 'DEBIT' | 'CREDIT';
    amount: string;
  }>(
    `SELECT e.description, e.reference, a.kind, a.owner_id, p.currency, p.direction, p.amount::text AS amount
       FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.created_at = now() ORDER BY e.id, p.direction DESC, a.kind`,
  );
  const changes = await tx.query<{ action: string; resource_type: string; resource_id: string; details: Record<string, unknown> }>(
    'SELECT action, resource_type, resource_id, details FROM audit_log WHERE at = now() ORDER BY position',
  );
  return {
    postings: postings.map((p) => ({
      description: p.description,
      reference: p.reference,
      account: { kind: p.kind, ownerId: p.owner_id === '' ? null : p.owner_id, currency: p.currency },
      direction: p.direction,
      amount: p.amount,
    })),
    changes: changes.map((c) => ({ action: c.action, resource: { type: c.resource_type, id: c.resource_id }, details: c.details })),
    answer: (result ?? null) as ApprovalEffect['answer'],
  };
}

export class ApprovalService {
  private readonly covered = new Map<ApprovalAction, Covered<never>>();

  constructor(
    private readonly db: Db,
    private readonly ttlS: number,
  ) {}

  /** Puts an action under the rule (context.ts, once per action). */
  register<Request>(covered: Covered<Request>): void {
    this.covered.set(covered.action, covered as unknown as Covered<never>);
  }

  private handler<Request>(action: ApprovalAction): Covered<Request> {
    const covered = this.covered.get(action);
    if (!covered) throw new Error(`no approval handler for ${action}`);
    return covered as unknown as Covered<Request>;
  }

  /**
   * The maker's request: carried out at once when no second person is needed (the policy is off, the amount is below
   * its threshold, the request covers nothing that moves money, or it would change nothing), otherwise kept pending.
   */
  async submit<Request extends object>(action: ApprovalAction, request: Request, reason: string, maker: Actor): Promise<Submitted> {
    const covered = this.handler<Request>(action);
    await this.expireDue();
    const submitted = await this.db.transaction(async (tx): Promise<Submitted> => {
      const target = await covered.target(tx, request);
      if (!(covered.covers?.(request) ?? true) || !(await this.needsTwo(tx, action, target))) {
        return { applied: true, result: await covered.apply(tx, request, maker) };
      }
      await tx.query('SAVEPOINT approval_rehearsal');
      const rehearsed = await covered.apply(tx, request, maker);
      const effect = await writtenEffect(tx, rehearsed);
      await tx.query('ROLLBACK TO SAVEPOINT approval_rehearsal');
      // Nothing would change (a repeat of what was done already): the answer is what is there.
      if (effect.changes.length === 0 && effect.postings.length === 0) return { applied: true, result: rehearsed };
      const id = randomUUID();
      await tx.query('SAVEPOINT approval_insert');
      try {
        await tx.query(
          `INSERT INTO approval_requests (id, action, resource_type, resource_id, integrator_id, reason, request, effect, resource_version,
                                          maker_id, maker_name, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, now() + make_interval(secs => $12))`,
          [
            id,
            action,
            target.resource.type,
            target.resource.id,
            target.integratorId,
            reason,
            JSON.stringify(request),
            JSON.stringify(effect),
            target.version,
            maker.id,
            maker.name ?? null,
            this.ttlS,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw approvalError('approval.already_pending');
        throw error;
      }
      await recordAudit(tx, {
        actor: maker,
        action: 'approval.requested',
        resource: { type: 'approval', id },
        integratorId: target.integratorId,
        details: { action, resource: target.resource, reason, request, postings: effect.postings.length, changes: effect.changes.map((c) => c.action) },
      });
      return { applied: false, approval: toApproval((await this.row(tx, id))!) };
    });
    if (submitted.applied) covered.afterCommit?.(submitted.result, request);
    return submitted;
  }

  /** Whether the policy of `action` asks two people for this target. */
  private async needsTwo(tx: Queryable, action: ApprovalAction, target: Target): Promise<boolean> {
    const policy = await maybeOne<PolicyRow>(tx, 'SELECT * FROM approval_policies WHERE action = $1', [action]);
    if (!policy || !policy.two_person) return policy === undefined;
    if (policy.threshold === null || !target.amount || target.amount.currency !== policy.threshold_currency) return true;
    return !target.amount.value.lt(policy.threshold);
  }

  private row(db: Queryable, id: string, lock = false): Promise<ApprovalRow | undefined> {
    return maybeOneByUuid<ApprovalRow>(db, `SELECT * FROM approval_requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  }

  /** Marks every pending request past its expiry EXPIRED, each with an audit entry. */
  async expireDue(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const expired = await tx.query<{ id: string; action: string; integrator_id: string | null; maker_id: string }>(
        `UPDATE approval_requests SET status = 'EXPIRED', decided_at = now()
          WHERE status = 'PENDING' AND expires_at <= now() RETURNING id, action, integrator_id, maker_id`,
      );
      for (const row of expired) {
        await recordAudit(tx, {
          actor: systemActor('approvals'),
          action: 'approval.expired',
          resource: { type: 'approval', id: row.id },
          integratorId: row.integrator_id,
          details: { action: row.action, maker: row.maker_id },
        });
      }
      return expired.length;
    });
  }

  async list(request: ListRequest): Promise<Page<ApprovalBody>> {
    await this.expireDue();
    return listPage(this.db, approvalList, request, undefined, 'q.*', toApproval);
  }

  async get(id: string): Promise<ApprovalBody> {
    await this.expireDue();
    const row = await this.row(this.db, id);
    if (!row) throw approvalError('approval.not_found');
    return toApproval(row);
  }

  /** The request, locked, checked still open to a decision by `checker`. */
  private async decidable(tx: Transaction, id: string, checker: Checker): Promise<ApprovalRow> {
    const row = await this.row(tx, id, true);
    if (!row) throw approvalError('approval.not_found');
    if (row.status === 'EXPIRED') throw approvalError('approval.expired');
    if (row.status !== 'PENDING')
      throw approvalError(
        'approval.already_decided',
        `The request was ${row.status.toLowerCase()} already${row.checker_name ? ` by ${row.checker_name}` : ''}.`,
      );
    if (row.expires_at.getTime() <= Date.now()) throw approvalError('approval.expired');
    if (!can(checker.role, 'approve'))
      throw httpError('auth.forbidden', `Your role (${checker.role}) may not decide approval requests: it needs the approver role or above.`);
    return row;
  }

  /** The checker approves: the effect is carried out in this transaction, once. */
  async approve(id: string, checker: Checker, note: string | undefined): Promise<ApprovalBody> {
    await this.expireDue();
    const approved = await this.db.transaction(async (tx) => {
      const row = await this.decidable(tx, id, checker);
      if (row.maker_id === checker.actor.id) {
        throw approvalError(
          'approval.own_request',
          `You asked for this (${row.maker_name ?? row.maker_id}): another operator with the approver role must approve it.`,
        );
      }
      const handler = this.handler<Record<string, unknown>>(row.action);
      const target = await handler.target(tx, row.request);
      if (target.version !== row.resource_version) {
        throw approvalError(
          'approval.resource_moved',
          `The ${row.resource_type} ${row.resource_id} changed since the request was made: reject it and ask again.`,
        );
      }
      const result = await handler.apply(tx, row.request, checker.actor);
      const [decided] = await tx.query<ApprovalRow>(
        `UPDATE approval_requests SET status = 'APPROVED', checker_id = $2, checker_name = $3, decision_note = $4, result = $5::jsonb, decided_at = now()
          WHERE id = $1 RETURNING *`,
        [id, checker.actor.id, checker.actor.name ?? null, note ?? null, JSON.stringify(result ?? null)],
      );
      await recordAudit(tx, {
        actor: checker.actor,
        action: 'approval.approved',
        resource: { type: 'approval', id },
        integratorId: row.integrator_id,
        details: {
          action: row.action,
          resource: { type: row.resource_type, id: row.resource_id },
          maker: { id: row.maker_id, name: row.maker_name },
          reason: row.reason,
          note: note ?? null,
        },
      });
      return { decided: decided!, result, handler };
    });
    approved.handler.afterCommit?.(approved.result, approved.decided.request);
    return toApproval(approved.decided);
  }

  /** The checker (or the maker, withdrawing it) rejects: nothing is carried out. */
  async reject(id: string, checker: Checker, note: string): Promise<ApprovalBody> {
    await this.expireDue();
    return this.db.transaction(async (tx) => {
      const row = await this.decidable(tx, id, checker);
      const [decided] = await tx.query<ApprovalRow>(
        `UPDATE approval_requests SET status = 'REJECTED', checker_id = CASE WHEN maker_id = $2 THEN NULL ELSE $2 END,
                checker_name = CASE WHEN maker_id = $2 THEN NULL ELSE $3 END, decision_note = $4, decided_at = now()
          WHERE id = $1 RETURNING *`,
        [id, checker.actor.id, checker.actor.name ?? null, note],
      );
      await recordAudit(tx, {
        actor: checker.actor,
        action: 'approval.rejected',
        resource: { type: 'approval', id },
        integratorId: row.integrator_id,
        details: {
          action: row.action,
          resource: { type: row.resource_type, id: row.resource_id },
          maker: { id: row.maker_id, name: row.maker_name },
          reason: row.reason,
          note,
        },
      });
      return toApproval(decided!);
    });
  }

  async policies(): Promise<ApprovalPolicyBody[]> {
    return (await this.db.query<PolicyRow>('SELECT * FROM approval_policies ORDER BY action')).map(toPolicy);
  }
}
