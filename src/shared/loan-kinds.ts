// The kinds of loan (SPEC.md 3) with their display names: plain data, without Zod, so the web pages
// that list loans do not load the schemas (re-exported by loans.ts, the loans contract).

/** The categories the dialog offers (SPEC.md 3), with their display names. */
export const LOAN_CATEGORIES = [
  { id: 'mortgage', label: 'Mortgage (Home)' },
  { id: 'auto', label: 'Auto (Car)' },
  { id: 'personal', label: 'Personal' },
  { id: 'student', label: 'Student' },
  { id: 'business', label: 'Business' },
  { id: 'other', label: 'Other' },
] as const;
/** Also accepted from older clients: 'home' and 'education' were seen in stored data. */
export const LOAN_CATEGORY_IDS = [...LOAN_CATEGORIES.map((c) => c.id), 'home', 'education'] as const;
export type LoanCategory = (typeof LOAN_CATEGORY_IDS)[number];

export const LOAN_TYPES = [
  '30-Year Fixed',
  '15-Year Fixed',
  '3-Year ARM',
  '5-Year ARM',
  '7-Year ARM',
  '10-Year ARM',
  'Variable Rate',
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
