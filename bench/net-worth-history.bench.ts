// GET /api/net-worth/history?interval=day over 5 years for a user with 100,000 journal lines (50
// accounts, entries spread over the 5 years), in process on the embedded database.
// Run: npm run bench net-worth-history. Target: p99 under 100 ms.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, toEpochDay } from '../src/domain/calendar';
import { buildApp } from '../src/server/app';
import { sessionCookieName } from '../src/server/auth/cookie';
import { createSession } from '../src/server/auth/session-repository';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { accounts, users } from '../src/server/db/schema';
import { ensureSystemAccount, postJournalEntries } from '../src/server/ledger';
import type { NetWorthPoint } from '../src/shared/net-worth-history';
import { percentile } from './lib';
import { info, machine, ms, report } from './targets';

const TARGET_MS = 100;
const LINES = 100_000;
const ACCOUNTS = 50;
const BATCH = 2_000;
const TODAY = '2026-11-21';
const FROM = '2021-11-22';
const RUNS = 200;

machine();
const dataDir = mkdtempSync(join(tmpdir(), 'networth-bench-history-'));
const database = await openPglite(join(dataDir, 'pglite'));
try {
  await runMigrations(database);
  const db = database.db;
  const now = new Date(`${TODAY}T12:00:00Z`);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'bench-'.padEnd(48, 'x') }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({ config, database, logger: false, webRoot: dataDir, clock: () => now });
  await app.ready();
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', isEmailVerified: true })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSession(db, { userId: user.id, duration: '30', kind: 'full', now });
  const cookie = `${sessionCookieName(config)}=${token}`;

  const ids = Array.from({ length: ACCOUNTS }, () => randomUUID());
  await db.insert(accounts).values(
    ids.map((id, i) => ({
      id,
      userId: user.id,
      accountName: `Account ${i}`,
      accountNumber: `N-${i}`,
      accountType: i % 5 === 4 ? 'LIABILITY' : 'ASSET',
      accountSubtype: i % 5 === 4 ? 'credit_card' : 'checking',
      normalBalance: i % 5 === 4 ? 'credit' : 'debit',
    })),
  );
  const equityId = await ensureSystemAccount(db, user.id, 'opening_equity');
  const span = toEpochDay(TODAY) - toEpochDay(FROM) + 1;
  const started = performance.now();
  for (let done = 0; done < LINES / 2; done += BATCH) {
    const inputs = Array.from({ length: Math.min(BATCH, LINES / 2 - done) }, (_, k) => {
      const n = done + k;
      const accountIndex = n % ACCOUNTS;
      const liability = accountIndex % 5 === 4;
      const cents = 100 + ((n * 7919) % 500_000);
      return {
        entryDate: addDays(FROM, (n * 37) % span),
        description: `Seed ${n}`,
        lines: [
          { accountId: ids[accountIndex] ?? '', debit: liability ? 0 : cents, credit: liability ? cents : 0 },
          { accountId: equityId, debit: liability ? cents : 0, credit: liability ? 0 : cents },
        ],
      };
    });
    await postJournalEntries(db, user.id, inputs);
  }
  await db.execute(sql`analyze`);
  info(`seeding ${LINES.toLocaleString('en-US')} journal lines`, performance.now() - started, 'ms');

  const url = `/api/net-worth/history?from=${FROM}&to=${TODAY}&interval=day`;
  const get = () => app.inject({ method: 'GET', url, headers: { cookie } });
  const first = await get();
  if (first.statusCode !== 200) throw new Error(`history answered ${first.statusCode}: ${first.body}`);
  const points = first.json<NetWorthPoint[]>();
  const sheet = (await app.inject({ method: 'GET', url: '/api/balance-sheet', headers: { cookie } })).json<{
    netWorth: string;
  }>();
  const last = points[points.length - 1];
  if (last?.netWorth !== sheet.netWorth) {
    throw new Error(`last point ${last?.netWorth} differs from the balance sheet ${sheet.netWorth}`);
  }
  for (let i = 0; i < 20; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await get();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  report(
    `Net Worth history, ${url} (${points.length} points): p99`,
    percentile(samples, 99),
    '<=',
    TARGET_MS,
    'ms',
    `median ${ms(percentile(samples, 50))}`,
  );
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
