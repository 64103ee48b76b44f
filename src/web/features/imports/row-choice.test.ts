import { describe, expect, it } from 'vitest';
import type { ImportPreviewRow } from '../../../shared/imports';
import { choiceFromSelect, committedRow, initialChoice, selectValueOf, TRANSFER_OPTION } from './row-choice';

const row = (patch: Partial<ImportPreviewRow> = {}): ImportPreviewRow => ({
  line: 4,
  status: 'new',
  date: '2026-10-05',
  description: 'PAYMENT THANK YOU',
  amount: '500.00',
  bankId: null,
  categoryId: null,
  categorySource: null,
  rule: null,
  originalDescription: null,
  reason: null,
  notice: null,
  transfer: null,
  ...patch,
});

const paired = row({
  transfer: {
    transactionId: 't-1',
    accountId: 'a-1',
    accountName: 'Checking',
    date: '2026-10-03',
    description: 'PAYMENT TO CARD',
  },
});

describe('a previewed row’s choice', () => {
  it('starts as the proposed transfer for a new row, and as nothing for a duplicate', () => {
    expect(initialChoice(paired)).toEqual({ include: true, categoryId: null, transferWith: 't-1' });
    expect(initialChoice({ ...paired, status: 'duplicate' })).toEqual({
      include: false,
      categoryId: null,
      transferWith: null,
    });
    expect(initialChoice(row({ categoryId: 'food' }))).toEqual({
      include: true,
      categoryId: 'food',
      transferWith: null,
    });
  });

  it('moves between the transfer and a category through one list', () => {
    const start = initialChoice(paired);
    expect(selectValueOf(start)).toBe(TRANSFER_OPTION);
    const food = choiceFromSelect(paired, start, 'food');
    expect(food).toEqual({ include: true, categoryId: 'food', transferWith: null });
    expect(selectValueOf(food)).toBe('food');
    expect(choiceFromSelect(paired, food, '')).toEqual({
      include: true,
      categoryId: null,
      transferWith: null,
    });
    expect(choiceFromSelect(paired, food, TRANSFER_OPTION)).toEqual(start);
    // A row with no proposed transfer cannot be made one.
    expect(choiceFromSelect(row(), food, TRANSFER_OPTION).transferWith).toBeNull();
  });

  it('sends the transfer, the category, or nothing', () => {
    expect(committedRow(paired, initialChoice(paired))).toEqual([
      { line: 4, categoryId: null, transferWith: 't-1' },
    ]);
    expect(committedRow(paired, { include: true, categoryId: 'food', transferWith: null })).toEqual([
      { line: 4, categoryId: 'food' },
    ]);
    expect(committedRow(paired, { include: false, categoryId: null, transferWith: 't-1' })).toEqual([]);
    expect(committedRow({ ...paired, status: 'error' }, initialChoice(paired))).toEqual([]);
  });
});
