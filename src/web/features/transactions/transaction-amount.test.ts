import { describe, expect, it } from 'vitest';
import { transactionAmountText } from './transaction-amount';

const currencies = new Map([
  ['usd', 'USD'],
  ['eur', 'EUR'],
  ['jpy', 'JPY'],
]);
const item = (patch: Partial<Parameters<typeof transactionAmountText>[0]>) => ({
  amount: '12.50',
  receivedAmount: null,
  accountId: 'eur',
  toAccountId: null,
  ...patch,
});

describe('transactionAmountText', () => {
  it('shows the amount in its account’s currency, the base one when the account is not known', () => {
    expect(transactionAmountText(item({}), currencies, 'USD')).toBe('€12.50');
    expect(transactionAmountText(item({ accountId: 'jpy', amount: '1500.00' }), currencies, 'USD')).toBe(
      '¥1,500',
    );
    expect(transactionAmountText(item({ accountId: null }), currencies, 'GBP')).toBe('£12.50');
  });

  it('shows both amounts of a transfer between two currencies', () => {
    expect(
      transactionAmountText(
        item({ accountId: 'usd', toAccountId: 'eur', amount: '108.42', receivedAmount: '100.00' }),
        currencies,
        'USD',
      ),
    ).toBe('$108.42 → €100.00');
    expect(transactionAmountText(item({ accountId: 'usd', toAccountId: 'eur' }), currencies, 'USD')).toBe(
      '$12.50',
    );
  });
});
