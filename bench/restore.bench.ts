// A whole book restored from its backup, as a person moving to a new server meets it: a household of
// BENCH_SCALE transactions (default 20,000) seeded through the product's own import and API, exported
// by GET /api/export?format=json, then restored by POST /api/import/backup into another user's empty
// books, through the production build as `npm start` runs it, on the embedded database and on
// PostgreSQL (a fresh database, BENCH_DATABASE_URL). Run: npm run bench restore. BENCH_DRIVER picks
// one database. No target: the figure is printed with the rows it wrote, and the CPU time of the app.
import { SCALE, seedHousehold } from './household';
import { treeCpuMs } from './process-tree';
import { build, databaseCpuMeter, withApp } from './production-app';
import { signIn } from './seed-over-http';
import { info, machine } from './targets';

machine(`${SCALE} transactions`);
await build();
for (const driver of ['embedded', 'PostgreSQL'] as const) {
  if (process.env.BENCH_DRIVER && process.env.BENCH_DRIVER !== driver) continue;
  await withApp(driver, async (app) => {
    const owner = await signIn(app, 'bench@example.com');
    await seedHousehold(app, owner);
    const exported = await fetch(`${app.base}/api/export?format=json`, { headers: { cookie: owner } });
    const backup = await exported.text();
    if (exported.status !== 200) throw new Error(`export: ${exported.status} ${backup.slice(0, 300)}`);
    const parsed = JSON.parse(backup) as {
      tables: Record<string, unknown[]>;
      journal: { lines: unknown[] }[];
    };
    const rows =
      Object.values(parsed.tables).reduce((n, t) => n + t.length, 0) +
      parsed.journal.reduce((n, e) => n + 1 + e.lines.length, 0);

    const mover = await signIn(app, 'moved@example.com');
    const cpuBefore = await treeCpuMs(app.child.pid!);
    const server = app.database ? await databaseCpuMeter(app.database) : undefined;
    const started = performance.now();
    const restored = await fetch(`${app.base}/api/import/backup`, {
      method: 'POST',
      headers: { cookie: mover, origin: app.base, 'content-type': 'application/json' },
      body: backup,
    });
    const answer = await restored.text();
    const wall = performance.now() - started;
    if (restored.status !== 201) throw new Error(`restore: ${restored.status} ${answer.slice(0, 300)}`);
    const appCpu = (await treeCpuMs(app.child.pid!)) - cpuBefore;
    const serverCpu = await server?.spent();
    const mb = (Buffer.byteLength(backup) / 1024 / 1024).toFixed(1);
    info(
      `${driver}: restore of a ${mb} MB backup (${SCALE} transactions, ${rows} rows with the journal's lines)`,
      wall,
      'ms',
      `${Math.round(appCpu)} ms CPU of the app${serverCpu === undefined ? '' : ` + ${Math.round(serverCpu)} ms of the database server`}`,
    );
    info(`${driver}: restore, rows written per second`, Math.round((rows * 1000) / wall), 'rows/s');
  });
}
machine('after the run');
