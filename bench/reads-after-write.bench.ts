// Every read a signed-in page makes, measured as a user meets it: for a household of BENCH_SCALE
// transactions (default 20,000) over five years, seeded through the product's own API and import,
// each read repeated on an unchanged ledger (cache hits, for information) and right after a write
// (POST an expense, then GET: the refetch the app makes after every change, judged). Against the
// production build as `npm start` runs it, on the embedded database and on PostgreSQL (a fresh
// database, BENCH_DATABASE_URL). Run: npm run bench reads-after-write. BENCH_DRIVER picks one database.
// Targets (issue 28): p95 right after a write <= 30 ms, history and forecast <= 60 ms.
import { measureRead } from './after-write';
import { fiveYearsAgo, SCALE, seedHousehold, today } from './household';
import { build, withApp } from './production-app';
import { signIn } from './seed-over-http';
import { info, machine } from './targets';

const READ_MS = 30;
const SLOW_READ_MS = 60;

machine(`${SCALE} transactions`);
await build();
for (const driver of ['embedded', 'PostgreSQL'] as const) {
  if (process.env.BENCH_DRIVER && process.env.BENCH_DRIVER !== driver) continue;
  await withApp(driver, async (app) => {
    const started = performance.now();
    const cookie = await signIn(app, 'bench@example.com');
    const household = await seedHousehold(app, cookie);
    info(
      `${driver}: seeding ${SCALE} transactions through the API and import`,
      performance.now() - started,
      'ms',
    );
    const reader = { base: app.base, cookie, accountId: household.checkingId };
    const reads: [string, string, number][] = [
      ['GET /api/balance-sheet', '/api/balance-sheet', READ_MS],
      ['GET /api/accounts', '/api/accounts', READ_MS],
      ['register first page (checking)', `/api/accounts/${household.checkingId}/register?limit=50`, READ_MS],
      [
        '5-year daily Net Worth history',
        `/api/net-worth/history?from=${fiveYearsAgo()}&to=${today()}&interval=day`,
        SLOW_READ_MS,
      ],
      ['cash-flow summary', '/api/cash-flow/summary', READ_MS],
      ['60-month forecast', '/api/cash-flow-projections?months=60', SLOW_READ_MS],
      // The account page's chart: the whole history's balance, a history read like the one above.
      [
        'balance chart series (checking)',
        `/api/accounts/${household.checkingId}/balance-series`,
        SLOW_READ_MS,
      ],
    ];
    // BENCH_READS=series,register measures only the reads whose label holds one of those words.
    const wanted = process.env.BENCH_READS?.split(',') ?? [];
    for (const [label, path, target] of reads) {
      if (wanted.length > 0 && !wanted.some((w) => label.includes(w))) continue;
      await measureRead(reader, `${driver}: ${label} (${SCALE} transactions)`, path, target);
    }
  });
}
machine('after the run');
