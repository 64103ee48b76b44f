import type { Cents } from '../money';

export type AccountType = 'ASSET' | 'LIABILITY' | 'EQUITY' | 'INCOME' | 'EXPENSE';
export type NormalBalance = 'debit' | 'credit';

export const ACCOUNT_TYPES: readonly AccountType[] = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'];

export interface LedgerAccount {
  id: string;
  accountType: AccountType;
  normalBalance: NormalBalance;
}

/** One side of a posting: exactly one of debit and credit is positive, the other 0; never negative. */
export interface JournalLine {
  accountId: string;
  debit: Cents;
  credit: Cents;
}

export interface JournalEntryDraft {
  description: string;
  lines: JournalLine[];
}

/** Assets and expenses grow with debits; liabilities, equity and income grow with credits. */
export function normalBalanceFor(type: AccountType): NormalBalance {
  return type === 'ASSET' || type === 'EXPENSE' ? 'debit' : 'credit';
}

export function oppositeSide(side: NormalBalance): NormalBalance {
  return side === 'debit' ? 'credit' : 'debit';
}
