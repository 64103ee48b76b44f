// Loan mathematics: payment, amortization schedule, extra payments, balances over time.

export {
  appliedOneOffExtras,
  EXTRA_PAYMENT_MESSAGES,
  type ExtraPaymentProblem,
  extraPaymentProblem,
} from './extra-check';
export { monthlyPayment } from './payment';
export { isPaidOff, paidOffOn } from './payoff';
export { balanceOnDate, extraPaymentSavings, paymentsDueBetween } from './queries';
export { parseRatePercent } from './rate';
export { interestSavedByEach } from './savings';
export { amortizationSchedule } from './schedule';
export { paidAndToCome } from './split';
export type {
  AmortizationRow,
  ExtraPayments,
  Loan,
  OneOffExtraPayment,
} from './types';
