// A corridor's compliance gate limits under the two-person rule: which resource a request concerns, what state of it the
// request was made against, and how it is carried out (modules/approvals runs it; context.ts registers it).
import { maybeOne } from '../../db/index.ts';
import type { Covered } from '../approvals/index.ts';
import { complianceError } from './errors.ts';
import type { UpdateComplianceLimits } from './schemas.ts';
import type { ComplianceService } from './service.ts';

export interface ComplianceLimitsRequest {
  country: string;
  /** The limits as checked (ComplianceService.checkedLimits). */
  limits: UpdateComplianceLimits;
}

export function complianceLimitsUpdate(compliance: ComplianceService): Covered<ComplianceLimitsRequest> {
  return {
    action: 'compliance_limits.update',
    async target(tx, request) {
      const row = await maybeOne<{ updated_at: Date }>(tx, 'SELECT updated_at FROM compliance_limits WHERE country = $1 FOR NO KEY UPDATE', [request.country]);
      if (!row) throw complianceError('compliance_limits.not_found');
      return { resource: { type: 'compliance_limits', id: request.country }, integratorId: null, version: row.updated_at.toISOString() };
    },
    apply: (tx, request, actor) => compliance.updateLimitsIn(tx, request.country, request.limits, actor),
  };
}
