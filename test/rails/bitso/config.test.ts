// Test pass: embedded only (database-independent: reads settings)
// Bitso's settings (config/rails.ts): a sandbox may use Bitso's stage host only, production its production host, a
// half-given block stops the process with a line naming the setting, and production without them still starts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../../src/config/index.ts';
import { ConfigError } from '../../../src/config/env.ts';

const PRODUCTION = { PONTE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1/db', SECRETS_KEY: 'ab'.repeat(32) };
const KEYS = { BITSO_API_KEY: 'bitso-key', BITSO_API_SECRET: 'bitso-secret-never-shown' };

describe("Bitso's settings", () => {
  it('a sandbox given the production host refuses to start, naming BITSO_API_URL and never the secret', () => {
    assert.throws(
      () => loadConfig({ ...KEYS, BITSO_API_URL: 'https://api.bitso.com' }),
      (error: unknown) => {
        return (
          error instanceof ConfigError &&
          /^BITSO_API_URL names Bitso's production host \(api\.bitso\.com\)/.test(error.message) &&
          !error.message.includes('never-shown')
        );
      },
    );
    assert.throws(() => loadConfig({ ...KEYS, BITSO_API_URL: 'https://API.bitso.com/' }), /BITSO_API_URL names Bitso's production host/);
  });

  it('production given the stage host refuses to start; each environment defaults to its own host', () => {
    assert.throws(() => loadConfig({ ...PRODUCTION, ...KEYS, BITSO_API_URL: 'https://api-stage.bitso.com' }), /BITSO_API_URL names Bitso's stage host/);
    assert.equal(loadConfig(KEYS).rails.bitso?.baseUrl, 'https://api-stage.bitso.com');
    assert.equal(loadConfig({ ...PRODUCTION, ...KEYS }).rails.bitso?.baseUrl, 'https://api.bitso.com');
    assert.equal(loadConfig(PRODUCTION).rails.bitso, undefined, 'without BITSO_API_KEY, Bitso is not configured (CO answers 503)');
  });

  it('refuses a half-given block, plain HTTP off the loopback, and a webhook secret that is not a path segment', () => {
    assert.throws(() => loadConfig({ BITSO_API_KEY: 'bitso-key' }), /BITSO_API_KEY is half configured: set BITSO_API_SECRET/);
    assert.throws(() => loadConfig({ BITSO_API_URL: 'https://api-stage.bitso.com' }), /BITSO_API_URL is half configured: set BITSO_API_KEY/);
    assert.throws(() => loadConfig({ ...KEYS, BITSO_API_URL: 'http://bitso.example.com' }), /BITSO_API_URL must use https/);
    assert.equal(loadConfig({ ...KEYS, BITSO_API_URL: 'http://127.0.0.1:4010' }).rails.bitso?.baseUrl, 'http://127.0.0.1:4010');
    assert.throws(() => loadConfig({ ...KEYS, BITSO_WEBHOOK_SECRET: 'short' }), /BITSO_WEBHOOK_SECRET must be 32 to 128/);
  });
});
