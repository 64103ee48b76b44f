import { addDays } from '../../domain/calendar';
import {
  type CsvMapping,
  ImportFileError,
  normalizePayee,
  type ParsedFile,
  type ParsedRow,
  parseBankFile,
} from '../../domain/imports';
import { findDuplicates } from '../../domain/imports/duplicates';
import { formatMoney } from '../../domain/money';
import { csvMappingSchema, type ImportPreview, type ImportPreviewRow } from '../../shared/imports';
import type { Db } from '../db/client';
import { AppError, badRequest, notFound } from '../http/errors';
import * as repo from './repository';

// Reading a file for an account: parse it, mark duplicates of what the account already holds and
// propose a category per row from the user's earlier transactions with the same payee.

export interface ImportFileInput {
  fileName: string;
  content: string;
  options?: { format?: ParsedFile['format']; csv?: CsvMapping } | undefined;
}

export interface PreviewResult {
  preview: ImportPreview;
  parsed: ParsedFile;
  /** The rows that parsed, by line. */
  byLine: Map<number, ParsedRow>;
}

export async function requireImportAccount(db: Db, userId: string, accountId: string): Promise<void> {
  const account = await repo.findImportAccount(db, userId, accountId);
  if (!account) throw notFound('Account not found');
  if (account.type !== 'ASSET' && account.type !== 'LIABILITY') throw notFound('Account not found');
}

function decodeContent(content: string): Uint8Array {
  return new Uint8Array(Buffer.from(content, 'base64'));
}

function parse(input: ImportFileInput, remembered: CsvMapping | undefined): ParsedFile {
  try {
    const csv = input.options?.csv ?? remembered;
    return parseBankFile(decodeContent(input.content), input.fileName, {
      ...(input.options?.format ? { format: input.options.format } : {}),
      ...(csv ? { csv } : {}),
    });
  } catch (error) {
    if (error instanceof ImportFileError) {
      if (error.tooLarge) throw new AppError('payload_too_large', error.message);
      throw badRequest(error.message, { content: error.message });
    }
    throw error;
  }
}

/** The proposal: per type, the category last used for each normalised payee. */
async function categoryProposals(db: Db, userId: string) {
  const proposals = new Map<string, string>();
  for (const row of await repo.recentCategorised(db, userId)) {
    const key = `${row.type}|${normalizePayee(row.description)}`;
    if (row.categoryId !== null && !proposals.has(key)) proposals.set(key, row.categoryId);
  }
  return proposals;
}

export async function previewImport(
  db: Db,
  userId: string,
  accountId: string,
  input: ImportFileInput,
): Promise<PreviewResult> {
  await requireImportAccount(db, userId, accountId);
  const stored = csvMappingSchema.safeParse(await repo.findMapping(db, userId, accountId));
  const remembered = stored.success ? stored.data : undefined;
  let parsed: ParsedFile;
  try {
    parsed = parse(input, remembered);
  } catch (error) {
    // A remembered mapping that does not fit this file: fall back to the proposal.
    if (!remembered || input.options?.csv) throw error;
    parsed = parse(input, undefined);
  }
  const good = parsed.rows.filter((r): r is ParsedRow & { ok: true } => r.ok);
  const dates = good.map((r) => r.date).sort();
  const existing =
    dates.length === 0
      ? []
      : await repo.accountTransactionsBetween(
          db,
          userId,
          accountId,
          addDays(dates[0] as string, -3),
          addDays(dates[dates.length - 1] as string, 3),
        );
  const bankIds = await repo.importedBankIds(
    db,
    accountId,
    good.flatMap((r) => (r.bankId === null ? [] : [r.bankId])),
  );
  const verdicts = findDuplicates(good, existing, bankIds);
  const proposals = await categoryProposals(db, userId);
  const verdictOf = new Map(good.map((r, i) => [r.line, verdicts[i]]));
  const byLine = new Map<number, ParsedRow>();
  const rows = parsed.rows.map((r): ImportPreviewRow => {
    if (!r.ok) {
      return {
        line: r.line,
        status: 'error',
        date: null,
        description: null,
        amount: null,
        bankId: null,
        categoryId: null,
        reason: `Line ${r.line}: ${r.error}`,
      };
    }
    byLine.set(r.line, r);
    const verdict = verdictOf.get(r.line);
    const type = r.amount > 0 ? 'income' : 'expense';
    return {
      line: r.line,
      status: verdict?.duplicate ? 'duplicate' : 'new',
      date: r.date,
      description: r.payee,
      amount: formatMoney(r.amount),
      bankId: r.bankId,
      categoryId: proposals.get(`${type}|${normalizePayee(r.payee)}`) ?? null,
      reason: verdict?.duplicate ? verdict.reason : null,
    };
  });
  const count = (status: ImportPreviewRow['status']) => rows.filter((r) => r.status === status).length;
  const usedRemembered =
    remembered !== undefined &&
    !input.options?.csv &&
    parsed.csv !== null &&
    parsed.csv.mapping === remembered;
  return {
    parsed,
    byLine,
    preview: {
      fileName: input.fileName,
      format: parsed.format,
      csv: parsed.csv
        ? {
            columns: parsed.csv.columns,
            sample: parsed.csv.sample,
            mapping: parsed.csv.mapping,
            proposed: parsed.csv.proposed,
            dateFormats: parsed.csv.dateFormats,
            remembered: usedRemembered,
          }
        : null,
      rows,
      counts: { total: rows.length, new: count('new'), duplicate: count('duplicate'), error: count('error') },
    },
  };
}
