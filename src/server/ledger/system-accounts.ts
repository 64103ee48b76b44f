import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '../../domain/ledger';
import { normalBalanceFor } from '../../domain/ledger';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

// Accounts the ledger needs and the user never has to see: the other side of opening balances and
// revaluations, of loans paid from outside the books, and the interest a loan costs.
export const SYSTEM_ACCOUNTS = {
  opening_equity: { name: 'Opening Balance Equity', type: 'EQUITY', number: 'SYS-EQUITY' },
  external_funds: { name: 'External Funds', type: 'EQUITY', number: 'SYS-EXTERNAL' },
  interest_expense: { name: 'Interest Expense', type: 'EXPENSE', number: 'SYS-INTEREST' },
  uncategorized_income: { name: 'Uncategorized income', type: 'INCOME', number: 'SYS-INCOME' },
  uncategorized_expense: { name: 'Uncategorized expense', type: 'EXPENSE', number: 'SYS-EXPENSE' },
} as const satisfies Record<string, { name: string; type: AccountType; number: string }>;

export type SystemAccountKey = keyof typeof SYSTEM_ACCOUNTS;

/** The user's system account for `key`, created on first use (safe under concurrency). */
export async function ensureSystemAccount(db: Db, userId: string, key: SystemAccountKey): Promise<string> {
  const spec = SYSTEM_ACCOUNTS[key];
  await db
    .insert(accounts)
    .values({
      userId,
      systemKey: key,
      accountName: spec.name,
      accountNumber: spec.number,
      accountType: spec.type,
      normalBalance: normalBalanceFor(spec.type),
    })
    .onConflictDoNothing({
      target: [accounts.userId, accounts.systemKey],
      where: sql`${accounts.systemKey} is not null`,
    });
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.systemKey, key)))
    .limit(1);
  if (!row) throw new Error(`System account ${key} is missing`);
  return row.id;
}
