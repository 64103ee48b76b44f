import { parseBankAmount } from './amount';
import type { CsvMapping } from './csv-mapping';
import type { CsvTable } from './csv-table';
import { parseDateAs } from './dates';
import { cleanPayee, type ParsedLine } from './types';

// A CSV table read through a mapping: one row per record, or the record's line and why it failed.

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
  ];
  if (!columns.every(inRange)) return 'A mapped column is not in the file';
  if (mapping.amountColumn === null && (mapping.debitColumn === null || mapping.creditColumn === null)) {
    return 'Choose an amount column, or both a debit and a credit column';
  }
  return null;
}

export function csvRows(table: CsvTable, mapping: CsvMapping): ParsedLine[] {
  const records = mapping.hasHeader ? table.records.slice(1) : table.records;
  return records.map(({ line, cells }): ParsedLine => {
    const dateText = cell(cells, mapping.dateColumn);
    const date = parseDateAs(dateText, mapping.dateFormat);
    if (date === null) {
      return {
        ok: false,
        line,
        error: `Date "${dateText.slice(0, 40)}" is not a ${mapping.dateFormat} date`,
      };
    }
    let amount: number | null;
    if (mapping.amountColumn !== null) {
      const text = cell(cells, mapping.amountColumn);
      amount = parseBankAmount(text, mapping.decimalSeparator);
      if (amount === null) return { ok: false, line, error: `Amount "${text.slice(0, 40)}" is not a number` };
    } else {
      const debitText = cell(cells, mapping.debitColumn);
      const creditText = cell(cells, mapping.creditColumn);
      const debit = debitText === '' ? 0 : parseBankAmount(debitText, mapping.decimalSeparator);
      const credit = creditText === '' ? 0 : parseBankAmount(creditText, mapping.decimalSeparator);
      if (debit === null)
        return { ok: false, line, error: `Debit "${debitText.slice(0, 40)}" is not a number` };
      if (credit === null)
        return { ok: false, line, error: `Credit "${creditText.slice(0, 40)}" is not a number` };
      amount = Math.abs(credit) - Math.abs(debit);
    }
    if (mapping.flipSign) amount = -amount + 0;
    if (amount === 0) return { ok: false, line, error: 'The amount is 0' };
    const payee = cleanPayee(cell(cells, mapping.payeeColumn)) || '(no description)';
    return { ok: true, line, date, payee, amount, bankId: null };
  });
}
