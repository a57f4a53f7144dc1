// The approvals module's one door (the two-person rule): what other modules, the routes, the app and the pages may use
// of it. Files inside the module import each other directly; everything outside imports only this file.
export { approvalError } from './errors.ts';
export { registerCovered } from './covered.ts';
export { answerSubmitted, approvalRoutes, PENDING_APPROVAL, SUBMIT_ERRORS } from './routes.ts';
export { Approval, ApprovalPage, type ApprovalBody } from './schemas.ts';
export { ApprovalService, type Checker, type Covered, type Submitted } from './service.ts';
