import { describe, expect, it } from 'vitest';
import {
  centsIn,
  centsOf,
  chartAmount,
  chartMoneyIn,
  compactMoneyIn,
  currencySymbol,
  formatCents,
  missingRateText,
  moneyIn,
  percentText,
  totalInEachCurrency,
  trimRate,
  typedCents,
  usd,
} from './money-text';

describe('money text', () => {
  it('reads stored amounts as cents', () => {
    expect([centsOf('12.34'), centsOf('-0.05'), centsOf('x')]).toEqual([1234, -5, null]);
  });

  it('shows cents as dollars, or a dash when unknown', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(null)).toBe('—');
    expect([usd('1234.5'), usd(null), usd(''), usd('x')]).toEqual(['$1,234.50', '—', '—', '—']);
  });

  it('shows cents in a currency, and the symbol an amount input puts before the number', () => {
    const shown = (text: string) => text.replace(/\u00a0/g, ' ');
    expect([centsIn(123456, 'EUR'), centsIn(-5, 'GBP'), centsIn(null, 'EUR')].map(shown)).toEqual([
      '€1,234.56',
      '-£0.05',
      '—',
    ]);
    expect(['USD', 'EUR', 'GBP', 'CHF', 'XYZ'].map(currencySymbol)).toEqual(['$', '€', '£', 'CHF', 'XYZ']);
  });

  it('totals amounts in each currency, never across them', () => {
    const shown = (text: string) => text.replace(/\u00a0/g, ' ');
    const amounts = [
      { amount: '300000.00', currency: 'EUR' },
      { amount: '12000.50', currency: 'GBP' },
      { amount: '0.50', currency: 'EUR' },
    ];
    expect(shown(totalInEachCurrency(amounts))).toBe('€300,000.50 + £12,000.50');
    expect(totalInEachCurrency(amounts.slice(1, 2))).toBe('£12,000.50');
    expect(totalInEachCurrency([])).toBe('—');
  });

  it('reads typed amounts: trimmed, unsigned, within the digits allowed', () => {
    expect([typedCents(' 12.5 '), typedCents(''), typedCents('-1'), typedCents('12345678901')]).toEqual([
      1250,
      null,
      null,
      null,
    ]);
    expect(typedCents('12345678901', 13)).toBe(1_234_567_890_100);
  });

  it('shows stored rates without trailing zeros', () => {
    expect([trimRate('19.9900'), trimRate('5.0000'), trimRate('7'), percentText('6.5000')]).toEqual([
      '19.99',
      '5',
      '7',
      '6.5%',
    ]);
  });
});

describe('moneyIn', () => {
  it.each([
    ['1234.5', 'USD', '$1,234.50'],
    ['-1234.56', 'USD', '-$1,234.56'],
    ['1234.5', 'EUR', '€1,234.50'],
    ['900.00', 'GBP', '£900.00'],
    ['150000.00', 'JPY', '¥150,000'],
    ['1.234', 'BHD', 'BHD 1.234'],
    ['123456789012345678.91', 'USD', '$123,456,789,012,345,678.91'],
  ])('%s %s -> %s', (text, currency, shown) => {
    expect(moneyIn(text, currency).replace(/\u00a0/g, ' ')).toBe(shown);
  });

  it.each([[null], [undefined], [''], ['12,34'], ['1e5']])('%s is no amount', (text) => {
    expect(moneyIn(text, 'USD')).toBe('—');
  });

  it('shows an unknown currency as no amount, never as dollars', () => {
    expect(moneyIn('10.00', 'XYZ')).toBe('—');
  });
});

describe('report figures in the base currency (decision 153)', () => {
  it('charts read any decimals and show ticks and tooltips in the currency', () => {
    expect(chartAmount('151507')).toBe(151507);
    expect(chartAmount('-12.345')).toBe(-12.345);
    expect(chartAmount('nonsense')).toBe(0);
    expect(chartMoneyIn('JPY')(151507.4)).toBe('¥151,507');
    expect(chartMoneyIn('EUR')(1234.5)).toBe('€1,234.50');
    expect(compactMoneyIn('EUR')(12_300)).toBe('€12.3K');
    expect(compactMoneyIn('USD')(-2_500_000)).toBe('-$2.5M');
  });

  it('names what a missing rate leaves out, and the first rate after it', () => {
    const missing = {
      currency: 'EUR',
      baseCurrency: 'USD',
      date: '2026-11-20',
      nextKnownDate: null,
      accounts: [{ accountName: 'Girokonto' }, { accountName: 'Sparbuch' }],
    };
    expect(missingRateText(missing)).toBe(
      'Leaves out Girokonto, Sparbuch (EUR): no EUR→USD rate on or before 2026-11-20.',
    );
    expect(missingRateText({ ...missing, accounts: [], nextKnownDate: '2026-11-21' })).toBe(
      'Leaves out amounts in EUR: no EUR→USD rate on or before 2026-11-20 (the first is dated 2026-11-21).',
    );
  });
});
