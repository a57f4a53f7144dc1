// Reads the Cookie header and writes Set-Cookie headers: the few attributes the dashboard's cookies need, nothing more.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = part.slice(0, equals).trim();
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    // The first of two cookies with one name is the more specific (longer path) one; keep it.
    if (!cookies.has(name)) {
      try {
        cookies.set(name, decodeURIComponent(value));
      } catch {
        // not percent-encoded validly: not one of ours
      }
    }
  }
  return cookies;
}

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  return parseCookies(request.headers.cookie).get(name);
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 removes the cookie. Without it the cookie lasts as long as the browser session. */
  maxAge?: number;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
}

/** Every cookie here is HttpOnly: no script of the page ever needs one. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'HttpOnly', `SameSite=${options.sameSite}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Adds a Set-Cookie header, keeping any set before it in the same answer. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, serializeCookie(name, value, options)]);
}
