// The error catalogue in docs/errors.md is the code's own: regenerate it and compare.
// Test pass: embedded only (database-independent: regenerates a document from the code)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ERRORS_DOC, errorsDocument } from '../scripts/docs-errors.ts';

describe('docs/errors.md', () => {
  it('lists exactly the codes the service can answer', () => {
    assert.ok(readFileSync(ERRORS_DOC, 'utf8') === errorsDocument(), 'docs/errors.md is stale: run npm run docs:errors');
  });
});
