import { describe, expect, it } from 'vitest';
import type { RegisterRow } from '../../../shared/register';
import {
  balancePoints,
  bucketLabel,
  isEditable,
  isGain,
  pageLabel,
  registerSearch,
  seriesCaption,
  seriesSearch,
} from './register-model';

const row = (date: string, balance: string, patch: Partial<RegisterRow> = {}): RegisterRow => ({
  date,
  description: 'x',
  kind: 'transaction',
  amount: '1.00',
  balance,
  journalEntryId: 'e',
  transactionId: 't',
  counterparty: 'Food',
  cleared: false,
  reconciled: false,
  notes: null,
  ...patch,
});

describe('registerSearch', () => {
  const cursor = '2026-01-01.7.00000000-0000-0000-0000-000000000000.100.3.00000000000000000000000000000000';
  it.each([
    [{ from: '', to: '' }, 50, null, 'limit=50'],
    [{ from: '2026-01-01', to: '' }, 50, cursor, `from=2026-01-01&limit=50&before=${cursor}`],
    [{ from: '2026-01-01', to: '2026-01-01' }, 10, null, 'from=2026-01-01&to=2026-01-01&limit=10'],
    [{ from: '2026-02-30', to: '2026-03' }, 50, null, 'limit=50'],
  ])('%o, limit %i, before %s -> %s', (filter, limit, before, expected) => {
    expect(registerSearch(filter, limit, before)).toEqual({ ok: true, search: expected });
  });

  it('refuses a range that ends before it starts', () => {
    expect(registerSearch({ from: '2026-02-01', to: '2026-01-31' }, 50, null)).toEqual({
      ok: false,
      error: 'From must be on or before To',
    });
  });
});

describe('pageLabel', () => {
  it('counts from one, leaves out a count it does not have, and says when there is nothing', () => {
    expect(pageLabel(0, 50, 120)).toBe('Showing 1–50 of 120');
    expect(pageLabel(100, 20, 120)).toBe('Showing 101–120 of 120');
    expect(pageLabel(50, 50, null)).toBe('Showing 51–100');
    expect(pageLabel(0, 0, 0)).toBe('No entries');
    expect(pageLabel(50, 0, null)).toBe('No entries');
  });
});

describe('seriesSearch', () => {
  it.each([
    [{ from: '', to: '' }, ''],
    [{ from: '2026-01-01', to: '' }, 'from=2026-01-01'],
    [{ from: '2026-01-01', to: '2026-01-01' }, 'from=2026-01-01&to=2026-01-01'],
    [{ from: '2026-02-30', to: '2026-03' }, ''],
  ])('%o -> %s', (filter, expected) => {
    expect(seriesSearch(filter)).toEqual({ ok: true, search: expected });
  });

  it('refuses a range that ends before it starts, as the register does', () => {
    const filter = { from: '2026-02-01', to: '2026-01-31' };
    expect(seriesSearch(filter)).toEqual(registerSearch(filter, 50, null));
    expect(seriesSearch(filter).ok).toBe(false);
  });
});

describe('balancePoints', () => {
  it('turns the exact balances into numbers for drawing, in the order the server sends', () => {
    expect(
      balancePoints([
        { date: '2026-02-15', balance: '-12.30' },
        { date: '2026-03-01', balance: '5000.00' },
        { date: '2026-03-02', balance: '4876.55' },
      ]),
    ).toEqual([
      { date: '2026-02-15', time: Date.UTC(2026, 1, 15), balance: -12.3 },
      { date: '2026-03-01', time: Date.UTC(2026, 2, 1), balance: 5000 },
      { date: '2026-03-02', time: Date.UTC(2026, 2, 2), balance: 4876.55 },
    ]);
    expect(balancePoints([])).toEqual([]);
  });

  it('draws a dinar account’s three places and a yen account’s none', () => {
    expect(
      balancePoints([
        { date: '2026-03-01', balance: '1234.567' },
        { date: '2026-03-02', balance: '150000' },
      ]).map((p) => p.balance),
    ).toEqual([1234.567, 150000]);
  });
});

describe('seriesCaption and bucketLabel', () => {
  it('say the span, and what a point stands for when a long history was thinned', () => {
    expect(seriesCaption('2026-01-01', '2026-03-02')).toBe('Balance from 2026-01-01 to 2026-03-02');
    expect(seriesCaption('2026-01-01', '2026-01-01')).toBe('Balance on 2026-01-01');
    expect(bucketLabel({ unit: 'day', size: 1 })).toBeNull();
    expect(bucketLabel({ unit: 'week', size: 1 })).toBe('Weekly closing balances');
    expect(bucketLabel({ unit: 'quarter', size: 1 })).toBe('Quarterly closing balances');
    expect(bucketLabel({ unit: 'year', size: 2 })).toBe('Closing balance every 2 years');
  });
});

describe('isEditable and isGain', () => {
  it('edits only recorded transactions and transfers', () => {
    expect(isEditable(row('2026-01-01', '0'))).toBe(true);
    expect(isEditable({ kind: 'transfer', transactionId: 't' })).toBe(true);
    expect(isEditable({ kind: 'opening', transactionId: null })).toBe(false);
    expect(isEditable({ kind: 'loan_payment', transactionId: null })).toBe(false);
    expect(isEditable({ kind: 'transaction', transactionId: null })).toBe(false);
  });

  it('calls more held or less owed a gain', () => {
    expect(isGain('10.00', false)).toBe(true);
    expect(isGain('-10.00', false)).toBe(false);
    expect(isGain('10.00', true)).toBe(false);
    expect(isGain('-10.00', true)).toBe(true);
    expect(isGain('0.00', false)).toBe(false);
  });
});
