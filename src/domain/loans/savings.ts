import { prepareLoan, runSchedule } from './schedule';
import type { Cents, Loan, OneOffExtraPayment } from './types';

/**
 * The interest each one-off extra saves under the loan's current terms, in the order given (the order
 * they are listed: by date, then as recorded): each against the schedule with the extras before it.
 * The savings add up to what all of them save together. Computed whenever asked, never stored, so
 * deleting an earlier extra or editing the terms cannot leave a figure stale (decision 036).
 */
export function interestSavedByEach(loan: Loan, extras: readonly OneOffExtraPayment[]): Cents[] {
  const interestWith = (count: number): Cents => {
    const prepared = prepareLoan(loan, { oneOff: extras.slice(0, count) });
    return runSchedule(prepared, prepared.termMonths, null).totalInterest;
  };
  const saved: Cents[] = [];
  let before = interestWith(0);
  for (let i = 1; i <= extras.length; i++) {
    const after = interestWith(i);
    saved.push(before - after);
    before = after;
  }
  return saved;
}
