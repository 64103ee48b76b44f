// Debit/credit indicator columns (docs/decisions/097): the amount is written without a sign and a
// column says which way the money went. The words banks and apps use, in English, German, Dutch and
// French; an empty cell keeps the amount's own sign; any other word makes the row an error.

const OUT = new Set([
  'debit',
  'debet',
  'débit',
  'd',
  'dr',
  'db',
  's',
  'soll',
  'withdrawal',
  'withdraw',
  'w',
  'out',
  'outflow',
  'af',
  'belastung',
  '-',
]);
const IN = new Set([
  'credit',
  'crédit',
  'c',
  'cr',
  'h',
  'haben',
  'deposit',
  'dep',
  'in',
  'inflow',
  'bij',
  'gutschrift',
  '+',
]);

export const INDICATOR_WORDS = 'debit/credit, D/C, DR/CR, S/H, Soll/Haben, Withdrawal/Deposit, Af/Bij';

/** -1 for money out, 1 for money in, 0 for an empty cell, null for a word that is not a mark. */
export function indicatorSign(cell: string): -1 | 0 | 1 | null {
  const word = cell.trim().toLowerCase().replace(/\.$/, '');
  if (word === '') return 0;
  if (OUT.has(word)) return -1;
  if (IN.has(word)) return 1;
  return null;
}

/** Whether a column's cells are indicator marks: all known, and both ways or all out. */
export function isIndicatorColumn(cells: readonly string[]): boolean {
  const marks = cells.map(indicatorSign);
  const filled = marks.filter((m) => m !== 0);
  if (filled.length === 0 || filled.some((m) => m === null)) return false;
  return filled.some((m) => m === -1);
}
