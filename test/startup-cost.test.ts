// What each start pays before it serves: a test file's process boots the app (test/helpers/app.ts) about 180 times in
// a CI run, and `npm start` once per start, so a module loaded at start that the start never uses costs every one of
// them. viem (some 400 modules, ~0.45 s of CPU) is loaded at the first use of a real chain (rails/chain/viem.ts),
// undici (~110 modules, ~0.16 s) at the first webhook delivery or mutual-TLS call, qrcode at the first PIX QR, and the
// sandbox's deposit xpub made at the first external-wallet address (~0.3 s), not at start; and the compiled tree loads
// typebox's ~680 modules (with libphonenumber-js's and uuid's) from one bundle (scripts/test-tree.mjs). The boot runs in a child process of its own, so that what this file imports does not count.
// Test pass: embedded only (database-independent: which modules a boot loads, the same on either database)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';

const compiled = import.meta.filename.endsWith('.js');
const probe = path.join(import.meta.dirname, 'helpers', `boot-probe.${compiled ? 'js' : 'ts'}`);

/** The modules (file URLs) and CPU of one boot of the app, in a process of its own. */
function boot(): { ready: number; depositXpub: boolean; cpuMs: number; loaded: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-boot-probe-'));
  try {
    const list = path.join(dir, 'loaded.txt');
    writeFileSync(list, '');
    const hook = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) { appendFileSync(${JSON.stringify(list)}, url + '\\n'); return next(url, context); }`;
    const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
    const args = [...(compiled ? [] : ['--import', 'tsx']), '--import', `data:text/javascript,${encodeURIComponent(register)}`, probe];
    const env: NodeJS.ProcessEnv = { ...process.env, BOOT_PROBE_LOADED: list };
    delete env.DATABASE_URL;
    const child = spawnSync(process.execPath, args, { env, encoding: 'utf8', timeout: 120_000 });
    assert.equal(child.status, 0, `the probe failed:\n${child.stdout}${child.stderr}`);
    return JSON.parse(child.stdout.split('\n').find((line) => line.startsWith('{"ready"'))!) as {
      ready: number;
      depositXpub: boolean;
      cpuMs: number;
      loaded: string[];
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a boot of the app', () => {
  let booted: ReturnType<typeof boot>;
  before(() => {
    booted = boot();
  });

  it("serves without making the sandbox's deposit xpub: it is made at the first external-wallet address", () => {
    const { ready, depositXpub } = booted;
    assert.equal(ready, 200, '/ready answered');
    assert.equal(depositXpub, false, 'DATA_DIR/deposit.xpub not made at start (a BIP32 master key and four derivations, ~0.3 s)');
  });

  it('serves without loading viem (no chain configured), undici (nothing delivered yet), qrcode (no QR drawn) or country names', (t) => {
    const { ready, cpuMs, loaded } = booted;
    assert.equal(ready, 200, '/ready answered');
    const ours = loaded.filter((url) => url.includes('/src/'));
    assert.ok(
      ours.some((url) => /\/src\/rails\/chain\/deposits\.(ts|js)$/.test(url)),
      'the chain adapters are loaded (the probe sees the app)',
    );
    const viem = loaded.filter((url) => /\/node_modules\/viem\//.test(url));
    assert.deepEqual(viem.slice(0, 5), [], 'no module of viem is loaded');
    // undici for webhook deliveries and providers' mutual TLS, qrcode for the dashboard's PIX QR: at their first use.
    const unused = loaded.filter((url) => /\/node_modules\/(undici|qrcode)\/|\/i18n-iso-countries\/entry-node\.js$/.test(url));
    assert.deepEqual(unused, [], "neither undici nor qrcode is loaded by a start, nor i18n-iso-countries' names in 80 languages");
    t.diagnostic(`one boot: ${cpuMs} ms of CPU, ${loaded.length} modules loaded through the ESM loader`);
  });

  it("loads typebox, libphonenumber-js and uuid from the compiled tree's bundle of them, not their packages' modules", (t) => {
    if (!compiled) return t.skip('run from source: the packages load as they are (only the compiled tree bundles them)');
    const { ready, loaded } = booted;
    assert.equal(ready, 200, '/ready answered');
    assert.ok(
      loaded.some((url) => url.endsWith('/.vendor/typebox.js')),
      'the bundle is loaded (the probe sees the app)',
    );
    const packaged = loaded.filter((url) => /\/node_modules\/(typebox|libphonenumber-js|uuid)\//.test(url));
    assert.deepEqual(packaged.slice(0, 5), [], "no module of the bundled packages' own is loaded");
  });
});
