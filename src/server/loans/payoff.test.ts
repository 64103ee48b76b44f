import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtraPaymentView, LoanPayload, LoanView, ScheduleView } from '../../shared/loans';
import type { CashFlowSummary } from '../../shared/transactions';
import { centsFromDb } from '../ledger';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan, MORTGAGE } from './loan-fixtures';

// Issue 11, items 7–9: paid-off loans stop counting, a payoff of exactly the balance is accepted by the
// what-if and by recording alike, and "interest saved" always answers for the current terms.
// Today is 2026-11-21.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const loanOf = async (api: ApiClient, id: string) => (await api.get(`/api/loans/${id}`)).json() as LoanView;
const summaryOf = async (api: ApiClient) =>
  (await api.get('/api/cash-flow/summary')).json() as CashFlowSummary;
const extrasOf = async (api: ApiClient, id: string) =>
  (await api.get(`/api/loans/${id}/extra-payments`)).json() as ExtraPaymentView[];

const MATURED: LoanPayload = {
  ...CAR,
  name: 'Matured',
  principal: '10000.00',
  interestRate: '0',
  termYears: 1,
  startDate: '2020-01-01',
};

const HOUSE: LoanPayload = { ...MORTGAGE, principal: '250000.00', homePrice: null, downPayment: null };

describe('paid-off loans (item 7)', () => {
  it('a matured loan is paid off on its last payment and adds nothing to monthlyLoanPayments', async () => {
    const { api } = await signIn(t, 'matured@example.com');
    const loan = await createLoan(api, MATURED);
    expect(loan).toMatchObject({ currentBalance: '0.00', isActive: false, paidOffOn: '2021-01-01' });
    expect((await summaryOf(api)).monthlyLoanPayments).toBe('0.00');
    expect((await api.get('/api/loans')).json()).toMatchObject([
      { isActive: false, paidOffOn: '2021-01-01' },
    ]);
  });

  it('a loan still being repaid counts, and stops counting the day an extra pays it off', async () => {
    const { api, user } = await signIn(t, 'paidearly@example.com');
    const matured = await createLoan(api, MATURED);
    const car = await createLoan(api, CAR);
    expect(car).toMatchObject({ isActive: true, paidOffOn: null });
    expect((await summaryOf(api)).monthlyLoanPayments).toBe(car.monthlyPayment);
    const res = await api.post(`/api/loans/${car.id}/extra-payments`, {
      amount: car.currentBalance,
      paymentDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(201);
    expect(await loanOf(api, car.id)).toMatchObject({
      currentBalance: '0.00',
      isActive: false,
      paidOffOn: '2026-11-21',
    });
    expect((await summaryOf(api)).monthlyLoanPayments).toBe('0.00');
    expect(await balanceOf(t, car.accountId!)).toBe('0.00');
    await assertBooksBalance(t, user.id);
    // Deleting the payoff makes the loan owed again.
    const payoff = res.json() as ExtraPaymentView;
    expect((await api.delete(`/api/loans/${car.id}/extra-payments/${payoff.id}`)).statusCode).toBe(204);
    expect(await loanOf(api, car.id)).toMatchObject({ isActive: true, paidOffOn: null });
    expect((await summaryOf(api)).monthlyLoanPayments).toBe(car.monthlyPayment);
    expect((await loanOf(api, matured.id)).isActive).toBe(false);
  });
});

describe('an extra payment of exactly the balance (item 8)', () => {
  it('is accepted on a day between due dates, by the what-if and by recording, and pays the loan off', async () => {
    const { api, user } = await signIn(t, 'payoffexact@example.com');
    const loan = await createLoan(api, HOUSE);
    const balance = loan.currentBalance;
    const over = ((centsFromDb(balance) + 1) / 100).toFixed(2);
    const whatIf = await api.get(
      `/api/loans/${loan.id}/schedule?extraAmount=${balance}&extraDate=2026-11-21`,
    );
    expect(whatIf.statusCode).toBe(200);
    const view = whatIf.json() as ScheduleView;
    expect(view.whatIf?.newPayoffDate).toBe('2026-12-15');
    expect(view.rows.at(-1)).toMatchObject({ date: '2026-12-15', principal: '0.00', balance: '0.00' });
    // One cent more is refused by both, with the same message.
    const tooMuchWhatIf = await api.get(
      `/api/loans/${loan.id}/schedule?extraAmount=${over}&extraDate=2026-11-21`,
    );
    const tooMuch = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: over,
      paymentDate: '2026-11-21',
    });
    expect(tooMuchWhatIf.statusCode).toBe(400);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuchWhatIf.json().fields.extraAmount).toBe('Extra payment exceeds the outstanding balance');
    expect(tooMuch.json().fields.amount).toBe('Extra payment exceeds the outstanding balance');

    const res = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: balance,
      paymentDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(201);
    expect(await loanOf(api, loan.id)).toMatchObject({ currentBalance: '0.00', paidOffOn: '2026-11-21' });
    expect(await balanceOf(t, loan.accountId!)).toBe('0.00');
    // The period's interest is still due with the payment of 2026-12-15; nothing after it.
    t.clock.set('2027-03-01T12:00:00Z');
    try {
      const later = await signIn(t, 'payoffexact@example.com');
      expect((await loanOf(later.api, loan.id)).currentBalance).toBe('0.00');
      expect(await balanceOf(t, loan.accountId!)).toBe('0.00');
      await assertBooksBalance(t, user.id);
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
    const more = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: '0.01',
      paymentDate: '2026-11-21',
    });
    expect(more.statusCode).toBe(400);
  });

  it('accepts 0.01 in the final month while the last payment is still owed, in both', async () => {
    const { api, user } = await signIn(t, 'finalmonth@example.com');
    // One year from 2025-12-15: the last payment is due 2026-12-15, today is in its period.
    const loan = await createLoan(api, { ...CAR, termYears: 1, startDate: '2025-12-15' });
    expect(centsFromDb(loan.currentBalance)).toBeGreaterThan(1);
    const whatIf = await api.get(`/api/loans/${loan.id}/schedule?extraAmount=0.01&extraDate=2026-11-21`);
    expect(whatIf.statusCode).toBe(200);
    const res = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: '0.01',
      paymentDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(201);
    expect(centsFromDb((await loanOf(api, loan.id)).currentBalance)).toBe(
      centsFromDb(loan.currentBalance) - 1,
    );
    const rest = (await loanOf(api, loan.id)).currentBalance;
    const payoff = await api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: rest,
      paymentDate: '2026-11-21',
    });
    expect(payoff.statusCode).toBe(201);
    expect((await loanOf(api, loan.id)).currentBalance).toBe('0.00');
    await assertBooksBalance(t, user.id);
  });

  it('refuses a future date and a date before the start in the what-if as in recording', async () => {
    const { api } = await signIn(t, 'whatifdates@example.com');
    const loan = await createLoan(api, CAR);
    for (const [date, message] of [
      ['2026-11-22', 'Payment date cannot be in the future'],
      ['2025-06-29', 'Payment date must be on or after the loan start date'],
    ] as const) {
      const whatIf = await api.get(`/api/loans/${loan.id}/schedule?extraAmount=10&extraDate=${date}`);
      const record = await api.post(`/api/loans/${loan.id}/extra-payments`, {
        amount: '10',
        paymentDate: date,
      });
      expect([whatIf.statusCode, record.statusCode]).toEqual([400, 400]);
      expect(whatIf.json().fields.extraDate).toBe(message);
      expect(record.json().fields.paymentDate).toBe(message);
    }
  });
});

describe('interest saved (item 9)', () => {
  it('is computed for the current extras and terms: deleting an earlier extra or editing the rate', async () => {
    const { api } = await signIn(t, 'saved@example.com');
    const loan = await createLoan(api, HOUSE);
    const a = (
      await api.post(`/api/loans/${loan.id}/extra-payments`, { amount: '50000', paymentDate: '2025-01-10' })
    ).json() as ExtraPaymentView;
    const b = (
      await api.post(`/api/loans/${loan.id}/extra-payments`, { amount: '50000', paymentDate: '2025-06-10' })
    ).json() as ExtraPaymentView;
    const both = await loanOf(api, loan.id);
    const listed = await extrasOf(api, loan.id);
    expect(listed.map((e) => e.id)).toEqual([a.id, b.id]);
    // Each against the extras before it; together, what both save.
    expect(centsFromDb(listed[0]!.interestSaved) + centsFromDb(listed[1]!.interestSaved)).toBe(
      centsFromDb(loan.totalInterest) - centsFromDb(both.totalInterest),
    );
    expect(listed[1]!.interestSaved).toBe(b.interestSaved);

    expect((await api.delete(`/api/loans/${loan.id}/extra-payments/${a.id}`)).statusCode).toBe(204);
    const onlyB = await loanOf(api, loan.id);
    const [bAlone] = await extrasOf(api, loan.id);
    const savedAlone = centsFromDb(loan.totalInterest) - centsFromDb(onlyB.totalInterest);
    expect(centsFromDb(bAlone!.interestSaved)).toBe(savedAlone);
    expect(savedAlone).toBeGreaterThan(centsFromDb(b.interestSaved));

    // A new rate: B saves what it saves at that rate.
    const edited = (
      await api.put(`/api/loans/${loan.id}`, { ...HOUSE, interestRate: '4' })
    ).json() as LoanView;
    const plain = await createLoan(api, { ...HOUSE, name: 'Same terms, no extras', interestRate: '4' });
    const [bAt4] = await extrasOf(api, loan.id);
    expect(centsFromDb(bAt4!.interestSaved)).toBe(
      centsFromDb(plain.totalInterest) - centsFromDb(edited.totalInterest),
    );
    expect(bAt4!.interestSaved).not.toBe(bAlone!.interestSaved);
  });
});
