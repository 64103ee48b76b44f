import { describe, expect, it } from 'vitest';
import { monthlyAmountText } from './monthly-text';

describe('monthlyAmountText', () => {
  it.each([
    ['600.00', 'biweekly', 'USD', '$1,302.00'],
    ['15.50', 'weekly', 'EUR', '€67.12'],
    ['15.500', 'weekly', 'KWD', 'KWD 67.115'],
    ['1000', 'weekly', 'JPY', '¥4,330'],
    ['12.345', 'monthly', 'USD', '—'],
    ['12.00', 'monthly', 'XXX1', '—'],
  ] as const)('%s %s in %s is %s a month', (amount, frequency, currency, text) => {
    expect(monthlyAmountText(amount, frequency, currency).replace(/\s/g, ' ')).toBe(text);
  });
});
