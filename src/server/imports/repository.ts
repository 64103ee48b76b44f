import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { CsvMapping } from '../../domain/imports';
import type { ExistingTransaction } from '../../domain/imports/duplicates';
import type { Cents } from '../../domain/money';
import type { TransactionData } from '../../shared/transactions';
import type { Db } from '../db/client';
import { withReferencesCheckedPerStatement } from '../db/references-per-statement';
import {
  accounts,
  importedTransactions,
  importedTransfers,
  importMappings,
  imports,
  journalEntries,
  journalEntryLines,
  loans,
  transactions,
} from '../db/schema';
import { centsFromDb, centsToDb } from '../ledger';
import type { PostableRow } from '../transactions/posting';

// Every query of bank-file imports, scoped by the signed-in user.

export type ImportRow = typeof imports.$inferSelect;

/** The user's own asset or liability account (not a system one), or undefined. */
export async function findImportAccount(db: Db, userId: string, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.accountType,
      accountNumber: accounts.accountNumber,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), isNull(accounts.systemKey)));
  return row;
}

export async function findMapping(db: Db, userId: string, accountId: string): Promise<unknown> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.accountId, accountId), eq(importMappings.userId, userId)));
  return row?.mapping;
}

export async function saveMapping(
  db: Db,
  userId: string,
  accountId: string,
  mapping: CsvMapping,
  now: Date,
): Promise<void> {
  await db
    .insert(importMappings)
    .values({ accountId, userId, mapping, updatedAt: now })
    .onConflictDoUpdate({ target: importMappings.accountId, set: { mapping, updatedAt: now } });
}

export async function importedBankIds(
  db: Db,
  accountId: string,
  bankIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(bankIds)];
  // The rows imported as transactions, and those imported as the other side of a transfer (decision
  // 189), which keep their bank id beside the pairing.
  for (const table of [importedTransactions, importedTransfers]) {
    for (let i = 0; i < unique.length; i += 5_000) {
      const rows = await db
        .select({ bankId: table.bankId })
        .from(table)
        .where(and(eq(table.accountId, accountId), inArray(table.bankId, unique.slice(i, i + 5_000))));
      for (const r of rows) if (r.bankId !== null) found.add(r.bankId);
    }
  }
  return found;
}

/** The account's actual transactions dated from..to, signed for the account (money in positive). */
export async function accountTransactionsBetween(
  db: Db,
  userId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<ExistingTransaction[]> {
  const rows = await db
    .select({
      id: transactions.id,
      date: transactions.transactionDate,
      amount: transactions.amount,
      receivedAmount: transactions.receivedAmount,
      type: transactions.type,
      accountId: transactions.accountId,
      description: transactions.description,
      recurringParentId: transactions.recurringParentId,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.isRecurring, false),
        or(eq(transactions.accountId, accountId), eq(transactions.toAccountId, accountId)),
        gte(transactions.transactionDate, from),
        lte(transactions.transactionDate, to),
      ),
    );
  return rows.map((r) => {
    const outgoing = r.type === 'expense' || (r.type === 'transfer' && r.accountId === accountId);
    // What a transfer between two currencies brought in is its received amount, in this account's.
    const cents = centsFromDb(!outgoing && r.receivedAmount !== null ? r.receivedAmount : r.amount);
    const existing = {
      id: r.id,
      date: r.date,
      amount: outgoing ? -cents : cents,
      description: r.description,
    };
    // A recurring item's occurrence, and a transfer between the user's accounts (decision 189): the
    // bank names them in its own words.
    if (r.recurringParentId !== null) return { ...existing, scheduledAs: `the scheduled “${r.description}”` };
    if (r.type === 'transfer') return { ...existing, scheduledAs: `the transfer “${r.description}”` };
    return existing;
  });
}

/**
 * The payments loans posted from the account over [from, to] (their own entries, not transactions):
 * a statement of the account holds them too, under the lender's words.
 */
export async function loanPaymentsBetween(
  db: Db,
  userId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<ExistingTransaction[]> {
  const line = journalEntryLines;
  const rows = await db
    .select({
      id: journalEntries.id,
      date: line.entryDate,
      debit: line.debit,
      credit: line.credit,
      loan: loans.name,
    })
    .from(line)
    .innerJoin(journalEntries, eq(journalEntries.id, line.journalEntryId))
    .innerJoin(loans, eq(loans.id, journalEntries.loanId))
    .where(
      and(
        eq(journalEntries.userId, userId),
        eq(line.accountId, accountId),
        inArray(line.entryKind, ['loan_payment', 'extra_payment']),
        gte(line.entryDate, from),
        lte(line.entryDate, to),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    amount: centsFromDb(r.debit) - centsFromDb(r.credit),
    description: r.loan,
    scheduledAs: `the payment on ${r.loan}`,
  }));
}

/** The date order the account's last CSV or QIF import was read with, if any. */
export async function lastDateFormat(db: Db, userId: string, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ dateFormat: imports.dateFormat })
    .from(imports)
    .where(
      and(
        eq(imports.userId, userId),
        eq(imports.accountId, accountId),
        sql`${imports.dateFormat} is not null`,
      ),
    )
    .orderBy(desc(imports.createdAt))
    .limit(1);
  return row?.dateFormat ?? null;
}

export async function insertImport(
  db: Db,
  values: Omit<typeof imports.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date },
): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One row of an import: an income or expense of the import's account. */
export interface ImportedRowValues {
  amount: Cents;
  type: TransactionData['type'];
  description: string;
  transactionDate: string;
  categoryId: string | null;
  notes: string | null;
  bankId: string | null;
}

/**
 * Inserts the import's transactions and their links to the import: one statement for both tables
 * whatever the count (decision 156), the rows passed as one JSON parameter rather than a parameter per
 * value. Returns what posting needs of each, in the order given, without reading the rows back.
 */
export async function insertImportedRows(
  db: Db,
  userId: string,
  importId: string,
  accountId: string,
  rows: readonly ImportedRowValues[],
): Promise<PostableRow[]> {
  if (rows.length === 0) return [];
  const given = rows.map((r, n) => ({
    n,
    id: randomUUID(),
    amount: centsToDb(r.amount),
    type: r.type,
    description: r.description,
    transaction_date: r.transactionDate,
    category_id: r.categoryId,
    notes: r.notes,
    bank_id: r.bankId,
  }));
  // Keys checked per statement (decision 174): 20,000 rows named the same user, account and import.
  await withReferencesCheckedPerStatement(db, () =>
    db.execute(sql`
    with given as (
      select * from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as g(
        n integer, id uuid, amount numeric, type text, description text, transaction_date date,
        category_id uuid, notes text, bank_id text)
    ), added as (
      insert into ${transactions}
        (id, user_id, amount, type, description, transaction_date, is_recurring, tags, account_id, category_id, notes)
      select g.id, ${userId}::uuid, g.amount, g.type, g.description, g.transaction_date, false, '{}'::text[],
        ${accountId}::uuid, g.category_id, g.notes
      from given g order by g.n
      returning id
    )
    insert into ${importedTransactions} (transaction_id, import_id, account_id, bank_id)
    select g.id, ${importId}::uuid, ${accountId}::uuid, g.bank_id from given g join added a on a.id = g.id`),
  );
  return given.map((g, i) => {
    const r = rows[i] as ImportedRowValues;
    return {
      id: g.id,
      type: r.type,
      amount: g.amount,
      description: r.description,
      transactionDate: r.transactionDate,
      isRecurring: false,
      accountId,
      toAccountId: null,
      receivedAmount: null,
      categoryId: r.categoryId,
    };
  });
}

export async function listImports(db: Db, userId: string, accountId: string): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(and(eq(imports.userId, userId), eq(imports.accountId, accountId)))
    .orderBy(desc(imports.createdAt), desc(imports.id));
}

export async function lockImport(db: Db, userId: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)))
    .for('update');
  return row;
}

/** Ids of the journal entries the import's transactions posted. */
export async function entriesOfImport(db: Db, importId: string): Promise<string[]> {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .innerJoin(importedTransactions, eq(importedTransactions.transactionId, journalEntries.transactionId))
    .where(eq(importedTransactions.importId, importId));
  return rows.map((r) => r.id);
}

/** Deletes the import's transactions (their entries must be gone already) and the import itself. */
export async function deleteImportAndTransactions(db: Db, userId: string, importId: string): Promise<void> {
  await db
    .delete(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(
          transactions.id,
          db
            .select({ id: importedTransactions.transactionId })
            .from(importedTransactions)
            .where(eq(importedTransactions.importId, importId)),
        ),
      ),
    );
  await db.delete(imports).where(and(eq(imports.id, importId), eq(imports.userId, userId)));
}
