import { addDays, compareIsoDates, type IsoDate } from '../calendar';
import { type ExtraPayments, type Loan, paymentsDueBetween } from '../loans';
import { type Frequency, occurrencesBetween } from '../recurrence';
import { lastDayOf, type MonthKey, monthOf, monthRange } from './months';

// The month-by-month cash-flow forecast (docs/decisions/051): every recurring occurrence on its real
// date (month ends clamped by the recurrence rules), every loan payment on its schedule's due date, and
// the running balance of the cash accounts from today's ledger balance. Exact: bigint cents.

export interface ForecastItem {
  type: 'income' | 'expense';
  /** Per occurrence, in cents. */
  amount: number;
  frequency: Frequency;
  start: IsoDate;
  end: IsoDate | null;
}

export interface ForecastLoan {
  loan: Loan;
  extras?: ExtraPayments;
}

export interface MonthFlows {
  month: MonthKey;
  income: bigint;
  expenses: bigint;
  /** Scheduled payments plus extras, interest included. */
  loanPayments: bigint;
  /** income − expenses − loanPayments */
  net: bigint;
}

export interface ForecastMonth extends MonthFlows {
  /** Cash balance at the month's end. */
  balance: bigint;
}

export interface Forecast {
  months: ForecastMonth[];
  /** The first month whose closing balance is below zero, or null. */
  firstNegativeMonth: MonthKey | null;
}

/**
 * Income, expenses and loan payments falling after `fromExclusive` and on or before `toInclusive`,
 * bucketed into `months` (a date outside them is not counted).
 */
export function flowsBetween(
  items: readonly ForecastItem[],
  loans: readonly ForecastLoan[],
  fromExclusive: IsoDate,
  toInclusive: IsoDate,
  months: readonly MonthKey[],
): MonthFlows[] {
  const buckets = months.map((month) => ({ month, income: 0n, expenses: 0n, loanPayments: 0n }));
  const slot = new Map(months.map((m, i) => [m, i]));
  if (compareIsoDates(fromExclusive, toInclusive) >= 0) return buckets.map(withNet);
  const from = addDays(fromExclusive, 1);
  for (const item of items) {
    const amount = BigInt(item.amount);
    const series = { start: item.start, frequency: item.frequency, end: item.end };
    for (const date of occurrencesBetween(series, from, toInclusive)) {
      const bucket = buckets[slot.get(monthOf(date)) ?? -1];
      if (!bucket) continue;
      if (item.type === 'income') bucket.income += amount;
      else bucket.expenses += amount;
    }
  }
  for (const { loan, extras } of loans) {
    for (const row of paymentsDueBetween(loan, fromExclusive, toInclusive, extras)) {
      const bucket = buckets[slot.get(monthOf(row.date)) ?? -1];
      if (bucket) bucket.loanPayments += BigInt(row.payment + row.extra);
    }
  }
  return buckets.map(withNet);
}

function withNet(b: Omit<MonthFlows, 'net'>): MonthFlows {
  return { ...b, net: b.income - b.expenses - b.loanPayments };
}

/**
 * `monthCount` months starting with today's: what falls after today (today's own occurrences and
 * payments are already on the ledger) through the last month's end, and the balance at each month end.
 */
export function cashFlowForecast(input: {
  today: IsoDate;
  monthCount: number;
  startBalance: bigint;
  items: readonly ForecastItem[];
  loans: readonly ForecastLoan[];
}): Forecast {
  const months = monthRange(monthOf(input.today), input.monthCount);
  const last = months[months.length - 1];
  if (last === undefined) return { months: [], firstNegativeMonth: null };
  const flows = flowsBetween(input.items, input.loans, input.today, lastDayOf(last), months);
  let balance = input.startBalance;
  let firstNegativeMonth: MonthKey | null = null;
  const result = flows.map((f) => {
    balance += f.net;
    if (balance < 0n && firstNegativeMonth === null) firstNegativeMonth = f.month;
    return { ...f, balance };
  });
  return { months: result, firstNegativeMonth };
}
