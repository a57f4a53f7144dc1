// The compliance module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { complianceLimitsUpdate, type ComplianceLimitsRequest } from './covered.ts';
export { complianceError } from './errors.ts';
export {
  ComplianceGate,
  DENIED_REASON,
  FAILED_AT_REVIEW_REASON,
  GATE_RULES,
  recordRelease,
  type Finding,
  type GateDecision,
  type GateOutcome,
} from './gate.ts';
export { type GateStage, type GateSubject } from './facts.ts';
export { complianceRoutes } from './routes.ts';
export { ComplianceDecision, ComplianceLimits, type ComplianceDecisionBody, type ComplianceLimitsBody } from './schemas.ts';
export { ComplianceService } from './service.ts';
