// The reconciliation module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { latestBalances } from './balances.ts';
export { reconciliationError } from './errors.ts';
export { correctBreak, recordDismissal, type CorrectBreakRequest } from './breaks.ts';
export { dailyReconciliationJob, reconciliationJobHandlers } from './jobs.ts';
export { reconciliationRoutes } from './routes.ts';
export { BankStatementService } from './bank-statements.ts';
export { MAX_STATEMENT_BYTES } from './statement-routes.ts';
export type { BankStatementSummaryType, BankStatementType } from './statement-schemas.ts';
export type { StatementFormat } from './statement-file.ts';
export { CorrectionBody, RunRequest, type CorrectionBodyType, type RunAccountType, type RunBodyType, type RunItemType } from './schemas.ts';
export { ReconciliationService } from './service.ts';
