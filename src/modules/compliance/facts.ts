// What the compliance gate reads before it decides (gate.ts): the subject passing it, and every fact its rules use,
// read in one prepared statement in the caller's transaction, as it stands at that moment.
import type { Prepared, Queryable } from '../../db/index.ts';
import type { ReviewHitBody, Screener } from '../screening/index.ts';

export type GateStage = 'PAYOUT' | 'RELEASE';

/** What passes the gate: a transfer or a payment, as its module describes it. */
export interface GateSubject {
  resourceType: 'transfer' | 'payment';
  resourceId: string;
  integratorId: string;
  beneficiaryId: string;
  stage: GateStage;
  /** A transfer's corridor; a payment has none. */
  country: 'BR' | 'CO' | null;
  /** A transfer's type, for its corridor's limit. */
  transferType?: 'ON_RAMP' | 'OFF_RAMP' | undefined;
  /** The amount of `from` in its currency: what the corridor's limits are written in. */
  from: { value: string; currency: string };
  /** What the resource moves in USDC: what review_above and the per-beneficiary limits count. */
  amountUsdc: string;
  /** What leaves or is released, for the exception an approver reads. */
  moved: { value: string; currency: string };
  paymentContactId?: string | undefined;
  depositSender?: string | null | undefined;
}

export interface Review {
  status: string;
  hits: ReviewHitBody[];
}

export interface CorridorFacts {
  enabled: boolean;
  on_ramp_max: string;
  off_ramp_max: string;
  review_above: string;
  beneficiary_daily_max: string;
  beneficiary_monthly_max: string;
  day_start: Date;
  month_start: Date;
  /** What the gate let through for the beneficiary today and this month (UTC), once per resource, this one excepted. */
  day: string;
  month: string;
}

/** What the gate's rules read, as it stands in the caller's transaction. */
export interface GateFacts {
  beneficiary: Parameters<Screener['screenBeneficiary']>[0];
  beneficiaryReviews: Review[];
  contact: Parameters<Screener['screenContact']>[0] | null;
  contactReviews: Review[];
  integratorStatus: string;
  /** The corridor's state and limits as set now, with the beneficiary's sums; null for a subject with no corridor. */
  corridor: CorridorFacts | null;
  /** The REVIEW rules an approver released this resource past (an `operator_cleared` decision each). */
  clearedRules: string[];
}

/** gateFacts' statement, prepared: it runs before every payout and release of funds (planned once per connection). */
const GATE_FACTS: Prepared = {
  name: 'compliance_gate_facts',
  text: `WITH bounds AS (SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day_start,
                            date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month_start),
          allowed AS (SELECT DISTINCT ON (resource_type, resource_id) amount_usdc, created_at FROM compliance_decisions, bounds
                       WHERE $4::text IS NOT NULL AND beneficiary_id = $1 AND decision = 'ALLOW' AND rule <> 'operator_cleared'
                         AND created_at >= bounds.month_start AND resource_id <> $6 ORDER BY resource_type, resource_id, created_at),
          sums AS (SELECT bounds.day_start, bounds.month_start,
                          coalesce(sum(amount_usdc) FILTER (WHERE allowed.created_at >= bounds.day_start), 0)::text AS day,
                          coalesce(sum(amount_usdc), 0)::text AS month
                     FROM bounds LEFT JOIN allowed ON true GROUP BY bounds.day_start, bounds.month_start)
     SELECT b.person, b.business,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('status', r.status, 'hits', r.hits)), '[]') FROM screening_reviews r
              WHERE r.beneficiary_id = b.id) AS beneficiary_reviews,
            (SELECT c.user_info FROM payment_contacts c WHERE c.id = $3::uuid) AS contact,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('status', r.status, 'hits', r.hits)), '[]') FROM screening_reviews r
              WHERE r.payment_contact_id = $3::uuid) AS contact_reviews,
            i.status AS integrator_status,
            k.enabled, k.on_ramp_max::text, k.off_ramp_max::text, k.review_above::text, k.beneficiary_daily_max::text,
            k.beneficiary_monthly_max::text, sums.day_start, sums.month_start, sums.day, sums.month,
            (SELECT coalesce(jsonb_agg(cleared.name), '[]') FROM compliance_decisions d,
                    jsonb_array_elements_text(coalesce(d.inputs->'clearedRules', '[]')) AS cleared(name)
              WHERE d.resource_type = $5 AND d.resource_id = $6 AND d.rule = 'operator_cleared') AS cleared_rules
       FROM beneficiaries b
       JOIN integrators i ON i.id = $2
       CROSS JOIN sums
       LEFT JOIN (SELECT c.country, c.enabled, c.on_ramp_max, c.off_ramp_max, l.review_above, l.beneficiary_daily_max, l.beneficiary_monthly_max
                    FROM corridors c JOIN compliance_limits l USING (country)) k ON k.country = $4::text
      WHERE b.id = $1`,
};

/**
 * Reads every fact the rules use in one statement: the beneficiary and its sanctions reviews, the payment contact and
 * its reviews (a payment's), the integrator's status, the corridor's state and limits with the beneficiary's sums
 * through the gate today and this month (a transfer's), and the rules an approver cleared for this resource.
 */
export async function gateFacts(tx: Queryable, subject: GateSubject): Promise<GateFacts> {
  const [row] = await tx.query<
    {
      person: GateFacts['beneficiary']['person'];
      business: GateFacts['beneficiary']['business'];
      beneficiary_reviews: Review[];
      contact: GateFacts['contact'];
      contact_reviews: Review[];
      integrator_status: string;
      cleared_rules: string[];
    } & { [K in keyof CorridorFacts]: CorridorFacts[K] | null }
  >(GATE_FACTS, [subject.beneficiaryId, subject.integratorId, subject.paymentContactId ?? null, subject.country, subject.resourceType, subject.resourceId]);
  if (!row) throw new Error(`no beneficiary ${subject.beneficiaryId} or integrator ${subject.integratorId} for the compliance gate`);
  return {
    beneficiary: { person: row.person, business: row.business },
    beneficiaryReviews: row.beneficiary_reviews,
    contact: row.contact,
    contactReviews: row.contact_reviews,
    integratorStatus: row.integrator_status,
    corridor:
      row.enabled === null
        ? null
        : {
            enabled: row.enabled,
            on_ramp_max: row.on_ramp_max!,
            off_ramp_max: row.off_ramp_max!,
            review_above: row.review_above!,
            beneficiary_daily_max: row.beneficiary_daily_max!,
            beneficiary_monthly_max: row.beneficiary_monthly_max!,
            day_start: row.day_start!,
            month_start: row.month_start!,
            day: row.day!,
            month: row.month!,
          },
    clearedRules: row.cleared_rules,
  };
}
