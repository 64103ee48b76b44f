// Which prerendered page answers a GET for an app path (docs/decisions/041). Pure, so it is tested
// without a build; the API reads each page starts with are in src/shared/first-reads.ts.

import { areaOf } from '../../shared/first-reads';

export type PageKind =
  | 'landing'
  | 'shell-portfolio'
  | 'shell-account'
  | 'shell-planning'
  | 'shell-settings'
  | 'plain';

const SESSION_COOKIES = ['networth_sid', '__Host-networth_sid'];

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

/**
 * The name of the shell made for the tab a signed-in shell's path opens (`shell-planning-analytics`
 * for /planning/analytics), which preloads the tab's code as well; null for a path that names no tab.
 * The build makes such a shell for some tabs only: the caller falls back to the area's shell.
 */
export function tabShellFor(path: string, kind: PageKind): string | null {
  if (kind !== 'shell-portfolio' && kind !== 'shell-planning') return null;
  const match = /^\/(?:portfolio|planning)\/([a-z][a-z-]{0,39})$/.exec(path);
  return match ? `${kind}-${match[1]}` : null;
}
