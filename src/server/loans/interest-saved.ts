import { interestSavedByEach, type Loan } from '../../domain/loans';
import type { ExtraPaymentView } from '../../shared/loans';
import type { Db } from '../db/client';
import { centsFromDb } from '../ledger';
import { asExtraPayments, extrasOf } from './conversions';
import { extraPaymentView } from './presenter';
import { type ExtraPaymentRow, listExtraRows, updateExtraSaved } from './repository';

// What each recorded extra payment saves, always under the loan's current terms (decision 036).

/** The recorded extras with what each saves under the loan's current terms (decision 036). */
export function extraPaymentViews(terms: Loan, rows: readonly ExtraPaymentRow[]): ExtraPaymentView[] {
  const saved = interestSavedByEach(terms, asExtraPayments(extrasOf(rows)).oneOff ?? []);
  return rows.map((row, i) => extraPaymentView(row, saved[i] ?? 0));
}

/**
 * Keeps the stored interest_saved of the loan's extras equal to what they save now (the API computes
 * it on read; the column is kept right for anyone reading the table). Run after every change.
 */
export async function refreshInterestSaved(
  db: Db,
  userId: string,
  terms: Loan,
  loanId: string,
): Promise<void> {
  const rows = await listExtraRows(db, userId, [loanId]);
  const views = extraPaymentViews(terms, rows);
  for (const [i, row] of rows.entries()) {
    const saved = views[i]?.interestSaved ?? row.interestSaved;
    if (centsFromDb(saved) !== centsFromDb(row.interestSaved)) {
      await updateExtraSaved(db, userId, row.id, saved);
    }
  }
}
