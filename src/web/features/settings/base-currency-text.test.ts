import { describe, expect, it } from 'vitest';
import type { SavedSettings } from '../../../shared/settings';
import { baseCurrencySavedText } from './base-currency-text';

const saved = (converted: SavedSettings['converted']): SavedSettings => ({
  timeZone: null,
  today: '2026-11-28',
  baseCurrency: 'EUR',
  converted,
});
const rate = { base: 'EUR', quote: 'USD', rate: '1.0842', rateDate: '2026-11-27' };

describe('baseCurrencySavedText', () => {
  it.each<[SavedSettings['converted'], string]>([
    [null, 'Totals are in EUR.'],
    [
      { from: 'USD', to: 'EUR', rate: null, budgetItems: 0, transactions: 0 },
      'Totals are in EUR. There were no budgets or items without an account to convert.',
    ],
    [
      { from: 'USD', to: 'EUR', rate, budgetItems: 3, transactions: 1 },
      'Totals are in EUR. Converted 3 budget amounts and 1 item without an account at 1 EUR = 1.0842 USD (rate of 2026-11-27).',
    ],
    [
      { from: 'USD', to: 'EUR', rate, budgetItems: 0, transactions: 2 },
      'Totals are in EUR. Converted 2 items without an account at 1 EUR = 1.0842 USD (rate of 2026-11-27).',
    ],
  ])('%j', (converted, expected) => {
    expect(baseCurrencySavedText(saved(converted))).toBe(expected);
  });
});
