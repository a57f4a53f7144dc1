// Owns who may read DATA_DIR: the embedded database, the generated secrets key, the sandbox credentials and the deposit
// xpub live there, so everything in it is the owner's alone (directories 0700, files 0600), whatever the umask the
// process inherited and whatever an earlier version or another tool left behind. main.ts runs it before the database
// opens and again once PGlite has written its cluster (PGlite sets 0666 on its files itself, whatever the umask).
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const GROUP_AND_OTHERS = 0o077;

/** Creates DATA_DIR if needed and takes group and other permissions off it and everything under it. */
export function restrictDataDir(dataDir: string): void {
  // Files the process writes from now on (PGlite's among them) are created without group or other permissions.
  process.umask(GROUP_AND_OTHERS);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}

function restrict(file: string): void {
  const stat = lstatSync(file);
  if (stat.isSymbolicLink()) return; // chmod would follow it out of DATA_DIR
  if ((stat.mode & GROUP_AND_OTHERS) !== 0) chmodSync(file, stat.mode & 0o7700);
  if (stat.isDirectory()) for (const name of readdirSync(file)) restrict(path.join(file, name));
}
