// Rules at scale (issue 22): BENCH_SCALE transactions (default 20,000) imported and 100 rules created
// through the real routes on the embedded database, then the time to run all 100 rules over all of
// them, the import commit's rows per second, the import preview with and without the rules, and one
// "apply to existing" run and its undo. Run: npm run bench rules. Target: the 100 rules over all the
// transactions in under 1 s of CPU.
import { addDays } from '../src/domain/calendar';
import { centsFromDb } from '../src/server/ledger';
import { loadEngine } from '../src/server/rules/engine';
import { candidates } from '../src/server/rules/repository';
import { startEmbeddedApp } from './embedded-app';
import { SCALE } from './household';
import { info, machine, ms, report } from './targets';

/** Rows of the bank file: BENCH_SCALE (default 20,000). */
const ROWS = SCALE;
const RULES = 100;
const TARGET_MS = 1_000;

const { app, database, user, cookie, config, stop } = await startEmbeddedApp('rules');
const headers = { cookie, origin: config.appUrl };
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const account = (
  await call('POST', '/api/accounts', {
    accountName: 'Checking',
    accountNumber: 'CHK',
    accountType: 'ASSET',
    accountSubtype: 'checking',
    normalBalance: 'debit',
    currentBalance: '1000.00',
  })
).json<{ id: string }>();

// 200 merchants, each with store numbers that change: the rules match on the merchant's words.
const merchants = Array.from(
  { length: 200 },
  (_, i) => `MERCHANT ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)} SHOP`,
);
let csv = 'Date,Description,Amount\n';
for (let i = 0; i < ROWS; i++) {
  const cents = ((i * 7919) % 20_000) + 1;
  const sign = i % 7 === 3 ? '' : '-';
  csv += `${addDays('2020-01-01', Math.floor(i / 5))},${merchants[i % merchants.length]} #${i},${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}\n`;
}
const file = { fileName: 'bench.csv', content: Buffer.from(csv).toString('base64') };
const preview = async () => {
  const started = performance.now();
  const res = await call('POST', `/api/accounts/${account.id}/imports/preview`, file);
  return {
    ms: performance.now() - started,
    body: res.json<{ rows: { line: number; status: string; categoryId: string | null }[] }>(),
  };
};

const plain = await preview();
let started = performance.now();
let cpu = process.cpuUsage();
await call('POST', `/api/accounts/${account.id}/imports`, {
  ...file,
  rows: plain.body.rows.filter((r) => r.status === 'new').map((r) => ({ line: r.line, categoryId: null })),
});
const commitMs = performance.now() - started;
const commitCpu = cpuMs(cpu);

const categories = (await call('GET', '/api/budget-categories')).json<{ id: string; type: string }[]>();
const expenses = categories.filter((c) => c.type === 'expense');
for (let r = 0; r < RULES; r++) {
  const merchant = merchants[r] as string;
  await call('POST', '/api/rules', {
    conditions: [
      { field: 'payee', operator: r % 2 === 0 ? 'startsWith' : 'contains', value: merchant.toLowerCase() },
      ...(r % 5 === 0 ? [{ field: 'amount', operator: 'between', min: '1.00', max: '150.00' }] : []),
    ],
    actions: [
      { type: 'setCategory', categoryId: (expenses[r % expenses.length] as { id: string }).id },
      ...(r % 10 === 0 ? [{ type: 'renamePayee', payee: merchant }] : []),
    ],
  });
}

// All 100 rules over all 10,000 transactions: read them and the rules, and run the rules on each.
global.gc?.();
started = performance.now();
cpu = process.cpuUsage();
const engine = await loadEngine(database.db, user.id, false);
const txs = await candidates(database.db, user.id);
const readCpu = cpuMs(cpu);
let categorized = 0;
for (const t of txs) {
  const cents = centsFromDb(t.amount);
  const out = engine.propose({
    payee: t.description,
    amount: t.type === 'income' ? cents : -cents,
    accountId: t.accountId,
  });
  if (out.categoryId !== null) categorized++;
}
const applyMs = performance.now() - started;
const applyCpu = cpuMs(cpu);
if (txs.length !== ROWS) throw new Error(`expected ${ROWS} transactions, read ${txs.length}`);

const ruled = await preview();

// One rule applied to the transactions it matches, as a run, and undone.
const rules = (await call('GET', '/api/rules')).json<{ id: string }[]>();
started = performance.now();
const run = (await call('POST', `/api/rules/${rules[1]?.id}/apply`)).json<{ id: string; changed: number }>();
const runMs = performance.now() - started;
started = performance.now();
await call('DELETE', `/api/rule-runs/${run.id}`);
const undoMs = performance.now() - started;

machine();
report(
  `${RULES} rules run over ${ROWS} transactions (read, match, categorize), CPU`,
  applyCpu,
  '<=',
  TARGET_MS,
  'ms',
  `${ms(readCpu)} of it reading them; ${ms(applyMs)} wall; ${categorized} categorized`,
);
info(
  'import commit',
  (ROWS / commitMs) * 1000,
  'rows/s',
  `${ROWS} rows in ${ms(commitMs)} wall, ${ms(commitCpu)} CPU`,
);
info(
  `import preview of ${ROWS} rows with ${RULES} rules, against the same preview without rules`,
  ruled.ms / plain.ms,
  '×',
  `${ms(ruled.ms)} vs ${ms(plain.ms)}; ${ruled.body.rows.filter((r) => r.categoryId !== null).length} rows categorized`,
);
info(`apply one rule to existing transactions (${run.changed} changed)`, runMs, 'ms', `undo ${ms(undoMs)}`);
await stop();
