import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

// Migrations after 0000 are written by hand (triggers, deferrable keys: decision 085). The newest
// snapshot in migrations/meta must still describe schema.ts, so `npm run db:generate` diffs against
// the tables the migrations make. A change to schema.ts ships its migration and a new snapshot.
const meta = join(import.meta.dirname, 'migrations/meta');

function newestSnapshot(): DrizzleSnapshotJSON {
  const newest = readdirSync(meta)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  if (!newest) throw new Error('no snapshot in migrations/meta');
  return JSON.parse(readFileSync(join(meta, newest), 'utf8')) as DrizzleSnapshotJSON;
}

describe('the newest migration snapshot', () => {
  it('describes schema.ts: generating a migration finds nothing to do', async () => {
    const statements = await generateMigration(newestSnapshot(), generateDrizzleJson(schema));
    expect(statements).toEqual([]);
  });
});
