// Circle's settings (config/rails.ts): a sandbox may use Circle's sandbox host only, production its production host,
// and a half-given block stops the process with a line naming the setting.
// Test pass: embedded only (database-independent: reads settings)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../../src/config/index.ts';
import { ConfigError } from '../../../src/config/env.ts';

const PRODUCTION = { PONTE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1/db', ADMIN_TOKEN: 'admin-token-0123456789', SECRETS_KEY: 'ab'.repeat(32) };
const KEY = { CIRCLE_API_KEY: 'SAND_API_KEY:abc:def' };

describe("Circle's settings", () => {
  it('a sandbox given the production host refuses to start, naming CIRCLE_BASE_URL', () => {
    assert.throws(
      () => loadConfig({ ...KEY, CIRCLE_BASE_URL: 'https://api.circle.com' }),
      (error: unknown) => {
        return (
          error instanceof ConfigError &&
          /^CIRCLE_BASE_URL names Circle's production host \(api\.circle\.com\)/.test(error.message) &&
          !error.message.includes('SAND_API_KEY')
        );
      },
    );
    assert.throws(() => loadConfig({ ...KEY, CIRCLE_BASE_URL: 'https://api.circle.com/' }), /CIRCLE_BASE_URL/);
  });

  it('production given the sandbox host refuses to start, naming CIRCLE_BASE_URL', () => {
    assert.throws(
      () => loadConfig({ ...PRODUCTION, ...KEY, CIRCLE_BASE_URL: 'https://api-sandbox.circle.com' }),
      /CIRCLE_BASE_URL names Circle's sandbox host/,
    );
  });

  it("defaults to each environment's own host", () => {
    assert.equal(loadConfig(KEY).rails.circle?.baseUrl, 'https://api-sandbox.circle.com');
    assert.equal(loadConfig({ ...PRODUCTION, ...KEY }).rails.circle?.baseUrl, 'https://api.circle.com');
    assert.equal(loadConfig({ ...PRODUCTION }).rails.circle, undefined, 'without CIRCLE_API_KEY, Circle is not configured (payments answer 503)');
  });

  it('refuses a half-given block, plain HTTP off the loopback, and a notification secret that is not a path segment', () => {
    assert.throws(() => loadConfig({ CIRCLE_BASE_URL: 'https://api-sandbox.circle.com' }), /CIRCLE_BASE_URL is half configured: set CIRCLE_API_KEY/);
    assert.throws(() => loadConfig({ ...KEY, CIRCLE_BASE_URL: 'http://circle.example.com' }), /CIRCLE_BASE_URL must use https/);
    assert.equal(loadConfig({ ...KEY, CIRCLE_BASE_URL: 'http://127.0.0.1:4010' }).rails.circle?.baseUrl, 'http://127.0.0.1:4010');
    assert.throws(() => loadConfig({ ...KEY, CIRCLE_NOTIFICATION_SECRET: 'short' }), /CIRCLE_NOTIFICATION_SECRET must be 32 to 128/);
  });
});
