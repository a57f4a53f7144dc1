// The sanctions lists and the match, on lists in OFAC's CSV format that the tests write themselves: a list changed on
// disk is screened with within SANCTIONS_RELOAD_S, a broken one leaves the lists in use, the match's rules (word
// order, accents, initials, a dropped name, a shared given name that is not enough, entry types), and what happens
// without lists: the sandbox screens nothing and says so, production does not start, and a production process built
// without them refuses what it cannot screen.
import assert from 'node:assert/strict';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config/index.ts';
import { NameMatcher } from '../../src/modules/screening/matcher.ts';
import { readOfacCsv } from '../../src/rails/sanctions/ofac-csv.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, person } from '../helpers/beneficiaries.ts';
import { MAIN, startChild } from '../helpers/process.ts';

/** One sdn.csv row as OFAC publishes it: 12 fields, "-0-" for the empty ones. */
const sdnRow = (entNum: number, name: string, type: string, program: string) =>
  [String(entNum), `"${name}"`, type === '-0-' ? '-0- ' : `"${type}"`, `"${program}"`, ...Array(7).fill('-0- '), '"Invented for a test."'].join(',');
const altRow = (entNum: number, altNum: number, name: string) => `${entNum},${altNum},"aka","${name}",-0- `;

/** Writes a set into `directory` as an operator replaces one: a whole copy renamed into place. */
function writeSet(directory: string, sdn: string[], alt: string[] = []): void {
  for (const [name, rows] of [
    ['sdn.csv', sdn],
    ['alt.csv', alt],
  ] as const) {
    writeFileSync(path.join(directory, `${name}.tmp`), rows.map((row) => `${row}\r\n`).join('') + '\x1a');
    renameSync(path.join(directory, `${name}.tmp`), path.join(directory, name));
  }
}

const LISTED = [
  sdnRow(900001, 'GARCIA LOPEZ, Jose Luis', 'individual', 'SDNT'),
  sdnRow(900002, 'ACME WIDGETS TRADING LLC', '-0-', 'SDGT] [IFSR'),
  sdnRow(900003, 'SOUZA', 'vessel', 'IRAN'),
];

describe('the match, on names the test writes', () => {
  const entries = readOfacCsv({
    list: 'SDN',
    primary: { file: 'sdn.csv', text: LISTED.join('\r\n') + '\r\n\x1a' },
    aliases: { file: 'alt.csv', text: altRow(900002, 1, 'ACME WIDGETS') },
  });
  const people = new NameMatcher(entries, 'person');
  const organisations = new NameMatcher(entries, 'organisation');
  const score = (matcher: NameMatcher, name: string) => matcher.match(name, 0)[0]?.score ?? 0;

  it('reads the published layout: types, programs, aliases, the end-of-file character', () => {
    assert.deepEqual(
      entries.map((entry) => [entry.entNum, entry.kind, entry.programs, entry.aliases.map((alias) => alias.name)]),
      [
        ['900001', 'individual', ['SDNT'], []],
        ['900002', 'entity', ['SDGT', 'IFSR'], ['ACME WIDGETS']],
        ['900003', 'vessel', ['IRAN'], []],
      ],
    );
    assert.throws(
      () => readOfacCsv({ list: 'SDN', primary: { file: 'sdn.csv', text: '900001,"A"\r\n' }, aliases: { file: 'alt.csv', text: '' } }),
      /sdn\.csv: record 1/,
    );
  });

  it('holds word order, accents, initials and a dropped second surname at 0.9, and not a name that shares half its words', () => {
    for (const name of [
      'Jose Luis Garcia Lopez',
      'Lopez Garcia Jose Luis',
      'José Luís García López',
      'J. L. Garcia Lopez',
      'Jose Luis Garcia',
      'Sr. Jose Luis Garcia Lopez Jr',
    ]) {
      assert.ok(score(people, name) >= 0.9, `${name}: ${score(people, name)}`);
    }
    assert.ok(score(people, 'Jose Garcia') < 0.9, 'a common given name and surname of a longer listed name');
    assert.equal(score(people, 'Jose Martins'), 0, 'one shared given name is not a match');
    assert.equal(score(people, 'Maria Souza'), 0, 'a vessel is not screened against people');
    assert.equal(score(organisations, 'Souza'), 0, 'nor against companies');
    assert.equal(score(organisations, 'Acme Widgets Trading Ltda.'), 1);
    assert.equal(score(organisations, 'ACME WIDGETS S.A.'), 1, 'by its alias');
    assert.equal(score(people, 'Acme Widgets'), 0, 'an entity is not screened against people');
    assert.ok(score(organisations, 'Apex Widgets Trading') < 0.9);
  });
});

describe('lists changed on disk', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let directory: string;
  let reference = 0;
  before(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'ponte-lists-'));
    writeSet(directory, LISTED);
    t = await startApp({ env: { SANCTIONS_LISTS: directory, SANCTIONS_RELOAD_S: '1' } });
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/hooks' });
  });
  after(async () => {
    await t.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const held = async (firstName: string, lastName: string) => {
    const created = await createBeneficiary(t, integrator, individual(`changed-${++reference}`, { person: person({ firstName, lastName }) }));
    const page = await t.request('GET', `/v1/admin/reviews?filterEq=subject.id:${created.id}`, { token: ADMIN_TOKEN });
    return page.body.totalElements === 1;
  };
  const ready = async () => (await t.request('GET', '/ready')).body.screening;
  const until = async (condition: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`);
      await sleep(100);
    }
  };

  it('screens with a new list within SANCTIONS_RELOAD_S of its files changing', async () => {
    assert.equal(await held('Jose Luis', 'Garcia Lopez'), true);
    assert.equal(await held('Walter', 'Hartwell White'), false);
    const before = await ready();
    writeSet(directory, [...LISTED, sdnRow(900004, 'HARTWELL WHITE, Walter', 'individual', 'SDNTK')]);
    await until(async () => (await ready()).loadedAt !== before.loadedAt, 'the new list read');
    assert.deepEqual((await ready()).lists, [{ list: 'SDN', entries: 4 }]);
    assert.equal(await held('Walter', 'Hartwell White'), true);
  });

  it('keeps the lists in use when a changed file cannot be read, says so in /ready, and reads it once it is whole', async () => {
    const before = await ready();
    writeSet(directory, ['900005,"TRUNCATED']);
    await until(async () => (await ready()).reloadFailedAt !== null, 'the failed reload reported');
    assert.equal((await ready()).loadedAt, before.loadedAt);
    assert.equal(await held('Walter', 'Hartwell White'), true, 'still screened with the lists read before');

    writeSet(directory, LISTED);
    await until(async () => (await ready()).loadedAt !== before.loadedAt, 'the whole list read');
    assert.equal((await ready()).reloadFailedAt, null);
    assert.equal(await held('Walter', 'Hartwell White'), false, 'the entry removed from the list');
  });
});

describe('without sanctions lists', () => {
  it('the sandbox screens nothing and /ready says so', async () => {
    const t = await startApp();
    try {
      const ready = await t.request('GET', '/ready');
      assert.deepEqual(ready.body.screening, { lists: [], note: 'no sanctions lists configured: nothing is screened' });
    } finally {
      await t.close();
    }
  });

  it('a production process built without them refuses to create a beneficiary, writing nothing', async () => {
    const t = await startApp({
      env: {
        PONTE_ENV: 'production',
        SANCTIONS_LISTS: '',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
        SECRETS_KEY: 'cd'.repeat(32),
      },
    });
    try {
      const integrator = await t.createIntegrator();
      await t.db.query("UPDATE integrators SET callback_url = 'https://hooks.example.com/ponte' WHERE id = $1", [integrator.id]);
      const refused = await t.request('POST', '/v1/beneficiaries', { token: integrator.token, body: individual('unscreened') });
      assert.equal(refused.status, 503, refused.text);
      assert.equal(refused.body.code, 'rail.not_configured');
      assert.match(refused.body.message, /Sanctions screening is not configured/);
      assert.equal((await t.db.query('SELECT id FROM beneficiaries')).length, 0);
    } finally {
      await t.close();
    }
  });

  it('production does not start without SANCTIONS_LISTS, and no process starts with a list it cannot read', async () => {
    const node = MAIN;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-lists-'));
    try {
      const production = startChild(
        {
          PONTE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
          ADMIN_TOKEN: 'a'.repeat(32),
          SECRETS_KEY: 'ab'.repeat(32),
        },
        node,
      );
      assert.notEqual(await production.exited, 0);
      assert.match(production.output().trim(), /^ponte: production needs SANCTIONS_LISTS/);

      const empty = mkdtempSync(path.join(dataDir, 'empty-'));
      const unreadable = startChild({ DATA_DIR: path.join(dataDir, 'sandbox'), PORT: '0', SANCTIONS_LISTS: empty }, node);
      assert.notEqual(await unreadable.exited, 0);
      assert.match(unreadable.output(), /ponte: SANCTIONS_LISTS cannot be read: .* holds no published sanctions list/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('checks the settings when the process starts', () => {
    assert.throws(() => loadConfig({ SANCTIONS_LISTS: '/nonexistent/lists' }), /SANCTIONS_LISTS names \/nonexistent\/lists, which is not a readable directory/);
    for (const threshold of ['0.4', '1.5', 'high', '0.9999']) {
      assert.throws(() => loadConfig({ SANCTIONS_MATCH_THRESHOLD: threshold }), /SANCTIONS_MATCH_THRESHOLD must be/);
    }
    assert.deepEqual(loadConfig({}).sanctions, { directories: [], reloadS: 60, threshold: 0.9 });
    assert.equal(loadConfig({ SANCTIONS_MATCH_THRESHOLD: '0.85' }).sanctions.threshold, 0.85);
  });
});
