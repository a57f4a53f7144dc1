// The committed SDK types match what the server serves: regenerate from /openapi.json and the error catalogue, and
// compare. When this fails, run `npm run sdk:generate` and commit the result.
// Test pass: embedded only (database-independent: the SDK's types)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ERROR_CODES_FILE, errorCodesSource, GENERATED_FILE, generatedSource, servedDocument } from '../scripts/generate.ts';

describe('the generated SDK types', () => {
  it('match the served /openapi.json and the error catalogue', async () => {
    const expected = await generatedSource(await servedDocument());
    assert.ok(readFileSync(GENERATED_FILE, 'utf8') === expected, 'sdk/src/generated/openapi.ts is stale: run npm run sdk:generate');
    assert.ok(readFileSync(ERROR_CODES_FILE, 'utf8') === errorCodesSource(), 'sdk/src/generated/error-codes.ts is stale: run npm run sdk:generate');
  });
});
