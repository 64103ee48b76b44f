// A 60-month cash-flow forecast for a user with 200 recurring items and 10 loans: the pure forecast
// (src/domain/planning/forecast.ts) and GET /api/cash-flow-projections?months=60 end to end on the
// embedded database. Run: npm run bench forecast. Target: under 50 ms (p99).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { cashFlowForecast, type ForecastItem, type ForecastLoan } from '../src/domain/planning/forecast';
import { FREQUENCIES } from '../src/domain/recurrence';
import { buildApp } from '../src/server/app';
import { sessionCookieName } from '../src/server/auth/cookie';
import { createSession } from '../src/server/auth/session-repository';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loans, transactions, users } from '../src/server/db/schema';
import { percentile } from './lib';
import { machine, ms, report } from './targets';

const TARGET_MS = 50;
const TODAY = '2026-11-21';
const ITEMS = 200;
const LOANS = 10;

// Every frequency, daily included (the costliest), starting over the last few years.
const items: ForecastItem[] = Array.from({ length: ITEMS }, (_, i) => ({
  type: i % 4 === 0 ? 'income' : 'expense',
  amount: 1_000 + ((i * 7919) % 500_000),
  frequency: FREQUENCIES[i % FREQUENCIES.length] ?? 'monthly',
  start: `20${String(20 + (i % 6)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  end: i % 5 === 0 ? '2029-06-30' : null,
}));
const forecastLoans: ForecastLoan[] = Array.from({ length: LOANS }, (_, i) => ({
  loan: {
    principal: 1_000_000 + i * 3_000_000,
    ratePercentUnits: 30_000 + i * 5_000,
    termMonths: [60, 120, 180, 360][i % 4] ?? 360,
    startDate: `20${String(10 + i)}-0${(i % 9) + 1}-15`,
  },
}));

function time(fn: () => unknown, runs: number): { median: number; p99: number } {
  for (let i = 0; i < 20; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

machine();
const pure = time(
  () => cashFlowForecast({ today: TODAY, monthCount: 60, startBalance: 0n, items, loans: forecastLoans }),
  200,
);
report(
  `pure forecast, 60 months, ${ITEMS} items, ${LOANS} loans: p99`,
  pure.p99,
  '<=',
  TARGET_MS,
  'ms',
  `median ${ms(pure.median)}`,
);

// End to end: the real app on an embedded database with the same items and loans stored.
const dataDir = mkdtempSync(join(tmpdir(), 'networth-bench-forecast-'));
const database = await openPglite(join(dataDir, 'pglite'));
try {
  await runMigrations(database);
  const db = database.db;
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'bench-'.padEnd(48, 'x') }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: dataDir,
    clock: () => new Date(`${TODAY}T12:00:00Z`),
  });
  await app.ready();
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', isEmailVerified: true })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSession(db, {
    userId: user.id,
    duration: '30',
    kind: 'full',
    now: new Date(`${TODAY}T12:00:00Z`),
  });
  const cookie = `${sessionCookieName(config)}=${token}`;
  // Projections only (no account): nothing is posted, the forecast reads them as they are.
  await db.insert(transactions).values(
    items.map((item, i) => ({
      userId: user.id,
      amount: (item.amount / 100).toFixed(2),
      description: `Item ${i}`,
      transactionDate: item.start,
      type: item.type,
      isRecurring: true,
      recurringFrequency: item.frequency,
      recurringStartDate: item.start,
      recurringEndDate: item.end,
    })),
  );
  await db.insert(loans).values(
    forecastLoans.map(({ loan }, i) => ({
      userId: user.id,
      name: `Loan ${i}`,
      principal: (loan.principal / 100).toFixed(2),
      interestRate: (loan.ratePercentUnits / 10_000).toFixed(4),
      termYears: loan.termMonths / 12,
      startDate: loan.startDate,
      monthlyPayment: '0',
    })),
  );
  await db.execute(sql`analyze`);
  const get = () =>
    app.inject({ method: 'GET', url: '/api/cash-flow-projections?months=60', headers: { cookie } });
  const first = await get();
  if (first.statusCode !== 200) throw new Error(`forecast answered ${first.statusCode}: ${first.body}`);
  for (let i = 0; i < 20; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  // The whole request, database reads included.
  report(
    'GET /api/cash-flow-projections?months=60 (in-process, same data): p99',
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
