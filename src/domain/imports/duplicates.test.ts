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
});
