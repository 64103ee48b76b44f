// The server side of bench/websocket.bench.ts, in its own process so its memory is measured alone.
// Listens on 127.0.0.1 only; talks to the bench over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { realtimeServerOf } from '../src/server/realtime/routes';
import { freePort } from './lib';
import { signIn } from './seed-over-http';

const dataDir = mkdtempSync(join(tmpdir(), 'networth-bench-ws-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const config = loadConfig({
  DATA_DIR: dataDir,
  SESSION_SECRET: 'bench-secret-'.padEnd(48, 'x'),
  LOG_LEVEL: 'silent',
  APP_URL: base,
});
const database = await openPglite(undefined);
await runMigrations(database);
const app = await buildApp({ config, database, logger: false, webRoot: dataDir });
const realtime = realtimeServerOf(app)!;
// One address opens every socket here, and the sender posts faster than a person would.
realtime.configure({
  maxSockets: 1_000_000,
  maxSocketsPerIp: 1_000_000,
  chatMessages: 1_000_000,
  frames: 1_000_000,
});
await app.listen({ port, host: '127.0.0.1' });
// Signed in through the real magic-link routes: no row is written by hand.
const cookie = await signIn({ base, dataDir }, 'bench@example.com');

const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', async (message: { cmd: string }) => {
  if (message.cmd === 'memory') {
    for (let i = 0; i < 3; i += 1) {
      gc?.();
      await new Promise((r) => setTimeout(r, 50));
    }
    const m = process.memoryUsage();
    process.send?.({
      cmd: 'memory',
      rss: m.rss,
      heapUsed: m.heapUsed,
      external: m.external,
      sockets: realtime.size,
      countUpdatesSent: realtime.countUpdatesSent,
    });
  } else if (message.cmd === 'cpu') {
    // The whole process's CPU so far: the bench takes differences (nothing is timed in the server).
    const used = process.cpuUsage();
    process.send?.({ cmd: 'cpu', cpuMs: (used.user + used.system) / 1000 });
  } else if (message.cmd === 'stop') {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});

process.send?.({
  cmd: 'ready',
  url: `ws://127.0.0.1:${port}/ws`,
  origin: config.appUrl,
  cookie,
});
