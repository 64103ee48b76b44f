import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useAuth } from './features/auth/use-auth';
import { LandingPage } from './features/landing/landing-page';
import { NotFoundPage } from './features/not-found/not-found-page';

// Everything behind sign-in is split into its own chunks so the landing page stays small.
const SignedInRoutes = lazy(() => import('./features/layout/signed-in-routes'));
const VerifyPage = lazy(() => import('./features/auth/verify-page'));
const AuthResultPage = lazy(() => import('./features/auth/auth-result-page'));

function PageFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="text-muted-foreground">Loading…</span>
    </div>
  );
}

/** The route tables of SPEC.md 2.1, one for visitors and one for signed-in users. */
export function App() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageFallback />;
  return (
    <Suspense fallback={<PageFallback />}>
      {isAuthenticated ? (
        <SignedInRoutes />
      ) : (
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
      )}
    </Suspense>
  );
}
