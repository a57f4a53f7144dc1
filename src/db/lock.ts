// Owns the embedded database's single-process rule: PGlite does not lock its directory, and two processes on one
// DATA_DIR would corrupt it. The lock is a pid file created atomically; a file left by a dead process is taken over.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** A process that exited but was not reaped yet (a zombie) holds nothing: it counts as gone. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^State:\s*[ZX]/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true; // no procfs: trust kill(0)
  }
}

/** Takes DATA_DIR for this process; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'ponte.lock');
  const candidate = path.join(dataDir, `ponte.lock.${process.pid}`);
  writeFileSync(candidate, String(process.pid), { mode: 0o600 });
  try {
    for (let round = 0; round < 2; round++) {
      try {
        linkSync(candidate, lockFile);
        return () => {
          try {
            if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
          } catch {
            // already gone
          }
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(readFileSync(lockFile, 'utf8'));
        if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
          throw new DataDirInUseError(
            `DATA_DIR ${dataDir} is in use by process ${holder}: the embedded database allows one process; stop it, choose another DATA_DIR, or use DATABASE_URL`,
          );
        }
        unlinkSync(lockFile); // left by a process that is gone
      }
    }
    throw new DataDirInUseError(`DATA_DIR ${dataDir} could not be locked`);
  } finally {
    unlinkSync(candidate);
  }
}
