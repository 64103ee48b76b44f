import { type Cents, isCents, sumCents } from '../money';
import { InvalidJournalLineError, UnbalancedEntryError } from './errors';
import type { JournalLine } from './types';

/** Why a line cannot be posted, or null when it can. */
export function journalLineProblem(line: JournalLine): string | null {
  if (typeof line.accountId !== 'string' || line.accountId === '') return 'Account is missing';
  if (!isCents(line.debit) || !isCents(line.credit)) return 'Amounts must be whole cents';
  if (line.debit < 0 || line.credit < 0) return 'Amounts cannot be negative';
  if (line.debit > 0 === line.credit > 0) return 'Exactly one of debit and credit must be set';
  return null;
}

/** Throws InvalidJournalLineError unless there is at least one line and every line is valid. */
function assertValidJournalLines(lines: readonly JournalLine[]): void {
  if (lines.length === 0) throw new InvalidJournalLineError(null, 'A journal entry needs lines');
  lines.forEach((line, index) => {
    const problem = journalLineProblem(line);
    if (problem !== null) throw new InvalidJournalLineError(index, problem);
  });
}

export function journalTotals(lines: readonly JournalLine[]): { totalDebits: Cents; totalCredits: Cents } {
  return {
    totalDebits: sumCents(lines.map((line) => line.debit)),
    totalCredits: sumCents(lines.map((line) => line.credit)),
  };
}

/**
 * The lines by currency (decision 147): lines that name none are one group, the entry's own currency.
 * An entry balances in each group.
 */
function byCurrency(lines: readonly JournalLine[]): JournalLine[][] {
  const groups = new Map<string, JournalLine[]>();
  for (const line of lines) {
    const key = line.currency ?? '';
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()];
}

/** True when the lines are postable: non-empty, every line valid, and debits equal credits in each currency. */
export function isBalanced(lines: readonly JournalLine[]): boolean {
  if (lines.length === 0 || lines.some((line) => journalLineProblem(line) !== null)) return false;
  return byCurrency(lines).every((group) => {
    const { totalDebits, totalCredits } = journalTotals(group);
    return totalDebits === totalCredits;
  });
}

/**
 * Throws InvalidJournalLineError for a bad line, UnbalancedEntryError when debits differ from credits
 * in any currency.
 */
export function assertBalanced(lines: readonly JournalLine[]): void {
  assertValidJournalLines(lines);
  for (const group of byCurrency(lines)) {
    const { totalDebits, totalCredits } = journalTotals(group);
    if (totalDebits !== totalCredits) throw new UnbalancedEntryError(totalDebits, totalCredits);
  }
}
