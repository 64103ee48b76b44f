import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet';
import type { LedgerAccount } from './types';

const accounts: LedgerAccount[] = [
  { id: 'checking', accountType: 'ASSET', normalBalance: 'debit' },
  { id: 'house', accountType: 'ASSET', normalBalance: 'debit' },
  { id: 'mortgage', accountType: 'LIABILITY', normalBalance: 'credit' },
  { id: 'card', accountType: 'LIABILITY', normalBalance: 'credit' },
  { id: 'equity', accountType: 'EQUITY', normalBalance: 'credit' },
  { id: 'salary', accountType: 'INCOME', normalBalance: 'credit' },
  { id: 'interest', accountType: 'EXPENSE', normalBalance: 'debit' },
];

describe('balanceSheet', () => {
  it('totals assets and liabilities and ignores the rest', () => {
    const balances = new Map([
      ['checking', -2_500],
      ['house', 40_000_000],
      ['mortgage', 32_000_000],
      ['card', 150_000],
      ['equity', 1],
      ['salary', 2],
      ['interest', 3],
    ]);
    expect(balanceSheet(accounts, balances)).toEqual({
      totalAssets: 39_997_500,
      totalLiabilities: 32_150_000,
      netWorth: 7_847_500,
    });
  });

  it('counts missing balances as zero', () => {
    expect(balanceSheet(accounts, new Map())).toEqual({ totalAssets: 0, totalLiabilities: 0, netWorth: 0 });
  });

  it('counts a contra account against its type', () => {
    const depreciation: LedgerAccount = { id: 'depreciation', accountType: 'ASSET', normalBalance: 'credit' };
    const house: LedgerAccount = { id: 'house', accountType: 'ASSET', normalBalance: 'debit' };
    const sheet = balanceSheet(
      [house, depreciation],
      new Map([
        ['house', 1_000],
        ['depreciation', 300],
      ]),
    );
    expect(sheet).toEqual({ totalAssets: 700, totalLiabilities: 0, netWorth: 700 });
  });
});
