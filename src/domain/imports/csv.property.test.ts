import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../calendar';
import type { CsvMapping } from './csv-mapping';
import { parseBankFile } from './parse';

// Any statement written as CSV in any supported layout reads back to exactly its rows.

const row = fc.record({
  date: fc
    .record({
      year: fc.integer({ min: 1990, max: 2060 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(formatIsoDate),
  payee: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,"&'-]{0,30}$/).map((s) => s.trim() || 'X'),
  amount: fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((n) => n !== 0),
});

function writeDate(iso: string, format: CsvMapping['dateFormat']): string {
  const [y, m, d] = iso.split('-');
  if (format === 'DMY') return Number(d) % 2 === 0 ? `${d}/${m}/${y}` : `${Number(d)}.${Number(m)}.${y}`;
  if (format === 'MDY') return `${m}/${d}/${y}`;
  return Number(d) % 2 === 0 ? iso : `${y}/${Number(m)}/${Number(d)}`;
}

function writeAmount(cents: number, decimal: '.' | ','): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, decimal === '.' ? ',' : '.');
  return `${cents < 0 ? '-' : ''}${whole}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

const quote = (cell: string, delimiter: string) =>
  cell.includes(delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell;

describe('CSV round trip', () => {
  it('reads back every row exactly, whatever the delimiter, date format, decimal mark or split columns', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(',', ';', '\t', '|') as fc.Arbitrary<CsvMapping['delimiter']>,
        fc.constantFrom('YMD', 'DMY', 'MDY') as fc.Arbitrary<CsvMapping['dateFormat']>,
        fc.constantFrom('.', ',') as fc.Arbitrary<'.' | ','>,
        fc.boolean(),
        fc.boolean(),
        (rows, delimiter, dateFormat, decimal, split, flip) => {
          const header = split ? ['Payee', 'Date', 'Out', 'In'] : ['Payee', 'Date', 'Amount'];
          const lines = rows.map((r) => {
            const amount = flip ? -r.amount : r.amount;
            const cells = split
              ? [
                  r.payee,
                  writeDate(r.date, dateFormat),
                  amount < 0 ? writeAmount(-amount, decimal) : '',
                  amount > 0 ? writeAmount(amount, decimal) : '',
                ]
              : [r.payee, writeDate(r.date, dateFormat), writeAmount(amount, decimal)];
            return cells.map((c) => quote(c, delimiter)).join(delimiter);
          });
          const text = [header.join(delimiter), ...lines].join('\n');
          const mapping: CsvMapping = {
            delimiter,
            skipRows: 0,
            hasHeader: true,
            dateColumn: 1,
            payeeColumn: 0,
            amountColumn: split ? null : 2,
            debitColumn: split ? 2 : null,
            creditColumn: split ? 3 : null,
            signColumn: null,
            accountColumn: null,
            preset: null,
            dateFormat,
            decimalSeparator: decimal,
            flipSign: flip,
          };
          const parsed = parseBankFile(new TextEncoder().encode(text), 'x.csv', { csv: mapping, dateFormat });
          expect(parsed.rows).toEqual(
            rows.map((r, i) => ({
              ok: true,
              line: i + 2,
              date: r.date,
              payee: r.payee.replace(/\s+/g, ' ').trim(),
              amount: r.amount,
              bankId: null,
              notice: null,
            })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
