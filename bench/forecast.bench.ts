// A 60-month cash-flow forecast for a user with 200 recurring items and 10 loans: the pure forecast
// (src/domain/planning/forecast.ts, target p99 under 50 ms) and GET /api/cash-flow-projections?months=60
// end to end on the embedded database, as a cache hit and right after a write (target p95 under 60
// ms), with BENCH_SCALE transactions (default 20,000). Run: npm run bench forecast.
import { cashFlowForecast, type ForecastItem, type ForecastLoan } from '../src/domain/planning/forecast';
import { FREQUENCIES } from '../src/domain/recurrence';
import { measureRead } from './after-write';
import { startEmbeddedApp } from './embedded-app';
import { SCALE, seedHousehold } from './household';
import { percentile } from './lib';
import { info, machine, ms, report } from './targets';

const TARGET_MS = 50;
const AFTER_WRITE_TARGET_MS = 60;
const TODAY = '2026-11-21';
const ITEMS = 200;
const LOANS = 10;

// Every frequency, daily included (the costliest), starting over the last few years; posted items
// and projections.
const items: ForecastItem[] = Array.from({ length: ITEMS }, (_, i) => ({
  type: i % 4 === 0 ? 'income' : 'expense',
  amount: 1_000 + ((i * 7919) % 500_000),
  frequency: FREQUENCIES[i % FREQUENCIES.length] ?? 'monthly',
  start: `20${String(20 + (i % 6)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  end: i % 5 === 0 ? '2029-06-30' : null,
  // A third are projections, counted from today.
  postsToLedger: i % 3 !== 0,
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

// End to end: the real app on an embedded database with a household seeded through its own API and
// import: the same number of recurring items and loans (each with its monthly payment and ledger
// accounts), and BENCH_SCALE imported transactions.
const env = await startEmbeddedApp('forecast');
try {
  const seeding = performance.now();
  const household = await seedHousehold(env, env.cookie, { loans: LOANS, recurring: ITEMS });
  info(
    `seeding ${ITEMS} recurring items, ${LOANS} loans and ${SCALE} transactions through the API and import`,
    performance.now() - seeding,
    'ms',
  );
  await measureRead(
    { base: env.base, cookie: env.cookie, accountId: household.checkingId },
    `GET /api/cash-flow-projections?months=60 (${ITEMS} items, ${LOANS} loans, ${SCALE} transactions)`,
    '/api/cash-flow-projections?months=60',
    AFTER_WRITE_TARGET_MS,
  );
} finally {
  await env.stop();
}
