import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Prerendered } from './app';
import { forgetAuthUser, setAuthUser } from './features/auth/use-auth';
import { Root } from './root';

// Build-time rendering (scripts/prerender.mjs, docs/decisions/041): the landing page as a visitor sees
// it, and the signed-in layout's shell as a browser with a session cookie sees it while the sign-in
// check runs. Both are rendered by the same components the browser renders over them.

/** `path`: the address the page is rendered for; a shell shows the title of the page there. */
export function renderPage(kind: Exclude<Prerendered, null>, path = '/'): string {
  // The landing page: a visitor (signed out). The shell: still checking who is signed in.
  if (kind === 'landing') setAuthUser(null);
  else forgetAuthUser();
  return renderToString(
    <Router ssrPath={path}>
      <Root prerendered={kind} />
    </Router>,
  );
}
