import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropUnusedDatabases } from '../db/build-template';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    pgTemplate: string;
    pgAdminUrl: string;
  }
}

// Migrate one database per run; each test file then starts from a cheap copy of it instead of
// running initdb and the migrations again.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `nw_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openPostgres(withDatabase(adminUrl, template), 1);
    await runMigrations(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgAdminUrl', adminUrl);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'networth-test-'));
  const database = await openPglite(undefined);
  await dropUnusedDatabases(database);
  await runMigrations(database);
  const dump = await dumpPglite(database);
  await database.close();
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('pgTemplate', '');
  project.provide('pgAdminUrl', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function dumpPglite(database: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  if (!database.pglite) throw new Error('not a PGlite database');
  // Uncompressed: every test file loads it, and gunzip cost each a third of a second of CPU (decision 151).
  return database.pglite.dumpDataDir('none');
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
