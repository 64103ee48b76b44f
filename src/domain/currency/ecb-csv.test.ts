import { describe, expect, it } from 'vitest';
import { ECB_LIMITS, parseEcbRates, RateFileError } from './ecb-csv';
import { formatRate } from './rate';

// The ECB's historical layout: newest first, EUR base, N/A for a missing value, a trailing comma.
const ECB = [
  'Date,USD,JPY,BGN,CYP,CZK,GBP,HRK,ISK,KRW,',
  '2026-11-20,1.0412,161.4,1.9558,N/A,25.282,0.83178,N/A,145.5,1460.8,',
  '2026-11-19,1.0443,162.5,1.9558,N/A,25.301,0.83258,N/A,145.7,1463.77,',
  '1999-01-04,1.1789,133.73,N/A,0.58231,35.107,0.7111,N/A,81.48,1398.59,',
].join('\r\n');

describe('parseEcbRates', () => {
  it('reads every supported value as 1 EUR = value CODE and counts what it skips', () => {
    const file = parseEcbRates(ECB, '2026-11-26');
    expect(file.rows).toBe(3);
    expect(file.unsupportedCodes).toEqual(['CYP', 'HRK']);
    expect(file.skipped).toEqual({
      notAvailable: 6,
      unsupportedCurrency: 1,
      badValue: 0,
      badDate: 0,
      future: 0,
    });
    expect(file.rates).toHaveLength(20);
    const text = file.rates.map((r) => `${r.date} ${r.base}/${r.quote} ${formatRate(r.rate)}`);
    expect(text.slice(0, 7)).toEqual([
      '2026-11-20 EUR/USD 1.0412',
      '2026-11-20 EUR/JPY 161.4',
      '2026-11-20 EUR/BGN 1.9558',
      '2026-11-20 EUR/CZK 25.282',
      '2026-11-20 EUR/GBP 0.83178',
      '2026-11-20 EUR/ISK 145.5',
      '2026-11-20 EUR/KRW 1460.8',
    ]);
    expect(text).toContain('1999-01-04 EUR/CZK 35.107');
  });

  it('skips values dated after today, on lines with a bad date, and that are not rates', () => {
    const file = parseEcbRates(
      [
        'Date,USD,JPY',
        '2026-11-27,1.05,160',
        '2026-02-30,1.05,160',
        '2026-11-20,0,abc',
        '2026-11-19,1.04,',
      ].join('\n'),
      '2026-11-26',
    );
    expect(file.skipped).toEqual({
      notAvailable: 1,
      unsupportedCurrency: 0,
      badValue: 2,
      badDate: 2,
      future: 2,
    });
    expect(file.rates.map((r) => `${r.date} ${r.quote}`)).toEqual(['2026-11-19 USD']);
  });

  it('reads a byte-order mark, quotes, lower-case codes and blank lines', () => {
    const file = parseEcbRates('\uFEFF"Date","usd"\n\n"2026-11-20","1.0412"\n', '2026-11-26');
    expect(file.rates.map((r) => `${r.quote} ${formatRate(r.rate)}`)).toEqual(['USD 1.0412']);
  });

  it.each([
    ['', /header/],
    ['USD,JPY\n1,2', /header/],
    ['Date,\n2026-11-20,', /no currency/],
    ['Date,USD,USD\n2026-11-20,1,1', /USD twice/],
    ['Date,US Dollar\n2026-11-20,1', /not a currency code/],
    ['Date,USD\n', /no rates/],
  ])('refuses %j', (text, message) => {
    expect(() => parseEcbRates(text, '2026-11-26')).toThrow(message);
  });

  it('refuses a file past its limits as too large', () => {
    const rows = Array.from({ length: ECB_LIMITS.rows + 1 }, () => '2026-11-20,N/A');
    try {
      parseEcbRates(['Date,USD', ...rows].join('\n'), '2026-11-26');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RateFileError);
      expect((error as RateFileError).tooLarge).toBe(true);
    }
    expect(() => parseEcbRates(`Date,USD\n${'x'.repeat(ECB_LIMITS.bytes)}`, '2026-11-26')).toThrow(/5 MB/);
  });
});
