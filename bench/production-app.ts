// The production build started as `npm start` runs it (scripts/start.mjs, NODE_ENV=production), on the
// embedded database in a fresh data directory or on a fresh PostgreSQL database created for the run
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and dropped after it; and the
// bare yardsticks measured beside it in the same run.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, stopServer } from './lib';
import { treeCpuMs } from './process-tree';

const root = join(import.meta.dirname, '..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Driver = 'embedded' | 'PostgreSQL';

export interface RunningApp {
  child: ChildProcess;
  base: string;
  dataDir: string;
  /** On PostgreSQL, the run's database: its server processes' CPU can be read beside the app's. */
  database?: string;
}

/** Builds the app once (dist/), as `npm run build` does. */
export async function build(): Promise<void> {
  const { buildAll } = await import('../scripts/build.mjs');
  await buildAll();
}

export async function startApp(env: Record<string, string>, dataDir: string): Promise<RunningApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=dir writes the app's CPU profile there when it stops (node --cpu-prof), to see
  // where a cycle's time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: base,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    // BENCH_APP_LOG=1 shows the app's log (a 500's cause) beside the figures.
    stdio: ['ignore', process.env.BENCH_APP_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, dataDir };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the app did not start');
}

/**
 * Runs `body` against the production app on `driver`: a fresh data directory, and for PostgreSQL a
 * fresh database; both are removed afterwards.
 */
export async function withApp<T>(driver: Driver, body: (app: RunningApp) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `networth-bench-${driver === 'embedded' ? 'pglite' : 'pg'}-`));
  let admin: pg.Client | undefined;
  let name = '';
  try {
    const env: Record<string, string> = {};
    if (driver === 'PostgreSQL') {
      name = `nw_bench_${randomBytes(4).toString('hex')}`;
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    const app = await startApp(env, dataDir);
    try {
      return await body(name ? { ...app, database: name } : app);
    } finally {
      await stopServer(app.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

/** CPU milliseconds each PostgreSQL server process serving `database` has spent, by pid. */
async function backendsCpu(database: string): Promise<Map<number, number> | undefined> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const spent = new Map<number, number>();
    for (const { pid } of rows) {
      // A server process this one cannot see (the server is on another machine) makes it unknown.
      if (!existsSync(`/proc/${pid}/stat`)) return undefined;
      spent.set(pid, await treeCpuMs(pid));
    }
    return spent;
  } finally {
    await client.end();
  }
}

/**
 * Measures the CPU time of the PostgreSQL server processes serving `database` from now on, read from
 * /proc: `spent()` answers it, undefined when the server is not on this machine. A connection opened
 * meanwhile counts whole (the pool closes idle ones and opens new ones under load); one closed
 * meanwhile is missed, so the figure is a lower bound.
 */
export async function databaseCpuMeter(
  database: string,
): Promise<{ spent: () => Promise<number | undefined> }> {
  const before = await backendsCpu(database);
  return {
    spent: async () => {
      const after = await backendsCpu(database);
      if (before === undefined || after === undefined) return undefined;
      let total = 0;
      for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
      return total;
    },
  };
}

function portFrom(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`yardstick exited with ${code}`)));
    child.stdout?.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
  });
}

/** A bare Fastify hello-world (bench/hello-fastify.mjs) in its own process. */
export async function startHelloFastify(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'hello-fastify.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${await portFrom(child)}` };
}

/** A bare node:http server answering every request with a small JSON body: 201 to a POST, else 200. */
export async function startBareHttp(): Promise<{ child: ChildProcess; base: string }> {
  const code = `const s=require('node:http').createServer((q,r)=>{q.resume();q.on('end',()=>{r.statusCode=q.method==='POST'?201:200;r.setHeader('content-type','application/json');r.end('{"hello":"world"}')})});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return { child, base: `http://127.0.0.1:${await portFrom(child)}` };
}
