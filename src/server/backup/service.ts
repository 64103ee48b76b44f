import { randomUUID } from 'node:crypto';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup, type BackupInput } from '../../shared/backup';
import { insertRows } from '../db/json-rows';
import { withReferencesCheckedPerStatement } from '../db/references-per-statement';
import { refreshStatistics } from '../db/statistics';
import { AppError } from '../http/errors';
import { centsFromDb } from '../ledger';
import { insertEntries } from '../ledger/insert-entries';
import { listRules } from '../rules/service';
import type { ServiceContext } from '../service-context';
import { csvZip, hledgerJournal } from './export-files';
import * as repo from './repository';
import * as restore from './restore-repository';

// Your data out and back in (issue 13). The JSON backup holds every table of the user's books and the
// journal (docs/decisions/057); the CSV and hledger exports are made from the same rows (058). A restore
// loads a backup into the signed-in user's empty book in one database transaction: every id is replaced
// by a fresh one (the same backup can be restored by another user), so a row can only ever name rows of
// the same backup; entries go through the ledger's own writer, and the restored balances must equal
// the backup's or nothing is kept.

function serialise(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'userId') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export async function exportBackup(ctx: ServiceContext): Promise<Backup> {
  const { db, userId } = ctx;
  const email = await repo.userEmail(db, userId);
  const tables: Backup['tables'] = {};
  for (const spec of [...repo.BACKUP_TABLES, ...repo.AFTER_JOURNAL]) {
    const rows = (await spec.rows(db, userId)).map(serialise);
    // An account's line count is the ledger's bookkeeping (decision 161), not part of the backup.
    tables[spec.name] = spec.name === 'accounts' ? rows.map(({ lineCount: _kept, ...r }) => r) : rows;
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: ctx.now.toISOString(),
    email,
    baseCurrency: await repo.baseCurrencyOf(db, userId),
    tables,
    journal: await repo.journalOf(db, userId),
  };
}

export async function exportCsvZip(ctx: ServiceContext): Promise<Uint8Array> {
  const { db, userId } = ctx;
  return csvZip({
    accounts: await repo.allAccounts(db, userId),
    categories: await repo.allCategories(db, userId),
    journal: await repo.journalOf(db, userId),
    transactions: await repo.allTransactions(db, userId),
    splits: await repo.allSplits(db, userId),
    rules: await listRules(db, userId),
    exchangeRates: await repo.allExchangeRates(db, userId),
  });
}

export async function exportLedger(ctx: ServiceContext): Promise<string> {
  const { db, userId } = ctx;
  return hledgerJournal(
    {
      accounts: await repo.allAccounts(db, userId),
      journal: await repo.journalOf(db, userId),
      rules: await listRules(db, userId),
      exchangeRates: await repo.allExchangeRates(db, userId),
    },
    { baseCurrency: await repo.baseCurrencyOf(db, userId), today: ctx.today },
  );
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
  for (const [key, column] of Object.entries(repo.columnsOf(table) as Record<string, PgColumn>)) {
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

/** A table's rows as they are inserted, fresh ids and all, in an order that names only earlier rows. */
function valuesOf(spec: repo.BackupTable, backup: BackupInput, userId: string, remap: Remap) {
  const rows = backup.tables[spec.name] ?? [];
  let ordered = rows;
  // A restore never writes a balance: an account starts at the column's 0 and its balance comes from
  // the journal lines restored after it (decision 075).
  if (spec.name === 'accounts')
    ordered = rows.map(({ currentBalance: _fromJournal, lineCount: _counted, ...r }) => r);
  // Recurring items before their occurrences.
  if (spec.name === 'transactions') {
    ordered = [
      ...rows.filter((r) => r.recurringParentId == null),
      ...rows.filter((r) => r.recurringParentId != null),
    ];
  }
  return ordered.map((r) => rowFor(spec.table, r, userId, remap));
}

const bookNotEmpty = () =>
  new AppError(
    'conflict',
    'Your book is not empty: a backup can only be restored into a book with no accounts',
  );

export interface RestoreSummary {
  accounts: number;
  transactions: number;
  journalEntries: number;
}

/** A check of the restore's own that failed: its message names no SQL, so the person may read it. */
class RestoreMismatch extends Error {}

/** SQLSTATE of a database error anywhere in the cause chain. */
function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e !== null && typeof e === 'object'; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a failed restore tells the person: never the database's own text (issue 27, item 4). */
function restoreRefusal(error: unknown): AppError {
  const reason =
    error instanceof RestoreMismatch
      ? error.message
      : ({
          '23503': 'a row names a row the backup does not hold',
          '23505': 'a row appears twice',
          '23514': 'a row breaks a rule of the books',
          '22003': 'an amount is too large for the books',
        }[sqlState(error) ?? ''] ?? 'it is not consistent');
  return new AppError('validation', `This backup cannot be restored: ${reason}`, {
    backup: 'Inconsistent backup',
  });
}

export async function restoreBackup(ctx: ServiceContext, backup: BackupInput): Promise<RestoreSummary> {
  const { userId } = ctx;
  try {
    const summary = await ctx.db.transaction(async (tx) => {
      if (await restore.bookHasData(tx, userId)) throw bookNotEmpty();
      await restore.clearFirstUseRows(tx, userId);
      await restore.setBaseCurrency(tx, userId, backup.baseCurrency);
      await restore.dropRatesReplacedBy(
        tx,
        userId,
        (backup.tables.exchange_rates ?? []).map((r) => ({
          rateDate: String(r.rateDate),
          base: String(r.base),
          quote: String(r.quote),
        })),
      );
      const remap = new Remap();
      // A whole book of inserts: each statement checks its keys once, not once per row (decision 174).
      await withReferencesCheckedPerStatement(tx, async () => {
        for (const spec of repo.BACKUP_TABLES) {
          await insertRows(tx, spec.table, valuesOf(spec, backup, userId, remap));
        }
      });
      const posted = await insertEntries(
        tx,
        userId,
        backup.journal.map((e) => ({
          entryDate: e.entryDate,
          description: e.description,
          reference: e.reference,
          kind: e.kind,
          // An opening keeps listing first on its date (decision 125); every entry keeps its time.
          first: e.kind === 'opening',
          createdAt: e.createdAt,
          transactionId: e.transactionId === null ? null : remap.get(e.transactionId),
          loanId: e.loanId === null ? null : remap.get(e.loanId),
          loanPeriod: e.loanPeriod,
          lines: e.lines.map((l) => ({
            accountId: remap.get(l.accountId),
            debit: centsFromDb(l.debit),
            credit: centsFromDb(l.credit),
            // A backup from before currencies names none: the writer takes the account's (USD).
            ...(l.currency === undefined ? {} : { currency: l.currency }),
          })),
        })),
        undefined,
        { bulk: true },
      );
      if (posted.ids.length !== backup.journal.length) {
        throw new RestoreMismatch('some journal entries post the same transaction or loan payment twice');
      }
      for (const [i, e] of backup.journal.entries()) remap.set(e.id, posted.ids[i] as string);
      await withReferencesCheckedPerStatement(tx, async () => {
        for (const spec of repo.AFTER_JOURNAL) {
          await insertRows(tx, spec.table, valuesOf(spec, backup, userId, remap));
        }
      });
      // The balances the journal gives must be the ones the backup recorded.
      const balances = await restore.accountBalances(tx, userId);
      for (const account of backup.tables.accounts ?? []) {
        const expected = typeof account.currentBalance === 'string' ? centsFromDb(account.currentBalance) : 0;
        const restored = balances.get(remap.get(String(account.id)));
        if (restored === undefined || centsFromDb(restored) !== expected) {
          throw new RestoreMismatch(
            `the balance of account ${String(account.accountName).slice(0, 100)} does not match its journal`,
          );
        }
      }
      return {
        // The accounts the person keeps, not the ledger's own (categories, equity, interest).
        accounts: (backup.tables.accounts ?? []).filter(
          (a) => a.systemKey === null || a.systemKey === undefined,
        ).length,
        transactions: (backup.tables.transactions ?? []).length,
        journalEntries: backup.journal.length,
      };
    });
    // A whole book written at once: the planner's statistics follow it (decision 160).
    await refreshStatistics(ctx.db);
    return summary;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(restoreRefusal(error), { cause: error });
  }
}
