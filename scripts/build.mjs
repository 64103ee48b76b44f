// Builds the web app (Vite) and bundles the server (esbuild) into dist/.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds into `outDir` (default dist/): <outDir>/web and <outDir>/server/main.js. */
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
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: join(outDir, 'server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildAll();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
