// Owns the wiring of one process: the database, the secret box, the rails (chosen from the configuration in one place,
// rails/index.ts), and every service, built once and handed to the HTTP app and the worker alike, so both go through
// the same rules.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config/index.ts';
import { secretBox, type SecretBox } from './crypto.ts';
import type { Db } from './db/index.ts';
import {
  BeneficiaryFileService,
  KyxService,
  KyxNotices,
  BeneficiaryService,
  LocalTargetAccountService,
  screeningDecisions,
} from './modules/beneficiaries/index.ts';
import { ExportService } from './modules/exports/index.ts';
import { corridorUpdate, CorridorStore } from './modules/corridors/index.ts';
import { integratorFee, IntegratorService } from './modules/integrators/index.ts';
import { PaymentContactService, PaymentInService, PaymentPayouts, PaymentService, resumePaymentsHeld, usdPayoutReferenceOf } from './modules/payments/index.ts';
import { exceptionResolution, OperationsService } from './modules/operations/index.ts';
import { OperatorService } from './modules/operators/index.ts';
import { BankStatementService, correctBreak, ReconciliationService } from './modules/reconciliation/index.ts';
import { SandboxTools } from './modules/sandbox/index.ts';
import {
  ChainFunding,
  DepositReturns,
  TransferDeposits,
  TransferExecution,
  resumeTransfersHeld,
  PixCollections,
  pixReferenceOf,
  CopCollections,
  copPayinReferenceOf,
  fundingWalletReferences,
  TransferRequests,
} from './modules/transfers/index.ts';
import { WebhookService, WebhookEndpointService } from './modules/webhooks/index.ts';
import { RequestLog } from './modules/request-log/index.ts';
import { reviewDecision, Screener, ScreeningService } from './modules/screening/index.ts';
import { complianceLimitsUpdate, ComplianceGate, ComplianceService } from './modules/compliance/index.ts';
import { ApprovalService, registerCovered } from './modules/approvals/index.ts';
import { Liquidity, liquidityAccountUpdate, liquidityRefill } from './modules/liquidity/index.ts';
import { registerPoolGauges } from './observability/collectors.ts';
import { Metrics } from './observability/metrics.ts';
import { instrumentRails } from './observability/rails.ts';
import { buildRails, type Rails, type StatementReferences } from './rails/index.ts';
import { SanctionsLists } from './rails/sanctions/lists.ts';

/** How often a linked chain transaction not yet confirmed is read again. */
const CHAIN_POLL_MS = 1000;

export interface Services {
  integrators: IntegratorService;
  webhooks: WebhookService;
  /** The integrators' webhook endpoints, the default one (the callback URL) included. */
  webhookEndpoints: WebhookEndpointService;
  beneficiaries: BeneficiaryService;
  kyx: KyxService;
  /** The verification partner's notices and the read back of its results. */
  kyxNotices: KyxNotices;
  beneficiaryFiles: BeneficiaryFileService;
  localTargetAccounts: LocalTargetAccountService;
  paymentContacts: PaymentContactService;
  payments: PaymentService;
  paymentPayouts: PaymentPayouts;
  paymentsIn: PaymentInService;
  /** The corridors' terms as the operator set them (cached, NOTIFY on change). */
  corridors: CorridorStore;
  /** What integrators ask of simulations and transfers. */
  transfers: TransferRequests;
  /** Money arriving for on-ramps, as rails report it. */
  transferDeposits: TransferDeposits;
  /** External-wallet off-ramps funded on-chain. */
  chainFunding: ChainFunding;
  /** The worker's side of transfers. */
  transferExecution: TransferExecution;
  /** BR on-ramps collected by a PSP: PIX received, refunds, charges removed; absent without one. */
  pixCollections: PixCollections | undefined;
  copCollections: CopCollections | undefined;
  /** Failed on-ramps' deposits sent back by the collection rails that return them (the sandbox's). */
  depositReturns: DepositReturns;
  /** The books against the rails' statements, daily and by hand. */
  reconciliation: ReconciliationService;
  /** Bank statements (camt.053, CSV) an operator imports, each matched with the books as a reconciliation run. */
  bankStatements: BankStatementService;
  /** The operator's exceptions and their resolutions. */
  operations: OperationsService;
  /** The two-person rule: approval requests, their decisions, the policies. */
  approvals: ApprovalService;
  /** The accounts of the operator console at /ops. */
  operators: OperatorService;
  /** The sandbox's tools; absent in production. */
  sandbox: SandboxTools | undefined;
  /** CSV exports of transfers, payments, balance movements and the journal. */
  exports: ExportService;
  /** Screens names against the sanctions lists, in memory. */
  screener: Screener;
  /** Sanctions reviews and their decisions. */
  screening: ScreeningService;
  /** The compliance gate's decisions and limits, as operators read and set them. */
  compliance: ComplianceService;
  /** The integrators' latest API calls, recorded after each answer (GET /v1/request-log, the dashboard). */
  requestLog: RequestLog;
}

export interface AppContext {
  config: Config;
  db: Db;
  secrets: SecretBox;
  rails: Rails;
  services: Services;
  /** This process's Prometheus registry and counters (observability/metrics.ts): the api's /metrics and the worker's. */
  metrics: Metrics;
}

/** SECRETS_KEY, or in the sandbox a key generated once into DATA_DIR (production refuses to start without one). */
export async function loadSecretsKey(config: Config): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey;
  if (config.env === 'production') throw new Error('SECRETS_KEY is required in production');
  const file = path.join(config.dataDir, 'secrets.key');
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
    if (key.length === 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  await writeFile(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  // Another process may have written first: read back whatever is there now.
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
}

/**
 * The sanctions lists of SANCTIONS_LISTS, read now in every role: the API screens what is created, the worker screens
 * again at the compliance gate before each payout and release of funds; a list that cannot be read stops the process,
 * naming the file.
 */
async function openSanctionsLists(config: Config): Promise<SanctionsLists | undefined> {
  if (config.sanctions.directories.length === 0) return undefined;
  try {
    return await SanctionsLists.open(config.sanctions.directories, config.sanctions.reloadS);
  } catch (error) {
    throw new Error(`SANCTIONS_LISTS cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function createContext(config: Config, db: Db): Promise<AppContext> {
  const secrets = secretBox(await loadSecretsKey(config));
  const metrics = new Metrics();
  registerPoolGauges(metrics, db);
  const rails = instrumentRails(await buildRails(config, db), metrics);
  const screener = new Screener(await openSanctionsLists(config), config.env, config.sanctions.threshold);
  const complianceGate = new ComplianceGate(screener);
  const compliance = new ComplianceService(db);
  const integrators = new IntegratorService(db, secrets, config.env, config.allowLoopbackCallbacks, config.passwordHashCost);
  const webhooks = new WebhookService(db, integrators);
  const kyx = new KyxService(db, rails.kyc, config.kyxLinkTtlS);
  const kyxNotices = new KyxNotices(db, rails.kyc, kyx);
  const beneficiaries = new BeneficiaryService(db, integrators, kyx, screener);
  const beneficiaryFiles = new BeneficiaryFileService(db);
  const localTargetAccounts = new LocalTargetAccountService(db, rails.pixKeys, rails.bankAccounts, rails.brebKeys);
  const paymentContacts = new PaymentContactService(db, screener);
  const payments = new PaymentService(db, rails.usdPayouts, config.simulationTtlS);
  const liquidity = new Liquidity(config.liquidityCheck === 'enforce');
  const paymentPayouts = new PaymentPayouts(db, rails.usdPayouts, complianceGate, liquidity);
  const paymentsIn = new PaymentInService(db, rails.usdBank);
  const corridors = new CorridorStore(db);
  await corridors.listen();
  const chainFunding = new ChainFunding(db, rails.depositChecker, CHAIN_POLL_MS);
  const transfers = new TransferRequests(db, corridors, rails, chainFunding, {
    simulationTtlS: config.simulationTtlS,
    fundingTimeoutS: config.transferFundingTimeoutS,
  });
  const transferDeposits = new TransferDeposits(db, config.sandboxSettleDelayMs);
  const transferExecution = new TransferExecution(
    db,
    rails.rates,
    chainFunding,
    rails.localPayouts,
    config.transferFundingTimeoutS,
    CHAIN_POLL_MS,
    config.rateBandAction,
    complianceGate,
    liquidity,
  );
  const pixCollections =
    rails.pixCollector &&
    new PixCollections(
      db,
      rails.pixCollector,
      config.rails.pix && {
        ...config.rails.pix,
        webhookUrl: config.rails.pix.registerWebhook ? `${config.publicBaseUrl}/webhooks/pix/${config.rails.pix.webhookSecret}` : undefined,
      },
    );
  const copCollections = rails.copCollector && new CopCollections(db, rails.copCollector);
  const sandbox = rails.sandbox && new SandboxTools(db, rails.sandbox, transferDeposits, chainFunding, paymentsIn, kyx);
  const operations = new OperationsService(db);
  // The domain's reading of the rails' own items as ours, for reconciliation's statements and balances.
  const references: StatementReferences = {
    pix: (pix) => pixReferenceOf(db, pix),
    copPayin: (id) => copPayinReferenceOf(db, id),
    usdPayout: (id) => usdPayoutReferenceOf(db, id),
    fundingWallets: (until) => fundingWalletReferences(db, until),
  };
  const screening = new ScreeningService(db, screeningDecisions(kyx), screener);
  const approvals = new ApprovalService(db, config.approvalTtlS);
  registerCovered(approvals, [
    exceptionResolution(operations),
    reviewDecision(screening),
    corridorUpdate(corridors),
    integratorFee(integrators),
    complianceLimitsUpdate(compliance),
    correctBreak(),
    liquidityAccountUpdate(),
    liquidityRefill([resumeTransfersHeld, resumePaymentsHeld]),
  ]);
  return {
    config,
    db,
    secrets,
    rails,
    metrics,
    services: {
      integrators,
      webhooks,
      webhookEndpoints: new WebhookEndpointService(db, secrets, integrators),
      beneficiaries,
      kyx,
      kyxNotices,
      beneficiaryFiles,
      localTargetAccounts,
      paymentContacts,
      payments,
      paymentPayouts,
      paymentsIn,
      corridors,
      transfers,
      transferDeposits,
      chainFunding,
      transferExecution,
      pixCollections,
      copCollections,
      depositReturns: new DepositReturns(db, rails.depositReturns),
      reconciliation: new ReconciliationService(db, rails.statements(references), config.reconciliation, rails.balances(references)),
      bankStatements: new BankStatementService(db, config.reconciliation),
      operations,
      approvals,
      operators: new OperatorService(db, secrets, config.env, config.passwordHashCost),
      sandbox,
      exports: new ExportService(db, config.exportPageSize),
      screener,
      screening,
      compliance,
      requestLog: new RequestLog(db),
    },
  };
}
