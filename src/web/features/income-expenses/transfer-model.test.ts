import { describe, expect, it } from 'vitest';
import type { AccountDto } from '../../../shared/account-dtos';
import { TRANSACTION_MESSAGES } from '../../../shared/transactions';
import { accountOptionLabel, postingAccounts } from './posting-accounts';
import {
  impliedRateText,
  initialTransfer,
  transferErrors,
  transferErrorsFromFields,
  transferFormOf,
  transferPayload,
} from './transfer-model';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('the transfer form', () => {
  it('starts on today, from the page’s account', () => {
    expect(initialTransfer('2026-03-01', { fromAccountId: A })).toEqual({
      fromAccountId: A,
      toAccountId: '',
      amount: '',
      receivedAmount: '',
      date: '2026-03-01',
      description: '',
      notes: '',
    });
  });

  it('sends a transfer with no category and a default description naming the destination', () => {
    const form = { ...initialTransfer('2026-03-01', { fromAccountId: A, toAccountId: B }), amount: '200' };
    expect(transferPayload(form, 'Visa')).toEqual({
      amount: '200.00',
      type: 'transfer',
      description: 'Transfer to Visa',
      transactionDate: '2026-03-01',
      isRecurring: false,
      recurringFrequency: null,
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
      tags: [],
      accountId: A,
      toAccountId: B,
      categoryId: null,
      notes: null,
    });
    expect(transferPayload({ ...form, description: ' Card ' }, undefined).description).toBe('Card');
    // Notes go with it, trimmed; emptied, they are removed.
    expect(transferPayload({ ...form, notes: ' paid the May statement ' }, 'Visa').notes).toBe(
      'paid the May statement',
    );
    expect(transferPayload({ ...form, notes: '  ' }, 'Visa').notes).toBeNull();
    expect(transferPayload({ ...form, toAccountId: '' }, undefined).description).toBe('Transfer');
    expect(transferErrors(transferPayload(form, 'Visa'))).toEqual({});
  });

  it('asks for the amount received between two currencies and shows the rate it implies (decision 152)', () => {
    const form = {
      ...initialTransfer('2026-03-01', { fromAccountId: A, toAccountId: B }),
      amount: '108.42',
    };
    const usdToEur = { from: 'USD', to: 'EUR' };
    expect(transferPayload(form, 'Sparkonto', usdToEur).receivedAmount).toBeNull();
    expect(transferErrors(transferPayload(form, 'Sparkonto', usdToEur), usdToEur)).toEqual({
      receivedAmount: TRANSACTION_MESSAGES.receivedAmountRequired,
    });
    const both = { ...form, receivedAmount: '100' };
    expect(transferPayload(both, 'Sparkonto', usdToEur)).toMatchObject({
      amount: '108.42',
      receivedAmount: '100.00',
    });
    expect(transferErrors(transferPayload(both, 'Sparkonto', usdToEur), usdToEur)).toEqual({});
    expect(impliedRateText(both, usdToEur)).toBe('1 USD = 0.922339051835 EUR');
    expect(impliedRateText({ ...both, receivedAmount: '' }, usdToEur)).toBeNull();
    // Within one currency no second amount is sent, whatever the hidden input still holds.
    expect(transferPayload(both, 'Savings', { from: 'USD', to: 'USD' })).not.toHaveProperty('receivedAmount');
    // A yen has no cents, on either side.
    const toYen = { from: 'EUR', to: 'JPY' };
    const yen = { ...form, amount: '10', receivedAmount: '1600.5' };
    expect(transferErrors(transferPayload(yen, 'Yucho', toYen), toYen)).toEqual({
      receivedAmount: 'JPY has no decimal places: enter a whole amount',
    });
    const fromYen = { from: 'JPY', to: 'EUR' };
    expect(transferErrors(transferPayload({ ...yen, amount: '100.5' }, 'x', fromYen), fromYen)).toEqual({
      amount: 'JPY has no decimal places: enter a whole amount',
    });
    expect(transferErrorsFromFields({ receivedAmount: 'no' })).toEqual({ receivedAmount: 'no' });
  });

  it('names the problem fields with the contract’s messages', () => {
    expect(transferErrors(transferPayload(initialTransfer('2026-03-01'), undefined))).toEqual({
      amount: TRANSACTION_MESSAGES.amountRequired,
      fromAccountId: TRANSACTION_MESSAGES.fromAccountRequired,
      toAccountId: TRANSACTION_MESSAGES.toAccountRequired,
    });
    const same = { ...initialTransfer('2026-03-01', { fromAccountId: A, toAccountId: A }), amount: '5' };
    expect(transferErrors(transferPayload(same, 'x'))).toEqual({
      toAccountId: TRANSACTION_MESSAGES.sameAccount,
    });
    expect(transferErrorsFromFields({ accountId: 'no', transactionDate: 'bad', tags: 'x' })).toEqual({
      fromAccountId: 'no',
      date: 'bad',
    });
  });

  it('is filled in from a stored transfer', () => {
    expect(
      transferFormOf({
        id: 't',
        amount: '200.00',
        receivedAmount: null,
        type: 'transfer',
        description: 'Card',
        transactionDate: '2026-03-02',
        cleared: false,
        reconciled: false,
        notes: null,
        splits: [],
        isRecurring: false,
        recurringFrequency: null,
        recurringStartDate: null,
        recurringEndDate: null,
        nextDueDate: null,
        tags: [],
        categoryId: null,
        budgetId: null,
        accountId: A,
        toAccountId: B,
        toAccountName: null,
        categoryName: null,
        journalEntryId: 'e',
        recurringParentId: null,
        occurrenceDate: null,
        createdAt: '2026-03-02T00:00:00.000Z',
      }),
    ).toEqual({
      fromAccountId: A,
      toAccountId: B,
      amount: '200.00',
      receivedAmount: '',
      date: '2026-03-02',
      description: 'Card',
      notes: '',
    });
  });
});

describe('postingAccounts', () => {
  const account = (patch: Partial<AccountDto>): AccountDto => ({
    id: 'x',
    accountName: 'x',
    accountNumber: '1',
    accountType: 'ASSET',
    accountSubtype: null,
    category: null,
    normalBalance: 'debit',
    currentBalance: '0.00',
    currency: 'USD',
    hasEntries: false,
    description: null,
    interestRate: null,
    minimumPayment: null,
    creditLimit: null,
    isActive: true,
    loanId: null,
    linkedLoanId: null,
    linkedAs: null,
    trackedSince: '2026-01-01',
    createdAt: '',
    updatedAt: '',
    ...patch,
  });

  it('offers assets then liabilities by name, without loans’ accounts or archived ones', () => {
    const list = [
      account({ id: 'visa', accountName: 'Visa', accountType: 'LIABILITY' }),
      account({ id: 'mortgage', accountName: 'Mortgage', accountType: 'LIABILITY', loanId: 'l' }),
      account({ id: 'savings', accountName: 'Savings' }),
      account({ id: 'old', accountName: 'Old', isActive: false }),
      account({ id: 'checking', accountName: 'Checking', linkedLoanId: 'l' }),
    ];
    expect(postingAccounts(list).map((a) => a.id)).toEqual(['checking', 'savings', 'visa']);
    expect(postingAccounts(undefined)).toEqual([]);
    expect(accountOptionLabel(list[0]!)).toBe('Visa (liability)');
    expect(accountOptionLabel(list[2]!)).toBe('Savings');
  });
});
