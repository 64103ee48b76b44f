import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionCursor } from '../../shared/transaction-cursor';
import type {
  TransactionData,
  TransactionPlainQuery,
  TransactionSearchQuery,
} from '../../shared/transactions';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import {
  accounts,
  budgetCategories,
  journalEntries,
  loans,
  transactionSplits,
  transactions,
} from '../db/schema';
import { searchFold } from '../db/search-fold';
import { centsToDb } from '../ledger';

// The queries of transactions themselves (write, find, search, recurring) and the cash-flow summary's
// loan payments; bulk changes, reconciling and payees have repositories of their own beside it. Each
// query is scoped by the signed-in user's id: another user's row is simply not found.

/**
 * A stored transaction with the id of the entry it posted (null when nothing is posted); the reads
 * that answer the API also bring the names of its destination account and category.
 */
export type TransactionRow = typeof transactions.$inferSelect & {
  journalEntryId: string | null;
  toAccountName?: string | null;
  categoryName?: string | null;
};

const toAccount = alias(accounts, 'to_account');

/** Every column of the row, plus the posted entry's id (left-joined: a unique key, at most one). */
const rowColumns = {
  ...getTableColumns(transactions),
  journalEntryId: journalEntries.id,
  toAccountName: toAccount.accountName,
  categoryName: budgetCategories.name,
};
const postedEntry = eq(journalEntries.transactionId, transactions.id);
const ownToAccount = and(
  eq(toAccount.id, transactions.toAccountId),
  eq(toAccount.userId, transactions.userId),
);
const ownCategory = and(
  eq(budgetCategories.id, transactions.categoryId),
  eq(budgetCategories.userId, transactions.userId),
);

/** The fields of a validated payload that the row itself stores (a split's parts have their own table). */
type StoredFields = Omit<TransactionData, 'splits'>;

/** What a row stores for a validated payload (nextDueDate already resolved). */
function values(data: StoredFields) {
  return {
    amount: centsToDb(data.amount),
    receivedAmount: data.receivedAmount === null ? null : centsToDb(data.receivedAmount),
    type: data.type,
    description: data.description,
    transactionDate: data.transactionDate,
    isRecurring: data.isRecurring,
    recurringFrequency: data.recurringFrequency,
    recurringStartDate: data.recurringStartDate,
    recurringEndDate: data.recurringEndDate,
    nextDueDate: data.nextDueDate,
    tags: data.tags,
    accountId: data.accountId,
    toAccountId: data.toAccountId,
    categoryId: data.categoryId,
    ...(data.notes === undefined ? {} : { notes: data.notes }),
    ...(data.cleared === undefined ? {} : { cleared: data.cleared }),
    // A row no longer cleared is no longer reconciled either (decision 138).
    ...(data.cleared === false ? { reconciled: false } : {}),
  };
}

/**
 * The insert of one transaction, prepared (decision 178): every post makes it. Each column a payload
 * can give is a parameter, given its column's default when the payload leaves it out, so that its text
 * is one whatever the payload holds.
 */
const insertOne = preparedPer('nw_insert_transaction', (db, name) => {
  const p = sql.placeholder;
  return db
    .insert(transactions)
    .values({
      userId: p('userId'),
      amount: p('amount'),
      receivedAmount: p('receivedAmount'),
      type: p('type'),
      description: p('description'),
      transactionDate: p('transactionDate'),
      isRecurring: p('isRecurring'),
      recurringFrequency: p('recurringFrequency'),
      recurringStartDate: p('recurringStartDate'),
      recurringEndDate: p('recurringEndDate'),
      nextDueDate: p('nextDueDate'),
      tags: p('tags'),
      accountId: p('accountId'),
      toAccountId: p('toAccountId'),
      categoryId: p('categoryId'),
      notes: p('notes'),
      cleared: p('cleared'),
      reconciled: p('reconciled'),
      // Every field values() gives has its parameter: one it added later would fail here, not be dropped.
    } satisfies Record<keyof ReturnType<typeof values> | 'userId', unknown>)
    .returning()
    .prepare(name);
});

export async function insertTransaction(db: Db, userId: string, data: StoredFields): Promise<TransactionRow> {
  const given = values(data);
  const [row] = await insertOne(db).execute({
    ...given,
    userId,
    // The columns' own defaults (schema.ts): no note, not cleared, not reconciled.
    notes: given.notes ?? null,
    cleared: given.cleared ?? false,
    reconciled: given.reconciled ?? false,
  });
  if (!row) throw new Error('insert returned no row');
  return { ...row, journalEntryId: null };
}

/** The user's transaction, locked for the rest of the database transaction. */
export async function lockTransaction(
  db: Db,
  userId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .for('update');
  if (!row) return undefined;
  const [entry] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.transactionId, id));
  return { ...row, journalEntryId: entry?.id ?? null };
}

export async function findTransaction(
  db: Db,
  userId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(transactions)
    .leftJoin(journalEntries, postedEntry)
    .leftJoin(toAccount, ownToAccount)
    .leftJoin(budgetCategories, ownCategory)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}

/** One page of the user's transactions matching the query, and how many match in all. */
export async function findTransactions(
  db: Db,
  userId: string,
  query: TransactionPlainQuery,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const conditions: SQL[] = [eq(transactions.userId, userId)];
  if (query.type) conditions.push(eq(transactions.type, query.type));
  // A recurring item is a plan; its posted occurrences are the transactions. Without a filter the list
  // answers what actually happened (docs/decisions/133); `recurring=true` answers the plans.
  conditions.push(eq(transactions.isRecurring, query.recurring ?? false));
  if (query.accountId !== undefined) {
    conditions.push(
      or(eq(transactions.accountId, query.accountId), eq(transactions.toAccountId, query.accountId)) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(transactions)
      .leftJoin(journalEntries, postedEntry)
      .leftJoin(toAccount, ownToAccount)
      .leftJoin(budgetCategories, ownCategory)
      .where(where)
      // Newest first: by date, then by when it was recorded; id keeps the order total.
      .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(transactions).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** `like` matches these literally only when escaped (backslash is the default escape). */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The row's created_at as UTC text with microseconds: the cursor's exact second key. */
const createdAtText = sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What a search asks of the user's actual transactions (decision 135), without its cursor: the text in
 * the payee or notes, a category on the row or on one of its parts (decision 141), and the bounds.
 */
function searchConditions(userId: string, query: TransactionSearchQuery): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [
    eq(transactions.userId, userId),
    // Recurring items are plans (decision 133); the list is what happened.
    eq(transactions.isRecurring, false),
  ];
  if (query.q !== undefined) {
    const pattern = searchFold(sql`${likeContains(query.q)}`);
    // Two trigram indexes, one per column; notes is in its own only where it is set.
    conditions.push(
      sql`(${searchFold(sql`${transactions.description}`)} like ${pattern} or (${transactions.notes} is not null and ${searchFold(sql`${transactions.notes}`)} like ${pattern}))`,
    );
  }
  if (query.type) conditions.push(eq(transactions.type, query.type));
  if (query.accountId !== undefined) {
    conditions.push(
      or(eq(transactions.accountId, query.accountId), eq(transactions.toAccountId, query.accountId)),
    );
  }
  if (query.categoryId !== undefined) {
    conditions.push(
      or(
        eq(transactions.categoryId, query.categoryId),
        exists(
          sql`(select 1 from ${transactionSplits} where ${transactionSplits.transactionId} = ${transactions.id} and ${transactionSplits.categoryId} = ${query.categoryId})`,
        ),
      ),
    );
  }
  if (query.uncategorized) {
    // A transfer has no category by nature: "Uncategorized" is income or an expense not yet filed,
    // or a split with a part whose category is gone.
    conditions.push(
      sql`${transactions.type} <> 'transfer'`,
      or(
        and(
          isNull(transactions.categoryId),
          notExists(
            sql`(select 1 from ${transactionSplits} where ${transactionSplits.transactionId} = ${transactions.id})`,
          ),
        ),
        exists(
          sql`(select 1 from ${transactionSplits} where ${transactionSplits.transactionId} = ${transactions.id} and ${transactionSplits.categoryId} is null)`,
        ),
      ),
    );
  }
  if (query.from !== undefined) conditions.push(gte(transactions.transactionDate, query.from));
  if (query.to !== undefined) conditions.push(lte(transactions.transactionDate, query.to));
  // Amounts are stored positive; the direction is the type. So min and max bound the absolute amount.
  if (query.min !== undefined) conditions.push(gte(transactions.amount, centsToDb(query.min)));
  if (query.max !== undefined) conditions.push(lte(transactions.amount, centsToDb(query.max)));
  // Cleared or not (decision 138): what the bank has seen, or what it has not yet.
  if (query.cleared !== undefined) conditions.push(eq(transactions.cleared, query.cleared));
  return conditions;
}

/**
 * How many of the user's transactions a search finds, and what its income and its expenses come to
 * (GET /api/transactions/count): the totals of every match, not of the page loaded.
 */
export async function countSearch(
  db: Db,
  userId: string,
  query: TransactionSearchQuery,
  base: string,
): Promise<{
  n: number;
  sums: { currency: string | null; date: string | null; income: string; expenses: string }[];
}> {
  const where = and(...searchConditions(userId, query));
  const [row] = await db.select({ n: count() }).from(transactions).where(where);
  // Per currency of the account (and per date in another than the base, to convert at its rate).
  const currency = sql<string | null>`${accounts.currency}`;
  const date = sql<
    string | null
  >`case when coalesce(${accounts.currency}, ${base}) = ${base} then null else ${transactions.transactionDate}::text end`;
  const sums = await db
    .select({
      currency,
      date,
      income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::text`,
      expenses: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::text`,
    })
    .from(transactions)
    .leftJoin(accounts, and(eq(accounts.id, transactions.accountId), eq(accounts.userId, userId)))
    .where(where)
    // By position: the date expression binds the base currency anew each time it is written out.
    .groupBy(sql`1`, sql`2`);
  return { n: Number(row?.n ?? 0), sums };
}

/** Ids of up to `limit` of the user's transactions a search finds: "all matching" of a bulk change. */
export async function searchIds(
  db: Db,
  userId: string,
  query: TransactionSearchQuery,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(...searchConditions(userId, query)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * One page of the user's actual transactions matching a search (decision 135), newest first, from
 * after `cursor`; one row more than the limit is read to know whether there is a next page.
 */
export async function searchTransactions(
  db: Db,
  userId: string,
  query: TransactionSearchQuery,
): Promise<{ rows: TransactionRow[]; last: TransactionCursor | null; more: boolean }> {
  const conditions = searchConditions(userId, query);
  if (query.cursor !== undefined) {
    const { date, at, id } = query.cursor;
    conditions.push(
      sql`(${transactions.transactionDate}, ${transactions.createdAt}, ${transactions.id}) < (${date}::date, ${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const found = await db
    .select({ ...rowColumns, cursorAt: createdAtText })
    .from(transactions)
    .leftJoin(journalEntries, postedEntry)
    .leftJoin(toAccount, ownToAccount)
    .leftJoin(budgetCategories, ownCategory)
    .where(and(...conditions))
    .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id))
    .limit(query.limit + 1);
  const more = found.length > query.limit;
  const page = found.slice(0, query.limit);
  const tail = page.at(-1);
  const rows = page.map(({ cursorAt: _at, ...row }) => row);
  return {
    rows,
    last: tail ? { date: tail.transactionDate, at: tail.cursorAt, id: tail.id } : null,
    more,
  };
}

export async function updateTransactionRow(
  db: Db,
  userId: string,
  id: string,
  data: StoredFields,
): Promise<TransactionRow | null> {
  const [row] = await db
    .update(transactions)
    .set(values(data))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning();
  return row ? { ...row, journalEntryId: null } : null;
}

/** Occurrences of recurring items: one row each, keyed (item, date) so none is inserted twice. */
export async function insertOccurrences(
  db: Db,
  userId: string,
  item: TransactionRow,
  dates: readonly string[],
): Promise<TransactionRow[]> {
  if (dates.length === 0) return [];
  const rows: TransactionRow[] = [];
  for (let i = 0; i < dates.length; i += 1_000) {
    const inserted = await db
      .insert(transactions)
      .values(
        dates.slice(i, i + 1_000).map((date) => ({
          userId,
          amount: item.amount,
          receivedAmount: item.receivedAmount,
          type: item.type,
          description: item.description,
          transactionDate: date,
          isRecurring: false,
          tags: item.tags,
          accountId: item.accountId,
          toAccountId: item.toAccountId,
          categoryId: item.categoryId,
          recurringParentId: item.id,
          occurrenceDate: date,
        })),
      )
      .onConflictDoNothing()
      .returning();
    rows.push(...inserted.map((r) => ({ ...r, journalEntryId: null })));
  }
  return rows;
}

/** Recurring items that post to an account (all, or one), locked while their occurrences post. */
export async function lockPostingItems(db: Db, userId: string, itemId?: string): Promise<TransactionRow[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.isRecurring, true),
        sql`${transactions.accountId} is not null`,
        itemId === undefined ? undefined : eq(transactions.id, itemId),
      ),
    )
    .orderBy(transactions.id)
    .for('update');
  return rows.map((r) => ({ ...r, journalEntryId: null }));
}

export async function markPostedThrough(
  db: Db,
  id: string,
  postedThrough: string,
  nextDueDate: string | null,
): Promise<void> {
  await db.update(transactions).set({ postedThrough, nextDueDate }).where(eq(transactions.id, id));
}

/**
 * When an account is deleted: its posted transactions go with it (their entries are already gone),
 * and recurring items that posted to it become projections again (a transfer cannot: it goes).
 */
export async function removeTransactionsOfAccount(db: Db, userId: string, accountId: string): Promise<void> {
  const touches = or(eq(transactions.accountId, accountId), eq(transactions.toAccountId, accountId));
  await db
    .update(transactions)
    .set({ accountId: null, postedThrough: null })
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.isRecurring, true),
        eq(transactions.accountId, accountId),
        sql`${transactions.type} <> 'transfer'`,
      ),
    );
  await db.delete(transactions).where(and(eq(transactions.userId, userId), touches));
}

/** Ids of the entries the user's transaction posted. */
export async function entriesOf(db: Db, userId: string, transactionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.transactionId, transactionId), eq(journalEntries.userId, userId)));
  return rows.map((r) => r.id);
}

export interface RecurringItemRow {
  type: string;
  amount: string;
  recurringFrequency: string | null;
  recurringEndDate: string | null;
  /** Its account's currency; null for an item without an account (taken as the base currency). */
  currency: string | null;
}

export async function findRecurringItems(db: Db, userId: string): Promise<RecurringItemRow[]> {
  return db
    .select({
      type: transactions.type,
      amount: transactions.amount,
      recurringFrequency: transactions.recurringFrequency,
      recurringEndDate: transactions.recurringEndDate,
      currency: accounts.currency,
    })
    .from(transactions)
    .leftJoin(accounts, and(eq(accounts.id, transactions.accountId), eq(accounts.userId, userId)))
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.isRecurring, true),
        // Transfers move money between the user's own accounts: neither income nor expense.
        sql`${transactions.type} <> 'transfer'`,
      ),
    );
}

/**
 * Sum of the monthly payments of the loans still being repaid on `today`, per currency of the loan's
 * account (a loan without one counts as the base currency, null): a loan paid off (decision 035)
 * counts nothing from the day its balance reached zero.
 */
export async function sumActiveLoanPayments(
  db: Db,
  userId: string,
  today: string,
): Promise<{ currency: string | null; total: string }[]> {
  return db
    .select({
      currency: accounts.currency,
      total: sql<string>`coalesce(sum(${loans.monthlyPayment}), 0)::text`,
    })
    .from(loans)
    .leftJoin(accounts, and(eq(accounts.id, loans.accountId), eq(accounts.userId, userId)))
    .where(
      and(
        eq(loans.userId, userId),
        eq(loans.isActive, true),
        or(isNull(loans.paidOffOn), gt(loans.paidOffOn, today)),
      ),
    )
    .groupBy(accounts.currency);
}

/** The currency of each of the user's accounts among `ids` (decision 147). */
export async function accountCurrencies(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, unique)));
  return new Map(rows.map((r) => [r.id, r.currency]));
}

/**
 * The amounts kept in the base currency, locked: income and expenses without an account (a change of
 * base currency converts them), with the parts of those split.
 */
export async function accountlessAmounts(
  db: Db,
  userId: string,
): Promise<{ id: string; amount: string; parts: { id: string; amount: string }[] }[]> {
  const rows = await db
    .select({ id: transactions.id, amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNull(transactions.accountId)))
    .orderBy(asc(transactions.id))
    .for('update');
  if (rows.length === 0) return [];
  const parts = await db
    .select({
      id: transactionSplits.id,
      transactionId: transactionSplits.transactionId,
      amount: transactionSplits.amount,
    })
    .from(transactionSplits)
    .innerJoin(transactions, eq(transactions.id, transactionSplits.transactionId))
    .where(and(eq(transactionSplits.userId, userId), isNull(transactions.accountId)))
    .orderBy(asc(transactionSplits.position))
    .for('update', { of: transactionSplits });
  const byTransaction = new Map<string, { id: string; amount: string }[]>();
  for (const part of parts) {
    const list = byTransaction.get(part.transactionId) ?? [];
    list.push({ id: part.id, amount: part.amount });
    byTransaction.set(part.transactionId, list);
  }
  return rows.map((r) => ({ ...r, parts: byTransaction.get(r.id) ?? [] }));
}

export async function setAccountlessAmount(db: Db, userId: string, id: string, cents: number): Promise<void> {
  await db
    .update(transactions)
    .set({ amount: centsToDb(cents) })
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId), isNull(transactions.accountId)));
}

export async function setSplitAmount(db: Db, userId: string, id: string, cents: number): Promise<void> {
  await db
    .update(transactionSplits)
    .set({ amount: centsToDb(cents) })
    .where(and(eq(transactionSplits.id, id), eq(transactionSplits.userId, userId)));
}
