// What each BCB API Pix test starts from: the test PKI, the fake PSP, an adapter configured against it with files and
// credentials as production would be, and a receiver for the PSP's webhook callbacks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BcbPixRail, type BcbPixSettings } from '../../../src/rails/bcb-pix/rail.ts';
import { FakePsp, type FakePspOptions } from '../../../src/rails/bcb-pix/fake/psp.ts';
import { makeTestPki, type TestPki } from '../../../src/rails/fakes/pki.ts';

export interface Harness {
  pki: TestPki;
  fake: FakePsp;
  /** An adapter for the fake; `overrides` change its settings. Closed with the harness. */
  rail(overrides?: Partial<BcbPixSettings>): BcbPixRail;
  settings(overrides?: Partial<BcbPixSettings>): BcbPixSettings;
  close(): Promise<void>;
}

export async function startHarness(options: Omit<FakePspOptions, 'pki'> = {}): Promise<Harness> {
  const pki = makeTestPki('ponte-bcb');
  const fake = await FakePsp.start({ ...options, pki });
  const rails: BcbPixRail[] = [];
  const settings = (overrides: Partial<BcbPixSettings> = {}): BcbPixSettings => ({
    baseUrl: fake.baseUrl,
    tokenUrl: fake.tokenUrl,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    certFile: pki.client.certFile,
    keyFile: pki.client.keyFile,
    caFile: pki.caFile,
    pixKey: fake.pixKey,
    merchantName: 'Ponte Pagamentos',
    merchantCity: 'São Paulo',
    timeoutMs: 5000,
    ...overrides,
  });
  return {
    pki,
    fake,
    settings,
    rail(overrides) {
      const rail = new BcbPixRail(settings(overrides));
      rails.push(rail);
      return rail;
    },
    async close() {
      await Promise.all(rails.map((rail) => rail.close()));
      await fake.close();
      pki.remove();
    },
  };
}

export interface WebhookReceiver {
  /** The URL to configure; the PSP POSTs to it + "/pix". */
  url: string;
  /** Bodies received, by path. */
  received: Array<{ path: string; body: unknown }>;
  /** Resolves with the next body received (or one already waiting). */
  next(): Promise<{ path: string; body: unknown }>;
  close(): Promise<void>;
}

/** Ponte's side of the callback, reduced to what the tests need: collect what the PSP POSTs. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const waiting: Array<(item: { path: string; body: unknown }) => void> = [];
  let taken = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const item = { path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
      received.push(item);
      waiting.shift()?.(item);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ponte/pix-webhook`,
    received,
    next() {
      const index = taken++;
      const ready = received[index];
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
