import { describe, expect, it } from 'vitest';
import { type AccountDto, ASSET_CATEGORIES, LIABILITY_CATEGORIES } from '../../../shared/accounts';
import { categoryOfAccount } from './account-category';
import { errorsFromFields, initialValues, toPayload, validateValues } from './form-model';

const cash = ASSET_CATEGORIES[0];
const card = LIABILITY_CATEGORIES[1];
const otherDebt = LIABILITY_CATEGORIES[4];

const account = (overrides: Partial<AccountDto>): AccountDto => ({
  id: 'a',
  accountName: 'Visa',
  accountNumber: '1',
  accountType: 'LIABILITY',
  accountSubtype: 'credit_card',
  category: null,
  normalBalance: 'credit',
  currentBalance: '250.00',
  currency: 'USD',
  hasEntries: false,
  description: null,
  interestRate: '19.9900',
  minimumPayment: '25.00',
  creditLimit: '5000.00',
  isActive: true,
  loanId: null,
  linkedLoanId: null,
  linkedAs: null,
  trackedSince: '2026-01-01',
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

describe('the account form', () => {
  it('states the balance as of today by default, or of the date the user gives (decision 125)', () => {
    const values = {
      ...initialValues(cash, undefined, '2026-11-21'),
      accountName: 'Checking',
      accountNumber: 'CHK',
      currentBalance: '4250.00',
    };
    expect(values.balanceDate).toBe('2026-11-21');
    expect(toPayload('ASSET', cash, values).balanceDate).toBe('2026-11-21');
    expect(toPayload('ASSET', cash, { ...values, balanceDate: '' }).balanceDate).toBeUndefined();
    expect(validateValues('ASSET', cash, { ...values, balanceDate: '2026-02-30' })).toEqual({
      balanceDate: 'Enter the date of this balance as YYYY-MM-DD',
    });
    expect(errorsFromFields({ balanceDate: 'The balance date cannot be in the future' })).toEqual({
      balanceDate: 'The balance date cannot be in the future',
    });
  });

  it('shows the spec messages for an empty asset form', () => {
    expect(validateValues('ASSET', cash, initialValues(cash))).toEqual({
      accountName: 'Asset name is required',
      accountNumber: 'Account number is required',
      currentBalance: 'Current value is required',
    });
  });

  it('shows the spec messages for an empty liability form', () => {
    expect(validateValues('LIABILITY', card, initialValues(card))).toEqual({
      accountName: 'Liability name is required',
      accountNumber: 'Account number is required',
      currentBalance: 'Current balance is required',
    });
  });

  it('sends the account payload of docs/product.md §3, with our liability extras', () => {
    const values = {
      ...initialValues(card),
      accountName: ' Visa ',
      accountNumber: '42',
      currentBalance: '10.5',
    };
    expect(toPayload('LIABILITY', card, { ...values, interestRate: '19.99', creditLimit: '5000' })).toEqual({
      accountName: 'Visa',
      accountNumber: '42',
      accountType: 'LIABILITY',
      accountSubtype: 'credit_card',
      category: 'credit_card',
      normalBalance: 'credit',
      currentBalance: '10.5',
      currency: 'USD',
      interestRate: '19.99',
      minimumPayment: null,
      creditLimit: '5000',
    });
    // A credit limit is for credit cards only, whatever the input holds.
    expect(toPayload('LIABILITY', otherDebt, { ...values, creditLimit: '5000' }).creditLimit).toBeNull();
    expect(validateValues('LIABILITY', card, { ...values, currentBalance: '1.234' })).toEqual({
      currentBalance: 'At most 2 decimal places',
    });
  });

  it('is in the base currency unless chosen, keeps an account’s own, and takes whole yen (issue 24)', () => {
    const values = {
      ...initialValues(cash, undefined, '2026-11-21', 'EUR'),
      accountName: 'Yucho',
      accountNumber: '1',
      currentBalance: '1000.50',
    };
    expect(values.currency).toBe('EUR');
    expect(toPayload('ASSET', cash, values).currency).toBe('EUR');
    expect(initialValues(card, account({ currency: 'GBP' }), '', 'EUR').currency).toBe('GBP');
    expect(validateValues('ASSET', cash, values)).toEqual({});
    expect(validateValues('ASSET', cash, { ...values, currency: 'JPY' })).toEqual({
      currentBalance: 'JPY has no decimal places: enter a whole amount',
    });
    expect(validateValues('ASSET', cash, { ...values, currency: 'JPY', currentBalance: '150000' })).toEqual(
      {},
    );
    expect(
      errorsFromFields({ currency: 'The currency of an account with entries cannot be changed' }),
    ).toEqual({
      currency: 'The currency of an account with entries cannot be changed',
    });
  });

  it('sends a description only for assets', () => {
    const values = { ...initialValues(cash), accountName: 'A', accountNumber: '1', currentBalance: '0' };
    expect(toPayload('ASSET', cash, { ...values, description: '  ' })).toMatchObject({ description: null });
    expect(toPayload('LIABILITY', card, { ...values, description: 'x' })).not.toHaveProperty('description');
  });

  it('edits an account under its own category, with its values', () => {
    expect(categoryOfAccount(account({})).id).toBe('credit_card');
    expect(categoryOfAccount(account({ category: 'other_debt', accountSubtype: null })).id).toBe(
      'other_debt',
    );
    expect(categoryOfAccount(account({ accountSubtype: null })).id).toBe('other_debt');
    expect(initialValues(card, account({}))).toMatchObject({ interestRate: '19.99', creditLimit: '5000.00' });
    expect(initialValues(card, account({ interestRate: '5.0000' })).interestRate).toBe('5');
  });

  it('maps server fields onto inputs and the rest onto the form', () => {
    expect(errorsFromFields({ accountName: 'x', accountType: 'y', _: 'z' })).toEqual({
      accountName: 'x',
      form: 'y',
    });
  });
});
