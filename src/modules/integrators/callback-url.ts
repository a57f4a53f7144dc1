// Owns which callback URLs the service will send to. In production: https only, to public addresses; a name is
// resolved and every address it resolves to must be public (loopback, private, link-local, CGNAT, metadata, unique
// local, and every IPv6 form that embeds an IPv4 address are refused). The sandbox also allows http, and loopback when
// the operator allows it (ALLOW_LOOPBACK_CALLBACKS: on by default only when the server itself listens on loopback), so
// an integrator can receive callbacks on their own machine while a hosted sandbox cannot be pointed at its own host.
// Private ranges are never allowed. Checked when the URL is set and again before each send.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Environment } from '../../config/index.ts';

export class CallbackUrlError extends Error {}

const MAX_LENGTH = 2048;

/** IPv6 ranges that carry an IPv4 address or route to one (translation and tunnels): never a callback target. */
const EMBEDDING_RANGES = [
  '::/96', // IPv4-compatible, ::a.b.c.d (deprecated)
  '::ffff:0:0:0/96', // SIIT, RFC 6145
  '64:ff9b::/96', // NAT64 well-known prefix, RFC 6052
  '64:ff9b:1::/48', // NAT64 local-use prefix, RFC 8215
  '2002::/16', // 6to4
  '2001::/32', // Teredo
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** The IPv4 address an ISATAP interface identifier (::0:5efe:a.b.c.d or ::200:5efe:a.b.c.d) carries, if any. */
function isatapAddress(v6: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = v6.parts;
  if ((parts[4]! & 0xfdff) !== 0 || parts[5] !== 0x5efe) return undefined;
  return new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
}

/** True when the address is publicly routable (ipaddr's `unicast` range, after unwrapping IPv4-mapped IPv6). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else {
      if (v6.range() !== 'unicast' || EMBEDDING_RANGES.some((range) => v6.match(range))) return false;
      const isatap = isatapAddress(v6);
      if (isatap && isatap.range() !== 'unicast') return false;
    }
  }
  // 169.254.169.254 (cloud metadata) is link-local, 100.64.0.0/10 is carrierGradeNat: neither is 'unicast'.
  return parsed.range() === 'unicast';
}

export function isLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

/** Who a callback may reach: public addresses always; loopback only in the sandbox, and only when allowed. */
export interface CallbackPolicy {
  env: Environment;
  /** ALLOW_LOOPBACK_CALLBACKS; never honoured in production. */
  allowLoopback: boolean;
}

export function isAllowedAddress(address: string, policy: CallbackPolicy): boolean {
  if (isPublicAddress(address)) return true;
  return policy.env === 'sandbox' && policy.allowLoopback && isLoopback(address);
}

export interface CheckOptions extends CallbackPolicy {
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

/**
 * What every refused host is told, whether it does not resolve or resolves to an address that is not allowed: the
 * answer never says what a name resolves to, so a hosted server cannot be used to map the names of its own network.
 */
export const REFUSED_HOST = 'its host is not a public address (it must resolve, and only to public addresses)';

/** A host that is loopback whatever any resolver says (RFC 6761): naming the reason reveals nothing about the network. */
function namesLoopbackItself(host: string): boolean {
  return isLoopback(host) || host === 'localhost' || host.endsWith('.localhost');
}

/** The full check, including where the host name points. */
export async function checkCallbackUrl(raw: string, options: CheckOptions): Promise<URL> {
  const url = parseCallbackUrl(raw, options.env);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await (options.resolve ?? systemResolve)(host).catch(() => [] as string[]);
  if (addresses.length > 0 && addresses.every((address) => isAllowedAddress(address, options))) return url;
  const loopbackNote = options.env === 'sandbox' && namesLoopbackItself(host) ? ' (loopback callbacks are off on this server: ALLOW_LOOPBACK_CALLBACKS)' : '';
  throw new CallbackUrlError(`${REFUSED_HOST}${loopbackNote}`);
}
