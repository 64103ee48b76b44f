import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanView, ScheduleView } from '../../shared/loans';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan, MORTGAGE } from './loan-fixtures';

// Today is 2026-11-21 on the test clock. The mortgage started 2024-01-15: 34 payments are due.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/loan', () => {
  it('creates the loan with its payment, current balance, total interest and payoff date', async () => {
    const { api } = await signIn(t, 'create@example.com');
    const res = await api.post('/api/loan', MORTGAGE);
    expect(res.statusCode).toBe(201);
    const loan = res.json() as LoanView;
    expect(loan).toMatchObject({
      name: 'Family Home',
      loanCategory: 'mortgage',
      loanType: '30-Year Fixed',
      principal: '400000.00',
      interestRate: '6.5000',
      termYears: 30,
      startDate: '2024-01-15',
      monthlyPayment: '2528.27',
      homePrice: '500000.00',
      downPayment: '100000.00',
      propertyTax: '400.00',
      insurance: '150.00',
      supplementalInsurance: '0.00',
      isActive: true,
      // Checked independently: 34 payments of 2,528.27 with interest rounded each month.
      currentBalance: '386540.45',
      totalInterest: '510179.81',
      payoffDate: '2054-01-15',
      extraPaymentsTotal: '0.00',
    });
    expect(loan.accountId).toBeTruthy();
    expect(loan.assetAccountId).toBeTruthy();
    expect(loan.fundingAccountId).toBeNull();
  });

  it('creates a loan without a price with no asset account, and a loan starting later at its principal', async () => {
    const { api } = await signIn(t, 'noprice@example.com');
    const car = await createLoan(api, CAR);
    expect(car.assetAccountId).toBeNull();
    expect(car.homePrice).toBeNull();
    expect(car.monthlyPayment).toBe('497.98');
    const future = await createLoan(api, { ...CAR, name: 'Next year', startDate: '2027-03-01' });
    expect(future.currentBalance).toBe('25000.00');
  });

  it('computes a zero-rate loan as principal / months', async () => {
    const { api } = await signIn(t, 'zero@example.com');
    const loan = await createLoan(api, { ...CAR, interestRate: '0', principal: '1000.00', termYears: 1 });
    expect(loan.monthlyPayment).toBe('83.33');
    expect(loan.totalInterest).toBe('0.00');
  });

  it('accepts a principal within 0.01 of price − down payment and normalises the down payment', async () => {
    const { api } = await signIn(t, 'cent@example.com');
    const loan = await createLoan(api, { ...MORTGAGE, downPayment: '100000.01' });
    expect(loan.downPayment).toBe('100000.00');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loan',
      payload: MORTGAGE,
      headers: { origin: t.config.appUrl },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/loans and /api/loans/:id', () => {
  it('lists the loans with their figures, and reads one', async () => {
    const { api } = await signIn(t, 'list@example.com');
    expect((await api.get('/api/loans')).json()).toEqual([]);
    const a = await createLoan(api, MORTGAGE);
    const b = await createLoan(api, CAR);
    const list = (await api.get('/api/loans')).json() as LoanView[];
    expect(list.map((l) => l.id)).toEqual([a.id, b.id]);
    expect(list[0]?.currentBalance).toBe('386540.45');
    expect(list[1]?.currentBalance).toBe('19190.23');
    const one = await api.get(`/api/loans/${b.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(list[1]);
  });

  it('moves the current balance as time passes', async () => {
    const { api } = await signIn(t, 'time@example.com');
    const loan = await createLoan(api, MORTGAGE);
    t.clock.set('2026-12-15T12:00:00Z');
    try {
      const later = (await api.get(`/api/loans/${loan.id}`)).json() as LoanView;
      expect(later.currentBalance).toBe('386105.94');
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { api } = await signIn(t, 'missing@example.com');
    expect((await api.get('/api/loans/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.get('/api/loans/not-an-id')).statusCode).toBe(404);
  });
});

describe('PUT /api/loans/:id', () => {
  it('updates the terms and recomputes payment, balance and the liability account', async () => {
    const { api, user } = await signIn(t, 'edit@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const res = await api.put(`/api/loans/${loan.id}`, {
      ...MORTGAGE,
      name: 'Family Home (refi)',
      interestRate: '5',
      termYears: 15,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as LoanView;
    expect(updated.name).toBe('Family Home (refi)');
    expect(updated.monthlyPayment).toBe('3163.17');
    expect(updated.accountId).toBe(loan.accountId);
    expect(await balanceOf(t, updated.accountId!)).toBe(updated.currentBalance);
    await assertBooksBalance(t, user.id);
  });

  it('drops the asset account when the price is removed, and creates one when a price is added', async () => {
    const { api, user } = await signIn(t, 'asset@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const noPrice = (
      await api.put(`/api/loans/${loan.id}`, { ...MORTGAGE, homePrice: null, downPayment: null })
    ).json() as LoanView;
    expect(noPrice.assetAccountId).toBeNull();
    const accounts = (await api.get('/api/accounts')).json() as { id: string }[];
    expect(accounts.some((a) => a.id === loan.assetAccountId)).toBe(false);
    const again = (await api.put(`/api/loans/${loan.id}`, MORTGAGE)).json() as LoanView;
    expect(again.assetAccountId).toBeTruthy();
    expect(await balanceOf(t, again.assetAccountId!)).toBe('500000.00');
    await assertBooksBalance(t, user.id);
  });

  it('validates like create and answers 404 for a loan that is not there', async () => {
    const { api } = await signIn(t, 'edit404@example.com');
    const loan = await createLoan(api, CAR);
    const bad = await api.put(`/api/loans/${loan.id}`, { ...CAR, name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'Loan name is required' });
    const missing = await api.put('/api/loans/00000000-0000-4000-8000-000000000000', CAR);
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/loans/:id', () => {
  it('removes the loan, its accounts and its entries', async () => {
    const { api, user } = await signIn(t, 'delete@example.com');
    const before = (await api.get('/api/balance-sheet')).json();
    const loan = await createLoan(api, MORTGAGE);
    const res = await api.delete(`/api/loans/${loan.id}`);
    expect(res.statusCode).toBe(204);
    expect((await api.get(`/api/loans/${loan.id}`)).statusCode).toBe(404);
    expect((await api.get('/api/loans')).json()).toEqual([]);
    expect((await api.get('/api/balance-sheet')).json()).toEqual(before);
    const journal = (await api.get('/api/journal-entries')).json() as { entries?: unknown[] };
    expect(journal.entries ?? []).toEqual([]);
    await assertBooksBalance(t, user.id);
    expect((await api.delete(`/api/loans/${loan.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/loans/:id/schedule', () => {
  it('returns the whole schedule ending at exactly 0.00', async () => {
    const { api } = await signIn(t, 'schedule@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const res = await api.get(`/api/loans/${loan.id}/schedule`);
    expect(res.statusCode).toBe(200);
    const s = res.json() as ScheduleView;
    expect(s.monthlyPayment).toBe('2528.27');
    expect(s.totalInterest).toBe('510179.81');
    expect(s.payoffDate).toBe('2054-01-15');
    expect(s.rows).toHaveLength(360);
    expect(s.rows[0]).toEqual({
      period: 1,
      date: '2024-02-15',
      payment: '2528.27',
      interest: '2166.67',
      principal: '361.60',
      extra: '0.00',
      balance: '399638.40',
    });
    expect(s.rows.at(-1)?.balance).toBe('0.00');
    expect(s.periodsPaid).toBe(34);
    expect(s.currentBalance).toBe('386540.45');
    expect(s.whatIf).toBeUndefined();
  });

  it('computes a monthly what-if from today on without storing it', async () => {
    const { api } = await signIn(t, 'whatif@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const s = (await api.get(`/api/loans/${loan.id}/schedule?extraMonthly=200`)).json() as ScheduleView;
    expect(s.whatIf?.originalPayoffDate).toBe('2054-01-15');
    expect(s.whatIf!.monthsSaved).toBeGreaterThan(0);
    expect(Number(s.whatIf!.interestSaved)).toBeGreaterThan(0);
    // Payments already made are unchanged; the extra starts with the next one.
    expect(s.rows[33]?.extra).toBe('0.00');
    expect(s.rows[34]?.extra).toBe('200.00');
    expect(s.payoffDate).toBe(s.whatIf?.newPayoffDate);
    const stored = (await api.get(`/api/loans/${loan.id}`)).json() as LoanView;
    expect(stored.payoffDate).toBe('2054-01-15');
    expect((await api.get(`/api/loans/${loan.id}/extra-payments`)).json()).toEqual([]);
  });

  it('computes a one-off what-if on a date', async () => {
    const { api } = await signIn(t, 'whatif1@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const s = (
      await api.get(`/api/loans/${loan.id}/schedule?extraAmount=10000&extraDate=2026-01-01`)
    ).json() as ScheduleView;
    // A date up to today, like recording (decision 036): the what-if answers only what can be recorded.
    expect(s.rows.find((r) => r.extra !== '0.00')).toMatchObject({ date: '2026-01-15', extra: '10000.00' });
    expect(s.whatIf!.monthsSaved).toBeGreaterThan(0);
  });

  it('refuses a bad what-if with a 400 naming the field', async () => {
    const { api } = await signIn(t, 'whatifbad@example.com');
    const loan = await createLoan(api, MORTGAGE);
    for (const [query, field] of [
      ['extraMonthly=-5', 'extraMonthly'],
      ['extraMonthly=abc', 'extraMonthly'],
      ['extraAmount=10&extraDate=2027-02-30', 'extraDate'],
      ['bogus=1', 'bogus'],
    ] as const) {
      const res = await api.get(`/api/loans/${loan.id}/schedule?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toContain(field);
    }
  });
});
