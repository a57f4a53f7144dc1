// Starts the service as a child process, the way an operator would, and reads what it prints.
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Child {
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal name) of the process started (npm, or node itself). */
  exited: Promise<number | string>;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * A port free on 127.0.0.1 now, for a server started later (a child process, a chain). Chosen at random below the
 * system's ephemeral range: a port the system hands out (listen on 0) is also the local end it picks for outgoing
 * connections, so between this check and the child's listen another test's connection could take it (EADDRINUSE, seen
 * in CI). Below that range only a listener can take it, and each caller draws from thousands.
 */
export async function freePort(): Promise<number> {
  const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const top = Math.min(low && low > 12_000 ? low : 32_768, 65_535);
  for (let attempt = 0; ; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (top - 10_000));
    if (await listens(port)) return port;
    if (attempt > 200) throw new Error(`no free port found between 10000 and ${top}`);
  }
}

const COMPILED = import.meta.filename.endsWith('.js');
const TREE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How a child runs the tree's TypeScript: compiled when the tests run compiled (npm test runs them from .test-build/,
 * where each .ts has its .js beside it), through tsx when they run from source. Each child through tsx spent some
 * 3-4 s more CPU (tsx's loader and its transforms). ENTRY_FLAGS go before the entry (and before --test), entryFile
 * names the file to load for `file`.
 */
export const ENTRY_FLAGS: string[] = COMPILED ? ['--enable-source-maps'] : ['--import', 'tsx'];
export const entryFile = (file: string): string => (COMPILED ? file.replace(/\.ts$/, '.js') : file);

/** A TypeScript entry point of the tree (`file` from the tree's root, or absolute) as a child's command. */
export function nodeEntry(file: string): string[] {
  return [process.execPath, ...ENTRY_FLAGS, entryFile(file)];
}

/** The service's entry point as a child process, started in the tree's root. */
export const MAIN: string[] = nodeEntry('src/main.ts');

/**
 * What `npm run <name>` runs (package.json's `node --import tsx scripts/<file>.ts`), as nodeEntry runs it, without npm
 * and tsx around it. A script of another form throws: its test then says so rather than run something else.
 */
export function npmScript(name: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(TREE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const file = /^node --import tsx (scripts\/[\w-]+\.ts)$/.exec(scripts[name] ?? '')?.[1];
  if (!file) throw new Error(`package.json's "${name}" is not \`node --import tsx scripts/<file>.ts\`: ${scripts[name]}`);
  return nodeEntry(path.join(TREE_ROOT, file));
}

/** Runs `npm run <name> -- ...args` as npmScript does, in the tree's root as npm would, with no input; waits for it. */
export function runNpmScript(name: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): SpawnSyncReturns<string> {
  const [command, ...entry] = npmScript(name);
  return spawnSync(command!, [...entry, ...args], { cwd: TREE_ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `command` is `npm start` by default, run in `cwd` (the repository's root by default); env is added to the parent's,
 * with DATABASE_URL removed unless given.
 */
export function startChild(env: Record<string, string>, command: string[] = ['npm', 'start', '--silent'], cwd?: string): Child {
  const childEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const child = spawn(command[0]!, command.slice(1), { env: childEnv, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return {
    process: child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(() =>
          setTimeout(() => {
            if (listeners.has(check)) {
              listeners.delete(check);
              clearTimeout(timer);
              reject(new Error(`exited before ${pattern}; output:\n${output}`));
            }
          }, 50),
        );
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      // The whole process group: `npm start` runs node under a shell, and npm does not pass signals on.
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
      return exited;
    },
  };
}
