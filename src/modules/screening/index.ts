// The screening module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { reviewDecision, type ReviewDecisionRequest } from './covered.ts';
export { screeningError } from './errors.ts';
export { beneficiaryUnderReview, openReview, requireContactPayable } from './holds.ts';
export { recordScreening, type ScreeningOccasion } from './evidence.ts';
export { screeningRoutes } from './routes.ts';
export { DecisionBody, type DecisionInput, type ReviewBody, type ReviewHitBody, type ScreeningRecordBody } from './schemas.ts';
export { Screener } from './screener.ts';
export { ScreeningService, type BeneficiaryDecisions } from './service.ts';
export { rescreenJob, screeningJobHandlers } from './jobs.ts';
