import type { IsoDate } from '../calendar';
import { balanceOnDate } from './queries';
import { amortizationSchedule } from './schedule';
import type { ExtraPayments, Loan } from './types';

/**
 * The day the balance reaches zero (decision 035): the last scheduled payment's date, or, when extras
 * alone clear the balance before that payment is due, the day of the extra that cleared it. The
 * loan is paid off from that day on, whether it is in the past or still ahead.
 */
export function paidOffOn(loan: Loan, extras?: ExtraPayments): IsoDate {
  const schedule = amortizationSchedule({ ...loan, ...(extras ? { extraPayments: extras } : {}) });
  const last = schedule.rows.at(-1);
  if (!last) return schedule.payoffDate;
  if (last.principal > 0 || last.extra === 0) return last.date;
  const previousDue = schedule.rows.at(-2)?.date ?? null;
  const candidates = (extras?.oneOff ?? [])
    .map((e) => e.date)
    .filter((date) => date <= last.date && (previousDue === null || date > previousDue))
    .sort();
  for (const date of candidates) if (balanceOnDate(loan, date, extras) === 0) return date;
  return last.date;
}

/** Whether the loan is paid off on `today`. */
export function isPaidOff(paidOff: IsoDate | null, today: IsoDate): boolean {
  return paidOff !== null && paidOff <= today;
}
