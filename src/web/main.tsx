import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSignedIn, type Prerendered } from './app';
import { captureLinkFromAddress } from './features/auth/address-link';
import { setAuthUser } from './features/auth/use-auth';
import { warmIntl } from './lib/warm-intl';
import { Root } from './root';

// The stylesheet: in a build, the prerendered pages carry it (the landing page only what it uses,
// inlined) and the lazy pages import it; the dev server's empty page loads it here (docs/decisions/070).
if (import.meta.env.DEV) void import('./styles.css');

// A sign-in link's token leaves the address bar and history before anything renders.
captureLinkFromAddress();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The server sends the landing page or the signed-in shell prerendered (docs/decisions/041). React
// renders the same markup over it in one commit, so nothing on screen changes when it takes over.
const kind = root.dataset.prerendered;
const prerendered: Prerendered = kind === 'landing' || kind === 'shell' ? kind : null;

// The landing page is only sent to a browser without a session cookie: signed out, no need to ask
// (and no 401 in the console). A sign-in from another tab still arrives through auth_success.
if (prerendered === 'landing') setAuthUser(null);
// A signed-in shell: the page's code, which the HTML preloads, is awaited before the page renders.
// A failure is met again when the page renders, as React.lazy would meet it.
if (prerendered === 'shell') {
  loadSignedIn().catch(() => undefined);
  warmIntl();
}

// The first render is a transition: React renders it in short slices while the prerendered page stays
// on screen, instead of one task that held a phone's main thread for about 70 ms (decision 167).
const reactRoot = createRoot(root);
startTransition(() => reactRoot.render(<Root prerendered={prerendered} />));
