// Payloads and helpers shared by the transactions API tests.
import { expect } from 'vitest';
import type { Transaction, TransactionInput } from '../../shared/transactions';
import type { SignedIn } from '../test/client';

export const oneOff: TransactionInput = {
  amount: '42.50',
  type: 'expense',
  description: 'Groceries',
  transactionDate: '2026-11-20',
  isRecurring: false,
  recurringFrequency: null,
  recurringStartDate: null,
  recurringEndDate: null,
  nextDueDate: null,
  tags: ['expense-food'],
};

export const salary: TransactionInput = {
  amount: '2000.00',
  type: 'income',
  description: 'Salary Income',
  transactionDate: '2026-11-14',
  isRecurring: true,
  recurringFrequency: 'biweekly',
  recurringStartDate: null,
  recurringEndDate: null,
  nextDueDate: null,
  tags: ['income-salary'],
};

export async function create(who: SignedIn, body: TransactionInput): Promise<Transaction> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Transaction>();
}
