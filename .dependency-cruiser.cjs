// The house's import rules (docs/architecture.md, "Modules and their doors"), checked by `npm run lint`.
// A module is a folder of src/modules; its index.ts is its one door. Data flows one way: routes -> services -> db and
// rails; no module reaches the app that assembles it, and modules do not import each other in a circle.
const fs = require('node:fs');
const path = require('node:path');

// The tree cruised is the one the command runs in (the repository, or a test's fixture tree).
const modulesRoot = path.join(process.cwd(), 'src', 'modules');
const modules = fs.existsSync(modulesRoot)
  ? fs
      .readdirSync(modulesRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-door',
      comment: "A module imports another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/(?!index[.]ts$)', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'module-door-outside',
      comment: "Code outside src/modules (routes' registration, app, worker, pages, rails wiring) imports a module only through its index.ts.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/(?!index[.]ts$)' },
    },
    {
      name: 'module-imports-app',
      comment: 'A module never imports what assembles it: the app, the context, the processes, the pages.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/(app|context|main|worker|worker-server|worker-log|worker-retention|seed|migrate)[.]ts$|^src/(ops|dashboard|web)/' },
    },
    {
      name: 'service-imports-routes',
      comment: 'Routes call services, never the other way: only a route file (or the door) imports a route file.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: '/[a-z-]*routes[.]ts$|/index[.]ts$' },
      to: { path: '^src/modules/[^/]+/[a-z-]*routes[.]ts$' },
    },
    {
      name: 'lower-layer-imports-upward',
      comment: 'The database layer and the rails know nothing of the modules, the HTTP layer or the app.',
      severity: 'error',
      from: { path: '^src/(db|rails)/' },
      to: { path: '^src/(modules|http|ops|dashboard|web)/|^src/(app|context|main|worker)[.]ts$' },
    },
    {
      name: 'production-imports-fake',
      comment:
        "A provider's fake server (src/rails/<provider>/fake/) and what fakes stand on (src/rails/fakes/) are for tests: no production file imports them, and the build leaves them out.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/rails/([^/]+/fake|fakes)/' },
      to: { path: '^src/rails/([^/]+/fake|fakes)/' },
    },
    // One rule a module: no cycle that leaves the module and comes back (a cycle inside one folder is the module's own).
    ...modules.map((name) => ({
      name: `module-cycle-${name}`,
      comment: `${name} and another module import each other (directly or round a longer loop).`,
      severity: 'error',
      from: { path: `^src/modules/${name}/` },
      to: { circular: true, via: { path: `^src/modules/(?!${name}/)[^/]+/` } },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]d[.]ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
