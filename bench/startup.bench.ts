// Landing page weight (initial JS + CSS, gzipped).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const web = join(root, 'dist/web');
// Always measure the current code: build first (a few seconds).
const { buildAll } = await import('../scripts/build.mjs');
await buildAll();

// Initial assets: what index.html loads (scripts, styles, modulepreloads), not the lazy chunks.
const html = readFileSync(join(web, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
let gzipBytes = 0;
for (const asset of assets) gzipBytes += gzipSync(readFileSync(join(web, asset)), { level: 9 }).length;
const kb = gzipBytes / 1024;
console.log(
  `landing page: initial JS + CSS ${kb.toFixed(1)} KB gzip over ${assets.length} files (target < 120 KB) ${kb < 120 ? 'OK' : 'OVER'}`,
);
// The server's cold start is measured by bench/cold-start.bench.ts.
