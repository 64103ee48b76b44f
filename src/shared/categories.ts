import { z } from 'zod';

// Budget categories (docs/product.md §3, 6): each is backed by one INCOME or EXPENSE ledger account of the
// user's, so what a transaction earns or spends lands in its category's account.

export const CATEGORY_TYPES = ['income', 'expense'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

const CATEGORY_NAME_MAX = 50;

/** The starting categories of every user: the income and expense dialogs' own (docs/product.md §2.6). */
export const STARTING_CATEGORIES: readonly { slug: string; name: string; type: CategoryType }[] = [
  { slug: 'salary', name: 'Salary', type: 'income' },
  { slug: 'freelance', name: 'Freelance', type: 'income' },
  { slug: 'investment', name: 'Investment', type: 'income' },
  { slug: 'other', name: 'Other income', type: 'income' },
  { slug: 'housing', name: 'Housing', type: 'expense' },
  { slug: 'transportation', name: 'Transportation', type: 'expense' },
  { slug: 'food', name: 'Food', type: 'expense' },
  { slug: 'utilities', name: 'Utilities', type: 'expense' },
  { slug: 'shopping', name: 'Shopping', type: 'expense' },
  { slug: 'other', name: 'Other expense', type: 'expense' },
];

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: `Name must be at most ${CATEGORY_NAME_MAX} characters`,
  nameTaken: 'You already have a category with this name',
  type: 'Type must be income or expense',
  typeChange: 'A category cannot change between income and expense',
  color: 'Colour must be a hex colour like #3B82F6',
  isActive: 'isActive must be true or false',
  hasPostings: 'This category has transactions; archive it instead of deleting it',
} as const;

const M = CATEGORY_MESSAGES;

export const categoryInputSchema = z.strictObject({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CATEGORY_NAME_MAX, M.nameLong),
  type: z.enum(CATEGORY_TYPES, { error: M.type }),
  color: z
    .string({ error: M.color })
    .regex(/^#[0-9a-fA-F]{6}$/, M.color)
    .transform((c) => c.toUpperCase())
    .optional(),
  isActive: z.boolean({ error: M.isActive }).optional(),
});
export type CategoryData = z.output<typeof categoryInputSchema>;

export interface CategoryDto {
  id: string;
  name: string;
  type: CategoryType;
  color: string;
  isActive: boolean;
  /** The dialog category it stands for ('salary', 'food', ...), null for the user's own. */
  slug: string | null;
  /** The INCOME or EXPENSE ledger account that holds its postings. */
  accountId: string;
  /** Whether any journal line is posted to it (then it can be archived, not deleted). */
  hasPostings: boolean;
}
