// The operator's review routes (ADMIN_TOKEN): the queue of sanctions reviews, one review, and its decision.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { DecisionBody, Review, ReviewParams, ScreeningRecord } from './schemas.ts';
import { screeningList } from './evidence.ts';
import type { ScreeningService } from './service.ts';
import { actorOf } from '../audit/index.ts';
import { reviewList } from './service.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';

export async function screeningRoutes(
  app: FastifyInstance,
  { screening, approvals }: { screening: ScreeningService; approvals: ApprovalService },
): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Screening'];

  r.get('/v1/admin/reviews', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listReviews',
      tags,
      summary: 'Sanctions reviews (operator)',
      description:
        'Every beneficiary and payment contact whose names matched a sanctions list, oldest first by default. Filter with ' +
        'filterEq=status:OPEN, integratorId:..., subject.type:BENEFICIARY|PAYMENT_CONTACT.',
      querystring: listQueryFor(reviewList),
      response: { 200: PageOf(Review) },
    },
    handler: async (request) => screening.list(parseListQuery(request.query)),
  });

  r.get('/v1/admin/screenings', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listScreenings',
      tags,
      summary: 'Screening evidence (operator)',
      description:
        'Every sanctions screening of a beneficiary or payment contact, clean ones included, newest first by default: when and why ' +
        '(occasion), the lists screened against (each with its entries and content digest), the threshold, the result, the best ' +
        'score and every hit. Filter with filterEq=subject.id:..., integratorId:..., occasion:CREATION|PAYOUT|RELEASE|LIST_CHANGE, result:CLEAR|HIT.',
      querystring: listQueryFor(screeningList),
      response: { 200: PageOf(ScreeningRecord) },
    },
    handler: async (request) => screening.screenings(parseListQuery(request.query)),
  });

  r.get('/v1/admin/reviews/:id', {
    config: { auth: 'admin', errors: ['review.not_found'] },
    schema: {
      operationId: 'getReview',
      description: 'The review with the screened name, the list entries it matched and their scores, and its decision once made.',
      tags,
      summary: 'One sanctions review (operator)',
      params: ReviewParams,
      response: { 200: Review },
    },
    handler: async (request) => screening.get(request.params.id),
  });

  r.post('/v1/admin/reviews/:id/decision', {
    config: { auth: 'admin', permission: 'act', errors: ['review.not_found', 'review.already_decided', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'decideReview',
      tags,
      summary: 'Decide a sanctions review (operator)',
      description:
        'CLEAR: not the listed party; the beneficiary is approved once its verification is complete, the contact may be paid. ' +
        'CONFIRM: the listed party; the beneficiary is rejected (BENEFICIARY_KYC, success false), the contact blocked for good. ' +
        'The same decision again answers the review as it is; the other one answers 412 review.already_decided. Under the two-person rule ' +
        '(docs/operations.md#two-person-rule): 202 with the approval request (the note is its reason), decided when another approver approves it.',
      params: ReviewParams,
      body: DecisionBody,
      response: { 200: Review, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) =>
      answerSubmitted(
        reply,
        await approvals.submit('screening_review.decide', { reviewId: request.params.id, ...request.body }, request.body.note, actorOf(request)),
      ) as never,
  });
}
