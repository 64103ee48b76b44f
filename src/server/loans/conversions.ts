import type { IsoDate } from '../../domain/calendar';
import {
  amortizationSchedule,
  balanceOnDate,
  type ExtraPayments,
  isPaidOff,
  type Loan,
  paidOffOn,
  parseRatePercent,
} from '../../domain/loans';
import { type Cents, formatMoney } from '../../domain/money';
import {
  type ExtraPaymentView,
  financedAssetKind,
  financedAssetName,
  type LoanCategory,
  type LoanInput,
  type LoanView,
} from '../../shared/loans';
import { type AccountColumns, centsFromDb, centsToDb } from '../ledger';
import type { OneOffExtra } from './ledger-postings';
import type { ExtraPaymentRow, LoanRow, NewLoanRow } from './repository';

// Conversions between stored rows, domain values and the API's shapes.

export function termsOf(row: LoanRow): Loan {
  const rate = parseRatePercent(row.interestRate);
  if (!rate.ok) throw new Error(`Stored interest rate is invalid: ${row.interestRate}`);
  return {
    principal: centsFromDb(row.principal),
    ratePercentUnits: rate.units,
    termMonths: row.termYears * 12,
    startDate: row.startDate,
  };
}

export function termsOfInput(input: LoanInput): Loan {
  return {
    principal: input.principal,
    ratePercentUnits: input.interestRate,
    termMonths: input.termYears * 12,
    startDate: input.startDate,
  };
}

export function extrasOf(rows: readonly ExtraPaymentRow[]): OneOffExtra[] {
  return rows.map((r) => ({ id: r.id, date: r.paymentDate, amount: centsFromDb(r.amount) }));
}

export const asExtraPayments = (extras: readonly OneOffExtra[]): ExtraPayments => ({
  oneOff: extras.map((e) => ({ date: e.date, amount: e.amount })),
});

const percent = (units: number) => `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;

/** The loan's columns from a validated payload; the monthly payment is the schedule's. */
export function loanColumns(input: LoanInput, monthlyPayment: number): Omit<NewLoanRow, 'userId'> {
  const price = input.homePrice ?? 0;
  return {
    name: input.name,
    loanCategory: input.loanCategory,
    loanType: input.loanType,
    principal: centsToDb(input.principal),
    interestRate: percent(input.interestRate),
    termYears: input.termYears,
    startDate: input.startDate,
    monthlyPayment: centsToDb(monthlyPayment),
    homePrice: price > 0 ? centsToDb(price) : null,
    downPayment: price > 0 ? centsToDb(price - input.principal) : null,
    propertyTax: centsToDb(input.propertyTax ?? 0),
    insurance: centsToDb(input.insurance ?? 0),
    supplementalInsurance: centsToDb(input.supplementalInsurance ?? 0),
  };
}

const LIABILITY_SUBTYPE: Record<LoanCategory, string> = {
  mortgage: 'mortgage',
  home: 'mortgage',
  auto: 'auto_loan',
  personal: 'personal_loan',
  student: 'private_student',
  education: 'private_student',
  business: 'business_loan',
  other: 'other',
};

const shortId = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

/** The loan's liability account: named after the loan, its balance posted only by the loan. */
export function liabilityAccountValues(
  loanId: string,
  input: LoanInput,
  monthlyPayment: number,
): AccountColumns {
  return {
    accountName: input.name,
    accountNumber: `LOAN-${shortId(loanId)}`,
    accountType: 'LIABILITY',
    normalBalance: 'credit',
    category: 'loan',
    accountSubtype: LIABILITY_SUBTYPE[input.loanCategory],
    interestRate: percent(input.interestRate),
    minimumPayment: centsToDb(monthlyPayment),
    description: `${input.loanType} loan`,
  };
}

/** The financed asset's account (a home, a car...), created when a price is given. */
export function assetAccountValues(loanId: string, input: LoanInput): AccountColumns {
  const kind = financedAssetKind(input.loanCategory);
  return {
    accountName: financedAssetName(input.name, input.loanCategory),
    accountNumber: `ASSET-${shortId(loanId)}`,
    accountType: 'ASSET',
    normalBalance: 'debit',
    category: kind.accountCategory,
    accountSubtype: kind.accountSubtype,
    description: `Financed by the loan "${input.name}"`,
  };
}

export function loanView(row: LoanRow, extras: readonly OneOffExtra[], today: IsoDate): LoanView {
  const terms = termsOf(row);
  const withExtras = asExtraPayments(extras);
  const schedule = amortizationSchedule({ ...terms, extraPayments: withExtras });
  const paidOff = paidOffOn(terms, withExtras);
  const isPaid = isPaidOff(paidOff, today);
  return {
    id: row.id,
    name: row.name,
    loanCategory: row.loanCategory as LoanCategory,
    loanType: row.loanType,
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
    currentBalance: formatMoney(balanceOnDate(terms, today, withExtras)),
    totalInterest: formatMoney(schedule.totalInterest),
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
