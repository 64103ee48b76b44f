import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedUser, signIn } from '/work/wt-perf/bench/seed-over-http';
const root = '/work/wt-perf';
const dataDir = process.env.KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'nw-prof-'));
const port = 5184; const base = `http://127.0.0.1:${port}`;
const profDir = process.argv[2] ?? '/tmp/perf/prof-read';
const path = process.argv[3] ?? '/api/accounts';
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, join(root, 'dist/server/main.js')], {
  env: { ...process.env, PORT: String(port), APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise(r=>setTimeout(r,50)); }
const cookie = await signIn({ base, dataDir }, 'bench@example.com');
if (!process.env.KEEP_DIR) await seedUser({ base, dataDir }, cookie, 200);
await autocannon({ url: base + path, connections: 50, duration: 2, headers: { cookie } });
const r = await autocannon({ url: base + path, connections: 50, duration: 6, headers: { cookie } });
console.log(path, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx, 'dir', dataDir);
child.kill('SIGTERM');
await new Promise(r=>child.once('exit', r));
