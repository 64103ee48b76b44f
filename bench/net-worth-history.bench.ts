// GET /api/net-worth/history?interval=day over the last 5 years for a household with BENCH_SCALE
// transactions (default 20,000) spread over those years, seeded through the product's own API and
// import, in process on the embedded database: as a cache hit and right after a write.
// Run: npm run bench net-worth-history. Target: p95 right after a write under 60 ms.
import type { NetWorthPoint } from '../src/shared/net-worth-history';
import { measureRead } from './after-write';
import { startEmbeddedApp } from './embedded-app';
import { fiveYearsAgo, SCALE, seedHousehold, today } from './household';
import { info, machine } from './targets';

const TARGET_MS = 60;

machine(`${SCALE} transactions`);
const env = await startEmbeddedApp('history');
try {
  const started = performance.now();
  const household = await seedHousehold(env, env.cookie);
  info(
    `seeding ${SCALE.toLocaleString('en-US')} transactions through the API and import`,
    performance.now() - started,
    'ms',
  );

  const url = `/api/net-worth/history?from=${fiveYearsAgo()}&to=${today()}&interval=day`;
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${env.base}${path}`, { headers: { cookie: env.cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const points = await get<NetWorthPoint[]>(url);
  const sheet = await get<{ netWorth: string }>('/api/balance-sheet');
  const last = points[points.length - 1];
  if (last?.netWorth !== sheet.netWorth) {
    throw new Error(`last point ${last?.netWorth} differs from the balance sheet ${sheet.netWorth}`);
  }
  await measureRead(
    { base: env.base, cookie: env.cookie, accountId: household.checkingId },
    `Net Worth history, 5 years daily (${points.length} points, ${SCALE} transactions)`,
    url,
    TARGET_MS,
  );
} finally {
  await env.stop();
}
