import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import { type NormalBalance, revaluationEntry } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { EntryKind } from '../../shared/register';
import type { Db } from '../db/client';
import { uuidArray } from '../db/json-rows';
import { preparedPer } from '../db/prepared';
import { accounts, balanceAssertions, journalEntries, journalEntryLines } from '../db/schema';
import { balanceThrough, signedNet } from './balance-through';
import { type HeldAssertion, insertEntries } from './insert-entries';
import { centsFromDb, centsToDb } from './money-columns';
import { ensureSystemAccount, type SystemAccountKey } from './system-accounts';

// Balance assertions (docs/decisions/025, 125, 126): "on this date the account held X". Each keeps one
// adjustment entry equal to whatever makes the account's balance at the end of that date exactly X.
// The account's earliest assertion owns its opening entry, dated on the account's start (the earlier
// of its first other entry and that assertion): every earlier day is computed backward from what the
// user said. Later assertions keep an adjustment on their own date, against opening-balance equity
// (a value the user set) or unrealized gains (a valuation). Whenever an entry on or before an
// assertion changes, its adjustment is recomputed in the same database transaction.

/** For each account, the earliest date something changed on it. */
export type AccountDates = Map<string, IsoDate>;

/** A value the user set, or a valuation of a house, car or investment. */
export type AssertionKind = 'balance' | 'valuation';

/** Records (or replaces, for the same date) an assertion and makes it hold at once. */
export async function assertBalance(
  db: Db,
  userId: string,
  input: {
    accountId: string;
    date: IsoDate;
    balance: Cents;
    kind?: AssertionKind;
    /** A value stated for today: entries of the day recorded later stay on top of it. */
    soFar?: boolean;
  },
): Promise<void> {
  const kind = input.kind ?? 'balance';
  const throughAt = input.soFar ? sql`clock_timestamp()` : null;
  await db
    .insert(balanceAssertions)
    .values({
      userId,
      accountId: input.accountId,
      assertDate: input.date,
      balance: centsToDb(input.balance),
      kind,
      throughAt,
    })
    .onConflictDoUpdate({
      target: [balanceAssertions.accountId, balanceAssertions.assertDate],
      set: { balance: centsToDb(input.balance), kind, throughAt, createdAt: sql`clock_timestamp()` },
    });
  await reconcileAssertions(db, userId, new Map([[input.accountId, input.date]]));
}

const netColumn = {
  net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text`,
};

/** The date of the account's first line, leaving one entry out (null without one). */
async function firstLineDate(
  db: Db,
  accountId: string,
  excludeEntryId: string | null,
): Promise<IsoDate | null> {
  const [row] = await db
    .select({ date: journalEntryLines.entryDate })
    .from(journalEntryLines)
    .where(
      and(
        eq(journalEntryLines.accountId, accountId),
        excludeEntryId === null ? undefined : sql`${journalEntryLines.journalEntryId} <> ${excludeEntryId}`,
      ),
    )
    .orderBy(asc(journalEntryLines.entryDate))
    .limit(1);
  return row?.date ?? null;
}

/** The assertion's own entry as it stands: its date, kind and what it moves the account by. */
async function adjustmentOf(
  db: Db,
  accountId: string,
  normal: NormalBalance,
  entryId: string | null,
): Promise<{ date: IsoDate; kind: string; amount: Cents } | null> {
  if (entryId === null) return null;
  const [row] = await db
    .select({ date: journalEntries.entryDate, kind: journalEntries.kind, ...netColumn })
    .from(journalEntries)
    .innerJoin(journalEntryLines, eq(journalEntryLines.journalEntryId, journalEntries.id))
    .where(and(eq(journalEntries.id, entryId), eq(journalEntryLines.accountId, accountId)))
    .groupBy(journalEntries.entryDate, journalEntries.kind);
  return row ? { date: row.date, kind: row.kind, amount: signedNet(normal, row.net) } : null;
}

/** What the ledger reads of an assertion to keep it holding. */
type Assertion = HeldAssertion;
interface AccountOfAssertion {
  id: string;
  accountType: string;
  normalBalance: string;
  name: string;
  number: string;
}

/** How an assertion's adjustment is posted: its date, kind, other side and wording. */
interface AdjustmentPlan {
  date: IsoDate;
  kind: EntryKind;
  counter: SystemAccountKey;
  description: string;
}

function planFor(account: AccountOfAssertion, assertion: Assertion, start: IsoDate | null): AdjustmentPlan {
  if (start !== null) {
    return {
      date: start,
      kind: 'opening',
      counter: 'opening_equity',
      description: `Opening balance: ${account.name}`,
    };
  }
  return assertion.kind === 'valuation'
    ? {
        date: assertion.assertDate,
        kind: 'valuation',
        counter: 'unrealized_gains',
        description: `Valuation: ${account.name}`,
      }
    : {
        date: assertion.assertDate,
        kind: 'assertion',
        counter: 'opening_equity',
        description: `Balance set: ${account.name}`,
      };
}

/**
 * The assertions of some of the user's accounts, locked. One text whatever the count of accounts, so
 * it is prepared (decision 178): every post makes this read.
 */
const lockedAssertions = preparedPer('nw_lock_assertions', (db, name) =>
  db
    .select()
    .from(balanceAssertions)
    .where(
      and(
        eq(balanceAssertions.userId, sql.placeholder('userId')),
        sql`${balanceAssertions.accountId} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .orderBy(asc(balanceAssertions.accountId), asc(balanceAssertions.assertDate))
    .for('update')
    .prepare(name),
);

/**
 * Recomputes every assertion on each account from its date on, oldest first (each one's balance
 * includes the adjustments of those before it). The earliest assertion is recomputed when the date is
 * on or before it: its opening entry moves to the account's start. Costs one indexed read for all the
 * accounts when none has an assertion on or after its date. `change` says whether the entries changed
 * are only ones recorded now (inserted by this transaction). `held` are the accounts' assertions when
 * the caller has already locked them (a post does, in its insert's call).
 */
export async function reconcileAssertions(
  db: Db,
  userId: string,
  from: AccountDates,
  change: 'any' | 'recorded now' = 'any',
  held?: readonly HeldAssertion[],
): Promise<void> {
  if (from.size === 0) return;
  // One read for every account touched, locked in a fixed order (by account id, then date), so two
  // transactions recompute one account's assertions in turn and never wait on each other in a cycle.
  const locked: readonly Assertion[] =
    held ?? (await lockedAssertions(db).execute({ userId, ids: uuidArray([...from.keys()]) }));
  const byAccount = new Map<string, Assertion[]>();
  for (const row of locked) {
    const list = byAccount.get(row.accountId);
    if (list) list.push(row);
    else byAccount.set(row.accountId, [row]);
  }
  for (const [accountId, date] of [...from].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const all = byAccount.get(accountId) ?? [];
    // Entries recorded now on the date of a value stated for today (through an earlier instant) are
    // on top of it: that assertion cannot have moved, and checking it would read the account again.
    const pending = all.filter(
      (a) => a.assertDate > date || (a.assertDate === date && (change === 'any' || a.throughAt === null)),
    );
    if (pending.length === 0) continue;
    const [account] = await db
      .select({
        id: accounts.id,
        accountType: accounts.accountType,
        normalBalance: accounts.normalBalance,
        name: accounts.accountName,
        number: accounts.accountNumber,
      })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
    if (!account) continue;
    const normal = account.normalBalance as NormalBalance;
    // One pass, oldest first, unless it moved an opening that a later assertion still held from
    // before an earlier one became the first (a valuation or balance dated before the old first):
    // that opening was counted by the earlier assertions of this pass, so they are computed again.
    if (await reconcilePass(db, userId, account, normal, all[0]?.id, pending)) {
      // Read again: the first pass replaced some of their entries.
      const fresh = await db
        .select()
        .from(balanceAssertions)
        .where(and(eq(balanceAssertions.accountId, accountId), gte(balanceAssertions.assertDate, date)))
        .orderBy(asc(balanceAssertions.assertDate));
      await reconcilePass(db, userId, account, normal, all[0]?.id, fresh);
    }
  }
}

/** Makes each pending assertion hold, oldest first; true when a stale opening was moved. */
async function reconcilePass(
  db: Db,
  userId: string,
  account: AccountOfAssertion,
  normal: NormalBalance,
  firstId: string | undefined,
  pending: readonly Assertion[],
): Promise<boolean> {
  let movedStaleOpening = false;
  for (const assertion of pending) {
    const entryId = assertion.journalEntryId;
    let start: IsoDate | null = null;
    if (assertion.id === firstId) {
      const first = await firstLineDate(db, account.id, entryId);
      start = first !== null && first < assertion.assertDate ? first : assertion.assertDate;
    }
    const plan = planFor(account, assertion, start);
    const others = await balanceThrough(db, account.id, normal, assertion.assertDate, entryId, assertion.id);
    const current = await adjustmentOf(db, account.id, normal, entryId);
    const target = centsFromDb(assertion.balance);
    const holds =
      current === null
        ? others === target
        : others + current.amount === target && current.date === plan.date && current.kind === plan.kind;
    if (holds) continue;
    if (current !== null && start === null && current.date < assertion.assertDate) movedStaleOpening = true;
    await replaceAdjustment(db, userId, account, assertion, plan, others, target);
  }
  return movedStaleOpening;
}

async function replaceAdjustment(
  db: Db,
  userId: string,
  account: AccountOfAssertion,
  assertion: Assertion,
  plan: AdjustmentPlan,
  others: Cents,
  target: Cents,
): Promise<void> {
  if (assertion.journalEntryId !== null) {
    await db
      .delete(journalEntries)
      .where(and(eq(journalEntries.id, assertion.journalEntryId), eq(journalEntries.userId, userId)));
  }
  const counterAccountId = await ensureSystemAccount(db, userId, plan.counter);
  const draft = revaluationEntry({
    account: {
      id: account.id,
      accountType: account.accountType as 'ASSET',
      normalBalance: account.normalBalance as NormalBalance,
    },
    previousBalance: others,
    newBalance: target,
    equityAccountId: counterAccountId,
    description: plan.description,
  });
  let entryId: string | null = null;
  if (draft) {
    const posted = await insertEntries(db, userId, [
      {
        entryDate: plan.date,
        description: draft.description,
        reference: plan.kind === 'opening' ? account.number : null,
        kind: plan.kind,
        // An opening lists first on its date, before the entries it opens.
        first: plan.kind === 'opening',
        lines: draft.lines,
      },
    ]);
    entryId = posted.ids[0] ?? null;
  }
  await db
    .update(balanceAssertions)
    .set({ journalEntryId: entryId })
    .where(eq(balanceAssertions.id, assertion.id));
}
