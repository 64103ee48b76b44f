// The kinds of loan (docs/product.md §3) with their display names: plain data, without Zod, so the web pages
// that list loans do not load the schemas (re-exported by loans.ts, the loans contract).

/** The categories the dialog offers (docs/product.md §3), with their display names. */
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

/**
 * The loan type that goes with a term, where the list has one (15 and 30 years); otherwise none, and
 * the user chooses (a 5-year auto loan is no "30-Year Fixed").
 */
export function defaultLoanType(termYears: number): LoanType | null {
  if (termYears === 15) return '15-Year Fixed';
  if (termYears === 30) return '30-Year Fixed';
  return null;
}

export interface FinancedAssetKind {
  /** As the dialog says it: "Add the home as an asset". */
  noun: 'home' | 'vehicle' | 'asset';
  /** The asset account's label and category (docs/product.md §3). */
  label: 'Home' | 'Vehicle' | 'Asset';
  accountCategory: 'property' | 'vehicle' | 'other';
  accountSubtype: 'primary_residence' | 'car' | 'other';
}

/** What a loan of the category bought, and the asset account it adds for it (decision 128). */
export function financedAssetKind(category: LoanCategory): FinancedAssetKind {
  if (category === 'mortgage' || category === 'home') {
    return { noun: 'home', label: 'Home', accountCategory: 'property', accountSubtype: 'primary_residence' };
  }
  if (category === 'auto') {
    return { noun: 'vehicle', label: 'Vehicle', accountCategory: 'vehicle', accountSubtype: 'car' };
  }
  return { noun: 'asset', label: 'Asset', accountCategory: 'other', accountSubtype: 'other' };
}

/** The name of the asset account a loan adds for what it bought. */
export const financedAssetName = (loanName: string, category: LoanCategory): string =>
  `${loanName} – ${financedAssetKind(category).label}`;
