// Money in motion (issue 10): posting throughput through the real posting path, and an account
// register page for an account with 50,000 entries.
// - 10,000 transactions POSTed over HTTP to the real app (embedded database), 4 at a time: entries/s.
// - The account then gets 40,000 more entries through the batch posting path an import uses (rows,
//   then postTransactions), and GET /api/accounts/:id/register pages are timed over HTTP.
// Run: npm run bench ledger. Target: register p99 < 30 ms for a page of 100.
import { Agent, request } from 'node:http';
import { transactions } from '../src/server/db/schema';
import { postTransactions } from '../src/server/transactions/posting';
import { startEmbeddedApp } from './embedded-app';
import { percentile } from './lib';

const POSTS = 10_000;
const CONCURRENCY = 4;
const TOTAL_ENTRIES = 50_000;
const REGISTER_TARGET_MS = 30;

const { db, config, port, user, cookie, stop, database } = await startEmbeddedApp('ledger');
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
console.log(
  `posting: ${POSTS} transactions over HTTP in ${seconds.toFixed(1)} s = ${(POSTS / seconds).toFixed(0)} entries/s (${CONCURRENCY} at a time; no target set)`,
);

// 2. Up to 50,000 entries on the account through the batch posting path (as an import commits).
const seedStarted = performance.now();
for (let n = POSTS; n < TOTAL_ENTRIES - 1; n += 2_000) {
  const count = Math.min(2_000, TOTAL_ENTRIES - 1 - n);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(transactions)
      .values(
        Array.from({ length: count }, (_, i) => {
          const b = body(n + i);
          return {
            userId: user.id,
            amount: b.amount,
            type: b.type,
            description: b.description,
            transactionDate: b.transactionDate,
            accountId,
            isRecurring: false,
            tags: [],
          };
        }),
      )
      .returning();
    await postTransactions(
      tx,
      user.id,
      rows.map((r) => ({ ...r, journalEntryId: null })),
    );
  });
}
console.log(
  `seeding: ${TOTAL_ENTRIES - 1 - POSTS} more entries by batch posting in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
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

const total = ((await call('GET', `/api/accounts/${accountId}/register?limit=1`)).json as { total: number })
  .total;
let failed = false;
for (const [label, path] of [
  ['first page of 100', `/api/accounts/${accountId}/register?limit=100`],
  ['page of 100 at offset 25,000', `/api/accounts/${accountId}/register?limit=100&offset=25000`],
  [
    'page of 100 filtered to one year',
    `/api/accounts/${accountId}/register?limit=100&from=2021-01-01&to=2021-12-31`,
  ],
] as const) {
  const { p50, p99 } = await timed(path);
  const ok = p99 < REGISTER_TARGET_MS;
  if (!ok) failed = true;
  console.log(
    `register (${total} entries), ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms — target p99 < ${REGISTER_TARGET_MS} ms: ${ok ? 'PASS' : 'FAIL'}`,
  );
}

agent.destroy();
await stop();
process.exit(failed ? 1 : 0);
