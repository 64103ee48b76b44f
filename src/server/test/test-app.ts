import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { ROUTE_DOCS } from '../route-docs';
import { withDatabase } from './global-setup';
import { registerResponseValidation } from './response-validation';

/** A clock tests can move: expiry, schedules and "today" all read it. */
export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string = '2026-11-21T12:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the per-file database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database: a copy of the run's template (PGlite dump or PostgreSQL template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('pgTemplate');
  if (template) {
    const adminUrl = inject('pgAdminUrl');
    const name = `nw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const database = await openPostgres(withDatabase(adminUrl, name), 5);
    return {
      database,
      async destroy() {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
  const database = await openPglite(undefined, dump);
  return { database, destroy: () => database.close() };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: '/tmp/networth-test-unused', SESSION_SECRET: 'test-secret-'.padEnd(48, 'x') }),
    logLevel: 'silent',
    // Tests move the clock weeks ahead between requests; the idle timeout (a week by default) has
    // its own tests (auth/session-idle.test.ts), which set it.
    sessionIdleMinutes: 525_600,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  /** Answers that did not match the OpenAPI document so far (close() fails on any). */
  undocumented: string[];
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    config?: Partial<Config>;
    webRoot?: string;
    /** Capture the log (at config.logLevel) instead of turning logging off. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { database, destroy } = await createTestDatabase();
  const clock = testClock();
  const config = testConfig(options.config);
  const undocumented: string[] = [];
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    // Every answer of the API tests is checked against the documented schema (decision 110).
    beforeRoutes: (app) =>
      registerResponseValidation(app, ROUTE_DOCS, (failure) => undocumented.push(failure)),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    undocumented,
    async close() {
      await app.close();
      await destroy();
      if (undocumented.length > 0) {
        const unique = [...new Set(undocumented)];
        throw new Error(
          `${unique.length} answer(s) did not match the OpenAPI document (src/server/<feature>/openapi.ts, decision 110):\n${unique.join('\n')}`,
        );
      }
    },
  };
}
