import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoanView } from '../../shared/loans';
import { journalEntries } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { CAR } from '../loans/loan-fixtures';
import { startAppWithUsers } from '../test/app-with-users';
import type { SignedIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { b64, balanceOf, checking, commitNew, preview } from './test-helpers';

// A loan paid from checking posts its payments there itself. The bank's statement of checking holds
// the same payments under the lender's name: importing them again would take each payment out twice.

let t: TestApp;
let alice: SignedIn;
startAppWithUsers(['alice@example.com'], (app, users) => {
  t = app;
  [alice] = users;
});

async function loanPayments(userId: string): Promise<{ date: string }[]> {
  return t.database.db
    .select({ date: journalEntries.entryDate })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.kind, ['loan_payment'])))
    .orderBy(journalEntries.entryDate);
}

describe('a statement holding payments the books already posted', () => {
  it('marks a loan payment paid from the account as a duplicate, whatever the bank calls it', async () => {
    const account = await checking(alice, '30000.00');
    const res = await alice.api.post('/api/loan', {
      ...CAR,
      fundingAccountId: account.id,
      postPastPayments: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const loan = res.json<LoanView>();
    const posted = await loanPayments(alice.user.id);
    const [september, october] = posted.slice(-2).map((p) => p.date);
    if (!september || !october) throw new Error('no loan payments posted');
    const payment = Number(loan.monthlyPayment).toFixed(2);
    // The bank books the October payment a day later, under its own words.
    const dayAfter = new Date(Date.parse(`${october}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const csv = b64(
      [
        'Date,Payee,Amount',
        `${september},ACME AUTO FINANCE PMT,-${payment}`,
        `${dayAfter},ACH DEBIT ACME AUTO,-${payment}`,
        `${october},Corner Market,-${payment}`,
        '2026-10-12,Corner Market,-41.10',
      ].join('\n'),
    );
    const shown = await preview(alice, account.id, { fileName: 'checking.csv', content: csv });
    expect(shown.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'new', 'new']);
    expect(shown.rows[0]?.reason).toBe(`Matches the payment on Car loan of ${september}`);
    expect(shown.rows[1]?.reason).toBe(`Matches the payment on Car loan of ${october}`);

    // Committing the new rows takes out only what the loan did not already.
    const before = Number(await balanceOf(alice, account.id));
    const record = await commitNew(alice, account.id, { fileName: 'checking.csv', content: csv });
    expect(record.rowsImported).toBe(2);
    expect(Number(await balanceOf(alice, account.id))).toBeCloseTo(before - Number(payment) - 41.1, 2);
    await expectBooksHold(t.database.db);
  });

  it('marks an occurrence a recurring item posted to the account as a duplicate', async () => {
    const account = await checking(alice, '500.00');
    const res = await alice.api.post('/api/transactions', {
      amount: '15.49',
      type: 'expense',
      description: 'Netflix',
      transactionDate: '2026-09-05',
      isRecurring: true,
      recurringFrequency: 'monthly',
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
      tags: [],
      accountId: account.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const csv = b64(
      'Date,Payee,Amount\n2026-10-06,NETFLIX.COM 866-579-7172,-15.49\n2026-11-09,NETFLIX.COM,-15.49\n',
    );
    const shown = await preview(alice, account.id, { fileName: 'card.csv', content: csv });
    // The test clock is at 2026-11-21: October's and November's occurrences are posted.
    expect(shown.rows.map((r) => [r.status, r.reason])).toEqual([
      ['duplicate', 'Matches the scheduled “Netflix” of 2026-10-05'],
      // Four days from November's: another charge, not the same one.
      ['new', null],
    ]);
  });
});
