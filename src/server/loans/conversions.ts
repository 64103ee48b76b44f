import { type ExtraPayments, type Loan, parseRatePercent } from '../../domain/loans';
import { financedAssetKind, financedAssetName, type LoanCategory, type LoanInput } from '../../shared/loans';
import { type AccountColumns, centsFromDb, centsToDb } from '../ledger';
import type { OneOffExtra } from './ledger-postings';
import type { ExtraPaymentRow, LoanRow, NewLoanRow } from './repository';

// Conversions between stored rows and domain values (the API's shapes are in presenter.ts).

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
