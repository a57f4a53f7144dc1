// The throwaway PKI every mutual-TLS test uses, made at run time with node-forge (nothing committed): a CA, a server
// certificate for 127.0.0.1 that CA signed (what a fake provider presents), a client certificate it signed (what Ponte
// presents), and a client certificate from another CA (a client the provider does not know). Written to a temporary
// folder too, since the adapters read their certificate and key from files, as in production.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

/** A certificate and its key, as PEM text and as the files an adapter's settings name. */
export interface TestCredentials {
  cert: string;
  key: string;
  certFile: string;
  keyFile: string;
}

export interface TestPki {
  dir: string;
  /** The CA a fake trusts for client certificates and that signed its server certificate. */
  caPem: string;
  caFile: string;
  server: TestCredentials;
  client: TestCredentials;
  /** Signed by a CA no fake trusts. */
  stranger: TestCredentials;
  remove(): void;
}

interface Issued {
  cert: forge.pki.Certificate;
  keys: forge.pki.rsa.KeyPair;
}

let serial = 1;

function issue(commonName: string, issuer: Issued | undefined, kind: 'ca' | 'server' | 'client'): Issued {
  // node-forge hands RSA key generation to node:crypto when it can, so five keys take milliseconds, not seconds.
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = (serial++).toString(16).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: kind === 'ca', critical: true }];
  if (kind === 'ca') extensions.push({ name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true });
  else
    extensions.push(
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: kind === 'server', clientAuth: kind === 'client' },
    );
  if (kind === 'server')
    extensions.push({
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 2, value: 'localhost' },
      ],
    });
  cert.setExtensions(extensions);
  cert.sign(issuer ? issuer.keys.privateKey : keys.privateKey, forge.md.sha256.create());
  return { cert, keys };
}

/** `name` goes into the temporary folder's name, to tell which suite left one behind. */
export function makeTestPki(name = 'ponte'): TestPki {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-pki-`));
  const write = (file: string, text: string): string => {
    const written = path.join(dir, file);
    writeFileSync(written, text, { mode: 0o600 });
    return written;
  };
  const credentials = (issued: Issued, file: string): TestCredentials => {
    const cert = forge.pki.certificateToPem(issued.cert);
    const key = forge.pki.privateKeyToPem(issued.keys.privateKey);
    return { cert, key, certFile: write(`${file}.pem`, cert), keyFile: write(`${file}.key.pem`, key) };
  };
  const ca = issue('Ponte test CA', undefined, 'ca');
  const otherCa = issue('Some other CA', undefined, 'ca');
  const caPem = forge.pki.certificateToPem(ca.cert);
  return {
    dir,
    caPem,
    caFile: write('ca.pem', caPem),
    server: credentials(issue('127.0.0.1', ca, 'server'), 'server'),
    client: credentials(issue('Ponte test client', ca, 'client'), 'client'),
    stranger: credentials(issue('Stranger client', otherCa, 'client'), 'stranger'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
