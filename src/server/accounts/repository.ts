import { and, asc, desc, eq, getTableColumns, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import type { NormalBalance } from '../../domain/ledger';
import { formatRatePercent } from '../../domain/loans/rate';
import type { Cents } from '../../domain/money';
import type { AccountData } from '../../shared/accounts';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import {
  accounts,
  assetValuationAdjustments,
  balanceAssertions,
  journalEntryLines,
  ledgerAccountDailyTotals,
  loans,
} from '../db/schema';
import { type AccountColumns, type AccountRow, centsFromDb, centsToDb } from '../ledger';

// Every query for the user's own accounts and their valuation history. Each is scoped by the user's
// id and leaves system accounts (opening-balance equity and the like) out: those are a 404 here.
// Account rows themselves are written through the ledger (ledger/account-rows.ts).

const ownAccount = (userId: string | Placeholder, id: string | Placeholder) =>
  and(eq(accounts.id, id), eq(accounts.userId, userId), isNull(accounts.systemKey));

const rateToDb = (units: number | null): string | null => (units === null ? null : formatRatePercent(units));

/** The columns a validated payload writes (the balance moves only through the ledger's postings). */
export function accountColumns(data: AccountData): AccountColumns {
  return {
    accountName: data.accountName,
    accountNumber: data.accountNumber,
    accountType: data.accountType,
    accountSubtype: data.accountSubtype,
    category: data.category,
    normalBalance: data.normalBalance,
    description: data.description,
    interestRate: rateToDb(data.interestRate),
    minimumPayment: data.minimumPayment === null ? null : centsToDb(data.minimumPayment),
    creditLimit: data.creditLimit === null ? null : centsToDb(data.creditLimit),
  };
}

/** The user's account, locked for the rest of the transaction so edits of it take turns. */
export async function lockAccount(db: Db, userId: string, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(ownAccount(userId, id)).for('update');
  return row;
}

/** Whether any journal line is on the account: its currency is then fixed (decision 147). */
export async function accountHasLines(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: journalEntryLines.id })
    .from(journalEntryLines)
    .where(eq(journalEntryLines.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

export async function findAccount(db: Db, userId: string, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(ownAccount(userId, id));
  return row;
}

/** A day's lines on one account: debits less credits, and how many lines (register rows) it has. */
export interface DayLines {
  date: IsoDate;
  net: bigint;
  lines: number;
}

/**
 * The user's account's lines per day through `to`, oldest first, from the totals the ledger keeps per
 * account and day (decision 166): a row per day, not per line. With `from`, the days before it are
 * folded into `from`'s row, which then starts from everything before the range; only the lines in the
 * range are counted. Days whose lines were all deleted are left out.
 */
export async function dailyLines(
  db: Db,
  userId: string,
  accountId: string,
  range: { from: IsoDate | null; to: IsoDate | null },
): Promise<DayLines[]> {
  const t = ledgerAccountDailyTotals;
  const { from, to } = range;
  const day = from === null ? sql`${t.entryDate}` : sql`greatest(${t.entryDate}, ${from}::date)`;
  const inRange = from === null ? sql`true` : sql`${t.entryDate} >= ${from}::date`;
  const rows = await db
    .select({
      date: sql<string>`${day}::text`,
      net: sql<string>`sum(${t.net})::text`,
      lines: sql<number>`(coalesce(sum(${t.lines}) filter (where ${inRange}), 0))::int`,
    })
    .from(t)
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .where(
      and(
        ownAccount(userId, accountId),
        eq(t.accountId, accountId),
        to === null ? undefined : sql`${t.entryDate} <= ${to}::date`,
      ),
    )
    // By position: the day expression binds `from` anew each time it is written out.
    .groupBy(sql`1`)
    .having(sql`sum(${t.lines}) > 0`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ date: r.date, net: mustParseBigCents(r.net), lines: Number(r.lines) }));
}

/**
 * What an account's answer says beside its row (decision 125, decision 128), read with it in the same
 * statement so that GET /api/accounts is one query after every write (issue 28): its first line and
 * first assertion, each by its (account, date) index, and the loans that own or link it, oldest first.
 * Spelled out: drizzle names a select's own columns without their table, and "id" would be ambiguous.
 */
const accountFacts = {
  firstLine: sql<
    string | null
  >`(select min(l.entry_date) from journal_entry_lines l where l.account_id = "accounts"."id")::text`,
  firstAssertion: sql<
    string | null
  >`(select min(b.assert_date) from balance_assertions b where b.account_id = "accounts"."id")::text`,
  loanId: sql<string | null>`(select l.id from loans l
    where l.user_id = "accounts"."user_id" and l.account_id = "accounts"."id"
    order by l.created_at, l.id limit 1)`,
  linkedLoanId: sql<string | null>`(select l.id from loans l
    where l.user_id = "accounts"."user_id"
      and (l.asset_account_id = "accounts"."id" or l.funding_account_id = "accounts"."id")
    order by l.created_at, l.id limit 1)`,
  linkedAs: sql<
    string | null
  >`(select case when l.asset_account_id = "accounts"."id" then 'asset' else 'funding' end
    from loans l
    where l.user_id = "accounts"."user_id"
      and (l.asset_account_id = "accounts"."id" or l.funding_account_id = "accounts"."id")
    order by l.created_at, l.id limit 1)`,
};

/** An account's row with what its answer says beside it (accountFacts). */
export type ListedAccount = AccountRow & {
  firstLine: string | null;
  firstAssertion: string | null;
  loanId: string | null;
  linkedLoanId: string | null;
  /** What the linked loan is to the account: the asset it financed, or the account it is paid from. */
  linkedAs: string | null;
};

const listedColumns = { ...getTableColumns(accounts), ...accountFacts };

/**
 * The same facts for every account of a user at once: the first line stays one index probe per account
 * (an aggregate over every line would read them all), but the assertions and loans, a few per account
 * at most, are each read once and joined by hash, not probed a thousand times for a long list (issue
 * 28: a fifth of GET /api/accounts right after a write on the embedded database).
 */
function listedFacts(db: Db) {
  const userId = sql.placeholder('userId');
  const firstAssertions = db
    .select({
      accountId: balanceAssertions.accountId,
      date: sql<string>`min(${balanceAssertions.assertDate})::text`.as('first_assertion'),
    })
    .from(balanceAssertions)
    .where(eq(balanceAssertions.userId, userId))
    .groupBy(balanceAssertions.accountId)
    .as('first_assertions');
  // The oldest loan that owns each account, and the oldest that links it as its asset or its funding.
  const owning = db
    .selectDistinctOn([loans.accountId], {
      accountId: loans.accountId,
      id: sql<string>`${loans.id}`.as('owner_id'),
    })
    .from(loans)
    .where(eq(loans.userId, userId))
    .orderBy(loans.accountId, loans.createdAt, loans.id)
    .as('owning_loans');
  // Raw: drizzle names a union's columns without their table, which the join would find ambiguous.
  // A loan that both financed and is paid from one account is its asset's first (as accountFacts).
  const linking = sql`(select distinct on (x.account_id) x.account_id, x.id, x.role
    from (select ${loans.assetAccountId} as account_id, ${loans.id} as id, ${loans.createdAt} as created_at,
          'asset' as role
        from ${loans} where ${loans.userId} = ${userId}
      union all
      select ${loans.fundingAccountId}, ${loans.id}, ${loans.createdAt}, 'funding'
        from ${loans} where ${loans.userId} = ${userId}) x
    where x.account_id is not null
    order by x.account_id, x.created_at, x.id, x.role) linked_loans`;
  return { firstAssertions, owning, linking };
}

const listedAccounts = preparedPer('nw_list_accounts', (db, name) => {
  const { firstAssertions, owning, linking } = listedFacts(db);
  return db
    .select({
      ...getTableColumns(accounts),
      firstLine: accountFacts.firstLine,
      firstAssertion: sql<string | null>`${firstAssertions.date}`,
      loanId: sql<string | null>`${owning.id}`,
      linkedLoanId: sql<string | null>`linked_loans.id`,
      linkedAs: sql<string | null>`linked_loans.role`,
    })
    .from(accounts)
    .leftJoin(firstAssertions, eq(firstAssertions.accountId, accounts.id))
    .leftJoin(owning, eq(owning.accountId, accounts.id))
    .leftJoin(linking, sql`linked_loans.account_id = ${accounts.id}`)
    .where(and(eq(accounts.userId, sql.placeholder('userId')), isNull(accounts.systemKey)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .prepare(name);
});

export async function listAccountRows(db: Db, userId: string): Promise<ListedAccount[]> {
  return listedAccounts(db).execute({ userId });
}

/** The user's account with its facts, locked for the rest of the transaction (lockAccount). */
export async function lockListedAccount(
  db: Db,
  userId: string,
  id: string,
): Promise<ListedAccount | undefined> {
  const [row] = await db
    .select(listedColumns)
    .from(accounts)
    .where(ownAccount(userId, id))
    .for('update', { of: accounts });
  return row;
}

export interface LoanLink {
  id: string;
  name: string;
  accountId: string | null;
  assetAccountId: string | null;
  /** False when the asset is the user's own, which the loan only links to (decision 128). */
  assetOwned: boolean;
  fundingAccountId: string | null;
}

const loanLinkColumns = {
  id: loans.id,
  name: loans.name,
  accountId: loans.accountId,
  assetAccountId: loans.assetAccountId,
  assetOwned: loans.assetOwned,
  fundingAccountId: loans.fundingAccountId,
};

/** The first loan that uses the account as its liability, its financed asset or its funding account. */
export async function loanUsingAccount(
  db: Db,
  userId: string,
  accountId: string,
): Promise<LoanLink | undefined> {
  const [row] = await db
    .select(loanLinkColumns)
    .from(loans)
    .where(
      and(
        eq(loans.userId, userId),
        or(
          eq(loans.accountId, accountId),
          eq(loans.assetAccountId, accountId),
          eq(loans.fundingAccountId, accountId),
        ),
      ),
    )
    .orderBy(asc(loans.createdAt))
    .limit(1);
  return row;
}

/** The look-up findPostingAccount makes, prepared (decision 170). */
const postingAccount = preparedPer('nw_posting_account', (db, name) => {
  const userId = sql.placeholder('userId');
  const id = sql.placeholder('id');
  return db
    .select({
      accountType: accounts.accountType,
      accountName: accounts.accountName,
      currency: accounts.currency,
      isLoan: sql<boolean>`exists (select 1 from ${loans} where ${loans.userId} = ${userId} and ${loans.accountId} = ${id})`,
    })
    .from(accounts)
    .where(ownAccount(userId, id))
    .prepare(name);
});

/**
 * What a transaction needs of the user's account it moves, in one look-up: its type, its currency,
 * whether it is a loan's own (its liability), whose balance moves only through the loan, and its name
 * (a transfer's answer names its destination).
 */
export async function findPostingAccount(
  db: Db,
  userId: string,
  id: string,
): Promise<{ accountType: string; currency: string; isLoan: boolean; accountName: string } | undefined> {
  const [row] = await postingAccount(db).execute({ userId, id });
  return row;
}

export interface AdjustmentInput {
  accountId: string;
  /** 'valuation': recorded through POST /api/accounts/:id/valuations or an asset's new value. */
  adjustmentType: 'opening' | 'increase' | 'decrease' | 'valuation';
  previousValue: Cents;
  newValue: Cents;
  adjustmentDate: string;
  source: string;
  notes?: string | null;
}

export async function insertAdjustment(db: Db, userId: string, input: AdjustmentInput): Promise<string> {
  const [row] = await db
    .insert(assetValuationAdjustments)
    .values({
      userId,
      accountId: input.accountId,
      adjustmentType: input.adjustmentType,
      previousValue: centsToDb(input.previousValue),
      newValue: centsToDb(input.newValue),
      adjustmentAmount: centsToDb(input.newValue - input.previousValue),
      adjustmentDate: input.adjustmentDate,
      source: input.source,
      notes: input.notes ?? null,
      // The moment of the insert, not the transaction's start: edits that waited for the account's lock
      // then sort in the order they were applied.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: assetValuationAdjustments.id });
  return row?.id ?? '';
}

export type AdjustmentRow = typeof assetValuationAdjustments.$inferSelect;

/** The account's adjustments newest first; with `type`, only those of that type (valuations). */
export async function findAdjustments(
  db: Db,
  userId: string,
  accountId: string,
  type?: AdjustmentInput['adjustmentType'],
): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(assetValuationAdjustments)
    .where(
      and(
        eq(assetValuationAdjustments.userId, userId),
        eq(assetValuationAdjustments.accountId, accountId),
        type === undefined ? undefined : eq(assetValuationAdjustments.adjustmentType, type),
      ),
    )
    .orderBy(
      desc(assetValuationAdjustments.adjustmentDate),
      desc(assetValuationAdjustments.createdAt),
      desc(assetValuationAdjustments.id),
    );
}

/** What entries dated after `date` move the account by, in its normal direction. */
export async function effectAfter(
  db: Db,
  accountId: string,
  normal: NormalBalance,
  date: string,
): Promise<Cents> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text`,
    })
    .from(journalEntryLines)
    .where(and(eq(journalEntryLines.accountId, accountId), sql`${journalEntryLines.entryDate} > ${date}`));
  const net = centsFromDb(row?.net ?? '0');
  return normal === 'debit' ? net : -net;
}

export async function deleteAssertionsOf(db: Db, userId: string, accountId: string): Promise<void> {
  await db
    .delete(balanceAssertions)
    .where(and(eq(balanceAssertions.userId, userId), eq(balanceAssertions.accountId, accountId)));
}
