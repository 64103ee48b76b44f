// Builds the web app (Vite), bundles the server (esbuild) and makes the embedded database template
// (decision 046) into dist/.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds into `outDir` (default dist/): <outDir>/web, <outDir>/server/main.js and
 * <outDir>/pglite-template.pack, the migrated data directory a first start copies instead of running initdb.
 */
export async function buildAll(outDir = join(root, 'dist')) {
  await viteBuild({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // The manifest tells the prerender step which chunks the signed-in shell should preload.
    build: { outDir: join(outDir, 'web'), emptyOutDir: true, manifest: true },
  });
  // public/ is copied as is: minify the one script every page loads first.
  const themeInit = join(outDir, 'web/theme-init.js');
  writeFileSync(themeInit, (await transform(readFileSync(themeInit, 'utf8'), { minify: true })).code);
  const { prerender } = await import('./prerender.mjs');
  await prerender(root, join(outDir, 'web'), join(outDir, 'prerender'));
  const { compressTree } = await import('./compress.mjs');
  compressTree(join(outDir, 'web'));
  // Chunk names change with their contents: a chunk of an earlier build must not linger.
  rmSync(join(outDir, 'server'), { recursive: true, force: true });
  const server = {
    outdir: join(outDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Without comments and indentation V8 reads a third fewer bytes at every start (decision 165).
    // Names are kept, so a logged stack still says which function failed; the source map maps it.
    minifyWhitespace: true,
  };
  // The server's packages go into its bundle (decision 162): Node resolving, reading and compiling
  // several hundred package files was a sixth of a restart. PGlite finds its wasm and data files
  // beside its own modules, and pg is loaded only for PostgreSQL, so both stay outside. Bundled
  // CommonJS packages call require() for Node's modules: the banner gives the bundle one.
  await build({
    ...server,
    entryPoints: { main: join(root, 'src/server/main.ts') },
    // main.js opens the database before it imports the app: the app is a chunk of its own.
    splitting: true,
    // Beside main.js: the app finds the web app and the database template relative to itself.
    chunkNames: '[name]-[hash]',
    external: ['@electric-sql/pglite', 'pg'],
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
  });
  // Run once per build: loading its packages from node_modules costs nothing worth a bundle.
  await build({
    ...server,
    entryPoints: { 'make-template': join(root, 'src/server/db/make-template.ts') },
    packages: 'external',
  });
  // In a process of its own: PGlite's memory is not kept by the build.
  const made = spawnSync(
    process.execPath,
    [join(outDir, 'server/make-template.js'), join(outDir, 'pglite-template.pack')],
    { cwd: root, stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('building the embedded database template failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildAll();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
