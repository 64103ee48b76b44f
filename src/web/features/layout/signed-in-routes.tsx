import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { queryClient } from '../../lib/query-client';
import { LandingPage } from '../landing/landing-page';
import { AccountPage } from '../ledger/account-page-code';
import { NotFoundPage } from '../not-found/not-found-page';
import { AppLayout } from './app-layout';
import { PlanningPage, PortfolioPage, SettingsPage } from './pages';
import '../../styles.css';

function InLayout({ children }: { children: React.ReactNode }) {
  const [path] = useLocation();
  // A page that cannot be drawn says so inside the layout: the header and its links still work.
  return (
    <AppLayout>
      <PageErrorBoundary resetKey={path}>
        <Suspense
          fallback={
            <p className="text-muted-foreground" data-fallback="page">
              Loading…
            </p>
          }
        >
          {children}
        </Suspense>
      </PageErrorBoundary>
    </AppLayout>
  );
}

/** docs/product.md §2.1, signed in. /auth/verify and /auth/success show the home view: already signed in. */
export default function SignedInRoutes() {
  // The server data the signed-in pages read, cached by React Query (docs/product.md §7): provided here, not
  // at the root, so the landing page ships without it (docs/decisions/070).
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/home" component={LandingPage} />
        <Route path="/">
          <InLayout>
            <PortfolioPage />
          </InLayout>
        </Route>
        <Route path="/auth/verify">
          <InLayout>
            <PortfolioPage />
          </InLayout>
        </Route>
        <Route path="/auth/success">
          <InLayout>
            <PortfolioPage />
          </InLayout>
        </Route>
        <Route path="/portfolio/accounts/:id">
          <InLayout>
            <AccountPage />
          </InLayout>
        </Route>
        <Route path="/portfolio/:tab?">
          <InLayout>
            <PortfolioPage />
          </InLayout>
        </Route>
        <Route path="/planning/:tab?">
          <InLayout>
            <PlanningPage />
          </InLayout>
        </Route>
        <Route path="/settings">
          <InLayout>
            <SettingsPage />
          </InLayout>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </QueryClientProvider>
  );
}
