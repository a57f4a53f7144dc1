// The certificates a test's mutual TLS needs, made at run time (nothing committed): a CA the fake PSP trusts, the fake's
// server certificate for 127.0.0.1, a client certificate that CA signed (what Ponte presents), and one signed by another
// CA (a client the PSP does not know). ECDSA P-256 keys from WebCrypto, certificates from @peculiar/x509.
// tsyringe, under @peculiar/x509, needs the Reflect metadata polyfill loaded first.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

export interface Pem {
  cert: string;
  key: string;
}

export interface TestPki {
  /** The CA the fake trusts for client certificates and that signed its server certificate. */
  caCert: string;
  server: Pem;
  client: Pem;
  /** A client certificate from a CA the fake does not trust. */
  strangerClient: Pem;
  /** The same, written to files in `dir`, for the adapter's file-path settings. */
  files: { caCert: string; clientCert: string; clientKey: string; strangerCert: string; strangerKey: string };
  dir: string;
  remove(): void;
}

async function keyPair(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
}

async function privateKeyPem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key));
  return `-----BEGIN PRIVATE KEY-----\n${der.toString('base64').replace(/.{1,64}/g, '$&\n')}-----END PRIVATE KEY-----\n`;
}

let serial = 1;
function validity(): { notBefore: Date; notAfter: Date; serialNumber: string } {
  const now = Date.now();
  return { notBefore: new Date(now - 60_000), notAfter: new Date(now + 24 * 3600_000), serialNumber: (serial++).toString(16).padStart(2, '0') };
}

async function certificateAuthority(name: string): Promise<{ cert: x509.X509Certificate; keys: CryptoKeyPair }> {
  const keys = await keyPair();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    ...validity(),
    name: `CN=${name}`,
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert, keys };
}

async function leaf(ca: { cert: x509.X509Certificate; keys: CryptoKeyPair }, subject: string, usage: 'server' | 'client'): Promise<Pem> {
  const keys = await keyPair();
  const extensions: x509.Extension[] = [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension([usage === 'server' ? x509.ExtendedKeyUsage.serverAuth : x509.ExtendedKeyUsage.clientAuth]),
    await x509.AuthorityKeyIdentifierExtension.create(ca.keys.publicKey),
  ];
  if (usage === 'server') {
    extensions.push(new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }, { type: 'dns', value: 'localhost' }]));
  }
  const cert = await x509.X509CertificateGenerator.create({
    ...validity(),
    subject: `CN=${subject}`,
    issuer: ca.cert.subject,
    publicKey: keys.publicKey,
    signingKey: ca.keys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions,
  });
  return { cert: cert.toString('pem') + '\n', key: await privateKeyPem(keys.privateKey) };
}

export async function createTestPki(): Promise<TestPki> {
  const ca = await certificateAuthority('Ponte test PSP CA');
  const strangerCa = await certificateAuthority('Somebody else CA');
  const server = await leaf(ca, '127.0.0.1', 'server');
  const client = await leaf(ca, 'ponte-client', 'client');
  const strangerClient = await leaf(strangerCa, 'stranger-client', 'client');
  const caCert = ca.cert.toString('pem') + '\n';

  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-bcb-pki-'));
  const write = (name: string, text: string): string => {
    const file = path.join(dir, name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };
  const files = {
    caCert: write('ca.pem', caCert),
    clientCert: write('client.pem', client.cert),
    clientKey: write('client.key', client.key),
    strangerCert: write('stranger.pem', strangerClient.cert),
    strangerKey: write('stranger.key', strangerClient.key),
  };
  return { caCert, server, client, strangerClient, files, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
