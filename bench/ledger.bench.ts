// Money in motion (issue 10): posting throughput through the real posting path, and an account
// register page for an account with BENCH_SCALE entries (default 20,000).
// - A fifth of them (at most 10,000) POSTed over HTTP to the real app (embedded database), 4 at a
//   time: entries/s.
// - The account then gets the rest through the bank-file import (preview, then commit), and
//   GET /api/accounts/:id/register pages are timed over HTTP; the first page also right after a write
//   (bench/after-write.ts). The deep
//   page is reached as the account page reaches it: page after page by each page's `next` cursor
//   (decision 080); the same page by `offset` is printed beside it, with no target.
// Run: npm run bench ledger. Target: register p99 < 30 ms for a page of 100.
import { Agent, request } from 'node:http';
import type { RegisterPage } from '../src/shared/register';
import { measureRead } from './after-write';
import { startEmbeddedApp } from './embedded-app';
import { importTransactions, SCALE } from './household';
import { percentile } from './lib';
import { info, machine, ms, report } from './targets';

/** Entries on the account: BENCH_SCALE (default 20,000), a fifth of them POSTed one by one. */
const TOTAL_ENTRIES = SCALE;
const POSTS = Math.min(10_000, Math.floor(SCALE / 5));
const CONCURRENCY = 4;
const REGISTER_TARGET_MS = 30;

const env = await startEmbeddedApp('ledger');
const { config, port, cookie, stop, database } = env;
let agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          cookie,
          origin: config.appUrl,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            json: text ? JSON.parse(text) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const created = await call('POST', '/api/accounts', {
  accountName: 'Checking',
  accountNumber: 'CHK',
  accountType: 'ASSET',
  accountSubtype: 'checking',
  normalBalance: 'debit',
  currentBalance: '1000000.00',
});
const accountId = (created.json as { id: string }).id;
const day = (n: number) =>
  new Date(Date.UTC(2019, 0, 1) + (n % 2_500) * 86_400_000).toISOString().slice(0, 10);
const body = (n: number) => ({
  amount: `${1 + (n % 200)}.${String(n % 100).padStart(2, '0')}`,
  type: n % 5 === 0 ? 'income' : 'expense',
  description: `Bench ${n}`,
  transactionDate: day(n),
  isRecurring: false,
  tags: [n % 5 === 0 ? 'income-salary' : 'expense-food'],
  accountId,
});

// 1. Throughput through the real posting path, over HTTP.
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < POSTS) {
      const n = next++;
      const res = await call('POST', '/api/transactions', body(n));
      if (res.status !== 201) throw new Error(`POST ${n}: ${res.status} ${JSON.stringify(res.json)}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
machine('after posting');
info(
  `posting: ${POSTS} transactions over HTTP, ${CONCURRENCY} at a time`,
  POSTS / seconds,
  'entries/s',
  `${seconds.toFixed(1)} s`,
);

// 2. Up to TOTAL_ENTRIES entries on the account through the bank-file import (preview, then commit).
const seedStarted = performance.now();
await importTransactions(env, cookie, accountId, TOTAL_ENTRIES - 1 - POSTS, POSTS);
info(
  `seeding: ${TOTAL_ENTRIES - 1 - POSTS} more entries through the import`,
  (performance.now() - seedStarted) / 1000,
  's',
);
await database.pglite?.exec('analyze');
// The server closed the idle keep-alive sockets while seeding ran: fresh connections for the reads.
agent.destroy();
agent = new Agent({ keepAlive: true, maxSockets: 1 });

async function timed(path: string, runs = 300) {
  for (let i = 0; i < 30; i++) await call('GET', path);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const res = await call('GET', path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    samples.push(res.ms);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const register = `/api/accounts/${accountId}/register`;
const pageOf = async (path: string) => {
  const res = await call('GET', path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as RegisterPage;
};
const total = (await pageOf(`${register}?limit=1`)).total;

// The way the account page goes deep: each page's `next` to the page after it, to half the entries.
const DEPTH = Math.floor(TOTAL_ENTRIES / 200) * 100;
const PAGES = DEPTH / 100;
const walkStarted = performance.now();
let cursor = (await pageOf(`${register}?limit=100`)).next;
for (let shown = 100; shown < DEPTH; shown += 100) {
  if (!cursor) throw new Error(`the register ended after ${shown} rows`);
  cursor = (await pageOf(`${register}?limit=100&before=${cursor}`)).next;
}
const walkMs = performance.now() - walkStarted;
const deep = `${register}?limit=100&before=${cursor}`;
const byOffset = `${register}?limit=100&offset=${DEPTH}`;
if (JSON.stringify((await pageOf(deep)).rows) !== JSON.stringify((await pageOf(byOffset)).rows)) {
  throw new Error(`the page at ${DEPTH} differs between the cursor and the offset`);
}

const label = `register (${total} entries)`;
for (const [what, path] of [
  ['first page of 100', `${register}?limit=100`],
  [`page of 100 at ${DEPTH}, by its cursor`, deep],
  ['page of 100 filtered to one year', `${register}?limit=100&from=2021-01-01&to=2021-12-31`],
] as const) {
  const { p50, p99 } = await timed(path);
  report(`${label}, ${what}: p99`, p99, '<=', REGISTER_TARGET_MS, 'ms', `p50 ${ms(p50)}`);
}
info(
  `${label}, walking to ${DEPTH} by cursors: ${PAGES} pages of 100`,
  walkMs / PAGES,
  'ms per page',
  `${ms(walkMs)} in all`,
);
const offset = await timed(byOffset);
info(
  `${label}, page of 100 at offset ${DEPTH} (API paging by offset): p99`,
  offset.p99,
  'ms',
  `p50 ${ms(offset.p50)}`,
);

// A cursor older than the books: its balance is summed afresh, as after any change between pages.
const change = await call('POST', '/api/transactions', body(TOTAL_ENTRIES));
if (change.status !== 201) throw new Error(`POST: ${change.status}`);
const stale = await timed(deep);
info(
  `${label}, page at ${DEPTH} by a cursor from before a change: p99`,
  stale.p99,
  'ms',
  `p50 ${ms(stale.p50)}`,
);

agent.destroy();
// The register's first page as the account page refetches it after a change (repeats are not cached).
await measureRead(
  { base: env.base, cookie, accountId },
  `${label}, first page of 100`,
  `${register}?limit=100`,
  REGISTER_TARGET_MS,
);
await stop();
// report() set the exit code when a target was missed.
process.exit();
