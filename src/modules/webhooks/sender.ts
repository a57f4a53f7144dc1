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
import type { Agent, Dispatcher, Pool } from 'undici';
import { CallbackUrlError, isAllowedAddress, isLoopback, parseCallbackUrl, REFUSED_HOST, type CallbackPolicy } from '../integrators/index.ts';

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
        // Never what the name resolved to: the attempt log is the integrator's to read (callback-url.ts).
        return callback(new CallbackUrlError(`callback URL refused: ${REFUSED_HOST}`), '', 0);
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

interface PostAnswer {
  statusCode: number;
  body: Buffer;
}

/**
 * One attempt's handler on undici's dispatcher interface, the one its request() is built on: every delivery needs
 * only the status and the first READ_LIMIT bytes, so no response stream, abort signal or async resource is made for
 * it (a third of the sender's work per delivery, profiled). Rejects when no answer came; an answer that breaks off or
 * runs out of time while its body is read keeps its status and what came, and one longer than READ_LIMIT is cut there
 * (its connection closed). The time-out bounds the whole attempt: one that runs out before the request has a
 * connection is aborted as it gets one.
 */
class PostHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private timedOut: Error | undefined;
  private statusCode = 0;
  private size = 0;
  private readonly chunks: Buffer[] = [];
  private settled = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly timeoutMs: number,
    private readonly resolve: (answer: PostAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {
    this.timer = setTimeout(PostHandler.timeOut, timeoutMs, this);
  }

  private static timeOut(handler: PostHandler): void {
    handler.timedOut = new Error(`no answer within ${handler.timeoutMs} ms`);
    handler.controller?.abort(handler.timedOut);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.timedOut) return controller.abort(this.timedOut);
    this.controller = controller;
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    // 1xx answers are interim: the final one follows.
    if (statusCode >= 200) this.statusCode = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > READ_LIMIT) {
      this.settle();
      return controller.abort(new Error('answer longer than kept'));
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.settle();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.settle(error);
  }

  private settle(error?: Error): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    if (this.statusCode !== 0) this.resolve({ statusCode: this.statusCode, body: Buffer.concat(this.chunks) });
    else this.reject(error ?? new Error('no answer'));
  }
}

export class WebhookSender {
  /**
   * One pool of kept-alive connections per origin, by undici: on this project's 2-core machine a POST loop to one
   * receiver ran about 1.5 times as fast with it as with node:http's client. More connections than the dispatcher
   * has slots (192), so that an attempt never waits in a pool, where its time-out runs, even when every integrator's
   * receiver is on one host. Each pool resolves names through the guarded lookup.
   */
  private agent: Promise<Agent> | undefined;
  /**
   * Origins a connection of which reached a loopback address (by the name's lookup): all their answers are redacted,
   * kept-alive connections included. Only loopback origins are ever added, and only where loopback is allowed.
   */
  private readonly loopbackOrigins = new Set<string>();

  constructor(
    private readonly policy: CallbackPolicy,
    private readonly timeoutMs: number,
  ) {}

  /**
   * The agent, made at the first delivery: undici (some 110 modules, ~0.16 s of CPU) is loaded then, not at every
   * start of a process that imports this module and never delivers (the api, each test's app).
   */
  private dispatcher(): Promise<Agent> {
    this.agent ??= import('undici').then(
      ({ Agent, Pool }) =>
        new Agent({
          connections: 256,
          factory: (origin, options) => {
            const key = String(origin);
            const lookup = guardedLookup(this.policy, (address) => {
              if (isLoopback(address)) this.loopbackOrigins.add(key);
            });
            return new Pool(origin, { ...options, connect: { lookup } as Pool.Options['connect'] });
          },
        }),
    );
    return this.agent;
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
    let result: Omit<AttemptResult, 'durationMs'>;
    try {
      const answer = await this.post(url, body, headers);
      result = { statusCode: answer.statusCode, error: null, responseBody: answer.body.subarray(0, KEEP_BYTES).toString('utf8') };
    } catch (error) {
      result = { statusCode: null, error: (error as Error).message, responseBody: null };
    }
    const attempt = { ...result, durationMs: elapsed() };
    // Loopback by the address it names, the name `localhost`, or what the name resolved to on any connection.
    const loopback = target.namesLoopback || this.loopbackOrigins.has(url.origin);
    return loopback ? redactedForLoopback(attempt) : attempt;
  }

  /** One POST through undici's dispatcher interface (see PostHandler). */
  private async post(url: URL, body: string, headers: Record<string, string>): Promise<PostAnswer> {
    const agent = await this.dispatcher();
    return new Promise((resolve, reject) => {
      agent.dispatch(
        {
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Ponte-Webhooks/1.0' },
          body,
        },
        new PostHandler(this.timeoutMs, resolve, reject),
      );
    });
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
    void this.agent?.then((agent) => agent.destroy());
  }
}
