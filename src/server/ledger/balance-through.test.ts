import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../domain/calendar';
import type { NormalBalance } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import { balanceAssertions, journalEntries, journalEntryLines } from '../db/schema';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, checking, creditCard, post } from '../transactions/ledger-fixtures';
import { assertBalance, balanceThrough, centsFromDb } from './index';

// balanceThrough sums from whichever end of an account's lines is nearer the date (issue 28): the
// lines up to it, or the cached balance less the lines after it. Both ways must give what summing the
// lines up to the date gives, for every date, with an entry left out, and with an assertion stated
// for today (only that day's entries recorded before it count).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set('2026-11-21T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

/** The plain sum of the account's lines counted at the end of `date`: what balanceThrough must answer. */
async function summed(
  accountId: string,
  normal: NormalBalance,
  date: IsoDate,
  excludeEntryId: string | null,
  throughAt: Date | null,
): Promise<Cents> {
  const line = journalEntryLines;
  const rows = await t.database.db
    .select({
      date: line.entryDate,
      net: sql<string>`(${line.debit} - ${line.credit})::text`,
      entry: line.journalEntryId,
      created: journalEntries.createdAt,
    })
    .from(line)
    .innerJoin(journalEntries, eq(journalEntries.id, line.journalEntryId))
    .where(eq(line.accountId, accountId));
  let total = 0n;
  for (const row of rows) {
    if (row.entry === excludeEntryId) continue;
    if (row.date > date) continue;
    if (row.date === date && throughAt !== null && row.created > throughAt) continue;
    total += BigInt(centsFromDb(row.net));
  }
  return Number(normal === 'debit' ? total : -total) as Cents;
}

describe('balanceThrough', () => {
  it('answers the sum of the lines up to any date, from either end of the account', async () => {
    const who = await signIn(t, 'balance-through@example.com');
    const bank = await checking(who, '2500.00', '2021-01-01');
    const card = await creditCard(who, '300.00', '2021-01-01');
    // Five years of entries, denser at the end, as a household's history is.
    const posted: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const date = addDays('2021-01-02', Math.floor((i * i * 1170) / 1600));
      const tx = await post(
        who,
        actual({
          amount: `${1 + ((i * 37) % 200)}.${String((i * 13) % 100).padStart(2, '0')}`,
          transactionDate: date,
          accountId: i % 3 === 0 ? card.id : bank.id,
          type: i % 5 === 0 ? 'income' : 'expense',
        }),
      );
      posted.push(tx.id);
    }
    const entryOf = async (transactionId: string) =>
      (
        await t.database.db
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(eq(journalEntries.transactionId, transactionId))
      )[0]?.id ?? null;
    const dates: IsoDate[] = [
      '2020-06-01',
      '2021-01-01',
      '2021-01-02',
      '2021-03-15',
      '2022-07-01',
      '2024-02-29',
      '2025-12-31',
      '2026-10-01',
      '2026-11-20',
      '2026-11-21',
      '2027-01-01',
    ];
    for (const [account, normal] of [
      [bank.id, 'debit'],
      [card.id, 'credit'],
    ] as const) {
      for (const date of dates) {
        for (const excluded of [
          null,
          await entryOf(posted[7] as string),
          await entryOf(posted[39] as string),
        ]) {
          expect(
            await balanceThrough(t.database.db, account, normal, date, excluded),
            `${account} ${date} ${excluded}`,
          ).toBe(await summed(account, normal, date, excluded, null));
        }
      }
    }
  });

  it('counts only the entries of the day recorded before an assertion stated for today', async () => {
    const who = await signIn(t, 'balance-through-today@example.com');
    const bank = await checking(who, '900.00', '2019-01-01');
    for (let i = 0; i < 12; i += 1) {
      await post(
        who,
        actual({
          amount: `${10 + i}.00`,
          transactionDate: addDays('2019-02-01', i * 150),
          accountId: bank.id,
        }),
      );
    }
    await post(who, actual({ amount: '5.00', transactionDate: '2026-11-21', accountId: bank.id }));
    // The balance stated for today, through its instant; entries of the day after it stay on top.
    await assertBalance(t.database.db, who.user.id, {
      accountId: bank.id,
      date: '2026-11-21',
      balance: 70000 as Cents,
      soFar: true,
    });
    await post(who, actual({ amount: '7.00', transactionDate: '2026-11-21', accountId: bank.id }));
    const [assertion] = await t.database.db
      .select()
      .from(balanceAssertions)
      .where(and(eq(balanceAssertions.accountId, bank.id), eq(balanceAssertions.assertDate, '2026-11-21')));
    if (!assertion) throw new Error('no assertion for today');
    expect(assertion.throughAt).not.toBeNull();
    const got = await balanceThrough(
      t.database.db,
      bank.id,
      'debit',
      '2026-11-21',
      assertion.journalEntryId,
      assertion.id,
    );
    expect(got).toBe(
      await summed(bank.id, 'debit', '2026-11-21', assertion.journalEntryId, assertion.throughAt),
    );
    // The adjustment, recorded after that instant, is not counted in it either; with it, the account
    // held 700.00 through the assertion, and today's later 7.00 stays on top.
    expect(await balanceOf(who, bank.id)).toBe('693.00');
  });
});
