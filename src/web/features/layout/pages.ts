import { areaOf, firstReads } from '../../../shared/first-reads';
import { loadable } from '../../lib/loadable';
import { queryClient } from '../../lib/query-client';
import { AccountPage } from '../ledger/account-page-code';

// The signed-in pages, each a chunk of its own that renders at once when its code is here
// (src/web/lib/loadable.ts, decision 167), and what loads a page before it first shows.

export const PortfolioPage = loadable(() => import('../portfolio/portfolio-page'));
export const PlanningPage = loadable(() => import('../planning/planning-page'));
export const SettingsPage = loadable(() => import('../settings/settings-page'));

/** The code of the page at `path` and of the tab it opens. */
async function loadCode(path: string): Promise<void> {
  const [, tab] = path.split('/').filter(Boolean);
  const area = areaOf(path);
  if (area === 'account') await AccountPage.load();
  else if (area === 'portfolio') {
    const page = await import('../portfolio/portfolio-page');
    await Promise.all([PortfolioPage.load(), page.loadTab(tab)]);
  } else if (area === 'planning') {
    const page = await import('../planning/planning-page');
    await Promise.all([PlanningPage.load(), page.loadTab(tab)]);
  } else if (area === 'settings') await SettingsPage.load();
}

/**
 * Loads what the first render of the page at `path` needs: its code, its tab's, and the API reads the
 * server preloaded with the HTML. That render then shows the page itself, never the "Loading…" of a
 * page whose code or data is on its way (src/web/lib/loadable.ts, decision 167). A read that fails is
 * left to the page, which asks again and says what went wrong.
 */
export async function loadPage(path: string): Promise<void> {
  const reads = firstReads(path).map((url) => queryClient.prefetchQuery({ queryKey: [url] }));
  await Promise.all([loadCode(path), ...reads]);
}

/**
 * Starts loading the page at `path` when a link to it is pointed at or focused: by the click its code
 * and first reads are usually here, and the page opens at once instead of after a "Loading…" that
 * React holds for 300 ms (src/web/lib/loadable.ts). A failure is left to the page's own load.
 */
export function prefetchPage(path: string): void {
  loadPage(path).catch(() => undefined);
}
