// Which prerendered page answers a GET for an app path (docs/decisions/041). Pure, so it is tested
// without a build.

export type PageKind = 'landing' | 'shell' | 'plain';

const SESSION_COOKIES = ['networth_sid', '__Host-networth_sid'];

/** Paths that show the landing page to a visitor (SPEC.md 2.1) and the layout to a signed-in user. */
function isAppPath(path: string): boolean {
  return path === '/' || path === '/settings' || /^\/(portfolio|planning)(\/[^/]*)?$/.test(path);
}

/**
 * A browser with a session cookie gets the signed-in shell on the layout's paths; one without gets
 * the landing page on the paths where visitors see it (and on /home). Every other path gets the empty
 * page, which the client router fills. A stale cookie costs one shell before the landing page.
 */
export function pageFor(path: string, cookies: Record<string, string | undefined>): PageKind {
  const hasSession = SESSION_COOKIES.some((name) => Boolean(cookies[name]));
  if (hasSession) return isAppPath(path) ? 'shell' : 'plain';
  return isAppPath(path) || path === '/home' ? 'landing' : 'plain';
}
