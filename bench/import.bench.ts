// Bank-file import: preview and commit of BENCH_SCALE CSV rows (default 20,000) into one account, in
// files of at most the product's limit (50,000 rows),
// through the real routes of the production build as `npm start` runs it (JSON body, parse, duplicate
// check, one database transaction), on the embedded database and on PostgreSQL (a fresh database,
// BENCH_DATABASE_URL), then the undo. Run: npm run bench import. BENCH_DRIVER picks one database.
// Target (issue 28): the commit at >= 5,000 rows/s on both databases; CPU time of the app printed beside.
import { addDays } from '../src/domain/calendar';
import { IMPORT_LIMITS } from '../src/domain/imports';
import { createAccount, fiveYearsAgo, SCALE } from './household';
import { treeCpuMs } from './process-tree';
import { build, databaseCpuMeter, withApp } from './production-app';
import { sender, signIn } from './seed-over-http';
import { info, machine, ms, report } from './targets';

const TARGET_ROWS_PER_S = 5_000;

const payees = ['Grocery Store', 'Coffee Shop', 'Fuel Station', 'Payroll', 'Pharmacy', 'Book Shop'];
// A file holds at most IMPORT_LIMITS.rows rows (the product refuses more: "split it"), so a larger
// scale is imported as a bank's export split by period would be, one file after the other.
// The rows spread over the five years before today, however many there are: none in the future.
const from = fiveYearsAgo();
const SPAN_DAYS = 5 * 365;
const files: { fileName: string; content: string }[] = [];
for (let start = 0; start < SCALE; start += IMPORT_LIMITS.rows) {
  let csv = 'Date,Description,Amount\n';
  for (let i = start; i < Math.min(SCALE, start + IMPORT_LIMITS.rows); i++) {
    const cents = ((i * 7919) % 20_000) + 1;
    const sign = i % 6 === 3 ? '' : '-';
    csv += `${addDays(from, Math.floor((i * SPAN_DAYS) / SCALE))},${payees[i % payees.length]} ${i},${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}\n`;
  }
  files.push({ fileName: `bench-${files.length + 1}.csv`, content: Buffer.from(csv).toString('base64') });
}

machine(`${SCALE} rows`);
await build();
for (const driver of ['embedded', 'PostgreSQL'] as const) {
  if (process.env.BENCH_DRIVER && process.env.BENCH_DRIVER !== driver) continue;
  await withApp(driver, async (app) => {
    const cookie = await signIn(app, 'bench@example.com');
    const accountId = await createAccount(app, cookie, 'Checking', 'ASSET', 'checking', '1000.00');
    const send = sender(app, cookie);
    let previewMs = 0;
    let commitMs = 0;
    let commitCpu = 0;
    let serverCpu: number | undefined = app.database ? 0 : undefined;
    let imported = 0;
    const importIds: string[] = [];
    for (const body of files) {
      const preview = await send('POST', `/api/accounts/${accountId}/imports/preview`, body);
      previewMs += preview.ms;
      const chosen = (
        JSON.parse(preview.text) as { rows: { line: number; status: string; categoryId: string | null }[] }
      ).rows
        .filter((r) => r.status === 'new')
        .map((r) => ({ line: r.line, categoryId: r.categoryId }));
      const cpuBefore = await treeCpuMs(app.child.pid!);
      const server = app.database ? await databaseCpuMeter(app.database) : undefined;
      const commit = await send('POST', `/api/accounts/${accountId}/imports`, { ...body, rows: chosen });
      commitCpu += (await treeCpuMs(app.child.pid!)) - cpuBefore;
      // The database server's share on PostgreSQL (the embedded one runs inside the app's process).
      const spent = await server?.spent();
      serverCpu = spent === undefined || serverCpu === undefined ? undefined : serverCpu + spent;
      commitMs += commit.ms;
      imported += chosen.length;
      importIds.push((JSON.parse(commit.text) as { id: string }).id);
    }
    let undoMs = 0;
    for (const id of importIds.reverse()) undoMs += (await send('DELETE', `/api/imports/${id}`)).ms;
    const inFiles = files.length > 1 ? ` in ${files.length} files` : '';

    info(`${driver}: import preview of ${SCALE} CSV rows${inFiles}`, previewMs, 'ms');
    const rowsPerS = (imported / commitMs) * 1000;
    const cpuMs = commitCpu + (serverCpu ?? 0);
    const met = report(
      `${driver}: import commit of ${imported} rows${inFiles}`,
      rowsPerS,
      '>=',
      TARGET_ROWS_PER_S,
      'rows/s',
      `${ms(commitMs)} wall, ${ms(commitCpu)} CPU of the app${
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
      (imported / cpuMs) * 1000,
      'rows/s',
      driver === 'PostgreSQL' && serverCpu === undefined ? 'the app only' : undefined,
    );
    if (!met) {
      console.log(
        `MISSED ${driver}: the import commit ran at ${Math.round(rowsPerS)} rows/s against a target of ${TARGET_ROWS_PER_S} rows/s`,
      );
    }
    info(`${driver}: undo of the import${files.length > 1 ? 's' : ''}`, undoMs, 'ms');
  });
}
