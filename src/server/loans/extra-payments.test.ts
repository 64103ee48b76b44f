import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtraPaymentView, LoanView } from '../../shared/loans';
import { centsFromDb } from '../ledger';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan, MORTGAGE } from './loan-fixtures';

// Extra payments: stored with the interest they save, posted on their date, and the loan's balance,
// schedule and ledger all follow. Today is 2026-11-21; the mortgage's current balance is 386,540.45.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function loanOf(api: Awaited<ReturnType<typeof signIn>>['api'], id: string): Promise<LoanView> {
  return (await api.get(`/api/loans/${id}`)).json() as LoanView;
}

describe('extra payments', () => {
  it('records one, with what it saves, and lowers the current balance and the ledger at once', async () => {
    const { api, user } = await signIn(t, 'extra@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const res = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: '10000.00',
      paymentDate: '2026-11-20',
    });
    expect(res.statusCode).toBe(201);
    const extra = res.json() as ExtraPaymentView;
    expect(extra).toMatchObject({ loanId: loan.id, amount: '10000.00', paymentDate: '2026-11-20' });
    expect(centsFromDb(extra.interestSaved)).toBeGreaterThan(2_000_000);

    const after = await loanOf(api, loan.id);
    expect(after.currentBalance).toBe('376540.45');
    expect(after.extraPaymentsTotal).toBe('10000.00');
    expect(after.payoffDate < loan.payoffDate).toBe(true);
    expect(centsFromDb(loan.totalInterest) - centsFromDb(after.totalInterest)).toBe(
      centsFromDb(extra.interestSaved),
    );
    expect(await balanceOf(t, loan.accountId!)).toBe('376540.45');
    expect((await api.get(`/api/loans/${loan.id}/extra-payments`)).json()).toEqual([extra]);
    const schedule = (await api.get(`/api/loans/${loan.id}/schedule`)).json() as {
      rows: { extra: string; date: string }[];
    };
    expect(schedule.rows.find((r) => r.extra !== '0.00')).toMatchObject({
      date: '2026-12-15',
      extra: '10000.00',
    });
    await assertBooksBalance(t, user.id);
    // The split the analytics chart draws: the extra, paid before the payment it goes with, is paid
    // already, and the principal to come is what the account owes.
    expect(after.principalToCome).toBe('376540.45');
    expect(centsFromDb(after.principalPaid) + centsFromDb(after.principalToCome)).toBe(
      centsFromDb(after.principal),
    );
    expect(centsFromDb(after.interestPaid) + centsFromDb(after.interestToCome)).toBe(
      centsFromDb(after.totalInterest),
    );
    const full = (await api.get(`/api/loans/${loan.id}/schedule`)).json() as {
      rows: { date: string; interest: string }[];
    };
    const interestDue = full.rows
      .filter((r) => r.date <= '2026-11-21')
      .reduce((sum, r) => sum + centsFromDb(r.interest), 0);
    expect(centsFromDb(after.interestPaid)).toBe(interestDue);
    expect(interestDue).toBeGreaterThan(0);

    // A month later the next scheduled payment is posted with the lower interest the extra earned.
    t.clock.set('2026-12-20T12:00:00Z');
    try {
      const later = await loanOf(api, loan.id);
      expect(await balanceOf(t, loan.accountId!)).toBe(later.currentBalance);
      await assertBooksBalance(t, user.id);
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('re-posts later payments when a back-dated extra lowers their interest, and deleting it restores them', async () => {
    const { api, user } = await signIn(t, 'backdated@example.com');
    const loan = await createLoan(api, MORTGAGE);
    const res = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: '5000.00',
      paymentDate: '2025-03-01',
    });
    expect(res.statusCode).toBe(201);
    const after = await loanOf(api, loan.id);
    // Less than 386,540.45 − 5,000: the lower balance also earned less interest since.
    expect(centsFromDb(after.currentBalance)).toBeLessThan(38_154_045);
    expect(await balanceOf(t, loan.accountId!)).toBe(after.currentBalance);
    await assertBooksBalance(t, user.id);

    const extra = res.json() as ExtraPaymentView;
    expect((await api.delete(`/api/loans/${loan.id}/extra-payments/${extra.id}`)).statusCode).toBe(204);
    expect((await loanOf(api, loan.id)).currentBalance).toBe('386540.45');
    expect(await balanceOf(t, loan.accountId!)).toBe('386540.45');
    await assertBooksBalance(t, user.id);
    expect((await api.delete(`/api/loans/${loan.id}/extra-payments/${extra.id}`)).statusCode).toBe(404);
  });

  it('keeps extras through an edit, and refuses an edit that would leave one before the start', async () => {
    const { api, user } = await signIn(t, 'extraedit@example.com');
    const loan = await createLoan(api, MORTGAGE);
    await api.post(`/api/loans/${loan.id}/extra-payments`, { amount: '1000.00', paymentDate: '2025-01-10' });
    const edited = await api.put(`/api/loans/${loan.id}`, { ...MORTGAGE, interestRate: '6' });
    expect(edited.statusCode).toBe(200);
    const view = edited.json() as LoanView;
    expect(view.extraPaymentsTotal).toBe('1000.00');
    expect(await balanceOf(t, loan.accountId!)).toBe(view.currentBalance);
    await assertBooksBalance(t, user.id);

    const refused = await api.put(`/api/loans/${loan.id}`, { ...MORTGAGE, startDate: '2025-06-01' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['startDate']);
    const shrink = await api.put(`/api/loans/${loan.id}`, {
      ...CAR,
      principal: '500.00',
      termYears: 1,
      startDate: '2024-01-15',
    });
    expect(shrink.statusCode).toBe(400);
    expect(Object.keys(shrink.json().fields)).toEqual(['principal']);
    expect((await loanOf(api, loan.id)).interestRate).toBe('6.0000');
  });

  it('refuses bad extra payments with a 400 naming the field, recording nothing', async () => {
    const { api } = await signIn(t, 'extrabad@example.com');
    const loan = await createLoan(api, CAR);
    const cases: [unknown, string, string][] = [
      [{ amount: '0', paymentDate: '2026-01-01' }, 'amount', 'Extra payment must be a positive amount'],
      [{ amount: 'ten', paymentDate: '2026-01-01' }, 'amount', 'Extra payment must be a positive amount'],
      [{ paymentDate: '2026-01-01' }, 'amount', 'Extra payment must be a positive amount'],
      [{ amount: '10.00' }, 'paymentDate', 'Payment date is required'],
      [{ amount: '10.00', paymentDate: '2026-13-01' }, 'paymentDate', 'Enter a date as YYYY-MM-DD'],
      [{ amount: '10.00', paymentDate: '2026-12-01' }, 'paymentDate', 'Payment date cannot be in the future'],
      [
        { amount: '10.00', paymentDate: '2025-01-01' },
        'paymentDate',
        'Payment date must be on or after the loan start date',
      ],
      [
        { amount: '30000.00', paymentDate: '2026-01-01' },
        'amount',
        'Extra payment exceeds the outstanding balance',
      ],
      [{ amount: '10.00', paymentDate: '2026-01-01', note: 'x' }, 'note', 'Unknown field'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post(`/api/loans/${loan.id}/extra-payments`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body)).toBe(message);
    }
    expect((await api.get(`/api/loans/${loan.id}/extra-payments`)).json()).toEqual([]);
    expect((await loanOf(api, loan.id)).currentBalance).toBe(loan.currentBalance);
  });

  it('can pay a loan off entirely', async () => {
    const { api, user } = await signIn(t, 'payoff@example.com');
    const loan = await createLoan(api, CAR);
    const balance = loan.currentBalance;
    // The scheduled principal of the next payment still comes due; the extra can cover the rest.
    const res = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: '18000.00',
      paymentDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(201);
    const after = await loanOf(api, loan.id);
    expect(centsFromDb(after.currentBalance)).toBe(centsFromDb(balance) - 1_800_000);
    t.clock.set('2027-06-01T00:00:00Z');
    try {
      const later = await signIn(t, 'payoff@example.com');
      const done = await loanOf(later.api, loan.id);
      expect(done.currentBalance).toBe('0.00');
      expect(await balanceOf(t, loan.accountId!)).toBe('0.00');
      await assertBooksBalance(t, user.id);
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });
});
