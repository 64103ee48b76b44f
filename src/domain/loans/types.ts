import type { IsoDate } from '../calendar';

import type { Cents } from '../money';

/** Integer cents: the one definition lives in money.ts; re-exported for the loan modules. */
export type { Cents };

export interface LoanTerms {
  principal: Cents;
  /** Annual rate in units of 1/10000 percent: 6.5% is 65000 (see parseRatePercent). */
  ratePercentUnits: number;
  termMonths: number;
}

export interface Loan extends LoanTerms {
  /** Loan start; payment 1 is due one month later, anchored on this day of month. */
  startDate: IsoDate;
}

export interface OneOffExtraPayment {
  date: IsoDate;
  amount: Cents;
}

export interface ExtraPayments {
  /** Paid with every scheduled payment on top of the regular principal. */
  monthly?: Cents;
  /** The monthly extra starts with the first payment due on or after this date (default: the first). */
  monthlyFrom?: IsoDate;
  /** Each applies with the first payment due on or after its date. */
  oneOff?: readonly OneOffExtraPayment[];
}

export interface AmortizationRow {
  period: number;
  date: IsoDate;
  /** Scheduled payment: interest + principal (extra is separate). */
  payment: Cents;
  interest: Cents;
  principal: Cents;
  extra: Cents;
  /** Balance after this payment and its extra. */
  balance: Cents;
}

export interface AmortizationSchedule {
  monthlyPayment: Cents;
  /** The payment was rounded up past the nearest cent so the last one stays within twice it (decision 130). */
  paymentRoundedUp: boolean;
  rows: AmortizationRow[];
  totalInterest: Cents;
  /** All payments plus all extras; equals principal + totalInterest. */
  totalPaid: Cents;
  payoffDate: IsoDate;
  months: number;
}

export interface ExtraPaymentSavings {
  interestSaved: Cents;
  monthsSaved: number;
  newPayoffDate: IsoDate;
  originalPayoffDate: IsoDate;
}

/** numeric(12,2) holds at most 9,999,999,999.99. */
const MAX_PRINCIPAL_CENTS = 999_999_999_999;
/** 50% in rate units. */
export const MAX_RATE_UNITS = 500_000;
/** 100 years; far beyond any product term, small enough that every total stays a safe integer. */
const MAX_TERM_MONTHS = 1200;

export function assertLoanTerms(terms: LoanTerms): void {
  const { principal, ratePercentUnits, termMonths } = terms;
  if (!Number.isSafeInteger(principal) || principal < 1 || principal > MAX_PRINCIPAL_CENTS) {
    throw new RangeError(`principal must be 1..${MAX_PRINCIPAL_CENTS} cents, got ${principal}`);
  }
  if (!Number.isSafeInteger(ratePercentUnits) || ratePercentUnits < 0 || ratePercentUnits > MAX_RATE_UNITS) {
    throw new RangeError(`ratePercentUnits must be 0..${MAX_RATE_UNITS}, got ${ratePercentUnits}`);
  }
  if (!Number.isSafeInteger(termMonths) || termMonths < 1 || termMonths > MAX_TERM_MONTHS) {
    throw new RangeError(`termMonths must be 1..${MAX_TERM_MONTHS}, got ${termMonths}`);
  }
}
