// Bank-file import: preview and commit of a BENCH_SCALE-row CSV (default 20,000) into one account,
// through the real routes of the production build as `npm start` runs it (JSON body, parse, duplicate
// check, one database transaction), on the embedded database and on PostgreSQL (a fresh database,
// BENCH_DATABASE_URL), then the undo. Run: npm run bench import. BENCH_DRIVER picks one database.
// Target (issue 28): the commit at >= 5,000 rows/s on both databases; CPU time of the app printed beside.
import { addDays } from '../src/domain/calendar';
import { createAccount, SCALE } from './household';
import { treeCpuMs } from './process-tree';
import { build, databaseCpuMeter, withApp } from './production-app';
import { signIn } from './seed-over-http';
import { info, machine, ms, report } from './targets';

const TARGET_ROWS_PER_S = 5_000;

const payees = ['Grocery Store', 'Coffee Shop', 'Fuel Station', 'Payroll', 'Pharmacy', 'Book Shop'];
let csv = 'Date,Description,Amount\n';
for (let i = 0; i < SCALE; i++) {
  const cents = ((i * 7919) % 20_000) + 1;
  const sign = i % 6 === 3 ? '' : '-';
  csv += `${addDays('2020-01-01', Math.floor(i / 12))},${payees[i % payees.length]} ${i},${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}\n`;
}
const body = { fileName: 'bench.csv', content: Buffer.from(csv).toString('base64') };

machine(`${SCALE} rows`);
await build();
for (const driver of ['embedded', 'PostgreSQL'] as const) {
  if (process.env.BENCH_DRIVER && process.env.BENCH_DRIVER !== driver) continue;
  await withApp(driver, async (app) => {
    const cookie = await signIn(app, 'bench@example.com');
    const accountId = await createAccount(app, cookie, 'Checking', 'ASSET', 'checking', '1000.00');
    const send = async (method: string, path: string, payload?: unknown) => {
      const started = performance.now();
      const res = await fetch(`${app.base}${path}`, {
        method,
        headers: {
          cookie,
          origin: app.base,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
      return { ms: performance.now() - started, text };
    };
    const preview = await send('POST', `/api/accounts/${accountId}/imports/preview`, body);
    const rows = (
      JSON.parse(preview.text) as { rows: { line: number; status: string; categoryId: string | null }[] }
    ).rows
      .filter((r) => r.status === 'new')
      .map((r) => ({ line: r.line, categoryId: r.categoryId }));
    const cpuBefore = await treeCpuMs(app.child.pid!);
    const server = app.database ? await databaseCpuMeter(app.database) : undefined;
    const commit = await send('POST', `/api/accounts/${accountId}/imports`, { ...body, rows });
    const commitCpu = (await treeCpuMs(app.child.pid!)) - cpuBefore;
    // The database server's share on PostgreSQL (the embedded one runs inside the app's process).
    const serverCpu = await server?.spent();
    const importId = (JSON.parse(commit.text) as { id: string }).id;
    const undo = await send('DELETE', `/api/imports/${importId}`);

    info(`${driver}: import preview of ${SCALE} CSV rows`, preview.ms, 'ms');
    const rowsPerS = (rows.length / commit.ms) * 1000;
    const cpuMs = commitCpu + (serverCpu ?? 0);
    const met = report(
      `${driver}: import commit of ${rows.length} rows`,
      rowsPerS,
      '>=',
      TARGET_ROWS_PER_S,
      'rows/s',
      `${ms(commit.ms)} wall, ${ms(commitCpu)} CPU of the app${
        driver === 'PostgreSQL'
          ? serverCpu === undefined
            ? ' (the database server not counted: not on this machine)'
            : ` + ${ms(serverCpu)} CPU of the database server`
          : ''
      }`,
    );
    // On a busy machine the wall clock waits for a core; rows per CPU second do not.
    info(
      `${driver}: import commit per CPU second`,
      (rows.length / cpuMs) * 1000,
      'rows/s',
      driver === 'PostgreSQL' && serverCpu === undefined ? 'the app only' : undefined,
    );
    if (!met) {
      console.log(
        `MISSED ${driver}: the import commit ran at ${Math.round(rowsPerS)} rows/s against a target of ${TARGET_ROWS_PER_S} rows/s`,
      );
    }
    info(`${driver}: undo of the import`, undo.ms, 'ms');
  });
}
