import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amortizationSchedule } from '../../domain/loans';
import { formatMoney, parseMoney } from '../../domain/money';
import type { LoanView } from '../../shared/loans';
import { journalEntries } from '../db/schema';
import { centsFromDb } from '../ledger';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan, MORTGAGE } from './loan-fixtures';
import { postDuePayments } from './service';

// The loan and the ledger agree: the liability account's balance is the schedule's current balance, the
// balance sheet adds up the loans, and posting is idempotent per loan and period.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sheet {
  totalAssets: string;
  totalLiabilities: string;
}

const cents = (s: string) => centsFromDb(s);

async function paymentEntries(loanId: string) {
  return t.database.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.loanId, loanId), isNotNull(journalEntries.loanPeriod)));
}

describe('loans in the ledger', () => {
  it('the balance sheet equals the sum of the schedules’ current balances for loans started in the past', async () => {
    const { api, user } = await signIn(t, 'sheet@example.com');
    const loans = [
      await createLoan(api, MORTGAGE),
      await createLoan(api, CAR),
      await createLoan(api, {
        ...CAR,
        name: 'Old student loan',
        loanCategory: 'student',
        startDate: '2012-09-01',
        termYears: 20,
      }),
      await createLoan(api, { ...CAR, name: 'Paid off', startDate: '2015-01-01', termYears: 3 }),
    ];
    const sheet = (await api.get('/api/balance-sheet')).json() as Sheet;
    const listed = (await api.get('/api/loans')).json() as LoanView[];
    const sum = listed.reduce((total, loan) => total + cents(loan.currentBalance), 0);
    expect(cents(sheet.totalLiabilities)).toBe(sum);
    expect(listed.find((l) => l.name === 'Paid off')?.currentBalance).toBe('0.00');
    // Each loan's own account carries exactly its schedule's balance.
    for (const loan of listed) expect(await balanceOf(t, loan.accountId!)).toBe(loan.currentBalance);
    // The home is on the balance sheet at its price: net worth moved by the down payment, less what was repaid.
    expect(cents(sheet.totalAssets)).toBe(50_000_000);
    expect(loans).toHaveLength(4);
    await assertBooksBalance(t, user.id);
  });

  it('posts origination and one balanced entry per due payment, splitting principal and interest', async () => {
    const { api, user } = await signIn(t, 'entries@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const entries = await paymentEntries(loan.id);
    // Origination (period 0) plus 34 payments.
    expect(entries.map((e) => e.loanPeriod).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 35 }, (_, i) => i),
    );
    const journal = (await api.get('/api/journal-entries?limit=100')).json() as {
      entries: {
        description: string;
        entryDate: string;
        lines: { accountId: string; debit: string; credit: string }[];
      }[];
    };
    const first = journal.entries.find((e) => e.entryDate === '2024-02-15');
    expect(first?.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: loan.accountId, debit: '361.60', credit: '0.00' }),
        expect.objectContaining({ debit: '2166.67', credit: '0.00' }),
        expect.objectContaining({ debit: '0.00', credit: '2528.27' }),
      ]),
    );
    const origination = journal.entries.find((e) => e.entryDate === '2024-01-15');
    expect(origination?.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: loan.assetAccountId, debit: '500000.00' }),
        expect.objectContaining({ accountId: loan.accountId, credit: '400000.00' }),
        expect.objectContaining({ debit: '0.00', credit: '100000.00' }),
      ]),
    );
    await assertBooksBalance(t, user.id);
  });

  it('posts the whole history of a loan that is nearly paid off in one go, and one that is paid off', async () => {
    const { api, user } = await signIn(t, 'old@example.com');
    const old = await createLoan(api, { ...MORTGAGE, startDate: '1997-02-28' });
    expect(await paymentEntries(old.id)).toHaveLength(1 + 356);
    expect(await balanceOf(t, old.accountId!)).toBe(old.currentBalance);
    const done = await createLoan(api, { ...MORTGAGE, name: 'Done', startDate: '1990-01-01' });
    expect(done.currentBalance).toBe('0.00');
    expect(await paymentEntries(done.id)).toHaveLength(1 + 360);
    expect(await balanceOf(t, done.accountId!)).toBe('0.00');
    await assertBooksBalance(t, user.id);
  });

  it('posts payments that came due since the last read exactly once, even when read concurrently', async () => {
    const first = await signIn(t, 'catchup@example.com');
    const loan = await createLoan(first.api, MORTGAGE);
    t.clock.set('2027-02-20T08:00:00Z');
    try {
      // Three months on: a new session (the first one has expired).
      const { api, user } = await signIn(t, 'catchup@example.com');
      // The balance sheet alone triggers the posting (no loan read first).
      const sheet = (await api.get('/api/balance-sheet')).json() as Sheet;
      const expected = amortizationSchedule({
        principal: 40_000_000,
        ratePercentUnits: 65_000,
        termMonths: 360,
        startDate: '2024-01-15',
      }).rows[36]!.balance;
      expect(sheet.totalLiabilities).toBe(formatMoney(expected));
      await Promise.all([api.get('/api/loans'), api.get('/api/loans'), api.get('/api/accounts')]);
      const ctx = { db: t.database.db, userId: user.id, today: '2027-02-20', now: t.clock.now() };
      await postDuePayments(ctx);
      // Origination and payments 1 to 37.
      expect(await paymentEntries(loan.id)).toHaveLength(38);
      expect(await balanceOf(t, loan.accountId!)).toBe(formatMoney(expected));
      await assertBooksBalance(t, user.id);
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('re-posts consistently when a loan is edited, whatever changes', async () => {
    const { api, user } = await signIn(t, 'repost@example.com');
    const before = (await api.get('/api/balance-sheet')).json() as Sheet;
    const loan = await createLoan(api, MORTGAGE);
    const edits = [
      { ...MORTGAGE, startDate: '2020-03-31' },
      { ...MORTGAGE, principal: '450000.00', downPayment: '50000.00', interestRate: '0' },
      { ...MORTGAGE, loanCategory: 'personal', homePrice: null, downPayment: null, termYears: 10 },
      { ...MORTGAGE, startDate: '2027-01-01' },
    ] as const;
    for (const edit of edits) {
      const res = await api.put(`/api/loans/${loan.id}`, edit);
      expect(res.statusCode).toBe(200);
      const view = res.json() as LoanView;
      expect(await balanceOf(t, view.accountId!)).toBe(view.currentBalance);
      const sheet = (await api.get('/api/balance-sheet')).json() as Sheet;
      expect(cents(sheet.totalLiabilities) - cents(before.totalLiabilities)).toBe(cents(view.currentBalance));
      await assertBooksBalance(t, user.id);
    }
    await api.delete(`/api/loans/${loan.id}`);
    expect((await api.get('/api/balance-sheet')).json()).toEqual(before);
  });

  it('pays from a chosen asset account, past payments too when asked: loan cash lands in it and payments leave it', async () => {
    const { api, user } = await signIn(t, 'funding@example.com');
    const created = await api.post('/api/accounts', {
      accountName: 'Checking',
      accountNumber: 'CHK-1',
      accountType: 'ASSET',
      accountSubtype: 'checking',
      category: 'cash',
      normalBalance: 'debit',
      currentBalance: '50000.00',
      // Stated before the loan began, so its cash and payments since move it (decision 125).
      balanceDate: '2025-01-01',
    });
    expect(created.statusCode).toBe(201);
    const checking = created.json() as { id: string };
    const loan = await createLoan(api, { ...CAR, fundingAccountId: checking.id, postPastPayments: true });
    expect(loan.fundingAccountId).toBe(checking.id);
    const schedule = amortizationSchedule({
      principal: 2_500_000,
      ratePercentUnits: 72_500,
      termMonths: 60,
      startDate: '2025-06-30',
    });
    const paid = schedule.rows.filter((r) => r.date <= '2026-11-21').reduce((s, r) => s + r.payment, 0);
    const opening = parseMoney('50000.00');
    if (!opening.ok) throw new Error('bad fixture');
    expect(cents(await balanceOf(t, checking.id))).toBe(opening.cents + 2_500_000 - paid);
    // Switching back to outside funds takes the loan's movements off the checking account.
    await api.put(`/api/loans/${loan.id}`, { ...CAR, fundingAccountId: null });
    expect(await balanceOf(t, checking.id)).toBe('50000.00');
    await assertBooksBalance(t, user.id);
  });
});
