// `npm start` (and `npm run migrate`, which names its entry: `start.mjs migrate`, and `npm ci`'s prepare script, which
// builds dist/ without type checking and then makes the embedded database's seed: `start.mjs seed`): runs the compiled
// service (dist/main.js, dist/migrate.js) when `npm run build` made it from the sources as they are now, and otherwise
// runs the sources through tsx, so a newcomer's `npm ci && npm start` starts from the build (transpiling the sources
// costs about 3 s at each start) and a developer never runs a stale build. Production runs JavaScript only: with PONTE_ENV or NODE_ENV at production it refuses to
// fall back to tsx (a production install has no tsx: it is a devDependency). Either way the service runs in this
// process, so signals reach it directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtDigest, root, sourceDigest } from './build-stamp.mjs';

const entry = process.argv[2] ?? 'main';
if (!['main', 'migrate', 'seed'].includes(entry)) {
  process.stderr.write(`ponte: unknown entry "${entry}" (main, migrate or seed)\n`);
  process.exit(2);
}
const dist = path.join(root, 'dist');
const production = process.env.PONTE_ENV === 'production' || process.env.NODE_ENV === 'production';
const hasSources = existsSync(path.join(root, 'src'));
const built = existsSync(path.join(dist, `${entry}.js`));
const current = built && (!hasSources || builtDigest(dist) === sourceDigest());

if (current) {
  await import(pathToFileURL(path.join(dist, `${entry}.js`)).href);
} else if (production) {
  process.stderr.write(
    `ponte: production runs the compiled service and dist/ is ${built ? 'older than src/' : 'not built'}: run npm run build, then start again\n`,
  );
  process.exit(1);
} else {
  // stderr: stdout carries the service's log lines only.
  process.stderr.write(
    `ponte: running from source with tsx (dist/ is ${built ? 'older than src/' : 'not built'}; npm run build to run the compiled service)\n`,
  );
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'src', `${entry}.ts`)).href);
}
