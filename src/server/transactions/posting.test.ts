import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { draftOf, type PostableRow } from './posting';

// A row just written posts the cents its payload was validated as, not its amount text read back
// (issue 29): the draft is built from the amounts given, whatever the row's text says.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const account = randomUUID();
const other = randomUUID();
const category = randomUUID();
const categoryAccount = randomUUID();

/** A stored row whose text says 1.00, to tell apart from the 250 cents given. */
function row(type: 'expense' | 'income' | 'transfer'): PostableRow {
  return {
    id: randomUUID(),
    type,
    amount: '1.00',
    description: 'Groceries',
    transactionDate: '2026-11-20',
    isRecurring: false,
    accountId: account,
    toAccountId: type === 'transfer' ? other : null,
    receivedAmount: null,
    categoryId: type === 'transfer' ? null : category,
  };
}

async function draft(type: 'expense' | 'income' | 'transfer') {
  // The category's ledger account is known, so building the draft reads nothing.
  const known = { categories: new Map([[category, categoryAccount]]), accounts: new Map() };
  const given = { amount: 250, receivedAmount: null };
  return draftOf(test.database.db, randomUUID(), row(type), given, undefined, known, new Map());
}

describe('draftOf', () => {
  it('posts an expense at the cents given, not the row text', async () => {
    expect((await draft('expense'))?.lines).toEqual([
      { accountId: categoryAccount, debit: 250, credit: 0 },
      { accountId: account, debit: 0, credit: 250 },
    ]);
  });

  it('posts an income at the cents given', async () => {
    expect((await draft('income'))?.lines).toEqual([
      { accountId: account, debit: 250, credit: 0 },
      { accountId: categoryAccount, debit: 0, credit: 250 },
    ]);
  });

  it('posts a transfer within one currency at the cents given', async () => {
    expect((await draft('transfer'))?.lines).toEqual([
      { accountId: other, debit: 250, credit: 0 },
      { accountId: account, debit: 0, credit: 250 },
    ]);
  });
});
