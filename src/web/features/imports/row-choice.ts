import type { ImportPreviewRow } from '../../../shared/imports';

// What the person chose for each previewed row: whether to import it, and as what. A row that is the
// other side of a transaction in another account (decision 189) imports as one transfer with it, unless
// a category is chosen instead; the category list's first entry says so.

export interface RowChoice {
  include: boolean;
  categoryId: string | null;
  /** The transaction of another account this row becomes one transfer with; null to import it alone. */
  transferWith: string | null;
}

/** The value of the category list that stands for the proposed transfer (never a category's id). */
export const TRANSFER_OPTION = 'transfer';

export function initialChoice(row: ImportPreviewRow): RowChoice {
  return {
    include: row.status === 'new',
    categoryId: row.categoryId,
    transferWith: row.status === 'new' ? (row.transfer?.transactionId ?? null) : null,
  };
}

export function selectValueOf(choice: RowChoice): string {
  return choice.transferWith !== null ? TRANSFER_OPTION : (choice.categoryId ?? '');
}

export function choiceFromSelect(row: ImportPreviewRow, choice: RowChoice, value: string): RowChoice {
  if (value === TRANSFER_OPTION && row.transfer) {
    return { ...choice, categoryId: null, transferWith: row.transfer.transactionId };
  }
  return { ...choice, categoryId: value === '' ? null : value, transferWith: null };
}

/** The row as the commit sends it, or nothing when it is left out. */
export function committedRow(
  row: ImportPreviewRow,
  choice: RowChoice | undefined,
): { line: number; categoryId: string | null; transferWith?: string }[] {
  if (!choice?.include || row.status === 'error') return [];
  if (choice.transferWith !== null)
    return [{ line: row.line, categoryId: null, transferWith: choice.transferWith }];
  return [{ line: row.line, categoryId: choice.categoryId }];
}
