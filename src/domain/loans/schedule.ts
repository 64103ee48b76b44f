import { dueDate, firstPeriodOnOrAfter, type MonthlySeries, mustParseDate, seriesFrom } from './dates';
import { monthlyInterest } from './interest';
import { quoteUnchecked } from './payment';
import {
  type AmortizationRow,
  type AmortizationSchedule,
  assertLoanTerms,
  type Cents,
  type ExtraPayments,
  type Loan,
} from './types';

/** A validated loan with everything the monthly loop needs precomputed. */
export interface PreparedLoan {
  principal: Cents;
  rateUnits: number;
  termMonths: number;
  payment: Cents;
  /** The payment was rounded up past the nearest cent (decision 130). */
  paymentRoundedUp: boolean;
  series: MonthlySeries;
  /** Monthly extra, capped at the principal (no period can use more). */
  monthlyExtra: Cents;
  /** First period the monthly extra is paid with. */
  monthlyFromPeriod: number;
  /** One-off extras merged per period, ascending by period. */
  extraPeriods: number[];
  extraAmounts: Cents[];
}

export interface RunTotals {
  balance: Cents;
  /** Last period processed: the payoff period once the balance is 0. */
  lastPeriod: number;
  totalInterest: Cents;
  totalPaid: Cents;
}

function assertAmount(amount: Cents, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a non-negative integer of cents, got ${amount}`);
  }
}

export function prepareLoan(loan: Loan, extras?: ExtraPayments): PreparedLoan {
  assertLoanTerms(loan);
  const series = seriesFrom(loan.startDate);
  const monthly = extras?.monthly ?? 0;
  assertAmount(monthly, 'Monthly extra payment');
  // Caps keep sums of extras safe integers whatever the caller passes; the loop caps again at the balance.
  const byPeriod = new Map<number, Cents>();
  for (const { date, amount } of extras?.oneOff ?? []) {
    assertAmount(amount, 'Extra payment');
    if (amount === 0) continue;
    const period = firstPeriodOnOrAfter(series, mustParseDate(date, 'Extra payment date'));
    if (period > loan.termMonths) continue;
    byPeriod.set(period, Math.min(loan.principal, (byPeriod.get(period) ?? 0) + amount));
  }
  const extraPeriods = [...byPeriod.keys()].sort((a, b) => a - b);
  const quote = quoteUnchecked(loan.principal, loan.ratePercentUnits, loan.termMonths);
  return {
    principal: loan.principal,
    rateUnits: loan.ratePercentUnits,
    termMonths: loan.termMonths,
    payment: quote.payment,
    paymentRoundedUp: quote.roundedUp,
    series,
    monthlyExtra: Math.min(monthly, loan.principal),
    monthlyFromPeriod:
      extras?.monthlyFrom === undefined
        ? 1
        : firstPeriodOnOrAfter(series, mustParseDate(extras.monthlyFrom, 'Monthly extra start date')),
    extraPeriods,
    extraAmounts: extraPeriods.map((p) => byPeriod.get(p) ?? 0),
  };
}

/**
 * Runs the schedule from period 1 up to `untilPeriod` (or payoff), pushing rows for periods after
 * `rowsAfter` into `rows` when given. Interest is the exact rounded interest on the opening balance;
 * the last term period (or any payment that would overpay) settles the whole balance.
 */
export function runSchedule(
  loan: PreparedLoan,
  untilPeriod: number,
  rows: AmortizationRow[] | null,
  rowsAfter = 0,
): RunTotals {
  const { rateUnits, payment, monthlyExtra, monthlyFromPeriod, extraPeriods, extraAmounts, series } = loan;
  const last = Math.min(untilPeriod, loan.termMonths);
  let balance = loan.principal;
  let totalInterest = 0;
  let totalPaid = 0;
  let next = 0;
  let period = 0;
  while (balance > 0 && period < last) {
    period++;
    // One-off extras were paid on or before this due date: they come off the balance first (up to all
    // of it). When they clear it, the loan was paid off on the extra's day and this period has no
    // payment and no interest (decision 131). Otherwise the monthly extra, paid with the payment, comes
    // off too, and the scheduled payment takes the period's interest on the opening balance and what
    // principal is left (decision 036).
    let early = 0;
    if (next < extraPeriods.length && extraPeriods[next] === period) {
      early = extraAmounts[next] ?? 0;
      next++;
    }
    const paidOffEarly = early >= balance;
    const interest = paidOffEarly ? 0 : monthlyInterest(balance, rateUnits);
    let extra = early + (period >= monthlyFromPeriod ? monthlyExtra : 0);
    if (extra > balance) extra = balance;
    const remaining = balance - extra;
    let principal = paidOffEarly ? 0 : payment - interest;
    if (period === loan.termMonths || principal > remaining) principal = remaining;
    const paid = principal + interest;
    balance = remaining - principal;
    totalInterest += interest;
    totalPaid += paid + extra;
    if (rows !== null && period > rowsAfter) {
      rows.push({
        period,
        date: dueDate(series, period),
        payment: paid,
        interest,
        principal,
        extra,
        balance,
      });
    }
  }
  return { balance, lastPeriod: period, totalInterest, totalPaid };
}

/** The full schedule from the first payment to payoff. */
export function amortizationSchedule(loan: Loan & { extraPayments?: ExtraPayments }): AmortizationSchedule {
  const prepared = prepareLoan(loan, loan.extraPayments);
  const rows: AmortizationRow[] = [];
  const totals = runSchedule(prepared, prepared.termMonths, rows);
  return {
    monthlyPayment: prepared.payment,
    paymentRoundedUp: prepared.paymentRoundedUp,
    rows,
    totalInterest: totals.totalInterest,
    totalPaid: totals.totalPaid,
    payoffDate: dueDate(prepared.series, totals.lastPeriod),
    months: totals.lastPeriod,
  };
}
