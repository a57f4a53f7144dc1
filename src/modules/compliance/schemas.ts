// The compliance module's shapes: a gate decision as an operator reads it, and a corridor's gate limits.
import { Type, type Static } from 'typebox';
import { AmountValue, Id, Timestamp } from '../../http/schemas.ts';

const Amount = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'An amount in USDC, two decimals', examples: ['5000.00'] });

export const Finding = Type.Object(
  {
    rule: Type.String({ description: 'The rule that did not pass', examples: ['beneficiary_sanctions_match'] }),
    decision: Type.Enum(['DENY', 'REVIEW']),
    reason: Type.String(),
    cleared: Type.Optional(Type.Boolean({ description: 'An approver released the resource past this finding already' })),
  },
  { additionalProperties: false },
);

export const ComplianceDecision = Type.Object(
  {
    id: Id,
    integratorId: Id,
    resource: Type.Object({ type: Type.Enum(['transfer', 'payment']), id: Id }),
    beneficiaryId: Id,
    stage: Type.Enum(['PAYOUT', 'RELEASE'], { description: 'PAYOUT: money leaves to a bank account; RELEASE: USDC is credited to a beneficiary' }),
    decision: Type.Enum(['ALLOW', 'DENY', 'REVIEW']),
    rule: Type.String({
      description: 'The rule that decided: all_rules_passed, cleared_by_approver, operator_cleared (an approver released it), or the finding that decided',
      examples: ['all_rules_passed'],
    }),
    reason: Type.String(),
    findings: Type.Array(Finding),
    inputs: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Every input the decision used: list versions and threshold, hits and scores, amounts, limits, sums, integrator and corridor state',
    }),
    amountUsdc: Amount,
    decidedBy: Type.String({ description: '`system` for the gate, `operator:<id>` for an approver’s release' }),
    createdDate: Timestamp,
  },
  { $id: 'ComplianceDecision', additionalProperties: false },
);
export type ComplianceDecisionBody = Static<typeof ComplianceDecision>;

export const ComplianceLimits = Type.Object(
  {
    id: Type.String({ description: 'The corridor: BR or CO' }),
    currencyCode: Type.Literal('USDC'),
    reviewAbove: Amount,
    beneficiaryDailyMax: Amount,
    beneficiaryMonthlyMax: Amount,
    lastModifiedDate: Timestamp,
  },
  { $id: 'ComplianceLimits', additionalProperties: false },
);
export type ComplianceLimitsBody = Static<typeof ComplianceLimits>;

export const UpdateComplianceLimitsBody = Type.Object(
  {
    reviewAbove: AmountValue,
    beneficiaryDailyMax: AmountValue,
    beneficiaryMonthlyMax: AmountValue,
    reason: Type.String({ minLength: 1, maxLength: 2000, description: 'Why: the change is made under the two-person rule, and the approver reads this' }),
  },
  { additionalProperties: false },
);
export type UpdateComplianceLimits = Omit<Static<typeof UpdateComplianceLimitsBody>, 'reason'>;

export const CountryParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 8, description: 'The corridor: BR or CO' }) });
