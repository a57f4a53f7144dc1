// Compiles TypeScript to JavaScript beside the tree it came from, with esbuild, each file on its own: esbuild's bundler
// with every import left outside the file (packages, and relative paths with `.ts` made `.js`, as tsc's
// rewriteRelativeImportExtensions does), so each output is its own file's code with its imports as written; linked
// source maps, so a stack trace names the `.ts` line. No type check: `npm run typecheck` (tsc) does that, and
// `npm run build` runs it first. Used by `npm run build` (src/ to dist/) and by the tests' compiled tree
// (scripts/test-tree.mjs). esbuild emits the ~620 files of the tree in about 1 s of CPU; tsc, even without its check,
// parsed every declaration file of node_modules first (some 47 s of CPU for the tree).
import path from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';

/** The TypeScript files a tsconfig covers (its include and exclude), as tsc would compile them. */
export function configFiles(tsconfig) {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (config === undefined || config.errors.length > 0) throw new Error(`${path.basename(tsconfig)} does not parse`);
  return config.fileNames.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Compiles `files` (absolute) into `outdir`, keeping their layout under `outbase`. `aliases` maps a bare specifier to
 * the absolute path of the file imported instead (relative to each importer in the output).
 */
export async function compileFiles({ files, outdir, outbase, aliases = {} }) {
  const keep = {
    name: 'keep-imports',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) =>
        args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.ts$/, '.js'), external: true },
      );
      const names = Object.keys(aliases);
      if (names.length === 0) return;
      build.onResolve({ filter: new RegExp(`^(${names.map(escape).join('|')})$`) }, (args) => {
        const from = path.join(outdir, path.relative(outbase, path.dirname(args.importer)));
        const link = path.relative(from, aliases[args.path]);
        return { path: link.startsWith('.') ? link : `./${link}`, external: true };
      });
    },
  };
  const result = await esbuild
    .build({
      absWorkingDir: outbase,
      entryPoints: files,
      outdir,
      outbase,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      keepNames: true,
      logLevel: 'silent',
      plugins: [keep],
    })
    .catch((error) => error);
  const errors = result.errors ?? [];
  if (errors.length > 0) {
    const messages = await esbuild.formatMessages(errors, { kind: 'error' });
    throw new Error(`esbuild failed to compile:\n${messages.join('')}`);
  }
}
