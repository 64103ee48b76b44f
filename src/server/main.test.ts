import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './test/free-port';

// The real entry point as `npm start` runs it: embedded database in DATA_DIR, SIGTERM, restart.
const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'networth-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The health answer once the started server gives one (it listens after migrating). */
function waitForHealth(port: number): Promise<unknown> {
  return vi.waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (!res.ok) throw new Error(`health answered ${res.status}`);
      return res.json();
    },
    { timeout: 60_000, interval: 50 },
  );
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function countRows(sql: string): Promise<number> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const result = await db.query<{ n: number }>(sql);
    return Number(result.rows[0]?.n);
  } finally {
    await db.close();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Runs `body` with a new, empty database on the test server: its URL, its name and an admin client
 * (connected to the server's own database). The database is dropped afterwards.
 */
async function withNewPostgresDatabase(
  serverUrl: string,
  body: (db: { url: string; name: string; admin: pg.Client }) => Promise<void>,
): Promise<void> {
  const name = `nw_main_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await body({ url: url.toString(), name, admin });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe('main', () => {
  if (postgresUrl) {
    it('migrates and serves on PostgreSQL when DATABASE_URL is set', async () => {
      await withNewPostgresDatabase(postgresUrl, async ({ url }) => {
        const port = await freePort();
        const child = startMain({ PORT: String(port), DATABASE_URL: url });
        expect(await waitForHealth(port)).toMatchObject({ status: 'ok', driver: 'postgres' });
        child.kill('SIGTERM');
        expect(await exitOf(child)).toBe(0);
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        const tables = await db.query(
          `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        await db.end();
        expect(tables.rows[0].n).toBeGreaterThanOrEqual(15);
      });
    }, 120_000);

    it('opens no more connections to PostgreSQL than DATABASE_POOL_SIZE', async () => {
      await withNewPostgresDatabase(postgresUrl, async ({ url, name, admin }) => {
        const port = await freePort();
        const child = startMain({ PORT: String(port), DATABASE_URL: url, DATABASE_POOL_SIZE: '1' });
        await waitForHealth(port);
        // Each health check asks the database; at once, they would open a connection each up to the
        // pool's size (the default is 2 × cores + 1). Idle connections stay in the pool for 10 s.
        const answers = await Promise.all(
          Array.from({ length: 24 }, () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status),
          ),
        );
        expect(answers.every((status) => status === 200)).toBe(true);
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        expect(open.rows[0].n).toBe(1);
        child.kill('SIGTERM');
        expect(await exitOf(child)).toBe(0);
      });
    }, 120_000);
    return;
  }

  it('serves on the embedded database, stops cleanly on SIGTERM and keeps its data across restarts', async () => {
    const port = await freePort();
    let child = startMain({ PORT: String(port) });
    expect(await waitForHealth(port)).toMatchObject({ status: 'ok', driver: 'pglite' });
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);

    const migrations = await countRows('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations).toBeGreaterThan(0);
    const db = await PGlite.create(join(dataDir, 'pglite'));
    await db.query(`insert into users (email) values ('kept@example.com')`);
    await db.close();

    child = startMain({ PORT: String(port) });
    await waitForHealth(port);
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(await countRows(`select count(*)::int as n from users where email = 'kept@example.com'`)).toBe(1);
    expect(await countRows('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(migrations);
  }, 180_000);

  it('stops at start with one line naming a bad variable (embedded run)', async () => {
    const child = startMain({ PORT: 'not-a-port' });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535');
  }, 60_000);
});
