import { randomUUID } from 'node:crypto';
import {
  crossCurrencyTransferEntry,
  type JournalEntryDraft,
  splitTransactionEntry,
  transactionEntry,
} from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import { findCategory } from '../categories/repository';
import type { Db } from '../db/client';
import {
  centsFromDb,
  deleteJournalEntries,
  ensureTradingAccount,
  type KnownAccounts,
  postJournalEntries,
  systemAccount,
} from '../ledger';
import { accountCurrencies, entriesOf, type TransactionRow } from './repository';
import { splitsOf } from './split-repository';

// An actual transaction's journal entry (docs/decisions/023): posted on its date in the same
// database transaction as the row, replaced when it is edited, removed when it is deleted.

const categoryKey = (type: string, categoryId: string | null) => categoryId ?? `uncategorized:${type}`;

/** What one batch has found out: each category's account, and what was read of accounts. */
interface Found {
  /** Category key → its ledger account, so many rows of few categories cost few queries. */
  categories: Map<string, string>;
  /** Accounts read with the user's id: posting does not read them again. */
  accounts: Map<string, { accountType: string; currency: string }>;
}

/** The account on the other side of an income or expense: the category's, or uncategorized. */
async function categoryAccountOf(
  db: Db,
  userId: string,
  type: string,
  categoryId: string | null,
  found: Found,
): Promise<string> {
  const key = categoryKey(type, categoryId);
  const cached = found.categories.get(key);
  if (cached !== undefined) return cached;
  let id: string | undefined;
  if (categoryId !== null) {
    id = (await findCategory(db, userId, categoryId))?.accountId ?? undefined;
  }
  if (id === undefined) {
    const account = await systemAccount(
      db,
      userId,
      type === 'income' ? 'uncategorized_income' : 'uncategorized_expense',
    );
    id = account.id;
    found.accounts.set(id, account);
  }
  found.categories.set(key, id);
  return id;
}

/** What posting reads of a transaction row: a bulk insert (an import) need not read its rows back. */
export type PostableRow = Pick<
  TransactionRow,
  | 'id'
  | 'type'
  | 'amount'
  | 'description'
  | 'transactionDate'
  | 'isRecurring'
  | 'accountId'
  | 'toAccountId'
  | 'receivedAmount'
  | 'categoryId'
>;

/** What a row moves, in cents: a transfer between two currencies also has what was received. */
export interface PostedAmounts {
  amount: Cents;
  receivedAmount: Cents | null;
}

/** The amounts a stored row holds (an occurrence, an undo, an import), read from their text. */
function storedAmounts(row: PostableRow): PostedAmounts {
  return {
    amount: centsFromDb(row.amount),
    receivedAmount: row.receivedAmount === null ? null : centsFromDb(row.receivedAmount),
  };
}

/**
 * The row's entry: a split posts a line per part (decision 141), others one line on each side. The
 * amounts are `amounts`, never the row's text: a row just written posts the cents its payload was
 * validated as.
 */
export async function draftOf(
  db: Db,
  userId: string,
  row: PostableRow,
  { amount, receivedAmount }: PostedAmounts,
  parts: readonly KnownPart[] | undefined,
  found: Found,
  currencies: ReadonlyMap<string, string>,
): Promise<JournalEntryDraft | null> {
  const accountId = row.accountId as string;
  if (row.type === 'transfer' && receivedAmount !== null) {
    // Between two currencies (decision 152): through the pair's trading account.
    const toAccountId = row.toAccountId as string;
    const fromCurrency = currencies.get(accountId);
    const toCurrency = currencies.get(toAccountId);
    if (fromCurrency === undefined || toCurrency === undefined)
      throw new Error('A transfer names no account');
    return crossCurrencyTransferEntry({
      sent: amount,
      fromAccountId: accountId,
      fromCurrency,
      received: receivedAmount,
      toAccountId,
      toCurrency,
      tradingAccountId: await ensureTradingAccount(db, userId, fromCurrency, toCurrency),
      description: row.description,
    });
  }
  if (row.type !== 'transfer' && parts !== undefined && parts.length > 0) {
    const counters = [];
    for (const part of parts) {
      counters.push({
        counterAccountId: await categoryAccountOf(db, userId, row.type, part.categoryId, found),
        amount: part.amount,
      });
    }
    return splitTransactionEntry({
      type: row.type as 'income' | 'expense',
      amount,
      accountId,
      parts: counters,
      description: row.description,
    });
  }
  return transactionEntry({
    type: row.type as 'income' | 'expense' | 'transfer',
    amount,
    accountId,
    counterAccountId:
      row.type === 'transfer'
        ? (row.toAccountId as string)
        : // A batch of few categories: the answer is known without an await for most rows.
          (found.categories.get(categoryKey(row.type, row.categoryId)) ??
          (await categoryAccountOf(db, userId, row.type, row.categoryId, found))),
    description: row.description,
  });
}

/** Whether a row moves money: an actual (not a recurring item) with an account. */
const postsToLedger = (row: PostableRow) => !row.isRecurring && row.accountId !== null;

interface KnownPart {
  categoryId: string | null;
  amount: Cents;
}

/** What the caller has already read, so posting does not read it again. */
export interface PostingHints {
  /** Category id → its ledger account. */
  categoryAccounts?: ReadonlyMap<string, string>;
  /** Accounts read with the user's id while checking the rows: their type and currency. */
  accounts?: KnownAccounts;
  /** Every row's parts (none for an unsplit row): the split table is then not read. */
  parts?: ReadonlyMap<string, readonly KnownPart[]>;
  /** Row id → the cents its payload was validated as, posted instead of the row's stored text. */
  amounts?: ReadonlyMap<string, PostedAmounts>;
  /** A bulk insert in the caller's transaction: its keys checked per statement (decision 174). */
  bulk?: boolean;
}

/** The parts of the rows that may be split, read once for all. */
async function partsOf(db: Db, userId: string, rows: readonly PostableRow[]) {
  const found = await splitsOf(
    db,
    userId,
    rows.filter((r) => r.type !== 'transfer').map((r) => r.id),
  );
  return new Map(
    [...found].map(([id, list]) => [
      id,
      list.map((p) => ({ categoryId: p.categoryId, amount: centsFromDb(p.amount) })),
    ]),
  );
}

/**
 * Posts the entries of actual transactions (others are skipped), with their parts when split. Returns
 * the id of each entry it inserted, by its transaction's id.
 */
export async function postTransactions(
  db: Db,
  userId: string,
  rows: readonly PostableRow[],
  hints: PostingHints = {},
): Promise<ReadonlyMap<string, string>> {
  const inputs = [];
  const found: Found = {
    categories: new Map(hints.categoryAccounts),
    accounts: new Map(hints.accounts),
  };
  const posting = rows.filter(postsToLedger);
  const parts = hints.parts ?? (await partsOf(db, userId, posting));
  const exchanges = posting.filter((r) => r.receivedAmount !== null);
  const currencies = await accountCurrencies(
    db,
    userId,
    exchanges.flatMap((r) => [r.accountId as string, r.toAccountId as string]),
  );
  for (const row of posting) {
    const amounts = hints.amounts?.get(row.id) ?? storedAmounts(row);
    const draft = await draftOf(db, userId, row, amounts, parts.get(row.id), found, currencies);
    if (!draft) continue;
    inputs.push({
      id: randomUUID(),
      entryDate: row.transactionDate,
      description: draft.description,
      kind: row.type === 'transfer' ? ('transfer' as const) : ('transaction' as const),
      transactionId: row.id,
      lines: draft.lines,
    });
  }
  const inserted = new Set(
    await postJournalEntries(db, userId, inputs, found.accounts, { bulk: hints.bulk === true }),
  );
  return new Map(inputs.filter((i) => inserted.has(i.id)).map((i) => [i.transactionId, i.id]));
}

/** Removes the entry a transaction posted, if any. */
export async function unpostTransaction(db: Db, userId: string, transactionId: string): Promise<void> {
  await deleteJournalEntries(db, userId, await entriesOf(db, userId, transactionId));
}
