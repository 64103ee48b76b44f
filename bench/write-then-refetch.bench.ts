// Writes as a user makes them: 16 connections, each cycle POST /api/transactions (an expense), then
// GET /api/balance-sheet and GET /api/accounts, the refetches the page makes after a change. Against
// the production build as `npm start` runs it, on the embedded database and on PostgreSQL (a fresh
// database, BENCH_DATABASE_URL), each beside a bare node:http server measured in the same run with
// the same client doing the same three requests a cycle. The household (BENCH_SCALE transactions,
// default 20,000) is seeded through the product's own import and API (bench/household.ts).
// Run: npm run bench write-then-refetch. BENCH_SECONDS sets each measurement's length (default 10);
// BENCH_CONNECTIONS the clients (default 16, the targets' count; 1 shows a cycle's latency alone).
import type { Agent } from 'node:http';
import { expense, SCALE, seedHousehold } from './household';
import { call, keepAlive } from './http-client';
import { percentile } from './lib';
import { treeCpuMs } from './process-tree';
import { build, type Driver, databaseCpuMeter, startBareHttp, withApp } from './production-app';
import { signIn } from './seed-over-http';
import { info, machine, ms, report } from './targets';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS: Record<Driver, { share: number; p99: number }> = {
  PostgreSQL: { share: 25, p99: 250 },
  embedded: { share: 15, p99: 500 },
};

interface Cycles {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
  /** Cycles with an answer other than 201, 200, 200; the first one's answer. */
  failed: number;
  firstFailure: string;
}

let written = 0;

/** CONNECTIONS clients doing cycles for `seconds`: cycles a second and the cycle's latency. */
async function cycles(
  base: string,
  headers: Record<string, string>,
  accountId: string,
  seconds: number,
): Promise<Cycles> {
  const agent: Agent = keepAlive(CONNECTIONS);
  const samples: number[] = [];
  let failed = 0;
  let firstFailure = '';
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          written += 1;
          const answers = [
            await call(agent, base, 'POST', '/api/transactions', headers, expense(accountId, written)),
            await call(agent, base, 'GET', '/api/balance-sheet', headers),
            await call(agent, base, 'GET', '/api/accounts', headers),
          ];
          const wrong = answers.find((a, i) => a.status !== (i === 0 ? 201 : 200));
          if (wrong) {
            failed += 1;
            firstFailure ||= `${wrong.status} ${wrong.text.slice(0, 200)}`;
          } else samples.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    perSecond: samples.length / elapsed,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    count: samples.length,
    failed,
    firstFailure,
  };
}

const line = (label: string, c: Cycles) =>
  info(label, c.perSecond, 'cycles/s', `p50 ${ms(c.p50)}, p99 ${ms(c.p99)}, ${c.count} cycles`);

async function run(driver: Driver): Promise<void> {
  await withApp(driver, async (app) => {
    const bare = await startBareHttp();
    try {
      const seeding = performance.now();
      const cookie = await signIn(app, 'bench@example.com');
      const household = await seedHousehold(app, cookie, { transactions: SCALE });
      info(
        `${driver}: seeding ${SCALE} transactions through the import and API`,
        performance.now() - seeding,
        'ms',
      );
      const headers = { cookie, origin: app.base };
      // Warm-up: JIT, the database's caches, the first ledger-current step.
      await cycles(app.base, headers, household.checkingId, 2);
      const bareCpu = await treeCpuMs(bare.child.pid as number);
      const yardstick = await cycles(bare.base, {}, household.checkingId, SECONDS);
      const barePerCycle = ((await treeCpuMs(bare.child.pid as number)) - bareCpu) / yardstick.count;
      // CPU per cycle does not depend on how busy the machine is: the app's process, and on
      // PostgreSQL the server's processes serving the run's database.
      const pid = app.child.pid as number;
      const appCpu = await treeCpuMs(pid);
      const server = app.database ? await databaseCpuMeter(app.database) : undefined;
      const measured = await cycles(app.base, headers, household.checkingId, SECONDS);
      const appPerCycle = ((await treeCpuMs(pid)) - appCpu) / measured.count;
      const serverCpu = await server?.spent();
      line(`${driver}: bare node:http, the same 3 requests a cycle`, yardstick);
      line(`${driver}: POST expense + GET balance sheet + GET accounts`, measured);
      info(
        `${driver}: CPU per cycle`,
        appPerCycle,
        'ms',
        serverCpu !== undefined
          ? `the app; PostgreSQL's server processes ${(serverCpu / measured.count).toFixed(2)} ms more`
          : driver === 'embedded'
            ? 'the app, its embedded database included'
            : "the app; PostgreSQL's server processes could not be read",
      );
      info(`${driver}: CPU per cycle of bare node:http`, barePerCycle, 'ms');
      const target = TARGETS[driver];
      report(
        `${driver}: write then refetch, cycles with an error`,
        measured.failed,
        '<=',
        0,
        'cycles',
        measured.firstFailure ? `first: ${measured.firstFailure}` : undefined,
      );
      report(
        `${driver}: write then refetch at ${CONNECTIONS} connections, share of bare node:http`,
        (measured.perSecond / yardstick.perSecond) * 100,
        '>=',
        target.share,
        '%',
        `${measured.perSecond.toFixed(1)} over ${yardstick.perSecond.toFixed(0)} cycles/s`,
      );
      report(
        `${driver}: write then refetch at ${CONNECTIONS} connections, cycle p99`,
        measured.p99,
        '<=',
        target.p99,
        'ms',
      );
    } finally {
      bare.child.kill();
    }
  });
}

machine(`${CONNECTIONS} connections, ${SECONDS} s each, ${SCALE} transactions`);
await build();
// BENCH_DRIVER=embedded or =PostgreSQL measures one only.
for (const driver of ['embedded', 'PostgreSQL'] as const) {
  if (!process.env.BENCH_DRIVER || process.env.BENCH_DRIVER === driver) await run(driver);
}
machine('after the run');
