// docs/api.md against the running router: every route the served OpenAPI document lists is in the reference, and every
// `METHOD /path` the reference names is a route the server has, so the reference cannot drift from the code.
// Test pass: embedded only (database-independent: compares the reference with the router)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startApp, type TestApp } from './helpers/app.ts';

const API_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api.md');

// Routes the reference names that /openapi.json leaves out on purpose: a provider's notice (not for integrators), and the
// document and its rendering themselves.
const UNLISTED = new Set(['POST /webhooks/kyc', 'GET /openapi.json', 'GET /docs']);

/** `GET /v1/transfers/{}`: path parameters are compared by place, not by name (`{id}`, `{BR|CO}`). */
const route = (method: string, routePath: string) => `${method.toUpperCase()} ${routePath.replace(/\{[^}]*\}/g, '{}')}`;

/** Every `METHOD /path` written in the reference, in code or a table cell. */
export function documentedRoutes(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const [, method, routePath] of markdown.replaceAll('\\|', '|').matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)(?:\?[^`\s]*)?`/g)) {
    found.add(route(method!, routePath!));
  }
  return found;
}

describe('docs/api.md', () => {
  let t: TestApp;
  let served: Set<string>;
  let documented: Set<string>;
  before(async () => {
    t = await startApp();
    const openapi = (await t.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    served = new Set(Object.entries(openapi.paths).flatMap(([p, operations]) => Object.keys(operations).map((m) => route(m, p))));
    documented = documentedRoutes(readFileSync(API_DOC, 'utf8'));
  });
  after(() => t.close());

  it('names every route the server serves', () => {
    assert.ok(served.size > 40, `the OpenAPI document lists ${served.size} routes`);
    const missing = [...served].filter((r) => !documented.has(r));
    assert.deepEqual(missing, [], `routes the reference does not name:\n${missing.join('\n')}`);
  });

  it('names no route the server does not have', () => {
    const unknown = [...documented].filter((r) => !served.has(r) && !UNLISTED.has(r));
    assert.deepEqual(unknown, [], `routes the reference names that the server does not serve:\n${unknown.join('\n')}`);
  });

  it('reads routes written in a table cell or as a placeholder', () => {
    assert.deepEqual(
      [...documentedRoutes('| `PUT /v1/admin/corridors/{BR\\|CO}` | x |\n`GET /v1/transfers?size=5` and `POST` alone')],
      ['PUT /v1/admin/corridors/{}', 'GET /v1/transfers'],
    );
  });
});
