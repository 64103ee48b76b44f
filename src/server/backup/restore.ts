import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isIsoDate } from '../../domain/calendar';
import type { EntryKind } from '../../shared/register';
import type { Db } from '../db/client';
import {
  accounts,
  budgetCategories,
  journalEntries,
  ledgerState,
  loans,
  transactions,
  userPreferences,
} from '../db/schema';
import { AppError } from '../http/errors';
import { centsFromDb } from '../ledger';
import { insertEntries } from '../ledger/insert-entries';
import { BACKUP_FORMAT, BACKUP_VERSION } from './export-json';
import { AFTER_JOURNAL, BACKUP_TABLES, columnsOf } from './tables';

// Loads a JSON backup into the signed-in user's empty book, in one database transaction. Every id
// is replaced by a fresh one (the same backup can be restored by another user), so a row can only
// ever name rows of the same backup; entries go through the ledger's own writer, and the restored
// balances must equal the backup's or nothing is kept (docs/decisions/057).

const decimal = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/);
const entrySchema = z.object({
  id: z.string().min(1),
  entryDate: z.string().refine(isIsoDate),
  description: z.string().max(1_000),
  reference: z.string().max(1_000).nullable(),
  kind: z.string().max(40),
  transactionId: z.string().nullable(),
  loanId: z.string().nullable(),
  loanPeriod: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lines: z.array(z.object({ accountId: z.string(), debit: decimal, credit: decimal })).min(2),
});
export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'This is not a NetWorth backup' }),
  version: z.literal(BACKUP_VERSION, {
    error: `Only backups of format version ${BACKUP_VERSION} can be restored`,
  }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  journal: z.array(entrySchema),
});
export type BackupInput = z.output<typeof backupSchema>;

const bookNotEmpty = () =>
  new AppError(
    'conflict',
    'Your book is not empty: a backup can only be restored into a book with no accounts',
  );

async function requireEmptyBook(db: Db, userId: string): Promise<void> {
  const [own] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.systemKey)))
    .limit(1);
  const [tx] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .limit(1);
  const [loan] = await db.select({ id: loans.id }).from(loans).where(eq(loans.userId, userId)).limit(1);
  if (own || tx || loan) throw bookNotEmpty();
  // What the app creates on first use (starting categories, system accounts) makes way for the backup's.
  await db.delete(budgetCategories).where(eq(budgetCategories.userId, userId));
  await db.delete(accounts).where(and(eq(accounts.userId, userId), isNotNull(accounts.systemKey)));
  await db.delete(userPreferences).where(eq(userPreferences.userId, userId));
  await db.delete(ledgerState).where(eq(ledgerState.userId, userId));
}

class Remap {
  private readonly ids = new Map<string, string>();
  get(old: string): string {
    let id = this.ids.get(old);
    if (id === undefined) {
      id = randomUUID();
      this.ids.set(old, id);
    }
    return id;
  }
  set(old: string, id: string): void {
    this.ids.set(old, id);
  }
}

function rowFor(table: PgTable, row: Record<string, unknown>, userId: string, remap: Remap) {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columnsOf(table) as Record<string, PgColumn>)) {
    if (key === 'userId') {
      out[key] = userId;
      continue;
    }
    if (!(key in row)) continue;
    const value = row[key];
    if (column.columnType === 'PgUUID' && typeof value === 'string') out[key] = remap.get(value);
    else if (column.columnType === 'PgTimestamp' && typeof value === 'string') out[key] = new Date(value);
    else out[key] = value;
  }
  return out;
}

async function insertTable(
  db: Db,
  table: PgTable,
  name: string,
  rows: Record<string, unknown>[],
  userId: string,
  remap: Remap,
): Promise<void> {
  let ordered = rows;
  // A restore never writes a balance: an account starts at the column's 0 and its balance comes from
  // the journal lines restored after it (decision 075).
  if (name === 'accounts') ordered = rows.map(({ currentBalance: _fromJournal, ...r }) => r);
  // Recurring items before their occurrences.
  if (name === 'transactions') {
    ordered = [
      ...rows.filter((r) => r.recurringParentId == null),
      ...rows.filter((r) => r.recurringParentId != null),
    ];
  }
  const values = ordered.map((r) => rowFor(table, r, userId, remap));
  for (let i = 0; i < values.length; i += 500) {
    await db.insert(table).values(values.slice(i, i + 500));
  }
}

/** Entries list by date, then creation time: the restored ones keep the backup's times. */
async function keepEntryTimes(db: Db, entries: { id: string; createdAt: string }[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1_000) {
    const values = sql.join(
      entries.slice(i, i + 1_000).map((e) => sql`(${e.id}::uuid, ${e.createdAt}::timestamptz)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${journalEntries} set created_at = v.created_at from (values ${values}) as v(id, created_at) where ${journalEntries.id} = v.id`,
    );
  }
}

export interface RestoreSummary {
  accounts: number;
  transactions: number;
  journalEntries: number;
}

export async function restoreBackup(db: Db, userId: string, backup: BackupInput): Promise<RestoreSummary> {
  try {
    return await db.transaction(async (tx) => {
      await requireEmptyBook(tx, userId);
      const remap = new Remap();
      for (const spec of BACKUP_TABLES) {
        await insertTable(tx, spec.table, spec.name, backup.tables[spec.name] ?? [], userId, remap);
      }
      const posted = await insertEntries(
        tx,
        userId,
        backup.journal.map((e) => ({
          entryDate: e.entryDate,
          description: e.description,
          reference: e.reference,
          kind: e.kind as EntryKind,
          transactionId: e.transactionId === null ? null : remap.get(e.transactionId),
          loanId: e.loanId === null ? null : remap.get(e.loanId),
          loanPeriod: e.loanPeriod,
          lines: e.lines.map((l) => ({
            accountId: remap.get(l.accountId),
            debit: centsFromDb(l.debit),
            credit: centsFromDb(l.credit),
          })),
        })),
      );
      if (posted.ids.length !== backup.journal.length) throw new Error('some entries were not posted');
      for (const [i, e] of backup.journal.entries()) remap.set(e.id, posted.ids[i] as string);
      await keepEntryTimes(
        tx,
        backup.journal.map((e, i) => ({ id: posted.ids[i] as string, createdAt: e.createdAt })),
      );
      for (const spec of AFTER_JOURNAL) {
        await insertTable(tx, spec.table, spec.name, backup.tables[spec.name] ?? [], userId, remap);
      }
      // The balances the journal gives must be the ones the backup recorded.
      const restored = await tx
        .select({ id: accounts.id, balance: accounts.currentBalance })
        .from(accounts)
        .where(eq(accounts.userId, userId));
      const balanceOf = new Map(restored.map((a) => [a.id, centsFromDb(a.balance)]));
      for (const account of backup.tables.accounts ?? []) {
        const expected = typeof account.currentBalance === 'string' ? centsFromDb(account.currentBalance) : 0;
        if (balanceOf.get(remap.get(String(account.id))) !== expected) {
          throw new Error(`the balance of account ${String(account.accountName)} does not match its journal`);
        }
      }
      return {
        accounts: (backup.tables.accounts ?? []).length,
        transactions: (backup.tables.transactions ?? []).length,
        journalEntries: backup.journal.length,
      };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0]?.slice(0, 200) : 'unknown';
    throw new AppError('validation', `This backup cannot be restored: ${reason}`, {
      backup: 'Inconsistent backup',
    });
  }
}
