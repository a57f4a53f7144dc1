// What `npm run build` compiled: a digest of src/ (every file's path and content), written beside the output, so
// `npm start` can tell a dist/ that matches the sources from one left behind by an older checkout. Content, not
// modification times: a checkout, a copy or an archive changes times without changing what would be built.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP_FILE = '.build-stamp';

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** The digest of these files (paths relative to the root), each one's path and content. */
export function digestOf(relativePaths) {
  const hash = createHash('sha256');
  for (const file of relativePaths)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** The digest of src/ (and of the build settings, which change the output as much as a source does). */
export function sourceDigest() {
  const sources = [...files(path.join(root, 'src')), path.join(root, 'tsconfig.json'), path.join(root, 'tsconfig.build.json')];
  return digestOf(sources.map((file) => path.relative(root, file)));
}

/** The digest a build in `outDir` recorded, or undefined when there is no build there. */
export function builtDigest(outDir) {
  try {
    return readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}
