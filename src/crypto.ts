// Owns the service's secrets handling: random credentials, one-way hashes for what only needs checking
// (client secrets, access tokens), scrypt for dashboard passwords, and AES-256-GCM for what must be read back
// (webhook secrets).
import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** A random credential, url-safe, with a readable prefix (`ck_`, `cs_`, `whsec_`, `at_`). */
export function randomSecret(prefix: string, bytes = 32): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/** Credentials are 256-bit random values, so one SHA-256 is the right hash: no salt or stretching adds strength. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Compares two secrets in time that depends on neither their contents nor their lengths: both are hashed to 32 bytes
 * first, so a guess of the wrong length is refused exactly as slowly as one of the right length.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  return secretMatcher(b)(a);
}

/**
 * constantTimeEqual against one secret known in advance (ADMIN_TOKEN, METRICS_TOKEN, a webhook path's secret), its hash
 * made once: a request then hashes only what it presents, where constantTimeEqual hashed both every time.
 */
export function secretMatcher(expected: string): (presented: string) => boolean {
  const digest = createHash('sha256').update(expected).digest();
  return (presented) => timingSafeEqual(createHash('sha256').update(presented).digest(), digest) && presented === expected;
}

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/** Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url; the version leaves room for key rotation. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed secret has an unknown form');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Dashboard passwords are chosen by people, so unlike the random credentials above they get a salted, memory-hard
 * hash: scrypt, stored as `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking old hashes.
 * N is 2^15 (about 0.1 s and 32 MB a hash) unless PASSWORD_HASH_COST says otherwise (config: a sandbox may go down to
 * 2^10, as the test suite does, where thousands of sign-ins would otherwise spend minutes in scrypt; production never
 * below 2^15). A check always uses the parameters stored with the hash.
 */
export const PASSWORD_HASH_COST = 15;
const SCRYPT = { r: 8, p: 1, keyLength: 32, saltLength: 16 };

function scryptAsync(password: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A hash of `password` with scrypt's N at 2^`cost`. */
export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const N = 2 ** cost;
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of nothing at each cost, checked when there is no real one, so an unknown email takes as long as a wrong password. */
const decoyHashes = new Map<number, Promise<string>>();

function decoyHash(cost: number): Promise<string> {
  let decoy = decoyHashes.get(cost);
  if (decoy === undefined) decoyHashes.set(cost, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
}

/**
 * True when `password` matches `stored`; with no stored hash it still does the work of one check at `cost` (the cost
 * new hashes are made at), and says false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined, cost = PASSWORD_HASH_COST): Promise<boolean> {
  const hash = stored ?? (await decoyHash(cost));
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && stored !== undefined && timingSafeEqual(actual, expected);
}
