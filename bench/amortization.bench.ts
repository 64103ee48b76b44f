// A 360-month schedule with a monthly extra payment, three ways, each with the same date code
// (dates.dueDate) so only the arithmetic differs:
//   ours       — exact integer cents, rate in integer units (src/domain/loans)
//   financial  — the `financial` package used like-for-like: one pmt(), then balance × rate per period,
//                amounts rounded to cents (what a float implementation of the same lender rules does)
//   float loop — plain floats, no rounding at all until the figures are printed
// Outputs are compared row by row, not only counted. Run: npm run bench amortization
import { pmt } from 'financial';
import { dueDate, type MonthlySeries, seriesFrom } from '../src/domain/loans/dates';
import { type AmortizationRow, amortizationSchedule, type Loan } from '../src/domain/loans/index';
import { info, report } from './targets';

const LOAN: Loan = {
  principal: 40_000_000,
  ratePercentUnits: 65_000,
  termMonths: 360,
  startDate: '2026-01-31',
};
const MONTHLY_EXTRA = 20_000;
const series: MonthlySeries = seriesFrom(LOAN.startDate);
const monthlyRate = LOAN.ratePercentUnits / 1_000_000 / 12;

interface Schedule {
  rows: AmortizationRow[];
  totalInterest: number;
}

/** The lender's rules (interest on the opening balance, last payment settles) in floats rounded to cents. */
function financialSchedule(): Schedule {
  const n = LOAN.termMonths;
  const payment = Math.round(pmt(monthlyRate, n, -LOAN.principal));
  const rows: AmortizationRow[] = [];
  let balance = LOAN.principal;
  let totalInterest = 0;
  for (let period = 1; period <= n && balance > 0; period++) {
    const interest = Math.round(balance * monthlyRate);
    // The extra comes off first, then the payment takes interest and what principal is left.
    const extra = Math.min(MONTHLY_EXTRA, balance);
    const remaining = balance - extra;
    let principal = payment - interest;
    if (period === n || principal > remaining) principal = remaining;
    const paid = principal + interest;
    balance = remaining - principal;
    totalInterest += interest;
    rows.push({ period, date: dueDate(series, period), payment: paid, interest, principal, extra, balance });
  }
  return { rows, totalInterest };
}

/** The same loop with nothing rounded: what a naive float implementation shows. */
function floatSchedule(): Schedule {
  const n = LOAN.termMonths;
  const payment = (LOAN.principal * monthlyRate) / (1 - (1 + monthlyRate) ** -n);
  const rows: AmortizationRow[] = [];
  let balance = LOAN.principal;
  let totalInterest = 0;
  for (let period = 1; period <= n && balance > 0.5; period++) {
    const interest = balance * monthlyRate;
    const extra = Math.min(MONTHLY_EXTRA, balance);
    const remaining = balance - extra;
    let principal = payment - interest;
    if (period === n || principal > remaining) principal = remaining;
    const paid = principal + interest;
    balance = remaining - principal;
    totalInterest += interest;
    rows.push({ period, date: dueDate(series, period), payment: paid, interest, principal, extra, balance });
  }
  return { rows, totalInterest };
}

const ours = (): Schedule => amortizationSchedule({ ...LOAN, extraPayments: { monthly: MONTHLY_EXTRA } });

let sink = 0;

/** CPU µs per call: the median of several timed rounds after a warm-up (CPU time: a shared machine). */
function measure(fn: () => Schedule, iterations: number, rounds = 9): number {
  for (let i = 0; i < iterations; i++) sink += fn().rows.length;
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < iterations; i++) sink += fn().rows.length;
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / iterations);
  }
  return cpu.sort((a, b) => a - b)[Math.floor(cpu.length / 2)] ?? Number.NaN;
}

/** Row-by-row differences from our schedule, in cents. */
function compare(label: string, other: Schedule, reference: Schedule): void {
  const a = reference.rows;
  const b = other.rows;
  let differing = 0;
  let maxBalanceGap = 0;
  let datesDiffer = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.date !== y.date) datesDiffer++;
    const fields = [
      x.payment - y.payment,
      x.interest - y.interest,
      x.principal - y.principal,
      x.balance - y.balance,
    ];
    if (fields.some((d) => Math.abs(d) >= 0.5)) differing++;
    maxBalanceGap = Math.max(maxBalanceGap, Math.abs(x.balance - y.balance));
  }
  info(
    `${label} against ours: rows differing by a cent or more`,
    differing,
    'rows',
    `${b.length} months (ours ${a.length}), largest balance gap ${(maxBalanceGap / 100).toFixed(2)}, ` +
      `total interest ${(other.totalInterest / 100).toFixed(2)} vs ours ${(reference.totalInterest / 100).toFixed(2)}` +
      `${datesDiffer ? `, ${datesDiffer} dates differ` : ''}`,
  );
}

const reference = ours();
compare('financial, like-for-like', financialSchedule(), reference);
compare('float loop, unrounded', floatSchedule(), reference);

const oursUs = measure(ours, 20_000);
const financialUs = measure(financialSchedule, 20_000);
const floatUs = measure(floatSchedule, 20_000);
info(
  'amortization with financial like-for-like, CPU per schedule',
  financialUs,
  'µs',
  `ours ${(financialUs / oursUs).toFixed(2)}x its speed`,
);
info(
  'amortization by a float loop, CPU per schedule',
  floatUs,
  'µs',
  `ours ${(floatUs / oursUs).toFixed(2)}x its speed`,
);
report('amortization: 360-month schedule with a monthly extra, exact cents', oursUs, '<=', 50, 'µs');
if (sink === 0) console.log('unreachable');
