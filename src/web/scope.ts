// What a server-rendered scope (the dashboard at /dashboard, the operator console at /ops) sets up the same way: the
// headers a page with secrets needs (a strict Content-Security-Policy, no framing, no sniffing), and the service's own
// stylesheet, script and icon, served under the scope's prefix so each works offline, with no CDN.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const ASSET_FILES: Record<string, string> = {
  'dashboard.css': 'text/css; charset=utf-8',
  'dashboard.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};

/** Every answer of the scope carries the headers; its assets are served at `/assets/<file>` under its prefix. */
export function registerPageScope(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.headers({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
  });
  for (const [file, type] of Object.entries(ASSET_FILES)) {
    const body = readFileSync(new URL(`./assets/${file}`, import.meta.url));
    scope.get(`/assets/${file}`, { schema: { hide: true }, config: { auth: 'none' } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=300').send(body),
    );
  }
}
