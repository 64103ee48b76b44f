import { addDays, compareIsoDates, type IsoDate, toEpochDay } from '../calendar';
import { type Loan, type OneOffExtraPayment, paymentsDueBetween } from '../loans';
import { type Frequency, occurrencesBetween } from '../recurrence';
import { firstDayOf, lastDayOf, type MonthKey, monthOf, monthRange } from './months';

// The month-by-month cash-flow forecast (docs/decisions/051): every recurring occurrence on its real
// date (month ends clamped by the recurrence rules), every loan payment on its schedule's due date, and
// the running balance of the cash accounts from today's ledger balance. Exact: bigint cents. Loan
// payments are counted on the dates the ledger posts them (decision 131): scheduled payments on their
// due dates, recorded extra payments on their own dates.

export interface ForecastItem {
  type: 'income' | 'expense';
  /** Per occurrence, in cents. */
  amount: number;
  frequency: Frequency;
  start: IsoDate;
  end: IsoDate | null;
  /**
   * Whether the ledger posts its occurrences (an item with an account): today's is then already on it.
   * A projection's occurrence due today is still ahead (decision 185).
   */
  postsToLedger: boolean;
}

export interface ForecastLoan {
  loan: Loan;
  /** The recorded one-off extra payments: they shape the schedule and are paid on their own dates. */
  extras?: readonly OneOffExtraPayment[];
}

/** Series that step by whole days (the others step by months and clamp to month ends). */
const DAY_STEPS: Partial<Record<Frequency, number>> = { daily: 1, weekly: 7, biweekly: 14 };

export interface MonthFlows {
  month: MonthKey;
  income: bigint;
  expenses: bigint;
  /** Scheduled payments (interest included) plus extra payments dated in the month. */
  loanPayments: bigint;
  /** income − expenses − loanPayments */
  net: bigint;
}

interface ForecastMonth extends MonthFlows {
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
  const bounds = months.map((m) => ({ first: toEpochDay(firstDayOf(m)), last: toEpochDay(lastDayOf(m)) }));
  const window = { first: toEpochDay(from), last: toEpochDay(toInclusive) };
  for (const item of items) {
    const amount = BigInt(item.amount);
    const add = (bucket: (typeof buckets)[number] | undefined, count: number) => {
      if (!bucket || count <= 0) return;
      if (item.type === 'income') bucket.income += amount * BigInt(count);
      else bucket.expenses += amount * BigInt(count);
    };
    const step = DAY_STEPS[item.frequency];
    if (step !== undefined) {
      // Day-based series: count the occurrences in each month arithmetically (start + k × step).
      const start = toEpochDay(item.start);
      const end = item.end === null ? window.last : Math.min(window.last, toEpochDay(item.end));
      bounds.forEach((b, i) => {
        const a = Math.max(b.first, window.first, start);
        const z = Math.min(b.last, end);
        if (a > z) return;
        add(buckets[i], Math.floor((z - start) / step) - Math.ceil((a - start) / step) + 1);
      });
      continue;
    }
    const series = { start: item.start, frequency: item.frequency, end: item.end };
    for (const date of occurrencesBetween(series, from, toInclusive)) {
      add(buckets[slot.get(monthOf(date)) ?? -1], 1);
    }
  }
  const addLoanPayment = (date: IsoDate, amount: number) => {
    const bucket = buckets[slot.get(monthOf(date)) ?? -1];
    if (bucket) bucket.loanPayments += BigInt(amount);
  };
  for (const { loan, extras = [] } of loans) {
    // A row's extra is not paid on its due date: each extra was paid on its own day, already on the
    // ledger when that day is today or before, so it counts once, on that day, inside the window only.
    // A loan an extra paid off has no payment after it (the schedule's payoff period pays nothing).
    for (const row of paymentsDueBetween(loan, fromExclusive, toInclusive, { oneOff: extras })) {
      addLoanPayment(row.date, row.payment);
    }
    for (const extra of extras) {
      if (extra.date > fromExclusive && extra.date <= toInclusive) addLoanPayment(extra.date, extra.amount);
    }
  }
  return buckets.map(withNet);
}

function withNet(b: Omit<MonthFlows, 'net'>): MonthFlows {
  return { ...b, net: b.income - b.expenses - b.loanPayments };
}

/**
 * `monthCount` months starting with today's: what falls after today through the last month's end, and
 * the balance at each month end. Today's own posted occurrences and loan payments are already on the
 * ledger; a projection's occurrence due today posts nowhere, so it counts from today (decision 185).
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
  const end = lastDayOf(last);
  const posted = flowsBetween(
    input.items.filter((i) => i.postsToLedger),
    input.loans,
    input.today,
    end,
    months,
  );
  const projections = input.items.filter((i) => !i.postsToLedger);
  // From yesterday, exclusive: today's occurrence counts (yesterday's month, when today is the 1st,
  // is not one of `months`, so nothing before today can).
  const projected = flowsBetween(projections, [], addDays(input.today, -1), end, months);
  const flows = posted.map((f, i) => {
    const p = projected[i];
    return p === undefined
      ? f
      : withNet({
          month: f.month,
          income: f.income + p.income,
          expenses: f.expenses + p.expenses,
          loanPayments: f.loanPayments,
        });
  });
  let balance = input.startBalance;
  let firstNegativeMonth: MonthKey | null = null;
  const result = flows.map((f) => {
    balance += f.net;
    if (balance < 0n && firstNegativeMonth === null) firstNegativeMonth = f.month;
    return { ...f, balance };
  });
  return { months: result, firstNegativeMonth };
}
