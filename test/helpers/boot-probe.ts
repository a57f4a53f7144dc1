// Run as a child process by test/startup-cost.test.ts: boots the app as each test file does (startApp: the migrated
// embedded database, every service, the HTTP app), asks /ready once, closes it, and prints one JSON line: the modules
// the process loaded, whether the sandbox's deposit xpub was made, (the ESM loader's hook, registered by the parent with --import, appends each URL to the file of
// BOOT_PROBE_LOADED) and the CPU the boot took.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startApp } from './app.ts';

const cpu = process.cpuUsage();
const app = await startApp();
const ready = await app.request('GET', '/ready');
// The sandbox's deposit xpub is made at the first external-wallet address, not at start.
const depositXpub = existsSync(path.join(app.dataDir, 'deposit.xpub'));
await app.close();
const used = process.cpuUsage(cpu);
const loaded = readFileSync(process.env.BOOT_PROBE_LOADED!, 'utf8').split('\n').filter(Boolean);
process.stdout.write(`${JSON.stringify({ ready: ready.status, depositXpub, cpuMs: Math.round((used.user + used.system) / 1000), loaded })}\n`);
