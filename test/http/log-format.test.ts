// A terminal a person can read: in the sandbox with stdout on a terminal the service's log is pretty-printed by
// pino-pretty (as pino's transport); in production, and wherever stdout is a pipe or a file, it stays JSON lines.
// Test pass: embedded only (database-independent: how the log is written)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../../src/app.ts';
import { logFormatFor } from '../../src/http/observability.ts';
import { freePort, MAIN, startChild } from '../helpers/process.ts';

const ANSI = /\u001b\[[0-9;]*m/g;
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

describe('log format', () => {
  it('is pretty in the sandbox on a terminal, JSON lines everywhere else', () => {
    assert.equal(logFormatFor('sandbox', true), 'pretty');
    assert.equal(logFormatFor('sandbox', false), 'json');
    assert.equal(logFormatFor('sandbox', undefined), 'json', 'stdout a pipe or a file: no isTTY');
    assert.equal(logFormatFor('production', true), 'json', 'production is read by log shippers, terminal or not');
    assert.equal(logFormatFor('production', undefined), 'json');
  });

  it('pretty: pino-pretty writes readable lines, the redaction still applied', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-log-'));
    try {
      const file = path.join(dir, 'out.log');
      const log = createLogger('info', 'pretty', file);
      log.info({ transferId: 'tr_1', body: { clientSecret: 'cs_leak', idNumber: '52998224725' } }, 'transfer created');
      log.debug('below the level');
      let text = '';
      for (let waited = 0; waited < 10_000 && !/transfer created[\s\S]*idNumber/.test(text); waited += 50) {
        await sleep(50);
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          // the transport's worker has not opened it yet
        }
      }
      assert.match(text, /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: transfer created\n/, text);
      assert.match(text, /transferId: "tr_1"/);
      assert.doesNotMatch(text, /^\{/m, 'no JSON line');
      assert.doesNotMatch(text, /cs_leak|52998224725/, 'secrets and document numbers are still redacted');
      assert.doesNotMatch(text, /below the level/);
      assert.doesNotMatch(text, ANSI, 'no colour codes in a file');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('json: the same line as a JSON object', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-log-'));
    try {
      const file = path.join(dir, 'out.log');
      // pino's own destination for a path, synchronous: what `json` means for every process that is not at a terminal.
      const log = createLogger('info', 'json', file);
      log.info({ transferId: 'tr_1' }, 'transfer created');
      await sleep(200);
      const line = JSON.parse(readFileSync(file, 'utf8').trim());
      assert.equal(line.level, 'info');
      assert.equal(line.msg, 'transfer created');
      assert.match(line.time, /^\d{4}-\d\d-\d\dT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'the service at a terminal (a pseudo-terminal from script(1)) prints pretty lines; through a pipe, JSON',
    { skip: !hasScript && 'script(1) (util-linux) is not installed' },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-log-'));
      try {
        const env = { DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info', TERM: 'xterm' };
        const quoted = MAIN.map((part) => `'${part}'`).join(' ');
        const atTerminal = startChild(env, ['script', '-qefc', quoted, '/dev/null']);
        try {
          await atTerminal.waitFor(/INFO\S*: \S*starting/, 120_000);
        } finally {
          await atTerminal.stop();
        }
        const text = atTerminal.output().replace(ANSI, '');
        assert.match(text, /\[\d\d:\d\d:\d\d\.\d{3}\] INFO: starting\r?\n\s+role: "all"/, text);
        assert.doesNotMatch(text, /^\{"level"/m);

        const piped = startChild({ ...env, DATA_DIR: mkdtempSync(path.join(dataDir, 'piped-')) }, MAIN);
        try {
          await piped.waitFor(/"msg":"starting"/, 120_000);
        } finally {
          await piped.stop();
        }
        assert.match(piped.output(), /^\{"level":"info","time":"[^"]+",.*"msg":"starting"\}$/m);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
