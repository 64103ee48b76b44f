import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Prerendered } from './app';
import { AUTH_USER_KEY } from './features/auth/use-auth';
import { Root } from './root';

// Build-time rendering (scripts/prerender.mjs, docs/decisions/041): the landing page as a visitor sees
// it, and the signed-in layout's shell as a browser with a session cookie sees it while the sign-in
// check runs. Both are rendered by the same components the browser renders over them.

export function renderPage(kind: Exclude<Prerendered, null>): string {
  const client = new QueryClient();
  // The landing page: a visitor (signed out). The shell: still checking who is signed in.
  if (kind === 'landing') client.setQueryData(AUTH_USER_KEY, null);
  return renderToString(
    <Router ssrPath="/">
      <Root client={client} prerendered={kind} />
    </Router>,
  );
}
