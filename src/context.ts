// Owns the wiring of one process: the database, the secret box, and every service, built once and handed to the
// HTTP app and the worker alike, so both go through the same rules.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import { secretBox, type SecretBox } from './crypto.ts';
import type { Db } from './db/index.ts';
import { BeneficiaryFileService } from './modules/beneficiaries/files.ts';
import { KyxService } from './modules/beneficiaries/kyx.ts';
import { BeneficiaryService } from './modules/beneficiaries/service.ts';
import { LocalTargetAccountService } from './modules/beneficiaries/target-account.ts';
import { IntegratorService } from './modules/integrators/service.ts';
import { PaymentContactService } from './modules/payments/contacts.ts';
import { PaymentInService } from './modules/payments/payments-in.ts';
import { PaymentService } from './modules/payments/service.ts';
import { corridorsWith } from './modules/transfers/corridors.ts';
import { TransferService } from './modules/transfers/service.ts';
import { WebhookService } from './modules/webhooks/service.ts';
import { SandboxBankAccountDirectory } from './rails/cop/bank-accounts.ts';
import { SANDBOX_COLLECTION_ACCOUNT } from './rails/cop/deposits.ts';
import { SandboxRateProvider } from './rails/fx/sandbox.ts';
import { SandboxKycPartner } from './rails/kyc/sandbox.ts';
import { SANDBOX_PIX_ACCOUNT } from './rails/pix/collection.ts';
import { SandboxPixKeyDirectory } from './rails/pix/key-directory.ts';
import { SandboxUsdBank } from './rails/usd/bank.ts';
import { DepositAddresses, loadDepositXpub } from './rails/chain/deposit-addresses.ts';
import { EvmDepositChecker } from './rails/chain/deposits.ts';
import { SandboxDepositChecker } from './rails/chain/sandbox-deposits.ts';
import { SandboxLocalPayoutRail } from './rails/payouts.ts';

/** Confirmations a chain deposit needs when CHAIN_CONFIRMATIONS is unset: a reorg deeper than this is not expected. */
const DEFAULT_CHAIN_CONFIRMATIONS = 12;
/** How often a linked chain transaction not yet confirmed is read again. */
const CHAIN_POLL_MS = 1000;

export interface Services {
  integrators: IntegratorService;
  webhooks: WebhookService;
  /** Market rates, kept in the database; the only provider for now, so sandbox and production both read the table. */
  rates: SandboxRateProvider;
  beneficiaries: BeneficiaryService;
  kyx: KyxService;
  beneficiaryFiles: BeneficiaryFileService;
  localTargetAccounts: LocalTargetAccountService;
  paymentContacts: PaymentContactService;
  payments: PaymentService;
  paymentsIn: PaymentInService;
  transfers: TransferService;
}

export interface AppContext {
  config: Config;
  db: Db;
  secrets: SecretBox;
  services: Services;
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

export async function createContext(config: Config, db: Db): Promise<AppContext> {
  const secrets = secretBox(await loadSecretsKey(config));
  const integrators = new IntegratorService(db, secrets, config.env, config.allowLoopbackCallbacks);
  const webhooks = new WebhookService(db);
  const rates = new SandboxRateProvider(db);
  await rates.listen();
  // The sandbox partner and directories are the only ones so far; production gets real adapters behind the same interfaces.
  const kyx = new KyxService(db, new SandboxKycPartner(config.publicBaseUrl), config.kyxLinkTtlS);
  const beneficiaries = new BeneficiaryService(db, integrators, kyx);
  const beneficiaryFiles = new BeneficiaryFileService(db);
  const localTargetAccounts = new LocalTargetAccountService(db, new SandboxPixKeyDirectory(), new SandboxBankAccountDirectory());
  const usdBank = new SandboxUsdBank(config.sandboxSettleDelayMs);
  const paymentContacts = new PaymentContactService(db);
  const payments = new PaymentService(db, usdBank, config.simulationTtlS);
  const paymentsIn = new PaymentInService(db, usdBank);
  // The contract's corridors, and the sandbox's receiving accounts: the only ones until real rails are configured.
  // Off-ramps: external-wallet deposit addresses from DEPOSIT_XPUB (the sandbox generates one; production without it
  // offers no external-wallet off-ramps rather than refusing to start); deposits read from the chain when
  // CHAIN_RPC_URL is set, else from the sandbox's simulated deposits.
  const depositXpub = config.depositXpub ?? (config.env === 'production' ? undefined : await loadDepositXpub(undefined, config.dataDir, config.env));
  const depositChecker =
    config.chainRpcUrl && config.usdcContractAddress
      ? new EvmDepositChecker(config.chainRpcUrl, config.usdcContractAddress, config.chainConfirmations ?? DEFAULT_CHAIN_CONFIRMATIONS)
      : new SandboxDepositChecker(db);
  const transfers = new TransferService(db, rates, corridorsWith(), {
    simulationTtlS: config.simulationTtlS,
    fundingTimeoutS: config.transferFundingTimeoutS,
    settleDelayMs: config.sandboxSettleDelayMs,
    pixAccount: SANDBOX_PIX_ACCOUNT,
    collectionAccount: SANDBOX_COLLECTION_ACCOUNT,
    payouts: new SandboxLocalPayoutRail(config.sandboxSettleDelayMs),
    depositAddresses: depositXpub === undefined ? undefined : new DepositAddresses(depositXpub),
    depositChecker,
    chainPollMs: CHAIN_POLL_MS,
  });
  return {
    config,
    db,
    secrets,
    services: { integrators, webhooks, rates, beneficiaries, kyx, beneficiaryFiles, localTargetAccounts, paymentContacts, payments, paymentsIn, transfers },
  };
}
