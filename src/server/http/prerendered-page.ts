// Which prerendered page answers a GET for an app path (docs/decisions/041). Pure, so it is tested
// without a build.

export type PageKind = 'landing' | 'shell-portfolio' | 'shell-planning' | 'shell-settings' | 'plain';

const SESSION_COOKIES = ['networth_sid', '__Host-networth_sid'];

/** The signed-in area of a layout path (SPEC.md 2.1), or null for any other path. */
function areaOf(path: string): 'portfolio' | 'planning' | 'settings' | null {
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
