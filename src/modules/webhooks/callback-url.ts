// Owns which callback URLs the service will send to. In production: https only, to public addresses; a name is
// resolved and every address it resolves to must be public (loopback, private, link-local, CGNAT, metadata, unique
// local, IPv4-mapped and the other special ranges are refused). The sandbox also allows http and loopback (never private
// ranges), so that an integrator can receive callbacks on their own machine. Checked when the URL is set and again before each send.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Environment } from '../../config.ts';

export class CallbackUrlError extends Error {}

const MAX_LENGTH = 2048;

/** True when the address is publicly routable (ipaddr's `unicast` range, after unwrapping IPv4-mapped IPv6). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.range() === 'rfc6145' || v6.range() === 'rfc6052' || v6.range() === '6to4' || v6.range() === 'teredo') return false;
  }
  // 169.254.169.254 (cloud metadata) is link-local, 100.64.0.0/10 is carrierGradeNat: neither is 'unicast'.
  return parsed.range() === 'unicast';
}

function isLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

export interface CheckOptions {
  env: Environment;
  /** Resolves a host name to its addresses; the system resolver unless a test gives another. */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string): Promise<string[]> => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Parses and checks a callback URL; throws CallbackUrlError with the reason. Returns the normalised URL. */
export function parseCallbackUrl(raw: string, env: Environment): URL {
  if (raw.length > MAX_LENGTH) throw new CallbackUrlError(`must be at most ${MAX_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CallbackUrlError('must be an absolute URL');
  }
  if (url.username || url.password) throw new CallbackUrlError('must not carry credentials');
  if (env === 'production' && url.protocol !== 'https:') throw new CallbackUrlError('must use https in production');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CallbackUrlError('must use http or https');
  return url;
}

/** The full check, including where the host name points. */
export async function checkCallbackUrl(raw: string, options: CheckOptions): Promise<URL> {
  const url = parseCallbackUrl(raw, options.env);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await (options.resolve ?? systemResolve)(host).catch(() => {
    throw new CallbackUrlError(`its host ${host} does not resolve`);
  });
  if (addresses.length === 0) throw new CallbackUrlError(`its host ${host} does not resolve`);
  for (const address of addresses) {
    if (isPublicAddress(address)) continue;
    if (options.env === 'sandbox' && isLoopback(address)) continue;
    throw new CallbackUrlError(`its host resolves to ${address}, which is not a public address`);
  }
  return url;
}
