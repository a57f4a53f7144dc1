// Owns what operators read and set of the compliance gate: every decision it made (newest first, filtered by resource,
// decision, rule, beneficiary or integrator), and each corridor's gate limits, changed with an audit entry in the
// change's transaction. The decision itself is gate.ts's.
import { maybeOne, one, type Db, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { validationError } from '../../errors.ts';
import { Decimal } from '../../money.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/index.ts';
import { complianceError } from './errors.ts';
import type { Finding } from './gate.ts';
import type { ComplianceDecisionBody, ComplianceLimitsBody, UpdateComplianceLimits } from './schemas.ts';

interface DecisionRow {
  id: string;
  integrator_id: string;
  resource_type: 'transfer' | 'payment';
  resource_id: string;
  beneficiary_id: string;
  stage: 'PAYOUT' | 'RELEASE';
  decision: 'ALLOW' | 'DENY' | 'REVIEW';
  rule: string;
  reason: string;
  findings: Finding[];
  inputs: Record<string, unknown>;
  amount_usdc: string;
  decided_by: string;
  created_at: Date;
}

const toDecision = (row: DecisionRow): ComplianceDecisionBody => ({
  id: row.id,
  integratorId: row.integrator_id,
  resource: { type: row.resource_type, id: row.resource_id },
  beneficiaryId: row.beneficiary_id,
  stage: row.stage,
  decision: row.decision,
  rule: row.rule,
  reason: row.reason,
  findings: row.findings,
  inputs: row.inputs,
  amountUsdc: new Decimal(row.amount_usdc).toFixed(2),
  decidedBy: row.decided_by,
  createdDate: row.created_at.toISOString(),
});

export const decisionList: ListResource = {
  from: 'compliance_decisions d',
  idColumn: 'd.id',
  // Newest first, as an audit trail is read.
  defaultSort: { path: 'createdDate', direction: 'DESC' },
  columns: {
    id: { text: 'd.id::text', order: 'd.id' },
    integratorId: { text: 'd.integrator_id::text' },
    'resource.type': { text: 'd.resource_type' },
    'resource.id': { text: 'd.resource_id::text' },
    beneficiaryId: { text: 'd.beneficiary_id::text' },
    stage: { text: 'd.stage' },
    decision: { text: 'd.decision' },
    rule: { text: 'd.rule' },
    decidedBy: { text: 'd.decided_by' },
    createdDate: { text: isoText('d.created_at'), order: 'd.created_at' },
  },
};

interface LimitsRow {
  country: string;
  review_above: string;
  beneficiary_daily_max: string;
  beneficiary_monthly_max: string;
  updated_at: Date;
}

const toLimits = (row: LimitsRow): ComplianceLimitsBody => ({
  id: row.country,
  currencyCode: 'USDC',
  reviewAbove: new Decimal(row.review_above).toFixed(2),
  beneficiaryDailyMax: new Decimal(row.beneficiary_daily_max).toFixed(2),
  beneficiaryMonthlyMax: new Decimal(row.beneficiary_monthly_max).toFixed(2),
  lastModifiedDate: row.updated_at.toISOString(),
});

export class ComplianceService {
  constructor(private readonly db: Db) {}

  decisions(request: ListRequest): Promise<Page<ComplianceDecisionBody>> {
    return listPage(this.db, decisionList, request, undefined, 'd.*', toDecision);
  }

  /** Every decision about one resource, oldest first: what the console shows on a transfer's or payment's page. */
  async decisionsOf(resourceType: 'transfer' | 'payment', resourceId: string): Promise<ComplianceDecisionBody[]> {
    const rows = await this.db.query<DecisionRow>(
      'SELECT * FROM compliance_decisions WHERE resource_type = $1 AND resource_id::text = $2 ORDER BY created_at, id',
      [resourceType, resourceId],
    );
    return rows.map(toDecision);
  }

  async limits(): Promise<ComplianceLimitsBody[]> {
    return (await this.db.query<LimitsRow>('SELECT * FROM compliance_limits ORDER BY country')).map(toLimits);
  }

  /** A change of a corridor's gate limits checked for its form: the limits as `updateLimitsIn` writes them. */
  checkedLimits(input: UpdateComplianceLimits): UpdateComplianceLimits {
    const daily = new Decimal(input.beneficiaryDailyMax);
    const monthly = new Decimal(input.beneficiaryMonthlyMax);
    const review = new Decimal(input.reviewAbove);
    // Each is more than 0 by the schema (positiveDecimal); between two fields is what the document cannot say.
    if (daily.greaterThan(monthly)) throw validationError([{ path: '/beneficiaryDailyMax', message: 'must not be more than beneficiaryMonthlyMax' }]);
    return { reviewAbove: review.toFixed(2), beneficiaryDailyMax: daily.toFixed(2), beneficiaryMonthlyMax: monthly.toFixed(2) };
  }

  /**
   * Sets a corridor's gate limits (checked by `checkedLimits`) in `tx`; audit-logged with what changed. They apply to the
   * gate's next decision. Under the two-person rule: the approvals module calls it when a second approver approves.
   */
  async updateLimitsIn(tx: Queryable, id: string, limits: UpdateComplianceLimits, actor: Actor): Promise<ComplianceLimitsBody> {
    const before = await maybeOne<LimitsRow>(tx, 'SELECT * FROM compliance_limits WHERE country = $1 FOR NO KEY UPDATE', [id]);
    if (!before) throw complianceError('compliance_limits.not_found');
    const after = await one<LimitsRow>(
      tx,
      `UPDATE compliance_limits SET review_above = $2, beneficiary_daily_max = $3, beneficiary_monthly_max = $4, updated_at = now() WHERE country = $1 RETURNING *`,
      [id, limits.reviewAbove, limits.beneficiaryDailyMax, limits.beneficiaryMonthlyMax],
    );
    const changes = fieldChanges(toLimits(before), toLimits(after), ['reviewAbove', 'beneficiaryDailyMax', 'beneficiaryMonthlyMax']);
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { actor, action: 'compliance_limits.updated', resource: { type: 'corridor', id }, details: { changes } });
    return toLimits(after);
  }
}
