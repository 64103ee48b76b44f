import type { IsoDate } from '../calendar';
import type { Cents } from '../money';
import { paymentsDueBetween } from './queries';
import type { Loan } from './types';

/**
 * The scheduled payments of a loan due on or before `through` (the day it is added): how many and
 * what they total, principal and interest. What "post past payments" would take from the funding
 * account (decision 128); the loan dialog previews it and the server posts exactly these rows.
 */
export function pastPayments(loan: Loan, through: IsoDate): { count: number; total: Cents } {
  if (through <= loan.startDate) return { count: 0, total: 0 };
  const rows = paymentsDueBetween(loan, loan.startDate, through);
  return { count: rows.length, total: rows.reduce((sum, r) => sum + r.principal + r.interest, 0) };
}
