// Routing facts of docs/product.md §2.1 and 2.3 as pure functions, so the layout and tests agree.

export const PORTFOLIO_TABS = [
  'overview',
  'assets',
  'liabilities',
  'income',
  'expenses',
  'transactions',
  'home-purchase',
] as const;
export const PLANNING_TABS = ['overview', 'budgets', 'cash-flow', 'analytics'] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];
export type Area = 'portfolio' | 'planning';

const TITLES: Record<string, string> = {
  assets: 'Assets',
  liabilities: 'Liabilities',
  income: 'Income',
  expenses: 'Expenses',
  transactions: 'Transactions',
  budgets: 'Budgets',
  'cash-flow': 'Cash Flow',
  analytics: 'Analytics',
  accounts: 'Account',
};

export function sectionTitle(section: string): string {
  return TITLES[section] ?? section.charAt(0).toUpperCase() + section.slice(1);
}

export interface Location {
  area: Area | 'settings' | 'other';
  section: string | null;
}

export function parseLocation(path: string): Location {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  if (parts.length === 0) return { area: 'portfolio', section: null };
  const [first, second] = parts;
  if (first === 'portfolio' || first === 'planning') return { area: first, section: second ?? null };
  if (first === 'settings') return { area: 'settings', section: null };
  return { area: 'other', section: null };
}

/** The breadcrumb trail: area title, then the section's title when there is one. */
export function breadcrumb(path: string): string[] {
  const { area, section } = parseLocation(path);
  if (area === 'settings') return ['Portfolio Overview', 'Account Settings'];
  const root = area === 'planning' ? 'Financial Planning' : 'Portfolio Overview';
  return section && section !== 'overview' ? [root, sectionTitle(section)] : [root];
}

/** The sections each area's page shows (Planning's loans tab beside its PLANNING_TABS). */
const AREA_SECTIONS: Record<Area, readonly string[]> = {
  portfolio: PORTFOLIO_TABS,
  planning: [...PLANNING_TABS, 'loans'],
};

/**
 * Switching between Portfolio and Planning keeps the section where the other area has it; 'overview'
 * maps to the bare path, and a section the other area lacks (assets, an account's page, budgets from
 * Portfolio) goes to its overview rather than to "tab not found".
 */
export function switchAreaPath(target: Area, path: string): string {
  const { section } = parseLocation(path);
  return section && section !== 'overview' && AREA_SECTIONS[target].includes(section)
    ? `/${target}/${section}`
    : `/${target}`;
}
