// Times a 360-month schedule with a monthly extra payment: ours (exact integer cents) against the same
// schedule built with the `financial` package (numpy-financial port). Run:
//   node --import tsx bench/amortization.bench.ts
import { ipmt, pmt } from 'financial';
import { addMonths, dayOfMonth } from '../src/domain/calendar';
import { dueDate, seriesFrom } from '../src/domain/loans/dates';
import { type AmortizationRow, amortizationSchedule, type Loan } from '../src/domain/loans/index';

const LOAN: Loan = {
  principal: 40_000_000,
  ratePercentUnits: 65_000,
  termMonths: 360,
  startDate: '2026-01-31',
};
const MONTHLY_EXTRA = 20_000;
const TARGET_US = 50;
const TARGET_RATIO = 2;

type DateOf = (period: number) => string;

/**
 * The natural use of `financial`: pmt once for the regular payment, ipmt for each month's interest on
 * the current balance (extras change the balance, so per-period ipmt/ppmt of the original loan would
 * not describe this schedule), amounts rounded to cents with Math.round.
 */
function financialSchedule(loan: Loan, monthlyExtra: number, dateOf: DateOf) {
  const rate = loan.ratePercentUnits / 1_000_000 / 12;
  const n = loan.termMonths;
  const payment = Math.round(pmt(rate, n, -loan.principal));
  const rows: AmortizationRow[] = [];
  let balance = loan.principal;
  let totalInterest = 0;
  let totalPaid = 0;
  for (let period = 1; period <= n && balance > 0; period++) {
    const interest = Math.round(-ipmt(rate, 1, n - period + 1, balance));
    let principal = payment - interest;
    let paid = payment;
    if (period === n || principal >= balance) {
      principal = balance;
      paid = balance + interest;
    }
    const extra = Math.min(monthlyExtra, balance - principal);
    balance -= principal + extra;
    totalInterest += interest;
    totalPaid += paid + extra;
    rows.push({ period, date: dateOf(period), payment: paid, interest, principal, extra, balance });
  }
  return { monthlyPayment: payment, rows, totalInterest, totalPaid, months: rows.length };
}

const anchor = dayOfMonth(LOAN.startDate);
const calendarDates: DateOf = (k) => addMonths(LOAN.startDate, k, anchor);
const series = seriesFrom(LOAN.startDate);
const fastDates: DateOf = (k) => dueDate(series, k);

const ours = () => amortizationSchedule({ ...LOAN, extraPayments: { monthly: MONTHLY_EXTRA } });
const withFinancial = () => financialSchedule(LOAN, MONTHLY_EXTRA, calendarDates);
const withFinancialFastDates = () => financialSchedule(LOAN, MONTHLY_EXTRA, fastDates);

let sink = 0;

/**
 * µs per call: the median over several timed rounds after a warm-up, in CPU time of this process so
 * that other work on a shared machine does not count (wall time is returned too, for reference).
 */
function measure(
  fn: () => { rows: unknown[] },
  iterations: number,
  rounds = 9,
): { cpu: number; wall: number } {
  for (let i = 0; i < iterations; i++) sink += fn().rows.length;
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const startCpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) sink += fn().rows.length;
    wall.push(Number(process.hrtime.bigint() - start) / 1_000 / iterations);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / iterations);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  return { cpu: median(cpu), wall: median(wall) };
}

// Same schedule both ways (the float version may differ by a cent here and there; it is not the point).
const a = ours();
const b = withFinancial();
if (a.months !== b.months || a.rows[0]?.date !== b.rows[0]?.date) {
  console.error('amortization: implementations disagree', a.months, b.months);
  process.exitCode = 1;
}

const oursT = measure(ours, 20_000);
const financialT = measure(withFinancial, 5_000);
const financialFastDatesT = measure(withFinancialFastDates, 20_000);
const oursUs = oursT.cpu;
const financialUs = financialT.cpu;
const ratio = financialUs / oursUs;
const f = (x: number) => x.toFixed(1);

console.log(
  `amortization: 360-month schedule with monthly extra: ${f(oursUs)} µs/op ` +
    `(financial: ${f(financialUs)} µs/op, ${f(ratio)}x faster); target < ${TARGET_US} µs and ≥ ${TARGET_RATIO}x` +
    ` — ${oursUs < TARGET_US && ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
);
console.log(
  `amortization: financial with our date formatting instead of calendar.addMonths: ${f(financialFastDatesT.cpu)} µs/op ` +
    `(${f(financialFastDatesT.cpu / oursUs)}x); wall-clock medians: ours ${f(oursT.wall)}, financial ${f(financialT.wall)} µs/op` +
    ` (CPU-time figures above); schedule ${a.months} months, interest ${a.totalInterest} cents (financial ${b.totalInterest})`,
);
if (sink === 0) console.log('unreachable');
