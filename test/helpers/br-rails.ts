// The BR rails of production, started as the tests that drive them need them: a test PKI, the local PSP that checks
// every request and answer against the published API Pix (over mutual TLS), the local Efí, and a market of public rate
// sources at 5.30 BRL a USDC; and the settings that point a production service at them (each file adds its own).
import { FakePsp } from '../../src/rails/bcb-pix/fake/psp.ts';
import { FakeEfi } from '../../src/rails/efi/fake/efi.ts';
import { makeTestPki, type TestPki } from '../../src/rails/fakes/pki.ts';
import type { FakeSources } from '../../src/rails/rate-sources/fake/sources.ts';
import { startMarket } from './market.ts';

/** The secret of the service's PIX webhook route (`/webhooks/pix/{secret}`) in these tests. */
export const PIX_WEBHOOK_SECRET = 'pix-webhook-secret-0123456789abcdef';
/** Efí's client and payer key, as the local Efí and the service's settings both know them. */
const EFI_ACCOUNT = { clientId: 'ponte-efi-client', clientSecret: 'efi-secret-never-logged', payerKey: 'payouts@ponte.example' };

export interface BrRails {
  pki: TestPki;
  psp: FakePsp;
  /** Only when started with `efi: true`. */
  efi: FakeEfi | undefined;
  market: FakeSources;
  /** Production mode, the rate sources, the PSP and (when started) Efí: the settings a deployment would set. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the BR rails for one test file (`name` names its PKI). */
export async function startBrRails(name: string, options: { efi?: boolean } = {}): Promise<BrRails> {
  const pki = makeTestPki(name);
  const psp = await FakePsp.start({ pki, reportPayer: true });
  const rates = await startMarket({ ptax: '5.30', trm: '3900', mercadoBitcoin: '5.30', buda: { bid: '3899', ask: '3901' } });
  const efi = options.efi ? await new FakeEfi(pki, EFI_ACCOUNT).start() : undefined;
  const env: Record<string, string> = {
    PONTE_ENV: 'production',
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
    SECRETS_KEY: 'cd'.repeat(32),
    ...rates.env,
    PIX_API_URL: psp.baseUrl,
    PIX_TOKEN_URL: psp.tokenUrl,
    PIX_CLIENT_ID: psp.clientId,
    PIX_CLIENT_SECRET: psp.clientSecret,
    PIX_CERT_FILE: pki.client.certFile,
    PIX_KEY_FILE: pki.client.keyFile,
    PIX_CA_FILE: pki.caFile,
    PIX_RECEIVING_KEY: psp.pixKey,
    PIX_MERCHANT_NAME: 'Ponte Pagamentos',
    PIX_MERCHANT_CITY: 'Sao Paulo',
    PIX_WEBHOOK_SECRET,
    ...(efi
      ? {
          EFI_API_URL: efi.baseUrl,
          EFI_CLIENT_ID: EFI_ACCOUNT.clientId,
          EFI_CLIENT_SECRET: EFI_ACCOUNT.clientSecret,
          EFI_CERT_FILE: pki.client.certFile,
          EFI_KEY_FILE: pki.client.keyFile,
          EFI_CA_FILE: pki.caFile,
          EFI_PAYER_KEY: EFI_ACCOUNT.payerKey,
        }
      : {}),
  };
  return {
    pki,
    psp,
    efi,
    market: rates.sources,
    env,
    async close() {
      await psp.close();
      await efi?.stop();
      await rates.sources.stop();
      pki.remove();
    },
  };
}
