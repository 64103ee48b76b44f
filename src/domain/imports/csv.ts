import { type ReadAmount, readAmount } from './amount';
import type { CsvMapping } from './csv-mapping';
import { fireflyColumns } from './csv-presets';
import type { CsvRecord, CsvTable } from './csv-table';
import { DATE_FORMAT_LABELS, parseDateAs } from './dates';
import { makeRow } from './row';
import { INDICATOR_WORDS, indicatorSign } from './sign-indicator';
import type { ParsedLine } from './types';

// A CSV table read through a mapping: one row per record, or the record's line and why it failed,
// each with the account it belongs to when the file holds several (an account column, or the sides
// of a Firefly III export).

export interface CsvLine {
  account: string | null;
  row: ParsedLine;
}

const cell = (cells: readonly string[], column: number | null) =>
  column === null ? '' : (cells[column] ?? '').trim();

export function mappingProblem(mapping: CsvMapping, width: number): string | null {
  const inRange = (c: number | null) => c === null || (Number.isInteger(c) && c >= 0 && c < width);
  const columns = [
    mapping.dateColumn,
    mapping.payeeColumn,
    mapping.amountColumn,
    mapping.debitColumn,
    mapping.creditColumn,
    mapping.signColumn,
    mapping.accountColumn,
  ];
  if (!columns.every(inRange)) return 'A mapped column is not in the file';
  if (mapping.amountColumn === null && (mapping.debitColumn === null || mapping.creditColumn === null)) {
    return 'Choose an amount column, or both a debit and a credit column';
  }
  return null;
}

type Amount = { ok: true; amount: ReadAmount | null; text: string } | { ok: false; error: string };

function amountOf(cells: readonly string[], mapping: CsvMapping): Amount {
  const decimal = mapping.decimalSeparator;
  if (mapping.amountColumn !== null) {
    const text = cell(cells, mapping.amountColumn);
    let amount = readAmount(text, decimal);
    if (amount !== null && mapping.signColumn !== null) {
      const mark = cell(cells, mapping.signColumn);
      const sign = indicatorSign(mark);
      if (sign === null) {
        return { ok: false, error: `"${mark.slice(0, 30)}" is not a debit/credit mark (${INDICATOR_WORDS})` };
      }
      if (sign !== 0) amount = { ...amount, cents: sign * Math.abs(amount.cents) };
    }
    return { ok: true, amount, text };
  }
  // Separate columns: money out and money in, either may be empty (or 0.00, as YNAB writes).
  const outText = cell(cells, mapping.debitColumn);
  const inText = cell(cells, mapping.creditColumn);
  const out = outText === '' ? { cents: 0, rounded: false } : readAmount(outText, decimal);
  const into = inText === '' ? { cents: 0, rounded: false } : readAmount(inText, decimal);
  if (out === null) return { ok: false, error: `Debit "${outText.slice(0, 40)}" is not a number` };
  if (into === null) return { ok: false, error: `Credit "${inText.slice(0, 40)}" is not a number` };
  return {
    ok: true,
    amount: { cents: Math.abs(into.cents) - Math.abs(out.cents), rounded: out.rounded || into.rounded },
    text: Math.abs(out.cents) > 0 ? `-${outText}` : inText,
  };
}

function readRecord(record: CsvRecord, mapping: CsvMapping, payee: string, flip: boolean): ParsedLine {
  const { line, cells } = record;
  const dateText = cell(cells, mapping.dateColumn);
  const amount = amountOf(cells, mapping);
  if (!amount.ok) return { ok: false, line, error: amount.error };
  const signed =
    amount.amount && flip ? { ...amount.amount, cents: -amount.amount.cents + 0 } : amount.amount;
  return makeRow({
    line,
    date: parseDateAs(dateText, mapping.dateFormat),
    dateText,
    dateKind: `a date read ${DATE_FORMAT_LABELS[mapping.dateFormat].split(' (')[0]?.toLowerCase()}`,
    amount: signed,
    amountText: amount.text,
    payee,
    bankId: null,
  });
}

const OWN_SIDE = /asset|default|cash|loan|debt|mortgage|liabilit/i;

/** Firefly III: a row belongs to each of its own accounts, out of the source and into the destination. */
function fireflyLines(
  records: readonly CsvRecord[],
  header: readonly string[],
  mapping: CsvMapping,
): CsvLine[] | null {
  const columns = fireflyColumns(header);
  if (!columns) return null;
  const lines: CsvLine[] = [];
  for (const record of records) {
    const { cells } = record;
    const type = cell(cells, columns.type).toLowerCase();
    const source = cell(cells, columns.sourceName);
    const destination = cell(cells, columns.destinationName);
    const ownSource =
      columns.sourceType === null ? type !== 'deposit' : OWN_SIDE.test(cell(cells, columns.sourceType));
    const ownDestination =
      columns.destinationType === null
        ? type !== 'withdrawal'
        : OWN_SIDE.test(cell(cells, columns.destinationType));
    const unsigned = { ...mapping, signColumn: null };
    const base = readRecord(record, unsigned, '', false);
    const sides: { account: string; out: boolean; other: string }[] = [];
    if (ownSource) sides.push({ account: source, out: true, other: destination });
    if (ownDestination) sides.push({ account: destination, out: false, other: source });
    if (sides.length === 0) sides.push({ account: source, out: true, other: destination });
    for (const side of sides) {
      if (!base.ok) {
        lines.push({ account: side.account, row: base });
        continue;
      }
      const cents = Math.abs(base.amount) * (side.out ? -1 : 1);
      const payee = side.other || cell(cells, mapping.payeeColumn) || base.payee;
      lines.push({ account: side.account, row: { ...base, amount: cents, payee: payee.slice(0, 200) } });
    }
  }
  return lines;
}

export function csvLines(table: CsvTable, mapping: CsvMapping): CsvLine[] {
  const all = table.records.slice(mapping.skipRows);
  const records = mapping.hasHeader ? all.slice(1) : all;
  if (mapping.preset === 'firefly' && mapping.hasHeader) {
    const lines = fireflyLines(records, all[0]?.cells ?? [], mapping);
    if (lines) return lines;
  }
  return records.map((record) => ({
    account: mapping.accountColumn === null ? null : cell(record.cells, mapping.accountColumn),
    row: readRecord(record, mapping, cell(record.cells, mapping.payeeColumn), mapping.flipSign),
  }));
}
