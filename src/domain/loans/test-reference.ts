// A deliberately plain BigInt implementation used only by the tests as an independent oracle:
// dates via calendar.addMonths, one-off extras matched by comparing date strings.
import { addMonths, compareIsoDates, dayOfMonth } from '../calendar';
import type { AmortizationRow, ExtraPayments, Loan } from './types';

const D = 12_000_000n;

function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

export function referencePayment(principal: number, rateUnits: number, months: number): number {
  const p = BigInt(principal);
  const n = BigInt(months);
  if (rateUnits === 0) return Number(roundHalfUp(p, n));
  const u = BigInt(rateUnits);
  // (1 + r)^n with r = u / D, as the fraction growth / D^n.
  let growth = 1n;
  let scale = 1n;
  for (let i = 0; i < months; i++) {
    growth *= D + u;
    scale *= D;
  }
  return Number(roundHalfUp(p * u * growth, D * (growth - scale)));
}

/** How the level payment's schedule ends: 'even', or why not (decision 037), in BigInt. */
function referenceEnding(principal: number, rateUnits: number, months: number, payment: bigint): string {
  let balance = BigInt(principal);
  for (let period = 1; period <= months; period++) {
    const interest = roundHalfUp(balance * BigInt(rateUnits), D);
    if (period === months) return balance + interest <= payment + BigInt(months) ? 'even' : 'slow';
    if (payment - interest >= balance) return 'fast';
    balance -= payment - interest;
  }
  return 'even';
}

/** The payment policy of decision 037: nearest cent, else up to 4 cents more, else one cent less. */
export function referencePolicyPayment(principal: number, rateUnits: number, months: number): number {
  const nearest = BigInt(referencePayment(principal, rateUnits, months));
  const least = roundHalfUp(BigInt(principal) * BigInt(rateUnits), D) + 1n;
  const start = nearest > least ? nearest : least;
  for (const candidate of [start, start + 1n, start + 2n, start + 3n, start + 4n, nearest - 1n]) {
    if (candidate >= least && referenceEnding(principal, rateUnits, months, candidate) === 'even') {
      return Number(candidate);
    }
  }
  return Number(start);
}

export function referenceInterest(balance: number, rateUnits: number): number {
  return Number(roundHalfUp(BigInt(balance) * BigInt(rateUnits), D));
}

export function referenceSchedule(loan: Loan, extras: ExtraPayments = {}): AmortizationRow[] {
  const payment = BigInt(referencePolicyPayment(loan.principal, loan.ratePercentUnits, loan.termMonths));
  const anchor = dayOfMonth(loan.startDate);
  const rows: AmortizationRow[] = [];
  let balance = BigInt(loan.principal);
  let previousDue = '';
  for (let period = 1; period <= loan.termMonths && balance > 0n; period++) {
    const date = addMonths(loan.startDate, period, anchor);
    const interest = roundHalfUp(balance * BigInt(loan.ratePercentUnits), D);
    const monthlyDue = extras.monthlyFrom === undefined || compareIsoDates(date, extras.monthlyFrom) >= 0;
    let extra = BigInt(monthlyDue ? (extras.monthly ?? 0) : 0);
    for (const oneOff of extras.oneOff ?? []) {
      const afterPrevious = period === 1 || compareIsoDates(oneOff.date, previousDue) > 0;
      if (afterPrevious && compareIsoDates(oneOff.date, date) <= 0) extra += BigInt(oneOff.amount);
    }
    // Extras first (they were paid on or before the due date), then the payment's principal.
    if (extra > balance) extra = balance;
    let principal = payment - interest;
    if (period === loan.termMonths || principal > balance - extra) principal = balance - extra;
    balance -= principal + extra;
    rows.push({
      period,
      date,
      payment: Number(principal + interest),
      interest: Number(interest),
      principal: Number(principal),
      extra: Number(extra),
      balance: Number(balance),
    });
    previousDue = date;
  }
  return rows;
}
