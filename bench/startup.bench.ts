// The server's cold start on the embedded database (page weight: weight.bench.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, rssOf, startServer, stopServer, waitFor } from './lib';

const root = join(import.meta.dirname, '..');
// Always measure the current code: build first (a few seconds).
const { buildAll } = await import('../scripts/build.mjs');
await buildAll();

async function coldStart(label: string, dataDir: string): Promise<void> {
  const port = await freePort();
  const child = startServer(join(root, 'dist/server/main.js'), { PORT: String(port), DATA_DIR: dataDir });
  const started = performance.now();
  await waitFor(`http://127.0.0.1:${port}/`, 120_000);
  const firstAnswer = performance.now() - started;
  await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000);
  const ready = performance.now() - started;
  const rss = await rssOf(child.pid);
  await stopServer(child);
  console.log(
    `cold start (${label}): first answer ${firstAnswer.toFixed(0)} ms (target < 3000) ${firstAnswer < 3000 ? 'OK' : 'SLOW'}, database ready ${ready.toFixed(0)} ms, RSS ${(rss / 1048576).toFixed(0)} MB`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'networth-bench-start-'));
try {
  await coldStart('first start, new data directory', dataDir);
  await coldStart('restart, existing data', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
