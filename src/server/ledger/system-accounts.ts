import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '../../domain/ledger';
import { normalBalanceFor } from '../../domain/ledger';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { accounts } from '../db/schema';
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
  return (await systemAccount(db, userId, key)).id;
}

/**
 * The user's system account for `key` with its type and currency, created on first use: what posting
 * against it needs, so that the post does not read it again (decision 169).
 */
export async function systemAccount(
  db: Db,
  userId: string,
  key: SystemAccountKey,
): Promise<{ id: string; accountType: string; currency: string }> {
  // Made once, then found: a look-up costs one statement where the insert that finds it takes two.
  const found = await findSystemAccount(db, userId, key);
  if (found !== undefined) return found;
  const spec = SYSTEM_ACCOUNTS[key];
  const row = await insertAccountRow(db, {
    userId,
    systemKey: key,
    accountName: spec.name,
    accountNumber: spec.number,
    accountType: spec.type,
    normalBalance: normalBalanceFor(spec.type),
  });
  return { id: row.id, accountType: row.accountType, currency: row.currency };
}

const systemAccountByKey = preparedPer('nw_system_account', (db, name) =>
  db
    .select({ id: accounts.id, accountType: accounts.accountType, currency: accounts.currency })
    .from(accounts)
    .where(
      and(eq(accounts.userId, sql.placeholder('userId')), eq(accounts.systemKey, sql.placeholder('key'))),
    )
    .limit(1)
    .prepare(name),
);

async function findSystemAccount(db: Db, userId: string, key: string) {
  const [row] = await systemAccountByKey(db).execute({ userId, key });
  return row;
}

async function systemAccountId(db: Db, userId: string, key: string): Promise<string | undefined> {
  return (await findSystemAccount(db, userId, key))?.id;
}

/** The trading account's key of a currency pair: the same for either direction (`trading:EUR:USD`). */
function tradingKey(a: string, b: string): string {
  const [first, second] = [a, b].sort();
  return `trading:${first}:${second}`;
}

/**
 * The user's currency-exchange (trading) account of a pair (decision 152), created on first use: the
 * other side of both halves of a cross-currency transfer. An equity account holds lines in several
 * currencies, so it takes the pair's two and each balances on its own.
 */
export async function ensureTradingAccount(db: Db, userId: string, a: string, b: string): Promise<string> {
  const found = await systemAccountId(db, userId, tradingKey(a, b));
  if (found !== undefined) return found;
  const [first, second] = [a, b].sort();
  const row = await insertAccountRow(db, {
    userId,
    systemKey: tradingKey(a, b),
    accountName: `Currency exchange ${first}/${second}`,
    accountNumber: `SYS-FX-${first}-${second}`,
    accountType: 'EQUITY',
    normalBalance: normalBalanceFor('EQUITY'),
  });
  return row.id;
}
