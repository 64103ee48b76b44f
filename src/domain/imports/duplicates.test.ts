import { describe, expect, it } from 'vitest';
import { findDuplicates } from './duplicates';
import type { ParsedRow } from './types';

const row = (date: string, payee: string, amount: number, bankId: string | null = null): ParsedRow => ({
  line: 1,
  date,
  payee,
  amount,
  bankId,
});

describe('findDuplicates', () => {
  const existing = [{ id: 't1', date: '2026-01-10', amount: -450, description: 'Café Müller #12' }];

  it('matches amount and normalised payee within 3 days, not outside', () => {
    const verdicts = findDuplicates(
      [
        row('2026-01-13', 'CAFE MULLER', -450),
        row('2026-01-14', 'CAFE MULLER', -450),
        row('2026-01-10', 'CAFE MULLER', -451),
        row('2026-01-10', 'Bakery', -450),
      ],
      existing,
      new Set(),
    );
    expect(verdicts.map((v) => v.duplicate)).toEqual([true, false, false, false]);
  });

  it('lets one existing transaction match only one row', () => {
    const verdicts = findDuplicates(
      [row('2026-01-10', 'Cafe Muller', -450), row('2026-01-10', 'Cafe Muller', -450)],
      existing,
      new Set(),
    );
    expect(verdicts.map((v) => v.duplicate)).toEqual([true, false]);
  });

  it('judges a row with a bank id only by that id', () => {
    const verdicts = findDuplicates(
      [row('2026-01-10', 'Cafe Muller', -450, 'A1'), row('2026-01-10', 'Cafe Muller', -450, 'B2')],
      existing,
      new Set(['A1']),
    );
    expect(verdicts).toEqual([
      { duplicate: true, reason: 'Already imported (bank id A1)' },
      { duplicate: false },
    ]);
  });

  it('marks a bank id repeated within the file', () => {
    const first = { ...row('2026-01-10', 'A', -1, 'X'), line: 4 };
    const again = { ...row('2026-01-10', 'A', -1, 'X'), line: 9 };
    expect(findDuplicates([first, again], [], new Set())).toEqual([
      { duplicate: false },
      { duplicate: true, reason: 'Same bank id as line 4' },
    ]);
  });

  // A loan's payment or a recurring item's occurrence, posted by the books on their own schedule.
  const scheduled = [
    {
      id: 'e1',
      date: '2026-01-15',
      amount: -48_512,
      description: 'Car loan',
      scheduledAs: 'the payment on Car loan',
    },
    {
      id: 't2',
      date: '2026-01-05',
      amount: -1_549,
      description: 'Netflix',
      scheduledAs: 'the scheduled “Netflix”',
    },
  ];

  it('matches what the books posted on their own by amount and date, whatever the bank calls it', () => {
    const verdicts = findDuplicates(
      [
        row('2026-01-16', 'ACH DEBIT ACME AUTO FIN', -48_512),
        row('2026-01-16', 'ACH DEBIT ACME AUTO FIN', -48_512),
        row('2026-01-06', 'NETFLIX.COM 866-579', -1_549),
        row('2026-01-20', 'NETFLIX.COM 866-579', -1_549),
        row('2026-01-15', 'Refund', 48_512),
      ],
      scheduled,
      new Set(),
    );
    expect(verdicts).toEqual([
      { duplicate: true, reason: 'Matches the payment on Car loan of 2026-01-15' },
      { duplicate: false },
      { duplicate: true, reason: 'Matches the scheduled “Netflix” of 2026-01-05' },
      { duplicate: false },
      { duplicate: false },
    ]);
  });

  it('looks for those also when a row has a bank id, which they never carry', () => {
    const verdicts = findDuplicates(
      [row('2026-01-15', 'ACME AUTO', -48_512, 'FIT-1'), row('2026-01-10', 'Cafe Muller', -450, 'FIT-2')],
      [...scheduled, ...existing],
      new Set(),
    );
    // The café row's bank id is new, and a bank id is trusted against what was entered by hand.
    expect(verdicts.map((v) => v.duplicate)).toEqual([true, false]);
  });
});
