import { CATEGORY_MESSAGES, type CategoryData, type CategoryDto } from '../../shared/categories';
import { RULE_MESSAGES } from '../../shared/rules';
import type { Db } from '../db/client';
import { AppError, badRequest, notFound } from '../http/errors';
import { categoryInUse } from '../rules/repository';
import type { ServiceContext } from '../service-context';
import { toCategoryDto } from './presenter';
import * as repo from './repository';

// Budget categories: each an income or expense account of the ledger (docs/decisions/023).

const categoryNotFound = () => notFound('Category not found');

export async function listCategories(db: Db, userId: string): Promise<CategoryDto[]> {
  // In one transaction: a second first read waits on the marker row until all the starting
  // categories are there, instead of listing the half another request has inserted so far.
  await db.transaction((tx) => repo.ensureStartingCategories(tx, userId));
  return (await repo.listCategoryRows(db, userId)).map(({ row, hasPostings }) =>
    toCategoryDto(row, hasPostings),
  );
}

async function refuseTakenName(db: Db, userId: string, name: string, exceptId?: string): Promise<void> {
  if (await repo.categoryNameTaken(db, userId, name, exceptId)) {
    throw new AppError('conflict', CATEGORY_MESSAGES.nameTaken, { name: CATEGORY_MESSAGES.nameTaken });
  }
}

export async function createCategory(ctx: ServiceContext, data: CategoryData): Promise<CategoryDto> {
  const { db, userId } = ctx;
  return db.transaction(async (tx) => {
    await repo.ensureStartingCategories(tx, userId);
    await refuseTakenName(tx, userId, data.name);
    return toCategoryDto(await repo.insertCategory(tx, userId, data), false);
  });
}

export async function updateCategory(
  ctx: ServiceContext,
  id: string,
  data: CategoryData,
): Promise<CategoryDto> {
  const { db, userId } = ctx;
  return db.transaction(async (tx) => {
    const row = await repo.findCategory(tx, userId, id, true);
    if (!row) throw categoryNotFound();
    if (row.type !== data.type) {
      throw badRequest(`type: ${CATEGORY_MESSAGES.typeChange}`, { type: CATEGORY_MESSAGES.typeChange });
    }
    await refuseTakenName(tx, userId, data.name, id);
    const updated = await repo.updateCategoryRow(tx, userId, id, data, ctx.now);
    return toCategoryDto(updated, row.accountId ? await repo.hasPostings(tx, row.accountId) : false);
  });
}

/** A category with postings keeps its history: it can be archived, not deleted (409). */
export async function deleteCategory(ctx: ServiceContext, id: string): Promise<void> {
  const { db, userId } = ctx;
  await db.transaction(async (tx) => {
    const row = await repo.findCategory(tx, userId, id, true);
    if (!row) throw categoryNotFound();
    if (row.accountId && (await repo.hasPostings(tx, row.accountId))) {
      throw new AppError('conflict', CATEGORY_MESSAGES.hasPostings);
    }
    if (await categoryInUse(tx, userId, id)) throw new AppError('conflict', RULE_MESSAGES.categoryInUse);
    await repo.deleteCategoryRow(tx, userId, row);
  });
}
