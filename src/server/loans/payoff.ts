import { paidOffOn } from '../../domain/loans';
import type { Db } from '../db/client';
import type { OneOffExtra } from './books';
import { asExtraPayments, termsOf } from './model';
import { type LoanRow, setPaidOffOn } from './repository';

/** Stores the day the loan's balance reaches zero under its current terms and extras (decision 035). */
export async function recordPayoff(db: Db, row: LoanRow, extras: readonly OneOffExtra[]): Promise<LoanRow> {
  const date = paidOffOn(termsOf(row), asExtraPayments(extras));
  if (row.paidOffOn === date) return row;
  await setPaidOffOn(db, row.userId, row.id, date);
  return { ...row, paidOffOn: date };
}
