import { z } from 'zod';
import type { IncomeOrExpense } from './transactions';

// GET /api/transactions/payees?q=: the user's past payees (the descriptions of their income and
// expenses), for the entry row's autocomplete; each with what its latest transaction was filed as,
// so picking one can fill the category (docs/decisions/137).

export const PAYEES_MAX = 10;
const PAYEE_QUERY_MAX = 200;

export const PAYEE_MESSAGES = {
  q: `q must be at most ${PAYEE_QUERY_MAX} characters`,
} as const;

export const payeeQuerySchema = z.strictObject({
  q: z
    .string({ error: PAYEE_MESSAGES.q })
    .max(PAYEE_QUERY_MAX, PAYEE_MESSAGES.q)
    .transform((q) => q.trim())
    .optional(),
});

export interface Payee {
  /** The description as last written. */
  payee: string;
  /** Its latest transaction's type and category (null when uncategorized). */
  type: IncomeOrExpense;
  categoryId: string | null;
  /** Its latest transaction's date. */
  lastDate: string;
}

export const payeeSchema = z.object({
  payee: z.string(),
  type: z.enum(['income', 'expense']),
  categoryId: z.string().nullable(),
  lastDate: z.string(),
});
