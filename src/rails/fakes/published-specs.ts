// Owns where the tests find the providers' published specifications: `../shared/specs/` beside the repository (its
// root's parent + shared/specs), resolved from this file so the working directory does not matter, never a copy inside
// the repository. `npm test` runs a compiled copy of the tree in the checkout's .test-build/ (scripts/test-tree.mjs):
// from there, the repository is the copy's parent. A suite that needs a document skips, saying which and where, when it
// is absent; under CI it fails instead, so a CI run never passes by silently skipping what it was meant to check.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TREE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The checkout: the root of the tree this file is in, or the checkout that tree was copied into `.test-build/` of. */
const REPOSITORY_ROOT = path.basename(TREE_ROOT) === '.test-build' ? path.dirname(TREE_ROOT) : TREE_ROOT;
export const SPECS_DIR = path.join(path.dirname(REPOSITORY_ROOT), 'shared', 'specs');

export interface PublishedSpec {
  /** The document's absolute path. */
  file: string;
  /** For `describe(..., { skip })`: why the suite skips, or undefined when the document is there. */
  skip: string | undefined;
}

/** CI is "set" unless absent, empty, "0" or "false", as CI services and people write it. */
export function underCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * The published document `name` (e.g. "onfido-3.6.openapi.yaml"), described as `what` in the skip message. Throws
 * when it is absent and CI is set. `specsDir` and `env` are for the helper's own test.
 */
export function publishedSpec(name: string, what: string, options: { specsDir?: string; env?: NodeJS.ProcessEnv } = {}): PublishedSpec {
  const specsDir = options.specsDir ?? SPECS_DIR;
  const file = path.join(specsDir, name);
  if (existsSync(file)) return { file, skip: undefined };
  const where = existsSync(specsDir) ? `${specsDir} has no ${name}` : `there is no ${specsDir}`;
  const reason = `${what} is not available: ${where} (tests read published specifications from ../shared/specs beside the repository)`;
  if (underCi(options.env ?? process.env)) throw new Error(`CI is set, and ${reason}; a CI run must not skip these tests`);
  return { file, skip: reason };
}
