import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanPaymentEntry } from '../../domain/ledger';
import { paymentsDueBetween } from '../../domain/loans';
import { monthlyInterest } from '../../domain/loans/interest';
import type { LoanPayload, LoanView, ScheduleView } from '../../shared/loans';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { accounts, journalEntries, loans } from '../db/schema';
import { centsFromDb, deleteJournalEntries, ensureSystemAccount, postJournalEntries } from '../ledger';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan } from './loan-fixtures';

// Issue 21, decisions 130 and 131: payments as lenders quote them, every loan within the bounds
// accepted, and loans stored under the older rules re-derived when next read. Today is 2026-11-21.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const terms = (principal: string, interestRate: string, termYears: number): LoanPayload => ({
  ...CAR,
  name: `${principal} at ${interestRate}`,
  principal,
  interestRate,
  termYears,
  startDate: '2026-11-01',
});

const scheduleOf = async (api: ApiClient, id: string) =>
  (await api.get(`/api/loans/${id}/schedule`)).json() as ScheduleView;

describe('the monthly payment (decision 130)', () => {
  it.each<[string, string, number, string, string]>([
    ['100000.00', '8', 30, '733.76', '740.63'],
    ['300000.00', '6.5', 30, '1896.20', '1900.91'],
    ['400000.00', '6.5', 30, '2528.27', '2530.88'],
    ['6000.00', '0', 1, '500.00', '500.00'],
  ])(
    '%s at %s percent over %s years pays %s, the last payment %s',
    async (principal, rate, years, payment, last) => {
      const { api } = await signIn(t, `quote-${principal}-${rate}@example.com`);
      const loan = await createLoan(api, terms(principal, rate, years));
      expect(loan).toMatchObject({ monthlyPayment: payment, paymentRoundedUp: false });
      const schedule = await scheduleOf(api, loan.id);
      expect(schedule).toMatchObject({
        monthlyPayment: payment,
        paymentRoundedUp: false,
        months: years * 12,
      });
      expect(schedule.rows.at(-1)).toMatchObject({ payment: last, balance: '0.00' });
    },
  );

  it('accepts every loan within the bounds; rounds up, and says so, only past twice the payment', async () => {
    const { api } = await signIn(t, 'bounds@example.com');
    const extreme = await createLoan(api, terms('999999.99', '49.99', 30));
    expect(extreme).toMatchObject({ monthlyPayment: '41658.35', paymentRoundedUp: false });
    // Refused before (decision 037): at the nearest cent, 200.00, the payment is only interest.
    const res = await api.post('/api/loan', terms('10000.00', '24', 50));
    expect(res.statusCode, res.body).toBe(201);
    const rounded = res.json() as LoanView;
    expect(rounded).toMatchObject({
      monthlyPayment: '200.01',
      paymentRoundedUp: true,
      payoffDate: '2068-12-01',
    });
    const schedule = await scheduleOf(api, rounded.id);
    expect(schedule).toMatchObject({ monthlyPayment: '200.01', paymentRoundedUp: true, months: 505 });
    expect(schedule.rows.at(-1)).toMatchObject({ payment: '45.52', balance: '0.00' });
  });
});

describe('loans stored under the older rules', () => {
  it('a payment stored under decision 037 is re-derived and its posted payments re-posted on read', async () => {
    const { api, user } = await signIn(t, 'older-payment@example.com');
    const db = t.database.db;
    const checking = await createAccount(api, asset({ currentBalance: '50000.00' }));
    const payload = {
      ...terms('100000.00', '8', 30),
      startDate: '2024-01-01',
      fundingAccountId: checking.id,
    };
    const loan = await createLoan(api, payload);
    const expected = { balance: loan.currentBalance, checking: await balanceOf(t, checking.id) };
    // Rewind it to what decision 037 stored and posted: 733.77 a month.
    const interestAccountId = await ensureSystemAccount(db, user.id, 'interest_expense');
    const periodEntries = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loan.id), gt(journalEntries.loanPeriod, 0)));
    await deleteJournalEntries(
      db,
      user.id,
      periodEntries.map((e) => e.id),
    );
    const loanTerms = {
      principal: 10_000_000,
      ratePercentUnits: 80_000,
      termMonths: 360,
      startDate: '2024-01-01',
    };
    let balance = loanTerms.principal;
    const old = paymentsDueBetween(loanTerms, loanTerms.startDate, '2026-11-21').map((row) => {
      const interest = monthlyInterest(balance, loanTerms.ratePercentUnits);
      const principal = 73_377 - interest;
      balance -= principal;
      const draft = loanPaymentEntry({
        liabilityAccountId: loan.accountId!,
        interestExpenseAccountId: interestAccountId,
        fundingAccountId: checking.id,
        principal,
        interest,
      });
      return {
        entryDate: row.date,
        description: `Loan payment ${row.period}`,
        loanId: loan.id,
        loanPeriod: row.period,
        kind: 'loan_payment' as const,
        lines: draft!.lines,
      };
    });
    await postJournalEntries(db, user.id, old);
    await db.update(loans).set({ monthlyPayment: '733.77' }).where(eq(loans.id, loan.id));
    await db.update(accounts).set({ minimumPayment: '733.77' }).where(eq(accounts.id, loan.accountId!));
    expect(await balanceOf(t, loan.accountId!)).not.toBe(expected.balance);

    const read = (await api.get(`/api/loans/${loan.id}`)).json() as LoanView;
    expect(read).toMatchObject({ monthlyPayment: '733.76', currentBalance: expected.balance });
    expect(await balanceOf(t, loan.accountId!)).toBe(expected.balance);
    expect(await balanceOf(t, checking.id)).toBe(expected.checking);
    const [row] = await db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row?.monthlyPayment).toBe('733.76');
    const [liability] = await db.select().from(accounts).where(eq(accounts.id, loan.accountId!));
    expect(liability?.minimumPayment).toBe('733.76');
    await assertBooksBalance(t, user.id);
  });

  it('an interest-only payment posted after a payoff by an extra is taken back on read (decision 131)', async () => {
    const { api, user } = await signIn(t, 'older-payoff@example.com');
    const db = t.database.db;
    // Stated before the loan, so an entry the older rule posted in October moves it (decision 125).
    const checking = await createAccount(
      api,
      asset({ currentBalance: '50000.00', balanceDate: '2025-01-01' }),
    );
    const loan = await createLoan(api, { ...CAR, fundingAccountId: checking.id });
    // Paid off on 10 October, between the September and October due dates (the 30th).
    const balance = (
      (
        await api.get(`/api/loans/${loan.id}/schedule?extraAmount=1&extraDate=2026-10-10`)
      ).json() as ScheduleView
    ).rows.find((r) => r.date === '2026-09-30')!.balance;
    const res = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: balance,
      paymentDate: '2026-10-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = { checking: await balanceOf(t, checking.id) };
    const schedule = await scheduleOf(api, loan.id);
    expect(schedule.rows.at(-1)).toMatchObject({ date: '2026-10-30', payment: '0.00', interest: '0.00' });
    const posted = async () =>
      db
        .select({ period: journalEntries.loanPeriod })
        .from(journalEntries)
        .where(and(eq(journalEntries.loanId, loan.id), isNotNull(journalEntries.loanPeriod)));
    const periods = (await posted()).map((e) => e.period ?? 0);
    const payoffPeriod = schedule.rows.at(-1)!.period;
    expect(Math.max(...periods)).toBe(payoffPeriod - 1);
    // What the older rule posted: the period's interest, on 30 October, after the payoff.
    const interestAccountId = await ensureSystemAccount(db, user.id, 'interest_expense');
    const draft = loanPaymentEntry({
      liabilityAccountId: loan.accountId!,
      interestExpenseAccountId: interestAccountId,
      fundingAccountId: checking.id,
      principal: 0,
      interest: 12_345,
    });
    await postJournalEntries(db, user.id, [
      {
        entryDate: '2026-10-30',
        description: 'Interest-only payment',
        loanId: loan.id,
        loanPeriod: payoffPeriod,
        kind: 'loan_payment',
        lines: draft!.lines,
      },
    ]);
    expect(centsFromDb(await balanceOf(t, checking.id))).toBe(centsFromDb(after.checking) - 12_345);
    await api.get('/api/loans');
    expect(await balanceOf(t, checking.id)).toBe(after.checking);
    expect(Math.max(...(await posted()).map((e) => e.period ?? 0))).toBe(payoffPeriod - 1);
    await assertBooksBalance(t, user.id);
  });
});
