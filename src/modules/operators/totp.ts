// Owns the operators' second factor: TOTP as RFC 6238 has it (HMAC-SHA-1, 6 digits, 30-second steps), through the
// otpauth library, with one step of clock drift allowed either way. Which steps were used already is the service's
// (a code is good once); this file only says which step a code belongs to.
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Ponte operations';
const PERIOD_S = 30;
const DIGITS = 6;
/** Steps of clock drift allowed either side of now: a phone a little fast or slow still signs in. */
const DRIFT_STEPS = 1;

const totpOf = (secret: string, email: string): TOTP =>
  new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app is given once: the otpauth:// URI (a QR code of it) and the same secret to type in. */
export function provisioning(
  secret: string,
  email: string,
): { secret: string; uri: string; issuer: string; algorithm: 'SHA1'; digits: number; period: number } {
  return { secret, uri: totpOf(secret, email).toString(), issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S };
}

/** The time step `code` is the code of, within the allowed drift of `at`; undefined for a wrong or malformed code. */
export function stepOfCode(secret: string, code: string, at: number = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token, timestamp: at, window: DRIFT_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: at }) + delta;
}

/** The code of a moment (tests and the sandbox's own checks; never shown by the service). */
export function codeAt(secret: string, at: number = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: at });
}
