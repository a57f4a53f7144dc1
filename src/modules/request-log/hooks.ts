// Records each authenticated /v1 call of an integrator into the request log, after its answer is sent (onResponse),
// so recording adds nothing to the request's time. The error code is read from the answer's contract body (section 3)
// as it goes out; nothing else of a body is kept, and of the query string only page, size and sort (filter values may
// be document numbers).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLog } from './service.ts';

const KEPT_QUERY = new Set(['page', 'size', 'sort']);
const errorCodes = new WeakMap<FastifyRequest, string>();

/** The path as logged: the query string reduced to page, size and sort, each value as sent (short, never a secret). */
export function loggedPath(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (!query) return path;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) if (KEPT_QUERY.has(name)) kept.append(name, value.slice(0, 100));
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}

function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 64 * 1024 || !payload.startsWith('{')) return undefined;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' && code.length <= 100 ? code : undefined;
  } catch {
    return undefined;
  }
}

export function registerRequestLog(app: FastifyInstance, log: RequestLog): void {
  log.onError = (error) => app.log.warn({ err: error }, 'request log write failed');
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && request.principal?.kind === 'integrator') {
      const code = errorCodeOf(payload);
      if (code) errorCodes.set(request, code);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal;
    // The routed path decides (a percent-encoded `/%761/transfers` is the same route and is logged too).
    if (principal?.kind !== 'integrator' || !(request.routeOptions.url ?? '').startsWith('/v1/')) return;
    log.record({
      integratorId: principal.integratorId,
      apiKeyId: principal.apiKeyId ?? null,
      method: request.method,
      path: loggedPath(request.url).slice(0, 2048),
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      requestId: request.id,
      errorCode: errorCodes.get(request) ?? null,
      durationMs: reply.elapsedTime,
      at: new Date(Date.now() - reply.elapsedTime),
    });
  });
  // What is buffered is written before the app closes.
  app.addHook('onClose', async () => log.flush());
}
