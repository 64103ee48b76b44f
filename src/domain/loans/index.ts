// Loan mathematics: payment, amortization schedule, extra payments, balances over time.

export {
  appliedOneOffExtras,
  EXTRA_PAYMENT_MESSAGES,
  type ExtraPaymentProblem,
  extraPaymentProblem,
} from './extra-check';
export { monthlyPayment } from './payment';
export { isPaidOff, paidOffOn } from './payoff';
export { balanceOnDate, compareWithExtras, extraPaymentSavings, paymentsDueBetween } from './queries';
export { formatRatePercent, parseRatePercent, type RateParseResult } from './rate';
export { interestSavedByEach } from './savings';
export { amortizationSchedule } from './schedule';
export type {
  AmortizationRow,
  AmortizationSchedule,
  Cents,
  ExtraPaymentSavings,
  ExtraPayments,
  Loan,
  LoanTerms,
  OneOffExtraPayment,
} from './types';
export { MAX_PRINCIPAL_CENTS, MAX_RATE_UNITS, MAX_TERM_MONTHS } from './types';
