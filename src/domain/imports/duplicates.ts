import { toEpochDay } from '../calendar';
import type { Cents } from '../money';
import { normalizePayee } from './payee';
import type { ParsedRow } from './types';

// A row is a duplicate when its bank id was imported into the account before (or given to an earlier
// row of the same file), or, without a bank id, when an existing transaction of the account has the
// same amount and normalised payee within 3 days. A payment the books post on their own schedule (a
// loan's, a recurring item's) matches on amount and date alone: the bank names it in its own words.
// Each existing transaction matches at most one row, so two identical coffees on one day against one
// recorded coffee leave one new row.

const DUPLICATE_WINDOW_DAYS = 3;

export interface ExistingTransaction {
  id: string;
  date: string;
  /** Signed for the account: positive is money in. */
  amount: Cents;
  description: string;
  /**
   * What the books posted on their own schedule, named for the reason ('the payment on Car loan'):
   * matched whatever payee the bank gives it. Absent for a transaction entered or imported.
   */
  scheduledAs?: string;
}

export type DuplicateVerdict = { duplicate: false } | { duplicate: true; reason: string };

export function findDuplicates(
  rows: readonly (ParsedRow & { alias?: string })[],
  existing: readonly ExistingTransaction[],
  importedBankIds: ReadonlySet<string>,
): DuplicateVerdict[] {
  type Candidate = { day: number; payee: string; used: boolean; date: string; scheduledAs?: string };
  const byAmount = new Map<Cents, Candidate[]>();
  for (const t of existing) {
    const list = byAmount.get(t.amount) ?? [];
    list.push({
      day: toEpochDay(t.date),
      payee: normalizePayee(t.description),
      used: false,
      date: t.date,
      ...(t.scheduledAs === undefined ? {} : { scheduledAs: t.scheduledAs }),
    });
    byAmount.set(t.amount, list);
  }
  const inFile = new Map<string, number>();
  return rows.map((row): DuplicateVerdict => {
    // A row with a bank id is judged by it against what was entered or imported; the payments the
    // books post themselves carry no bank id, so they are still looked for.
    const byBankId = row.bankId !== null;
    if (row.bankId !== null) {
      if (importedBankIds.has(row.bankId)) {
        return { duplicate: true, reason: `Already imported (bank id ${row.bankId})` };
      }
      const earlier = inFile.get(row.bankId);
      if (earlier !== undefined) return { duplicate: true, reason: `Same bank id as line ${earlier}` };
      inFile.set(row.bankId, row.line);
    }
    const day = toEpochDay(row.date);
    const payee = normalizePayee(row.payee);
    const alias = row.alias === undefined ? payee : normalizePayee(row.alias);
    const candidates = byAmount.get(row.amount) ?? [];
    let best: (typeof candidates)[number] | undefined;
    for (const c of candidates) {
      if (c.used) continue;
      if (c.scheduledAs === undefined && (byBankId || (c.payee !== payee && c.payee !== alias))) continue;
      const distance = Math.abs(c.day - day);
      if (distance > DUPLICATE_WINDOW_DAYS) continue;
      if (!best || distance < Math.abs(best.day - day)) best = c;
    }
    if (!best) return { duplicate: false };
    best.used = true;
    const what = best.scheduledAs ?? 'a transaction';
    return { duplicate: true, reason: `Matches ${what} of ${best.date}` };
  });
}
