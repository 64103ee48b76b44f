// Bank-file import: preview and commit of a 10,000-row CSV into one account, on the embedded
// database, through the real routes (JSON body, parse, duplicate check, one database transaction).
// Run: npm run bench import. Target: the 10,000-row commit in under 5 s on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '../src/domain/calendar';
import { buildApp } from '../src/server/app';
import { sessionCookieName } from '../src/server/auth/cookie';
import { createSession } from '../src/server/auth/session-repository';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { info, machine, ms, report } from './targets';

const ROWS = 10_000;
const TARGET_MS = 5_000;

const dataDir = mkdtempSync(join(tmpdir(), 'networth-bench-import-'));
const database = await openPglite(join(dataDir, 'pglite'));
await runMigrations(database);
const config = {
  ...loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'bench-'.padEnd(48, 'x') }),
  logLevel: 'silent' as const,
};
const app = await buildApp({ config, database, logger: false, webRoot: dataDir });
await app.ready();
const [user] = await database.db
  .insert(users)
  .values({ email: 'bench@example.com', isEmailVerified: true })
  .returning();
if (!user) throw new Error('no user');
const { token } = await createSession(database.db, {
  userId: user.id,
  duration: '30',
  kind: 'full',
  now: new Date(),
});
const headers = { cookie: `${sessionCookieName(config)}=${token}`, origin: config.appUrl };
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

const payees = ['Grocery Store', 'Coffee Shop', 'Fuel Station', 'Payroll', 'Pharmacy', 'Book Shop'];
let csv = 'Date,Description,Amount\n';
for (let i = 0; i < ROWS; i++) {
  const cents = ((i * 7919) % 20_000) + 1;
  const sign = i % 6 === 3 ? '' : '-';
  csv += `${addDays('2020-01-01', Math.floor(i / 5))},${payees[i % payees.length]} ${i},${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}\n`;
}
const body = { fileName: 'bench.csv', content: Buffer.from(csv).toString('base64') };

let started = performance.now();
const preview = await post(`/api/accounts/${accountId}/imports/preview`, body);
const previewMs = performance.now() - started;
if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
const rows = preview
  .json<{ rows: { line: number; status: string; categoryId: string | null }[] }>()
  .rows.filter((r) => r.status === 'new')
  .map((r) => ({ line: r.line, categoryId: r.categoryId }));

started = performance.now();
const cpuBefore = process.cpuUsage();
const commit = await post(`/api/accounts/${accountId}/imports`, { ...body, rows });
const commitMs = performance.now() - started;
// The database runs in this process: its CPU time is what the commit costs on an idle machine.
const cpu = process.cpuUsage(cpuBefore);
const commitCpuMs = (cpu.user + cpu.system) / 1000;
if (commit.statusCode !== 201) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);

const importId = commit.json<{ id: string }>().id;
started = performance.now();
const undo = await app.inject({ method: 'DELETE', url: `/api/imports/${importId}`, headers });
const undoMs = performance.now() - started;
if (undo.statusCode !== 204) throw new Error(`undo: ${undo.statusCode}`);

machine();
info(`import preview of ${ROWS} CSV rows`, previewMs, 'ms');
report(
  `import commit of ${rows.length} rows, wall time`,
  commitMs,
  '<=',
  TARGET_MS,
  'ms',
  `${ms(commitCpuMs)} CPU`,
);
info('undo of the import', undoMs, 'ms');
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
