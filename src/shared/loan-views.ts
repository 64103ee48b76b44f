import type { LoanCategory } from './loan-kinds';

// The loans API's answers (docs/product.md §3, 7 and ours), money as decimal strings with 2 places.

export interface LoanView {
  id: string;
  name: string;
  loanCategory: LoanCategory;
  loanType: string;
  /** ISO 4217: the currency of the loan's liability account, which every amount here is in. */
  currency: string;
  principal: string;
  /** Percent with 4 decimals, e.g. "6.5000". */
  interestRate: string;
  termYears: number;
  startDate: string;
  monthlyPayment: string;
  /** The payment is a cent or more above the nearest cent so the last payment stays within twice it. */
  paymentRoundedUp: boolean;
  homePrice: string | null;
  downPayment: string | null;
  propertyTax: string;
  insurance: string;
  supplementalInsurance: string;
  /** False once the loan is paid off (decision 035). */
  isActive: boolean;
  /** The day the balance reached zero, once it has (by the user's date); otherwise null. */
  paidOffOn: string | null;
  accountId: string | null;
  assetAccountId: string | null;
  /** True when the loan created its asset account (deleted with it); false for a linked asset. */
  assetOwned: boolean;
  fundingAccountId: string | null;
  /** Whether payments due by the day the loan was added were taken from the funding account. */
  postPastPayments: boolean;
  /** The user's date when the loan was added (decision 128). */
  recordedOn: string;
  /** From the schedule as of today, less recorded extra payments; equals the ledger balance. */
  currentBalance: string;
  totalInterest: string;
  /**
   * The schedule split at today: what the payments due so far went to, principal (extras included)
   * and interest, and what the later ones will. Each pair adds up to the principal and totalInterest.
   */
  principalPaid: string;
  interestPaid: string;
  principalToCome: string;
  interestToCome: string;
  payoffDate: string;
  extraPaymentsTotal: string;
  createdAt: string;
}

export interface ScheduleRowView {
  period: number;
  date: string;
  payment: string;
  interest: string;
  principal: string;
  extra: string;
  balance: string;
}

interface WhatIfView {
  interestSaved: string;
  monthsSaved: number;
  newPayoffDate: string;
  originalPayoffDate: string;
}

export interface ScheduleView {
  monthlyPayment: string;
  /** As in LoanView (decision 130). */
  paymentRoundedUp: boolean;
  totalInterest: string;
  totalPaid: string;
  payoffDate: string;
  months: number;
  /** Period of the last payment due on or before today (0 before the first). */
  periodsPaid: number;
  currentBalance: string;
  rows: ScheduleRowView[];
  /** Present when the query asked a what-if: its savings against the recorded schedule. */
  whatIf?: WhatIfView;
}

export interface ExtraPaymentView {
  id: string;
  loanId: string;
  amount: string;
  paymentDate: string;
  interestSaved: string;
  createdAt: string;
}
