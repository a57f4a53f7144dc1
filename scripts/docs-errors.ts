// Writes docs/errors.md from the registry of error answers: every code with its status and meaning (the catalogue,
// src/error-catalogue.ts), then each operation's statuses and codes as the served /openapi.json lists them (built from
// each route's config.errors and the generic rules, src/http/error-registry.ts), so the published lists are the code's
// own. `npm run docs:errors`; test/docs.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedDocument } from '../sdk/scripts/generate.ts';
import { allErrorCodes } from '../src/error-catalogue.ts';

type Json = Record<string, any>;
/** The document a sandbox server serves (sandbox routes included), read once when this module loads. */
const served = (await servedDocument()) as Json;

/** Each operation, in the document's order: `### operationId` and one line per error status with its codes. */
function operationSections(document: Json): string[] {
  const lines: string[] = [];
  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      lines.push(`### \`${operation.operationId}\`: ${method.toUpperCase()} \`${path}\``, '');
      for (const [status, answer] of Object.entries(operation.responses as Json)) {
        const response: Json = answer.$ref ? document.components.responses[String(answer.$ref).split('/').pop() as string] : answer;
        const parts: Json[] = response.content?.['application/json']?.schema?.allOf ?? [];
        const codes: string[] | undefined = parts.find((part) => part?.properties?.code?.enum)?.properties.code.enum;
        if (codes) lines.push(`- ${status}: ${codes.map((code) => `\`${code}\``).join(', ')}`);
      }
      lines.push('');
    }
  }
  return lines;
}

export const ERRORS_DOC = fileURLToPath(new URL('../docs/errors.md', import.meta.url));

export function errorsDocument(): string {
  const rows = allErrorCodes().map(({ code, status, message }) => `| ${status} | \`${code}\` | ${message.replace(/\|/g, '\\|')} |`);
  return [
    '# Errors',
    '',
    'Every answer that is not 2xx is JSON with the same shape, and every answer carries `X-Request-Id`:',
    '',
    '```json',
    '{"code": "validation.failed", "message": "/amount/value: must have at most 2 decimals", "requestId": "4b0c...",',
    ' "errors": [{"path": "/amount/value", "message": "must have at most 2 decimals"}]}',
    '```',
    '',
    '`errors` is present on validation failures and names each field by its JSON pointer. Quote `requestId` when you',
    'contact support. Retry 429 after `Retry-After` seconds, and 5xx with back-off: with the same `Idempotency-Key` a',
    'retry never does the work twice. A 503 `service.unavailable` means the service cannot reach its database for a',
    'moment. The SDK throws these as `PonteError` with `status`, `code`, `requestId` and `errors`.',
    '',
    'Authentication: `POST /v1/auth/token` takes the client credentials by HTTP Basic (`client_secret_basic`) or as',
    '`client_id` and `client_secret` in the form or JSON body (`client_secret_post`), never both; wrong ones are 401',
    "`auth.invalid_credentials` with `WWW-Authenticate: Basic` and RFC 6749's `error: invalid_client`. Every other `/v1`",
    'call takes the access token as `Authorization: Bearer`; without a valid one it is 401 `auth.unauthorized` with',
    "`WWW-Authenticate: Bearer`, and a valid credential of the wrong kind (an integrator's token on an operator route) is",
    '403 `auth.forbidden`. See [Authentication](api.md#authentication).',
    '',
    'This catalogue and the list per operation below are generated from the code (`npm run docs:errors`): each code is',
    'declared once by the module that owns it, each route declares the codes it answers, and the codes every route of a',
    'kind can answer (a bad token, a throttled caller, a body too large, a bug) are declared once for all of them. The',
    "same registry writes each operation's error responses in `/openapi.json`, with the codes of each status as an enum",
    'of `code`. A path with no route answers 404 `web.no_handler`; a path without the method asked, 405',
    '`web.method_not_allowed` with `Allow`.',
    '',
    '## Every code',
    '',
    '| status | code | meaning |',
    '|---|---|---|',
    ...rows,
    '',
    '## Statuses and codes per operation',
    '',
    ...operationSections(served),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ERRORS_DOC, errorsDocument());
  process.stdout.write('wrote docs/errors.md\n');
}
