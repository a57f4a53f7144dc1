// Owns where integrators send USDC for an external-wallet off-ramp: one address per transfer, derived from
// DEPOSIT_XPUB (an extended public key, so the service never holds a private key) at a non-hardened index. In the
// embedded sandbox without DEPOSIT_XPUB, an xpub is generated once into DATA_DIR and its seed thrown away, at the first
// address asked for: generating it (a BIP32 master key and four derivations) cost each start ~0.3 s of CPU, and every
// test file's app starts on a DATA_DIR of its own, most never making an external-wallet off-ramp.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import * as Address from 'ox/Address';
import * as PublicKey from 'ox/PublicKey';

/** Non-hardened BIP32 indexes are below 2^31. */
export const MAX_DEPOSIT_INDEX = 2 ** 31 - 1;

export class DepositAddresses {
  private key: HDKey | undefined;

  /** `xpub`, or what gives it at the first address asked for (the sandbox's, made in DATA_DIR: `sandboxDepositXpub`). */
  constructor(private readonly xpub: string | (() => string)) {
    if (typeof xpub === 'string') this.key = DepositAddresses.parse(xpub);
  }

  private static parse(xpub: string): HDKey {
    const key = HDKey.fromExtendedKey(xpub);
    if (key.privateKey) throw new Error('DEPOSIT_XPUB must be an extended public key; the service holds no private key');
    return key;
  }

  private get root(): HDKey {
    return (this.key ??= DepositAddresses.parse(typeof this.xpub === 'string' ? this.xpub : this.xpub()));
  }

  /** The EIP-55 address at `index` below the xpub. */
  addressAt(index: number): `0x${string}` {
    if (!Number.isInteger(index) || index < 0 || index > MAX_DEPOSIT_INDEX) throw new Error(`deposit index ${index} is out of range`);
    const compressed = this.root.deriveChild(index).publicKey;
    if (!compressed) throw new Error('derived key has no public key');
    // BIP32 gives a compressed key; an Ethereum address hashes the uncompressed one. ox (viem's own core) rather than
    // viem: importing viem costs every start ~0.45 s of CPU (rails/chain/viem.ts), ox's two modules ~0.05 s.
    const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
    return Address.fromPublicKey(PublicKey.fromBytes(uncompressed), { checksum: true });
  }
}

/** DEPOSIT_XPUB, or the sandbox's own generated into DATA_DIR/deposit.xpub. */
export async function loadDepositXpub(configured: string | undefined, dataDir: string, environment: 'sandbox' | 'production'): Promise<string> {
  if (configured) return configured;
  if (environment === 'production') throw new Error('DEPOSIT_XPUB is required for external-wallet off-ramps in production');
  return sandboxDepositXpub(dataDir);
}

/** The sandbox's own xpub in DATA_DIR/deposit.xpub, generated there the first time (synchronous: a file of one line). */
export function sandboxDepositXpub(dataDir: string): string {
  const file = path.join(dataDir, 'deposit.xpub');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The account level of BIP44 for Ethereum (m/44'/60'/0'/0); only its public half is kept.
  const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'/0").publicExtendedKey;
  try {
    writeFileSync(file, xpub + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
