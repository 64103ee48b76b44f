import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useAuth } from './features/auth/use-auth';
import { LandingPage } from './features/landing/landing-page';
import { LayoutShell } from './features/layout/layout-frame';

// Everything behind sign-in is split into its own chunks so the landing page stays small.
const SignedInRoutes = lazy(() => import('./features/layout/signed-in-routes'));
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
  if (isLoading && guess === null) return <PageFallback />;
  return (
    <Suspense fallback={guess === 'shell' ? <LayoutShell /> : <PageFallback />}>
      {guess === 'shell' ? isLoading ? <LayoutShell /> : <SignedInRoutes /> : <SignedOutRoutes />}
    </Suspense>
  );
}
