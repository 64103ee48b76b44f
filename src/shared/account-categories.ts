// The asset and liability categories of docs/product.md §3 and their subtypes. Zod-free, so the dialogs can
// show the category cards without pulling in the contract.

export const USER_ACCOUNT_TYPES = ['ASSET', 'LIABILITY'] as const;
export type UserAccountType = (typeof USER_ACCOUNT_TYPES)[number];

export interface AccountCategory {
  id: string;
  label: string;
  /** Used in the success toast: 'Your {noun} has been added successfully.' */
  noun: string;
  description: string;
  subtypes: readonly string[];
  /** Liability categories whose card carries the 'Calculator' mark and opens the loan dialog. */
  calculator?: boolean;
}

export const ASSET_CATEGORIES = [
  {
    id: 'cash',
    label: 'Cash & Bank Accounts',
    noun: 'cash account',
    description: 'Checking, savings, money market, CDs and cash',
    subtypes: ['checking', 'savings', 'money_market', 'cd', 'cash'],
  },
  {
    id: 'investment',
    label: 'Investments',
    noun: 'investment',
    description: 'Brokerage, retirement accounts, funds, stocks and bonds',
    subtypes: ['brokerage', '401k', 'ira', 'roth_ira', 'mutual_fund', 'etf', 'stocks', 'bonds'],
  },
  {
    id: 'property',
    label: 'Real Estate',
    noun: 'property',
    description: 'Your home, rentals, vacation homes, commercial property and land',
    subtypes: ['primary_residence', 'rental_property', 'vacation_home', 'commercial', 'land'],
  },
  {
    id: 'vehicle',
    label: 'Vehicles',
    noun: 'vehicle',
    description: 'Cars, trucks, motorcycles, boats and RVs',
    subtypes: ['car', 'truck', 'motorcycle', 'boat', 'rv', 'other_vehicle'],
  },
  {
    id: 'other',
    label: 'Other Assets',
    noun: 'asset',
    description: 'Jewelry, art, a business, equipment and anything else of value',
    subtypes: ['jewelry', 'art', 'business', 'equipment', 'other'],
  },
] as const satisfies readonly AccountCategory[];

export const LIABILITY_CATEGORIES = [
  {
    id: 'loan',
    label: 'Loan',
    noun: 'loan',
    description: 'Mortgage, auto, personal and home-equity loans',
    subtypes: ['mortgage', 'auto_loan', 'personal_loan', 'home_equity', 'heloc'],
    calculator: true,
  },
  {
    id: 'credit_card',
    label: 'Credit Card',
    noun: 'credit card',
    description: 'Credit cards, lines of credit and store cards',
    subtypes: ['credit_card', 'line_of_credit', 'store_card'],
  },
  {
    id: 'student_loan',
    label: 'Student Loan',
    noun: 'student loan',
    description: 'Federal, private and Parent PLUS loans',
    subtypes: ['federal_student', 'private_student', 'parent_plus'],
    calculator: true,
  },
  {
    id: 'business_debt',
    label: 'Business Debt',
    noun: 'business debt',
    description: 'Business loans and credit, equipment financing, merchant advances',
    subtypes: ['business_loan', 'business_credit', 'equipment_financing', 'merchant_advance'],
  },
  {
    id: 'other_debt',
    label: 'Other Debt',
    noun: 'debt',
    description: 'Money owed to family, payday loans and other debts',
    subtypes: ['family_loan', 'payday_loan', 'other'],
  },
] as const satisfies readonly AccountCategory[];

const SUBTYPE_LABELS: Record<string, string> = {
  cd: 'CD',
  '401k': '401(k)',
  ira: 'IRA',
  roth_ira: 'Roth IRA',
  etf: 'ETF',
  rv: 'RV',
  heloc: 'HELOC',
  parent_plus: 'Parent PLUS',
  other_vehicle: 'Other Vehicle',
};

/** 'money_market' -> 'Money Market', with the usual abbreviations kept upper case. */
export function subtypeLabel(subtype: string): string {
  return (
    SUBTYPE_LABELS[subtype] ??
    subtype
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export function categoriesOf(type: UserAccountType): readonly AccountCategory[] {
  return type === 'ASSET' ? ASSET_CATEGORIES : LIABILITY_CATEGORIES;
}

export function findCategory(type: UserAccountType, id: string): AccountCategory | undefined {
  return categoriesOf(type).find((category) => category.id === id);
}

/** The category a subtype belongs to within a type (subtypes are unique within each type). */
export function categoryOfSubtype(type: UserAccountType, subtype: string): AccountCategory | undefined {
  return categoriesOf(type).find((category) => category.subtypes.includes(subtype));
}

export function subtypesOf(type: UserAccountType): string[] {
  return categoriesOf(type).flatMap((category) => [...category.subtypes]);
}

export function normalBalanceOf(type: UserAccountType): 'debit' | 'credit' {
  return type === 'ASSET' ? 'debit' : 'credit';
}

/**
 * Whether a new value of the asset is a valuation (a house, car or investment worth more or less,
 * decision 126) rather than a corrected balance (cash: money that went unrecorded).
 */
export function isValuedAsset(type: UserAccountType, category: string | null): boolean {
  return type === 'ASSET' && category !== null && category !== 'cash';
}
