// The read path under load: GET /api/balance-sheet and GET /api/accounts (200 accounts, two loans and
// BENCH_SCALE imported transactions, default 20,000) with 50 keep-alive connections (autocannon), on
// the embedded database and on PostgreSQL, each beside a bare Fastify hello-world measured in the same
// run. Under this load the ledger does not change, so after the first request every answer is a cache
// hit, and is labelled so; each read is also measured right after a write (bench/after-write.ts), as
// the app refetches after every change. The app is the production build started as `npm start` runs
// it; its data is seeded through the HTTP API and the import (bench/seed-over-http.ts, household.ts).
// Run: npm run bench read-path. PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), where a fresh database is created and dropped.
import autocannon from 'autocannon';
import { measureRead } from './after-write';
import { importTransactions, SCALE } from './household';
import { treeRss } from './process-tree';
import { build, type Driver, startHelloFastify, withApp } from './production-app';
import { seedUser, signIn } from './seed-over-http';
import { info, machine, report } from './targets';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.READ_BENCH_SECONDS ?? 8);
const ACCOUNTS = 200;
const AFTER_WRITE_TARGET_MS = 30;

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

const line = (label: string, l: Load) => info(label, l.rps, 'req/s', `p50 ${l.p50} ms, p99 ${l.p99} ms`);

async function run(driver: Driver) {
  return withApp(driver, async (app) => {
    const hello = await startHelloFastify();
    try {
      const seeding = performance.now();
      const cookie = await signIn(app, 'bench@example.com');
      const checkingId = await seedUser(app, cookie, ACCOUNTS);
      await importTransactions(app, cookie, checkingId, SCALE);
      const accounts = (await (
        await fetch(`${app.base}/api/accounts`, { headers: { cookie } })
      ).json()) as unknown[];
      info(
        `${driver}: seeding ${accounts.length} accounts (${ACCOUNTS} + the loans' own), 2 loans and ${SCALE} imported transactions over HTTP`,
        performance.now() - seeding,
        'ms',
      );
      // Warm-up: JIT, the database's caches, and the first ledger-current step (posts the due payments).
      await load(`${app.base}/api/balance-sheet`, cookie, 2);
      await load(`${app.base}/api/accounts`, cookie, 2);
      const bare = await load(`${hello.base}/`, undefined);
      const sheet = await load(`${app.base}/api/balance-sheet`, cookie);
      const list = await load(`${app.base}/api/accounts`, cookie);
      line(`${driver}: bare Fastify hello-world`, bare);
      line(`${driver}: GET /api/balance-sheet, unchanged ledger (cache hits)`, sheet);
      line(`${driver}: GET /api/accounts (${accounts.length} accounts), unchanged ledger (cache hits)`, list);
      info(`${driver}: server RSS after the load`, (await treeRss(app.child.pid!)) / 1048576, 'MB');
      const reader = { base: app.base, cookie, accountId: checkingId };
      const size = `${SCALE} transactions`;
      await measureRead(
        reader,
        `${driver}: GET /api/balance-sheet (${size})`,
        '/api/balance-sheet',
        AFTER_WRITE_TARGET_MS,
      );
      await measureRead(
        reader,
        `${driver}: GET /api/accounts (${size})`,
        '/api/accounts',
        AFTER_WRITE_TARGET_MS,
      );
      return { bare, sheet, list };
    } finally {
      hello.child.kill();
    }
  });
}

machine(`${CONNECTIONS} connections, ${SECONDS} s each, ${SCALE} transactions`);
await build();
const embedded = await run('embedded');
const postgres = await run('PostgreSQL');
const pct = (app: Load, bare: Load) => (app.rps / bare.rps) * 100;
report(
  'PostgreSQL GET /api/balance-sheet throughput (cache hits), % of bare Fastify',
  pct(postgres.sheet, postgres.bare),
  '>=',
  10,
  '%',
);
report('PostgreSQL GET /api/balance-sheet p99 (cache hits)', postgres.sheet.p99, '<=', 40, 'ms');
report(
  'PostgreSQL GET /api/accounts (200) throughput (cache hits), % of bare Fastify',
  pct(postgres.list, postgres.bare),
  '>=',
  5,
  '%',
);
report('PostgreSQL GET /api/accounts (200) p99 (cache hits)', postgres.list.p99, '<=', 60, 'ms');
info(
  'embedded GET /api/balance-sheet throughput (cache hits), % of bare Fastify',
  pct(embedded.sheet, embedded.bare),
  '%',
);
info(
  'embedded GET /api/accounts (200) throughput (cache hits), % of bare Fastify',
  pct(embedded.list, embedded.bare),
  '%',
);
report('embedded GET /api/balance-sheet p99 (cache hits)', embedded.sheet.p99, '<=', 100, 'ms');
report('embedded GET /api/accounts (200) p99 (cache hits)', embedded.list.p99, '<=', 150, 'ms');
