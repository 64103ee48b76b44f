// The app under test for bench/balance-sheet.bench.ts, in its own process: the real Fastify app on an
// embedded database in a temporary directory, a signed-in user with 1,000 accounts, and journal lines
// added in batches on request (IPC message { lines: n } -> reply once n lines exist).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accounts } from '../src/server/db/schema';
import { ensureSystemAccount, postJournalEntries } from '../src/server/ledger';
import { subtypesOf } from '../src/shared/account-categories';
import { startEmbeddedApp } from './embedded-app';

const ACCOUNTS = 1_000;
const ENTRIES_PER_BATCH = 2_000;

const { db, port, user, cookie, stop } = await startEmbeddedApp('bs');

// 1,000 accounts: 70% assets and 30% liabilities, spread over the spec's subtypes.
const assetSubtypes = subtypesOf('ASSET');
const liabilitySubtypes = subtypesOf('LIABILITY');
const accountIds: string[] = [];
const rows = Array.from({ length: ACCOUNTS }, (_, i) => {
  const asset = i % 10 < 7;
  const id = randomUUID();
  accountIds.push(id);
  return {
    id,
    userId: user.id,
    accountName: `${asset ? 'Asset' : 'Liability'} ${i}`,
    accountNumber: `N-${i}`,
    accountType: asset ? 'ASSET' : 'LIABILITY',
    accountSubtype: asset
      ? (assetSubtypes[i % assetSubtypes.length] ?? null)
      : (liabilitySubtypes[i % liabilitySubtypes.length] ?? null),
    normalBalance: asset ? 'debit' : 'credit',
  };
});
await db.insert(accounts).values(rows);
const equityId = await ensureSystemAccount(db, user.id, 'opening_equity');

let lines = 0;
let day = 0;

/** Adds balanced two-line entries (an account against equity) until `target` lines exist. */
async function seedTo(target: number): Promise<void> {
  while (lines < target) {
    const count = Math.min(ENTRIES_PER_BATCH, (target - lines) / 2);
    const inputs = [];
    for (let i = 0; i < count; i += 1) {
      const n = lines / 2 + i;
      const accountId = accountIds[n % accountIds.length] ?? '';
      const cents = 100 + ((n * 7919) % 500_000);
      const asset = (n % accountIds.length) % 10 < 7;
      day = (day + 1) % 3_000;
      const date = new Date(Date.UTC(2018, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      inputs.push({
        entryDate: date,
        description: `Seed ${n}`,
        lines: [
          { accountId, debit: asset ? cents : 0, credit: asset ? 0 : cents },
          { accountId: equityId, debit: asset ? 0 : cents, credit: asset ? cents : 0 },
        ],
      });
    }
    // Through the ledger's own posting path: the database moves the cached balances with the lines.
    await postJournalEntries(db, user.id, inputs);
    lines += count * 2;
  }
  await db.execute(sql`analyze`);
}

process.on('message', (message: { lines?: number; stop?: boolean }) => {
  if (message.stop) {
    void stop().then(() => process.exit(0));
    return;
  }
  const started = performance.now();
  void seedTo(message.lines ?? 0).then(() => process.send?.({ lines, seedMs: performance.now() - started }));
});

process.send?.({ port, cookie });
