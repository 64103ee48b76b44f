import {
  amortizationSchedule,
  balanceOnDate,
  type ExtraPaymentProblem,
  type ExtraPayments,
  extraPaymentProblem,
  extraPaymentSavings,
} from '../../domain/loans';
import { formatMoney } from '../../domain/money';
import type { LoanView, ScheduleView } from '../../shared/loans';
import { badRequest } from '../http/errors';
import type { ServiceContext } from '../service-context';
import { readBaseCurrency } from '../settings/repository';
import { asExtraPayments, extrasOf, termsOf } from './conversions';
import type { OneOffExtra } from './ledger-postings';
import { loanView } from './presenter';
import { findLoanRow, liabilityCurrencies, listExtraRows } from './repository';
import { loanNotFound, postDuePayments } from './service';

// The loan views the routes show, brought current: each read first posts the payments that came due
// since the last read (see decision 013), so it may write, and the figures shown and the ledger agree.
// (Formerly reads.ts; renamed because it is not read-only.)

/** Each loan's currency: its liability account's, else (its account deleted) the base currency. */
async function currencyOfLoans(ctx: ServiceContext, loanIds: readonly string[]) {
  const held = await liabilityCurrencies(ctx.db, ctx.userId, loanIds);
  const base = loanIds.every((id) => held.has(id)) ? '' : await readBaseCurrency(ctx.db, ctx.userId);
  return (loanId: string) => held.get(loanId) ?? base;
}

export async function listLoans(ctx: ServiceContext): Promise<LoanView[]> {
  const { rows, extras } = await postDuePayments(ctx);
  const currencyOf = await currencyOfLoans(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => loanView(row, extras.get(row.id) ?? [], ctx.today, currencyOf(row.id)));
}

async function loadLoan(ctx: ServiceContext, loanId: string) {
  await postDuePayments(ctx);
  const row = await findLoanRow(ctx.db, ctx.userId, loanId);
  if (!row) throw loanNotFound();
  const extras: OneOffExtra[] = extrasOf(await listExtraRows(ctx.db, ctx.userId, [loanId]));
  return { row, extras };
}

export async function getLoan(ctx: ServiceContext, loanId: string): Promise<LoanView> {
  const { row, extras } = await loadLoan(ctx, loanId);
  const currencyOf = await currencyOfLoans(ctx, [loanId]);
  return loanView(row, extras, ctx.today, currencyOf(loanId));
}

export interface WhatIf {
  /** Paid with every scheduled payment due from today on. */
  extraMonthly: number | null;
  /** One payment on `extraDate` (default today). */
  extraAmount: number | null;
  extraDate?: string | undefined;
}

/**
 * The schedule with the recorded extras; with a what-if, the schedule with it added on top, and what it
 * saves against the recorded one. Nothing is stored.
 */
export async function getSchedule(
  ctx: ServiceContext,
  loanId: string,
  whatIf: WhatIf,
): Promise<ScheduleView> {
  const { row, extras } = await loadLoan(ctx, loanId);
  const terms = termsOf(row);
  const recorded = asExtraPayments(extras);
  const monthly = whatIf.extraMonthly ?? 0;
  const oneOff = whatIf.extraAmount ?? 0;
  const asking = monthly > 0 || oneOff > 0;
  if (oneOff > 0) {
    // The same rule as recording it (decision 036): what the what-if answers, recording accepts.
    const candidate = { date: whatIf.extraDate ?? ctx.today, amount: oneOff };
    const problem = extraPaymentProblem(terms, recorded.oneOff ?? [], candidate, ctx.today);
    if (problem) throw whatIfRefusal(problem);
  }
  const withWhatIf: ExtraPayments = {
    ...(monthly > 0 ? { monthly, monthlyFrom: ctx.today } : {}),
    oneOff: [
      ...(recorded.oneOff ?? []),
      ...(oneOff > 0 ? [{ date: whatIf.extraDate ?? ctx.today, amount: oneOff }] : []),
    ],
  };
  const base = amortizationSchedule({ ...terms, extraPayments: recorded });
  const schedule = asking ? amortizationSchedule({ ...terms, extraPayments: withWhatIf }) : base;
  const view: ScheduleView = {
    monthlyPayment: formatMoney(schedule.monthlyPayment),
    paymentRoundedUp: schedule.paymentRoundedUp,
    totalInterest: formatMoney(schedule.totalInterest),
    totalPaid: formatMoney(schedule.totalPaid),
    payoffDate: schedule.payoffDate,
    months: schedule.months,
    periodsPaid: base.rows.filter((r) => r.date <= ctx.today).length,
    currentBalance: formatMoney(balanceOnDate(terms, ctx.today, recorded)),
    rows: schedule.rows.map((r) => ({
      period: r.period,
      date: r.date,
      payment: formatMoney(r.payment),
      interest: formatMoney(r.interest),
      principal: formatMoney(r.principal),
      extra: formatMoney(r.extra),
      balance: formatMoney(r.balance),
    })),
  };
  if (asking) {
    const saved = extraPaymentSavings(base, schedule);
    view.whatIf = {
      interestSaved: formatMoney(saved.interestSaved),
      monthsSaved: saved.monthsSaved,
      newPayoffDate: saved.newPayoffDate,
      originalPayoffDate: saved.originalPayoffDate,
    };
  }
  return view;
}

/** The what-if names its own query fields: extraAmount and extraDate. */
function whatIfRefusal(problem: ExtraPaymentProblem) {
  const field = problem.field === 'amount' ? 'extraAmount' : 'extraDate';
  return badRequest(`${field}: ${problem.message}`, { [field]: problem.message });
}
