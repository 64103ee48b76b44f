import { describe, expect, it } from 'vitest';
import { loanOriginationEntry, loanPaymentEntry, openingBalanceEntry, revaluationEntry } from './postings';
import type { JournalLine, LedgerAccount } from './types';

const debit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: amount, credit: 0 });
const credit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: 0, credit: amount });

const checking: LedgerAccount = { id: 'checking', accountType: 'ASSET', normalBalance: 'debit' };
const card: LedgerAccount = { id: 'card', accountType: 'LIABILITY', normalBalance: 'credit' };
const equityAccountId = 'equity';

describe('openingBalanceEntry', () => {
  it.each([
    [checking, 100_000, [debit('checking', 100_000), credit('equity', 100_000)]],
    [card, 100_000, [credit('card', 100_000), debit('equity', 100_000)]],
    [checking, -2_500, [credit('checking', 2_500), debit('equity', 2_500)]],
    [card, -700, [debit('card', 700), credit('equity', 700)]],
  ])('%o opened at %d', (account, amount, lines) => {
    expect(openingBalanceEntry({ account, amount, equityAccountId })).toEqual({
      description: 'Opening balance',
      lines,
    });
  });

  it('posts nothing for a zero opening balance', () => {
    expect(openingBalanceEntry({ account: checking, amount: 0, equityAccountId })).toBeNull();
  });

  it('keeps a given description', () => {
    expect(
      openingBalanceEntry({ account: checking, amount: 1, equityAccountId, description: 'Imported' })
        ?.description,
    ).toBe('Imported');
  });

  it('refuses fractional cents and the account as its own offset', () => {
    expect(() => openingBalanceEntry({ account: checking, amount: 0.5, equityAccountId })).toThrow(
      RangeError,
    );
    expect(() => openingBalanceEntry({ account: checking, amount: 1, equityAccountId: 'checking' })).toThrow(
      RangeError,
    );
  });
});

describe('revaluationEntry', () => {
  it.each([
    [checking, 1_000, 1_500, [debit('checking', 500), credit('equity', 500)]],
    [checking, 1_000, 400, [credit('checking', 600), debit('equity', 600)]],
    [checking, 300, -200, [credit('checking', 500), debit('equity', 500)]],
    [card, 1_000, 1_500, [credit('card', 500), debit('equity', 500)]],
    [card, 1_000, 400, [debit('card', 600), credit('equity', 600)]],
  ])('%o from %d to %d', (account, previousBalance, newBalance, lines) => {
    expect(revaluationEntry({ account, previousBalance, newBalance, equityAccountId })).toEqual({
      description: 'Value change',
      lines,
    });
  });

  it('posts nothing when the value is unchanged', () => {
    expect(
      revaluationEntry({ account: card, previousBalance: 42, newBalance: 42, equityAccountId }),
    ).toBeNull();
  });
});

describe('revaluationEntry to zero', () => {
  it.each([
    [checking, 2_000, [credit('checking', 2_000), debit('equity', 2_000)]],
    [checking, -300, [debit('checking', 300), credit('equity', 300)]],
    [card, 5_000, [debit('card', 5_000), credit('equity', 5_000)]],
  ])('%o with balance %d is emptied against equity', (account, balance, lines) => {
    expect(
      revaluationEntry({ account, previousBalance: balance, newBalance: 0, equityAccountId })?.lines,
    ).toEqual(lines);
  });

  it('posts nothing for an empty account', () => {
    expect(
      revaluationEntry({ account: card, previousBalance: 0, newBalance: 0, equityAccountId }),
    ).toBeNull();
  });
});

describe('loanPaymentEntry', () => {
  const accounts = {
    liabilityAccountId: 'mortgage',
    interestExpenseAccountId: 'interest',
    fundingAccountId: 'checking',
  };

  it('splits a payment into principal and interest', () => {
    expect(loanPaymentEntry({ ...accounts, principal: 40_000, interest: 120_000 })).toEqual({
      description: 'Loan payment',
      lines: [debit('mortgage', 40_000), debit('interest', 120_000), credit('checking', 160_000)],
    });
  });

  it('adds extra principal to the loan line', () => {
    expect(
      loanPaymentEntry({ ...accounts, principal: 40_000, interest: 120_000, extra: 10_000 })?.lines,
    ).toEqual([debit('mortgage', 50_000), debit('interest', 120_000), credit('checking', 170_000)]);
  });

  it('leaves out a zero interest line', () => {
    expect(loanPaymentEntry({ ...accounts, principal: 10_000, interest: 0 })?.lines).toEqual([
      debit('mortgage', 10_000),
      credit('checking', 10_000),
    ]);
  });

  it('posts nothing for a zero payment', () => {
    expect(loanPaymentEntry({ ...accounts, principal: 0, interest: 0, extra: 0 })).toBeNull();
  });

  it('refuses negative parts and shared accounts', () => {
    expect(() => loanPaymentEntry({ ...accounts, principal: -1, interest: 5 })).toThrow(RangeError);
    expect(() => loanPaymentEntry({ ...accounts, principal: 1, interest: 5, extra: -1 })).toThrow(RangeError);
    expect(() =>
      loanPaymentEntry({ ...accounts, fundingAccountId: 'mortgage', principal: 1, interest: 0 }),
    ).toThrow(RangeError);
  });
});

describe('loanOriginationEntry', () => {
  const base = { liabilityAccountId: 'mortgage', equityAccountId };

  it('buys an asset with a down payment', () => {
    expect(
      loanOriginationEntry({
        ...base,
        assetAccountId: 'house',
        assetPrice: 50_000_000,
        principal: 40_000_000,
      }),
    ).toEqual({
      description: 'Loan origination',
      lines: [debit('house', 50_000_000), credit('mortgage', 40_000_000), credit('equity', 10_000_000)],
    });
  });

  it('checks a given down payment against price minus principal', () => {
    const purchase = { ...base, assetAccountId: 'car', assetPrice: 3_000_000, principal: 2_500_000 };
    expect(loanOriginationEntry({ ...purchase, downPayment: 500_000 })?.lines).toHaveLength(3);
    expect(() => loanOriginationEntry({ ...purchase, downPayment: 499_999 })).toThrow(RangeError);
  });

  it('finances the full price with no equity line', () => {
    expect(
      loanOriginationEntry({ ...base, assetAccountId: 'car', assetPrice: 2_000_000, principal: 2_000_000 })
        ?.lines,
    ).toEqual([debit('car', 2_000_000), credit('mortgage', 2_000_000)]);
  });

  it('debits equity on a cash-out', () => {
    expect(
      loanOriginationEntry({ ...base, assetAccountId: 'house', assetPrice: 1_000_000, principal: 1_200_000 })
        ?.lines,
    ).toEqual([debit('house', 1_000_000), credit('mortgage', 1_200_000), debit('equity', 200_000)]);
  });

  it('without a purchase, debits equity or the proceeds account', () => {
    expect(loanOriginationEntry({ ...base, principal: 1_500_000 })?.lines).toEqual([
      debit('equity', 1_500_000),
      credit('mortgage', 1_500_000),
    ]);
    expect(
      loanOriginationEntry({ ...base, principal: 1_500_000, proceedsAccountId: 'checking' })?.lines,
    ).toEqual([debit('checking', 1_500_000), credit('mortgage', 1_500_000)]);
  });

  it('posts nothing for a zero loan with no purchase', () => {
    expect(loanOriginationEntry({ ...base, principal: 0 })).toBeNull();
    expect(loanOriginationEntry({ ...base, principal: 0, downPayment: 0 })).toBeNull();
  });

  it('refuses inconsistent inputs', () => {
    expect(() => loanOriginationEntry({ ...base, principal: 1, assetPrice: 5 })).toThrow(RangeError);
    expect(() => loanOriginationEntry({ ...base, principal: 1, assetAccountId: 'house' })).toThrow(
      RangeError,
    );
    expect(() => loanOriginationEntry({ ...base, principal: 1, downPayment: 5 })).toThrow(RangeError);
    expect(() => loanOriginationEntry({ ...base, principal: -1 })).toThrow(RangeError);
    expect(() =>
      loanOriginationEntry({
        ...base,
        principal: 1,
        assetAccountId: 'house',
        assetPrice: 2,
        proceedsAccountId: 'x',
      }),
    ).toThrow(RangeError);
    expect(() =>
      loanOriginationEntry({ ...base, principal: 1, assetAccountId: 'mortgage', assetPrice: 2 }),
    ).toThrow(RangeError);
  });
});
