import { describe, expect, it } from 'vitest';
import { UnbalancedEntryError, UnknownLedgerAccountError } from './errors';
import { applyLinesToBalances, balancesFromLines, signedBalance } from './test-reference';
import type { JournalLine, LedgerAccount } from './types';
import { normalBalanceFor } from './types';

const debit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: amount, credit: 0 });
const credit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: 0, credit: amount });

const cash: LedgerAccount = { id: 'cash', accountType: 'ASSET', normalBalance: 'debit' };
const loan: LedgerAccount = { id: 'loan', accountType: 'LIABILITY', normalBalance: 'credit' };
const equity: LedgerAccount = { id: 'equity', accountType: 'EQUITY', normalBalance: 'credit' };
const accounts = new Map([cash, loan, equity].map((account) => [account.id, account]));

describe('normalBalanceFor', () => {
  it.each([
    ['ASSET', 'debit'],
    ['EXPENSE', 'debit'],
    ['LIABILITY', 'credit'],
    ['EQUITY', 'credit'],
    ['INCOME', 'credit'],
  ] as const)('%s is a %s account', (type, side) => {
    expect(normalBalanceFor(type)).toBe(side);
  });
});

describe('signedBalance', () => {
  it('measures a liability in credits', () => {
    expect(signedBalance('credit', [credit('loan', 500), debit('loan', 200)])).toBe(300);
  });

  it('measures an asset in debits, negative when overdrawn', () => {
    expect(signedBalance('debit', [debit('cash', 100), credit('cash', 250)])).toBe(-150);
  });

  it('is zero with no lines', () => {
    expect(signedBalance('debit', [])).toBe(0);
  });
});

describe('applyLinesToBalances', () => {
  it('returns new balances and leaves the input alone', () => {
    const before = new Map([['cash', 1000]]);
    const after = applyLinesToBalances(before, accounts, [debit('loan', 300), credit('cash', 300)]);
    expect(after).toEqual(
      new Map([
        ['cash', 700],
        ['loan', -300],
      ]),
    );
    expect(before).toEqual(new Map([['cash', 1000]]));
  });

  it('refuses unbalanced lines and unknown accounts', () => {
    expect(() => applyLinesToBalances(new Map(), accounts, [debit('cash', 1), credit('equity', 2)])).toThrow(
      UnbalancedEntryError,
    );
    expect(() => applyLinesToBalances(new Map(), accounts, [debit('cash', 1), credit('nowhere', 1)])).toThrow(
      UnknownLedgerAccountError,
    );
  });

  it('agrees with balances computed from scratch', () => {
    const lines = [debit('cash', 5000), credit('equity', 5000), debit('equity', 2000), credit('loan', 2000)];
    const applied = applyLinesToBalances(new Map(), accounts, lines);
    const fresh = balancesFromLines([cash, loan, equity], lines);
    expect(fresh).toEqual(
      new Map([
        ['cash', 5000],
        ['loan', 2000],
        ['equity', 3000],
      ]),
    );
    expect(applied).toEqual(fresh);
  });

  it('balancesFromLines refuses lines for unknown accounts', () => {
    expect(() => balancesFromLines([cash], [debit('cash', 1), credit('equity', 1)])).toThrow(
      UnknownLedgerAccountError,
    );
  });
});
