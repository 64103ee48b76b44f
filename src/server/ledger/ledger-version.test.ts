import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asset, create } from '../accounts/test-fixtures';
import type { Db } from '../db/client';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// The ledger version (decision 047) moves once per user in every transaction that changes their books,
// with one deferred event per user rather than one per row (migration 0025, decision 159).

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let aliceAccount: string;
let bobAccount: string;

const versionOf = async (who: SignedIn): Promise<number> => {
  const result = await t.database.db.execute(
    sql`select version::text as version from ledger_state where user_id = ${who.user.id}`,
  );
  return Number((result as unknown as { rows: { version: string }[] }).rows[0]?.version);
};

beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'version-alice@example.com');
  bob = await signIn(t, 'version-bob@example.com');
  aliceAccount = (await create(alice.api, asset({ accountName: 'Checking' }))).id;
  bobAccount = (await create(bob.api, asset({ accountName: 'Savings' }))).id;
  await t.database.db.execute(
    sql`insert into ledger_state (user_id) values (${alice.user.id}), (${bob.user.id}) on conflict do nothing`,
  );
});
afterAll(async () => {
  await t.close();
});

describe('the ledger version', () => {
  it('moves once for a transaction that changes many rows, and for each user it touched', async () => {
    const [a, b] = [await versionOf(alice), await versionOf(bob)];
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) {
        await tx.execute(sql`update accounts set description = ${`note ${i}`} where id = ${aliceAccount}`);
      }
      await tx.execute(sql`update accounts set description = 'bob' where id = ${bobAccount}`);
    });
    expect(await versionOf(alice)).toBe(a + 1);
    expect(await versionOf(bob)).toBe(b + 1);
  });

  /** Changes Alice's account inside a savepoint of `tx`, then rolls that savepoint back. */
  const changeInRolledBackSavepoint = (tx: Db) =>
    tx
      .transaction(async (inner) => {
        await inner.execute(sql`update accounts set description = 'undone' where id = ${aliceAccount}`);
        throw new Error('roll the savepoint back');
      })
      .catch(() => undefined);

  it('still moves when the first change was in a savepoint that was rolled back', async () => {
    const before = await versionOf(alice);
    await t.database.db.transaction(async (tx) => {
      await changeInRolledBackSavepoint(tx);
      await tx.execute(sql`update accounts set description = 'kept' where id = ${aliceAccount}`);
    });
    expect(await versionOf(alice)).toBe(before + 1);
  });

  it('does not move for a transaction that changed nothing of the books', async () => {
    const before = await versionOf(alice);
    await t.database.db.transaction(async (tx) => {
      await changeInRolledBackSavepoint(tx);
    });
    expect(await versionOf(alice)).toBe(before);
  });

  it('moves once for a delete of an account with its entries', async () => {
    const spare = await create(alice.api, asset({ accountName: 'Spare', currentBalance: '10.00' }));
    const before = await versionOf(alice);
    expect((await alice.api.delete(`/api/accounts/${spare.id}`)).statusCode).toBe(204);
    expect(await versionOf(alice)).toBe(before + 1);
  });
});
