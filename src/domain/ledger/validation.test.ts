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
