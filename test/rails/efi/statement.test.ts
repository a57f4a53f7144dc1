// The statement of the Efí payout account against the local Efí (src/rails/efi/fake/efi.ts, whose list of Pix sent
// follows Efí's "Consultar lista de Pix enviados"): page after page, in the SDK's bare array and in the API Pix's
// envelope; only the Pix Efí made, dated when they settled, each under the transfer its idEnvio is and keyed by it; a
// Pix sent without our idEnvio stands under efi:<id>; what Efí refuses is said.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { EfiPayoutRail } from '../../../src/rails/efi/rail.ts';
import { listSent } from '../../../src/rails/efi/client.ts';
import { EfiSentStatement } from '../../../src/rails/efi/statement.ts';
import { FakeEfi, type FakeSend } from '../../../src/rails/efi/fake/efi.ts';
import { OAuthMtlsTransport } from '../../../src/rails/oauth-mtls/transport.ts';
import { makeTestPki, type TestPki } from '../../../src/rails/fakes/pki.ts';
import type { RailMovement } from '../../../src/rails/capabilities/statement.ts';

const CLIENT_ID = 'Client_Id_ponte_statement';
const CLIENT_SECRET = 'Client_Secret_statement_never_printed';
const PAYER_KEY = 'pagamentos@ponte.example';
const HOUR = 3600_000;

async function lines(movements: AsyncIterable<RailMovement>) {
  const read: Array<[string, string, string, string, string | undefined, string]> = [];
  for await (const line of movements) read.push([line.account, line.reference, line.direction, line.amount.toFixed(2), line.railId, line.at.toISOString()]);
  return read;
}

describe("the Efí payout account's statement", () => {
  let pki: TestPki;
  let efi: FakeEfi;
  let rail: EfiPayoutRail;
  const day = new Date(Date.UTC(2026, 10, 27));

  /** A send Efí holds, requested `minutes` into the day and settled 2 s later (or not made, or still processing). */
  function held(minutes: number, valor: string, ending: 'REALIZADO' | 'NAO_REALIZADO' | 'EM_PROCESSAMENTO' = 'REALIZADO', idEnvio?: string) {
    const transferId = randomUUID();
    const at = day.getTime() + minutes * 60_000;
    const send: FakeSend & { at: number } = {
      idEnvio: idEnvio ?? transferId.replaceAll('-', ''),
      e2eId: `E09089356202611270000API${randomUUID().slice(0, 8)}`,
      valor,
      favorecidoChave: 'maria@example.com',
      solicitacao: new Date(at).toISOString(),
      ending: ending === 'EM_PROCESSAMENTO' ? { status: 'REALIZADO', afterMs: 10 * 365 * 24 * HOUR } : { status: ending, afterMs: 2_000 },
      at,
    };
    efi.sends.set(send.idEnvio, send);
    return { transferId, send, settled: new Date(at + 2_000).toISOString() };
  }

  before(async () => {
    pki = makeTestPki('ponte-efi-statement');
    efi = await new FakeEfi(pki, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, payerKey: PAYER_KEY }).start();
    rail = new EfiPayoutRail({
      baseUrl: efi.baseUrl,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      certificateFile: pki.client.certFile,
      keyFile: pki.client.keyFile,
      caFile: pki.caFile,
      payerKey: PAYER_KEY,
      timeoutMs: 2_000,
    });
  });
  beforeEach(() => {
    efi.sends.clear();
    efi.listQueries.length = 0;
    efi.listEnvelope = false;
  });
  after(async () => {
    await rail.close();
    await efi.stop();
    pki.remove();
  });

  it('reads every page of the Pix sent, keeps those Efí made in the period, each under its transfer and keyed by its idEnvio', async () => {
    const first = held(60, '120.00');
    const second = held(120, '0.01');
    const third = held(23 * 60 + 59, '33.33');
    held(180, '50.00', 'NAO_REALIZADO');
    held(240, '60.00', 'EM_PROCESSAMENTO');
    // Requested the evening before, settled in the period: read through the lookback; one settled before is not.
    const late = held(-1, '7.00');
    late.send.ending = { status: 'REALIZADO', afterMs: 2 * 60_000 };
    held(-120, '8.00');
    // After the period.
    held(24 * 60 + 1, '9.00');

    const read = await lines(rail.statement(2).movements(day, new Date(day.getTime() + 24 * HOUR)));
    assert.deepEqual(read, [
      ['br-payouts', `transfer:${late.transferId}`, 'OUT', '7.00', late.send.idEnvio, new Date(day.getTime() + 60_000).toISOString()],
      ['br-payouts', `transfer:${first.transferId}`, 'OUT', '120.00', first.send.idEnvio, first.settled],
      ['br-payouts', `transfer:${second.transferId}`, 'OUT', '0.01', second.send.idEnvio, second.settled],
      ['br-payouts', `transfer:${third.transferId}`, 'OUT', '33.33', third.send.idEnvio, third.settled],
    ]);
    // Seven sends requested from the lookback to the period's end, two a page: three full pages and a last of one.
    assert.deepEqual(
      efi.listQueries.map((query) => [query.get('paginacao.paginaAtual'), query.get('paginacao.itensPorPagina')]),
      [
        ['0', '2'],
        ['1', '2'],
        ['2', '2'],
        ['3', '2'],
      ],
    );
    assert.deepEqual(
      [efi.listQueries[0]!.get('inicio'), efi.listQueries[0]!.get('fim')],
      [new Date(day.getTime() - 24 * HOUR).toISOString(), new Date(day.getTime() + 24 * HOUR - 1).toISOString()],
    );
  });

  it("stops at the last page Efí's envelope names, and puts a Pix sent without our idEnvio under efi:<id>", async () => {
    efi.listEnvelope = true;
    const ours = held(10, '10.00');
    const byHand = held(20, '99.90', 'REALIZADO', 'manual42');
    held(30, '11.00');
    const read = await lines(rail.statement(3).movements(day, new Date(day.getTime() + 24 * HOUR)));
    assert.deepEqual(
      read.map(([, reference, , amount, railId]) => [reference, amount, railId]),
      [
        [`transfer:${ours.transferId}`, '10.00', ours.send.idEnvio],
        ['efi:manual42', '99.90', byHand.send.idEnvio],
        [read[2]![1], '11.00', read[2]![4]],
      ],
    );
    assert.equal(efi.listQueries.length, 1, 'one page of three: quantidadeDePaginas is 1');
  });

  it('says what Efí refuses, and never asks for a page size Efí does not offer', async () => {
    const transport = new OAuthMtlsTransport({
      provider: 'Efí',
      baseUrl: efi.baseUrl,
      tokenUrl: `${efi.baseUrl}/oauth/token`,
      tokenBody: 'json',
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      certFile: pki.client.certFile,
      keyFile: pki.client.keyFile,
      caFile: pki.caFile,
    });
    try {
      await assert.rejects(
        listSent(transport, { inicio: 'yesterday', fim: new Date().toISOString(), paginaAtual: 0, itensPorPagina: 10 }),
        /^Error: Efí answered 400 Um ou mais parâmetros da consulta são inválidos\. to GET \/v2\/gn\/pix\/enviados$/,
      );
      await assert.rejects(
        listSent(transport, { inicio: day.toISOString(), fim: new Date().toISOString(), paginaAtual: 0, itensPorPagina: 1001 }),
        /Efí answered 400/,
      );
    } finally {
      await transport.close();
    }
    assert.throws(() => new EfiSentStatement(async () => ({ items: [], pages: 0 }), 1001), RangeError);
  });
});
