// The one place that chooses each rail from the configuration and hands the services interfaces: the sandbox's
// adapters in the sandbox, and in production only the real adapters whose settings are given. A production process
// never constructs a sandbox class (test/rails/wiring.test.ts asserts it); a rail that is not configured is absent, and
// what needs it answers 503 rail.not_configured (rails/errors.ts). Nothing outside this file names a sandbox adapter,
// except the sandbox's own tools (modules/sandbox), which get them from `sandbox` here.
import type { Config } from '../config/index.ts';
import type { Db } from '../db/index.ts';
import { DepositAddresses, loadDepositXpub } from './chain/deposit-addresses.ts';
import { EvmDepositChecker, type DepositChecker } from './chain/deposits.ts';
import type { BankAccountDirectory } from './cop/bank-accounts.ts';
import type { CollectionAccount } from './cop/deposits.ts';
import type { RateProvider } from './fx/provider.ts';
import { StoredRateProvider } from './fx/stored.ts';
import type { KycPartner } from './kyc/partner.ts';
import { OnfidoKycPartner } from './onfido/adapter.ts';
import type { LocalPayoutRail } from './payouts.ts';
import type { PixReceivingAccount } from './pix/collection.ts';
import type { PixKeyDirectory } from './pix/key-directory.ts';
import { SANDBOX_COLLECTION_ACCOUNT, SANDBOX_PIX_ACCOUNT } from './sandbox/accounts.ts';
import { SandboxChain } from './sandbox/chain.ts';
import { SandboxBankAccountDirectory, SandboxPixKeyDirectory } from './sandbox/directories.ts';
import { SandboxKycPartner } from './sandbox/kyc.ts';
import { sandboxLocalPayoutRail, SandboxUsdBank } from './sandbox/payouts.ts';
import { SandboxRates } from './sandbox/rates.ts';
import type { UsdBank } from './usd/bank.ts';

/** Confirmations a chain deposit needs when CHAIN_CONFIRMATIONS is unset: a reorg deeper than this is not expected. */
const DEFAULT_CHAIN_CONFIRMATIONS = 12;

export interface Rails {
  /** The identity-verification partner behind each KYX step's link and SDK token. */
  kyc: KycPartner | undefined;
  /** Checks a PIX key before an off-ramp pays out to it. */
  pixKeys: PixKeyDirectory | undefined;
  /** Checks a Colombian bank account before an off-ramp pays out to it. */
  bankAccounts: BankAccountDirectory | undefined;
  /** Where BR on-ramps are paid by PIX. */
  pixCollection: PixReceivingAccount | undefined;
  /** Where CO on-ramps are paid by bank deposit. */
  copCollection: CollectionAccount | undefined;
  /** Pays off-ramps out: PIX in BR, bank transfers in CO. */
  localPayouts: LocalPayoutRail | undefined;
  /** Pays payments out (wire, ACH) and holds the beneficiaries' USD receiving accounts. */
  usdBank: UsdBank | undefined;
  /** Market rates, which every simulation and transfer prices with. */
  rates: RateProvider;
  /** The deposit address of each external-wallet off-ramp, from DEPOSIT_XPUB. */
  depositAddresses: DepositAddresses | undefined;
  /** Whether a linked chain transaction funded an external-wallet off-ramp. */
  depositChecker: DepositChecker | undefined;
  /** The sandbox's own tools' handles on its adapters; absent in production. */
  sandbox: SandboxRails | undefined;
}

export interface SandboxRails {
  rates: SandboxRates;
  /** The simulated chain, when no CHAIN_RPC_URL is set (a sandbox on a real chain has none). */
  chain: SandboxChain | undefined;
}

/** Onfido, in production or in a sandbox, wherever its settings are given (ONFIDO_*). */
function onfido(config: Config): KycPartner | undefined {
  const settings = config.rails.onfido;
  return settings && new OnfidoKycPartner(settings);
}

export async function buildRails(config: Config, db: Db): Promise<Rails> {
  const chain = config.chainRpcUrl && config.usdcContractAddress
    ? new EvmDepositChecker(config.chainRpcUrl, config.usdcContractAddress, config.chainConfirmations ?? DEFAULT_CHAIN_CONFIRMATIONS)
    : undefined;
  if (config.env === 'production') {
    const rates = new StoredRateProvider(db);
    await rates.listen();
    return {
      kyc: onfido(config),
      pixKeys: undefined,
      bankAccounts: undefined,
      pixCollection: undefined,
      copCollection: undefined,
      localPayouts: undefined,
      usdBank: undefined,
      rates,
      // External-wallet off-ramps need both an xpub to derive deposit addresses and a chain to read deposits from.
      depositAddresses: config.depositXpub && chain ? new DepositAddresses(config.depositXpub) : undefined,
      depositChecker: chain,
      sandbox: undefined,
    };
  }
  const rates = new SandboxRates(db);
  await rates.listen();
  const sandboxChain = chain ? undefined : new SandboxChain(db);
  return {
    kyc: onfido(config) ?? new SandboxKycPartner(config.publicBaseUrl),
    pixKeys: new SandboxPixKeyDirectory(),
    bankAccounts: new SandboxBankAccountDirectory(),
    pixCollection: SANDBOX_PIX_ACCOUNT,
    copCollection: SANDBOX_COLLECTION_ACCOUNT,
    localPayouts: sandboxLocalPayoutRail(config.sandboxSettleDelayMs),
    usdBank: new SandboxUsdBank(config.sandboxSettleDelayMs),
    rates,
    depositAddresses: new DepositAddresses(await loadDepositXpub(config.depositXpub, config.dataDir, config.env)),
    depositChecker: chain ?? sandboxChain,
    sandbox: { rates, chain: sandboxChain },
  };
}
