// Run as a child process by test/startup-cost.test.ts: boots the app as each test file does (startApp: the migrated
// embedded database, every service, the HTTP app), asks /ready once, closes it, and prints one JSON line: the modules
// the process loaded (the ESM loader's hook, registered by the parent with --import, appends each URL to the file of
// BOOT_PROBE_LOADED) and the CPU the boot took.
import { readFileSync } from 'node:fs';
import { startApp } from './app.ts';

const cpu = process.cpuUsage();
const app = await startApp();
const ready = await app.request('GET', '/ready');
await app.close();
const used = process.cpuUsage(cpu);
const loaded = readFileSync(process.env.BOOT_PROBE_LOADED!, 'utf8').split('\n').filter(Boolean);
process.stdout.write(`${JSON.stringify({ ready: ready.status, cpuMs: Math.round((used.user + used.system) / 1000), loaded })}\n`);
