import type { AccountType } from '../../domain/ledger';
import { normalBalanceFor } from '../../domain/ledger';
import type { Db } from '../db/client';
import { insertAccountRow } from './account-rows';

// Accounts the ledger needs and the user never has to see: the other side of opening balances and
// balance assertions, of valuations, of loans paid from outside the books, and the interest a loan costs.
const SYSTEM_ACCOUNTS = {
  opening_equity: { name: 'Opening Balance Equity', type: 'EQUITY', number: 'SYS-EQUITY' },
  // The other side of valuations (decision 126): a house worth more is a gain, not an opening.
  unrealized_gains: { name: 'Unrealized Gains/Losses', type: 'EQUITY', number: 'SYS-UNREALIZED' },
  external_funds: { name: 'External Funds', type: 'EQUITY', number: 'SYS-EXTERNAL' },
  interest_expense: { name: 'Interest Expense', type: 'EXPENSE', number: 'SYS-INTEREST' },
  uncategorized_income: { name: 'Uncategorized income', type: 'INCOME', number: 'SYS-INCOME' },
  uncategorized_expense: { name: 'Uncategorized expense', type: 'EXPENSE', number: 'SYS-EXPENSE' },
} as const satisfies Record<string, { name: string; type: AccountType; number: string }>;

export type SystemAccountKey = keyof typeof SYSTEM_ACCOUNTS;

/** The user's system account for `key`, created on first use (safe under concurrency). */
export async function ensureSystemAccount(db: Db, userId: string, key: SystemAccountKey): Promise<string> {
  const spec = SYSTEM_ACCOUNTS[key];
  const row = await insertAccountRow(db, {
    userId,
    systemKey: key,
    accountName: spec.name,
    accountNumber: spec.number,
    accountType: spec.type,
    normalBalance: normalBalanceFor(spec.type),
  });
  return row.id;
}
