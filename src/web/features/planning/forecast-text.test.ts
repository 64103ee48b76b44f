import { describe, expect, it } from 'vitest';
import type { CashFlowForecastDto } from '../../../shared/cash-flow-forecast';
import { forecastCaption, negativeBalanceWarning } from './forecast-text';

const forecast = (startingBalance: string, balances: string[]): CashFlowForecastDto => {
  const months = balances.map((balance, i) => ({
    month: `2026-${String(11 + i).padStart(2, '0')}`.replace('2026-13', '2027-01'),
    income: '0.00',
    expenses: '0.00',
    loanPayments: '0.00',
    net: '0.00',
    balance,
    note: null,
  }));
  const firstNegative = months.find((m) => m.balance.startsWith('-'))?.month ?? null;
  return {
    asOf: '2026-11-28',
    baseCurrency: 'USD',
    startingBalance,
    months,
    firstNegativeMonth: firstNegative,
    past: [],
    missingRates: [],
  };
};

describe('the forecast’s sentences', () => {
  it.each<[string, string[], string, string | null]>([
    [
      '100.00',
      ['50.00', '10.00'],
      'Starting from $100.00 in your cash accounts today, the balance is projected at $10.00 by the end of Dec 2026. It stays at or above zero throughout.',
      null,
    ],
    [
      '100.00',
      ['50.00', '-10.00'],
      'Starting from $100.00 in your cash accounts today, the balance is projected at -$10.00 by the end of Dec 2026. It first drops below zero in Dec 2026.',
      'Your cash balance is projected to go negative in Dec 2026.',
    ],
    // Already overdrawn today: not "first drops below zero" this month.
    [
      '-500.00',
      ['-200.00', '0.00', '300.00'],
      'Starting from -$500.00 in your cash accounts today, the balance is projected at $300.00 by the end of Jan 2027. It is below zero today and projected back at zero or above by the end of Dec 2026.',
      'Your cash balance is below zero today.',
    ],
    [
      '-500.00',
      ['-600.00', '-700.00'],
      'Starting from -$500.00 in your cash accounts today, the balance is projected at -$700.00 by the end of Dec 2026. It is below zero today and stays below throughout.',
      'Your cash balance is below zero today.',
    ],
  ])('from %s through %o', (start, balances, caption, warning) => {
    const f = forecast(start, balances);
    expect(forecastCaption(f)).toBe(caption);
    expect(negativeBalanceWarning(f)).toBe(warning);
  });
});
