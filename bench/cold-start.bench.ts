// Cold start as a person sees it: `npm start` (scripts/start.mjs) on an empty DATA_DIR, then again on
// the data it left, each timed until GET /api/auth/user answers (it answers only once the database is
// open and migrated), with the resident memory of the server's whole process tree: the peak while
// starting and the idle figure after it settled. Medians of RUNS starts each.
// Run: npm run bench cold-start
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, percentile, stopServer } from './lib';
import { treeCpuMs, treePeakRss, treeRss } from './process-tree';
import { machine, report } from './targets';

const RUNS = Number(process.env.COLD_START_RUNS ?? 3);
const IDLE_AFTER_MS = 3_000;
const root = join(import.meta.dirname, '..');

// Always measure the current code: build first (the build also makes the embedded database template).
const { buildAll } = await import('../scripts/build.mjs');
await buildAll();

/** Polls until /api/auth/user answers (401 without a session); returns the ms since `started`. */
async function untilAuthUserAnswers(port: number, started: number, child: ChildProcess): Promise<number> {
  const url = `http://127.0.0.1:${port}/api/auth/user`;
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers: { cookie: 'networth_sid=not-a-session' } });
      await res.arrayBuffer();
      if (res.status === 401 || res.status === 200) return performance.now() - started;
      throw new Error(`/api/auth/user answered ${res.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.includes('answered')) throw error;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  throw new Error('/api/auth/user did not answer within 60 s');
}

interface Start {
  ms: number;
  /** CPU the server used until it answered: the part of `ms` other work on the machine cannot inflate. */
  cpu: number;
  peak: number;
  idle: number;
}

async function start(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  // Nothing samples the server while it starts: reading /proc every few milliseconds took CPU from a
  // start that needs both cores of a small machine. The peak is each process's own high-water mark
  // (VmHWM), read once it has settled: exact for the one process `npm start` runs, and an upper
  // bound should it ever start others.
  try {
    const ms = await untilAuthUserAnswers(port, started, child);
    const cpu = await treeCpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, IDLE_AFTER_MS));
    const peak = await treePeakRss(child.pid!);
    const idle = await treeRss(child.pid!);
    return { ms, cpu, peak, idle };
  } finally {
    await stopServer(child);
  }
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const MB = 1024 * 1024;

machine();
const first: Start[] = [];
const again: Start[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'networth-bench-start-'));
  try {
    first.push(await start(dataDir));
    again.push(await start(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const runs = (xs: Start[], pick: (s: Start) => number, unit: number) =>
  xs.map((s) => Math.round(pick(s) / unit)).join(', ');
report(
  'first start on an empty DATA_DIR, until /api/auth/user answers',
  median(first.map((s) => s.ms)),
  '<=',
  2000,
  'ms',
  `median of ${runs(first, (s) => s.ms, 1)} ms; CPU ${runs(first, (s) => s.cpu, 1)} ms`,
);
report(
  'first start: peak RSS of the server process tree',
  median(first.map((s) => s.peak)) / MB,
  '<=',
  500,
  'MB',
  `median of ${runs(first, (s) => s.peak, MB)} MB`,
);
report(
  'restart: until /api/auth/user answers',
  median(again.map((s) => s.ms)),
  '<=',
  1000,
  'ms',
  `median of ${runs(again, (s) => s.ms, 1)} ms; CPU ${runs(again, (s) => s.cpu, 1)} ms`,
);
report(
  'restart: idle RSS of the server process tree',
  median(again.map((s) => s.idle)) / MB,
  '<=',
  300,
  'MB',
  `median of ${runs(again, (s) => s.idle, MB)} MB`,
);
