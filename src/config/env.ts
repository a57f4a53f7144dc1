// The readers of environment variables: each checks one variable and reports anything wrong as one line naming it.
import { readFileSync } from 'node:fs';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function integer(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A duration such as `30d`, `24h`, `15m` or `90s`, in seconds; 0 (`0`, `0d`) only where `allowZero`. */
export function duration(env: Env, name: string, fallbackS: number, allowZero = false): number {
  const raw = text(env, name);
  if (raw === undefined) return fallbackS;
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must be a duration such as 30d, 24h, 15m or 90s, got "${raw}"`);
  const seconds = Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  if (seconds === 0 && !allowZero) throw new ConfigError(`${name} must be longer than 0`);
  return seconds;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name) ?? fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  return raw;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

/**
 * A secret: the variable itself, or the contents of the file `${name}_FILE` names (the way container platforms hand
 * secrets over). The value is never put in a message.
 */
export function secret(env: Env, name: string): string | undefined {
  const direct = text(env, name);
  const file = text(env, `${name}_FILE`);
  if (direct !== undefined && file !== undefined) throw new ConfigError(`set ${name} or ${name}_FILE, not both`);
  if (file === undefined) return direct;
  try {
    const value = readFileSync(file, 'utf8').trim();
    if (value === '') throw new ConfigError(`${name}_FILE names an empty file: ${file}`);
    return value;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${name}_FILE cannot be read: ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** A file the process must be able to read (a certificate, a key): its path, checked now rather than at the first call. */
export function readableFile(env: Env, name: string): string | undefined {
  const file = text(env, name);
  if (file === undefined) return undefined;
  try {
    readFileSync(file);
  } catch (error) {
    throw new ConfigError(`${name} cannot be read: ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return file;
}
