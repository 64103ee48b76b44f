import type { IsoDate } from '../calendar';
import { dueDate, mustParseDate, periodsDueBy } from './dates';
import { prepareLoan, runSchedule } from './schedule';
import type {
  AmortizationRow,
  AmortizationSchedule,
  Cents,
  ExtraPaymentSavings,
  ExtraPayments,
  Loan,
} from './types';

/**
 * Outstanding balance on `asOf`: the principal less every scheduled principal and extra due on or before
 * it, and less the one-off extras already paid (dated on or before `asOf`) that the schedule applies
 * with the next payment. Money paid reduces the debt the day it is paid, as the ledger records it;
 * interest is still reckoned on the balance at the start of each period. The full principal before the
 * first payment, 0 once paid off.
 */
export function balanceOnDate(loan: Loan, asOf: IsoDate, extras?: ExtraPayments): Cents {
  const prepared = prepareLoan(loan, extras);
  const due = periodsDueBy(prepared.series, mustParseDate(asOf, 'asOf'));
  const ahead = paidAhead(extras, due === 0 ? null : dueDate(prepared.series, due), asOf);
  if (ahead === 0) return due === 0 ? prepared.principal : runSchedule(prepared, due, null).balance;
  // Run one period further: its row gives the balance after `due` and the extra it can apply.
  const rows: AmortizationRow[] = [];
  const totals = runSchedule(prepared, due + 1, rows, due);
  const next = rows[0];
  if (!next) return totals.balance;
  const before = next.balance + next.principal + next.extra;
  return before - Math.min(ahead, next.extra);
}

/** One-off extras dated after the last due date (`lastDue`, null before the first) and on or before `asOf`. */
export function paidAhead(extras: ExtraPayments | undefined, lastDue: IsoDate | null, asOf: IsoDate): Cents {
  let total = 0;
  for (const { date, amount } of extras?.oneOff ?? []) {
    if (date <= asOf && (lastDue === null || date > lastDue)) total += amount;
  }
  return total;
}

/**
 * The schedule rows due after `fromExclusive` and on or before `toInclusive`. Windows that touch
 * end to end never share a row, so the server can post each period exactly once.
 */
export function paymentsDueBetween(
  loan: Loan,
  fromExclusive: IsoDate,
  toInclusive: IsoDate,
  extras?: ExtraPayments,
): AmortizationRow[] {
  const prepared = prepareLoan(loan, extras);
  const after = periodsDueBy(prepared.series, mustParseDate(fromExclusive, 'fromExclusive'));
  const upTo = periodsDueBy(prepared.series, mustParseDate(toInclusive, 'toInclusive'));
  if (upTo <= after) return [];
  const rows: AmortizationRow[] = [];
  runSchedule(prepared, upTo, rows, after);
  return rows;
}

/** Interest and months saved by the extras, from two schedules of the same loan. */
export function extraPaymentSavings(
  base: AmortizationSchedule,
  withExtras: AmortizationSchedule,
): ExtraPaymentSavings {
  return {
    interestSaved: base.totalInterest - withExtras.totalInterest,
    monthsSaved: base.months - withExtras.months,
    newPayoffDate: withExtras.payoffDate,
    originalPayoffDate: base.payoffDate,
  };
}

/** Same result as extraPaymentSavings, without building either schedule's rows. */
export function compareWithExtras(loan: Loan, extras: ExtraPayments): ExtraPaymentSavings {
  const base = prepareLoan(loan);
  const faster = prepareLoan(loan, extras);
  const before = runSchedule(base, base.termMonths, null);
  const after = runSchedule(faster, faster.termMonths, null);
  return {
    interestSaved: before.totalInterest - after.totalInterest,
    monthsSaved: before.lastPeriod - after.lastPeriod,
    newPayoffDate: dueDate(faster.series, after.lastPeriod),
    originalPayoffDate: dueDate(base.series, before.lastPeriod),
  };
}
