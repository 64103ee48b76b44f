import type { IsoDate } from '../calendar';
import { parseCamt } from './camt';
import { type CsvLine, csvLines, mappingProblem } from './csv';
import { type CsvMapping, type CsvProposal, describeWithMapping, proposeCsvMapping } from './csv-mapping';
import { type CsvTable, readCsvTable } from './csv-table';
import { type DateCell, type DateQuestion, dateQuestion } from './date-question';
import type { DateFormat } from './dates';
import { decodeBankFile, detectFormat, type TextEncodingName } from './decode';
import { parseMt940 } from './mt940';
import { parseOfx } from './ofx';
import { parseQif } from './qif';
import {
  IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ParsedLine,
  type ReaderResult,
  type StatementChoice,
} from './types';

// One entry point: bytes and options in, rows out. The format is read from the content; a CSV's
// mapping is the one given (the user's, or remembered for the account) or one proposed from the file.
// A file of several statements or accounts yields the chosen one's rows; a file whose dates read
// more than one way carries the question the user must answer before committing.

interface ParseHints {
  today: IsoDate;
  /** The date order the account's last import was read with. */
  previousDateFormat?: DateFormat | null;
  /** The browser's language, for the date order people there write. */
  locale?: string | null;
  /** The account's number, to propose the statement of the same account. */
  accountNumber?: string | null;
}

export interface ParseOptions {
  format?: ImportFormat;
  csv?: CsvMapping;
  /** Which statement of a file of several (its id). */
  statement?: string;
  /** The user's answer to the date question. */
  dateFormat?: DateFormat;
  hints?: ParseHints;
}

export interface ParsedFile {
  format: ImportFormat;
  encoding: TextEncodingName;
  /** For CSV: the columns, the proposal and the mapping used, plus the first records as read. */
  csv: (CsvProposal & { proposed: CsvMapping; sample: string[][] }) | null;
  /** The statements or accounts of the file, when it holds more than one; else empty. */
  statements: StatementChoice[];
  statement: string | null;
  rows: ParsedLine[];
  warnings: string[];
  /** Set when the dates read more than one way: the preview asks, the commit needs the answer. */
  dateQuestion: DateQuestion | null;
  /** The date order the rows were read with, for formats that do not fix it (CSV, QIF). */
  dateFormat: DateFormat | null;
}

const TODAY_FALLBACK = '2100-12-31';

function effectiveOrder(
  cells: readonly DateCell[],
  formats: readonly DateFormat[],
  options: ParseOptions,
  fallback: DateFormat,
): { question: DateQuestion | null; order: DateFormat } {
  const hints = options.hints ?? { today: TODAY_FALLBACK };
  const question = dateQuestion(cells, formats, {
    today: hints.today,
    previous: hints.previousDateFormat ?? null,
    locale: hints.locale ?? null,
  });
  if (question) {
    const answer = options.dateFormat;
    return { question, order: answer && question.formats.includes(answer) ? answer : question.proposed };
  }
  if (options.dateFormat && formats.includes(options.dateFormat))
    return { question: null, order: options.dateFormat };
  if (formats.length === 1) return { question: null, order: formats[0] as DateFormat };
  return { question: null, order: fallback };
}

function chooseStatement(
  result: ReaderResult,
  options: ParseOptions,
): { statements: StatementChoice[]; chosen: ReaderResult['statements'][number] } {
  const list = result.statements;
  const choices = list.map((s) => ({ id: s.id, label: s.label, rows: s.rows.length }));
  const given = list.find((s) => s.id === options.statement);
  const digits = (options.hints?.accountNumber ?? '').replace(/\D/g, '').slice(-4);
  const matching =
    digits.length === 4 ? list.find((s) => (s.account ?? '').replace(/\D/g, '').endsWith(digits)) : undefined;
  const chosen = given ?? matching ?? list.find((s) => s.rows.length > 0) ?? list[0];
  if (!chosen) throw new ImportFileError('The file holds no statement');
  return { statements: choices.length > 1 ? choices : [], chosen };
}

function tooMany(count: number): void {
  if (count > IMPORT_LIMITS.rows) {
    throw new ImportFileError(`The file has more than ${IMPORT_LIMITS.rows} rows; split it`, true);
  }
}

function csvStatements(lines: readonly CsvLine[], accounts: boolean): ReaderResult['statements'] {
  if (!accounts) return [{ id: '0', label: 'Transactions', account: null, rows: lines.map((l) => l.row) }];
  const groups = new Map<string, ParsedLine[]>();
  for (const l of lines) {
    const key = l.account ?? '';
    groups.set(key, [...(groups.get(key) ?? []), l.row]);
  }
  return [...groups.entries()].map(([name, rows], i) => ({
    id: String(i),
    label: name === '' ? '(no account)' : name,
    account: name || null,
    rows,
  }));
}

/** The warning and error row for a CSV that ends inside its last record. */
function csvTruncation(table: CsvTable, mapping: CsvMapping, lines: CsvLine[]): string | null {
  const last = table.records[table.records.length - 1];
  const width = Math.max(
    ...table.records.slice(mapping.skipRows, mapping.skipRows + 50).map((r) => r.cells.length),
  );
  if (!last || (!table.unterminated && last.cells.length >= width)) return null;
  const index = lines.findIndex((l) => l.row.line === last.line);
  if (index !== -1) {
    const line = lines[index] as CsvLine;
    lines[index] = { ...line, row: { ok: false, line: last.line, error: 'The file ends inside this line' } };
  }
  const read = lines.filter((l) => l.row.ok).length;
  return `The file ends inside line ${last.line}; ${read} row${read === 1 ? ' was' : 's were'} read.`;
}

function parseCsv(text: string, options: ParseOptions) {
  const table = readCsvTable(text, options.csv?.delimiter);
  // A proposal needs a date and an amount column; with the user's own mapping it is only advice.
  let proposal: CsvProposal | null = null;
  try {
    proposal = proposeCsvMapping(table);
  } catch (error) {
    if (!options.csv) throw error;
  }
  const given = options.csv ?? (proposal as CsvProposal).mapping;
  const described = options.csv ? describeWithMapping(table, given) : (proposal as CsvProposal);
  const width = Math.max(
    ...table.records.slice(given.skipRows, given.skipRows + 50).map((r) => r.cells.length),
    0,
  );
  const problem = mappingProblem(given, width);
  if (problem) throw new ImportFileError(problem);
  const body = table.records.slice(given.skipRows + (given.hasHeader ? 1 : 0));
  tooMany(body.length);
  const cells = body.map((r) => ({ line: r.line, text: (r.cells[given.dateColumn] ?? '').trim() }));
  const { question, order } = effectiveOrder(cells, described.dateFormats, options, given.dateFormat);
  const mapping: CsvMapping = { ...given, dateFormat: order };
  const lines = csvLines(table, mapping);
  const truncated = csvTruncation(table, mapping, lines);
  const accounts = mapping.accountColumn !== null || mapping.preset === 'firefly';
  const result: ReaderResult = {
    statements: csvStatements(lines, accounts),
    warnings: truncated ? [truncated] : [],
  };
  const base = proposal ?? {
    mapping,
    columns: described.columns,
    dateFormats: described.dateFormats,
    presetName: null,
  };
  return {
    result,
    question,
    order,
    csv: {
      ...base,
      columns: described.columns,
      dateFormats: described.dateFormats,
      proposed: base.mapping,
      mapping,
      sample: table.records.slice(0, 8).map((r) => r.cells.slice(0, 40).map((c) => c.slice(0, 100))),
    },
  };
}

export function parseBankFile(bytes: Uint8Array, fileName: string, options: ParseOptions = {}): ParsedFile {
  const { text, encoding } = decodeBankFile(bytes);
  const format = options.format ?? detectFormat(text, fileName);
  let result: ReaderResult;
  let question: DateQuestion | null = null;
  let order: DateFormat | null = null;
  let csv: ParsedFile['csv'] = null;
  switch (format) {
    case 'ofx':
      result = parseOfx(text);
      break;
    case 'camt':
      result = parseCamt(text);
      break;
    case 'mt940':
      result = parseMt940(text);
      break;
    case 'qif': {
      result = parseQif(text, options.dateFormat);
      const dates = result.dates;
      if (dates) {
        const settled = effectiveOrder(dates.cells, dates.formats, options, dates.used);
        question = settled.question;
        order = settled.order;
        if (order !== dates.used) result = parseQif(text, order);
      }
      break;
    }
    case 'csv': {
      const read = parseCsv(text, options);
      result = read.result;
      question = read.question;
      order = read.order;
      csv = read.csv;
      break;
    }
  }
  tooMany(result.statements.reduce((n, s) => n + s.rows.length, 0));
  const { statements, chosen } = chooseStatement(result, options);
  return {
    format,
    encoding,
    csv,
    statements,
    statement: statements.length > 0 ? chosen.id : null,
    rows: chosen.rows,
    warnings: result.warnings,
    dateQuestion: question,
    dateFormat: order,
  };
}
