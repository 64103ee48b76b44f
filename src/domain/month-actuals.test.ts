import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustParseBigCents } from './big-cents';
import {
  actualsOf,
  LOAN_INTEREST_NAME,
  lastMonths,
  monthActuals,
  type PostedCategoryTotal,
} from './month-actuals';

const line = (overrides: Partial<PostedCategoryTotal>): PostedCategoryTotal => ({
  month: '2026-10',
  accountType: 'EXPENSE',
  loanInterest: false,
  categoryId: 'food',
  name: 'Food',
  net: 0n,
  ...overrides,
});

describe('actualsOf', () => {
  it.each([
    ['nothing posted', [], { income: '0.00', expenses: '0.00', loanInterest: '0.00', net: '0.00' }],
    [
      'an expense',
      [line({ net: 4250n })],
      { income: '0.00', expenses: '42.50', loanInterest: '0.00', net: '-42.50' },
    ],
    [
      'an expense and October’s mortgage interest',
      [
        line({ net: 10000n }),
        line({ loanInterest: true, categoryId: null, name: 'Interest Expense', net: 183664n }),
      ],
      { income: '0.00', expenses: '1936.64', loanInterest: '1836.64', net: '-1936.64' },
    ],
    [
      'income, credits to an income account',
      [line({ accountType: 'INCOME', categoryId: 'salary', name: 'Salary', net: -500000n })],
      { income: '5000.00', expenses: '0.00', loanInterest: '0.00', net: '5000.00' },
    ],
    [
      'a refund larger than the month’s spending',
      [line({ net: -1500n })],
      { income: '0.00', expenses: '-15.00', loanInterest: '0.00', net: '15.00' },
    ],
  ])('%s', (_, totals, expected) => {
    expect(actualsOf(totals)).toMatchObject(expected);
  });

  it('shows interest as its own "Loan interest" line, never under a category', () => {
    const figures = actualsOf([
      line({ net: 3000n }),
      line({ loanInterest: true, categoryId: null, name: 'Interest Expense', net: 5000n }),
    ]);
    expect(figures.expensesByCategory).toEqual([
      { categoryId: null, name: LOAN_INTEREST_NAME, amount: '50.00' },
      { categoryId: 'food', name: 'Food', amount: '30.00' },
    ]);
  });

  const totals = fc.array(
    fc.record({
      accountType: fc.constantFrom('INCOME' as const, 'EXPENSE' as const),
      loanInterest: fc.boolean(),
      categoryId: fc.constantFrom('food', 'rent', null),
      name: fc.constantFrom('Food', 'Rent', 'Uncategorized expense'),
      net: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
    }),
    { maxLength: 30 },
  );

  it('expenses are the sum of the breakdown, interest included; net is income − expenses', () => {
    fc.assert(
      fc.property(totals, (rows) => {
        const figures = actualsOf(
          rows.map((r) => ({ ...r, loanInterest: r.accountType === 'EXPENSE' && r.loanInterest })),
        );
        const byCategory = figures.expensesByCategory.reduce((s, c) => s + mustParseBigCents(c.amount), 0n);
        expect(byCategory).toBe(mustParseBigCents(figures.expenses));
        const interestLine = figures.expensesByCategory.find((c) => c.name === LOAN_INTEREST_NAME);
        expect(mustParseBigCents(interestLine?.amount ?? '0')).toBe(mustParseBigCents(figures.loanInterest));
        expect(mustParseBigCents(figures.net)).toBe(
          mustParseBigCents(figures.income) - mustParseBigCents(figures.expenses),
        );
      }),
    );
  });
});

describe('monthActuals', () => {
  it('keeps each month’s lines to that month, in the order of the months given', () => {
    const months = lastMonths('2026-11-21', 3);
    expect(months).toEqual(['2026-09', '2026-10', '2026-11']);
    const result = monthActuals(months, [
      line({ month: '2026-10', net: 100n }),
      line({ month: '2026-11', net: 7n }),
    ]);
    expect(result.map((m) => [m.month, m.expenses])).toEqual([
      ['2026-09', '0.00'],
      ['2026-10', '1.00'],
      ['2026-11', '0.07'],
    ]);
  });
});
