// The one place that chooses each rail from the configuration and hands the services interfaces: the sandbox's
// adapters in the sandbox, and in production only the real adapters whose settings are given. A production process
// never constructs a sandbox class (test/rails/wiring.test.ts asserts it); a rail that is not configured is absent, and
// what needs it answers 503 rail.not_configured (rails/capabilities/errors.ts). Nothing outside this file names a sandbox adapter,
// except the sandbox's own tools (modules/sandbox), which get them from `sandbox` here.
import type { Config } from '../config/index.ts';
import type { Db } from '../db/index.ts';
import { DepositAddresses, sandboxDepositXpub } from './chain/deposit-addresses.ts';
import { EvmChainBalance } from './chain/balance.ts';
import { EvmChainStatement, type FundingWalletsOf } from './chain/statement.ts';
import { EvmDepositChecker, type DepositChecker } from './chain/deposits.ts';
import type { BankAccountDirectory } from './capabilities/cop-bank-accounts.ts';
import type { BrebKeyDirectory } from './capabilities/breb-keys.ts';
import type { CopCollector } from './capabilities/cop-collection.ts';
import { BitsoRail } from './bitso/rail.ts';
import type { CollectionAccount } from './capabilities/cop-deposits.ts';
import type { RateProvider } from './capabilities/rate-provider.ts';
import { LiveRateProvider } from './fx/live.ts';
import { publicRateSources, RateRefresher, rulesOf } from './fx/refresh.ts';
import type { KycPartner } from './capabilities/kyc-partner.ts';
import { OnfidoKycPartner } from './onfido/adapter.ts';
import { BcbPixRail } from './bcb-pix/rail.ts';
import { EfiPayoutTimeKeyCheck } from './efi/key-check.ts';
import { EfiPayoutRail } from './efi/rail.ts';
import type { LocalPayoutRails } from './capabilities/payouts.ts';
import type { PixCollector, PixReceivingAccount } from './capabilities/pix-collection.ts';
import type { PixKeyDirectory } from './capabilities/pix-key-directory.ts';
import { PixCollectorStatement, type PixReferenceOf } from './pix/statement.ts';
import { BitsoStatement, type BitsoPayinReferenceOf } from './bitso/statement.ts';
import { CirclePayoutStatement, type CirclePayoutReferenceOf } from './circle/statement.ts';
import { SANDBOX_COLLECTION_ACCOUNT, SANDBOX_PIX_ACCOUNT } from './sandbox/accounts.ts';
import { SandboxChain } from './sandbox/chain.ts';
import { SandboxBankAccountDirectory, SandboxBrebKeyDirectory, SandboxPixKeyDirectory } from './sandbox/directories.ts';
import { SandboxKycPartner } from './sandbox/kyc.ts';
import { sandboxLocalPayoutRail, SandboxUsdBank } from './sandbox/payouts.ts';
import { SandboxRates } from './sandbox/rates.ts';
import { SandboxDepositReturns, SandboxRailStatement } from './sandbox/statement.ts';
import type { DepositReturnRail, RailStatements } from './capabilities/statement.ts';
import type { UsdBank, UsdPayoutRail } from './capabilities/usd-bank.ts';
import type { RailBalances } from './capabilities/balance.ts';
import { CirclePayoutRail } from './circle/rail.ts';

/** Confirmations a chain deposit needs when CHAIN_CONFIRMATIONS is unset: a reorg deeper than this is not expected. */
const DEFAULT_CHAIN_CONFIRMATIONS = 12;

export interface Rails {
  /** The identity-verification partner behind each KYX step's link and SDK token. */
  kyc: KycPartner | undefined;
  /** Checks a PIX key before an off-ramp pays out to it. */
  pixKeys: PixKeyDirectory | undefined;
  /** Checks a Colombian bank account before an off-ramp pays out to it. */
  bankAccounts: BankAccountDirectory | undefined;
  /** Resolves a Colombian Bre-B key's holder before an off-ramp pays out to it (Bitso's preview). */
  brebKeys: BrebKeyDirectory | undefined;
  /** Where BR on-ramps are paid by PIX, as a static receiving account whose BR Codes are made here (the sandbox)... */
  pixCollection: PixReceivingAccount | undefined;
  /** ...or as a PSP implementing the Banco Central's API Pix, which makes each charge (production). */
  pixCollector: PixCollector | undefined;
  /** Where CO on-ramps are paid by bank deposit, as a static account (the sandbox)... */
  copCollection: CollectionAccount | undefined;
  /** ...or at a provider that makes each on-ramp's Bre-B key and shows its pay-ins (Bitso, production). */
  copCollector: CopCollector | undefined;
  /** Per country, the collection rail that sends a failed on-ramp's deposit back to its payer at once (the sandbox's). */
  depositReturns: Partial<Record<'BR' | 'CO', DepositReturnRail>>;
  /** Pays off-ramps out, per country: PIX in BR, bank transfers in CO. */
  localPayouts: LocalPayoutRails;
  /** Holds the beneficiaries' USD receiving accounts (payments in): the sandbox's bank only. */
  usdBank: UsdBank | undefined;
  /** Pays payments out (USD to a contact's US bank account): Circle's business account, or the sandbox's bank. */
  usdPayouts: UsdPayoutRail | undefined;
  /** Market rates, which every simulation and transfer prices with. */
  rates: RateProvider;
  /** Production's refresh of the market rates from public sources, which the worker runs; absent in the sandbox. */
  rateRefresh: RateRefresher | undefined;
  /** The deposit address of each external-wallet off-ramp, from DEPOSIT_XPUB. */
  depositAddresses: DepositAddresses | undefined;
  /** Whether a linked chain transaction funded an external-wallet off-ramp. */
  depositChecker: DepositChecker | undefined;
  /** The sandbox's own tools' handles on its adapters; absent in production. */
  sandbox: SandboxRails | undefined;
  /** Each rail account's statement for reconciliation, or why none can be read; `references` reads rail items as ours. */
  statements(references: StatementReferences): RailStatements;
  /** Each rail account's provider balance, or why none can be read (rails/capabilities/balance.ts); `references` as for statements. */
  balances(references: StatementReferences): RailBalances;
}

/** The domain's reading of a rail's own items as our references (the rails know no transfer or payment). */
export interface StatementReferences {
  /** A PIX a PSP received. */
  pix: PixReferenceOf;
  /** A pay-in Bitso received. */
  copPayin: BitsoPayinReferenceOf;
  /** A payout Circle made. */
  usdPayout: CirclePayoutReferenceOf;
  /** The funding wallets on the chain, each under its transfer. */
  fundingWallets: FundingWalletsOf;
}

export interface SandboxRails {
  rates: SandboxRates;
  /** The simulated chain, when no CHAIN_RPC_URL is set (a sandbox on a real chain has none). */
  chain: SandboxChain | undefined;
  /** The sandbox rails' statement, where the sandbox's tools record money arriving. */
  statement: SandboxRailStatement;
}

/** The funding wallets' (and the hot wallet's) statement on the EVM chain of CHAIN_RPC_URL (called only when it and USDC's address are set). */
const chainStatement = (config: Config, references: StatementReferences): EvmChainStatement =>
  new EvmChainStatement(config.chainRpcUrl!, config.usdcContractAddress!, references.fundingWallets, config.chainLogBlockSpan, config.chainHotWalletAddress);

/** The funding wallets' (and the hot wallet's) USDC balance on the EVM chain of CHAIN_RPC_URL (called only when it and USDC's address are set). */
const chainBalance = (config: Config, references: StatementReferences): EvmChainBalance =>
  new EvmChainBalance(config.chainRpcUrl!, config.usdcContractAddress!, references.fundingWallets, config.chainHotWalletAddress);

/** Why a configured rail account's balance is not read: its provider offers no balance call, or none is read here. */
const NO_BALANCE = {
  pix: { unreadable: "The PSP's API Pix (the Banco Central's) defines no balance call" },
};

/** The real adapters whose settings are given, in either environment (Onfido too: a sandbox may verify people there). */
function configuredRails(config: Config) {
  const { pix, efi, onfido, circle, bitso } = config.rails;
  return {
    pixCollector: pix && new BcbPixRail({ ...pix.api, pixKey: pix.receivingKey, merchantName: pix.merchantName, merchantCity: pix.merchantCity }),
    efi:
      efi &&
      new EfiPayoutRail({
        baseUrl: efi.api.baseUrl,
        clientId: efi.api.clientId,
        clientSecret: efi.api.clientSecret,
        certificateFile: efi.api.certFile,
        keyFile: efi.api.keyFile,
        tokenUrl: efi.api.tokenUrl,
        ...(efi.api.keyPassphrase ? { keyPassphrase: efi.api.keyPassphrase } : {}),
        ...(efi.api.caFile ? { caFile: efi.api.caFile } : {}),
        timeoutMs: efi.api.timeoutMs,
        payerKey: efi.payerKey,
        processingLimitMs: efi.processingLimitS * 1000,
      }),
    onfido: onfido && new OnfidoKycPartner(onfido),
    circle:
      circle &&
      new CirclePayoutRail({ baseUrl: circle.baseUrl, apiKey: circle.apiKey, timeoutMs: circle.timeoutMs, pollIntervalMs: circle.pollIntervalS * 1000 }),
    bitso:
      bitso &&
      new BitsoRail({
        baseUrl: bitso.baseUrl,
        apiKey: bitso.apiKey,
        apiSecret: bitso.apiSecret,
        timeoutMs: bitso.timeoutMs,
        pollIntervalMs: bitso.pollIntervalS * 1000,
      }),
  };
}

/** The rails for `config` (context.ts measures every call to one: observability/rails.ts). */
export async function buildRails(config: Config, db: Db): Promise<Rails> {
  const chain =
    config.chainRpcUrl && config.usdcContractAddress
      ? new EvmDepositChecker(config.chainRpcUrl, config.usdcContractAddress, config.chainConfirmations ?? DEFAULT_CHAIN_CONFIRMATIONS)
      : undefined;
  const real = configuredRails(config);
  if (config.env === 'production') {
    const rateSettings = config.rails.rates;
    const rates = new LiveRateProvider(db, { maxAgeS: rateSettings.maxAgeS, refreshS: rateSettings.refreshS });
    await rates.listen();
    return {
      kyc: real.onfido,
      // Efí has no directory: a key is checked on its form, and its holder by Efí when it pays (efi/key-check.ts).
      pixKeys: real.efi && new EfiPayoutTimeKeyCheck(),
      // Bitso offers no ACH account validation: an account is checked on its form, its holder by the bank at payout.
      bankAccounts: real.bitso,
      brebKeys: real.bitso,
      pixCollection: undefined,
      pixCollector: real.pixCollector,
      copCollection: undefined,
      // Bitso returns what it collected by a payout back to the payer (modules/transfers/cop-collections.ts).
      copCollector: real.bitso,
      depositReturns: {},
      localPayouts: { ...(real.efi ? { BR: real.efi } : {}), ...(real.bitso ? { CO: real.bitso } : {}) },
      usdBank: undefined,
      usdPayouts: real.circle,
      rates,
      rateRefresh: new RateRefresher(db, publicRateSources(rateSettings), rulesOf(rateSettings)),
      // External-wallet off-ramps need both an xpub to derive deposit addresses and a chain to read deposits from.
      depositAddresses: config.depositXpub && chain ? new DepositAddresses(config.depositXpub) : undefined,
      depositChecker: chain,
      sandbox: undefined,
      // One Bitso account holds both COP rail accounts: the same balance, compared with their books' sum.
      balances: (references) => ({
        ...(real.pixCollector ? { 'pix-collection': NO_BALANCE.pix } : {}),
        ...(real.efi ? { 'br-payouts': real.efi } : {}),
        ...(real.bitso ? { 'cop-collection': real.bitso, 'co-payouts': real.bitso } : {}),
        ...(real.circle ? { 'usd-bank': real.circle } : {}),
        ...(chain ? { chain: chainBalance(config, references) } : {}),
      }),
      statements: (references) => {
        // One statement of Bitso's account carries both its collection and its payout lines.
        const bitso = real.bitso && new BitsoStatement(real.bitso.client, references.copPayin);
        return {
          ...(real.pixCollector ? { 'pix-collection': new PixCollectorStatement(real.pixCollector, references.pix) } : {}),
          ...(real.efi ? { 'br-payouts': real.efi.statement() } : {}),
          ...(bitso ? { 'cop-collection': bitso, 'co-payouts': bitso } : {}),
          ...(real.circle ? { 'usd-bank': new CirclePayoutStatement(real.circle.client, references.usdPayout) } : {}),
          ...(chain ? { chain: chainStatement(config, references) } : {}),
        };
      },
    };
  }
  const rates = new SandboxRates(db);
  await rates.listen();
  const sandboxChain = chain ? undefined : new SandboxChain(db);
  const statement = new SandboxRailStatement(db);
  const sandboxPayouts = sandboxLocalPayoutRail(config.sandboxSettleDelayMs, statement);
  const usdBank = new SandboxUsdBank(config.sandboxSettleDelayMs, statement);
  return {
    kyc: real.onfido ?? new SandboxKycPartner(config.publicBaseUrl),
    pixKeys: real.efi ? new EfiPayoutTimeKeyCheck() : new SandboxPixKeyDirectory(),
    // A sandbox given Bitso's settings pays CO through Bitso's stage environment (config/rails.ts refuses production's).
    bankAccounts: real.bitso ?? new SandboxBankAccountDirectory(),
    brebKeys: real.bitso ?? new SandboxBrebKeyDirectory(),
    // A sandbox given a PIX provider collects through it; otherwise its BR Codes are made here, on its own account.
    pixCollection: real.pixCollector ? undefined : SANDBOX_PIX_ACCOUNT,
    pixCollector: real.pixCollector,
    copCollection: SANDBOX_COLLECTION_ACCOUNT,
    // The sandbox's tools pay its own CO account; Bitso's stage environment pays CO off-ramps out only.
    copCollector: undefined,
    // A PSP returns what it collected by its own refund (modules/transfers/pix-collections.ts), not by this.
    depositReturns: {
      ...(real.pixCollector ? {} : { BR: new SandboxDepositReturns(statement, 'pix-collection') }),
      CO: new SandboxDepositReturns(statement, 'cop-collection'),
    },
    localPayouts: { BR: real.efi ?? sandboxPayouts, CO: real.bitso ?? sandboxPayouts },
    usdBank,
    // A sandbox given Circle's settings pays through Circle's sandbox (config/rails.ts refuses its production host).
    usdPayouts: real.circle ?? usdBank,
    rates,
    rateRefresh: undefined,
    // The sandbox's own xpub is made at the first address asked for, not at start (rails/chain/deposit-addresses.ts).
    depositAddresses: new DepositAddresses(config.depositXpub ?? (() => sandboxDepositXpub(config.dataDir))),
    depositChecker: chain ?? sandboxChain,
    sandbox: { rates, chain: sandboxChain, statement },
    balances: (references) => ({
      'pix-collection': real.pixCollector ? NO_BALANCE.pix : statement.balanceOf('pix-collection'),
      'cop-collection': statement.balanceOf('cop-collection'),
      'br-payouts': real.efi ?? statement.balanceOf('br-payouts'),
      'co-payouts': real.bitso ?? statement.balanceOf('co-payouts'),
      'usd-bank': real.circle ?? statement.balanceOf('usd-bank'),
      chain: chain ? chainBalance(config, references) : statement.balanceOf('chain'),
    }),
    statements: (references) => ({
      'pix-collection': real.pixCollector ? new PixCollectorStatement(real.pixCollector, references.pix) : statement.of('pix-collection'),
      'cop-collection': statement.of('cop-collection'),
      'br-payouts': real.efi ? real.efi.statement() : statement.of('br-payouts'),
      // A sandbox pays CO through Bitso's stage environment when given its settings (it collects on its own account).
      'co-payouts': real.bitso ? new BitsoStatement(real.bitso.client, references.copPayin) : statement.of('co-payouts'),
      'usd-bank': statement.of('usd-bank'),
      chain: chain ? chainStatement(config, references) : statement.of('chain'),
    }),
  };
}

/** Which adapter stands behind each rail (null: not configured), as /ready reports it to operators. */
export function railsSummary(rails: Rails): Record<string, string | null> {
  const sandboxOr = (value: unknown, real: string): string | null => (value === undefined ? null : rails.sandbox && !isReal(value) ? 'sandbox' : real);
  return {
    verification: sandboxOr(rails.kyc, 'Onfido'),
    pixCollection: rails.pixCollector ? 'BCB API Pix' : rails.pixCollection ? 'sandbox' : null,
    pixKeyCheck: rails.pixKeys instanceof EfiPayoutTimeKeyCheck ? 'Efí (holder checked at payout)' : sandboxOr(rails.pixKeys, 'configured'),
    colombianCollection: rails.copCollector instanceof BitsoRail ? 'Bitso (Bre-B pay-in keys)' : sandboxOr(rails.copCollection, 'configured'),
    colombianAccountCheck: rails.bankAccounts instanceof BitsoRail ? 'Bitso (Bre-B preview; ACH on its form)' : sandboxOr(rails.bankAccounts, 'configured'),
    payoutsBR: rails.localPayouts.BR instanceof EfiPayoutRail ? 'Efí' : sandboxOr(rails.localPayouts.BR, 'configured'),
    payoutsCO: rails.localPayouts.CO instanceof BitsoRail ? 'Bitso' : sandboxOr(rails.localPayouts.CO, 'configured'),
    usdBank: sandboxOr(rails.usdBank, 'configured'),
    usdPayouts: rails.usdPayouts instanceof CirclePayoutRail ? 'Circle' : sandboxOr(rails.usdPayouts, 'configured'),
    rates: rails.sandbox ? 'sandbox' : 'public sources',
    chain: rails.depositChecker instanceof EvmDepositChecker ? 'EVM' : rails.depositChecker ? 'sandbox' : null,
  };
}

/** Whether an adapter is one of the real ones (not a sandbox's). */
const isReal = (value: unknown): boolean =>
  value instanceof BcbPixRail ||
  value instanceof EfiPayoutRail ||
  value instanceof EfiPayoutTimeKeyCheck ||
  value instanceof OnfidoKycPartner ||
  value instanceof CirclePayoutRail ||
  value instanceof BitsoRail;
