import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, extraPayments, journalEntries, journalEntryLines, loans } from '../db/schema';

// Every query of the loans feature, each scoped by the signed-in user's id.

export type LoanRow = typeof loans.$inferSelect;
export type NewLoanRow = typeof loans.$inferInsert;
export type ExtraPaymentRow = typeof extraPayments.$inferSelect;

export async function listLoanRows(db: Db, userId: string): Promise<LoanRow[]> {
  return db.select().from(loans).where(eq(loans.userId, userId)).orderBy(asc(loans.createdAt), asc(loans.id));
}

/**
 * Each loan's currency: its liability account's (issue 24). A loan whose account was deleted is left
 * out; it is in the base currency.
 */
export async function liabilityCurrencies(
  db: Db,
  userId: string,
  loanIds: readonly string[],
): Promise<Map<string, string>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: loans.id, currency: accounts.currency })
    .from(loans)
    .innerJoin(accounts, and(eq(accounts.id, loans.accountId), eq(accounts.userId, userId)))
    .where(and(eq(loans.userId, userId), inArray(loans.id, [...loanIds])));
  return new Map(rows.map((r) => [r.loanId, r.currency]));
}

export async function findLoanRow(db: Db, userId: string, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.id, loanId)))
    .limit(1);
  return row;
}

/** The loan rows locked in id order, whatever order they are asked in (decision 039). */
export async function lockLoanRows(db: Db, userId: string, loanIds: readonly string[]): Promise<LoanRow[]> {
  if (loanIds.length === 0) return [];
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.id, [...loanIds])))
    .orderBy(asc(loans.id))
    .for('update');
}

/**
 * Locks, in id order, the accounts a loan operation moves: the given ones and the user's External
 * Funds, Interest Expense and Opening Balance Equity. Every loan operation takes them after its loan rows, so two never wait on each other in a
 * circle (decision 039).
 */
export async function lockLoanAccounts(db: Db, userId: string, accountIds: readonly string[]): Promise<void> {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        or(inArray(accounts.id, [...accountIds, NO_ID]), inArray(accounts.systemKey, LOAN_SYSTEM_ACCOUNTS)),
      ),
    )
    .orderBy(asc(accounts.id))
    // The lock a balance UPDATE takes anyway: it does not hold up other writers' foreign-key checks.
    .for('no key update');
}

const NO_ID = '00000000-0000-0000-0000-000000000000';
/** The system accounts a loan's entries can move (its books' equity and interest sides). */
const LOAN_SYSTEM_ACCOUNTS = ['external_funds', 'interest_expense', 'opening_equity'];

/** A derived column: not an edit of the loan, so updated_at stays. */
export async function setPaidOffOn(db: Db, userId: string, loanId: string, date: string): Promise<void> {
  await db
    .update(loans)
    .set({ paidOffOn: date })
    .where(and(eq(loans.userId, userId), eq(loans.id, loanId)));
}

export async function insertLoanRow(db: Db, values: NewLoanRow): Promise<LoanRow> {
  const [row] = await db.insert(loans).values(values).returning();
  if (!row) throw new Error('Loan insert returned nothing');
  return row;
}

export async function updateLoanRow(
  db: Db,
  userId: string,
  loanId: string,
  values: Partial<NewLoanRow>,
  now: Date,
): Promise<LoanRow> {
  const [row] = await db
    .update(loans)
    .set({ ...values, updatedAt: now })
    .where(and(eq(loans.userId, userId), eq(loans.id, loanId)))
    .returning();
  if (!row) throw new Error('Loan update returned nothing');
  return row;
}

export async function deleteLoanRow(db: Db, userId: string, loanId: string): Promise<void> {
  await db.delete(loans).where(and(eq(loans.userId, userId), eq(loans.id, loanId)));
}

// The accounts a loan owns are written through the ledger's account-rows.ts (one owner per table).

/**
 * Whether the account can pay a loan: one of the user's own asset accounts, active, not a system
 * account and not an asset a loan created (deleting that loan deletes it with every entry touching
 * it). Any number of loans may share one (decision 128).
 */
export async function isFundingCandidate(db: Db, userId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.id, accountId),
        eq(accounts.accountType, 'ASSET'),
        eq(accounts.isActive, true),
        isNull(accounts.systemKey),
        sql`not exists (select 1 from ${loans} where ${loans.assetAccountId} = ${accounts.id} and ${loans.assetOwned})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The asset a loan may link to as what it financed (decision 128): one of the user's own active asset
 * accounts, not a system one. Answers its current balance (the price's default), or undefined.
 */
export async function linkableAsset(
  db: Db,
  userId: string,
  accountId: string,
): Promise<{ id: string; currentBalance: string } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, currentBalance: accounts.currentBalance })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.id, accountId),
        eq(accounts.accountType, 'ASSET'),
        eq(accounts.isActive, true),
        isNull(accounts.systemKey),
      ),
    )
    .limit(1);
  return row;
}

// ---- Extra payments ----

export async function listExtraRows(
  db: Db,
  userId: string,
  loanIds: readonly string[],
): Promise<ExtraPaymentRow[]> {
  if (loanIds.length === 0) return [];
  return db
    .select()
    .from(extraPayments)
    .where(and(eq(extraPayments.userId, userId), inArray(extraPayments.loanId, [...loanIds])))
    .orderBy(asc(extraPayments.paymentDate), asc(extraPayments.createdAt), asc(extraPayments.id));
}

export async function insertExtraRow(
  db: Db,
  values: typeof extraPayments.$inferInsert,
): Promise<ExtraPaymentRow> {
  const [row] = await db.insert(extraPayments).values(values).returning();
  if (!row) throw new Error('Extra payment insert returned nothing');
  return row;
}

export async function updateExtraSaved(
  db: Db,
  userId: string,
  extraId: string,
  interestSaved: string,
): Promise<void> {
  await db
    .update(extraPayments)
    .set({ interestSaved })
    .where(and(eq(extraPayments.userId, userId), eq(extraPayments.id, extraId)));
}

export async function deleteExtraRow(
  db: Db,
  userId: string,
  loanId: string,
  extraId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(extraPayments)
    .where(
      and(eq(extraPayments.userId, userId), eq(extraPayments.loanId, loanId), eq(extraPayments.id, extraId)),
    )
    .returning({ id: extraPayments.id });
  return deleted.length > 0;
}

// ---- The loan's journal entries ----

/** Every entry the loan posted: origination (period 0), scheduled payments (1..n) and extras. */
export async function loanEntryIds(db: Db, userId: string, loanId: string): Promise<string[]> {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.loanId, loanId)));
  return rows.map((r) => r.id);
}

/** The entry recording one extra payment (its reference is the extra payment's id). */
export async function extraEntryIds(
  db: Db,
  userId: string,
  loanId: string,
  extraId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        eq(journalEntries.loanId, loanId),
        isNull(journalEntries.loanPeriod),
        eq(journalEntries.reference, extraReference(extraId)),
      ),
    );
  return rows.map((r) => r.id);
}

export const extraReference = (extraId: string) => `extra:${extraId}`;

export interface PostedLine {
  entryId: string;
  period: number;
  accountId: string;
  debit: string;
  credit: string;
}

/** Lines of the loan's scheduled-payment entries (period ≥ 1), in period order. */
export async function postedPaymentLines(db: Db, userId: string, loanId: string): Promise<PostedLine[]> {
  return db
    .select({
      entryId: journalEntries.id,
      period: sql<number>`${journalEntries.loanPeriod}`,
      accountId: journalEntryLines.accountId,
      debit: journalEntryLines.debit,
      credit: journalEntryLines.credit,
    })
    .from(journalEntries)
    .innerJoin(journalEntryLines, eq(journalEntryLines.journalEntryId, journalEntries.id))
    .where(
      and(
        eq(journalEntries.userId, userId),
        eq(journalEntries.loanId, loanId),
        gte(journalEntries.loanPeriod, 1),
      ),
    )
    .orderBy(asc(journalEntries.loanPeriod));
}

/** The last scheduled period posted for each of the user's loans (0 when none). */
export async function lastPostedPeriods(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      loanId: journalEntries.loanId,
      last: sql<number | string | null>`max(${journalEntries.loanPeriod})`,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        isNotNull(journalEntries.loanId),
        ne(journalEntries.loanPeriod, 0),
      ),
    )
    .groupBy(journalEntries.loanId)
    .orderBy(desc(journalEntries.loanId));
  const result = new Map<string, number>();
  for (const row of rows) if (row.loanId) result.set(row.loanId, Number(row.last ?? 0));
  return result;
}
