import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mustParseBigCents } from '../../domain/big-cents';
import type { AccountDto } from '../../shared/accounts';
import type { BudgetDetail } from '../../shared/budgets';
import type { CashFlowForecastDto } from '../../shared/cash-flow-forecast';
import type { CategoryDto } from '../../shared/categories';
import type { ScheduleView } from '../../shared/loan-views';
import type { CashFlowSummary, MonthActuals, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { CAR, createLoan } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// One meaning of expenses (docs/decisions/132): a month's actual expenses are the expense categories'
// posted lines plus loan interest, and every endpoint that reports them says the same number.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let who: SignedIn;
let checking: AccountDto;
let food: string;
let schedule: ScheduleView;

const plus = (...amounts: string[]) => {
  const sum = amounts.reduce((s, a) => s + mustParseBigCents(a), 0n);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

async function post(body: TransactionInput): Promise<void> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
}

const spend = (amount: string, date: string): TransactionInput => ({
  amount,
  type: 'expense',
  description: `Food ${amount}`,
  transactionDate: date,
  accountId: checking.id,
  categoryId: food,
});

/** The schedule's row due in `month` ('YYYY-MM'). */
const rowIn = (month: string) => {
  const row = schedule.rows.find((r) => r.date.startsWith(month));
  if (!row) throw new Error(`no payment in ${month}`);
  return row;
};

async function summary(): Promise<CashFlowSummary> {
  const res = await who.api.get('/api/cash-flow/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CashFlowSummary>();
}

const monthOf = (s: CashFlowSummary, month: string): MonthActuals => {
  const found = s.actuals.find((a) => a.month === month);
  if (!found) throw new Error(`no actuals for ${month}`);
  return found;
};

beforeAll(async () => {
  // The test clock starts on 2026-11-21: a loan starts today, paid from checking.
  t = await startTestApp();
  who = await signIn(t, 'spender@example.com');
  checking = await createAccount(who.api, asset({ currentBalance: '20000.00' }));
  const savings = await createAccount(
    who.api,
    asset({ accountName: 'Savings', accountNumber: 'SAV-1', accountSubtype: 'savings', currentBalance: '0' }),
  );
  const categories = (await who.api.get('/api/budget-categories')).json<CategoryDto[]>();
  food = categories.find((c) => c.name === 'Food')?.id ?? '';
  const loan = await createLoan(who.api, {
    ...CAR,
    principal: '12000.00',
    interestRate: '6',
    termYears: 1,
    startDate: '2026-11-21',
    fundingAccountId: checking.id,
  });
  // Two months later: the December and January payments are posted from checking.
  t.clock.advance(65 * DAY);
  who = await signIn(t, 'spender@example.com');
  await post(spend('100.00', '2026-12-10'));
  await post(spend('40.00', '2027-01-05'));
  await post({
    amount: '500.00',
    type: 'transfer',
    description: 'To savings',
    transactionDate: '2027-01-06',
    accountId: checking.id,
    toAccountId: savings.id,
  });
  const res = await who.api.get(`/api/loans/${loan.id}/schedule`);
  expect(res.statusCode, res.body).toBe(200);
  schedule = res.json<ScheduleView>();
});
afterAll(async () => {
  await t.close();
});

describe('one meaning of expenses', () => {
  it('a month’s expenses are its posted expenses plus its loan interest, never the principal', async () => {
    const s = await summary();
    const december = monthOf(s, '2026-12');
    const dec = rowIn('2026-12');
    expect(mustParseBigCents(dec.interest)).toBeGreaterThan(0n);
    expect(december.expenses).toBe(plus('100.00', dec.interest));
    expect(december.loanInterest).toBe(dec.interest);
    // The principal repaid is a transfer to the loan: counting it would give expense + payment.
    expect(december.expenses).not.toBe(plus('100.00', dec.payment));
    expect(december.net).toBe(plus('0.00', `-${december.expenses}`));
    expect(december.expensesByCategory).toEqual(
      expect.arrayContaining([
        { categoryId: food, name: 'Food', amount: '100.00' },
        { categoryId: null, name: 'Loan interest', amount: dec.interest },
      ]),
    );
    expect(december.expensesByCategory).toHaveLength(2);
  });

  it('reports this month so far beside last month: the current month last, the transfer not spent', async () => {
    const s = await summary();
    expect(s.asOf).toBe('2027-01-25');
    const current = s.actuals.at(-1);
    const last = s.actuals.at(-2);
    expect(current?.month).toBe('2027-01');
    expect(last?.month).toBe('2026-12');
    expect(current?.expenses).toBe(plus('40.00', rowIn('2027-01').interest));
    expect(last?.expenses).toBe(plus('100.00', rowIn('2026-12').interest));
    // November: the loan started on the 21st, nothing was due yet.
    expect(monthOf(s, '2026-11').expenses).toBe('0.00');
  });

  it('the forecast’s past months say the same number', async () => {
    const s = await summary();
    const res = await who.api.get('/api/cash-flow-projections?months=1&from=2026-12');
    expect(res.statusCode, res.body).toBe(200);
    const past = res.json<CashFlowForecastDto>().past;
    expect(past.find((p) => p.month === '2026-12')?.actual.expenses).toBe(monthOf(s, '2026-12').expenses);
  });

  it('a budget keeps its category’s actuals and shows the period’s whole spending the same way', async () => {
    const s = await summary();
    const res = await who.api.post('/api/budgets', {
      name: 'December',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      items: [{ categoryId: food, amount: '200.00' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const budget = res.json<BudgetDetail>();
    expect(budget.items[0]?.actualAmount).toBe('100.00');
    expect(budget.totals.actualExpenses).toBe('100.00');
    expect(budget.periodActuals).toEqual({
      income: '0.00',
      expenses: monthOf(s, '2026-12').expenses,
      loanInterest: rowIn('2026-12').interest,
    });
  });
});
