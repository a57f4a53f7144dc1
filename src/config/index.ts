// Owns the process configuration: every environment variable of contract section 1, read and validated once.
// Anything wrong is reported as one line naming the variable, and the process does not start.
import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError, duration, flag, integer, oneOf, text, url, type Env } from './env.ts';
import { loadRailSettings, type RailSettings } from './rails.ts';
import { PASSWORD_HASH_COST } from '../crypto.ts';

export { ConfigError } from './env.ts';

/** What the worker's retention removes, each as an age in seconds (worker-retention.ts). */
export interface RetentionSettings {
  /** Idempotency records (and the window in which a retried request is replayed): 24 hours by default. */
  idempotencyKeysS: number;
  /** Jobs kept failed for an operator, once no open exception names them. */
  failedJobsS: number;
  /** Delivery attempts of delivered events (the events and their delivery state stay). */
  webhookAttemptsS: number;
  /** Rate observations (one set per refresh, production); 0 keeps them. */
  rateObservationsS: number;
  /** How often the worker trims. */
  intervalS: number;
  /** Rows one statement deletes, and the pause between two statements of a table. */
  batchSize: number;
  pauseMs: number;
}

export type Environment = 'sandbox' | 'production';
export type Role = 'api' | 'worker' | 'all';

export interface Config {
  port: number;
  host: string;
  env: Environment;
  role: Role;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for reads (db/replica.ts); unset: everything reads the primary. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Whether the process applies pending migrations as it starts; told not to, it refuses to start on a schema behind. */
  migrateOnStart: boolean;
  /** The bootstrap credential: an admin in the sandbox; in production it only creates the first admin operator. */
  adminToken: string | undefined;
  /** ADMIN_TOKEN_ENABLED=false refuses ADMIN_TOKEN everywhere (401), once operators have tokens of their own. */
  adminTokenEnabled: boolean;
  /** 32-byte key, or undefined when the embedded sandbox should generate one into DATA_DIR. */
  secretsKey: Buffer | undefined;
  publicBaseUrl: string;
  logLevel: string;
  webhookRetryScheduleS: number[];
  webhookTimeoutMs: number;
  simulationTtlS: number;
  transferFundingTimeoutS: number;
  kyxLinkTtlS: number;
  /** How long an approval request of the two-person rule may be approved (APPROVAL_TTL_S). */
  approvalTtlS: number;
  sandboxSettleDelayMs: number;
  /** A failed background job runs again after this x 2^attempts (at most an hour); a payout is tried 10 times. */
  jobRetryBaseMs: number;
  rateLimitRps: number;
  /** Rows (for the journal, entries) an export reads per statement while it streams. */
  exportPageSize: number;
  /** The longest a client may take to send a whole request (headers and body); then 408 and the connection closed. */
  requestTimeoutMs: number;
  /** A connection with no traffic for this long is closed. */
  connectionTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open between requests. */
  keepAliveTimeoutMs: number;
  /** Which proxies' X-Forwarded-For names the client: false (none), true (any), a hop count, or addresses and CIDRs. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Whether a sandbox callback URL may point at loopback (never in production). */
  allowLoopbackCallbacks: boolean;
  /** scrypt's N is 2 to this power for new passwords (15; a sandbox may go down to 10, production never below 15). */
  passwordHashCost: number;
  /** Bearer token /metrics requires; unset: /metrics is open in the sandbox and absent (404) in production. */
  metricsToken: string | undefined;
  /** Where a worker-only process serves /health, /ready and /metrics (worker-server.ts); unset: nowhere. */
  metricsPort: number | undefined;
  chainRpcUrl: string | undefined;
  usdcContractAddress: string | undefined;
  /** The USDC hot wallet's address (CHAIN_HOT_WALLET_ADDRESS): read beside the funding wallets by reconciliation. */
  chainHotWalletAddress: string | undefined;
  depositXpub: string | undefined;
  chainConfirmations: number | undefined;
  /** The widest block range one eth_getLogs of the chain's statement asks for (CHAIN_LOG_BLOCK_SPAN). */
  chainLogBlockSpan: number;
  /** Each real rail's settings block; absent blocks leave their rail unconfigured (config/rails.ts). */
  rails: RailSettings;
  /** What the worker trims, and how gently (worker-retention.ts). */
  retention: RetentionSettings;
  /** What execution does with a funded transfer whose rate moved beyond the band: fail it (funds returned) or hold it for an operator. */
  rateBandAction: 'fail' | 'hold';
  /** Whether a payout or release of USDC that would take its liquidity account below its minimum is held (modules/liquidity). */
  liquidityCheck: 'enforce' | 'off';
  /** A webhook endpoint whose deliveries have failed this long (nothing delivered since) is an exception for an operator. */
  webhookFailingAfterS: number;
  /** The daily reconciliation: the UTC hour it runs at, and how far past a period's edges it reads (modules/reconciliation). */
  reconciliation: { hourUtc: number; slackS: number };
  /** The sanctions lists screened against (modules/screening): directories of OFAC's published CSV sets. */
  sanctions: SanctionsSettings;
}

export interface SanctionsSettings {
  /** SANCTIONS_LISTS: none in a sandbox that screens nothing; production does not start without one (main.ts). */
  directories: string[];
  /** How often every process looks for changed list files. */
  reloadS: number;
  /** A name scoring this or more against a listed name is held for review. */
  threshold: number;
}

/** SANCTIONS_*: the directories are checked to exist now; their files are read when the process starts. */
function sanctionsSettings(env: Env): SanctionsSettings {
  const directories = (text(env, 'SANCTIONS_LISTS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => path.resolve(entry));
  for (const directory of directories) {
    let isDirectory = false;
    try {
      isDirectory = statSync(directory).isDirectory();
    } catch {
      // reported below
    }
    if (!isDirectory) throw new ConfigError(`SANCTIONS_LISTS names ${directory}, which is not a readable directory`);
  }
  const threshold = text(env, 'SANCTIONS_MATCH_THRESHOLD') ?? '0.9';
  if (!/^(0\.\d{1,3}|1(\.0{1,3})?)$/.test(threshold) || Number(threshold) < 0.5) {
    throw new ConfigError(`SANCTIONS_MATCH_THRESHOLD must be a decimal from 0.5 to 1 with at most 3 decimals, got "${threshold}"`);
  }
  return { directories, reloadS: integer(env, 'SANCTIONS_RELOAD_S', 60, 1, 86_400), threshold: Number(threshold) };
}

/** Whether the server listens on loopback only: then callbacks to loopback reach the developer's own machine. */
function isLoopbackHost(host: string): boolean {
  const address = host.toLowerCase().replace(/^::ffff:(?=\d)/, '');
  return address === 'localhost' || address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** TRUST_PROXY: unset or false, true, a number of hops, or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    // Trust that many hops in front of the server, as proxy-addr does for a number.
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // An address, an address/prefix-length, or one of proxy-addr's names; anything else would stop Fastify later.
  const valid = (entry: string): boolean => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  };
  if (entries.length === 0 || !entries.every(valid)) {
    throw new ConfigError('TRUST_PROXY must be true, false, a number of hops, or a comma-separated list of addresses or CIDR ranges');
  }
  return entries;
}

/** SECRETS_KEY: 32 bytes, given as 64 hex characters or as base64. */
export function parseSecretsKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('SECRETS_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

/** Where the database is: all `npm run migrate` reads (it needs none of the service's other settings). */
export function loadDatabaseSettings(env: Env = process.env): Pick<Config, 'databaseUrl' | 'dataDir'> {
  return {
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './.data'),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const environment = oneOf(env, 'PONTE_ENV', ['sandbox', 'production'] as const, 'sandbox');
  const { databaseUrl, dataDir } = loadDatabaseSettings(env);
  const databaseReadUrl = url(env, 'DATABASE_READ_URL', ['postgres:', 'postgresql:']);
  if (databaseReadUrl !== undefined && databaseUrl === undefined)
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL (a replica of a PostgreSQL server)');
  const adminToken = text(env, 'ADMIN_TOKEN');
  const secretsKeyText = text(env, 'SECRETS_KEY');

  if (environment === 'production') {
    const missing = [databaseUrl ? undefined : 'DATABASE_URL', secretsKeyText ? undefined : 'SECRETS_KEY'].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`production needs ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} and start again`);
    }
  }
  if (adminToken !== undefined && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN must be at least 16 characters');
  }
  // Cheaper hashes make a test suite of thousands of sign-ins minutes shorter; a real password never gets one.
  const passwordHashCost = integer(env, 'PASSWORD_HASH_COST', PASSWORD_HASH_COST, 10, 20);
  if (environment === 'production' && passwordHashCost < PASSWORD_HASH_COST) {
    throw new ConfigError(
      `PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} is for a sandbox: production hashes passwords with scrypt's N at 2^${PASSWORD_HASH_COST} or more`,
    );
  }
  const metricsToken = text(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  }

  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const schedule = (text(env, 'WEBHOOK_RETRY_SCHEDULE') ?? '5,300,1800,7200,18000,36000,36000').split(',').map((part) => part.trim());
  if (schedule.some((part) => !/^\d+(\.\d+)?$/.test(part))) {
    throw new ConfigError('WEBHOOK_RETRY_SCHEDULE must be a comma-separated list of seconds, such as 5,300,1800');
  }

  const confirmations = text(env, 'CHAIN_CONFIRMATIONS');
  const chainRpcUrl = url(env, 'CHAIN_RPC_URL', ['http:', 'https:', 'ws:', 'wss:']);
  const usdcContractAddress = text(env, 'USDC_CONTRACT_ADDRESS');
  if (usdcContractAddress !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(usdcContractAddress)) {
    throw new ConfigError('USDC_CONTRACT_ADDRESS must be a 0x-prefixed 20-byte address');
  }
  if (chainRpcUrl !== undefined && usdcContractAddress === undefined) {
    throw new ConfigError('CHAIN_RPC_URL needs USDC_CONTRACT_ADDRESS');
  }
  const chainHotWalletAddress = text(env, 'CHAIN_HOT_WALLET_ADDRESS');
  if (chainHotWalletAddress !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(chainHotWalletAddress)) {
    throw new ConfigError('CHAIN_HOT_WALLET_ADDRESS must be a 0x-prefixed 20-byte address');
  }
  if (chainHotWalletAddress !== undefined && chainRpcUrl === undefined) {
    throw new ConfigError('CHAIN_HOT_WALLET_ADDRESS needs CHAIN_RPC_URL (the chain its USDC is read on)');
  }

  return {
    port,
    host,
    env: environment,
    role: oneOf(env, 'PONTE_ROLE', ['api', 'worker', 'all'] as const, 'all'),
    databaseUrl,
    databaseReadUrl,
    dataDir,
    retention: {
      idempotencyKeysS: duration(env, 'RETENTION_IDEMPOTENCY_KEYS', 86_400),
      failedJobsS: duration(env, 'RETENTION_FAILED_JOBS', 30 * 86_400),
      webhookAttemptsS: duration(env, 'RETENTION_WEBHOOK_ATTEMPTS', 30 * 86_400),
      rateObservationsS: duration(env, 'RETENTION_RATE_OBSERVATIONS', 0, true),
      intervalS: duration(env, 'RETENTION_INTERVAL', 3600),
      batchSize: integer(env, 'RETENTION_BATCH_SIZE', 1000, 1, 100_000),
      pauseMs: integer(env, 'RETENTION_PAUSE_MS', 100, 0, 60_000),
    },
    migrateOnStart: flag(env, 'MIGRATE_ON_START', true),
    adminToken,
    adminTokenEnabled: flag(env, 'ADMIN_TOKEN_ENABLED', true),
    secretsKey: secretsKeyText === undefined ? undefined : parseSecretsKey(secretsKeyText),
    publicBaseUrl: (url(env, 'PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    webhookRetryScheduleS: schedule.map(Number),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    simulationTtlS: integer(env, 'SIMULATION_TTL_S', 1800, 1),
    transferFundingTimeoutS: integer(env, 'TRANSFER_FUNDING_TIMEOUT_S', 1800, 1),
    kyxLinkTtlS: integer(env, 'KYX_LINK_TTL_S', 86_400, 1),
    approvalTtlS: integer(env, 'APPROVAL_TTL_S', 86_400, 60),
    sandboxSettleDelayMs: integer(env, 'SANDBOX_SETTLE_DELAY_MS', 1000, 0),
    jobRetryBaseMs: integer(env, 'JOB_RETRY_BASE_MS', 1000, 1, 3_600_000),
    rateLimitRps: integer(env, 'RATE_LIMIT_RPS', 100, 1),
    exportPageSize: integer(env, 'EXPORT_PAGE_SIZE', 500, 1, 10_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 100, 3_600_000),
    connectionTimeoutMs: integer(env, 'CONNECTION_TIMEOUT_MS', 75_000, 100, 3_600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    metricsToken,
    metricsPort: text(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65535),
    allowLoopbackCallbacks: flag(env, 'ALLOW_LOOPBACK_CALLBACKS', isLoopbackHost(host)),
    passwordHashCost,
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    chainRpcUrl,
    usdcContractAddress,
    chainHotWalletAddress,
    depositXpub: text(env, 'DEPOSIT_XPUB'),
    chainConfirmations: confirmations === undefined ? undefined : integer(env, 'CHAIN_CONFIRMATIONS', 1, 0, 1000),
    chainLogBlockSpan: integer(env, 'CHAIN_LOG_BLOCK_SPAN', 2000, 1, 1_000_000),
    rails: loadRailSettings(env, environment),
    rateBandAction: oneOf(env, 'RATE_BAND_ACTION', ['fail', 'hold'] as const, 'fail'),
    liquidityCheck: oneOf(env, 'LIQUIDITY_CHECK', ['enforce', 'off'] as const, environment === 'production' ? 'enforce' : 'off'),
    webhookFailingAfterS: integer(env, 'WEBHOOK_FAILING_AFTER_S', 86_400, 1),
    sanctions: sanctionsSettings(env),
    reconciliation: {
      hourUtc: integer(env, 'RECONCILIATION_HOUR', 2, 0, 23),
      slackS: integer(env, 'RECONCILIATION_SLACK_S', 3600, 0, 86_400),
    },
  };
}
