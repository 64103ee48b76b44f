import type { Frequency } from '../../../domain/recurrence';
import type { IncomeOrExpense, Transaction, TransactionType } from '../../../shared/transactions';

// The categories of the income and expense dialogs (docs/product.md §2.6). A transaction keeps its category as
// its single tag, 'income-{id}' or 'expense-{id}' (docs/product.md §5).

export interface Category {
  id: string;
  label: string;
  hint: string;
  defaultFrequency: Frequency;
}

export const INCOME_CATEGORIES: readonly Category[] = [
  { id: 'salary', label: 'Salary', hint: 'Your regular paycheck', defaultFrequency: 'biweekly' },
  { id: 'freelance', label: 'Freelance', hint: 'Contract and gig work', defaultFrequency: 'monthly' },
  { id: 'investment', label: 'Investment', hint: 'Dividends, interest, rent', defaultFrequency: 'quarterly' },
  { id: 'other', label: 'Other', hint: 'Any other income', defaultFrequency: 'monthly' },
];

export const EXPENSE_CATEGORIES: readonly Category[] = [
  { id: 'housing', label: 'Housing', hint: 'Rent, repairs, upkeep', defaultFrequency: 'monthly' },
  {
    id: 'transportation',
    label: 'Transportation',
    hint: 'Fuel, transit, parking',
    defaultFrequency: 'monthly',
  },
  { id: 'food', label: 'Food', hint: 'Groceries and dining', defaultFrequency: 'weekly' },
  { id: 'utilities', label: 'Utilities', hint: 'Power, water, internet', defaultFrequency: 'monthly' },
  { id: 'shopping', label: 'Shopping', hint: 'Clothes and household', defaultFrequency: 'monthly' },
  { id: 'other', label: 'Other', hint: 'Any other expense', defaultFrequency: 'monthly' },
];

export function categoriesOf(kind: IncomeOrExpense): readonly Category[] {
  return kind === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
}

export const KIND_LABEL: Readonly<Record<TransactionType, string>> = {
  income: 'Income',
  expense: 'Expense',
  transfer: 'Transfer',
};

/** docs/product.md §5: '{category} Income' or '{category} Expense'. */
export function defaultDescription(kind: IncomeOrExpense, category: Category): string {
  return `${category.label} ${KIND_LABEL[kind]}`;
}

export function categoryTag(kind: IncomeOrExpense, category: Category): string {
  return `${kind}-${category.id}`;
}

/** The category a transaction's tags name, for display; null when none matches. */
export function categoryOfTags(kind: TransactionType, tags: readonly string[]): Category | null {
  if (kind === 'transfer') return null;
  for (const tag of tags) {
    if (!tag.startsWith(`${kind}-`)) continue;
    const found = categoriesOf(kind).find((c) => c.id === tag.slice(kind.length + 1));
    if (found) return found;
  }
  return null;
}

/**
 * What a list says a transaction is: a transfer names the account the money went to; income or an
 * expense its category (from its tag, else the category it was filed under).
 */
export function transactionLabel(
  item: Pick<Transaction, 'type' | 'tags' | 'toAccountName' | 'categoryName'>,
): string {
  if (item.type === 'transfer') return item.toAccountName ? `Transfer → ${item.toAccountName}` : 'Transfer';
  return categoryOfTags(item.type, item.tags)?.label ?? item.categoryName ?? 'Uncategorized';
}
