import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, journalEntries, journalEntryLines, users } from '../db/schema';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, checking, creditCard, post } from '../transactions/ledger-fixtures';
import { expectBooksHold, refusedBy } from './test-invariants';

// The database itself keeps the books (docs/decisions/024): whatever code path writes, an entry that
// does not balance is refused at commit, and a cached balance moves only with its lines.

let t: TestApp;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'guards@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

describe('the database guards the books', () => {
  it('refuses an entry whose debits and credits differ, whole', async () => {
    const account = await checking(alice, '100.00');
    const message = await refusedBy(() =>
      db().transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ userId: alice.user.id, entryDate: '2026-11-20', description: 'Lopsided' })
          .returning();
        await tx.insert(journalEntryLines).values({
          journalEntryId: entry!.id,
          accountId: account.id,
          debit: '10.00',
          credit: '0',
          entryDate: '2026-11-20',
          entrySeq: entry!.seq,
          entryKind: entry!.kind,
        });
      }),
    );
    expect(message).toMatch(/does not balance/);
    expect(await balanceOf(alice, account.id)).toBe('100.00');
    await expectBooksHold(db());
  });

  it('refuses a cached balance written directly, or an account that starts with one', async () => {
    const account = await checking(alice, '100.00');
    expect(
      await refusedBy(() =>
        db().update(accounts).set({ currentBalance: '1.00' }).where(eq(accounts.id, account.id)),
      ),
    ).toMatch(/moves only with journal lines/);
    expect(
      await refusedBy(() =>
        db().insert(accounts).values({
          userId: alice.user.id,
          accountName: 'Sneaky',
          accountNumber: 'X',
          accountType: 'ASSET',
          normalBalance: 'debit',
          currentBalance: '5.00',
        }),
      ),
    ).toMatch(/starts at 0/);
  });

  it('refuses deleting or changing one line of an entry; balanced changes move the balance with them', async () => {
    const account = await checking(alice, '300.00');
    // Dated today, after the balance was stated: on top of it (decision 125).
    const today = t.clock.now().toISOString().slice(0, 10);
    const spent = await post(
      alice,
      actual({ amount: '40.00', accountId: account.id, transactionDate: today }),
    );
    const lines = await db()
      .select()
      .from(journalEntryLines)
      .where(eq(journalEntryLines.journalEntryId, spent.journalEntryId!));
    expect(
      await refusedBy(() => db().delete(journalEntryLines).where(eq(journalEntryLines.id, lines[0]!.id))),
    ).toMatch(/does not balance/);
    expect(
      await refusedBy(() =>
        db()
          .update(journalEntryLines)
          .set({ credit: '41.00' })
          .where(eq(journalEntryLines.id, lines.find((l) => l.accountId === account.id)!.id)),
      ),
    ).toMatch(/does not balance/);
    // Both sides together: the entry still balances and the cached balances follow the lines.
    await db().execute(
      sql`update journal_entry_lines set debit = case when debit > 0 then 45 else 0 end, credit = case when credit > 0 then 45 else 0 end where journal_entry_id = ${spent.journalEntryId}`,
    );
    expect(await balanceOf(alice, account.id)).toBe('255.00');
    // Deleting the entry (its lines go by cascade) gives the money back.
    await db().delete(journalEntries).where(eq(journalEntries.id, spent.journalEntryId!));
    expect(await balanceOf(alice, account.id)).toBe('300.00');
    await expectBooksHold(db());
  });

  it('checks entries written whole at the end of their statement: one bad entry of a batch refuses it all', async () => {
    const account = await checking(alice, '100.00');
    const card = await creditCard(alice, '0.00');
    const entryRows = [1, 2, 3].map((n) => ({
      userId: alice.user.id,
      entryDate: '2026-11-20',
      description: `Batch ${n}`,
    }));
    const write = (credits: string[]) =>
      db().transaction(async (tx) => {
        // As insertEntries writes an import: every entry's lines in one statement (migration 0023).
        await tx.execute(sql`select set_config('networth.whole_entries', 'on', true)`);
        const entries = await tx.insert(journalEntries).values(entryRows).returning();
        await tx.insert(journalEntryLines).values(
          entries.flatMap((entry, i) => {
            const base = {
              journalEntryId: entry.id,
              entryDate: entry.entryDate,
              entrySeq: entry.seq,
              entryKind: entry.kind,
            };
            return [
              { ...base, accountId: account.id, debit: '10.00', credit: '0' },
              { ...base, accountId: card.id, debit: '0', credit: credits[i] as string },
            ];
          }),
        );
        // Reached only when the statement was accepted: refused here, the check ran at its end.
        throw new Error('accepted at the statement');
      });
    expect(await refusedBy(() => write(['10.00', '10.01', '10.00']))).toMatch(
      /does not balance in USD \(debits - credits = -0.01\)/,
    );
    expect(await balanceOf(alice, account.id)).toBe('100.00');
    expect(await balanceOf(alice, card.id)).toBe('0.00');
    // The same batch balanced passes the statement (and is then rolled back by the test's throw).
    expect(await refusedBy(() => write(['10.00', '10.00', '10.00']))).toBe('accepted at the statement');
    // Half an entry written whole is refused at once, not left for a later statement to complete.
    expect(
      await refusedBy(() =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('networth.whole_entries', 'on', true)`);
          const [entry] = await tx.insert(journalEntries).values(entryRows[0]!).returning();
          const base = {
            journalEntryId: entry!.id,
            entryDate: entry!.entryDate,
            entrySeq: entry!.seq,
            entryKind: entry!.kind,
          };
          await tx
            .insert(journalEntryLines)
            .values({ ...base, accountId: account.id, debit: '5.00', credit: '0' });
          await tx
            .insert(journalEntryLines)
            .values({ ...base, accountId: card.id, debit: '0', credit: '5.00' });
        }),
      ),
    ).toMatch(/does not balance/);
    expect(await balanceOf(alice, account.id)).toBe('100.00');
    await expectBooksHold(db());
  });

  it('refuses negative line amounts', async () => {
    const account = await checking(alice, '10.00');
    const [line] = await db()
      .select()
      .from(journalEntryLines)
      .where(eq(journalEntryLines.accountId, account.id));
    expect(
      await refusedBy(() =>
        db().update(journalEntryLines).set({ debit: '-10.00' }).where(eq(journalEntryLines.id, line!.id)),
      ),
    ).toMatch(/journal_lines_non_negative/);
  });

  it('deletes a whole user in one statement, leaving every other book as it was', async () => {
    const gone = await signIn(t, 'leaving@example.com');
    const a = await checking(gone, '1000.00');
    const card = await creditCard(gone, '100.00');
    await post(gone, actual({ type: 'transfer', amount: '50.00', accountId: a.id, toAccountId: card.id }));
    const keep = await checking(alice, '77.00');
    await db().delete(users).where(eq(users.id, gone.user.id));
    expect(await db().select().from(accounts).where(eq(accounts.userId, gone.user.id))).toEqual([]);
    expect(await balanceOf(alice, keep.id)).toBe('77.00');
    await expectBooksHold(db());
  });
});
