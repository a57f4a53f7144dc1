// A throwaway PKI made at run time for the mutual-TLS tests: a CA, a server certificate for 127.0.0.1, a client
// certificate the CA signed, and one from a CA the server does not know. Written to a temporary folder, since the
// adapter reads its certificate and key from files; nothing is committed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export interface TestPki {
  dir: string;
  caFile: string;
  caPem: string;
  server: { cert: string; key: string };
  client: { certFile: string; keyFile: string };
  /** Signed by a CA the fake server does not trust. */
  stranger: { certFile: string; keyFile: string };
  remove(): void;
}

interface Issued {
  cert: forge.pki.Certificate;
  keys: forge.pki.rsa.KeyPair;
}

let serial = 1;

function issue(commonName: string, issuer: Issued | undefined, kind: 'ca' | 'server' | 'client'): Issued {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = (serial++).toString(16).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: kind === 'ca', critical: kind === 'ca' }];
  if (kind === 'ca') extensions.push({ name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true });
  else extensions.push({ name: 'keyUsage', digitalSignature: true, keyEncipherment: true }, { name: 'extKeyUsage', serverAuth: kind === 'server', clientAuth: kind === 'client' });
  if (kind === 'server') extensions.push({ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] });
  cert.setExtensions(extensions);
  cert.sign(issuer ? issuer.keys.privateKey : keys.privateKey, forge.md.sha256.create());
  return { cert, keys };
}

const certPem = (issued: Issued) => forge.pki.certificateToPem(issued.cert);
const keyPem = (issued: Issued) => forge.pki.privateKeyToPem(issued.keys.privateKey);

export function makeTestPki(): TestPki {
  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-efi-pki-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };
  const ca = issue('Ponte test CA', undefined, 'ca');
  const server = issue('127.0.0.1', ca, 'server');
  const client = issue('Ponte test client', ca, 'client');
  const otherCa = issue('Some other CA', undefined, 'ca');
  const stranger = issue('Stranger client', otherCa, 'client');
  return {
    dir,
    caPem: certPem(ca),
    caFile: write('ca.pem', certPem(ca)),
    server: { cert: certPem(server), key: keyPem(server) },
    client: { certFile: write('client.pem', certPem(client)), keyFile: write('client.key.pem', keyPem(client)) },
    stranger: { certFile: write('stranger.pem', certPem(stranger)), keyFile: write('stranger.key.pem', keyPem(stranger)) },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
