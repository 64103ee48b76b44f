import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accounts,
  budgetCategories,
  ruleActions,
  ruleRunChanges,
  ruleRuns,
  rules,
  transactionSplits,
  transactions,
} from '../db/schema';
import { rowsByIds } from '../transactions/bulk-repository';
import type { TransactionRow } from '../transactions/repository';

// Every query of categorization rules and their runs, scoped by the signed-in user.

export type RuleRow = typeof rules.$inferSelect;
export type ActionRow = typeof ruleActions.$inferSelect;
export type RunRow = typeof ruleRuns.$inferSelect;

/** The user's rules in order, each with its actions in order. */
export async function listRules(db: Db, userId: string): Promise<{ rule: RuleRow; actions: ActionRow[] }[]> {
  const list = await db
    .select()
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt), asc(rules.id));
  if (list.length === 0) return [];
  const actions = await db
    .select()
    .from(ruleActions)
    .where(
      inArray(ruleActions.ruleId, db.select({ id: rules.id }).from(rules).where(eq(rules.userId, userId))),
    )
    .orderBy(asc(ruleActions.ruleId), asc(ruleActions.position));
  const byRule = new Map<string, ActionRow[]>();
  for (const a of actions) byRule.set(a.ruleId, [...(byRule.get(a.ruleId) ?? []), a]);
  return list.map((rule) => ({ rule, actions: byRule.get(rule.id) ?? [] }));
}

/** Locks the user's rules for a reordering: ids in their order. */
export async function lockRuleOrder(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rules.id })
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt), asc(rules.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setPositions(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i}::integer`),
    sql` `,
  );
  await db
    .update(rules)
    .set({ position: sql`case ${rules.id} ${cases} end` })
    .where(and(eq(rules.userId, userId), inArray(rules.id, [...ids])));
}

export interface RuleValues {
  accountId: string | null;
  conditions: unknown[];
  actions: { kind: 'set_category' | 'rename_payee'; categoryId: string | null; payee: string | null }[];
}

export async function insertRule(db: Db, userId: string, values: RuleValues, now: Date): Promise<string> {
  const [row] = await db
    .insert(rules)
    .values({
      userId,
      position: 0,
      accountId: values.accountId,
      conditions: values.conditions,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: rules.id });
  if (!row) throw new Error('insert returned no row');
  await insertActions(db, row.id, values.actions);
  return row.id;
}

async function insertActions(db: Db, ruleId: string, actions: RuleValues['actions']): Promise<void> {
  await db.insert(ruleActions).values(actions.map((a, position) => ({ ruleId, position, ...a })));
}

export async function updateRule(
  db: Db,
  userId: string,
  id: string,
  values: RuleValues,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(rules)
    .set({ accountId: values.accountId, conditions: values.conditions, updatedAt: now })
    .where(and(eq(rules.id, id), eq(rules.userId, userId)))
    .returning({ id: rules.id });
  if (updated.length === 0) return false;
  await db.delete(ruleActions).where(eq(ruleActions.ruleId, id));
  await insertActions(db, id, values.actions);
  return true;
}

export async function deleteRule(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(rules)
    .where(and(eq(rules.id, id), eq(rules.userId, userId)))
    .returning({ id: rules.id });
  return deleted.length > 0;
}

/** The user's categories: type and name by id. */
export async function categoriesOf(
  db: Db,
  userId: string,
): Promise<Map<string, { type: string; name: string; slug: string | null; isActive: boolean }>> {
  const rows = await db
    .select({
      id: budgetCategories.id,
      type: budgetCategories.type,
      name: budgetCategories.name,
      slug: budgetCategories.slug,
      isActive: budgetCategories.isActive,
    })
    .from(budgetCategories)
    .where(eq(budgetCategories.userId, userId));
  return new Map(rows.map((r) => [r.id, { type: r.type, name: r.name, slug: r.slug, isActive: r.isActive }]));
}

/** The user's own asset and liability accounts (not the ledger's): name by id. */
export async function accountsOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.accountName, type: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.systemKey)));
  return new Map(rows.filter((r) => r.type === 'ASSET' || r.type === 'LIABILITY').map((r) => [r.id, r.name]));
}

export async function categoryInUse(db: Db, userId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ ruleId: ruleActions.ruleId })
    .from(ruleActions)
    .innerJoin(rules, eq(rules.id, ruleActions.ruleId))
    .where(and(eq(rules.userId, userId), eq(ruleActions.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}

/** The most transactions one preview or run reads. */
const RULE_SCOPE_MAX = 200_000;

export interface Candidate {
  id: string;
  date: string;
  amount: string;
  type: string;
  description: string;
  categoryId: string | null;
  accountId: string | null;
}

/** The income and expense transactions rules apply to (actual ones, not recurring templates). */
export async function candidates(db: Db, userId: string, ids?: readonly string[]): Promise<Candidate[]> {
  const where = [
    eq(transactions.userId, userId),
    eq(transactions.isRecurring, false),
    inArray(transactions.type, ['income', 'expense']),
    // A split is the user's own filing across categories: no rule re-files it (decision 141).
    notExists(
      db
        .select({ one: sql`1` })
        .from(transactionSplits)
        .where(eq(transactionSplits.transactionId, transactions.id)),
    ),
  ];
  if (ids) where.push(inArray(transactions.id, [...ids]));
  return db
    .select({
      id: transactions.id,
      date: transactions.transactionDate,
      amount: transactions.amount,
      type: transactions.type,
      description: transactions.description,
      categoryId: transactions.categoryId,
      accountId: transactions.accountId,
    })
    .from(transactions)
    .where(and(...where))
    .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt))
    .limit(RULE_SCOPE_MAX);
}

/** Sets category and description of many transactions at once; answers the rows as they now are. */
export async function rewriteTransactions(
  db: Db,
  userId: string,
  changes: readonly { id: string; categoryId: string | null; description: string }[],
): Promise<TransactionRow[]> {
  const out: TransactionRow[] = [];
  // The changes as one JSON parameter per 5,000 rows, the rows read back by one list of ids
  // (decision 177): a parameter per value cost more to build than the update.
  for (let i = 0; i < changes.length; i += 5_000) {
    const batch = changes.slice(i, i + 5_000);
    const given = batch.map((c) => ({ id: c.id, category_id: c.categoryId, description: c.description }));
    await db.execute(sql`
      update ${transactions} set category_id = v.category_id, description = v.description
      from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as v(id uuid, category_id uuid, description text)
      where ${transactions.userId} = ${userId} and ${transactions.id} = v.id`);
    out.push(
      ...(await rowsByIds(
        db,
        userId,
        batch.map((c) => c.id),
      )),
    );
  }
  return out;
}

export async function insertRun(
  db: Db,
  values: { userId: string; ruleId: string; summary: string; changed: number; createdAt: Date },
  changes: readonly (typeof ruleRunChanges.$inferInsert)[],
): Promise<RunRow> {
  const [run] = await db.insert(ruleRuns).values(values).returning();
  if (!run) throw new Error('insert returned no row');
  for (let i = 0; i < changes.length; i += 5_000) {
    await db.insert(ruleRunChanges).values(changes.slice(i, i + 5_000).map((c) => ({ ...c, runId: run.id })));
  }
  return run;
}

export async function listRuns(db: Db, userId: string): Promise<RunRow[]> {
  return db
    .select()
    .from(ruleRuns)
    .where(eq(ruleRuns.userId, userId))
    .orderBy(desc(ruleRuns.createdAt))
    .limit(20);
}

export async function lockRun(db: Db, userId: string, id: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(ruleRuns)
    .where(and(eq(ruleRuns.id, id), eq(ruleRuns.userId, userId)))
    .for('update');
  return row;
}

/** A run's changes beside each transaction's values now (transactions deleted since are gone). */
export async function runChanges(db: Db, runId: string) {
  return db
    .select({
      transactionId: ruleRunChanges.transactionId,
      beforeCategoryId: ruleRunChanges.beforeCategoryId,
      beforeDescription: ruleRunChanges.beforeDescription,
      afterCategoryId: ruleRunChanges.afterCategoryId,
      afterDescription: ruleRunChanges.afterDescription,
      nowCategoryId: transactions.categoryId,
      nowDescription: transactions.description,
    })
    .from(ruleRunChanges)
    .innerJoin(transactions, eq(transactions.id, ruleRunChanges.transactionId))
    .where(eq(ruleRunChanges.runId, runId));
}

export async function deleteRun(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(ruleRuns).where(and(eq(ruleRuns.id, id), eq(ruleRuns.userId, userId)));
}

/** Whether the transaction came in through an import, with its values now. */
export async function importedTransaction(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      description: transactions.description,
      categoryId: transactions.categoryId,
      amount: transactions.amount,
      accountId: transactions.accountId,
      imported: sql<boolean>`exists (select 1 from imported_transactions it where it.transaction_id = ${transactions.id})`,
    })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}

/** The user's categorised transactions, newest first: what each payee was filed under last. */
export async function recentCategorised(db: Db, userId: string) {
  return db
    .select({
      description: transactions.description,
      type: transactions.type,
      categoryId: transactions.categoryId,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), sql`${transactions.categoryId} is not null`))
    .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt))
    .limit(20_000);
}
