// The transfers module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { bitsoWebhookRoutes } from './bitso-webhook.ts';
export { ChainFunding, fundingWalletReferences } from './chain-funding.ts';
export { CopCollections, copPayinReferenceOf } from './cop-collections.ts';
export { DepositReturns } from './deposit-returns.ts';
export { efiWebhookRoutes } from './efi-webhook.ts';
export { TransferDeposits, type DepositAnswer } from './deposits.ts';
export { transferError } from './errors.ts';
export { TransferExecution } from './execution.ts';
export {
  compactCountsJob,
  copKeyRemoveJob,
  copIntentReadBackJob,
  copPayinReadBackJob,
  copPayinReturnJob,
  copPollJob,
  depositReturnJob,
  pixChargeCancelJob,
  pixMedCheckJob,
  pixWebhookJob,
  payoutWebhookJob,
  pixPollJob,
  pixReadBackJob,
  pixRefundJob,
  transferExecutionJob,
  transferFundingTimeoutJob,
  transferJobHandlers,
} from './jobs.ts';
export { acceptRateMove, currentTransfer, failTransfer, recordPayoutReference, succeedOffRamp } from './lifecycle.ts';
export { fxLineage, type FxLineage } from './fx-lineage.ts';
export { compactTransferCounts, toSimulation, type SimulationRow, type TransferRow } from './model.ts';
export { PixCollections, pixReferenceOf } from './pix-collections.ts';
export { resumeTransfersHeld } from './liquidity-holds.ts';
export { pixWebhookRoutes } from './pix-webhook.ts';
export { TransferRequests } from './requests.ts';
export { transferRoutes } from './routes.ts';
export { CreateSimulationBody, Simulation, TransactionHash, Transfer, TransferEventData, TransferPage, TransferStatus } from './schemas.ts';
