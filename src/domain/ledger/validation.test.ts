import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidJournalLineError, UnbalancedEntryError } from './errors';
import type { JournalLine } from './types';
import { assertBalanced, isBalanced, journalLineProblem, journalTotals } from './validation';

const debit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: amount, credit: 0 });
const credit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: 0, credit: amount });

describe('journalLineProblem', () => {
  it.each([
    [debit('cash', 100), null],
    [credit('loan', 1), null],
    [{ accountId: 'cash', debit: 0, credit: 0 }, 'Exactly one of debit and credit must be set'],
    [{ accountId: 'cash', debit: 5, credit: 5 }, 'Exactly one of debit and credit must be set'],
    [debit('cash', -5), 'Amounts cannot be negative'],
    [{ accountId: 'cash', debit: 5, credit: -5 }, 'Amounts cannot be negative'],
    [debit('cash', 1.5), 'Amounts must be whole cents'],
    [debit('cash', Number.NaN), 'Amounts must be whole cents'],
    [debit('cash', 2 ** 53), 'Amounts must be whole cents'],
    [debit('', 5), 'Account is missing'],
  ])('%j -> %s', (line, problem) => {
    expect(journalLineProblem(line)).toBe(problem);
  });
});

describe('isBalanced and assertBalanced', () => {
  it('accepts equal debits and credits over several lines', () => {
    const lines = [debit('loan', 800), debit('interest', 200), credit('cash', 1000)];
    expect(journalTotals(lines)).toEqual({ totalDebits: 1000, totalCredits: 1000 });
    expect(isBalanced(lines)).toBe(true);
    expect(() => assertBalanced(lines)).not.toThrow();
  });

  it('reports the totals of an unbalanced entry', () => {
    const lines = [debit('cash', 1000), credit('equity', 999)];
    expect(isBalanced(lines)).toBe(false);
    try {
      assertBalanced(lines);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnbalancedEntryError);
      if (error instanceof UnbalancedEntryError) {
        expect([error.totalDebits, error.totalCredits]).toEqual([1000, 999]);
      }
    }
  });

  it('refuses an empty entry', () => {
    expect(isBalanced([])).toBe(false);
    expect(() => assertBalanced([])).toThrow(InvalidJournalLineError);
  });

  it('refuses a negative line even when the totals match', () => {
    const lines = [debit('cash', -100), credit('equity', -100)];
    expect(isBalanced(lines)).toBe(false);
    expect(() => assertBalanced(lines)).toThrow(InvalidJournalLineError);
  });

  it('names the offending line', () => {
    expect(() => assertBalanced([debit('cash', 100), { accountId: 'equity', debit: 0, credit: 0 }])).toThrow(
      'Line 2: Exactly one of debit and credit must be set',
    );
  });
});

describe('balance in each currency (decision 147)', () => {
  const line = (accountId: string, debit: number, credit: number, currency?: string): JournalLine => ({
    accountId,
    debit,
    credit,
    ...(currency ? { currency } : {}),
  });

  it('accepts a transfer through a trading account that balances in both currencies', () => {
    // 100.00 EUR sent, 108.50 USD received; the trading account takes each side in its own currency.
    const lines = [
      line('eur-savings', 0, 10_000, 'EUR'),
      line('trading', 10_000, 0, 'EUR'),
      line('trading', 0, 10_850, 'USD'),
      line('usd-checking', 10_850, 0, 'USD'),
    ];
    expect(isBalanced(lines)).toBe(true);
    expect(() => assertBalanced(lines)).not.toThrow();
  });

  it('refuses an entry whose totals agree only across currencies', () => {
    // Debits equal credits in all, but 100 EUR is not 100 USD.
    const lines = [line('eur-savings', 0, 10_000, 'EUR'), line('usd-checking', 10_000, 0, 'USD')];
    expect(isBalanced(lines)).toBe(false);
    expect(() => assertBalanced(lines)).toThrow(UnbalancedEntryError);
  });

  it('balances per currency for random entries, and one cent moved in one currency breaks it', () => {
    const currencies = ['USD', 'EUR', 'JPY'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            currency: fc.constantFrom(...currencies),
            amount: fc.integer({ min: 1, max: 10 ** 9 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.nat(),
        (moves, pick) => {
          // Each move debits one account and credits another in its own currency.
          const lines = moves.flatMap((m, i) => [
            line(`a${i}`, m.amount, 0, m.currency),
            line(`b${i}`, 0, m.amount, m.currency),
          ]);
          expect(isBalanced(lines)).toBe(true);
          const broken = lines.map((l, i) => (i === pick % lines.length ? { ...l, currency: 'GBP' } : l));
          expect(isBalanced(broken)).toBe(false);
        },
      ),
    );
  });
});
