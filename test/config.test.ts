// Configuration (contract section 1): defaults, validation, and production's required settings.
// Test pass: embedded only (database-independent: reads settings)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config/index.ts';
import { hashPassword, verifyPassword } from '../src/crypto.ts';

describe('configuration', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.env, 'sandbox');
    assert.equal(config.role, 'all');
    assert.equal(config.databaseUrl, undefined);
    assert.match(config.dataDir, /\.data$/);
    assert.equal(config.publicBaseUrl, 'http://localhost:3000');
    assert.deepEqual(config.webhookRetryScheduleS, [5, 300, 1800, 7200, 18000, 36000, 36000]);
    assert.equal(config.webhookTimeoutMs, 10000);
    assert.equal(config.simulationTtlS, 1800);
    assert.equal(config.transferFundingTimeoutS, 1800);
    assert.equal(config.kyxLinkTtlS, 86400);
    assert.equal(config.sandboxSettleDelayMs, 1000);
    assert.equal(config.jobRetryBaseMs, 1000);
    assert.equal(config.rateLimitRps, 100);
    assert.equal(config.requestTimeoutMs, 60_000);
    assert.equal(config.connectionTimeoutMs, 75_000);
    assert.equal(config.keepAliveTimeoutMs, 72_000);
    assert.equal(config.metricsToken, undefined);
    assert.equal(config.chainConfirmations, undefined);
  });

  it('migrates on start unless MIGRATE_ON_START is false, and refuses anything but true or false', () => {
    assert.equal(loadConfig({}).migrateOnStart, true);
    assert.equal(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart, false);
    assert.throws(
      () => loadConfig({ MIGRATE_ON_START: 'no' }),
      (error: unknown) => error instanceof ConfigError && /MIGRATE_ON_START must be true or false/.test(error.message),
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PONTE_ROLE: 'worker',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      PUBLIC_BASE_URL: 'https://api.example.com/',
      WEBHOOK_RETRY_SCHEDULE: '1, 2,0.5',
      WEBHOOK_TIMEOUT_MS: '500',
      SIMULATION_TTL_S: '60',
      TRANSFER_FUNDING_TIMEOUT_S: '90',
      KYX_LINK_TTL_S: '1',
      SANDBOX_SETTLE_DELAY_MS: '0',
      JOB_RETRY_BASE_MS: '5',
      RATE_LIMIT_RPS: '7',
      CHAIN_RPC_URL: 'http://127.0.0.1:8545',
      USDC_CONTRACT_ADDRESS: '0x' + 'a'.repeat(40),
      CHAIN_CONFIRMATIONS: '3',
      SECRETS_KEY: 'ab'.repeat(32),
      REQUEST_TIMEOUT_MS: '30000',
      CONNECTION_TIMEOUT_MS: '40000',
      KEEP_ALIVE_TIMEOUT_MS: '35000',
      METRICS_TOKEN: 'm'.repeat(16),
    });
    assert.equal(config.port, 8080);
    assert.deepEqual([config.requestTimeoutMs, config.connectionTimeoutMs, config.keepAliveTimeoutMs], [30_000, 40_000, 35_000]);
    assert.equal(config.metricsToken, 'm'.repeat(16));
    assert.equal(config.role, 'worker');
    assert.equal(config.publicBaseUrl, 'https://api.example.com');
    assert.deepEqual(config.webhookRetryScheduleS, [1, 2, 0.5]);
    assert.equal(config.kyxLinkTtlS, 1);
    assert.equal(config.jobRetryBaseMs, 5);
    assert.equal(config.chainConfirmations, 3);
    assert.equal(config.secretsKey?.length, 32);
  });

  it('reads TRUST_PROXY as Fastify takes it: off unless set', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy, ['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    assert.equal(typeof hops, 'function');
    if (typeof hops === 'function')
      assert.deepEqual(
        [0, 1, 2].map((hop) => hops('10.0.0.1', hop)),
        [true, true, false],
      );
  });

  it('refuses bad values with one line naming the variable', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'abc' }, /^PORT must be a whole number/],
      [{ PORT: '70000' }, /^PORT must be between/],
      [{ PONTE_ROLE: 'both' }, /^PONTE_ROLE must be one of api, worker, all/],
      [{ PONTE_ENV: 'staging' }, /^PONTE_ENV must be one of/],
      [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must use postgres:/],
      [{ WEBHOOK_RETRY_SCHEDULE: '5,soon' }, /^WEBHOOK_RETRY_SCHEDULE/],
      [{ SECRETS_KEY: 'short' }, /^SECRETS_KEY must be 32 bytes/],
      [{ ADMIN_TOKEN: 'short' }, /^ADMIN_TOKEN must be at least 16/],
      [{ CHAIN_RPC_URL: 'http://127.0.0.1:8545' }, /^CHAIN_RPC_URL needs USDC_CONTRACT_ADDRESS/],
      [{ CHAIN_HOT_WALLET_ADDRESS: '0x12' }, /^CHAIN_HOT_WALLET_ADDRESS must be a 0x-prefixed 20-byte address/],
      [{ CHAIN_HOT_WALLET_ADDRESS: `0x${'a'.repeat(40)}` }, /^CHAIN_HOT_WALLET_ADDRESS needs CHAIN_RPC_URL/],
      [{ JOB_RETRY_BASE_MS: '0' }, /^JOB_RETRY_BASE_MS must be between 1 and/],
      [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY must be/],
      [{ TRUST_PROXY: '999.1.1.1' }, /^TRUST_PROXY must be/],
      [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must be/],
      [{ REQUEST_TIMEOUT_MS: '0' }, /^REQUEST_TIMEOUT_MS must be between 100 and/],
      [{ CONNECTION_TIMEOUT_MS: 'soon' }, /^CONNECTION_TIMEOUT_MS must be a whole number/],
      [{ KEEP_ALIVE_TIMEOUT_MS: '99' }, /^KEEP_ALIVE_TIMEOUT_MS must be between 100 and/],
      [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16/],
      [{ PASSWORD_HASH_COST: '9' }, /^PASSWORD_HASH_COST must be between 10 and 20/],
    ];
    for (const [env, message] of cases) {
      assert.throws(
        () => loadConfig(env),
        (error: Error) => error instanceof ConfigError && message.test(error.message) && !error.message.includes('\n'),
      );
    }
  });

  it('refuses production without DATABASE_URL or SECRETS_KEY, naming what is missing; ADMIN_TOKEN is optional there (it only bootstraps)', () => {
    const full = { PONTE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SECRETS_KEY: 'ab'.repeat(32) };
    assert.equal(loadConfig(full).env, 'production');
    assert.equal(loadConfig({ ...full, ADMIN_TOKEN: 'x'.repeat(32), ADMIN_TOKEN_ENABLED: 'false' }).adminTokenEnabled, false);
    for (const missing of ['DATABASE_URL', 'SECRETS_KEY'] as const) {
      const env: Record<string, string> = { ...full };
      delete env[missing];
      assert.throws(
        () => loadConfig(env),
        (error: Error) => error.message.startsWith(`production needs ${missing}`),
      );
    }
  });

  it('hashes passwords with scrypt at N = 2^15 unless told otherwise; a sandbox may go lower, production never', async () => {
    assert.equal(loadConfig({}).passwordHashCost, 15);
    assert.equal(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost, 10);
    const production = { PONTE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SECRETS_KEY: 'ab'.repeat(32) };
    assert.equal(loadConfig({ ...production, PASSWORD_HASH_COST: '16' }).passwordHashCost, 16);
    assert.throws(
      () => loadConfig({ ...production, PASSWORD_HASH_COST: '14' }),
      (error: Error) => error instanceof ConfigError && /^PASSWORD_HASH_COST below 15 is for a sandbox/.test(error.message),
    );
    // The hash names its own cost, and a check reads it from there, whatever the cost of new hashes.
    const strong = await hashPassword('correct horse', 15);
    assert.match(strong, /^scrypt\$32768\$8\$1\$/);
    assert.match(await hashPassword('correct horse', 10), /^scrypt\$1024\$8\$1\$/);
    assert.equal(await verifyPassword('correct horse', strong, 10), true);
    assert.equal(await verifyPassword('wrong horse', strong, 10), false);
    assert.equal(await verifyPassword('correct horse', undefined, 10), false);
  });

  it("refuses http: for the verification partner's and the rate sources' URLs in production, naming the setting", () => {
    const production = { PONTE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', ADMIN_TOKEN: 'x'.repeat(32), SECRETS_KEY: 'ab'.repeat(32) };
    const onfido = { ONFIDO_API_TOKEN: 'api_live.token', ONFIDO_WORKFLOW_ID: 'workflow', ONFIDO_WEBHOOK_TOKEN: 'webhook-token' };
    const names = ['ONFIDO_API_URL', 'RATES_PTAX_URL', 'RATES_TRM_URL', 'RATES_MERCADO_BITCOIN_URL', 'RATES_BUDA_URL'];
    for (const name of names) {
      const env = { ...production, ...onfido, [name]: 'http://rates.example.com/api' };
      assert.throws(
        () => loadConfig(env),
        (error: Error) => error instanceof ConfigError && error.message.startsWith(`${name} must use https: in production`),
        name,
      );
      // The sandbox may reach anything over http; production a local fake (a loopback address) only.
      assert.doesNotThrow(() => loadConfig({ ...onfido, [name]: 'http://rates.example.com/api' }), name);
      for (const local of ['http://127.0.0.1:9/api', 'http://localhost:8080/api', 'http://[::1]:9/api'])
        assert.doesNotThrow(() => loadConfig({ ...production, ...onfido, [name]: local }), `${name} ${local}`);
      assert.throws(() => loadConfig({ ...production, ...onfido, [name]: 'http://127.0.0.1.example.com/api' }), ConfigError, name);
      assert.doesNotThrow(() => loadConfig({ ...production, ...onfido, [name]: 'https://rates.example.com/api' }), name);
    }
  });
  it("a sandbox given a provider's production host refuses to start, naming the setting; production takes it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-config-'));
    try {
      const pem = path.join(dir, 'client.pem');
      writeFileSync(pem, '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n');
      const production = { PONTE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', ADMIN_TOKEN: 'x'.repeat(32), SECRETS_KEY: 'ab'.repeat(32) };
      const efi = {
        EFI_CLIENT_ID: 'Client_Id_x',
        EFI_CLIENT_SECRET: 'Client_Secret_x',
        EFI_CERT_FILE: pem,
        EFI_KEY_FILE: pem,
        EFI_PAYER_KEY: 'pagamentos@ponte.example',
      };
      const pix = {
        PIX_CLIENT_ID: 'id',
        PIX_CLIENT_SECRET: 'secret',
        PIX_CERT_FILE: pem,
        PIX_KEY_FILE: pem,
        PIX_RECEIVING_KEY: 'recebimentos@ponte.example',
        PIX_MERCHANT_NAME: 'PONTE',
        PIX_MERCHANT_CITY: 'SAO PAULO',
        PIX_WEBHOOK_SECRET: 'w'.repeat(32),
      };
      const refused = (env: Record<string, string>, name: string): void =>
        assert.throws(
          () => loadConfig(env),
          (error: Error) =>
            error instanceof ConfigError && error.message.startsWith(`${name} names a production host`) && !error.message.includes('Client_Secret_x'),
          name,
        );
      refused({ ...efi, EFI_API_URL: 'https://pix.api.efipay.com.br' }, 'EFI_API_URL');
      refused({ ...efi, EFI_API_URL: 'https://PIX.API.EFIPAY.COM.BR/' }, 'EFI_API_URL');
      refused({ ...efi, EFI_API_URL: 'https://api-pix.gerencianet.com.br' }, 'EFI_API_URL');
      refused({ ...efi, EFI_API_URL: 'https://pix-h.api.efipay.com.br', EFI_TOKEN_URL: 'https://pix.api.efipay.com.br/oauth/token' }, 'EFI_TOKEN_URL');
      refused({ ...pix, PIX_API_URL: 'https://pix.api.efipay.com.br/v2' }, 'PIX_API_URL');
      // Efí's homologation is the sandbox's to use; production uses the production host.
      assert.equal(loadConfig({ ...efi, EFI_API_URL: 'https://pix-h.api.efipay.com.br' }).rails.efi?.api.baseUrl, 'https://pix-h.api.efipay.com.br');
      assert.equal(loadConfig({ ...production, ...efi, EFI_API_URL: 'https://pix.api.efipay.com.br' }).rails.efi?.api.baseUrl, 'https://pix.api.efipay.com.br');
      assert.ok(loadConfig({ ...production, ...pix, PIX_API_URL: 'https://pix.api.efipay.com.br/v2' }).rails.pix);

      // Onfido: one host for both; a live token is what verifies for real.
      const onfido = { ONFIDO_API_URL: 'https://api.eu.onfido.com/v3.6', ONFIDO_WORKFLOW_ID: 'workflow', ONFIDO_WEBHOOK_TOKEN: 'webhook-token' };
      assert.throws(
        () => loadConfig({ ...onfido, ONFIDO_API_TOKEN: 'api_live.secret_token_value' }),
        (error: Error) =>
          error instanceof ConfigError && error.message.startsWith('ONFIDO_API_TOKEN is a live token') && !error.message.includes('secret_token_value'),
      );
      assert.ok(loadConfig({ ...onfido, ONFIDO_API_TOKEN: 'api_sandbox.token' }).rails.onfido);
      assert.ok(loadConfig({ ...production, ...onfido, ONFIDO_API_TOKEN: 'api_live.token' }).rails.onfido);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
