import { type DecimalSeparator, detectDecimalSeparator, parseBankAmount } from './amount';
import { type CsvPreset, PRESET_NAMES, recognisePreset } from './csv-presets';
import type { CsvDelimiter, CsvRecord, CsvTable } from './csv-table';
import { DATE_FORMATS, type DateFormat, parseDateAs } from './dates';
import { isIndicatorColumn } from './sign-indicator';
import { ImportFileError, unsupported } from './types';

// Which CSV column holds what, and how its dates and amounts are written (docs/decisions/103).
// Proposed from the file's content first and its header names second; a known app export is
// recognised by its header (csv-presets.ts). The user can change any of it, and the mapping is
// remembered per account.

export interface CsvMapping {
  delimiter: CsvDelimiter;
  /** Records before the table (a bank's lines of account details above the header). */
  skipRows: number;
  hasHeader: boolean;
  dateColumn: number;
  payeeColumn: number;
  /** One signed amount column, or separate debit (money out) and credit (money in) columns. */
  amountColumn: number | null;
  debitColumn: number | null;
  creditColumn: number | null;
  /** A column that says which way each (unsigned) amount went: debit/credit, S/H, ... */
  signColumn: number | null;
  /** A column naming the account of each row, when the file holds several accounts. */
  accountColumn: number | null;
  dateFormat: DateFormat;
  decimalSeparator: DecimalSeparator;
  flipSign: boolean;
  /** The app whose export this is, when recognised by its header. */
  preset: CsvPreset | null;
}

export interface CsvProposal {
  mapping: CsvMapping;
  /** Header names, or "Column 1", "Column 2"... */
  columns: string[];
  /** Date orders that read every date cell: more than one means the user must choose. */
  dateFormats: DateFormat[];
  /** The recognised app export, by name. */
  presetName: string | null;
}

const HINTS = {
  date: /^(date|datum|fecha|data|posted|posting date|transaction date|trans\.? date|booking date|buchungstag|buchungsdatum|valuta|value date|wertstellung|date op|boekdatum|transactiedatum)/i,
  party:
    /(payee|merchant|^name$|naam|empf[aä]nger|beg[uü]nstigter|zahlungspflichtiger|auftraggeber|counterparty|gegenpartei|tegenpartij|beneficiar|b[ée]n[ée]ficiaire|destinatario|ordenante|opposing)/i,
  description:
    /(description|descr|details|memo|narrative|verwendungszweck|libell|concepto|omschrijving|text|purpose|mitteilung|reference)/i,
  notPayee:
    /(buchungstext|^type$|transaction type|^details$|vorgang|status|category|kategorie|currency|w[äa]hrung|iban|bic|blz|konto|account)/i,
  amount: /(amount|betrag|montant|importe|bedrag|umsatz|^sum$|^value$)/i,
  balance: /(balance|saldo|solde|running)/i,
  debit: /(debit|withdrawal|paid out|money out|outflow|^soll$|ausgang|d[ée]bit|charge|^af$)/i,
  credit: /(credit|deposit|paid in|money in|inflow|^haben$|eingang|cr[ée]dit|^bij$)/i,
  account: /^(account|account name|konto|compte|cuenta|rekening)$/i,
};

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/;
const YES_NO = /^(ja|nein|yes|no|y|n|true|false|oui|non|si|sí|x)$/i;

const nonEmpty = (cells: readonly string[]) => cells.map((c) => c.trim()).filter((c) => c !== '');

/** The share of a column's cells that read as amounts. */
function amountShare(cells: readonly string[]): number {
  const texts = nonEmpty(cells);
  const amounts = texts.filter((c) => parseBankAmount(c, 'auto') !== null).length;
  return texts.length === 0 ? 0 : amounts / texts.length;
}

/** The orders that read the most of the cells, and what share of the cells they read. */
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

const modeOf = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
};

/** Where the table starts: the first record as wide as the table, with the rest as wide after it. */
function tableStart(records: readonly CsvRecord[]): number {
  const width = modeOf(records.slice(-50).map((r) => r.cells.length));
  for (let i = 0; i < Math.min(records.length, 60); i++) {
    const r = records[i] as CsvRecord;
    // A header one cell short of rows that all end in an empty cell (a trailing delimiter) starts it.
    const after = records[i + 1];
    const shortHeader =
      r.cells.length === width - 1 && after?.cells.length === width && (after.cells[width - 1] ?? '') === '';
    if (shortHeader) return i;
    if (r.cells.length !== width) continue;
    const next = records.slice(i + 1, i + 11);
    if (next.length === 0 || next.filter((n) => n.cells.length === width).length >= next.length * 0.7)
      return i;
  }
  return 0;
}

/** A column's cells below the header (at most 500), for judging its content. */
function cellsOf(body: readonly CsvRecord[], column: number): string[] {
  return body.slice(0, 500).map((r) => r.cells[column] ?? '');
}

function payeeScore(cells: readonly string[], name: string | null): number {
  const texts = nonEmpty(cells);
  if (texts.length === 0) return -Infinity;
  const share = (test: (t: string) => boolean) => texts.filter(test).length / texts.length;
  if (share((t) => IBAN.test(t.toUpperCase())) > 0.5) return -Infinity;
  if (share((t) => DATE_FORMATS.some((f) => parseDateAs(t, f) !== null)) > 0.5) return -Infinity;
  if (share((t) => parseBankAmount(t, 'auto') !== null) > 0.5) return -Infinity;
  if (share((t) => YES_NO.test(t)) > 0.5) return -Infinity;
  if (isIndicatorColumn(cells)) return -Infinity;
  const letters = share((t) => /\p{L}.*\p{L}/u.test(t));
  if (letters < 0.5) return -Infinity;
  const distinct = new Set(texts.map((t) => t.toLowerCase())).size / texts.length;
  const length = Math.min(texts.reduce((s, t) => s + t.length, 0) / texts.length, 30) / 30;
  let hint = 0;
  if (name !== null) {
    if (HINTS.party.test(name)) hint = 3;
    else if (HINTS.notPayee.test(name)) hint = -1.5;
    else if (HINTS.description.test(name)) hint = 1.5;
  }
  const coverage = texts.length / Math.max(cells.length, 1);
  return hint + letters + distinct * 1.5 + length + coverage;
}

/** A first proposal from the content: the user confirms or changes it in the preview. */
export function proposeCsvMapping(table: CsvTable): CsvProposal {
  const skipRows = tableStart(table.records);
  const records = table.records.slice(skipRows);
  const first = records[0]?.cells ?? [];
  const width = Math.max(...records.slice(0, 50).map((r) => r.cells.length));
  // The date column: the first one most of whose cells below the first record are dates.
  const dateColumns = Array.from({ length: width }, (_, c) => c).filter(
    (c) => dateFit(cellsOf(records.slice(1), c)).share >= 0.6,
  );
  const firstIsDate = (c: number) => DATE_FORMATS.some((f) => parseDateAs(first[c] ?? '', f) !== null);
  const hasHeader = records.length > 1 && dateColumns.length > 0 && !dateColumns.some((c) => firstIsDate(c));
  const body = hasHeader ? records.slice(1) : records;
  const columns = Array.from({ length: width }, (_, i) =>
    hasHeader && (first[i] ?? '').trim() !== ''
      ? (first[i] as string).replace(/^\uFEFF/, '').trim()
      : `Column ${i + 1}`,
  );
  const nameOf = (c: number) => (hasHeader ? (columns[c] ?? null) : null);
  const fits = (c: number) => dateFit(cellsOf(body, c)).share >= 0.6;

  const preset = hasHeader ? recognisePreset(columns) : null;
  let dateColumn = preset?.columns.date ?? -1;
  if (dateColumn === -1 || !fits(dateColumn)) {
    dateColumn = dateColumns.find((c) => HINTS.date.test(nameOf(c) ?? '')) ?? dateColumns[0] ?? -1;
  }
  if (dateColumn === -1) throw unsupported('This file has no column of dates, so it is not a statement');

  const shares = Array.from({ length: width }, (_, c) =>
    c === dateColumn ? 0 : amountShare(cellsOf(body, c)),
  );
  const numeric = shares.flatMap((share, c) => (share >= 0.6 ? [c] : []));
  let amountColumn: number | null = null;
  let debitColumn: number | null = null;
  let creditColumn: number | null = null;
  let signColumn: number | null = null;
  let accountColumn: number | null = null;
  let payeeColumn = -1;
  if (preset) {
    const c = preset.columns;
    amountColumn = c.amount;
    debitColumn = c.outflow;
    creditColumn = c.inflow;
    signColumn = c.sign;
    accountColumn = c.account;
    payeeColumn = c.payee ?? -1;
  } else {
    const named = (hint: RegExp, except: number[] = []) =>
      numeric.find((c) => !except.includes(c) && hint.test(nameOf(c) ?? '')) ?? -1;
    const debit = named(HINTS.debit);
    const credit = named(HINTS.credit, [debit]);
    if (debit !== -1 && credit !== -1) {
      debitColumn = debit;
      creditColumn = credit;
    } else {
      const byName = named(HINTS.amount);
      const notBalance = numeric.filter((c) => !HINTS.balance.test(nameOf(c) ?? ''));
      amountColumn = byName !== -1 ? byName : (notBalance[0] ?? numeric[0] ?? null);
    }
    if (amountColumn === null && debitColumn === null) {
      throw unsupported('This file has no column of amounts, so it is not a statement');
    }
    const used = [dateColumn, amountColumn, debitColumn, creditColumn].filter((c): c is number => c !== null);
    // An unsigned amount column beside a debit/credit column: the sign comes from that column.
    if (amountColumn !== null && !cellsOf(body, amountColumn).some((c) => /^\s*[-(]|-\s*$/.test(c))) {
      const marks = Array.from({ length: width }, (_, c) => c).filter(
        (c) => !used.includes(c) && isIndicatorColumn(cellsOf(body, c)),
      );
      signColumn = marks[0] ?? null;
    }
    const accountNamed = Array.from({ length: width }, (_, c) => c).find(
      (c) => !used.includes(c) && HINTS.account.test(nameOf(c) ?? ''),
    );
    if (accountNamed !== undefined && new Set(nonEmpty(cellsOf(body, accountNamed))).size > 1) {
      accountColumn = accountNamed;
    }
  }
  if (payeeColumn === -1) {
    const taken = [dateColumn, amountColumn, debitColumn, creditColumn, signColumn, accountColumn];
    let best = -Infinity;
    for (let c = 0; c < width; c++) {
      if (taken.includes(c)) continue;
      const score = payeeScore(cellsOf(body, c), nameOf(c));
      if (score > best) {
        best = score;
        payeeColumn = c;
      }
    }
    if (payeeColumn === -1)
      payeeColumn = Array.from({ length: width }, (_, c) => c).find((c) => !taken.includes(c)) ?? 0;
  }
  const dateFormats = dateFit(cellsOf(body, dateColumn)).formats;
  const amountCells = [amountColumn, debitColumn, creditColumn]
    .filter((c): c is number => c !== null)
    .flatMap((c) => cellsOf(body, c));
  return {
    columns,
    dateFormats,
    presetName: preset ? PRESET_NAMES[preset.id] : null,
    mapping: {
      delimiter: table.delimiter,
      skipRows,
      hasHeader,
      dateColumn,
      payeeColumn,
      amountColumn,
      debitColumn,
      creditColumn,
      signColumn,
      accountColumn,
      dateFormat: dateFormats.includes('YMD') ? 'YMD' : (dateFormats[0] ?? 'YMD'),
      decimalSeparator: detectDecimalSeparator(amountCells) ?? (table.delimiter === ';' ? ',' : '.'),
      flipSign: false,
      preset: preset?.id ?? null,
    },
  };
}

/** The column names and date orders of a file read with a given mapping (the user's or remembered). */
export function describeWithMapping(
  table: CsvTable,
  mapping: CsvMapping,
): { columns: string[]; dateFormats: DateFormat[] } {
  const records = table.records.slice(mapping.skipRows);
  const width = Math.max(0, ...records.slice(0, 50).map((r) => r.cells.length));
  const header = mapping.hasHeader ? (records[0]?.cells ?? []) : [];
  const body = mapping.hasHeader ? records.slice(1) : records;
  if (records.length === 0) throw new ImportFileError('The mapping skips every row of the file');
  return {
    columns: Array.from({ length: width }, (_, i) =>
      (header[i] ?? '').trim() !== ''
        ? (header[i] as string).replace(/^\uFEFF/, '').trim()
        : `Column ${i + 1}`,
    ),
    dateFormats: dateFit(cellsOf(body, mapping.dateColumn)).formats,
  };
}
