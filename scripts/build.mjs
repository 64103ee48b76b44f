// Builds the web app (Vite), bundles the server (esbuild) and makes the embedded database template
// (decision 046) into dist/.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
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
  await build({
    entryPoints: {
      main: join(root, 'src/server/main.ts'),
      'make-template': join(root, 'src/server/db/make-template.ts'),
    },
    outdir: join(outDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
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
