import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { openPostgres } from './client';

// DATABASE_POOL_SIZE bounds the connections to a PostgreSQL server (decision 180): requests beyond it
// wait in the app for a connection instead of waiting in the server on each other's row locks.

const template = inject('pgTemplate');

describe.skipIf(!template)('openPostgres', () => {
  it('runs at most poolSize statements at once, each on one of that many connections', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `nw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openPostgres(withDatabase(adminUrl, name), 2);
    try {
      const ask = {
        name: 'nw_test_backend',
        text: 'select pg_backend_pid() as pid from pg_sleep($1::float8)',
      };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => database.hotRead<{ pid: number }>(ask, ['0.05'])),
      );
      expect(new Set(answers.map(([row]) => row?.pid)).size).toBe(2);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
