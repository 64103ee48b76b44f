import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../calendar';
import { findTransferPairs, TRANSFER_WINDOW_DAYS, type TransferCandidate } from './transfers';

const candidate = (id: string, date: string, amount: number, accountId = 'checking'): TransferCandidate => ({
  id,
  date,
  amount,
  accountId,
});

describe('findTransferPairs', () => {
  const paid = candidate('t1', '2026-10-03', -50_000);

  it('pairs the opposite amount within 3 days, not the same amount nor a later week', () => {
    const pairs = findTransferPairs(
      [
        { date: '2026-10-06', amount: 50_000 },
        { date: '2026-10-03', amount: -50_000 },
        { date: '2026-10-07', amount: 50_000 },
        { date: '2026-10-03', amount: 50_001 },
      ],
      [paid],
    );
    expect(pairs.map((p) => p?.id ?? null)).toEqual(['t1', null, null, null]);
  });

  it('pairs each transaction with one row only', () => {
    const pairs = findTransferPairs(
      [
        { date: '2026-10-04', amount: 50_000 },
        { date: '2026-10-04', amount: 50_000 },
      ],
      [paid],
    );
    expect(pairs.map((p) => p?.id ?? null)).toEqual(['t1', null]);
  });

  it('takes the closest date, then the earlier one, whatever order they were read in', () => {
    const early = candidate('a', '2026-10-01', -2_000);
    const late = candidate('b', '2026-10-05', -2_000);
    const near = candidate('c', '2026-10-04', -2_000, 'savings');
    expect(findTransferPairs([{ date: '2026-10-03', amount: 2_000 }], [early, late, near])[0]?.id).toBe('c');
    expect(findTransferPairs([{ date: '2026-10-03', amount: 2_000 }], [late, early])[0]?.id).toBe('a');
  });

  it('leaves rows out that are null (duplicates, categorized) and amounts of zero', () => {
    expect(
      findTransferPairs([null, { date: '2026-10-03', amount: 0 }], [paid, candidate('z', '2026-10-03', 0)]),
    ).toEqual([null, null]);
  });

  it('never pairs a candidate twice, and only with its opposite amount within the window', () => {
    const date = fc
      .integer({ min: 0, max: 30 })
      .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
    const amount = fc.integer({ min: -5, max: 5 }).map((n) => n * 100);
    fc.assert(
      fc.property(
        fc.array(fc.record({ date, amount }), { maxLength: 20 }),
        fc.array(fc.record({ date, amount }), { maxLength: 20 }),
        (rows, raw) => {
          const candidates = raw.map((c, i) => candidate(`c${i}`, c.date, c.amount));
          const pairs = findTransferPairs(rows, candidates);
          const used = pairs.flatMap((p) => (p ? [p.id] : []));
          expect(new Set(used).size).toBe(used.length);
          pairs.forEach((p, i) => {
            const row = rows[i];
            if (!p || !row) return;
            expect(p.amount).toBe(-row.amount);
            expect(Math.abs(toEpochDay(p.date) - toEpochDay(row.date))).toBeLessThanOrEqual(
              TRANSFER_WINDOW_DAYS,
            );
          });
          // A row left alone has no free candidate it could have taken.
          pairs.forEach((p, i) => {
            const row = rows[i];
            if (p || !row || row.amount === 0) return;
            const free = candidates.filter(
              (c) =>
                !used.includes(c.id) &&
                c.amount === -row.amount &&
                Math.abs(toEpochDay(c.date) - toEpochDay(row.date)) <= TRANSFER_WINDOW_DAYS,
            );
            expect(free).toEqual([]);
          });
        },
      ),
    );
  });
});
