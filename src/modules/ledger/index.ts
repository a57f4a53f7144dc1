// The ledger module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { AS_OF_FORMAT, parseAsOf, postingsBetween } from './as-of.ts';
export { CLOSE_LAG_MS, closeLedger, lastCheckpointAt, verifyCheckpoint, type CheckpointCheck } from './checkpoints.ts';
export { ledgerError } from './errors.ts';
export { integratorBalances, integratorMovements, type IntegratorAccountKind, type Movement } from './integrator-reads.ts';
export { accountBalances, accountsOf, holdsFor, journalFor, type HoldView, type JournalEntry, type JournalPosting } from './reads.ts';
export { ledgerCloseJob, ledgerJobHandlers } from './jobs.ts';
export { ledgerRoutes } from './routes.ts';
export { AsOfQuery, BeneficiaryBalance as BeneficiaryBalanceSchema } from './schemas.ts';
export {
  beneficiaryBalance,
  beneficiaryWallet,
  railCash,
  captureHold,
  INTERNAL_ACCOUNT_KINDS,
  entriesFor,
  hold,
  post,
  postedByConversion,
  releaseHold,
  trialBalance,
  type AccountKind,
  type BeneficiaryBalance,
  type Posting,
} from './service.ts';
