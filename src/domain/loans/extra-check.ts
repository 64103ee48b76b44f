import type { IsoDate } from '../calendar';
import { balanceOnDate } from './queries';
import { amortizationSchedule } from './schedule';
import type { Cents, Loan, OneOffExtraPayment } from './types';

// The one rule for a one-off extra payment, used both to record one and to answer a what-if about it
// (decision 036): the two accept and refuse exactly the same inputs.

export const EXTRA_PAYMENT_MESSAGES = {
  beforeStart: 'Payment date must be on or after the loan start date',
  future: 'Payment date cannot be in the future',
  exceeds: 'Extra payment exceeds the outstanding balance',
} as const;

export interface ExtraPaymentProblem {
  field: 'paymentDate' | 'amount';
  message: string;
}

/** Sum of the one-off extras the schedule applies (it never lets the balance go below 0). */
export function appliedOneOffExtras(loan: Loan, oneOff: readonly OneOffExtraPayment[]): Cents {
  const schedule = amortizationSchedule({ ...loan, extraPayments: { oneOff } });
  let applied = 0;
  for (const row of schedule.rows) applied += row.extra;
  return applied;
}

/**
 * Why `candidate` cannot be paid on top of the `recorded` extras, or null when it can: it must be dated
 * from the loan's start to `today` (the user's date), at most the balance on its date, and the schedule
 * must apply every extra in full. An amount of exactly the balance on its date pays the loan off.
 */
export function extraPaymentProblem(
  loan: Loan,
  recorded: readonly OneOffExtraPayment[],
  candidate: OneOffExtraPayment,
  today: IsoDate,
): ExtraPaymentProblem | null {
  if (candidate.date < loan.startDate) {
    return { field: 'paymentDate', message: EXTRA_PAYMENT_MESSAGES.beforeStart };
  }
  if (candidate.date > today) return { field: 'paymentDate', message: EXTRA_PAYMENT_MESSAGES.future };
  // Never more than the balance shown on its date (on a due date, after that day's payment), …
  if (candidate.amount > balanceOnDate(loan, candidate.date, { oneOff: recorded })) {
    return { field: 'amount', message: EXTRA_PAYMENT_MESSAGES.exceeds };
  }
  // … and every extra recorded after it must still fit.
  const all = [...recorded, candidate];
  let total = 0;
  for (const extra of all) total += extra.amount;
  if (appliedOneOffExtras(loan, all) !== total) {
    return { field: 'amount', message: EXTRA_PAYMENT_MESSAGES.exceeds };
  }
  return null;
}
