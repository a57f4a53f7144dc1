// The settings of each real rail, one block of variables per provider (README, "Rails"). A block is configured when its
// first variable is set, and then every variable it needs must be set too: a half-configured rail stops the process
// with one line naming what is missing, rather than failing at its first payment. Secrets come from the variable or
// from the file its `_FILE` twin names, and never appear in a message.
import { ConfigError, flag, integer, readableFile, secret, text, url, type Env } from './env.ts';

/** OAuth 2.0 client credentials over mutual TLS, as PIX providers require. */
export interface MtlsClientSettings {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  certFile: string;
  keyFile: string;
  keyPassphrase: string | undefined;
  caFile: string | undefined;
  timeoutMs: number;
}

/** A PSP implementing the Banco Central's API Pix: BR on-ramps are collected there. */
export interface PixCollectionSettings {
  api: MtlsClientSettings;
  /** Our PIX key at the PSP: it receives every charge. */
  receivingKey: string;
  merchantName: string;
  merchantCity: string;
  /** The secret part of the webhook path the PSP is given (/webhooks/pix/{secret}). */
  webhookSecret: string;
  /** How often received PIX are listed, so that a lost webhook never strands a transfer. */
  pollIntervalS: number;
  /** Whether the worker registers PUBLIC_BASE_URL/webhooks/pix/{secret} at the PSP at start (PIX_REGISTER_WEBHOOK). */
  registerWebhook: boolean;
  /** How long a credited PIX is re-read for a return under the MED (the mechanism's window; 90 days by default). */
  medWindowDays: number;
  /** How long between two reads of the same credited PIX within that window. */
  medRecheckS: number;
}

/** Efí's PIX send: BR off-ramps are paid out there. */
export interface EfiSettings {
  api: MtlsClientSettings;
  /** Our PIX key at Efí that pays. */
  payerKey: string;
  /** A send still processing this long after Efí took it opens an exception rather than being polled (EFI_PROCESSING_LIMIT_S). */
  processingLimitS: number;
  /** The secret part of the webhook path given to Efí (/webhooks/efi/{secret}); none: no webhook route. */
  webhookSecret: string | undefined;
  /** Whether the worker registers PUBLIC_BASE_URL/webhooks/efi/{secret} on the paying key at start (EFI_REGISTER_WEBHOOK). */
  registerWebhook: boolean;
}

/** Onfido: people are verified there. */
export interface OnfidoSettings {
  baseUrl: string;
  apiToken: string;
  workflowId: string;
  /** The registered webhooks' tokens (more than one only while a webhook is being replaced). */
  webhookTokens: string[];
}

/** Circle's business account: payments out (USD by wire, from USDC) are paid there. */
export interface CircleSettings {
  /** https://api.circle.com in production, https://api-sandbox.circle.com in a sandbox. */
  baseUrl: string;
  apiKey: string;
  /** The secret part of the notification endpoint subscribed at Circle (/webhooks/circle/{secret}); none: polling only. */
  notificationSecret: string | undefined;
  /** How often a payout still pending at Circle is read again. */
  pollIntervalS: number;
  timeoutMs: number;
}

/** Bitso's Colombia Payments: CO on-ramps are collected there (Bre-B pay-in keys), CO off-ramps paid out (Bre-B, ACH). */
export interface BitsoSettings {
  /** https://api.bitso.com in production, https://api-stage.bitso.com in a sandbox. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The secret part of the webhook path registered at Bitso (/webhooks/bitso/{secret}); none: polling only. */
  webhookSecret: string | undefined;
  /** How often a pending payout is read again, and the pay-ins listed. */
  pollIntervalS: number;
  timeoutMs: number;
}

/** Market rates from public sources (production always prices with them; the sandbox with its own table). */
export interface RateSourceSettings {
  ptaxUrl: string;
  trmUrl: string;
  mercadoBitcoinUrl: string;
  budaUrl: string;
  refreshS: number;
  /** A rate older than this is not quoted: simulations answer 503 rates.unavailable. */
  maxAgeS: number;
  /** A new rate more than this fraction away from the last accepted one is refused until it holds. */
  maxMove: string;
  /** How far the market may stand from the official rate of the same day. */
  tolerance: string;
  timeoutMs: number;
}

export interface RailSettings {
  pix: PixCollectionSettings | undefined;
  efi: EfiSettings | undefined;
  onfido: OnfidoSettings | undefined;
  circle: CircleSettings | undefined;
  bitso: BitsoSettings | undefined;
  rates: RateSourceSettings;
}

/** The variables of one block that are missing, once its first one is set. */
function required<T>(block: string, values: Record<string, T | undefined>): Record<string, T> {
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new ConfigError(`${block} is half configured: set ${missing.join(', ')} as well`);
  return values as Record<string, T>;
}

const MTLS_TIMEOUT_MS = 15_000;

function mtlsClient(env: Env, prefix: string, defaultTokenPath: string): MtlsClientSettings | undefined {
  const baseUrl = url(env, `${prefix}_API_URL`, ['https:']);
  if (baseUrl === undefined) return undefined;
  const values = required(`${prefix}_API_URL`, {
    [`${prefix}_CLIENT_ID`]: text(env, `${prefix}_CLIENT_ID`),
    [`${prefix}_CLIENT_SECRET`]: secret(env, `${prefix}_CLIENT_SECRET`),
    [`${prefix}_CERT_FILE`]: readableFile(env, `${prefix}_CERT_FILE`),
    [`${prefix}_KEY_FILE`]: readableFile(env, `${prefix}_KEY_FILE`),
  });
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    tokenUrl: url(env, `${prefix}_TOKEN_URL`, ['https:']) ?? new URL(defaultTokenPath, baseUrl).toString(),
    clientId: values[`${prefix}_CLIENT_ID`]!,
    clientSecret: values[`${prefix}_CLIENT_SECRET`]!,
    certFile: values[`${prefix}_CERT_FILE`]!,
    keyFile: values[`${prefix}_KEY_FILE`]!,
    keyPassphrase: secret(env, `${prefix}_KEY_PASSPHRASE`),
    caFile: readableFile(env, `${prefix}_CA_FILE`),
    timeoutMs: integer(env, `${prefix}_TIMEOUT_MS`, MTLS_TIMEOUT_MS, 100, 120_000),
  };
}

function pixCollection(env: Env): PixCollectionSettings | undefined {
  const api = mtlsClient(env, 'PIX', '/oauth/token');
  if (!api) return undefined;
  const values = required('PIX_API_URL', {
    PIX_RECEIVING_KEY: text(env, 'PIX_RECEIVING_KEY'),
    PIX_MERCHANT_NAME: text(env, 'PIX_MERCHANT_NAME'),
    PIX_MERCHANT_CITY: text(env, 'PIX_MERCHANT_CITY'),
    PIX_WEBHOOK_SECRET: secret(env, 'PIX_WEBHOOK_SECRET'),
  });
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(values.PIX_WEBHOOK_SECRET!)) {
    throw new ConfigError('PIX_WEBHOOK_SECRET must be 32 to 128 letters, digits, - or _ (it is a path segment)');
  }
  return {
    api,
    receivingKey: values.PIX_RECEIVING_KEY!,
    merchantName: values.PIX_MERCHANT_NAME!,
    merchantCity: values.PIX_MERCHANT_CITY!,
    webhookSecret: values.PIX_WEBHOOK_SECRET!,
    pollIntervalS: integer(env, 'PIX_POLL_INTERVAL_S', 60, 1, 3600),
    registerWebhook: flag(env, 'PIX_REGISTER_WEBHOOK', false),
    medWindowDays: integer(env, 'PIX_MED_WINDOW_DAYS', 90, 1, 366),
    medRecheckS: integer(env, 'PIX_MED_RECHECK_S', 86_400, 1, 30 * 86_400),
  };
}

function efi(env: Env): EfiSettings | undefined {
  const api = mtlsClient(env, 'EFI', '/oauth/token');
  if (!api) return undefined;
  const { EFI_PAYER_KEY } = required('EFI_API_URL', { EFI_PAYER_KEY: text(env, 'EFI_PAYER_KEY') });
  const webhookSecret = secret(env, 'EFI_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && !/^[A-Za-z0-9_-]{32,128}$/.test(webhookSecret)) {
    throw new ConfigError('EFI_WEBHOOK_SECRET must be 32 to 128 letters, digits, - or _ (it is a path segment)');
  }
  const registerWebhook = flag(env, 'EFI_REGISTER_WEBHOOK', false);
  if (registerWebhook && webhookSecret === undefined)
    throw new ConfigError('EFI_REGISTER_WEBHOOK needs EFI_WEBHOOK_SECRET (the secret part of the URL registered)');
  return { api, payerKey: EFI_PAYER_KEY!, processingLimitS: integer(env, 'EFI_PROCESSING_LIMIT_S', 1800, 1, 7 * 86_400), webhookSecret, registerWebhook };
}

/** A loopback host: traffic to it never leaves the machine. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A partner's URL: https in production (a verification partner's documents, the rates the service prices with: never
 * readable or alterable on the network), except to a loopback address (a local fake in tests, a sidecar); the sandbox
 * may reach anything over http.
 */
function partnerUrl(env: Env, name: string, production: boolean): string | undefined {
  const value = url(env, name, ['https:', 'http:']);
  if (value !== undefined && production && new URL(value).protocol === 'http:' && !LOOPBACK.test(new URL(value).hostname)) {
    throw new ConfigError(`${name} must use https: in production (http: only to a loopback address, such as a local fake), got ${value}`);
  }
  return value;
}

function onfido(env: Env, production: boolean): OnfidoSettings | undefined {
  const baseUrl = partnerUrl(env, 'ONFIDO_API_URL', production);
  if (baseUrl === undefined) return undefined;
  const values = required('ONFIDO_API_URL', {
    ONFIDO_API_TOKEN: secret(env, 'ONFIDO_API_TOKEN'),
    ONFIDO_WORKFLOW_ID: text(env, 'ONFIDO_WORKFLOW_ID'),
    ONFIDO_WEBHOOK_TOKEN: secret(env, 'ONFIDO_WEBHOOK_TOKEN'),
  });
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiToken: values.ONFIDO_API_TOKEN!,
    workflowId: values.ONFIDO_WORKFLOW_ID!,
    webhookTokens: values
      .ONFIDO_WEBHOOK_TOKEN!.split(',')
      .map((token) => token.trim())
      .filter(Boolean),
  };
}

const CIRCLE_HOSTS = { production: 'api.circle.com', sandbox: 'api-sandbox.circle.com' } as const;

/**
 * Circle's settings, once CIRCLE_API_KEY is set. A sandbox may use Circle's sandbox only: given the production host it
 * refuses to start, naming the setting (it would pay real USD for payments funded by sandbox tools); production refuses
 * the sandbox host the same way. Another host is taken over HTTPS (a proxy), or over HTTP on the loopback (a test's fake).
 */
function circle(env: Env, environment: 'sandbox' | 'production'): CircleSettings | undefined {
  const apiKey = secret(env, 'CIRCLE_API_KEY');
  const given = url(env, 'CIRCLE_BASE_URL', ['https:', 'http:']);
  if (apiKey === undefined) {
    if (given !== undefined) throw new ConfigError('CIRCLE_BASE_URL is half configured: set CIRCLE_API_KEY as well');
    return undefined;
  }
  const baseUrl = (given ?? `https://${CIRCLE_HOSTS[environment]}`).replace(/\/+$/, '');
  const parsed = new URL(baseUrl);
  if (parsed.protocol === 'http:' && !LOOPBACK.test(parsed.hostname))
    throw new ConfigError('CIRCLE_BASE_URL must use https: (http: only on the loopback, for a local fake)');
  if (environment === 'sandbox' && parsed.hostname === CIRCLE_HOSTS.production) {
    throw new ConfigError(
      `CIRCLE_BASE_URL names Circle's production host (${CIRCLE_HOSTS.production}), which pays real money: a sandbox may use ${CIRCLE_HOSTS.sandbox} only`,
    );
  }
  if (environment === 'production' && parsed.hostname === CIRCLE_HOSTS.sandbox) {
    throw new ConfigError(
      `CIRCLE_BASE_URL names Circle's sandbox host (${CIRCLE_HOSTS.sandbox}), which pays nothing: production needs ${CIRCLE_HOSTS.production}`,
    );
  }
  const notificationSecret = secret(env, 'CIRCLE_NOTIFICATION_SECRET');
  if (notificationSecret !== undefined && !/^[A-Za-z0-9_-]{32,128}$/.test(notificationSecret)) {
    throw new ConfigError('CIRCLE_NOTIFICATION_SECRET must be 32 to 128 letters, digits, - or _ (it is a path segment)');
  }
  return {
    baseUrl,
    apiKey,
    notificationSecret,
    pollIntervalS: integer(env, 'CIRCLE_POLL_INTERVAL_S', 600, 1, 86_400),
    timeoutMs: integer(env, 'CIRCLE_TIMEOUT_MS', 15_000, 100, 120_000),
  };
}

const BITSO_HOSTS = { production: 'api.bitso.com', sandbox: 'api-stage.bitso.com' } as const;

/**
 * Bitso's settings, once BITSO_API_KEY is set. As for Circle: a sandbox given Bitso's production host refuses to start,
 * naming BITSO_API_URL (it would pay real COP for off-ramps funded by sandbox tools), production refuses the stage host,
 * and another host is taken over HTTPS, or over HTTP on the loopback (a test's fake).
 */
function bitso(env: Env, environment: 'sandbox' | 'production'): BitsoSettings | undefined {
  const apiKey = text(env, 'BITSO_API_KEY');
  const given = url(env, 'BITSO_API_URL', ['https:', 'http:']);
  if (apiKey === undefined) {
    if (given !== undefined || secret(env, 'BITSO_API_SECRET') !== undefined)
      throw new ConfigError('BITSO_API_URL is half configured: set BITSO_API_KEY as well');
    return undefined;
  }
  const { BITSO_API_SECRET } = required('BITSO_API_KEY', { BITSO_API_SECRET: secret(env, 'BITSO_API_SECRET') });
  const baseUrl = (given ?? `https://${BITSO_HOSTS[environment]}`).replace(/\/+$/, '');
  const parsed = new URL(baseUrl);
  if (parsed.protocol === 'http:' && !LOOPBACK.test(parsed.hostname))
    throw new ConfigError('BITSO_API_URL must use https: (http: only on the loopback, for a local fake)');
  if (environment === 'sandbox' && parsed.hostname.toLowerCase() === BITSO_HOSTS.production) {
    throw new ConfigError(
      `BITSO_API_URL names Bitso's production host (${BITSO_HOSTS.production}), which moves real money: a sandbox may use ${BITSO_HOSTS.sandbox} only, or set PONTE_ENV=production`,
    );
  }
  if (environment === 'production' && parsed.hostname.toLowerCase() === BITSO_HOSTS.sandbox) {
    throw new ConfigError(`BITSO_API_URL names Bitso's stage host (${BITSO_HOSTS.sandbox}), which moves no money: production needs ${BITSO_HOSTS.production}`);
  }
  const webhookSecret = secret(env, 'BITSO_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && !/^[A-Za-z0-9_-]{32,128}$/.test(webhookSecret)) {
    throw new ConfigError('BITSO_WEBHOOK_SECRET must be 32 to 128 letters, digits, - or _ (it is a path segment)');
  }
  return {
    baseUrl,
    apiKey,
    apiSecret: BITSO_API_SECRET!,
    webhookSecret,
    pollIntervalS: integer(env, 'BITSO_POLL_INTERVAL_S', 60, 1, 86_400),
    timeoutMs: integer(env, 'BITSO_TIMEOUT_MS', 15_000, 100, 120_000),
  };
}

/** A fraction written as a decimal between 0 and 1 ("0.05"). */
function fraction(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  if (!/^0(\.\d{1,6})?$|^1(\.0+)?$/.test(raw) || Number(raw) === 0) throw new ConfigError(`${name} must be a fraction above 0 and at most 1, such as 0.05`);
  return raw;
}

function rateSources(env: Env, production: boolean): RateSourceSettings {
  return {
    ptaxUrl: partnerUrl(env, 'RATES_PTAX_URL', production) ?? 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata',
    // Each the documented address its client adds its path to (rails/rate-sources/): the resource itself for SODA.
    trmUrl: partnerUrl(env, 'RATES_TRM_URL', production) ?? 'https://www.datos.gov.co/resource/32sa-8pi3.json',
    mercadoBitcoinUrl: partnerUrl(env, 'RATES_MERCADO_BITCOIN_URL', production) ?? 'https://www.mercadobitcoin.net/api',
    budaUrl: partnerUrl(env, 'RATES_BUDA_URL', production) ?? 'https://www.buda.com/api/v2',
    refreshS: integer(env, 'RATES_REFRESH_S', 60, 5, 3600),
    maxAgeS: integer(env, 'RATES_MAX_AGE_S', 300, 10, 86_400),
    maxMove: fraction(env, 'RATES_MAX_MOVE', '0.05'),
    tolerance: fraction(env, 'RATES_TOLERANCE', '0.03'),
    timeoutMs: integer(env, 'RATES_TIMEOUT_MS', 10_000, 100, 120_000),
  };
}

/**
 * Hosts that move real money: Efí's production API (pix.api.efipay.com.br, and its former name under Gerencianet);
 * homologation is pix-h.api.efipay.com.br (docs/rails/efi.md). Efí also serves the API Pix, so a PSP set to it counts.
 */
const PRODUCTION_HOSTS = new Set(['pix.api.efipay.com.br', 'api-pix.gerencianet.com.br']);

/**
 * A sandbox never moves real money: it may reach a provider's test environment only. Every rail URL (and token URL) is
 * checked against the providers' production hosts, and Onfido's shared host against a live token; the first one found
 * stops the process, naming the setting.
 */
function refuseProductionProviders(settings: RailSettings): void {
  const urls: [string, string | undefined][] = [
    ['EFI_API_URL', settings.efi?.api.baseUrl],
    ['EFI_TOKEN_URL', settings.efi?.api.tokenUrl],
    ['PIX_API_URL', settings.pix?.api.baseUrl],
    ['PIX_TOKEN_URL', settings.pix?.api.tokenUrl],
  ];
  for (const [name, value] of urls) {
    if (value !== undefined && PRODUCTION_HOSTS.has(new URL(value).hostname.toLowerCase())) {
      throw new ConfigError(
        `${name} names a production host (${new URL(value).hostname}), which moves real money; a sandbox may use a provider's test environment only (Efí: pix-h.api.efipay.com.br), or set PONTE_ENV=production`,
      );
    }
  }
  // Onfido has one host per region for both environments; a live token (api_live...) is what verifies for real.
  const onfido = settings.onfido;
  if (onfido && /(^|\.)onfido\.com$/i.test(new URL(onfido.baseUrl).hostname) && /^api_live/.test(onfido.apiToken)) {
    throw new ConfigError(
      "ONFIDO_API_TOKEN is a live token (api_live...); a sandbox may use Onfido's sandbox (an api_sandbox token) only, or set PONTE_ENV=production",
    );
  }
}

export function loadRailSettings(env: Env, environment: 'sandbox' | 'production'): RailSettings {
  const production = environment === 'production';
  const settings = {
    pix: pixCollection(env),
    efi: efi(env),
    onfido: onfido(env, production),
    circle: circle(env, environment),
    bitso: bitso(env, environment),
    rates: rateSources(env, production),
  };
  if (!production) refuseProductionProviders(settings);
  return settings;
}
