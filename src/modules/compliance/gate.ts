// Owns the compliance gate: the decision, ALLOW, DENY or REVIEW, made in the caller's transaction right before money
// leaves (a payout to a bank account) or is released (USDC credited to a beneficiary's wallet), from what holds at that
// moment, not at the resource's creation. Every rule is checked and every decision is stored with the rule that
// decided it and every input it used (compliance_decisions, migration 046); a REVIEW opens a COMPLIANCE_REVIEW
// exception for an approver in the same transaction. The caller carries out the decision: it fails a DENY with its
// funds returned (its own lifecycle), and stops at a REVIEW until an approver resolves the exception.
//
// The rules, in the order they are checked (docs/operations.md, "The compliance gate"):
//   beneficiary_sanctions_confirmed  DENY    a sanctions review of the beneficiary was CONFIRMED
//   counterparty_sanctions_confirmed DENY    a sanctions review of the payment contact was CONFIRMED
//   beneficiary_sanctions_match      REVIEW  the beneficiary's names match an entry of the lists loaded now that no
//                                            CLEARED review of it already cleared
//   counterparty_sanctions_match     REVIEW  the same, for the payment contact paid
//   deposit_sender_listed            REVIEW  an external-wallet deposit came from an address OFAC lists (USDC, ETH)
//   integrator_suspended             REVIEW  the integrator is not ACTIVE
//   corridor_disabled                REVIEW  the corridor is disabled now
//   corridor_transfer_limit          REVIEW  the transfer is above the corridor's maximum as set now
//   payout_review_threshold          REVIEW  a payout above the corridor's review_above (USDC)
//   beneficiary_daily_limit          REVIEW  the beneficiary's USDC let through today (UTC), with this one, passes the daily maximum
//   beneficiary_monthly_limit        REVIEW  the same for the month (UTC)
// A DENY finding decides DENY; otherwise any REVIEW finding not cleared by an approver for this resource decides
// REVIEW; otherwise ALLOW.
import { randomUUID } from 'node:crypto';
import { maybeOne, type Queryable } from '../../db/index.ts';
import { Decimal } from '../../money.ts';
import { openException } from '../exceptions/index.ts';
import { recordScreening, type ReviewHitBody, type Screener } from '../screening/index.ts';
import { gateFacts, type CorridorFacts, type GateStage, type GateSubject, type Review } from './facts.ts';

export type GateDecision = 'ALLOW' | 'DENY' | 'REVIEW';

export const GATE_RULES = [
  'beneficiary_sanctions_confirmed',
  'counterparty_sanctions_confirmed',
  'beneficiary_sanctions_match',
  'counterparty_sanctions_match',
  'deposit_sender_listed',
  'integrator_suspended',
  'corridor_disabled',
  'corridor_transfer_limit',
  'payout_review_threshold',
  'beneficiary_daily_limit',
  'beneficiary_monthly_limit',
] as const;
export type GateRule = (typeof GATE_RULES)[number];

export interface Finding {
  rule: GateRule;
  decision: 'DENY' | 'REVIEW';
  reason: string;
  /** An approver released the resource past this finding already (REVIEW findings only). */
  cleared?: boolean;
}

export interface GateOutcome {
  id: string;
  decision: GateDecision;
  rule: string;
  reason: string;
  findings: Finding[];
}

/** The statusReason of a resource the gate DENIED, as the integrator reads it: never which list or entry. */
export const DENIED_REASON = 'Stopped by a compliance check.';
/** The statusReason of a resource an approver failed at a compliance review. */
export const FAILED_AT_REVIEW_REASON = 'Stopped after a compliance review.';

type Screened = Pick<ReviewHitBody, 'name' | 'role' | 'score' | 'matchedName'> & { list: string; entNum: string };

const hitsOf = (screening: { hits: ReviewHitBody[] } | undefined): Screened[] =>
  (screening?.hits ?? []).map((hit) => ({
    name: hit.name,
    role: hit.role,
    score: hit.score,
    matchedName: hit.matchedName,
    list: hit.entry.list,
    entNum: hit.entry.entNum,
  }));

export class ComplianceGate {
  constructor(private readonly screener: Screener) {}

  /**
   * Decides for `subject` in the caller's transaction, stores the decision, and opens the approver's exception on a
   * REVIEW. The caller holds the resource's row lock, so two runs never decide for one resource at once.
   */
  async decide(tx: Queryable, subject: GateSubject): Promise<GateOutcome> {
    const findings: Finding[] = [];
    const inputs: Record<string, unknown> = { stage: subject.stage, amount: { from: subject.from, usdc: subject.amountUsdc, moved: subject.moved } };
    const lists = this.screener.version();
    inputs.lists = lists ? { ...lists, threshold: this.screener.threshold } : null;

    // Everything the rules read, in one round trip (the execution job runs the gate under the transfer's lock).
    const facts = await gateFacts(tx, subject);

    // The parties, screened now against the lists loaded now. Each screening is kept as evidence (screenings, migration
    // 051), a clean one as well as a hit.
    const beneficiaryScreening = this.screener.screenBeneficiary(facts.beneficiary);
    if (beneficiaryScreening)
      await recordScreening(tx, { integratorId: subject.integratorId, beneficiaryId: subject.beneficiaryId }, subject.stage, beneficiaryScreening);
    screenParty(findings, inputs, 'beneficiary', facts.beneficiaryReviews, hitsOf(beneficiaryScreening));
    if (subject.paymentContactId) {
      if (!facts.contact) throw new Error(`no payment contact ${subject.paymentContactId}`);
      const contactScreening = this.screener.screenContact(facts.contact);
      if (contactScreening)
        await recordScreening(tx, { integratorId: subject.integratorId, paymentContactId: subject.paymentContactId }, subject.stage, contactScreening);
      screenParty(findings, inputs, 'counterparty', facts.contactReviews, hitsOf(contactScreening));
    }
    if (subject.depositSender) {
      const listed = this.screener.screenAddress(subject.depositSender);
      inputs.depositSender = {
        address: subject.depositSender,
        listed: listed.map(({ address, currency, entry }) => ({ address, currency, list: entry.list, entNum: entry.entNum, name: entry.name })),
      };
      if (listed.length > 0) {
        findings.push({
          rule: 'deposit_sender_listed',
          decision: 'REVIEW',
          reason: `The deposit came from ${subject.depositSender}, an address OFAC lists (${listed.map(({ entry }) => `${entry.list} ${entry.entNum}`).join(', ')}).`,
        });
      }
    }

    inputs.integrator = { status: facts.integratorStatus };
    if (facts.integratorStatus !== 'ACTIVE')
      findings.push({ rule: 'integrator_suspended', decision: 'REVIEW', reason: `The integrator is ${facts.integratorStatus}.` });

    if (subject.country) {
      if (!facts.corridor) throw new Error(`no corridor ${subject.country} with compliance limits`);
      corridorRules(subject, facts.corridor, findings, inputs);
    }

    const cleared = new Set(facts.clearedRules);
    if (cleared.size > 0) inputs.clearedRules = [...cleared];
    for (const finding of findings) if (finding.decision === 'REVIEW' && cleared.has(finding.rule)) finding.cleared = true;
    const deciding = findings.find((finding) => finding.decision === 'DENY') ?? findings.find((finding) => finding.decision === 'REVIEW' && !finding.cleared);
    const decision: GateDecision = deciding?.decision ?? 'ALLOW';
    const rule = deciding?.rule ?? (findings.length > 0 ? 'cleared_by_approver' : 'all_rules_passed');
    const reason = deciding?.reason ?? (findings.length > 0 ? 'Every finding was cleared by an approver.' : 'Every rule passed.');
    const id = randomUUID();
    await tx.query(
      `INSERT INTO compliance_decisions (id, integrator_id, resource_type, resource_id, beneficiary_id, stage, decision, rule, reason, findings, inputs, amount_usdc)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        subject.integratorId,
        subject.resourceType,
        subject.resourceId,
        subject.beneficiaryId,
        subject.stage,
        decision,
        rule,
        reason,
        JSON.stringify(findings),
        inputs,
        subject.amountUsdc,
      ],
    );
    if (decision === 'REVIEW') {
      await openException(tx, {
        kind: 'COMPLIANCE_REVIEW',
        integratorId: subject.integratorId,
        resourceType: subject.resourceType,
        resourceId: subject.resourceId,
        amount: new Decimal(subject.moved.value),
        currency: subject.moved.currency,
        reason: `Held by the compliance gate before its ${subject.stage === 'PAYOUT' ? 'payout' : 'release of funds'}: ${findings
          .filter((f) => !f.cleared)
          .map((f) => f.reason)
          .join(' ')}`,
        details: { decisionId: id, rule, findings: findings.filter((finding) => !finding.cleared) },
        actions: ['execute', 'fail'],
      });
    }
    return { id, decision, rule, reason, findings };
  }
}

/**
 * A party's screening: DENY when an operator confirmed its match; REVIEW for hits that no cleared review of it
 * covers (the same list entry cleared at creation is not asked about again; a new entry, or one added by a list
 * reloaded since, is).
 */
function screenParty(findings: Finding[], inputs: Record<string, unknown>, party: 'beneficiary' | 'counterparty', reviews: Review[], hits: Screened[]): void {
  const clearedEntries = new Set(
    reviews.filter((review) => review.status === 'CLEARED').flatMap((review) => review.hits.map((hit) => `${hit.entry.list}:${hit.entry.entNum}`)),
  );
  const fresh = hits.filter((hit) => !clearedEntries.has(`${hit.list}:${hit.entNum}`));
  inputs[`${party}Screening`] = { hits, clearedEntries: [...clearedEntries], reviews: reviews.map((review) => review.status) };
  const who = party === 'beneficiary' ? 'The beneficiary' : 'The payment contact';
  if (reviews.some((review) => review.status === 'CONFIRMED')) {
    findings.push({ rule: `${party}_sanctions_confirmed`, decision: 'DENY', reason: `${who} was confirmed as a listed party by a sanctions review.` });
  } else if (fresh.length > 0 || reviews.some((review) => review.status === 'OPEN')) {
    const named = fresh.map((hit) => `${hit.name} ~ ${hit.list} ${hit.entNum} ${hit.matchedName} (${hit.score})`).join('; ');
    findings.push({
      rule: `${party}_sanctions_match`,
      decision: 'REVIEW',
      reason: `${who} matches the sanctions lists loaded now: ${named || 'a review is open'}.`,
    });
  }
}

/** The corridor's state and limits as set now, and the beneficiary's sums through the gate today and this month. */
function corridorRules(subject: GateSubject, corridor: CorridorFacts, findings: Finding[], inputs: Record<string, unknown>): void {
  const max = subject.transferType === 'ON_RAMP' ? corridor.on_ramp_max : corridor.off_ramp_max;
  const amount = new Decimal(subject.amountUsdc);
  const day = new Decimal(corridor.day).plus(amount);
  const month = new Decimal(corridor.month).plus(amount);
  inputs.corridor = { country: subject.country, enabled: corridor.enabled, maximum: { value: max, currency: subject.from.currency } };
  inputs.limits = {
    currency: 'USDC',
    reviewAbove: corridor.review_above,
    beneficiaryDailyMax: corridor.beneficiary_daily_max,
    beneficiaryMonthlyMax: corridor.beneficiary_monthly_max,
  };
  inputs.beneficiarySums = {
    currency: 'USDC',
    dayStart: corridor.day_start.toISOString(),
    monthStart: corridor.month_start.toISOString(),
    dayBefore: corridor.day,
    monthBefore: corridor.month,
    dayWithThis: day.toFixed(2),
    monthWithThis: month.toFixed(2),
  };
  if (!corridor.enabled) findings.push({ rule: 'corridor_disabled', decision: 'REVIEW', reason: `The ${subject.country} corridor is disabled.` });
  if (new Decimal(subject.from.value).greaterThan(max)) {
    findings.push({
      rule: 'corridor_transfer_limit',
      decision: 'REVIEW',
      reason: `${subject.from.value} ${subject.from.currency} is above the corridor's maximum of ${max} now.`,
    });
  }
  if (subject.stage === 'PAYOUT' && amount.greaterThan(corridor.review_above)) {
    findings.push({
      rule: 'payout_review_threshold',
      decision: 'REVIEW',
      reason: `A payout of ${amount.toFixed(2)} USDC is above the corridor's review threshold of ${corridor.review_above} USDC.`,
    });
  }
  if (day.greaterThan(corridor.beneficiary_daily_max)) {
    findings.push({
      rule: 'beneficiary_daily_limit',
      decision: 'REVIEW',
      reason: `The beneficiary's ${day.toFixed(2)} USDC today, with this one, is above the daily maximum of ${corridor.beneficiary_daily_max} USDC.`,
    });
  }
  if (month.greaterThan(corridor.beneficiary_monthly_max)) {
    findings.push({
      rule: 'beneficiary_monthly_limit',
      decision: 'REVIEW',
      reason: `The beneficiary's ${month.toFixed(2)} USDC this month, with this one, is above the monthly maximum of ${corridor.beneficiary_monthly_max} USDC.`,
    });
  }
}

/**
 * An approver releases a held resource (the COMPLIANCE_REVIEW exception's `execute`): recorded as an ALLOW decision by
 * that approver, naming the rules it clears, in the resolution's transaction. The gate then runs again and lets the
 * resource through past those rules only: anything else found by then holds it again.
 */
export async function recordRelease(
  tx: Queryable,
  exception: { resource_type: string; resource_id: string; integrator_id: string | null; details: Record<string, unknown> },
  decidedBy: string,
  note: string,
): Promise<void> {
  const held = await maybeOne<{ beneficiary_id: string; stage: GateStage; amount_usdc: string }>(
    tx,
    `SELECT beneficiary_id, stage, amount_usdc::text FROM compliance_decisions WHERE id = $1`,
    [exception.details.decisionId],
  );
  if (!held)
    throw new Error(`no compliance decision ${String(exception.details.decisionId)} for exception on ${exception.resource_type} ${exception.resource_id}`);
  const findings = (exception.details.findings ?? []) as Finding[];
  const rules = findings.filter((finding) => finding.decision === 'REVIEW').map((finding) => finding.rule);
  await tx.query(
    `INSERT INTO compliance_decisions (id, integrator_id, resource_type, resource_id, beneficiary_id, stage, decision, rule, reason, findings, inputs, amount_usdc, decided_by)
     VALUES ($1, $2, $3, $4, $5, $6, 'ALLOW', 'operator_cleared', $7, $8, $9, $10, $11)`,
    [
      randomUUID(),
      exception.integrator_id,
      exception.resource_type,
      exception.resource_id,
      held.beneficiary_id,
      held.stage,
      `Released by an approver: ${note}`.slice(0, 2000),
      JSON.stringify(findings),
      { clearedRules: rules, heldBy: exception.details.decisionId },
      held.amount_usdc,
      decidedBy,
    ],
  );
}
