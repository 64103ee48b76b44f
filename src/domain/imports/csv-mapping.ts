import { type DecimalSeparator, detectDecimalSeparator, parseBankAmount } from './amount';
import type { CsvDelimiter, CsvTable } from './csv-table';
import { DATE_FORMATS, type DateFormat, matchingDateFormats, parseDateAs } from './dates';

// Which CSV column holds what, and how its dates and amounts are written. Proposed from the file's
// content and header names; the user can change any of it, and the mapping is remembered per account.

export interface CsvMapping {
  delimiter: CsvDelimiter;
  hasHeader: boolean;
  dateColumn: number;
  payeeColumn: number;
  /** One signed amount column, or separate debit (money out) and credit (money in) columns. */
  amountColumn: number | null;
  debitColumn: number | null;
  creditColumn: number | null;
  dateFormat: DateFormat;
  decimalSeparator: DecimalSeparator;
  flipSign: boolean;
}

export interface CsvProposal {
  mapping: CsvMapping;
  /** Header names, or "Column 1", "Column 2"... */
  columns: string[];
  /** Date formats that read every date cell: more than one means the user should choose. */
  dateFormats: DateFormat[];
}

const NAME_HINTS = {
  date: /^(date|datum|fecha|data|posted|posting date|transaction date|booking date|buchungstag|buchungsdatum|valuta|value date|date op)/i,
  payee:
    /(payee|description|descr|name|merchant|details|memo|narrative|empf[aä]nger|beg[uü]nstigter|auftraggeber|buchungstext|verwendungszweck|libell|concepto|text)/i,
  amount: /(amount|betrag|montant|importe|bedrag|sum|value|umsatz)/i,
  debit: /(debit|withdrawal|paid out|money out|outflow|soll|ausgang|d[ée]bit|charge)/i,
  credit: /(credit|deposit|paid in|money in|inflow|haben|eingang|cr[ée]dit)/i,
};

function columnCells(table: CsvTable, column: number, skipFirst: boolean): string[] {
  const rows = skipFirst ? table.records.slice(1) : table.records;
  return rows.slice(0, 500).map((r) => r.cells[column] ?? '');
}

const nonEmpty = (cells: readonly string[]) => cells.filter((c) => c.trim() !== '');

/** The share of a column's cells that read as amounts. */
function amountShare(cells: readonly string[]): number {
  const texts = nonEmpty(cells);
  const amounts = texts.filter((c) => parseBankAmount(c, 'auto') !== null).length;
  return texts.length === 0 ? 0 : amounts / texts.length;
}

/** The formats that read the most of the cells, and what share of the cells they read. */
function dateFit(cells: readonly string[]): { formats: DateFormat[]; share: number } {
  const texts = nonEmpty(cells);
  if (texts.length === 0) return { formats: [], share: 0 };
  let best = 0;
  let formats: DateFormat[] = [];
  for (const format of DATE_FORMATS) {
    const count = texts.filter((t) => parseDateAs(t, format) !== null).length;
    if (count > best) {
      best = count;
      formats = [format];
    } else if (count === best && count > 0) formats.push(format);
  }
  return { formats, share: best / texts.length };
}

/** A first proposal from the content: the user confirms or changes it in the preview. */
export function proposeCsvMapping(table: CsvTable): CsvProposal {
  const first = table.records[0]?.cells ?? [];
  const width = Math.max(...table.records.slice(0, 50).map((r) => r.cells.length));
  // A header: the first record has no date cell where later records do.
  const dateColumnOf = (skip: boolean) => {
    for (let c = 0; c < width; c++) {
      if (dateFit(columnCells(table, c, skip)).share >= 0.6) return c;
    }
    return -1;
  };
  const datedBody = dateColumnOf(true);
  const hasHeader =
    table.records.length > 1 &&
    datedBody !== -1 &&
    matchingDateFormats([first[datedBody] ?? '']).length === 0;
  const columns = Array.from({ length: width }, (_, i) =>
    hasHeader && (first[i] ?? '').trim() !== '' ? (first[i] as string).trim() : `Column ${i + 1}`,
  );
  const named = (hint: RegExp, except: number[] = []) =>
    hasHeader ? columns.findIndex((name, i) => !except.includes(i) && hint.test(name)) : -1;

  let dateColumn = named(NAME_HINTS.date);
  if (dateColumn === -1 || dateFit(columnCells(table, dateColumn, hasHeader)).share < 0.6) {
    dateColumn = Math.max(0, dateColumnOf(hasHeader));
  }
  // Mostly amounts: a few unreadable cells become error rows in the preview, not another mapping.
  const shares = Array.from({ length: width }, (_, c) =>
    c === dateColumn ? 0 : amountShare(columnCells(table, c, hasHeader)),
  );
  let amountColumns = shares.flatMap((share, c) => (share >= 0.6 ? [c] : []));
  if (amountColumns.length === 0) {
    const best = Math.max(...shares);
    if (best > 0) amountColumns = [shares.indexOf(best)];
  }
  let amountColumn: number | null = null;
  let debitColumn: number | null = null;
  let creditColumn: number | null = null;
  const debit = named(NAME_HINTS.debit, [dateColumn]);
  const credit = named(NAME_HINTS.credit, [dateColumn, debit]);
  if (debit !== -1 && credit !== -1 && amountColumns.includes(debit) && amountColumns.includes(credit)) {
    debitColumn = debit;
    creditColumn = credit;
  } else {
    const byName = named(NAME_HINTS.amount, [dateColumn]);
    amountColumn = byName !== -1 && amountColumns.includes(byName) ? byName : (amountColumns[0] ?? null);
  }
  const taken = [dateColumn, amountColumn, debitColumn, creditColumn];
  let payeeColumn = named(
    NAME_HINTS.payee,
    taken.filter((c): c is number => c !== null),
  );
  if (payeeColumn === -1) {
    // The column with the longest texts that are not amounts or dates.
    let best = -1;
    let bestLength = -1;
    for (let c = 0; c < width; c++) {
      if (taken.includes(c) || amountColumns.includes(c)) continue;
      const length = columnCells(table, c, hasHeader).reduce((sum, cell) => sum + cell.length, 0);
      if (length > bestLength) {
        best = c;
        bestLength = length;
      }
    }
    payeeColumn = Math.max(0, best);
  }
  const dateFormats = dateFit(columnCells(table, dateColumn, hasHeader)).formats;
  const amountCells = [amountColumn, debitColumn, creditColumn]
    .filter((c): c is number => c !== null)
    .flatMap((c) => columnCells(table, c, hasHeader));
  return {
    columns,
    dateFormats,
    mapping: {
      delimiter: table.delimiter,
      hasHeader,
      dateColumn,
      payeeColumn,
      amountColumn,
      debitColumn,
      creditColumn,
      dateFormat: dateFormats[0] ?? 'YYYY-MM-DD',
      decimalSeparator: detectDecimalSeparator(amountCells) ?? (table.delimiter === ';' ? ',' : '.'),
      flipSign: false,
    },
  };
}

export { parseDateAs };
