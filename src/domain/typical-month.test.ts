import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PostedCategoryTotal } from './month-actuals';
import { plainlyExceeds, TYPICAL_MONTHS, type TypicalMonth, typicalMonth } from './typical-month';

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

const spent = (
  month: string,
  net: bigint,
  overrides: Partial<PostedCategoryTotal> = {},
): PostedCategoryTotal => ({
  month,
  accountType: 'EXPENSE',
  loanInterest: false,
  categoryId: 'food',
  name: 'Food',
  net,
  ...overrides,
});
const earned = (month: string, amount: bigint) =>
  spent(month, -amount, { accountType: 'INCOME', categoryId: 'salary', name: 'Salary' });

describe('typicalMonth', () => {
  it.each<[string, PostedCategoryTotal[], TypicalMonth | null]>([
    ['nothing posted', [], null],
    ['only the current month', [spent('2026-11', 5000n)], null],
    [
      'the last three complete months, the current one left out',
      [
        spent('2026-07', 999_999n),
        spent('2026-08', 300_000n),
        spent('2026-09', 600_000n),
        spent('2026-10', 900_000n),
        spent('2026-11', 1n),
      ],
      { income: 0n, expenses: 600_000n, months: ['2026-08', '2026-09', '2026-10'] },
    ],
    [
      'books begun two complete months ago average two months',
      [spent('2026-09', 100_000n), spent('2026-10', 200_000n), earned('2026-10', 280_000n)],
      { income: 140_000n, expenses: 150_000n, months: ['2026-09', '2026-10'] },
    ],
    [
      'a month with nothing posted after the books began counts as nothing',
      [spent('2026-08', 300_000n), spent('2026-10', 300_000n)],
      { income: 0n, expenses: 200_000n, months: ['2026-08', '2026-09', '2026-10'] },
    ],
    [
      'income alone begins the books',
      [earned('2026-10', 500_000n)],
      { income: 500_000n, expenses: 0n, months: ['2026-10'] },
    ],
    [
      'loan interest is left out: loan payments are counted apart',
      [spent('2026-10', 50_000n), spent('2026-10', 183_664n, { loanInterest: true, categoryId: null })],
      { income: 0n, expenses: 50_000n, months: ['2026-10'] },
    ],
    [
      'refunds lower it; the average rounds half away from zero',
      [spent('2026-08', 100n), spent('2026-09', 100n), spent('2026-10', 1n)],
      { income: 0n, expenses: 67n, months: ['2026-08', '2026-09', '2026-10'] },
    ],
  ])('%s', (_name, totals, expected) => {
    expect(typicalMonth(MONTHS, totals)).toEqual(expected);
  });

  it('averages at most TYPICAL_MONTHS complete months, and lies between their least and most', () => {
    const month = fc.constantFrom(...MONTHS.slice(0, -1));
    const line = fc.record({ month, net: fc.bigInt({ min: 1n, max: 10n ** 12n }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const result = typicalMonth(
          MONTHS,
          lines.map((l) => spent(l.month, l.net)),
        );
        expect(result).not.toBeNull();
        if (!result) return;
        expect(result.months.length).toBeLessThanOrEqual(TYPICAL_MONTHS);
        expect(result.months.at(-1)).toBe('2026-10');
        const perMonth = result.months.map((m) =>
          lines.filter((l) => l.month === m).reduce((sum, l) => sum + l.net, 0n),
        );
        const sorted = perMonth.sort((a, b) => Number(a - b));
        expect(result.expenses >= (sorted[0] ?? 0n) && result.expenses <= (sorted.at(-1) ?? 0n)).toBe(true);
      }),
    );
  });
});

describe('plainlyExceeds', () => {
  it.each<[bigint, bigint, boolean]>([
    [541_233n, 1_549n, true],
    [110_001n, 100_000n, true],
    // A tenth more is within what timing and rounding explain.
    [110_000n, 100_000n, false],
    [90_000n, 100_000n, false],
    [1n, 0n, true],
    [0n, 0n, false],
    // Refunds outweighing spending are no spending.
    [-500n, 0n, false],
  ])('%s against %s recurring: %s', (recorded, recurring, expected) => {
    expect(plainlyExceeds(recorded, recurring)).toBe(expected);
  });
});
