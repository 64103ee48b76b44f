import { describe, expect, it } from 'vitest';
import type { RegisterRow } from '../../../shared/register';
import { balancePoints, isEditable, isGain, pageLabel, registerSearch } from './register-model';

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

describe('balancePoints', () => {
  it('keeps the day’s last balance and orders the days oldest first', () => {
    const rows = [
      row('2026-03-02', '4876.55'),
      row('2026-03-02', '5000.00'),
      row('2026-03-01', '5000.00', { kind: 'opening' }),
      row('2026-02-15', '-12.30'),
    ];
    expect(balancePoints(rows)).toEqual([
      { date: '2026-02-15', time: Date.UTC(2026, 1, 15), balance: -12.3 },
      { date: '2026-03-01', time: Date.UTC(2026, 2, 1), balance: 5000 },
      { date: '2026-03-02', time: Date.UTC(2026, 2, 2), balance: 4876.55 },
    ]);
    expect(balancePoints([])).toEqual([]);
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
