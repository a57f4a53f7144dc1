// The deployment files as a platform engineer uses them, checked without a Docker engine (none runs here): compose.yaml
// against the Compose specification's schema and dclint's rules, the services it runs and the commands they name,
// .env.example against what compose.yaml reads, the Dockerfile's stages, user and commands, and that the service
// imports nothing at run time that `npm ci --omit=dev` leaves out. test/build.test.ts runs the built commands.
// Test pass: embedded only (database-independent: reads the deployment files)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import semver from 'semver';
import { parse } from 'yaml';

// ajv-formats is CommonJS: its module object is the plugin and also carries it as `default`, which TypeScript sees.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
// dclint exports its package.json only: its schema and command are found from there.
const dclint = path.dirname(createRequire(import.meta.url).resolve('dclint/package.json'));
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  engines: { node: string };
};

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}
const composeText = read('compose.yaml');
// `merge`: Compose reads YAML's merge keys (<<), which compose.yaml uses for what the Ponte services share.
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };

/** `node dist/x.js` names a file the build makes from src/x.ts. */
function assertBuiltEntry(command: string[], where: string): void {
  assert.equal(command[0], 'node', `${where} runs node`);
  const match = /^dist\/([\w/-]+)\.js$/.exec(command[1] ?? '');
  assert.ok(match, `${where} runs a file of dist/: ${command.join(' ')}`);
  assert.ok(existsSync(path.join(root, 'src', `${match[1]}.ts`)), `${where}: src/${match[1]}.ts exists to build ${command[1]}`);
}

describe('compose.yaml', () => {
  it('is valid under the Compose specification (the JSON schema dclint ships)', () => {
    const { $schema, ...schema } = JSON.parse(readFileSync(path.join(dclint, 'schemas/compose.schema.json'), 'utf8')) as { $schema: string };
    // Draft-07, Ajv's own draft: the schema names it by an address Ajv does not know it by (no trailing #).
    assert.match($schema, /draft-07/);
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    assert.ok(validate(compose), JSON.stringify(validate.errors, null, 2));
    // The schema is not a formality: a misspelt condition fails it.
    const broken = structuredClone(compose);
    broken.services['migrate']!.depends_on!['postgres']!.condition = 'service_finished';
    assert.equal(validate(broken), false);
  });

  it("passes dclint's rules (.dclintrc says which are off and why)", () => {
    const result = spawnSync(process.execPath, [path.join(dclint, 'bin/dclint.cjs'), 'compose.yaml', '--color=false'], { cwd: root, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  it('runs PostgreSQL with a health check and a volume, a one-shot migration, two api processes and a worker', () => {
    const { postgres, migrate, ...ponte } = compose.services;
    assert.ok(postgres && migrate, 'postgres and migrate services');
    assert.ok(postgres.image?.startsWith('postgres:'));
    assert.ok(postgres.healthcheck?.test.join(' ').includes('pg_isready'));
    const volume = postgres.volumes?.[0]?.split(':')[0];
    assert.ok(volume && compose.volumes && volume in compose.volumes, 'a named volume holds the database');

    assert.deepEqual(migrate.command, ['node', 'dist/migrate.js']);
    assertBuiltEntry(migrate.command, 'migrate');
    assert.equal(packageJson.scripts['migrate'], 'node scripts/start.mjs migrate');
    assert.equal(migrate.depends_on?.['postgres']?.condition, 'service_healthy');

    const roles = Object.values(ponte)
      .map((service) => service.environment?.['PONTE_ROLE'])
      .sort();
    assert.deepEqual(roles, ['api', 'api', 'worker']);
    for (const [name, service] of Object.entries(ponte)) {
      assert.equal(service.image, migrate.image, `${name} runs the image migrate runs`);
      assert.equal(service.command, undefined, `${name} runs the image's CMD`);
      assert.equal(service.depends_on?.['migrate']?.condition, 'service_completed_successfully', name);
      assert.equal(service.environment?.['MIGRATE_ON_START'], 'false', name);
      assert.equal(service.environment?.['PONTE_ENV'], 'production', name);
      assert.match(service.environment?.['DATABASE_URL'] ?? '', /^postgres:\/\/.*@postgres:5432\//, name);
      assert.equal(service.env_file, '.env', name);
    }
    assert.ok(ponte['worker']?.environment?.['METRICS_PORT'], "the worker's health check has a port to ask");
  });

  it('reads only settings that .env.example documents, and .env.example names only settings that exist', () => {
    const documented = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
    const interpolated = new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
    for (const name of interpolated) assert.ok(documented.has(name), `compose.yaml reads ${name}: .env.example documents it`);
    // Every other line is a setting of the service itself: one of docs/configuration.md's table.
    const configuration = read('docs/configuration.md');
    for (const name of documented) {
      if (!interpolated.has(name)) assert.ok(configuration.includes(`| \`${name}\` |`), `.env.example's ${name} is in docs/configuration.md's table`);
    }
  });

  it('is what `docker compose config` accepts, where the Compose plugin is installed', (t) => {
    const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (probe.status !== 0) return t.skip('no docker compose here');
    const result = spawnSync('docker', ['compose', '--env-file', '.env.example', 'config', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, POSTGRES_PASSWORD: 'checked-by-the-test' },
    });
    assert.equal(result.status, 0, result.stderr);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds in a stage of its own and runs on node:20-bookworm-slim with production dependencies only', () => {
    assert.ok(stages.length >= 2, 'multi-stage');
    assert.match(stages[0]!, /RUN npm ci\b/);
    assert.match(stages[0]!, /RUN npm run build\b/);
    assert.match(runtime, /^node:20-bookworm-slim\b/);
    assert.match(runtime, /RUN npm ci --omit=dev\b/);
    assert.match(runtime, /COPY --from=build \/app\/dist dist/);
  });

  it('runs as a user other than root', () => {
    const users = [...runtime.matchAll(/^USER (\S+)/gm)].map((match) => match[1]);
    assert.ok(users.length > 0 && !['root', '0'].includes(users.at(-1)!), `USER ${users.at(-1)}`);
  });

  it('starts and health-checks with built files, in the exec form', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtime);
    const health = /^HEALTHCHECK .*CMD (\[.*\])$/m.exec(runtime);
    assert.deepEqual(JSON.parse(cmd![1]!), ['node', 'dist/main.js']);
    assertBuiltEntry(JSON.parse(cmd![1]!) as string[], 'CMD');
    assertBuiltEntry(JSON.parse(health![1]!) as string[], 'HEALTHCHECK');
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(/\s+/));
    assert.ok(sources.length > 0);
    for (const source of sources) {
      assert.ok(existsSync(path.join(root, source)), `COPY ${source}: it exists`);
      assert.ok(!ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)), `COPY ${source}: .dockerignore keeps it`);
    }
  });
});

describe('production dependencies', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? sources(file) : file.endsWith('.ts') ? [file] : [];
    });
  }
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');

  it('src/ imports at run time only node built-ins and dependencies (npm ci --omit=dev installs those)', () => {
    const builtins = new Set(builtinModules);
    const used = new Set<string>();
    // The providers' fakes (src/rails/<provider>/fake/, src/rails/fakes/) are for tests: the build leaves them out.
    const fake = /\/rails\/([^/]+\/fake|fakes)\//;
    for (const file of sources(path.join(root, 'src')).filter((source) => !fake.test(source))) {
      const text = readFileSync(file, 'utf8');
      // Type-only imports vanish from the build; everything else (static, re-exports, dynamic) is loaded.
      const statements = [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)'/gms), ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)];
      for (const [, specifier] of statements) {
        if (!specifier!.startsWith('.') && !specifier!.startsWith('node:') && !builtins.has(specifier!)) used.add(packageOf(specifier!));
      }
    }
    assert.ok(used.has('fastify'), 'the scan finds imports');
    for (const name of used) assert.ok(name in packageJson.dependencies, `src/ imports ${name}: a dependency, not a devDependency`);
  });

  it('keeps tsx and the chain test binary out of production, and lists each package once', () => {
    for (const name of ['tsx', '@foundry-rs/anvil-linux-amd64', 'typescript']) {
      assert.ok(name in packageJson.devDependencies && !(name in packageJson.dependencies), `${name} is dev-only`);
    }
    assert.equal(packageJson.optionalDependencies, undefined);
    const both = Object.keys(packageJson.dependencies).filter((name) => name in packageJson.devDependencies);
    assert.deepEqual(both, []);
  });

  it('installs no package that needs a newer Node than engines allows (the overrides pin cookie and content-disposition)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string; engines?: { node?: string }; dev?: boolean }> };
    // Every Node that engines allows (its minimum, 20.19.0) must satisfy each installed package's own range.
    const minimum = semver.minVersion(packageJson.engines.node)!.version;
    const needs22 = Object.entries(lock.packages).filter(([, entry]) => entry.engines?.node !== undefined && !semver.satisfies(minimum, entry.engines.node));
    assert.deepEqual(
      needs22.map(([name, entry]) => `${name}@${entry.version}`),
      [],
    );
  });
});
