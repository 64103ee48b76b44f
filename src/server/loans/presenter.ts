import type { IsoDate } from '../../domain/calendar';
import { amortizationSchedule, isPaidOff, paidAndToCome, paidOffOn } from '../../domain/loans';
import { type Cents, formatMoney } from '../../domain/money';
import type { ExtraPaymentView, LoanCategory, LoanView } from '../../shared/loans';
import { asExtraPayments, termsOf } from './conversions';
import type { OneOffExtra } from './ledger-postings';
import type { ExtraPaymentRow, LoanRow } from './repository';

// How the API answers a loan and its extra payments: stored rows (and the schedule their terms give)
// turned into the shared views.

/** `currency` is the loan's: its liability account's, or the base currency once that is deleted. */
export function loanView(
  row: LoanRow,
  extras: readonly OneOffExtra[],
  today: IsoDate,
  currency: string,
): LoanView {
  const terms = termsOf(row);
  const withExtras = asExtraPayments(extras);
  const schedule = amortizationSchedule({ ...terms, extraPayments: withExtras });
  const paidOff = paidOffOn(terms, withExtras);
  const isPaid = isPaidOff(paidOff, today);
  const split = paidAndToCome(schedule, today, withExtras);
  return {
    id: row.id,
    name: row.name,
    loanCategory: row.loanCategory as LoanCategory,
    loanType: row.loanType,
    currency,
    principal: row.principal,
    interestRate: row.interestRate,
    termYears: row.termYears,
    startDate: row.startDate,
    // Re-derived from the terms (decision 130): a row stored under an older rounding rule reads right.
    monthlyPayment: formatMoney(schedule.monthlyPayment),
    paymentRoundedUp: schedule.paymentRoundedUp,
    homePrice: row.homePrice,
    downPayment: row.downPayment,
    propertyTax: row.propertyTax,
    insurance: row.insurance,
    supplementalInsurance: row.supplementalInsurance,
    isActive: row.isActive && !isPaid,
    paidOffOn: isPaid ? paidOff : null,
    accountId: row.accountId,
    assetAccountId: row.assetAccountId,
    assetOwned: row.assetAccountId !== null && row.assetOwned,
    fundingAccountId: row.fundingAccountId,
    postPastPayments: row.postPastPayments,
    recordedOn: row.recordedOn,
    // What is still to come of the principal is what the account owes today (as balanceOnDate gives
    // it; split.test.ts holds the two equal): the schedule is not run a second time for it.
    currentBalance: formatMoney(split.principalToCome),
    totalInterest: formatMoney(schedule.totalInterest),
    principalPaid: formatMoney(split.principalPaid),
    interestPaid: formatMoney(split.interestPaid),
    principalToCome: formatMoney(split.principalToCome),
    interestToCome: formatMoney(split.interestToCome),
    payoffDate: schedule.payoffDate,
    extraPaymentsTotal: formatMoney(extras.reduce((sum, e) => sum + e.amount, 0)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `interestSaved` is computed under the loan's current terms (interest-saved.ts), not read from the row. */
export function extraPaymentView(row: ExtraPaymentRow, interestSaved: Cents): ExtraPaymentView {
  return {
    id: row.id,
    loanId: row.loanId,
    amount: row.amount,
    paymentDate: row.paymentDate,
    interestSaved: formatMoney(interestSaved),
    createdAt: row.createdAt.toISOString(),
  };
}
