import type { UserAccountType } from './account-categories';
import type { MissingRateDto } from './exchange-rates';

// The accounts feature's responses (zod-free). Every amount is a decimal string with two places.

export interface AccountDto {
  id: string;
  accountName: string;
  accountNumber: string;
  accountType: UserAccountType;
  accountSubtype: string | null;
  category: string | null;
  normalBalance: 'debit' | 'credit';
  currentBalance: string;
  /** ISO 4217 code every amount of this account is in. */
  currency: string;
  /** Whether any entry moves it: its currency can no longer change (decision 147). */
  hasEntries: boolean;
  description: string | null;
  interestRate: string | null;
  minimumPayment: string | null;
  creditLimit: string | null;
  isActive: boolean;
  /** The loan whose liability this account is (listed in the loans section, not as a plain account). */
  loanId: string | null;
  /** The loan that financed this asset, or that is paid from this account; such accounts are edited through the loan. */
  linkedLoanId: string | null;
  /** What that loan is to this account: the asset it financed, or the account it is paid from. */
  linkedAs: 'asset' | 'funding' | null;
  /** The account's start (decision 125): the earlier of its first entry and its earliest balance date. */
  trackedSince: string;
  createdAt: string;
  updatedAt: string;
}

export interface SubtotalDto {
  total: string;
  count: number;
}

/**
 * In the base currency (decision 153): each currency's figures at today's rate, with the base
 * currency's decimals; a currency without a rate is left out of every figure and named.
 */
export interface BalanceSheetDto {
  baseCurrency: string;
  totalAssets: string;
  totalLiabilities: string;
  netWorth: string;
  byType: { ASSET: SubtotalDto; LIABILITY: SubtotalDto };
  /** One row per type and subtype with accounts; accountSubtype null for accounts without one. */
  bySubtype: (SubtotalDto & { accountType: UserAccountType; accountSubtype: string | null })[];
  missingRates: MissingRateDto[];
}

interface JournalLineDto {
  accountId: string;
  /** The account's name. */
  account: string;
  debit: string;
  credit: string;
}

export interface JournalEntryDto {
  id: string;
  entryDate: string;
  description: string;
  reference: string | null;
  loanId: string | null;
  lines: JournalLineDto[];
}

export interface JournalPageDto {
  entries: JournalEntryDto[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdjustmentDto {
  id: string;
  accountId: string;
  adjustmentType: string;
  previousValue: string;
  newValue: string;
  adjustmentAmount: string;
  adjustmentDate: string;
  source: string;
  referenceNumber: string | null;
  notes: string | null;
}

export interface PreferencesDto {
  decimalPlaces: number;
  summaryPrecision: 'cents' | 'dollars' | 'thousands';
  showPercentages: boolean;
}

export const DEFAULT_PREFERENCES: PreferencesDto = {
  decimalPlaces: 2,
  summaryPrecision: 'dollars',
  showPercentages: true,
};
