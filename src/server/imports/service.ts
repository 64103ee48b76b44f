import type { ParsedRow } from '../../domain/imports';
import { IMPORT_MESSAGES, type ImportFormat, type ImportRecord } from '../../shared/imports';
import type { TransactionData } from '../../shared/transactions';
import type { Db } from '../db/client';
import { inTransaction } from '../db/in-transaction';
import { withReferencesCheckedPerStatement } from '../db/references-per-statement';
import { refreshStatistics } from '../db/statistics';
import { AppError, badRequest, notFound } from '../http/errors';
import { deleteJournalEntries } from '../ledger';
import type { ServiceContext } from '../service-context';
import { postTransactions } from '../transactions/posting';
import { resolveTransaction } from '../transactions/resolve';
import { type ImportFileInput, readImportRows, requireImportAccount } from './preview';
import * as repo from './repository';
import { type ChosenPair, pairChosenRows, unpairImport } from './transfer-pairs';
import * as transfers from './transfer-repository';

// Committing an import: the chosen rows become transactions of the account, posted through the
// normal posting path, all in one database transaction with the import's record. Undo removes
// exactly those transactions and their entries (docs/decisions/056).

export interface ChosenRow {
  line: number;
  categoryId: string | null;
  /** The transaction of another account this row is the other side of (decision 189). */
  transferWith?: string | null | undefined;
}

function toImportRecord(row: repo.ImportRow): ImportRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    rowsImported: row.rowsImported,
    rowsSkipped: row.rowsSkipped,
    createdAt: row.createdAt.toISOString(),
  };
}

const tooLarge = () =>
  new AppError('conflict', 'This import would take the account balance past what the books can hold');

function dataFor(accountId: string, row: ParsedRow, categoryId: string | null): TransactionData {
  return {
    amount: Math.abs(row.amount),
    receivedAmount: null,
    type: row.amount > 0 ? 'income' : 'expense',
    description: row.payee,
    transactionDate: row.date,
    isRecurring: false,
    recurringFrequency: null,
    recurringStartDate: null,
    recurringEndDate: null,
    nextDueDate: null,
    tags: [],
    accountId,
    toAccountId: null,
    categoryId,
    notes: row.memo ?? null,
  };
}

/** Validates each distinct (type, category) once through the transactions' own resolver. */
async function validateCategories(db: Db, userId: string, rows: TransactionData[]) {
  const seen = new Set<string>();
  for (const [index, data] of rows.entries()) {
    const key = `${data.type}|${data.categoryId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      await resolveTransaction(db, userId, data);
    } catch (error) {
      if (error instanceof AppError && error.fields?.categoryId) {
        throw badRequest(`rows.${index}.categoryId: ${error.fields.categoryId}`, {
          [`rows.${index}.categoryId`]: error.fields.categoryId,
        });
      }
      if (error instanceof AppError && error.code === 'not_found' && data.categoryId !== null) {
        const message = 'Choose one of your categories';
        throw badRequest(`rows.${index}.categoryId: ${message}`, { [`rows.${index}.categoryId`]: message });
      }
      throw error;
    }
  }
}

export async function commitImport(
  ctx: ServiceContext,
  accountId: string,
  input: ImportFileInput,
  chosen: readonly ChosenRow[],
): Promise<ImportRecord> {
  const record = await inTransaction(
    ctx.db,
    async (tx) => {
      const { parsed, byLine, account } = await readImportRows(tx, ctx.userId, accountId, input, ctx.today);
      // The dates read more than one way: the user's answer is required, never a silent guess.
      if (parsed.dateQuestion && !input.options?.dateFormat) {
        throw badRequest(`options.dateFormat: ${IMPORT_MESSAGES.dateAnswer}`, {
          'options.dateFormat': IMPORT_MESSAGES.dateAnswer,
        });
      }
      const seen = new Set<number>();
      const picked: { row: ParsedRow; data: TransactionData }[] = [];
      const paired: ChosenPair[] = [];
      for (const [index, choice] of chosen.entries()) {
        const row = byLine.get(choice.line);
        if (!row || seen.has(choice.line)) {
          const message = row ? 'This line is chosen twice' : 'This line is not a row that can be imported';
          throw badRequest(`rows.${index}.line: ${message}`, { [`rows.${index}.line`]: message });
        }
        seen.add(choice.line);
        if (choice.transferWith) {
          if (choice.categoryId !== null) {
            const message = IMPORT_MESSAGES.transferCategory;
            throw badRequest(`rows.${index}.categoryId: ${message}`, {
              [`rows.${index}.categoryId`]: message,
            });
          }
          paired.push({ index, row, transactionId: choice.transferWith });
        } else {
          picked.push({ row, data: dataFor(accountId, row, choice.categoryId) });
        }
      }
      await validateCategories(
        tx,
        ctx.userId,
        picked.map((p) => p.data),
      );
      const record = await repo.insertImport(tx, {
        userId: ctx.userId,
        accountId,
        fileName: input.fileName,
        format: parsed.format,
        dateFormat: parsed.dateFormat,
        rowsImported: picked.length + paired.length,
        rowsSkipped: parsed.rows.length - picked.length - paired.length,
        createdAt: ctx.now,
      });
      const inserted = await repo.insertImportedRows(
        tx,
        ctx.userId,
        record.id,
        accountId,
        picked.map(({ row, data }) => ({
          amount: data.amount,
          type: data.type,
          description: data.description,
          transactionDate: data.transactionDate,
          categoryId: data.categoryId,
          notes: data.notes ?? null,
          bankId: row.bankId,
        })),
      );
      // Imported rows are never split: posting need not read the parts table.
      await postTransactions(tx, ctx.userId, inserted, { parts: new Map(), bulk: true });
      const links = await pairChosenRows(tx, ctx.userId, account, paired);
      await transfers.insertImportedTransfers(
        tx,
        links.map((l) => ({ ...l, importId: record.id, accountId })),
      );
      if (parsed.csv) await repo.saveMapping(tx, ctx.userId, accountId, parsed.csv.mapping, ctx.now);
      return toImportRecord(record);
    },
    tooLarge,
  );
  // A bulk insert: the search's plan (decision 135), the ledger's checks and the next import's
  // duplicate check depend on fresh statistics, which the embedded database keeps only through this
  // (decisions 159, 160).
  await refreshStatistics(ctx.db);
  return record;
}

export async function listAccountImports(db: Db, userId: string, accountId: string): Promise<ImportRecord[]> {
  await requireImportAccount(db, userId, accountId);
  return (await repo.listImports(db, userId, accountId)).map(toImportRecord);
}

/** Undo: the import's transactions and their entries go, as if never imported. */
export async function undoImport(ctx: ServiceContext, importId: string): Promise<void> {
  await inTransaction(
    ctx.db,
    async (tx) => {
      const record = await repo.lockImport(tx, ctx.userId, importId);
      if (!record) throw notFound('Import not found');
      const later = await transfers.pairedByLaterImport(tx, ctx.userId, importId);
      if (later !== null) {
        throw new AppError(
          'conflict',
          `Undo the import of “${later}” first: it paired one of this import’s rows as a transfer`,
        );
      }
      await unpairImport(tx, ctx.userId, importId, record.accountId);
      // Thousands of rows at once: the keys naming them are followed per statement (decision 174).
      await deleteJournalEntries(tx, ctx.userId, await repo.entriesOfImport(tx, importId), { bulk: true });
      await withReferencesCheckedPerStatement(tx, () =>
        repo.deleteImportAndTransactions(tx, ctx.userId, importId),
      );
    },
    tooLarge,
  );
}
