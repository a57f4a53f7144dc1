// Owns one HTTP attempt to a callback URL: the URL is checked again (contract section 11), names are resolved by a
// lookup that refuses forbidden addresses and pins the connection to the address it checked (no DNS rebinding
// between the check and the connect), redirects are not followed, the whole attempt is bounded by a timeout, and
// the first 2 KB of the answer are kept for the attempt log. A loopback target (a developer's own machine, when the
// operator allows it) that refuses or answers non-2xx is recorded by its status alone, with no body and a generic
// error, so that callbacks cannot be used to read or scan the services of the host the sandbox runs on.
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import { Agent, Pool } from 'undici';
import { CallbackUrlError, isAllowedAddress, isLoopback, parseCallbackUrl, type CallbackPolicy } from '../integrators/callback-url.ts';

const KEEP_BYTES = 2048;
const READ_LIMIT = 64 * 1024;

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/** What a loopback target that could not be reached is recorded with, whatever the cause. */
export const LOOPBACK_UNREACHABLE = 'the callback URL could not be reached';

function guardedLookup(policy: CallbackPolicy, onResolved: (address: string) => void): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as Array<{ address: string; family: number }>;
      const refused = list.find((entry) => !isAllowedAddress(entry.address, policy));
      if (refused || list.length === 0) {
        return callback(new CallbackUrlError(`callback host ${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not allowed`), '', 0);
      }
      for (const entry of list) onResolved(entry.address);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** A callback URL that passed the checks, and whether it names a loopback address or `localhost` itself. */
interface CheckedUrl {
  url: URL;
  namesLoopback: boolean;
}

/** A loopback target's attempt says no more than its status: no answer body unless 2xx, no error detail. */
function redactedForLoopback(result: AttemptResult): AttemptResult {
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  if (ok) return result;
  return { ...result, responseBody: null, error: result.statusCode === null ? LOOPBACK_UNREACHABLE : null };
}

export class WebhookSender {
  /**
   * One pool of kept-alive connections per origin, by undici: on this project's 2-core machine a POST loop to one
   * receiver ran about 1.5 times as fast with it as with node:http's client. More connections than the dispatcher
   * has slots (192), so that an attempt never waits in a pool, where its time-out runs, even when every integrator's
   * receiver is on one host. Each pool resolves names through the guarded lookup.
   */
  private readonly agent: Agent;
  /**
   * Origins a connection of which reached a loopback address (by the name's lookup): all their answers are redacted,
   * kept-alive connections included. Only loopback origins are ever added, and only where loopback is allowed.
   */
  private readonly loopbackOrigins = new Set<string>();

  constructor(
    private readonly policy: CallbackPolicy,
    private readonly timeoutMs: number,
  ) {
    this.agent = new Agent({
      connections: 256,
      factory: (origin, options) => {
        const key = String(origin);
        const lookup = guardedLookup(this.policy, (address) => {
          if (isLoopback(address)) this.loopbackOrigins.add(key);
        });
        return new Pool(origin, { ...options, connect: { lookup } as Pool.Options['connect'] });
      },
    });
  }

  async send(rawUrl: string | null, body: string, headers: Record<string, string>): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let target: CheckedUrl;
    try {
      target = this.checked(rawUrl);
    } catch (error) {
      return { statusCode: null, durationMs: elapsed(), error: (error as Error).message, responseBody: null };
    }
    const { url } = target;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    let result: Omit<AttemptResult, 'durationMs'>;
    try {
      const response = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Ponte-Webhooks/1.0' },
        body,
        signal: controller.signal,
      });
      // The first READ_LIMIT bytes at most; an answer that breaks off keeps its status and what came.
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > READ_LIMIT) break;
          chunks.push(chunk);
        }
      } catch {
        // cut off or timed out while reading
      }
      result = { statusCode: response.statusCode, error: null, responseBody: Buffer.concat(chunks).subarray(0, KEEP_BYTES).toString('utf8') };
    } catch (error) {
      result = { statusCode: null, error: (error as Error).message, responseBody: null };
    } finally {
      clearTimeout(timer);
    }
    const attempt = { ...result, durationMs: elapsed() };
    // Loopback by the address it names, the name `localhost`, or what the name resolved to on any connection.
    const loopback = target.namesLoopback || this.loopbackOrigins.has(url.origin);
    return loopback ? redactedForLoopback(attempt) : attempt;
  }

  /** URLs that passed the checks, by their text: the checks depend on nothing else, and every delivery makes them. */
  private readonly passed = new LRUCache<string, CheckedUrl>({ max: 1000 });

  /** The callback URL, checked as at set time; throws CallbackUrlError. */
  private checked(rawUrl: string | null): CheckedUrl {
    if (!rawUrl) throw new CallbackUrlError('the integrator has no callback URL');
    const known = this.passed.get(rawUrl);
    if (known) return known;
    const url = parseCallbackUrl(rawUrl, this.policy.env);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !isAllowedAddress(host, this.policy)) {
      throw new CallbackUrlError(`callback address ${host} is not allowed`);
    }
    const checked = { url, namesLoopback: isLoopback(host) || host === 'localhost' || host.endsWith('.localhost') };
    this.passed.set(rawUrl, checked);
    return checked;
  }

  close(): void {
    void this.agent.destroy();
  }
}
