// The Efí payout rail against a local Efí (src/rails/efi/fake/efi.ts) over mutual TLS: the documented send, idempotent by our
// reference; statuses that move; finding a payout after a send whose answer never came; and which failures say for
// certain that nothing was sent (RailUnavailableError) and which leave it unknown.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from '../../../src/money.ts';
import { EFI_CAPABILITIES, EfiPayoutRail, type EfiPayoutRailOptions } from '../../../src/rails/efi/rail.ts';
import { RailUnavailableError } from '../../../src/rails/capabilities/errors.ts';
import type { LocalPayout, PayoutStatus, RefusedPayout, SentPayout } from '../../../src/rails/capabilities/payouts.ts';
import { FakeEfi } from '../../../src/rails/efi/fake/efi.ts';
import { makeTestPki, type TestPki } from '../../../src/rails/fakes/pki.ts';

const CLIENT_ID = 'Client_Id_ponte_test';
const CLIENT_SECRET = 'Client_Secret_do_not_print_me';
const PAYER_KEY = 'pagamentos@ponte.example';
/** The rail's time limit per call: a few seconds, as a loaded CI machine needs for the local Efí's mutual-TLS exchange (1 s failed there); the 429 case sets its own 1 s. */
const TIMEOUT_MS = 3_000;

const MARIA_CPF = '52998224725';
const pixPayout = (amount = '12.34', pixKey = 'maria@example.com'): LocalPayout => ({
  reference: randomUUID(),
  currency: 'BRL',
  amount: new Decimal(amount),
  target: { pixKey },
  holderDocument: MARIA_CPF,
});

/** A send Efí took (not one it refused). */
function taken(answer: SentPayout | RefusedPayout): SentPayout {
  assert.ok(!('refused' in answer), `Efí refused the send: ${'refused' in answer ? answer.refused : ''}`);
  return answer;
}

describe('the Efí payout rail', () => {
  let pki: TestPki;
  let efi: FakeEfi;
  let rail: EfiPayoutRail;
  const rails: EfiPayoutRail[] = [];

  const railWith = (overrides: Partial<EfiPayoutRailOptions> = {}): EfiPayoutRail => {
    const made = new EfiPayoutRail({
      baseUrl: efi.baseUrl,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      certificateFile: pki.client.certFile,
      keyFile: pki.client.keyFile,
      caFile: pki.caFile,
      payerKey: PAYER_KEY,
      timeoutMs: TIMEOUT_MS,
      checkAfterMs: 0,
      pollIntervalMs: 20,
      ...overrides,
    });
    rails.push(made);
    return made;
  };

  before(async () => {
    pki = makeTestPki('ponte-efi');
    efi = await new FakeEfi(pki, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, payerKey: PAYER_KEY }).start();
    rail = railWith();
  });

  after(async () => {
    await Promise.all(rails.map((made) => made.close()));
    await efi.stop();
    pki.remove();
  });

  it('declares what it does', () => {
    assert.deepEqual([...rail.capabilities], [...EFI_CAPABILITIES]);
    assert.ok(EFI_CAPABILITIES.includes('payout.find-by-reference'));
  });

  it('sends the documented body under the reference as idEnvio, and a repeated send pays nothing twice', async () => {
    const payout = pixPayout('1234.50');
    const first = taken(await rail.send(payout));
    const idEnvio = payout.reference.replaceAll('-', '');
    assert.equal(first.railReference, idEnvio);
    const made = efi.sends.get(idEnvio);
    assert.ok(made, 'Efí holds the send under our idEnvio');
    assert.equal(made.valor, '1234.50');
    assert.equal(made.favorecidoChave, 'maria@example.com');

    const logged = efi.log.length;
    const again = taken(await rail.send(payout));
    assert.equal(again.railReference, idEnvio);
    // The second PUT reached Efí, which refused it as a duplicate (409); the adapter then read the send Efí holds.
    assert.deepEqual(efi.log.slice(logged), [
      { method: 'PUT', path: `/v3/gn/pix/${idEnvio}` },
      { method: 'GET', path: `/v2/gn/pix/enviados/id-envio/${idEnvio}` },
    ]);
    assert.equal(efi.sends.get(idEnvio), made, 'the send Efí holds is still the first one');
  });

  it('refuses to treat a different payout under a used reference as the same one', async () => {
    const payout = pixPayout('10.00');
    await rail.send(payout);
    await assert.rejects(
      rail.send({ ...payout, amount: new Decimal('10.01') }),
      (error: Error) => !(error instanceof RailUnavailableError) && /another payout under idEnvio/.test(error.message),
    );
  });

  it('reports PENDING until Efí settles the send, then SETTLED', async () => {
    efi.nextEnding = { status: 'REALIZADO', afterMs: 600 };
    const sent = taken(await rail.send(pixPayout()));
    const pending = await rail.status(sent.railReference);
    assert.equal(pending.status, 'PENDING');
    assert.ok(pending.status === 'PENDING' && pending.checkAgainAt.getTime() > Date.now());
    const deadline = Date.now() + 5_000;
    let status: PayoutStatus = pending;
    while (status.status === 'PENDING' && Date.now() < deadline) {
      await sleep(50);
      status = await rail.status(sent.railReference);
    }
    assert.deepEqual(status, { status: 'SETTLED' });
    efi.nextEnding = { status: 'REALIZADO', afterMs: 0 };
  });

  it('a send still processing past its limit (EFI_PROCESSING_LIMIT_S) is reported overdue, not only pending', async () => {
    efi.nextEnding = { status: 'REALIZADO', afterMs: 60_000 };
    // A limit a loaded machine's send and first read back stay well within.
    const limited = railWith({ processingLimitMs: 1_500 });
    const sent = taken(await limited.send(pixPayout()));
    const early = await limited.status(sent.railReference);
    assert.equal(early.status, 'PENDING');
    assert.equal(early.status === 'PENDING' ? early.overdue : 'not pending', undefined, 'within the limit it is plainly pending');
    await sleep(1_600);
    const late = await limited.status(sent.railReference);
    assert.equal(late.status, 'PENDING');
    assert.match(late.status === 'PENDING' ? (late.overdue ?? '') : '', /EM_PROCESSAMENTO .* past the 1.5 s limit \(EFI_PROCESSING_LIMIT_S\)/);
    efi.nextEnding = { status: 'REALIZADO', afterMs: 0 };
  });

  it('reports a rejection with the reason Efí gives', async (t) => {
    // Restored even when the test fails, so that the next send settles as the tests after it expect.
    t.after(() => {
      efi.nextEnding = { status: 'REALIZADO', afterMs: 0 };
    });
    efi.nextEnding = {
      status: 'NAO_REALIZADO',
      afterMs: 0,
      erro: {
        codigo: 'AC03',
        origem: 'PSP do usuário recebedor',
        motivo: 'Número da agência e/ou conta transacional do usuário recebedor inexistente ou inválido',
      },
    };
    const sent = taken(await rail.send(pixPayout()));
    const status = await rail.status(sent.railReference);
    assert.equal(status.status, 'REJECTED');
    assert.match(status.status === 'REJECTED' ? status.reason : '', /AC03: Número da agência .* \(PSP do usuário recebedor\)/);
    assert.equal(status.status === 'REJECTED' ? status.code : undefined, 'invalid_account', 'AC03 in the rail error taxonomy');
  });

  it('after a send whose answer never came (unknown, not RailUnavailableError), find returns the send Efí took', async () => {
    const payout = pixPayout();
    efi.hangNextSend = true;
    const started = Date.now();
    await assert.rejects(
      rail.send(payout),
      (error: Error) =>
        !(error instanceof RailUnavailableError) &&
        new RegExp(`did not answer within ${TIMEOUT_MS} ms; whether Efí acted on it is unknown`).test(error.message),
    );
    assert.ok(Date.now() - started < TIMEOUT_MS + 2_000);
    const found = await rail.find(payout);
    assert.deepEqual(found?.railReference, payout.reference.replaceAll('-', ''));
    assert.deepEqual(await rail.status(found!.railReference), { status: 'SETTLED' });
  });

  it('a 500 after Efí took the send is unknown too, and find tells', async () => {
    const payout = pixPayout();
    efi.failNextSendAfterTaking = true;
    await assert.rejects(rail.send(payout), (error: Error) => !(error instanceof RailUnavailableError) && /answered 500 erro_aplicacao/.test(error.message));
    assert.ok(await rail.find(payout));
  });

  it("find of a payout that never reached Efí is undefined (Efí's 404 PixEnviadoNaoEncontrado)", async () => {
    const puts = efi.sendRequests;
    assert.equal(await rail.find(pixPayout()), undefined);
    assert.equal(efi.sendRequests, puts);
  });

  it('a bare 404 (not Efí\'s documented "not found") makes find throw, not answer undefined', async () => {
    efi.bareNotFoundOnNextRead = true;
    await assert.rejects(rail.find(pixPayout()), /answered 404 to GET/);
  });

  it("names the beneficiary as the key's holder, so a key held by someone else is refused for good", async () => {
    efi.keyHolders.set('someone-else@example.com', '11144477735');
    const payout = pixPayout('20.00', 'someone-else@example.com');
    const answer = await rail.send(payout);
    assert.deepEqual(answer, {
      refused: 'Efí refused the Pix: chave_nao_pertence_ao_documento: A chave informada não pertence ao documento informado',
      code: 'invalid_account',
    });
    assert.equal(efi.sends.has(payout.reference.replaceAll('-', '')), false, 'Efí made nothing');
    efi.keyHolders.set('maria@example.com', MARIA_CPF);
    taken(await rail.send(pixPayout('20.00', 'maria@example.com')));
  });

  it('a documented refusal (422 pagamento_negado) is answered as refused for good, and Efí holds nothing', async () => {
    const payout = pixPayout();
    efi.refuseNextSend = { status: 422, nome: 'pagamento_negado', mensagem: 'Pagamento negado por análises' };
    assert.deepEqual(await rail.send(payout), { refused: 'Efí refused the Pix: pagamento_negado: Pagamento negado por análises', code: 'limit_exceeded' });
    assert.equal(await rail.find(payout), undefined);
  });

  it('refuses a COP or bank-account payout before calling Efí', async () => {
    const requests = efi.log.length;
    const bankAccount: LocalPayout = {
      reference: randomUUID(),
      currency: 'COP',
      amount: new Decimal('50000.00'),
      target: { bankAccount: { bankCode: '007', accountType: 'SAVINGS', accountNumber: '123456789' } },
      holderDocument: '9001234568',
    };
    await assert.rejects(rail.send(bankAccount), (error: Error) => error instanceof RailUnavailableError && /BRL only/.test(error.message));
    await assert.rejects(
      rail.send({ ...bankAccount, currency: 'BRL' }),
      (error: Error) => error instanceof RailUnavailableError && /PIX key only/.test(error.message),
    );
    assert.equal(efi.log.length, requests);
  });

  it('keeps its token until Efí refuses it, then takes a new one once', async () => {
    const own = railWith();
    const tokensBefore = efi.tokenRequests;
    await own.send(pixPayout());
    await own.send(pixPayout());
    assert.equal(efi.tokenRequests, tokensBefore + 1, 'one token for two calls');
    efi.revokeTokens();
    await own.send(pixPayout());
    assert.equal(efi.tokenRequests, tokensBefore + 2, 'a 401 brings one new token');
  });

  it('with a wrong client secret nothing is sent, and the secret is not in the error', async () => {
    const wrongSecret = 'Wrong_Secret_keep_out_of_errors';
    const puts = efi.sendRequests;
    await assert.rejects(railWith({ clientSecret: wrongSecret }).send(pixPayout()), (error: Error) => {
      assert.ok(error instanceof RailUnavailableError);
      assert.match(error.message, /token endpoint answered HTTP 401/);
      assert.ok(!error.message.includes(wrongSecret) && !error.message.includes(Buffer.from(`${CLIENT_ID}:${wrongSecret}`).toString('base64')));
      return true;
    });
    assert.equal(efi.sendRequests, puts);
  });

  it('the fake refuses a connection without a client certificate', async () => {
    const requests = efi.log.length;
    await assert.rejects(
      new Promise((resolve, reject) => {
        const request = https.request(`${efi.baseUrl}/oauth/token`, { method: 'POST', ca: pki.caPem, agent: false }, resolve);
        request.on('error', reject);
        request.end('{"grant_type":"client_credentials"}');
      }),
      (error: NodeJS.ErrnoException) => /CERTIFICATE_REQUIRED|ECONNRESET|socket hang up/i.test(`${error.code} ${error.message}`),
    );
    assert.equal(efi.log.length, requests, 'no request reached the HTTP layer');
  });

  it('a client certificate from another CA cannot connect: RailUnavailableError, nothing sent', async () => {
    const requests = efi.log.length;
    await assert.rejects(railWith({ certificateFile: pki.stranger.certFile, keyFile: pki.stranger.keyFile }).send(pixPayout()), RailUnavailableError);
    assert.equal(efi.log.length, requests);
  });

  it('a refused connection is RailUnavailableError for send, status and find', async () => {
    const down = await new FakeEfi(pki, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, payerKey: PAYER_KEY }).start();
    const baseUrl = down.baseUrl;
    await down.stop();
    const unreachable = railWith({ baseUrl });
    const payout = pixPayout();
    await assert.rejects(unreachable.send(payout), (error: Error) => error instanceof RailUnavailableError && /ECONNREFUSED/.test(error.message));
    await assert.rejects(unreachable.status(payout.reference.replaceAll('-', '')), RailUnavailableError);
    await assert.rejects(unreachable.find(payout), RailUnavailableError);
  });
  it('a 401 (after one new token) or a 403 on a send is "not taken, retry": RailUnavailableError, never a refusal', async () => {
    for (const status of [401, 403] as const) {
      const payout = pixPayout();
      efi.accessRefusals = { status, count: status === 401 ? 2 : 1 };
      await assert.rejects(
        rail.send(payout),
        (error: Error) => error instanceof RailUnavailableError && new RegExp(`HTTP ${status}\\); not taken`).test(error.message),
        String(status),
      );
      assert.equal(efi.sends.has(payout.reference.replaceAll('-', '')), false);
      // The same payout, sent again once access is back, is made.
      taken(await rail.send(payout));
    }
  });

  it('a 429 is not taken, and no send goes to Efí before its Retry-After', async () => {
    const own = railWith({ timeoutMs: 1_000 });
    const first = pixPayout();
    efi.rateLimitNextSend = '2';
    await assert.rejects(own.send(first), (error: Error) => error instanceof RailUnavailableError && /429 .*Retry-After 2 s\); not taken/.test(error.message));
    const puts = efi.sendRequests;
    // Longer than the rail waits in place (its 1 s timeout): refused at once, without calling Efí.
    await assert.rejects(own.send(pixPayout()), (error: Error) => error instanceof RailUnavailableError && /no send until/.test(error.message));
    assert.equal(efi.sendRequests, puts, 'nothing reached Efí before Retry-After');
    await sleep(2_050);
    taken(await own.send(first));
    // A Retry-After within the time limit is waited in place.
    efi.rateLimitNextSend = '0';
    await assert.rejects(own.send(pixPayout()), RailUnavailableError);
    taken(await own.send(pixPayout()));
  });

  it('sends go one at a time: concurrent payouts never overlap at Efí', async () => {
    const own = railWith();
    efi.sendDelayMs = 150;
    efi.maxSendsInFlight = 0;
    try {
      const answers = await Promise.all([pixPayout(), pixPayout(), pixPayout()].map((payout) => own.send(payout)));
      answers.forEach(taken);
      assert.equal(efi.maxSendsInFlight, 1);
    } finally {
      efi.sendDelayMs = 0;
    }
  });

  it("registers its webhook on the paying key as Efí's page says, once: a second registration reads it and sends no PUT", async () => {
    // Our receiving end: Efí tests the URL with a POST to {webhookUrl}/pix before it registers it.
    const received: string[] = [];
    const receiver = http.createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/efi/secret-part`;
      const own = railWith();
      assert.equal(await own.configureWebhook(url), 'REGISTERED');
      assert.deepEqual(efi.webhookPuts, [{ chave: PAYER_KEY, body: { webhookUrl: url }, skipMtls: 'true' }]);
      assert.deepEqual(received, ['POST /webhooks/efi/secret-part/pix']);
      assert.equal(efi.webhooks.get(PAYER_KEY)?.webhookUrl, url);
      // Idempotent: the same URL is read back (GET /v2/webhook/{chave}) and not sent again.
      const logged = efi.log.length;
      assert.equal(await railWith().configureWebhook(url), 'ALREADY_REGISTERED');
      assert.deepEqual(
        efi.log.slice(logged).filter((entry) => entry.path.startsWith('/v2/webhook/')),
        [{ method: 'GET', path: `/v2/webhook/${encodeURIComponent(PAYER_KEY)}` }],
      );
      assert.equal(efi.webhookPuts.length, 1);
      // A new URL (a new secret) is registered over the old one.
      assert.equal(await own.configureWebhook(`${url}-2`), 'REGISTERED');
      assert.equal(efi.webhooks.get(PAYER_KEY)?.webhookUrl, `${url}-2`);
    } finally {
      receiver.close();
    }
  });

  it('takes its token from EFI_TOKEN_URL when given, and reads a passphrase-protected key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-efi-key-'));
    try {
      const passphrase = 'key-passphrase-123';
      const encrypted = path.join(dir, 'key.pem');
      const key = createPrivateKey(readFileSync(pki.client.keyFile));
      writeFileSync(encrypted, key.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }));
      assert.match(readFileSync(encrypted, 'utf8'), /ENCRYPTED PRIVATE KEY/);
      efi.altTokenPath = '/v1/authorize';
      const logged = efi.log.length;
      const own = railWith({ tokenUrl: `${efi.baseUrl}/v1/authorize`, keyFile: encrypted, keyPassphrase: passphrase });
      taken(await own.send(pixPayout()));
      assert.deepEqual(
        efi.log
          .slice(logged)
          .map((entry) => entry.path)
          .filter((p) => p !== '/v1/authorize' && !p.startsWith('/v3/')),
        [],
      );
      assert.ok(
        efi.log.slice(logged).some((entry) => entry.method === 'POST' && entry.path === '/v1/authorize'),
        'the token came from EFI_TOKEN_URL',
      );
    } finally {
      efi.altTokenPath = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
