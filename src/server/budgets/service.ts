import { formatBigCents, mustParseBigCents } from '../../domain/big-cents';
import {
  budgetTotals,
  itemFigures,
  nextMonthPeriod,
  periodIncludes,
} from '../../domain/planning/budget-figures';
import {
  BUDGET_MESSAGES,
  type BudgetData,
  type BudgetDetail,
  type BudgetItemData,
  type BudgetItemDto,
} from '../../shared/budgets';
import type { CategoryType } from '../../shared/categories';
import { MAX_DATE } from '../../shared/dates';
import type { Budget } from '../../shared/transactions';
import type { Db } from '../db/client';
import { amountTooLarge, inTransaction } from '../db/in-transaction';
import { baseConverter, MissingRates, minorOfStored } from '../exchange-rates/base-converter';
import { AppError, badRequest, notFound } from '../http/errors';
import type { ServiceContext } from '../service-context';
import { periodActuals } from '../transactions/actuals';
import * as repo from './repository';

// Budgets and their items (docs/decisions/050). Actual amounts are read from the ledger each time a
// budget is shown; the stored totals are the planned income and expenses, kept with the items.

const budgetNotFound = () => notFound('Budget not found');
const itemNotFound = () => notFound('Budget item not found');

function toBudget(row: repo.BudgetRow, today: string): Budget {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    totalIncome: formatBigCents(mustParseBigCents(row.totalIncome)),
    totalExpenses: formatBigCents(mustParseBigCents(row.totalExpenses)),
    isActive: row.isActive,
    isCurrent: periodIncludes(row.startDate, row.endDate, today),
  };
}

export async function listBudgets(ctx: ServiceContext): Promise<Budget[]> {
  return (await repo.listBudgetRows(ctx.db, ctx.userId)).map((row) => toBudget(row, ctx.today));
}

/** The budget with each item's actual amount from posted entries in its period. */
export async function getBudget(ctx: ServiceContext, id: string): Promise<BudgetDetail> {
  const row = await repo.findBudgetRow(ctx.db, ctx.userId, id);
  if (!row) throw budgetNotFound();
  return detailOf(ctx.db, ctx.userId, row, ctx.today);
}

async function detailOf(db: Db, userId: string, row: repo.BudgetRow, today: string): Promise<BudgetDetail> {
  const items = await repo.itemRows(db, row.id);
  const accountIds = items.flatMap((i) => (i.accountId ? [i.accountId] : []));
  // Budgets are in the base currency (decision 153): actuals in another convert at each line's date.
  const converter = await baseConverter(db, userId, today);
  const missing = new MissingRates();
  const postedRows = await repo.postedByAccount(
    db,
    userId,
    accountIds,
    row.startDate,
    row.endDate,
    converter.base,
  );
  const posted = new Map<string, bigint>();
  for (const r of postedRows) {
    const minor = converter.convertOrNote(mustParseBigCents(r.net), r.currency, r.date ?? today, missing);
    if (minor !== null) posted.set(r.accountId, (posted.get(r.accountId) ?? 0n) + minor);
  }
  // The whole period's spending, read as everywhere else, over the same dates as the items.
  const period = await periodActuals(db, userId, row.startDate, row.endDate ?? MAX_DATE, converter, missing);
  const figures = items.map((item) => {
    const type: CategoryType = item.categoryType === 'income' ? 'income' : 'expense';
    const net = item.accountId ? (posted.get(item.accountId) ?? 0n) : 0n;
    // Expenses are debits to the category's account; income is credits.
    const actual = type === 'income' ? -net : net;
    const planned = minorOfStored(mustParseBigCents(item.amount), converter.base);
    return { item, type, figures: itemFigures(planned, actual) };
  });
  const totals = budgetTotals(
    figures.map((f) => ({ type: f.type, planned: f.figures.planned, actual: f.figures.actual })),
  );
  const money = converter.format;
  return {
    ...toBudget(row, today),
    baseCurrency: converter.base,
    asOf: today,
    items: figures.map(
      ({ item, type, figures: f }): BudgetItemDto => ({
        id: item.id,
        categoryId: item.categoryId,
        categoryName: item.categoryName ?? 'Deleted category',
        categoryType: type,
        color: item.color ?? '#94A3B8',
        amount: money(f.planned),
        actualAmount: money(f.actual),
        remaining: money(f.remaining),
        overBy: money(f.over),
        percentUsed: f.percentUsed,
        notes: item.notes,
      }),
    ),
    totals: {
      plannedIncome: money(totals.plannedIncome),
      actualIncome: money(totals.actualIncome),
      plannedExpenses: money(totals.plannedExpenses),
      actualExpenses: money(totals.actualExpenses),
      remaining: money(totals.remaining),
    },
    periodActuals: { income: period.income, expenses: period.expenses, loanInterest: period.loanInterest },
    missingRates: await missing.toDtos(db, userId),
  };
}

/** Every item's category must be one of the user's (400 naming the item's field otherwise). */
async function checkCategories(
  db: Db,
  userId: string,
  items: readonly BudgetItemData[],
  field: (i: number) => string,
) {
  const known = await repo.categoryTypes(
    db,
    userId,
    items.map((i) => i.categoryId),
  );
  items.forEach((item, i) => {
    if (!known.has(item.categoryId)) {
      throw badRequest(`${field(i)}: ${BUDGET_MESSAGES.categoryId}`, {
        [field(i)]: BUDGET_MESSAGES.categoryId,
      });
    }
  });
}

/** Stores the planned income and expense totals of the budget's items. */
async function refreshTotals(db: Db, budget: repo.BudgetRow): Promise<repo.BudgetRow> {
  let income = 0n;
  let expenses = 0n;
  for (const item of await repo.itemRows(db, budget.id)) {
    if (item.categoryType === 'income') income += mustParseBigCents(item.amount);
    else expenses += mustParseBigCents(item.amount);
  }
  const totals = { totalIncome: formatBigCents(income), totalExpenses: formatBigCents(expenses) };
  await repo.updateBudgetRow(db, budget.userId, budget.id, totals);
  return { ...budget, ...totals };
}

const tooLarge = amountTooLarge('items');

export async function createBudget(ctx: ServiceContext, data: BudgetData): Promise<BudgetDetail> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const items = data.items ?? [];
      await checkCategories(tx, ctx.userId, items, (i) => `items.${i}.categoryId`);
      const row = await repo.insertBudgetRow(tx, ctx.userId, {
        name: data.name,
        description: data.description,
        startDate: data.startDate,
        endDate: data.endDate,
        isActive: data.isActive,
      });
      await repo.insertItems(tx, row.id, items);
      return detailOf(tx, ctx.userId, await refreshTotals(tx, row), ctx.today);
    },
    tooLarge,
  );
}

export async function updateBudget(ctx: ServiceContext, id: string, data: BudgetData): Promise<BudgetDetail> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const existing = await repo.findBudgetRow(tx, ctx.userId, id, true);
      if (!existing) throw budgetNotFound();
      const values = {
        name: data.name,
        description: data.description,
        startDate: data.startDate,
        endDate: data.endDate,
        isActive: data.isActive,
      };
      await repo.updateBudgetRow(tx, ctx.userId, id, values);
      if (data.items) {
        await checkCategories(tx, ctx.userId, data.items, (i) => `items.${i}.categoryId`);
        await repo.deleteItems(tx, id);
        await repo.insertItems(tx, id, data.items);
      }
      return detailOf(tx, ctx.userId, await refreshTotals(tx, { ...existing, ...values }), ctx.today);
    },
    tooLarge,
  );
}

export async function deleteBudget(ctx: ServiceContext, id: string): Promise<void> {
  if (!(await repo.deleteBudgetRow(ctx.db, ctx.userId, id))) throw budgetNotFound();
}

/** A copy of the budget and its planned items for the month after its period. */
export async function copyBudget(
  ctx: ServiceContext,
  id: string,
  name: string | undefined,
): Promise<BudgetDetail> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const source = await repo.findBudgetRow(tx, ctx.userId, id);
      if (!source) throw budgetNotFound();
      if (source.endDate === null) throw new AppError('validation', BUDGET_MESSAGES.copyOpenEnded);
      const period = nextMonthPeriod(source.startDate, source.endDate);
      const row = await repo.insertBudgetRow(tx, ctx.userId, {
        name: name ?? source.name,
        description: source.description,
        ...period,
        isActive: source.isActive,
        totalIncome: source.totalIncome,
        totalExpenses: source.totalExpenses,
      });
      // Stored amounts fit numeric(15,2) with at most 10 integer digits: safe integers of cents.
      const items = (await repo.itemRows(tx, source.id)).flatMap((item) =>
        item.categoryId
          ? [
              {
                categoryId: item.categoryId,
                amount: Number(mustParseBigCents(item.amount)),
                notes: item.notes,
              },
            ]
          : [],
      );
      await repo.insertItems(tx, row.id, items);
      return detailOf(tx, ctx.userId, await refreshTotals(tx, row), ctx.today);
    },
    tooLarge,
  );
}

async function changeItems(
  ctx: ServiceContext,
  budgetId: string,
  change: (tx: Db) => Promise<void>,
): Promise<BudgetDetail> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const budget = await repo.findBudgetRow(tx, ctx.userId, budgetId, true);
      if (!budget) throw budgetNotFound();
      await change(tx);
      return detailOf(tx, ctx.userId, await refreshTotals(tx, budget), ctx.today);
    },
    amountTooLarge('amount'),
  );
}

async function refuseDuplicate(tx: Db, budgetId: string, categoryId: string, exceptItemId?: string) {
  const taken = (await repo.itemRows(tx, budgetId)).some(
    (i) => i.categoryId === categoryId && i.id !== exceptItemId,
  );
  if (taken) {
    throw new AppError('conflict', BUDGET_MESSAGES.duplicateCategory, {
      categoryId: BUDGET_MESSAGES.duplicateCategory,
    });
  }
}

export function addItem(ctx: ServiceContext, budgetId: string, item: BudgetItemData): Promise<BudgetDetail> {
  return changeItems(ctx, budgetId, async (tx) => {
    await checkCategories(tx, ctx.userId, [item], () => 'categoryId');
    await refuseDuplicate(tx, budgetId, item.categoryId);
    await repo.insertItems(tx, budgetId, [item]);
  });
}

export function updateItem(
  ctx: ServiceContext,
  budgetId: string,
  itemId: string,
  item: BudgetItemData,
): Promise<BudgetDetail> {
  return changeItems(ctx, budgetId, async (tx) => {
    await checkCategories(tx, ctx.userId, [item], () => 'categoryId');
    await refuseDuplicate(tx, budgetId, item.categoryId, itemId);
    if (!(await repo.updateItem(tx, budgetId, itemId, item))) throw itemNotFound();
  });
}

export function deleteItem(ctx: ServiceContext, budgetId: string, itemId: string): Promise<BudgetDetail> {
  return changeItems(ctx, budgetId, async (tx) => {
    if (!(await repo.deleteItem(tx, budgetId, itemId))) throw itemNotFound();
  });
}
