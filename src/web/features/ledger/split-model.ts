import { evaluateAmount } from '../../../domain/amount-expression';
import { type Cents, formatMoney, sumCents } from '../../../domain/money';
import type { Transaction, TransactionSplit } from '../../../shared/transactions';
import { centsIn } from '../../lib/money-text';

// A split as the entry row holds it (decisions 141 and 145): parts typed as text (each amount may be a
// small sum, like the row's own), what is left to share out, and the `splits` payload. Pure: tested
// without a browser.

export interface SplitPart {
  /** '' until a category is chosen. */
  categoryId: string;
  /** As typed: a number or a small sum. */
  amount: string;
  memo: string;
}

export interface PartErrors {
  categoryId?: string;
  amount?: string;
}

export const SPLIT_MESSAGES = {
  category: 'Choose a category for this part',
  amount: 'Enter this part’s amount',
  positive: 'A part must be more than 0',
  tooFew: 'A split needs at least two parts',
  total: 'Enter the total amount first',
} as const;

export const EMPTY_PART: SplitPart = { categoryId: '', amount: '', memo: '' };

/** Splitting starts with two parts: the first keeps the category the row had. */
export function startSplit(categoryId: string): SplitPart[] {
  return [{ ...EMPTY_PART, categoryId }, { ...EMPTY_PART }];
}

/** A stored split's parts, for editing; a part whose category was deleted must be given a new one. */
export function partsOf(splits: readonly TransactionSplit[]): SplitPart[] {
  return splits.map((s) => ({ categoryId: s.categoryId ?? '', amount: s.amount, memo: s.memo ?? '' }));
}

/** The cents a part's amount comes to, or null while it is empty or not a valid amount yet. */
function partCents(part: SplitPart): Cents | null {
  if (part.amount.trim() === '') return null;
  const result = evaluateAmount(part.amount);
  return result.ok ? result.cents : null;
}

/**
 * What is left of the total once the parts are counted (parts not yet valid count as 0), or null
 * while the total itself is not an amount. Negative when the parts come to more than the total.
 */
export function splitRemaining(total: string, parts: readonly SplitPart[]): Cents | null {
  const whole = evaluateAmount(total);
  if (!whole.ok) return null;
  return whole.cents - sumCents(parts.map((p) => partCents(p) ?? 0));
}

/**
 * 'Remaining $2.50', 'Over by $1.00', 'All shared out', or a hint while the total is missing; in the
 * account's currency.
 */
export function remainingLabel(total: string, parts: readonly SplitPart[], currency: string): string {
  const left = splitRemaining(total, parts);
  if (left === null) return SPLIT_MESSAGES.total;
  if (left === 0) return 'All shared out';
  return left > 0 ? `Remaining ${centsIn(left, currency)}` : `Over by ${centsIn(-left, currency)}`;
}

export type SplitCheck =
  | { ok: true; splits: { categoryId: string; amount: string; memo: string | null }[] }
  | { ok: false; parts: PartErrors[]; message?: string };

/**
 * The `splits` payload, or why saving is refused: a part without a category or a valid positive
 * amount, fewer than two parts, or parts that do not add up to the total.
 */
export function checkSplit(total: string, parts: readonly SplitPart[], currency: string): SplitCheck {
  const errors: PartErrors[] = parts.map((part) => {
    const e: PartErrors = {};
    if (part.categoryId === '') e.categoryId = SPLIT_MESSAGES.category;
    if (part.amount.trim() === '') e.amount = SPLIT_MESSAGES.amount;
    else {
      const cents = evaluateAmount(part.amount);
      if (!cents.ok) e.amount = cents.error;
      else if (cents.cents <= 0) e.amount = SPLIT_MESSAGES.positive;
    }
    return e;
  });
  const partsOk = errors.every((e) => e.categoryId === undefined && e.amount === undefined);
  if (parts.length < 2) return { ok: false, parts: errors, message: SPLIT_MESSAGES.tooFew };
  const left = splitRemaining(total, parts);
  if (left === null) return { ok: false, parts: errors, message: SPLIT_MESSAGES.total };
  if (!partsOk) return { ok: false, parts: errors };
  if (left !== 0) {
    const gap =
      left > 0
        ? `${centsIn(left, currency)} is not shared out`
        : `they are over by ${centsIn(-left, currency)}`;
    return { ok: false, parts: errors, message: `The parts must add up to the amount: ${gap}` };
  }
  return {
    ok: true,
    splits: parts.map((p) => ({
      categoryId: p.categoryId,
      amount: formatMoney(partCents(p) ?? 0),
      memo: p.memo.trim() === '' ? null : p.memo.trim(),
    })),
  };
}

/** 'Split (3)': the category a split row shows in a list. */
export function splitLabel(item: Pick<Transaction, 'splits'>): string | null {
  return item.splits.length > 0 ? `Split (${item.splits.length})` : null;
}

/**
 * One part as a line of text, in its row's currency: 'Food $12.00 (milk)'; a deleted category reads
 * 'Uncategorized'.
 */
export function partText(part: TransactionSplit, currency: string): string {
  const cents = evaluateAmount(part.amount);
  const money = cents.ok ? centsIn(cents.cents, currency) : part.amount;
  const memo = part.memo ? ` (${part.memo})` : '';
  return `${part.categoryName ?? 'Uncategorized'} ${money}${memo}`;
}
