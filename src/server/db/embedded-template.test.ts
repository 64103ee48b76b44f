import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate } from './build-template';
import { openPglite } from './client';
import { packDirectory, seedFromTemplate, unpackDirectory } from './embedded-template';
import { runMigrations } from './migrate';

describe('a new embedded data directory starts from the build template', () => {
  let root: string;
  let template: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'networth-template-test-'));
    template = join(root, 'template.pack');
    await buildTemplate(template);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('packs and unpacks a directory byte for byte', () => {
    const source = join(root, 'tree');
    mkdirSync(join(source, 'a', 'b'), { recursive: true });
    writeFileSync(join(source, 'a', 'b', 'one'), 'first');
    writeFileSync(join(source, 'empty'), '');
    mkdirSync(join(source, 'c'));
    packDirectory(source, join(root, 'tree.pack'));
    unpackDirectory(join(root, 'tree.pack'), join(root, 'tree-copy'));
    expect(readFileSync(join(root, 'tree-copy', 'a', 'b', 'one'), 'utf8')).toBe('first');
    expect(readFileSync(join(root, 'tree-copy', 'empty'), 'utf8')).toBe('');
    expect(readdirSync(join(root, 'tree-copy')).sort()).toEqual(['a', 'c', 'empty']);
  });

  it('copies a migrated database into an empty place, with no staging folder left', async () => {
    const dir = join(root, 'data-a', 'pglite');
    expect(seedFromTemplate(dir, template)).toBe(true);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(join(root, 'data-a'))).toEqual(['pglite']);
    const database = await openPglite(dir);
    try {
      await runMigrations(database); // nothing left to apply, and no error
      const tables = await database.pglite!.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename in ('users', 'accounts', 'journal_entries')",
      );
      expect(tables.rows[0]?.n).toBe(3);
      await database.pglite!.query("insert into users (email) values ('seeded@example.com')");
    } finally {
      await database.close();
    }
  });

  it('never touches a directory that already holds a database', async () => {
    const dir = join(root, 'data-a', 'pglite');
    expect(seedFromTemplate(dir, template)).toBe(false);
    const database = await openPglite(dir);
    try {
      const rows = await database.pglite!.query<{ email: string }>('select email from users');
      expect(rows.rows.map((r) => r.email)).toEqual(['seeded@example.com']);
    } finally {
      await database.close();
    }
  });

  it('leaves a non-empty directory without a database, and any place when there is no template', () => {
    const dir = join(root, 'data-b', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'leftover'), 'x');
    expect(seedFromTemplate(dir, template)).toBe(false);
    expect(seedFromTemplate(join(root, 'data-c', 'pglite'), join(root, 'no-template.pack'))).toBe(false);
    expect(existsSync(join(root, 'data-c'))).toBe(false);
  });
});
