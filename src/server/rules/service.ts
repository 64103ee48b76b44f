import { formatMoney } from '../../domain/money';
import { alwaysRule, applyRules, describeRule, type Rule } from '../../domain/rules';
import {
  RULE_EXAMPLES,
  RULE_MESSAGES,
  RULES_MAX,
  type RuleData,
  type RuleDto,
  type RuleOffer,
  type RulePreview,
  type RuleRunDto,
  type RuleRunUndo,
  type RuleSuggestion,
} from '../../shared/rules';
import type { Db } from '../db/client';
import { inTransaction } from '../db/in-transaction';
import { MANY_ROWS } from '../db/references-per-statement';
import { AppError, badRequest, notFound } from '../http/errors';
import { centsFromDb, deleteJournalEntries } from '../ledger';
import type { ServiceContext } from '../service-context';
import { entriesOfMany } from '../transactions/bulk-repository';
import { postTransactions } from '../transactions/posting';
import { loadEngine } from './engine';
import * as repo from './repository';
import { actionDto, conditionDto, toDomainRule, toStored } from './stored';

// Categorization rules (issue 22, docs/decisions/106): kept in the user's order; previewed against
// the existing transactions before saving; applied to them as one run that can be undone. A run
// changes only categories and payees: each changed transaction's entry is posted again, so the
// accounts' balances stay as they were and only the category accounts move.

const ruleNotFound = () => notFound('Rule not found');
const tooLarge = () => new AppError('conflict', 'This would take a balance past what the books can hold');

async function namesOf(db: Db, userId: string) {
  // One after the other: applying a rule reads these inside its transaction, on one connection.
  const categories = await repo.categoriesOf(db, userId);
  const accounts = await repo.accountsOf(db, userId);
  return {
    categories,
    accounts,
    names: { account: (id: string) => accounts.get(id), category: (id: string) => categories.get(id)?.name },
  };
}

export async function listRules(db: Db, userId: string): Promise<RuleDto[]> {
  const [stored, { names }] = await Promise.all([repo.listRules(db, userId), namesOf(db, userId)]);
  return stored.map(({ rule, actions }, position) => {
    const domain = toDomainRule(rule, actions) ?? { id: rule.id, conditions: [], actions: [] };
    return {
      id: rule.id,
      position,
      conditions: domain.conditions.map(conditionDto),
      actions: domain.actions.map(actionDto),
      summary:
        domain.conditions.length > 0
          ? describeRule(domain, names)
          : 'This rule no longer reads and never applies',
      createdAt: rule.createdAt.toISOString(),
      updatedAt: rule.updatedAt.toISOString(),
    };
  });
}

/** The categories and account a rule names must be the user's own: a 400 naming the field if not. */
async function checkReferences(db: Db, userId: string, data: Pick<RuleData, 'conditions' | 'actions'>) {
  const { categories, accounts } = await namesOf(db, userId);
  data.conditions.forEach((c, i) => {
    if (c.field === 'account' && !accounts.has(c.accountId)) {
      throw badRequest(`conditions.${i}.accountId: ${RULE_MESSAGES.accountId}`, {
        [`conditions.${i}.accountId`]: RULE_MESSAGES.accountId,
      });
    }
  });
  data.actions.forEach((a, i) => {
    if (a.type === 'setCategory' && !categories.has(a.categoryId)) {
      throw badRequest(`actions.${i}.categoryId: ${RULE_MESSAGES.categoryId}`, {
        [`actions.${i}.categoryId`]: RULE_MESSAGES.categoryId,
      });
    }
  });
}

function placed(order: string[], id: string, position: number | undefined): string[] {
  const rest = order.filter((x) => x !== id);
  const at =
    position === undefined
      ? order.includes(id)
        ? order.indexOf(id)
        : rest.length
      : Math.min(position, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

async function ruleDto(db: Db, userId: string, id: string): Promise<RuleDto> {
  const found = (await listRules(db, userId)).find((r) => r.id === id);
  if (!found) throw ruleNotFound();
  return found;
}

export async function createRule(ctx: ServiceContext, data: RuleData): Promise<RuleDto> {
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, ctx.userId, data);
    const order = await repo.lockRuleOrder(tx, ctx.userId);
    if (order.length >= RULES_MAX) throw new AppError('conflict', RULE_MESSAGES.tooMany);
    const id = await repo.insertRule(tx, ctx.userId, toStored(data), ctx.now);
    await repo.setPositions(tx, ctx.userId, placed(order, id, data.position));
    return ruleDto(tx, ctx.userId, id);
  });
}

export async function updateRule(ctx: ServiceContext, id: string, data: RuleData): Promise<RuleDto> {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockRuleOrder(tx, ctx.userId);
    if (!order.includes(id)) throw ruleNotFound();
    await checkReferences(tx, ctx.userId, data);
    await repo.updateRule(tx, ctx.userId, id, toStored(data), ctx.now);
    await repo.setPositions(tx, ctx.userId, placed(order, id, data.position));
    return ruleDto(tx, ctx.userId, id);
  });
}

export async function deleteRule(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await repo.lockRuleOrder(tx, ctx.userId);
    if (!(await repo.deleteRule(tx, ctx.userId, id))) throw ruleNotFound();
    await repo.setPositions(
      tx,
      ctx.userId,
      order.filter((x) => x !== id),
    );
  });
}

interface Change {
  id: string;
  date: string;
  amount: number;
  before: { description: string; categoryId: string | null };
  after: { description: string; categoryId: string | null };
}

/** What one rule, on its own, would change among the user's income and expense transactions. */
async function changesOf(
  db: Db,
  userId: string,
  rule: Rule,
): Promise<{ matching: number; changes: Change[] }> {
  const { categories } = await namesOf(db, userId);
  const categoryType = (id: string) => categories.get(id)?.type as 'income' | 'expense' | undefined;
  let matching = 0;
  const changes: Change[] = [];
  for (const t of await repo.candidates(db, userId)) {
    const cents = centsFromDb(t.amount);
    const amount = t.type === 'income' ? cents : -cents;
    const out = applyRules([rule], { payee: t.description, amount, accountId: t.accountId }, categoryType);
    if (out.matched.length === 0) continue;
    matching++;
    const categoryId = out.categoryId ?? t.categoryId;
    if (categoryId === t.categoryId && out.payee === t.description) continue;
    changes.push({
      id: t.id,
      date: t.date,
      amount,
      before: { description: t.description, categoryId: t.categoryId },
      after: { description: out.payee, categoryId },
    });
  }
  return { matching, changes };
}

export async function previewRule(
  db: Db,
  userId: string,
  data: Pick<RuleData, 'conditions' | 'actions'>,
): Promise<RulePreview> {
  await checkReferences(db, userId, data);
  const rule: Rule = { id: 'preview', conditions: data.conditions, actions: data.actions };
  const { matching, changes } = await changesOf(db, userId, rule);
  return {
    matching,
    changing: changes.length,
    examples: changes.slice(0, RULE_EXAMPLES).map((c) => ({
      transactionId: c.id,
      date: c.date,
      amount: formatMoney(c.amount),
      before: c.before,
      after: c.after,
    })),
  };
}

/** Rewrites the transactions and posts each one's entry again, in the caller's transaction. */
async function rewrite(
  db: Db,
  userId: string,
  changes: readonly { id: string; categoryId: string | null; description: string }[],
) {
  if (changes.length === 0) return;
  // Many rows: their entries' keys followed once per statement (decisions 174 and 177).
  const bulk = changes.length >= MANY_ROWS;
  await deleteJournalEntries(
    db,
    userId,
    await entriesOfMany(
      db,
      userId,
      changes.map((c) => c.id),
    ),
    { bulk },
  );
  const rows = await repo.rewriteTransactions(db, userId, changes);
  await postTransactions(db, userId, rows, { bulk });
}

const runDto = (run: repo.RunRow): RuleRunDto => ({
  id: run.id,
  ruleId: run.ruleId,
  summary: run.summary,
  changed: run.changed,
  createdAt: run.createdAt.toISOString(),
});

/** "Apply to existing": the rule's changes to every transaction it matches, as one undoable run. */
export async function applyRule(ctx: ServiceContext, id: string): Promise<RuleRunDto> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const stored = (await repo.listRules(tx, ctx.userId)).find((r) => r.rule.id === id);
      if (!stored) throw ruleNotFound();
      const rule = toDomainRule(stored.rule, stored.actions);
      if (!rule) throw new AppError('conflict', 'This rule no longer reads: edit it first');
      const { changes } = await changesOf(tx, ctx.userId, rule);
      await rewrite(
        tx,
        ctx.userId,
        changes.map((c) => ({ id: c.id, ...c.after })),
      );
      const { names } = await namesOf(tx, ctx.userId);
      const run = await repo.insertRun(
        tx,
        {
          userId: ctx.userId,
          ruleId: id,
          summary: describeRule(rule, names),
          changed: changes.length,
          createdAt: ctx.now,
        },
        changes.map((c) => ({
          runId: '',
          transactionId: c.id,
          beforeCategoryId: c.before.categoryId,
          beforeDescription: c.before.description,
          afterCategoryId: c.after.categoryId,
          afterDescription: c.after.description,
        })),
      );
      return runDto(run);
    },
    tooLarge,
  );
}

export async function listRuns(db: Db, userId: string): Promise<RuleRunDto[]> {
  return (await repo.listRuns(db, userId)).map(runDto);
}

/** Undo: every transaction still as the run left it goes back; one changed since is kept as it is. */
export async function undoRun(ctx: ServiceContext, id: string): Promise<RuleRunUndo> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const run = await repo.lockRun(tx, ctx.userId, id);
      if (!run) throw notFound('Rule run not found');
      const changes = await repo.runChanges(tx, id);
      const untouched = changes.filter(
        (c) => c.nowCategoryId === c.afterCategoryId && c.nowDescription === c.afterDescription,
      );
      await rewrite(
        tx,
        ctx.userId,
        untouched.map((c) => ({
          id: c.transactionId,
          categoryId: c.beforeCategoryId,
          description: c.beforeDescription,
        })),
      );
      await repo.deleteRun(tx, ctx.userId, id);
      return { restored: untouched.length, kept: run.changed - untouched.length };
    },
    tooLarge,
  );
}

/** The category the rules (else the payee's history) propose for a transaction being entered. */
export async function suggest(
  db: Db,
  userId: string,
  query: {
    description: string;
    type: 'income' | 'expense';
    amount?: number | undefined;
    accountId?: string | undefined;
  },
): Promise<RuleSuggestion> {
  const engine = await loadEngine(db, userId);
  const size = Math.max(query.amount ?? 1, 1);
  const proposal = engine.propose({
    payee: query.description,
    amount: query.type === 'income' ? size : -size,
    accountId: query.accountId ?? null,
  });
  return {
    categoryId: proposal.categoryId,
    source: proposal.source,
    rule: proposal.source === 'rule' ? proposal.rule : null,
  };
}

/**
 * After the user categorizes an imported transaction by hand: the "always put PAYEE in CATEGORY" rule
 * to offer, unless the rules already put it there.
 */
export async function offer(db: Db, userId: string, transactionId: string): Promise<RuleOffer> {
  const t = await repo.importedTransaction(db, userId, transactionId);
  if (!t) throw notFound('Transaction not found');
  if (!t.imported || t.categoryId === null || (t.type !== 'income' && t.type !== 'expense'))
    return { offer: null };
  const engine = await loadEngine(db, userId, false);
  const cents = centsFromDb(t.amount);
  const amount = t.type === 'income' ? cents : -cents;
  const now = applyRules(
    engine.rules,
    { payee: t.description, amount, accountId: t.accountId },
    engine.categoryType,
  );
  if (now.categoryId === t.categoryId) return { offer: null };
  const draft = alwaysRule(t.description, t.categoryId);
  const { categories } = await namesOf(db, userId);
  const condition = draft.conditions[0];
  return {
    offer: {
      payee: t.description,
      match: condition?.field === 'payee' ? condition.value : t.description,
      categoryId: t.categoryId,
      categoryName: categories.get(t.categoryId)?.name ?? '',
      rule: { conditions: draft.conditions.map(conditionDto), actions: draft.actions.map(actionDto) },
    },
  };
}
