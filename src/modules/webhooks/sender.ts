// Owns one HTTP attempt to a callback URL: the URL is checked again (contract section 11), names are resolved by a
// lookup that refuses forbidden addresses and pins the connection to the address it checked (no DNS rebinding
// between the check and the connect), redirects are not followed, the whole attempt is bounded by a timeout, and
// the first 2 KB of the answer are kept for the attempt log. A loopback target (a developer's own machine, when the
// operator allows it) that refuses or answers non-2xx is recorded by its status alone, with no body and a generic
// error, so that callbacks cannot be used to read or scan the services of the host the sandbox runs on.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
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

/** A loopback target's attempt says no more than its status: no answer body unless 2xx, no error detail. */
function redactedForLoopback(result: AttemptResult): AttemptResult {
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  if (ok) return result;
  return { ...result, responseBody: null, error: result.statusCode === null ? LOOPBACK_UNREACHABLE : null };
}

export class WebhookSender {
  // As many sockets a host as the dispatcher has slots: an attempt never waits in the agent, where its time-out runs.
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 128 });

  constructor(
    private readonly policy: CallbackPolicy,
    private readonly timeoutMs: number,
  ) {}

  async send(rawUrl: string | null, body: string, headers: Record<string, string>): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = this.checked(rawUrl);
    } catch (error) {
      return { statusCode: null, durationMs: elapsed(), error: (error as Error).message, responseBody: null };
    }

    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Loopback by the address it names, the name `localhost`, what the name resolved to, or, on a kept-alive
    // connection that resolved nothing this time, the address the socket is connected to.
    let loopback = isLoopback(host) || host === 'localhost' || host.endsWith('.localhost');
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const attempt = { ...result, durationMs: elapsed() };
        const remote = request.socket?.remoteAddress;
        if (remote !== undefined && isLoopback(remote)) loopback = true;
        resolve(loopback ? redactedForLoopback(attempt) : attempt);
      };
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        agent: secure ? this.httpsAgent : this.httpAgent,
        lookup: guardedLookup(this.policy, (address) => {
          if (isLoopback(address)) loopback = true;
        }),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Ponte-Webhooks/1.0',
        },
      });
      const timer = setTimeout(() => {
        request.destroy(new Error(`no answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      request.on('error', (error) => finish({ statusCode: null, error: error.message, responseBody: null }));
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= READ_LIMIT) chunks.push(chunk);
          else response.destroy();
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            error: null,
            responseBody: Buffer.concat(chunks).subarray(0, KEEP_BYTES).toString('utf8'),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      });
      request.end(body);
    });
  }

  /** URLs that passed the checks, by their text: the checks depend on nothing else, and every delivery makes them. */
  private readonly passed = new LRUCache<string, URL>({ max: 1000 });

  /** The callback URL, checked as at set time, and its host if it is an address; throws CallbackUrlError. */
  private checked(rawUrl: string | null): URL {
    if (!rawUrl) throw new CallbackUrlError('the integrator has no callback URL');
    const known = this.passed.get(rawUrl);
    if (known) return known;
    const url = parseCallbackUrl(rawUrl, this.policy.env);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !isAllowedAddress(host, this.policy)) {
      throw new CallbackUrlError(`callback address ${host} is not allowed`);
    }
    this.passed.set(rawUrl, url);
    return url;
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
