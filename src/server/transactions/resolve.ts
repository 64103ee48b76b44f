import { minorUnitsOf } from '../../domain/currency/codes';
import { type Cents, sumCents } from '../../domain/money';
import { TRANSACTION_MESSAGES, type TransactionData } from '../../shared/transactions';
import { findPostingAccount } from '../accounts/repository';
import {
  ensureStartingCategories,
  findCategory,
  findCategoryAndAccount,
  findCategoryByTag,
} from '../categories/repository';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import type { KnownAccounts } from '../ledger';

// Checks what a transaction names (its accounts and category) against the signed-in user's books,
// and settles its category from the dialog tag when none is given.

const LOAN_ACCOUNT = "A loan's balance moves only through the loan; choose another account";

/** The account's type, currency and name, once it is known to be one a transaction may move. */
async function requirePostingAccount(
  db: Db,
  userId: string,
  id: string,
  field: string,
): Promise<{ accountType: string; currency: string; name: string }> {
  const row = await findPostingAccount(db, userId, id);
  // Another user's account is not found, exactly like one that does not exist.
  if (!row) throw notFound('Account not found');
  if (row.accountType !== 'ASSET' && row.accountType !== 'LIABILITY') {
    throw badRequest(`${field}: ${TRANSACTION_MESSAGES.accountId}`, {
      [field]: TRANSACTION_MESSAGES.accountId,
    });
  }
  if (row.isLoan) throw badRequest(`${field}: ${LOAN_ACCOUNT}`, { [field]: LOAN_ACCOUNT });
  return { accountType: row.accountType, currency: row.currency, name: row.accountName };
}

/** Refuses an amount finer than its currency's minor unit: half a yen cannot be paid. */
function requireWholeUnits(currency: string, amounts: readonly [field: string, cents: Cents | null][]): void {
  if (minorUnitsOf(currency) !== 0) return;
  for (const [field, cents] of amounts) {
    if (cents !== null && cents % 100 !== 0) {
      const message = TRANSACTION_MESSAGES.wholeUnits(currency);
      throw badRequest(`${field}: ${message}`, { [field]: message });
    }
  }
}

const refuse = (field: string, message: string) => badRequest(`${field}: ${message}`, { [field]: message });

/**
 * A transfer's two amounts against its accounts' currencies (decision 152): between two currencies it
 * needs what was received and cannot recur; within one it has a single amount. Each amount is whole in
 * its currency.
 */
function checkTransferCurrencies(data: TransactionData, from: string, to: string): void {
  if (from === to) {
    if (data.receivedAmount !== null)
      throw refuse('receivedAmount', TRANSACTION_MESSAGES.receivedAmountSameCurrency);
  } else {
    if (data.isRecurring) throw refuse('isRecurring', TRANSACTION_MESSAGES.recurringCrossCurrency);
    if (data.receivedAmount === null)
      throw refuse('receivedAmount', TRANSACTION_MESSAGES.receivedAmountRequired);
  }
  requireWholeUnits(from, [['amount', data.amount]]);
  requireWholeUnits(to, [['receivedAmount', data.receivedAmount]]);
}

/** A part's category: the user's, of the transaction's type, active unless the part already had it. */
async function requireSplitCategories(
  db: Db,
  userId: string,
  data: TransactionData,
  parts: readonly SplitInput[],
  storedCategoryIds: ReadonlySet<string>,
  categoryAccounts: Map<string, string>,
): Promise<void> {
  for (const [i, part] of parts.entries()) {
    const field = `splits.${i}.categoryId`;
    const category = part.categoryId === null ? undefined : await findCategory(db, userId, part.categoryId);
    let message: string | undefined;
    if (!category) message = TRANSACTION_MESSAGES.categoryId;
    else if (category.type !== data.type) message = `Choose an ${data.type} category`;
    else if (!category.isActive && !storedCategoryIds.has(category.id)) message = 'This category is archived';
    if (message) throw badRequest(`${field}: ${message}`, { [field]: message });
    if (category?.accountId) categoryAccounts.set(category.id, category.accountId);
  }
}

type SplitInput = { categoryId: string | null; amount: number; memo: string | null };

/** A payload checked against the user's books, its parts settled. */
export type ResolvedTransaction = Omit<TransactionData, 'splits'> & {
  splits: readonly SplitInput[];
  /** The ledger account of each category named, as read while checking it. */
  categoryAccounts: ReadonlyMap<string, string>;
  /** The type and currency of each account read while checking, all read with the user's id. */
  accounts: KnownAccounts;
  /** A transfer's two accounts' currencies, as read while checking them; null for other kinds. */
  currencies: { from: string; to: string } | null;
  /**
   * The names the API's answer shows (TransactionRow's), as read while checking: the destination
   * account's and the settled category's, null where there is none.
   */
  names: { toAccount: string | null; category: string | null };
};

/**
 * The parts the row will have (decision 141): those given; else, on an edit, the ones it has, unless
 * the edit names a category, becomes a transfer or recurs (then it is one category again). Kept parts
 * must still add up to the amount.
 */
function settleSplits(data: TransactionData, stored: readonly SplitInput[]): readonly SplitInput[] {
  if (data.splits !== undefined) return data.splits;
  if (stored.length === 0) return [];
  if (data.categoryId !== null || data.type === 'transfer' || data.isRecurring) return [];
  if (sumCents(stored.map((p) => p.amount)) !== data.amount) {
    throw badRequest(`splits: ${TRANSACTION_MESSAGES.splitSum}`, { splits: TRANSACTION_MESSAGES.splitSum });
  }
  return stored;
}

/**
 * The payload with its category settled: the one given (the user's own, of the same type, active
 * unless it is the one already stored), else the one its 'income-…'/'expense-…' tag names, else none.
 */
export async function resolveTransaction(
  db: Db,
  userId: string,
  data: TransactionData,
  options: {
    /** What an edited transaction stores now. */
    stored?: { categoryId: string | null; splits: readonly SplitInput[] };
    /** The books were started (ServiceContext.booksStarted): the starting categories are in place. */
    booksStarted?: boolean;
  } = {},
): Promise<ResolvedTransaction> {
  const stored = options.stored ?? { categoryId: null, splits: [] };
  const storedCategoryId = stored.categoryId;
  // Every account read here is the user's: posting need not read it again.
  const accounts = new Map<string, { accountType: string; currency: string }>();
  const account =
    data.accountId === null ? null : await requirePostingAccount(db, userId, data.accountId, 'accountId');
  if (account !== null && data.accountId !== null) accounts.set(data.accountId, account);
  const currency = account?.currency ?? null;
  const toAccount =
    data.toAccountId === null
      ? null
      : await requirePostingAccount(db, userId, data.toAccountId, 'toAccountId');
  if (toAccount !== null && data.toAccountId !== null) accounts.set(data.toAccountId, toAccount);
  const toCurrency = toAccount?.currency ?? null;
  const named = (category: string | null) => ({ toAccount: toAccount?.name ?? null, category });
  if (currency !== null && toCurrency !== null) checkTransferCurrencies(data, currency, toCurrency);
  else if (data.receivedAmount !== null)
    throw refuse('receivedAmount', TRANSACTION_MESSAGES.receivedAmountSameCurrency);
  const splits = settleSplits(data, stored.splits);
  const currencies = currency !== null && toCurrency !== null ? { from: currency, to: toCurrency } : null;
  if (currency !== null && data.type !== 'transfer') {
    requireWholeUnits(currency, [
      ['amount', data.amount],
      ...splits.map((p, i): [string, Cents] => [`splits.${i}.amount`, p.amount]),
    ]);
  }
  // The ledger account of each category read here: posting need not read them again.
  const categoryAccounts = new Map<string, string>();
  if (data.type === 'transfer')
    return { ...data, categoryId: null, splits, categoryAccounts, accounts, currencies, names: named(null) };

  if (!options.booksStarted) await ensureStartingCategories(db, userId);
  if (splits.length > 0) {
    const had = new Set(stored.splits.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])));
    await requireSplitCategories(db, userId, data, splits, had, categoryAccounts);
    // A split's categories are its parts'; a tag names none for it.
    return { ...data, categoryId: null, splits, categoryAccounts, accounts, currencies, names: named(null) };
  }

  if (data.categoryId !== null) {
    const found = await findCategoryAndAccount(db, userId, data.categoryId);
    if (!found) throw notFound('Category not found');
    const category = found.category;
    if (category.accountId && found.account) accounts.set(category.accountId, found.account);
    if (category.type !== data.type) {
      const message = `Choose an ${data.type} category`;
      throw badRequest(`categoryId: ${message}`, { categoryId: message });
    }
    if (!category.isActive && category.id !== storedCategoryId) {
      const message = 'This category is archived';
      throw badRequest(`categoryId: ${message}`, { categoryId: message });
    }
    if (category.accountId) categoryAccounts.set(category.id, category.accountId);
    return { ...data, splits, categoryAccounts, accounts, currencies, names: named(category.name) };
  }
  for (const tag of data.tags) {
    if (!tag.startsWith(`${data.type}-`)) continue;
    const category = await findCategoryByTag(db, userId, data.type, tag.slice(data.type.length + 1));
    if (category?.accountId) categoryAccounts.set(category.id, category.accountId);
    if (category)
      return {
        ...data,
        categoryId: category.id,
        splits,
        categoryAccounts,
        accounts,
        currencies,
        names: named(category.name),
      };
  }
  return { ...data, splits, categoryAccounts, accounts, currencies, names: named(null) };
}
