import { TRANSACTION_MESSAGES, type TransactionData } from '../../shared/transactions';
import { findAccount, isLoanAccount } from '../accounts/repository';
import { ensureStartingCategories, findCategory, findCategoryByTag } from '../categories/repository';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';

// Checks what a transaction names (its accounts and category) against the signed-in user's books,
// and settles its category from the dialog tag when none is given.

const LOAN_ACCOUNT = "A loan's balance moves only through the loan; choose another account";

async function requirePostingAccount(db: Db, userId: string, id: string, field: string): Promise<void> {
  const row = await findAccount(db, userId, id);
  // Another user's account is not found, exactly like one that does not exist.
  if (!row) throw notFound('Account not found');
  if (row.accountType !== 'ASSET' && row.accountType !== 'LIABILITY') {
    throw badRequest(`${field}: ${TRANSACTION_MESSAGES.accountId}`, {
      [field]: TRANSACTION_MESSAGES.accountId,
    });
  }
  if (await isLoanAccount(db, userId, id))
    throw badRequest(`${field}: ${LOAN_ACCOUNT}`, { [field]: LOAN_ACCOUNT });
}

/**
 * The payload with its category settled: the one given (the user's own, of the same type, active
 * unless it is the one already stored), else the one its 'income-…'/'expense-…' tag names, else none.
 */
export async function resolveTransaction(
  db: Db,
  userId: string,
  data: TransactionData,
  storedCategoryId: string | null = null,
): Promise<TransactionData> {
  if (data.accountId !== null) await requirePostingAccount(db, userId, data.accountId, 'accountId');
  if (data.toAccountId !== null) await requirePostingAccount(db, userId, data.toAccountId, 'toAccountId');
  if (data.type === 'transfer') return { ...data, categoryId: null };

  await ensureStartingCategories(db, userId);
  if (data.categoryId !== null) {
    const category = await findCategory(db, userId, data.categoryId);
    if (!category) throw notFound('Category not found');
    if (category.type !== data.type) {
      const message = `Choose an ${data.type} category`;
      throw badRequest(`categoryId: ${message}`, { categoryId: message });
    }
    if (!category.isActive && category.id !== storedCategoryId) {
      const message = 'This category is archived';
      throw badRequest(`categoryId: ${message}`, { categoryId: message });
    }
    return data;
  }
  for (const tag of data.tags) {
    if (!tag.startsWith(`${data.type}-`)) continue;
    const category = await findCategoryByTag(db, userId, data.type, tag.slice(data.type.length + 1));
    if (category) return { ...data, categoryId: category.id };
  }
  return data;
}
