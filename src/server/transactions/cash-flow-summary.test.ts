import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budget, CashFlowSummary, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { budgets, loans, transactions } from '../db/schema';
import { apiClient, type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// The test clock starts on 2026-11-21.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function recurring(
  type: 'income' | 'expense',
  amount: string,
  frequency: TransactionInput['recurringFrequency'],
  end: string | null = null,
): TransactionInput {
  return {
    amount,
    type,
    description: `${type} ${frequency}`,
    transactionDate: '2026-11-01',
    isRecurring: true,
    recurringFrequency: frequency,
    recurringStartDate: null,
    recurringEndDate: end,
    nextDueDate: null,
    tags: [],
  };
}

async function add(who: SignedIn, body: TransactionInput): Promise<void> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
}

async function addLoan(userId: string, monthlyPayment: string, isActive = true): Promise<void> {
  await t.database.db.insert(loans).values({
    userId,
    name: `Loan ${monthlyPayment}`,
    principal: '100000.00',
    interestRate: '6.5000',
    termYears: 30,
    startDate: '2026-01-01',
    monthlyPayment,
    isActive,
  });
}

const summaryOf = async (who: SignedIn) => {
  const res = await who.api.get('/api/cash-flow/summary');
  expect(res.statusCode).toBe(200);
  return res.json<CashFlowSummary>();
};

describe('GET /api/cash-flow/summary', () => {
  it('is all zero with nothing recorded', async () => {
    const empty = await signIn(t, 'empty@example.com');
    expect(await summaryOf(empty)).toEqual({
      baseCurrency: 'USD',
      missingRates: [],
      monthlyIncome: '0.00',
      monthlyExpenses: '0.00',
      monthlyLoanPayments: '0.00',
      monthlyCashFlow: '0.00',
      recurringIncomeCount: 0,
      recurringExpenseCount: 0,
      asOf: '2026-11-21',
      actuals: expect.any(Array),
      typicalMonth: null,
    });
  });

  // Decision 187: spending that is only recorded (imported or entered) is set beside the recurring items.
  it('says what a typical recent month earned and spent, from the last complete months posted', async () => {
    const ivy = await signIn(t, 'ivy@example.com');
    const checking = await createAccount(
      ivy.api,
      asset({ currentBalance: '20000.00', balanceDate: '2026-07-01' }),
    );
    const spend = (date: string, amount: string) =>
      add(ivy, {
        ...recurring('expense', amount, null),
        description: `Groceries ${date}`,
        transactionDate: date,
        isRecurring: false,
        accountId: checking.id,
      });
    // August is the first month with anything posted; November is not complete and is left out.
    await spend('2026-08-14', '900.00');
    await spend('2026-09-02', '1200.00');
    await spend('2026-09-20', '300.00');
    await spend('2026-10-05', '1000.01');
    await spend('2026-11-03', '5000.00');
    // Pay recorded in October only, 2,800 over three months: 933.33 a month.
    await add(ivy, {
      ...recurring('income', '2800.00', null),
      description: 'Acme payroll',
      transactionDate: '2026-10-01',
      isRecurring: false,
      accountId: checking.id,
    });
    await add(ivy, recurring('expense', '15.49', 'monthly'));
    const summary = await summaryOf(ivy);
    expect(summary.monthlyExpenses).toBe('15.49');
    // (900 + 1,500 + 1,000.01) / 3 = 1,133.3366… → 1,133.34
    expect(summary.typicalMonth).toEqual({
      income: '933.33',
      expenses: '1133.34',
      months: ['2026-08', '2026-09', '2026-10'],
    });
    // Another user's books are not theirs.
    expect((await summaryOf(await signIn(t, 'jack@example.com'))).typicalMonth).toBeNull();
  });

  it('converts each running recurring item with the spec factors and subtracts active loans', async () => {
    const erin = await signIn(t, 'erin@example.com');
    await add(erin, recurring('income', '2000.00', 'biweekly')); // 4,340.00
    await add(erin, recurring('income', '1200.00', 'yearly')); // 99.60
    await add(erin, recurring('income', '300.00', 'quarterly')); // 99.00
    await add(erin, recurring('expense', '150.00', 'weekly')); // 649.50
    await add(erin, recurring('expense', '10.00', 'daily')); // 304.40
    await add(erin, recurring('expense', '1500.00', 'monthly')); // 1,500.00
    await add(erin, recurring('expense', '0.05', 'weekly')); // 0.2165 -> 0.22
    // Ignored: a one-off, a series that ended yesterday. Counted: one ending today.
    await add(erin, {
      ...recurring('income', '999.00', 'monthly'),
      isRecurring: false,
      recurringFrequency: null,
    });
    await add(erin, recurring('expense', '500.00', 'monthly', '2026-11-20'));
    await add(erin, recurring('income', '100.00', 'monthly', '2026-11-21'));
    await addLoan(erin.user.id, '1200.50');
    await addLoan(erin.user.id, '300.25');
    await addLoan(erin.user.id, '999.99', false);

    const summary = await summaryOf(erin);
    expect(summary).toEqual({
      baseCurrency: 'USD',
      missingRates: [],
      monthlyIncome: '4638.60',
      monthlyExpenses: '2454.12',
      monthlyLoanPayments: '1500.75',
      // 4,638.60 - 2,454.12 - 1,500.75
      monthlyCashFlow: '683.73',
      recurringIncomeCount: 4,
      recurringExpenseCount: 4,
      asOf: '2026-11-21',
      // Projections without an account post nothing: every month's actuals are zero, and there is
      // no typical recorded month.
      typicalMonth: null,
      actuals: expect.arrayContaining([
        {
          month: '2026-11',
          income: '0.00',
          expenses: '0.00',
          loanInterest: '0.00',
          net: '0.00',
          expensesByCategory: [],
        },
      ]),
    });

    // A day later the series that ended today drops out.
    t.clock.advance(24 * 3600 * 1000);
    const later = await summaryOf(erin);
    expect([later.monthlyIncome, later.recurringIncomeCount, later.asOf]).toEqual([
      '4538.60',
      3,
      '2026-11-22',
    ]);
    t.clock.set('2026-11-21T12:00:00Z');
  });

  it('can be negative, and stays exact beyond a safe integer of cents', async () => {
    const frank = await signIn(t, 'frank@example.com');
    await add(frank, recurring('expense', '100.00', 'monthly'));
    expect((await summaryOf(frank)).monthlyCashFlow).toBe('-100.00');
    // 300 daily items of 9,999,999,999.99 add up to more than 2^53 cents.
    // Inserted in one batch: through the API this would take seconds.
    const big = {
      userId: frank.user.id,
      amount: '9999999999.99',
      type: 'income',
      description: 'big',
      transactionDate: '2026-11-01',
      isRecurring: true,
      recurringFrequency: 'daily',
    };
    await t.database.db.insert(transactions).values(Array.from({ length: 300 }, () => big));
    const summary = await summaryOf(frank);
    // each: 999,999,999,999 cents x 30.44 = 30,439,999,999,969.56 -> 30,439,999,999,970 cents
    expect(summary.monthlyIncome).toBe(`${(30_439_999_999_970n * 300n) / 100n}.00`);
    expect(summary.monthlyCashFlow).toBe(`${(30_439_999_999_970n * 300n - 10_000n) / 100n}.00`);
  });

  it('counts only the signed-in user’s items and loans', async () => {
    const gina = await signIn(t, 'gina@example.com');
    const hank = await signIn(t, 'hank@example.com');
    await add(gina, recurring('income', '3000.00', 'monthly'));
    await addLoan(gina.user.id, '800.00');
    expect(await summaryOf(hank)).toMatchObject({
      monthlyIncome: '0.00',
      monthlyLoanPayments: '0.00',
      recurringIncomeCount: 0,
    });
    expect(await summaryOf(gina)).toMatchObject({ monthlyIncome: '3000.00', monthlyCashFlow: '2200.00' });
  });

  it('needs a signed-in user', async () => {
    expect((await apiClient(t).get('/api/cash-flow/summary')).statusCode).toBe(401);
  });
});

describe('GET /api/budgets', () => {
  it('lists the signed-in user’s budgets only, newest start first', async () => {
    const ivy = await signIn(t, 'ivy@example.com');
    const jack = await signIn(t, 'jack@example.com');
    await t.database.db.insert(budgets).values([
      { userId: ivy.user.id, name: 'Old', startDate: '2025-01-01', isActive: false, totalIncome: '10' },
      { userId: ivy.user.id, name: 'Current', startDate: '2026-11-01', totalExpenses: '2500.5' },
      { userId: jack.user.id, name: 'Jack’s', startDate: '2026-11-01' },
    ]);
    const list = (await ivy.api.get('/api/budgets')).json<Budget[]>();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Current',
        isActive: true,
        totalIncome: '0.00',
        totalExpenses: '2500.50',
        endDate: null,
      }),
      expect.objectContaining({
        name: 'Old',
        isActive: false,
        totalIncome: '10.00',
        startDate: '2025-01-01',
      }),
    ]);
    const empty = await signIn(t, 'nobudget@example.com');
    expect((await empty.api.get('/api/budgets')).json()).toEqual([]);
    expect((await apiClient(t).get('/api/budgets')).statusCode).toBe(401);
  });
});
