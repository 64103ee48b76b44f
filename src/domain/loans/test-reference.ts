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

/** The last payment of the level schedule at `payment`, in BigInt; null when a payment repays nothing. */
function referenceLastPayment(principal: number, rateUnits: number, months: number, payment: bigint) {
  let balance = BigInt(principal);
  for (let period = 1; period <= months; period++) {
    const interest = roundHalfUp(balance * BigInt(rateUnits), D);
    if (period === months || payment - interest >= balance) return balance + interest;
    if (payment - interest <= 0n) return null;
    balance -= payment - interest;
  }
  return balance;
}

/**
 * The payment rule of decision 130, by plain search: the nearest cent, else the first cent above it
 * whose last payment is at most twice it (stepping by a thousand cents, then back by ones).
 */
export function referencePolicyPayment(principal: number, rateUnits: number, months: number): number {
  const ok = (p: bigint) => {
    const last = referenceLastPayment(principal, rateUnits, months, p);
    return last !== null && last <= 2n * p;
  };
  let payment = BigInt(referencePayment(principal, rateUnits, months));
  if (ok(payment)) return Number(payment);
  while (!ok(payment)) payment += 1000n;
  while (ok(payment - 1n)) payment -= 1n;
  return Number(payment);
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
    const monthlyDue = extras.monthlyFrom === undefined || compareIsoDates(date, extras.monthlyFrom) >= 0;
    // Extras first (they were paid on or before the due date), then the payment's principal; one-off
    // extras that clear the balance leave the period without a payment or interest.
    let early = 0n;
    for (const oneOff of extras.oneOff ?? []) {
      const afterPrevious = period === 1 || compareIsoDates(oneOff.date, previousDue) > 0;
      if (afterPrevious && compareIsoDates(oneOff.date, date) <= 0) early += BigInt(oneOff.amount);
    }
    let extra = early + BigInt(monthlyDue ? (extras.monthly ?? 0) : 0);
    const settled = early >= balance;
    const interest = settled ? 0n : roundHalfUp(balance * BigInt(loan.ratePercentUnits), D);
    if (extra > balance) extra = balance;
    let principal = settled ? 0n : payment - interest;
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
