import { type AppError, badRequest } from '../http/errors';
import type { Db } from './client';

/** SQLSTATE 22003: a sum left its numeric column (e.g. a balance past numeric(15,2)). */
export function isNumericOverflow(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e !== null && typeof e === 'object'; depth += 1) {
    if ((e as { code?: unknown }).code === '22003') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const amountTooLarge = (field: string) => () =>
  badRequest(`${field}: Amount is too large`, { [field]: 'Amount is too large' });

/** Runs `work` in one transaction; a numeric overflow rolls it all back and answers `onOverflow()`. */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  onOverflow: () => AppError,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => work(tx));
  } catch (error) {
    if (isNumericOverflow(error)) throw onOverflow();
    throw error;
  }
}
