// A sanctions review's decision under the two-person rule: which resource a request concerns, what state of it
// the request was made against, and how it is carried out (modules/approvals runs it; context.ts registers it).
import { maybeOne } from '../../db/index.ts';
import type { Covered } from '../approvals/index.ts';
import { screeningError } from './errors.ts';
import type { DecisionInput } from './schemas.ts';
import type { ScreeningService } from './service.ts';

export interface ReviewDecisionRequest extends DecisionInput {
  reviewId: string;
}

export function reviewDecision(screening: ScreeningService): Covered<ReviewDecisionRequest> {
  return {
    action: 'screening_review.decide',
    async target(tx, request) {
      const row = await maybeOne<{ status: string; integrator_id: string | null }>(
        tx,
        'SELECT status, integrator_id FROM screening_reviews WHERE id::text = $1',
        [request.reviewId],
      );
      if (!row) throw screeningError('review.not_found');
      return { resource: { type: 'screening_review', id: request.reviewId }, integratorId: row.integrator_id, version: row.status };
    },
    apply: (tx, request, actor) => screening.decideIn(tx, request.reviewId, { decision: request.decision, note: request.note }, actor),
  };
}
