// Writes docs/errors.md from the service's error catalogue (src/error-catalogue.ts: the codes each module declares),
// so the published list is the code's own. `npm run docs:errors`; test/docs.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allErrorCodes } from '../src/error-catalogue.ts';

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
    'This catalogue is generated from the code (`npm run docs:errors`).',
    '',
    '| status | code | meaning |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ERRORS_DOC, errorsDocument());
  process.stdout.write('wrote docs/errors.md\n');
}
