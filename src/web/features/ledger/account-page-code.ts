import { loadable } from '../../lib/loadable';

// The account page's code: a chunk of its own, which the routes render (features/layout/pages.ts)
// and which links to an account fetch ahead of the click (decision 167).

export const AccountPage = loadable(() => import('./account-page'));

/**
 * Starts fetching the account page's code when a link to an account is pointed at or focused: by the
 * click it is usually there, and the page opens without a "Loading…" first, which React would then
 * hold for 300 ms.
 */
export function prefetchAccountPage(): void {
  AccountPage.load().catch(() => undefined);
}
