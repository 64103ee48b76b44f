import { addDays, type IsoDate } from '../../domain/calendar';
import { minorUnitsOf } from '../../domain/currency/codes';
import {
  type CsvMapping,
  type DateFormat,
  ImportFileError,
  type ParsedFile,
  type ParsedLine,
  type ParsedRow,
  parseBankFile,
} from '../../domain/imports';
import { findDuplicates } from '../../domain/imports/duplicates';
import { formatMoney } from '../../domain/money';
import {
  csvMappingSchema,
  DATE_FORMATS,
  type ImportPreview,
  type ImportPreviewRow,
} from '../../shared/imports';
import type { Db } from '../db/client';
import { AppError, badRequest, notFound } from '../http/errors';
import { loadEngine, type Proposal } from '../rules/engine';
import { keepParse, keptParse, parseKey } from './parse-cache';
import * as repo from './repository';
import { proposeTransfers } from './transfer-pairs';

// Reading a file for an account: parse it, run the user's rules on each row (a category, a new payee),
// mark duplicates of what the account already holds, and otherwise propose the category the user
// gave the same payee before (docs/decisions/056, 106).

export interface ImportFileInput {
  fileName: string;
  content: string;
  options?:
    | {
        format?: ParsedFile['format'] | undefined;
        csv?: CsvMapping | undefined;
        statement?: string | undefined;
        dateFormat?: DateFormat | undefined;
        locale?: string | undefined;
      }
    | undefined;
}

export async function requireImportAccount(db: Db, userId: string, accountId: string) {
  const account = await repo.findImportAccount(db, userId, accountId);
  if (!account) throw notFound('Account not found');
  if (account.type !== 'ASSET' && account.type !== 'LIABILITY') throw notFound('Account not found');
  return account;
}

interface Hints {
  today: IsoDate;
  previousDateFormat: DateFormat | null;
  accountNumber: string | null;
}

/**
 * A row finer than the account's currency allows (half a yen) is an error of its line: the account
 * cannot hold it, and rounding it would import an amount the bank never showed.
 */
function inCurrency(currency: string, row: ParsedLine): ParsedLine {
  if (!row.ok || minorUnitsOf(currency) !== 0 || row.amount % 100 === 0) return row;
  return {
    ok: false,
    line: row.line,
    error: `${currency} has no decimal places: this amount has a fraction`,
  };
}

function decodeContent(content: string): Uint8Array {
  return new Uint8Array(Buffer.from(content, 'base64'));
}

function parse(input: ImportFileInput, remembered: CsvMapping | undefined, hints: Hints): ParsedFile {
  try {
    const options = input.options ?? {};
    const csv = options.csv ?? remembered;
    return parseBankFile(decodeContent(input.content), input.fileName, {
      ...(options.format ? { format: options.format } : {}),
      ...(csv ? { csv } : {}),
      ...(options.statement !== undefined ? { statement: options.statement } : {}),
      ...(options.dateFormat ? { dateFormat: options.dateFormat } : {}),
      hints: { ...hints, locale: options.locale ?? null },
    });
  } catch (error) {
    if (error instanceof ImportFileError) {
      if (error.tooLarge) throw new AppError('payload_too_large', error.message);
      throw badRequest(error.message, { content: error.message });
    }
    throw error;
  }
}

function parseWithFallback(
  input: ImportFileInput,
  remembered: CsvMapping | undefined,
  hints: Hints,
): { parsed: ParsedFile; fellBack: boolean } {
  try {
    return { parsed: parse(input, remembered, hints), fellBack: false };
  } catch (error) {
    // A remembered mapping that does not fit this file: fall back to the proposal.
    if (!remembered || input.options?.csv) throw error;
    return { parsed: parse(input, undefined, hints), fellBack: true };
  }
}

const isDateFormat = (value: string | null | undefined): value is DateFormat =>
  (DATE_FORMATS as readonly string[]).includes(value ?? '');

/** The file read for an account: its rows, and those that can be imported with the rules applied. */
interface ReadFile {
  parsed: ParsedFile;
  fellBack: boolean;
  remembered: CsvMapping | undefined;
  /** The rows that parsed, with the payee the rules gave them. */
  good: (ParsedRow & { ok: true })[];
  /** What the rules proposed for each of those rows, by line. */
  proposals: Map<number, Proposal>;
  /** Each of those rows' payee as the file gave it, by line. */
  originals: Map<number, string>;
  account: { id: string; currency: string };
}

async function readFile(
  db: Db,
  userId: string,
  accountId: string,
  input: ImportFileInput,
  today: IsoDate,
): Promise<ReadFile> {
  const account = await requireImportAccount(db, userId, accountId);
  const stored = csvMappingSchema.safeParse(await repo.findMapping(db, userId, accountId));
  const remembered = stored.success ? stored.data : undefined;
  const previous = await repo.lastDateFormat(db, userId, accountId);
  const hints: Hints = {
    today,
    previousDateFormat: isDateFormat(previous) ? previous : (remembered?.dateFormat ?? null),
    accountNumber: account.accountNumber,
  };
  const key = parseKey(userId, accountId, input.content, [input.fileName, input.options, remembered, hints]);
  const read = keptParse(key) ?? parseWithFallback(input, remembered, hints);
  keepParse(key, read.parsed, read.fellBack);
  const parsed: ParsedFile = {
    ...read.parsed,
    rows: read.parsed.rows.map((r) => inCurrency(account.currency, r)),
  };
  const engine = await loadEngine(db, userId);
  const proposals = new Map<number, Proposal>();
  const good = parsed.rows.flatMap((r): (ParsedRow & { ok: true })[] => {
    if (!r.ok) return [];
    const proposal = engine.propose({ payee: r.payee, amount: r.amount, accountId });
    proposals.set(r.line, proposal);
    return [{ ...r, payee: proposal.payee }];
  });
  const originals = new Map(parsed.rows.flatMap((r) => (r.ok ? [[r.line, r.payee] as const] : [])));
  return { parsed, fellBack: read.fellBack, remembered, good, proposals, originals, account };
}

/**
 * What committing an import needs of its file: the file as read, and the rows that can be imported by
 * line. Which of them repeat what the account holds is the preview's question, not asked again here:
 * the person chose the rows to import from that preview.
 */
export async function readImportRows(
  db: Db,
  userId: string,
  accountId: string,
  input: ImportFileInput,
  today: IsoDate,
): Promise<{
  parsed: ParsedFile;
  byLine: Map<number, ParsedRow>;
  account: { id: string; currency: string };
}> {
  const { parsed, good, account } = await readFile(db, userId, accountId, input, today);
  return { parsed, byLine: new Map(good.map((r) => [r.line, r])), account };
}

export async function previewImport(
  db: Db,
  userId: string,
  accountId: string,
  input: ImportFileInput,
  today: IsoDate,
): Promise<ImportPreview> {
  const { parsed, fellBack, remembered, good, proposals, originals, account } = await readFile(
    db,
    userId,
    accountId,
    input,
    today,
  );
  const dates = good.map((r) => r.date).sort();
  const from = dates[0];
  const to = dates.at(-1);
  // What the account already holds near the file's dates: transactions, and the loans' payments.
  const existing =
    from === undefined || to === undefined
      ? []
      : (
          await Promise.all([
            repo.accountTransactionsBetween(db, userId, accountId, addDays(from, -3), addDays(to, 3)),
            repo.loanPaymentsBetween(db, userId, accountId, addDays(from, -3), addDays(to, 3)),
          ])
        ).flat();
  const bankIds = await repo.importedBankIds(
    db,
    accountId,
    good.flatMap((r) => (r.bankId === null ? [] : [r.bankId])),
  );
  // A row the rules renamed is still the same payment as the one imported under the bank's text.
  const verdicts = findDuplicates(
    good.map((r) => ({ ...r, alias: originals.get(r.line) ?? r.payee })),
    existing,
    bankIds,
  );
  const verdictOf = new Map(good.map((r, i) => [r.line, verdicts[i]]));
  // A new row the person's rules and history leave uncategorized may be the other side of a
  // transaction in another account; a well-known payee's usual category does not rule that out.
  const transfers = await proposeTransfers(db, userId, account, good, (r, i) => {
    const proposal = proposals.get(r.line);
    return verdicts[i]?.duplicate !== true && (proposal?.categoryId == null || proposal.source === 'common');
  });
  const transferOf = new Map(good.map((r, i) => [r.line, transfers[i] ?? null]));
  const byLine = new Map<number, ParsedRow>();
  for (const r of good) byLine.set(r.line, r);
  const rows = parsed.rows.map((r): ImportPreviewRow => {
    const row = byLine.get(r.line);
    if (!r.ok || !row) {
      return {
        line: r.line,
        status: 'error',
        date: null,
        description: null,
        amount: null,
        bankId: null,
        categoryId: null,
        categorySource: null,
        rule: null,
        originalDescription: null,
        reason: `Line ${r.line}: ${r.ok ? 'unreadable' : r.error}`,
        notice: null,
        transfer: null,
      };
    }
    const verdict = verdictOf.get(r.line);
    const proposal = proposals.get(r.line);
    return {
      line: r.line,
      status: verdict?.duplicate ? 'duplicate' : 'new',
      date: row.date,
      description: row.payee,
      amount: formatMoney(row.amount),
      bankId: row.bankId,
      categoryId: proposal?.categoryId ?? null,
      categorySource: proposal?.source ?? null,
      rule: proposal?.rule ?? null,
      originalDescription: r.payee !== row.payee ? r.payee : null,
      reason: verdict?.duplicate ? verdict.reason : null,
      notice: row.notice ?? null,
      transfer: transferOf.get(r.line) ?? null,
    };
  });
  const count = (status: ImportPreviewRow['status']) => rows.filter((r) => r.status === status).length;
  const usedRemembered = remembered !== undefined && !input.options?.csv && parsed.csv !== null && !fellBack;
  return {
    fileName: input.fileName,
    format: parsed.format,
    encoding: parsed.encoding,
    csv: parsed.csv
      ? {
          columns: parsed.csv.columns,
          sample: parsed.csv.sample,
          mapping: parsed.csv.mapping,
          proposed: parsed.csv.proposed,
          dateFormats: parsed.csv.dateFormats,
          remembered: usedRemembered,
          presetName: parsed.csv.presetName,
        }
      : null,
    statements: parsed.statements,
    statement: parsed.statement,
    warnings: parsed.warnings,
    dateQuestion: parsed.dateQuestion,
    dateFormat: parsed.dateFormat,
    rows,
    counts: {
      total: rows.length,
      new: count('new'),
      duplicate: count('duplicate'),
      transfer: rows.filter((r) => r.transfer !== null).length,
      error: count('error'),
    },
  };
}
