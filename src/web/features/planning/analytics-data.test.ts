import { describe, expect, it } from 'vitest';
import type { BalanceSheetDto } from '../../../shared/accounts';
import {
  allocation,
  allocationCaption,
  loansByCurrency,
  loansCaption,
  spendingByCategory,
} from './analytics-data';

describe('allocation', () => {
  it('lists positive asset subtypes largest first, with the top share in the caption', () => {
    const sheet = {
      bySubtype: [
        { accountType: 'ASSET', accountSubtype: 'checking', total: '2500.00', count: 1 },
        { accountType: 'ASSET', accountSubtype: 'brokerage', total: '7500.00', count: 1 },
        { accountType: 'ASSET', accountSubtype: 'savings', total: '0.00', count: 1 },
        { accountType: 'LIABILITY', accountSubtype: 'credit_card', total: '900.00', count: 1 },
      ],
    } as unknown as BalanceSheetDto;
    const slices = allocation(sheet);
    expect(slices.map((s) => s.amount)).toEqual(['7500.00', '2500.00']);
    expect(allocationCaption(slices)).toMatch(/\$7,500\.00 \(75\.0 %\) of \$10,000\.00\.$/);
  });

  it('reads a base currency of three decimal places exactly', () => {
    const sheet = {
      bySubtype: [
        { accountType: 'ASSET', accountSubtype: 'checking', total: '250.125', count: 1 },
        { accountType: 'ASSET', accountSubtype: 'savings', total: '750.375', count: 1 },
      ],
    } as unknown as BalanceSheetDto;
    const slices = allocation(sheet);
    expect(slices.map((s) => s.amount)).toEqual(['750.375', '250.125']);
    expect(allocationCaption(slices, 'KWD')).toMatch(/KWD\s750\.375 \(75\.0 %\) of KWD\s1,000\.500\.$/);
  });
});

describe('spendingByCategory', () => {
  it('orders categories by their 12-month total and names the largest', () => {
    const result = spendingByCategory([
      {
        month: '2026-10',
        income: '0',
        expenses: '30.00',
        loanInterest: '0.00',
        net: '0',
        expensesByCategory: [{ categoryId: 'a', name: 'Food', amount: '30.00' }],
      },
      {
        month: '2026-11',
        income: '0',
        expenses: '80.00',
        loanInterest: '0.00',
        net: '0',
        expensesByCategory: [
          { categoryId: 'b', name: 'Housing', amount: '50.00' },
          { categoryId: 'a', name: 'Food', amount: '30.00' },
        ],
      },
    ]);
    expect(result.names).toEqual(['Food', 'Housing']);
    expect(result.rows[1]?.byName).toEqual({ Housing: '50.00', Food: '30.00' });
    expect(result.caption).toBe('You spent $110.00 in the last 12 months; the most on Food ($60.00).');
  });

  it('counts loan interest as spending, as its own category, and says so', () => {
    const result = spendingByCategory([
      {
        month: '2026-10',
        income: '0',
        expenses: '1866.64',
        loanInterest: '1836.64',
        net: '-1866.64',
        expensesByCategory: [
          { categoryId: null, name: 'Loan interest', amount: '1836.64' },
          { categoryId: 'a', name: 'Food', amount: '30.00' },
        ],
      },
    ]);
    expect(result.names).toEqual(['Loan interest', 'Food']);
    expect(result.caption).toBe(
      'You spent $1,866.64 in the last 12 months, loan interest included; the most on Loan interest ($1,836.64).',
    );
  });
});

describe('loansCaption', () => {
  it('sums the interest paid so far and still to come across the loans', () => {
    const car = {
      name: 'Car',
      currency: 'USD',
      principalPaid: '105.00',
      interestPaid: '10.00',
      principalToCome: '101.05',
      interestToCome: '8.95',
    };
    const home = { ...car, name: 'Home', interestPaid: '1000.10', interestToCome: '0.05' };
    expect(loansCaption([car, home])).toBe(
      'Across your loans you have paid $1,010.10 in interest so far, and $9.00 is still to come.',
    );
    expect(loansCaption([])).toBe('You have no loans.');
  });

  it('never adds loans of different currencies: one sum in each, and one chart each', () => {
    const base = { principalPaid: '1.00', principalToCome: '1.00', interestToCome: '0.00' };
    const home = { ...base, name: 'Home', currency: 'EUR', interestPaid: '1000.00' };
    const car = { ...base, name: 'Car', currency: 'GBP', interestPaid: '20.50' };
    const flat = { ...base, name: 'Flat', currency: 'EUR', interestPaid: '0.25' };
    expect(loansCaption([home, car, flat]).replace(/\u00a0/g, ' ')).toBe(
      'Across your loans you have paid €1,000.25 + £20.50 in interest so far, and €0.00 + £0.00 is still to come.',
    );
    expect(loansByCurrency([home, car, flat]).map((g) => [g.currency, g.splits.map((s) => s.name)])).toEqual([
      ['EUR', ['Home', 'Flat']],
      ['GBP', ['Car']],
    ]);
  });
});
