// The cookies of the server-rendered pages (the dashboard, the operator console): read by @fastify/cookie (registered on
// each one's scope), written here with the few attributes they need, in the order the dashboard has always sent them
// (Path, HttpOnly, SameSite, Max-Age, Secure), which @fastify/cookie's serializer would reorder. Each scope's cookies
// carry its own Path, so a browser never sends the dashboard's to /ops, nor the console's to /dashboard.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie the browser sent; the first of two with one name is the more specific (longer path) one. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value === undefined || value === '' ? undefined : value;
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

/**
 * The Path and Secure of a page scope's cookies: Secure in production, and wherever the service is reached over https;
 * a local sandbox on plain http needs it off.
 */
export function scopeCookie(path: string, env: 'sandbox' | 'production', publicBaseUrl: string): { path: string; secure: boolean } {
  return { path, secure: env === 'production' || publicBaseUrl.startsWith('https:') };
}
