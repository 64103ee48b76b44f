// Transactions search (issue 23, docs/decisions/135): p95 of GET /api/transactions?q=… over 100,000
// transactions of one user, on the embedded database and, when TEST_DATABASE_URL or DATABASE_URL is
// set, on PostgreSQL (a fresh database is created there and dropped). The transactions arrive through
// the product's own bank-file import (preview, then commit), 10,000 rows a file, as bench/import.bench.ts
// does; every search goes through the real route (Fastify inject: validation, session, query).
// The user signs in through the real magic-link routes. Run: npm run bench transactions-search.
// BENCH_SCALE sets the number of transactions (default 20,000; BENCH_SEARCH_ROWS still overrides it).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays } from '../src/domain/calendar';
import { buildApp } from '../src/server/app';
import { defaultPoolSize, loadConfig } from '../src/server/config';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { SCALE } from './household';
import { freePort } from './lib';
import { signIn } from './seed-over-http';
import { info, machine, report } from './targets';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS || SCALE);
const FILE_ROWS = 10_000;
const SEARCHES = 200;
const TARGET_P95_MS = 50;

const PAYEES = [
  'Grocery Store',
  'Café Crème',
  'Fuel Station',
  'Payroll',
  'Pharmacy',
  'Book Shop',
  'Hardware Depot',
  'Cinéma Lumière',
  'Electric Company',
  'Bakery',
];
/** What people type: whole words, fragments, other case, no accents, a rare payee number. */
const NEEDLES = [
  'grocery',
  'cafe',
  'CREME',
  'cinema lum',
  'pharm',
  'depot',
  'bake',
  'shop 77',
  'store 123',
  'elec',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function run(label: string, database: Database, dataDir: string): Promise<void> {
  await runMigrations(database);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'bench-'.padEnd(48, 'x'), APP_URL: base }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({ config, database, logger: false, webRoot: dataDir });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const cookie = await signIn({ base, dataDir }, 'bench@example.com');
    const headers = { cookie, origin: config.appUrl };
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
    const account = await post('/api/accounts', {
      accountName: 'Checking',
      accountNumber: 'CHK',
      accountType: 'ASSET',
      accountSubtype: 'checking',
      normalBalance: 'debit',
      currentBalance: '1000.00',
    });
    const accountId = account.json<{ id: string }>().id;

    const seeding = performance.now();
    for (let start = 0; start < ROWS; start += FILE_ROWS) {
      let csv = 'Date,Description,Amount\n';
      for (let i = start; i < Math.min(ROWS, start + FILE_ROWS); i++) {
        const cents = ((i * 7919) % 20_000) + 1;
        const sign = i % 10 === 3 ? '' : '-';
        const amount = `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        csv += `${addDays('2000-01-01', Math.floor(i / 12))},${PAYEES[i % PAYEES.length]} ${i},${amount}\n`;
      }
      const body = { fileName: `bench-${start}.csv`, content: Buffer.from(csv).toString('base64') };
      const preview = await post(`/api/accounts/${accountId}/imports/preview`, body);
      if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
      const rows = preview
        .json<{ rows: { line: number; status: string; categoryId: string | null }[] }>()
        .rows.filter((r) => r.status === 'new')
        .map((r) => ({ line: r.line, categoryId: r.categoryId }));
      const commit = await post(`/api/accounts/${accountId}/imports`, { ...body, rows });
      if (commit.statusCode !== 201) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);
    }
    info(`${label}: seeding ${ROWS} transactions through the import`, performance.now() - seeding, 'ms');

    const search = async (needle: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/transactions?q=${encodeURIComponent(needle)}&limit=50`,
        headers,
      });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`search ${needle}: ${res.statusCode} ${res.body}`);
      return { took, found: res.json<{ transactions: unknown[] }>().transactions.length };
    };
    // Warm-up: JIT and the database's caches.
    for (const needle of NEEDLES) await search(needle);
    const times: number[] = [];
    const slowest = new Map<string, number>();
    let empty = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const needle = NEEDLES[i % NEEDLES.length] as string;
      const { took, found } = await search(needle);
      times.push(took);
      slowest.set(needle, Math.max(took, slowest.get(needle) ?? 0));
      if (found === 0) empty += 1;
    }
    const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 3);
    info(
      `${label}: the slowest needles`,
      worst[0]?.[1] ?? 0,
      'ms',
      worst.map(([n, t]) => `"${n}" ${t.toFixed(0)} ms`).join(', '),
    );
    if (empty > 0) throw new Error(`${empty} searches found nothing: the bench's needles no longer match`);
    times.sort((a, b) => a - b);
    // The same route without a search: what any request costs here (session, ledger, JSON).
    const plain: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const started = performance.now();
      await app.inject({ method: 'GET', url: '/api/transactions?limit=50', headers });
      plain.push(performance.now() - started);
    }
    plain.sort((a, b) => a - b);
    info(`${label}: the plain list of 50, for comparison, p95`, percentile(plain, 95), 'ms');
    report(
      `${label}: search p95 over ${ROWS} transactions (a page of 50)`,
      percentile(times, 95),
      '<=',
      TARGET_P95_MS,
      'ms',
      `p50 ${percentile(times, 50).toFixed(1)} ms, ${SEARCHES} searches`,
    );
  } finally {
    await app.close();
  }
}

machine();
const embeddedDir = mkdtempSync(join(tmpdir(), 'networth-bench-search-'));
try {
  const database = await openPglite(join(embeddedDir, 'pglite'));
  try {
    await run('embedded', database, embeddedDir);
  } finally {
    await database.close();
  }
} finally {
  rmSync(embeddedDir, { recursive: true, force: true });
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) {
  const name = `nw_bench_search_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pgDir = mkdtempSync(join(tmpdir(), 'networth-bench-search-pg-'));
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), defaultPoolSize());
    try {
      await run('PostgreSQL', database, pgDir);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log('SKIP  PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL to measure it too');
}
