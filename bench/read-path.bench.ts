// The read path under load: GET /api/balance-sheet and GET /api/accounts (200 accounts and two loans)
// with 50 keep-alive connections (autocannon), on the embedded database and on PostgreSQL, each beside
// a bare Fastify hello-world measured in the same run. The app is the production build started as
// `npm start` runs it; its data is seeded through the HTTP API (bench/seed-over-http.ts).
// Run: npm run bench read-path. PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), where a fresh database is created and dropped.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, stopServer } from './lib';
import { treeRss } from './process-tree';
import { seedUser, signIn } from './seed-over-http';
import { info, machine, report } from './targets';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.READ_BENCH_SECONDS ?? 8);
const ACCOUNTS = 200;
const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, cookie: string | undefined, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} requests failed or were not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function startHello(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'hello-fastify.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) =>
    child.stdout?.once('data', (d: Buffer) => resolve({ child, port: Number(String(d).trim()) })),
  );
}

async function startApp(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      APP_URL: base,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the app did not start');
}

const line = (label: string, l: Load) => info(label, l.rps, 'req/s', `p50 ${l.p50} ms, p99 ${l.p99} ms`);

async function run(driver: 'embedded' | 'PostgreSQL', env: Record<string, string>, dataDir: string) {
  const { child, base } = await startApp({ ...env, DATA_DIR: dataDir });
  const hello = await startHello();
  try {
    const seeding = performance.now();
    const cookie = await signIn({ base, dataDir }, 'bench@example.com');
    await seedUser({ base, dataDir }, cookie, ACCOUNTS);
    const accounts = (await (
      await fetch(`${base}/api/accounts`, { headers: { cookie } })
    ).json()) as unknown[];
    info(
      `${driver}: seeding ${accounts.length} accounts (${ACCOUNTS} + the loans' own) and 2 loans over HTTP`,
      performance.now() - seeding,
      'ms',
    );
    // Warm-up: JIT, the database's caches, and the first ledger-current step (posts the due payments).
    await load(`${base}/api/balance-sheet`, cookie, 2);
    await load(`${base}/api/accounts`, cookie, 2);
    const bare = await load(`http://127.0.0.1:${hello.port}/`, undefined);
    const sheet = await load(`${base}/api/balance-sheet`, cookie);
    const list = await load(`${base}/api/accounts`, cookie);
    line(`${driver}: bare Fastify hello-world`, bare);
    line(`${driver}: GET /api/balance-sheet`, sheet);
    line(`${driver}: GET /api/accounts (${accounts.length} accounts)`, list);
    info(`${driver}: server RSS after the load`, (await treeRss(child.pid!)) / 1048576, 'MB');
    return { bare, sheet, list };
  } finally {
    hello.child.kill();
    await stopServer(child);
  }
}

machine(`${CONNECTIONS} connections, ${SECONDS} s each`);
const { buildAll } = await import('../scripts/build.mjs');
await buildAll();

const embeddedDir = mkdtempSync(join(tmpdir(), 'networth-bench-read-'));
let embedded: Awaited<ReturnType<typeof run>>;
try {
  embedded = await run('embedded', {}, embeddedDir);
} finally {
  rmSync(embeddedDir, { recursive: true, force: true });
}

const name = `nw_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const pgDir = mkdtempSync(join(tmpdir(), 'networth-bench-read-pg-'));
let postgres: Awaited<ReturnType<typeof run>>;
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  postgres = await run('PostgreSQL', { DATABASE_URL: url.toString() }, pgDir);
} finally {
  rmSync(pgDir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const pct = (app: Load, bare: Load) => (app.rps / bare.rps) * 100;
report(
  'PostgreSQL GET /api/balance-sheet throughput, % of bare Fastify',
  pct(postgres.sheet, postgres.bare),
  '>=',
  10,
  '%',
);
report('PostgreSQL GET /api/balance-sheet p99', postgres.sheet.p99, '<=', 40, 'ms');
report(
  'PostgreSQL GET /api/accounts (200) throughput, % of bare Fastify',
  pct(postgres.list, postgres.bare),
  '>=',
  5,
  '%',
);
report('PostgreSQL GET /api/accounts (200) p99', postgres.list.p99, '<=', 60, 'ms');
info(
  'embedded GET /api/balance-sheet throughput, % of bare Fastify',
  pct(embedded.sheet, embedded.bare),
  '%',
);
info(
  'embedded GET /api/accounts (200) throughput, % of bare Fastify',
  pct(embedded.list, embedded.bare),
  '%',
);
report('embedded GET /api/balance-sheet p99', embedded.sheet.p99, '<=', 100, 'ms');
report('embedded GET /api/accounts (200) p99', embedded.list.p99, '<=', 150, 'ms');
