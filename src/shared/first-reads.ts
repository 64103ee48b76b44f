// Where a signed-in path belongs, and which API reads its page starts with (decision 070). The server
// asks the browser to fetch those reads with the HTML (a preload header); the browser's first render
// of the page waits for them and for the page's code, so it paints the page whole (decision 167).

/**
 * The signed-in area of a layout path (docs/product.md §2.1), or null for any other path. An account's
 * page is under Portfolio but has code of its own, so its shell preloads that code instead of the
 * portfolio page's (docs/decisions/158).
 */
export function areaOf(path: string): 'portfolio' | 'account' | 'planning' | 'settings' | null {
  if (/^\/portfolio\/accounts\/[^/]+$/.test(path)) return 'account';
  if (path === '/' || /^\/portfolio(\/.*)?$/.test(path)) return 'portfolio';
  if (/^\/planning(\/.*)?$/.test(path)) return 'planning';
  if (path === '/settings') return 'settings';
  return null;
}

/** Portfolio tabs that show the cash-flow summary (overview cards, income, expenses, the analyzer). */
const SUMMARY_TABS = new Set(['overview', 'income', 'expenses', 'home-purchase']);

/**
 * The API reads a signed-in page starts with, which the server asks the browser to fetch with the HTML
 * (a `Link: rel=preload` header) so they do not wait for the code that makes them (docs/decisions/070).
 * Only reads every view of the path makes at once: a preload the page does not use is wasted, and
 * Chromium warns about it. Reads whose address depends on the data (an account's register, a date
 * range) are left to the page.
 */
export function firstReads(path: string): string[] {
  const area = areaOf(path);
  if (area === 'settings') return ['/api/settings', '/api/auth/sessions', '/api/tokens'];
  if (area === 'planning')
    return ['/api/settings', '/api/balance-sheet', '/api/cash-flow/summary', '/api/loans', '/api/budgets'];
  if (area === 'account') return ['/api/settings', '/api/accounts'];
  if (area !== 'portfolio') return [];
  const [, tab = 'overview', ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0) return ['/api/settings'];
  return [
    '/api/settings',
    '/api/balance-sheet',
    ...(SUMMARY_TABS.has(tab) ? ['/api/cash-flow/summary'] : []),
  ];
}
