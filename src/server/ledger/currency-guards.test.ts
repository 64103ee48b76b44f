import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, checking, LONG_AGO, post } from '../transactions/ledger-fixtures';
import { postJournalEntries } from './post-entry';
import { ensureSystemAccount } from './system-accounts';
import { expectBooksHold, refusedBy } from './test-invariants';

// Currencies in the ledger (decision 147): the database keeps every entry balanced in each currency it
// holds, keeps an asset's or a liability's lines in its own currency, and keeps that currency while
// anything is posted to it.

let t: TestApp;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'currency-guards@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** An account of alice's held in `currency`, set while it has no lines. */
async function heldIn(currency: string, name: string) {
  const account = await checking(alice, '0.00', LONG_AGO);
  await db().update(accounts).set({ currency, accountName: name }).where(eq(accounts.id, account.id));
  return account.id;
}

describe('the database keeps each currency apart', () => {
  it('posts a transfer through a trading account balanced in both currencies, and every line says its own', async () => {
    const euros = await heldIn('EUR', 'Euro savings');
    const dollars = await heldIn('USD', 'Dollar checking');
    const trading = await ensureSystemAccount(db(), alice.user.id, 'opening_equity');
    await db().transaction(async (tx) => {
      await postJournalEntries(tx, alice.user.id, [
        {
          entryDate: '2026-11-02',
          description: 'EUR to USD',
          lines: [
            { accountId: euros, debit: 0, credit: 10_000 },
            { accountId: trading, debit: 10_000, credit: 0, currency: 'EUR' },
            { accountId: trading, debit: 0, credit: 10_850, currency: 'USD' },
            { accountId: dollars, debit: 10_850, credit: 0 },
          ],
        },
      ]);
    });
    const lines = await db()
      .select({ accountId: journalEntryLines.accountId, currency: journalEntryLines.currency })
      .from(journalEntryLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
      .where(eq(journalEntries.description, 'EUR to USD'));
    expect(lines.filter((l) => l.accountId === euros).map((l) => l.currency)).toEqual(['EUR']);
    expect(lines.filter((l) => l.accountId === dollars).map((l) => l.currency)).toEqual(['USD']);
    await expectBooksHold(db());
  });

  it('refuses an entry that balances only when euros are counted as dollars', async () => {
    const euros = await heldIn('EUR', 'Euros 2');
    const dollars = await heldIn('USD', 'Dollars 2');
    const message = await refusedBy(() =>
      db().transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ userId: alice.user.id, entryDate: '2026-11-03', description: 'One for one' })
          .returning();
        if (!entry) throw new Error('no entry');
        const base = {
          journalEntryId: entry.id,
          entryDate: '2026-11-03',
          entrySeq: entry.seq,
          entryKind: entry.kind,
        };
        await tx.insert(journalEntryLines).values([
          { ...base, accountId: euros, debit: '0', credit: '100.00', currency: 'EUR' },
          { ...base, accountId: dollars, debit: '100.00', credit: '0', currency: 'USD' },
        ]);
      }),
    );
    expect(message).toMatch(/does not balance in (EUR|USD)/);
  });

  it('refuses a line in another currency than its asset account holds', async () => {
    const euros = await heldIn('EUR', 'Euros 3');
    const equity = await ensureSystemAccount(db(), alice.user.id, 'opening_equity');
    const message = await refusedBy(() =>
      db().transaction(async (tx) => {
        await postJournalEntries(tx, alice.user.id, [
          {
            entryDate: '2026-11-04',
            description: 'Dollars into a euro account',
            lines: [
              { accountId: euros, debit: 5_000, credit: 0, currency: 'USD' },
              { accountId: equity, debit: 0, credit: 5_000, currency: 'USD' },
            ],
          },
        ]);
      }),
    );
    expect(message).toMatch(/a line in USD on account .* that holds EUR/);
  });

  it('lets an account change currency only while nothing is posted to it', async () => {
    const account = await checking(alice, '0.00', LONG_AGO);
    await db().update(accounts).set({ currency: 'GBP' }).where(eq(accounts.id, account.id));
    await db().update(accounts).set({ currency: 'USD' }).where(eq(accounts.id, account.id));
    await post(alice, actual({ accountId: account.id, amount: '12.00' }));
    const message = await refusedBy(() =>
      db().update(accounts).set({ currency: 'EUR' }).where(eq(accounts.id, account.id)),
    );
    expect(message).toMatch(/has entries: its currency cannot change/);
    const [row] = await db().select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.currency).toBe('USD');
  });

  it('posts an expense from a euro account in euros on both lines', async () => {
    const euros = await heldIn('EUR', 'Euros 4');
    const spent = await post(alice, actual({ accountId: euros, amount: '7.50', description: 'Croissants' }));
    const lines = await db()
      .select({ currency: journalEntryLines.currency })
      .from(journalEntryLines)
      .where(eq(journalEntryLines.journalEntryId, spent.journalEntryId as string));
    expect(lines.map((l) => l.currency)).toEqual(['EUR', 'EUR']);
    await expectBooksHold(db());
  });
});
