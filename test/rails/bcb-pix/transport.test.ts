// The BCB API Pix adapter's transport against the fake PSP: OAuth 2.0 client credentials over mutual TLS, a token
// reused until shortly before it expires and replaced once when refused, a client without the PSP's trust refused at
// the TLS layer, and what each failure says about whether the PSP took the request.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { connect } from 'node:tls';
import { after, afterEach, before, describe, it } from 'node:test';
import { Decimal } from '../../../src/money.ts';
import { BcbPixApiError } from '../../../src/rails/bcb-pix/errors.ts';
import { newChargeTxid } from '../../../src/rails/bcb-pix/rail.ts';
import { RailUnavailableError } from '../../../src/rails/capabilities/errors.ts';
import { startHarness, type Harness } from './harness.ts';
import { SPEC_MISSING } from '../../../src/rails/bcb-pix/fake/spec-validator.ts';

const charge = (txid = newChargeTxid()) => ({ txid, amount: new Decimal('10.00'), expiresInS: 600 });

describe('BCB API Pix transport', { skip: SPEC_MISSING }, () => {
  let harness: Harness;
  before(async () => {
    harness = await startHarness();
  });
  after(() => harness.close());
  afterEach(() => {
    assert.deepEqual(harness.fake.takeViolations(), []);
  });

  it('gets a token with HTTP Basic client credentials over mutual TLS, and reuses it for every call', async () => {
    const { fake } = harness;
    const before = { ...fake.stats };
    const rail = harness.rail();
    const created = await rail.createCharge(charge());
    assert.equal((await rail.charge(created.txid))?.txid, created.txid);
    await rail.configureWebhook('https://ponte.example/webhooks/pix');
    assert.equal(fake.stats.tokenRequests - before.tokenRequests, 1);
    // The charge's POST and GET, then the webhook's GET (read first) and PUT (the URL differed).
    assert.equal(fake.stats.apiRequests - before.apiRequests, 4);
    assert.equal(fake.stats.unauthorized - before.unauthorized, 0);
  });

  it('fetches a new token shortly before the one it holds expires, not after', async () => {
    let clock = Date.now();
    const rail = harness.rail({ now: () => clock });
    const { stats } = harness.fake;
    const start = stats.tokenRequests;
    await rail.received('E12345678202401011200abcdefghijk');
    clock += 3000 * 1000; // the fake's tokens live 3600 s: still well inside
    await rail.received('E12345678202401011200abcdefghijk');
    assert.equal(stats.tokenRequests - start, 1);
    clock += 560 * 1000; // 3560 s: within the last minute
    await rail.received('E12345678202401011200abcdefghijk');
    assert.equal(stats.tokenRequests - start, 2);
  });

  it('replaces a token the PSP no longer accepts once, and retries the call', async () => {
    const rail = harness.rail();
    const { fake } = harness;
    await rail.received('E12345678202401011200abcdefghijk');
    const before = { ...fake.stats };
    fake.revokeTokens();
    const created = await rail.createCharge(charge());
    assert.equal(created.status, 'PENDING');
    assert.equal(fake.stats.unauthorized - before.unauthorized, 1);
    assert.equal(fake.stats.tokenRequests - before.tokenRequests, 1);
  });

  it('refuses a client with wrong credentials before any API call, without the secret in the error', async () => {
    const before = { ...harness.fake.stats };
    const rail = harness.rail({ clientSecret: 'not-the-secret-Xy7' });
    const error = await rail.createCharge(charge()).then(
      () => assert.fail('created a charge with a wrong secret'),
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof RailUnavailableError, String(error));
    assert.match(error.message, /401.*invalid_client/);
    assert.doesNotMatch(error.message, /not-the-secret|Xy7/);
    assert.equal(harness.fake.stats.apiRequests, before.apiRequests);
  });

  it('asks for the configured scopes, and passes on the PSP refusing an operation they do not cover', async () => {
    const rail = harness.rail({ scope: 'cob.read pix.read' });
    assert.equal(await rail.received('E12345678202401011200abcdefghijk'), undefined);
    const error = await rail.createCharge(charge()).catch((caught: unknown) => caught);
    assert.ok(error instanceof BcbPixApiError, String(error));
    assert.deepEqual([error.status, error.kind], [403, 'AcessoNegado']);
  });

  it('cannot connect without a client certificate the PSP trusts', async () => {
    const { fake, pki } = harness;
    const before = { ...fake.stats };
    // No certificate at all: the PSP's TLS layer refuses the connection.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(fake.origin).port), ca: pki.caPem });
      socket.on('secureConnect', () => socket.write('POST /oauth/token HTTP/1.1\r\nhost: x\r\ncontent-length: 0\r\n\r\n'));
      socket.on('data', () => resolve('answered'));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      socket.on('close', () => resolve('closed'));
    });
    assert.equal(refused, 'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED');
    // A certificate from another CA: the adapter gets no token, so the API call is certainly not made.
    const stranger = harness.rail({ certFile: pki.stranger.certFile, keyFile: pki.stranger.keyFile });
    await assert.rejects(stranger.createCharge(charge()), RailUnavailableError);
    assert.deepEqual(fake.stats, before);
  });

  it('does not trust a PSP whose certificate no configured CA signed', async () => {
    const rail = harness.rail({ caFile: undefined });
    await assert.rejects(rail.createCharge(charge()), (error: unknown) => error instanceof RailUnavailableError && /SELF_SIGNED|CERT/.test(error.message));
  });

  it('answers RailUnavailableError when nothing listens, for the token or for the API', async () => {
    const closed = 'https://127.0.0.1:9';
    await assert.rejects(harness.rail({ baseUrl: `${closed}/v2`, tokenUrl: `${closed}/oauth/token` }).createCharge(charge()), RailUnavailableError);
    const rail = harness.rail({ baseUrl: `${closed}/v2` });
    await assert.rejects(rail.createCharge(charge()), (error: unknown) => error instanceof RailUnavailableError && /ECONNREFUSED/.test(error.message));
  });

  it('answers a PSP fault (5xx) with its status, never as RailUnavailableError', async () => {
    harness.fake.failNext(503);
    const error = await harness
      .rail()
      .createCharge(charge())
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof BcbPixApiError, String(error));
    assert.equal(error.status, 503);
    assert.equal(error.kind, 'ServicoIndisponivel');
    assert.ok(!(error instanceof RailUnavailableError));
  });

  it('leaves the outcome unknown on a timeout: the PSP did create the charge, and creating it again succeeds', async () => {
    const rail = harness.rail({ timeoutMs: 300 });
    await rail.received('E12345678202401011200abcdefghijk'); // the token first, so the timeout hits the API call
    const request = charge();
    harness.fake.delayNext(1500);
    const error = await rail.createCharge(request).catch((caught: unknown) => caught);
    assert.ok(error instanceof Error && !(error instanceof RailUnavailableError), String(error));
    assert.match(error.message, /timed out.*unknown/);
    assert.equal(harness.fake.api.charges.get(request.txid)?.status, 'ATIVA');
    const again = await harness.rail().createCharge(request);
    assert.equal(again.txid, request.txid);
  });

  it('gives up after one new token when the PSP refuses every token', async () => {
    const strict = await startHarness({ tokensWork: false });
    try {
      const error = await strict
        .rail()
        .received('E12345678202401011200abcdefghijk')
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof BcbPixApiError, String(error));
      assert.equal(error.status, 401);
      assert.deepEqual(strict.fake.stats, { tokenRequests: 2, apiRequests: 2, unauthorized: 2 });
      assert.deepEqual(strict.fake.takeViolations(), []);
    } finally {
      await strict.close();
    }
  });

  it('takes no token without a positive expires_in, and sends nothing', async () => {
    const expired = await startHarness({ tokenTtlS: 0 });
    try {
      const error = await expired
        .rail()
        .received('E12345678202401011200abcdefghijk')
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof RailUnavailableError, String(error));
      assert.match(error.message, /positive expires_in; nothing was sent/);
      assert.deepEqual(expired.fake.stats, { tokenRequests: 1, apiRequests: 0, unauthorized: 0 });
    } finally {
      await expired.close();
    }
  });
});
