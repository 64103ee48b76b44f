import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money';
import {
  ASSET_CATEGORIES,
  accountInputSchema,
  categoryOfSubtype,
  LIABILITY_CATEGORIES,
  subtypeLabel,
} from './accounts';

const base = { accountName: 'Checking', accountNumber: '1', accountType: 'ASSET' } as const;

describe('account categories (docs/product.md §3)', () => {
  it('lists the spec subtypes per category', () => {
    expect(Object.fromEntries(ASSET_CATEGORIES.map((c) => [c.id, c.subtypes]))).toEqual({
      cash: ['checking', 'savings', 'money_market', 'cd', 'cash'],
      investment: ['brokerage', '401k', 'ira', 'roth_ira', 'mutual_fund', 'etf', 'stocks', 'bonds'],
      property: ['primary_residence', 'rental_property', 'vacation_home', 'commercial', 'land'],
      vehicle: ['car', 'truck', 'motorcycle', 'boat', 'rv', 'other_vehicle'],
      other: ['jewelry', 'art', 'business', 'equipment', 'other'],
    });
    expect(Object.fromEntries(LIABILITY_CATEGORIES.map((c) => [c.id, c.subtypes]))).toEqual({
      loan: ['mortgage', 'auto_loan', 'personal_loan', 'home_equity', 'heloc'],
      credit_card: ['credit_card', 'line_of_credit', 'store_card'],
      student_loan: ['federal_student', 'private_student', 'parent_plus'],
      business_debt: ['business_loan', 'business_credit', 'equipment_financing', 'merchant_advance'],
      other_debt: ['family_loan', 'payday_loan', 'other'],
    });
    expect(LIABILITY_CATEGORIES.filter((c) => 'calculator' in c).map((c) => c.id)).toEqual([
      'loan',
      'student_loan',
    ]);
  });

  it('finds a subtype’s category within its type', () => {
    expect(categoryOfSubtype('ASSET', 'other')?.id).toBe('other');
    expect(categoryOfSubtype('LIABILITY', 'other')?.id).toBe('other_debt');
    expect(categoryOfSubtype('ASSET', 'mortgage')).toBeUndefined();
  });

  it.each([
    ['money_market', 'Money Market'],
    ['401k', '401(k)'],
    ['roth_ira', 'Roth IRA'],
    ['heloc', 'HELOC'],
  ])('labels %s as %s', (subtype, label) => {
    expect(subtypeLabel(subtype)).toBe(label);
  });
});

describe('accountInputSchema', () => {
  it('derives the normal balance and the category, and defaults nothing it was not given', () => {
    expect(accountInputSchema.parse({ ...base, accountSubtype: 'roth_ira' })).toEqual({
      ...base,
      accountSubtype: 'roth_ira',
      category: 'investment',
      normalBalance: 'debit',
      currentBalance: undefined,
      description: null,
      interestRate: null,
      minimumPayment: null,
      creditLimit: null,
    });
    const card = accountInputSchema.parse({
      ...base,
      accountType: 'LIABILITY',
      category: 'credit_card',
      currentBalance: ' 12.3 ',
      interestRate: '6.125',
      minimumPayment: '',
      creditLimit: null,
    });
    expect(card).toMatchObject({
      normalBalance: 'credit',
      currentBalance: 1230,
      interestRate: 61_250,
      minimumPayment: null,
    });
  });

  it('reads back every amount the column holds, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }), (cents) => {
        const parsed = accountInputSchema.parse({ ...base, currentBalance: formatMoney(cents) });
        expect(parsed.currentBalance).toBe(cents);
      }),
    );
  });

  it('never accepts a number, so a float can never become a balance', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(accountInputSchema.safeParse({ ...base, currentBalance: value }).success).toBe(false);
      }),
    );
  });
});
