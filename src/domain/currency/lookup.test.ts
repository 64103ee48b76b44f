import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates } from '../calendar';
import { convertWithLookup, createRateTable, datedRate, lookupRate } from './lookup';
import { rateOf } from './rate';

// The rate-lookup rule (decision 143).

const r = (date: string, base: string, quote: string, rate: string) =>
  datedRate(date, base, quote, rateOf(rate));
const RATES = [
  r('2026-01-02', 'EUR', 'USD', '1.10'),
  r('2026-01-05', 'EUR', 'USD', '1.12'),
  r('2026-01-09', 'EUR', 'USD', '1.08'),
  r('2026-01-07', 'USD', 'EUR', '0.9'),
  r('2026-01-09', 'USD', 'EUR', '0.95'),
  r('2026-01-03', 'USD', 'JPY', '150'),
];

describe('lookupRate', () => {
  it.each([
    // The latest on or before the date, direct or inverse.
    ['EUR', 'USD', '2026-01-02', 'EUR/USD 1.1 of 2026-01-02'],
    ['EUR', 'USD', '2026-01-04', 'EUR/USD 1.1 of 2026-01-02'],
    ['EUR', 'USD', '2026-01-05', 'EUR/USD 1.12 of 2026-01-05'],
    ['EUR', 'USD', '2026-01-06', 'EUR/USD 1.12 of 2026-01-05'],
    // The inverse pair dated later wins over an older direct one.
    ['EUR', 'USD', '2026-01-08', 'USD/EUR 0.9 of 2026-01-07 (inverse)'],
    // On one date the direct rate wins.
    ['EUR', 'USD', '2026-01-09', 'EUR/USD 1.08 of 2026-01-09'],
    ['USD', 'EUR', '2026-01-09', 'USD/EUR 0.95 of 2026-01-09'],
    ['USD', 'EUR', '2026-01-06', 'EUR/USD 1.12 of 2026-01-05 (inverse)'],
    ['JPY', 'USD', '2030-12-31', 'USD/JPY 150 of 2026-01-03 (inverse)'],
  ])('%s to %s on %s: %s', (from, to, date, expected) => {
    const found = lookupRate(RATES, from, to, date);
    if (found.kind !== 'found') throw new Error(`expected a rate, got ${JSON.stringify(found)}`);
    const { base, quote, rate } = found.pair;
    const text = `${base}/${quote} ${Number(rate.coefficient) / 10 ** rate.scale} of ${found.date}`;
    expect(found.inverse ? `${text} (inverse)` : text).toBe(expected);
  });

  it('answers missing, never 1, naming the currency and the nearest rate dates', () => {
    expect(lookupRate(RATES, 'EUR', 'USD', '2026-01-01')).toEqual({
      kind: 'missing',
      currency: 'EUR',
      to: 'USD',
      date: '2026-01-01',
      lastKnownDate: null,
      nextKnownDate: '2026-01-02',
    });
    expect(lookupRate(RATES, 'GBP', 'USD', '2026-01-05')).toEqual({
      kind: 'missing',
      currency: 'GBP',
      to: 'USD',
      date: '2026-01-05',
      lastKnownDate: null,
      nextKnownDate: null,
    });
    // No triangulation: EUR and JPY both have USD rates, but no EUR/JPY rate exists.
    expect(lookupRate(RATES, 'EUR', 'JPY', '2026-01-09').kind).toBe('missing');
  });

  it('with a maximum age, answers missing with the date of the last known rate', () => {
    expect(lookupRate(RATES, 'JPY', 'USD', '2026-01-10', { maxAgeDays: 7 }).kind).toBe('found');
    expect(lookupRate(RATES, 'JPY', 'USD', '2026-01-11', { maxAgeDays: 7 })).toEqual({
      kind: 'missing',
      currency: 'JPY',
      to: 'USD',
      date: '2026-01-11',
      lastKnownDate: '2026-01-03',
      nextKnownDate: null,
    });
  });

  it('needs no rate between a currency and itself', () => {
    expect(lookupRate([], 'KWD', 'KWD', '2026-01-01')).toEqual({ kind: 'same', currency: 'KWD' });
  });

  it('keeps the last rate given for a pair and date', () => {
    const table = createRateTable([
      r('2026-01-02', 'EUR', 'USD', '1.1'),
      r('2026-01-02', 'EUR', 'USD', '1.2'),
    ]);
    const found = table.lookup('EUR', 'USD', '2026-01-02');
    expect(found.kind === 'found' && found.pair.rate).toEqual(rateOf('1.2'));
  });
});

describe('convertWithLookup', () => {
  it('converts with the rate found, keeps a same-currency amount, and reports a missing rate', () => {
    const table = createRateTable(RATES);
    expect(convertWithLookup(10000, 'EUR', 'USD', table.lookup('EUR', 'USD', '2026-01-06'))).toEqual({
      ok: true,
      amount: 11200,
      rateDate: '2026-01-05',
    });
    // Inverse: 90.00 EUR at USD/EUR 0.9 is 100.00 USD.
    expect(convertWithLookup(9000, 'EUR', 'USD', table.lookup('EUR', 'USD', '2026-01-08'))).toEqual({
      ok: true,
      amount: 10000,
      rateDate: '2026-01-07',
    });
    expect(convertWithLookup(500, 'USD', 'USD', table.lookup('USD', 'USD', '2026-01-08'))).toEqual({
      ok: true,
      amount: 500,
      rateDate: null,
    });
    const missing = convertWithLookup(500, 'GBP', 'USD', table.lookup('GBP', 'USD', '2026-01-08'));
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.missing.currency).toBe('GBP');
  });
});

describe('the rule, against a direct scan of random rates', () => {
  const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-01-01', n));
  const rateArb = fc.record({
    date: day,
    inverse: fc.boolean(),
    coefficient: fc.bigInt({ min: 1n, max: 999_999n }),
  });

  it('finds the latest on-or-before rate of either direction (direct on a tie), or missing', () => {
    fc.assert(
      fc.property(fc.array(rateArb, { maxLength: 30 }), day, (raw, date) => {
        const rates = raw.map((x) =>
          datedRate(x.date, x.inverse ? 'USD' : 'EUR', x.inverse ? 'EUR' : 'USD', {
            coefficient: x.coefficient,
            scale: 3,
          }),
        );
        const result = lookupRate(rates, 'EUR', 'USD', date);
        // The expected answer by brute force: the last given rate of each (pair, date), then the best.
        const last = new Map<string, (typeof rates)[number]>();
        for (const rate of rates) last.set(`${rate.base}${rate.date}`, rate);
        const eligible = [...last.values()].filter((x) => compareIsoDates(x.date, date) <= 0);
        eligible.sort((a, b) => compareIsoDates(b.date, a.date) || (a.base === 'EUR' ? -1 : 1));
        const best = eligible[0];
        if (!best) {
          expect(result.kind).toBe('missing');
          return;
        }
        expect(result).toEqual({
          kind: 'found',
          pair: { base: best.base, quote: best.quote, rate: best.rate },
          date: best.date,
          inverse: best.base === 'USD',
        });
      }),
    );
  });
});
