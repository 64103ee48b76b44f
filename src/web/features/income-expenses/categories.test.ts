import { describe, expect, it } from 'vitest';
import { transactionLabel } from './categories';

describe('transactionLabel', () => {
  it.each([
    [{ type: 'transfer', tags: [], toAccountName: 'Savings', categoryName: null }, 'Transfer → Savings'],
    [{ type: 'transfer', tags: [], toAccountName: null, categoryName: null }, 'Transfer'],
    [{ type: 'expense', tags: ['expense-food'], toAccountName: null, categoryName: 'Groceries' }, 'Food'],
    [{ type: 'expense', tags: [], toAccountName: null, categoryName: 'Groceries' }, 'Groceries'],
    [{ type: 'income', tags: [], toAccountName: null, categoryName: null }, 'Uncategorized'],
  ] as const)('%o reads %s', (item, label) => {
    expect(transactionLabel({ ...item, tags: [...item.tags] })).toBe(label);
  });
});
