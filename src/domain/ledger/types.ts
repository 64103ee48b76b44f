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
  /**
   * ISO 4217 code of the amounts (decision 147). Left out, the line takes the currency of the entry's
   * asset and liability accounts; a cross-currency entry names it on every line.
   */
  currency?: string;
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
