// Which prerendered page answers a GET for an app path (docs/decisions/041), and which API reads it
// starts with (decision 070). Pure, so it is tested without a build.

export type PageKind =
  | 'landing'
  | 'shell-portfolio'
  | 'shell-account'
  | 'shell-planning'
  | 'shell-settings'
  | 'plain';

const SESSION_COOKIES = ['networth_sid', '__Host-networth_sid'];

/**
 * The signed-in area of a layout path (docs/product.md §2.1), or null for any other path. An account's
 * page is under Portfolio but has code of its own, so its shell preloads that code instead of the
 * portfolio page's (docs/decisions/158).
 */
function areaOf(path: string): 'portfolio' | 'account' | 'planning' | 'settings' | null {
  if (/^\/portfolio\/accounts\/[^/]+$/.test(path)) return 'account';
  if (path === '/' || /^\/portfolio(\/.*)?$/.test(path)) return 'portfolio';
  if (/^\/planning(\/.*)?$/.test(path)) return 'planning';
  if (path === '/settings') return 'settings';
  return null;
}

/**
 * A browser with a session cookie gets the signed-in shell of the path's area; one without gets the
 * landing page on the paths where visitors see it (and on /home). Every other path gets the empty
 * page, which the client router fills. A stale cookie costs one shell before the landing page.
 */
export function pageFor(path: string, cookies: Record<string, string | undefined>): PageKind {
  const hasSession = SESSION_COOKIES.some((name) => Boolean(cookies[name]));
  const area = areaOf(path);
  if (hasSession) return area ? `shell-${area}` : 'plain';
  return area || path === '/home' ? 'landing' : 'plain';
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
