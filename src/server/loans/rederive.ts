import type { IsoDate } from '../../domain/calendar';
import { monthlyPayment } from '../../domain/loans';
import type { Db } from '../db/client';
import { centsFromDb, centsToDb, updateAccountRow } from '../ledger';
import { termsOf } from './conversions';
import { refreshInterestSaved } from './interest-saved';
import { type LoanBooks, reconcilePayments } from './ledger-postings';
import { type LoanRow, updateLoanRow } from './repository';

// Loans stored under an older rule are re-derived when their payments are next brought current: the
// payment of decision 130 (a loan stored under decision 037's rounding kept another cent), and no
// payment after a payoff by an extra (decision 131: an interest-only payment was posted after it).

/**
 * Whether the loan's stored payment or its posted payments no longer follow its schedule: the stored
 * payment differs from the one its terms give, or a period was posted beyond the last one that pays
 * anything (`periodsDue`).
 */
export function postedUnderOlderRule(row: LoanRow, lastPosted: number, periodsDue: number): boolean {
  return centsFromDb(row.monthlyPayment) !== monthlyPayment(termsOf(row)) || lastPosted > periodsDue;
}

/**
 * Makes the posted scheduled payments exactly the current schedule's (those that differ are replaced,
 * the rest left alone) and stores the payment on the loan and its liability account. Runs in the
 * loan's locked transaction.
 */
export async function repostUnderCurrentRule(
  db: Db,
  row: LoanRow,
  books: LoanBooks,
  today: IsoDate,
  now: Date,
): Promise<LoanRow> {
  await reconcilePayments(db, books, today);
  const payment = centsToDb(monthlyPayment(books.terms));
  await refreshInterestSaved(db, row.userId, books.terms, row.id);
  if (row.accountId) {
    await updateAccountRow(db, row.userId, row.accountId, { minimumPayment: payment }, now);
  }
  if (centsFromDb(row.monthlyPayment) === centsFromDb(payment)) return row;
  return updateLoanRow(db, row.userId, row.id, { monthlyPayment: payment }, now);
}
