import { lazy, Suspense, useDeferredValue } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageErrorBoundary } from './components/page-error-boundary';
import { useAuth } from './features/auth/use-auth';
import { LandingPage } from './features/landing/landing-page';
import { LayoutShell } from './features/layout/layout-frame';
import { loadable, useLoaded } from './lib/loadable';

// Everything behind sign-in is split into its own chunks so the landing page stays small. The routes'
// code counts as loaded once the page at the address has its code too (decision 167).
const SignedInRoutes = loadable<object>(async () => {
  const [routes] = await Promise.all([
    import('./features/layout/signed-in-routes'),
    import('./features/layout/pages').then((pages) => pages.loadPage(window.location.pathname)),
  ]);
  return routes;
});

/** Starts loading the signed-in page at the address: the prerendered shell's code is on its way. */
export const loadSignedIn = SignedInRoutes.load;
const VerifyPage = lazy(() => import('./features/auth/verify-page'));
const AuthResultPage = lazy(() => import('./features/auth/auth-result-page'));
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** Which page the server sent prerendered in the HTML (docs/decisions/041), if any. */
export type Prerendered = 'landing' | 'shell' | null;

function PageFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="text-muted-foreground">Loading…</span>
    </div>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/home" component={LandingPage} />
      <Route path="/portfolio" component={LandingPage} />
      <Route path="/portfolio/*" component={LandingPage} />
      <Route path="/planning" component={LandingPage} />
      <Route path="/planning/*" component={LandingPage} />
      <Route path="/settings" component={LandingPage} />
      <Route path="/auth/verify" component={VerifyPage} />
      <Route path="/auth/success" component={AuthResultPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * The route tables of docs/product.md §2.1, one for visitors and one for signed-in users. While the sign-in
 * check runs, the page the server prerendered stays as it is: the landing page for a visitor, the
 * layout's shell for a browser with a session cookie. React then renders the same markup, so taking
 * over changes nothing on screen.
 */
export function App({ prerendered = null }: { prerendered?: Prerendered }) {
  const { isAuthenticated, isLoading } = useAuth();
  const guess = isLoading ? prerendered : isAuthenticated ? 'shell' : 'landing';
  // The shell stays as it is until the page's code and first reads are here: no fallback to take back
  // (decision 167). The page then renders as a deferred value, in short slices, whether the sign-in
  // check or the code came last: a whole page at once was a long task on a phone.
  const signedInReady = useLoaded(SignedInRoutes.load, SignedInRoutes.isLoaded, guess === 'shell');
  const showSignedIn = useDeferredValue(guess === 'shell' && !isLoading && signedInReady);
  const [path] = useLocation();
  if (isLoading && guess === null) return <PageFallback />;
  // The last resort, for code that fails before the layout is drawn (the signed-in routes' own).
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={guess === 'shell' ? <LayoutShell /> : <PageFallback />}>
        {guess !== 'shell' ? <SignedOutRoutes /> : showSignedIn ? <SignedInRoutes /> : <LayoutShell />}
      </Suspense>
    </PageErrorBoundary>
  );
}
