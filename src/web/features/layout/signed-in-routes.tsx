import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { areaOf, firstReads } from '../../../shared/first-reads';
import { loadable } from '../../lib/loadable';
import { queryClient } from '../../lib/query-client';
import { LandingPage } from '../landing/landing-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { AppLayout } from './app-layout';
import '../../styles.css';

const PortfolioPage = loadable(() => import('../portfolio/portfolio-page'));
const PlanningPage = loadable(() => import('../planning/planning-page'));
const SettingsPage = loadable(() => import('../settings/settings-page'));
const AccountPage = loadable(() => import('../ledger/account-page'));

/** The code of the page at `path` and of the tab it opens. */
async function loadCode(path: string): Promise<void> {
  const [, tab] = path.split('/').filter(Boolean);
  const area = areaOf(path);
  if (area === 'account') await AccountPage.load();
  else if (area === 'portfolio') {
    const page = await import('../portfolio/portfolio-page');
    await Promise.all([PortfolioPage.load(), page.loadTab(tab)]);
  } else if (area === 'planning') {
    const page = await import('../planning/planning-page');
    await Promise.all([PlanningPage.load(), page.loadTab(tab)]);
  } else if (area === 'settings') await SettingsPage.load();
}

/**
 * Loads what the first render of the page at `path` needs: its code, its tab's, and the API reads the
 * server preloaded with the HTML. That render then shows the page itself, never the "Loading…" of a
 * page whose code or data is on its way (src/web/lib/loadable.ts, decision 167). A read that fails is
 * left to the page, which asks again and says what went wrong.
 */
export async function loadPage(path: string): Promise<void> {
  const reads = firstReads(path).map((url) => queryClient.prefetchQuery({ queryKey: [url] }));
  await Promise.all([loadCode(path), ...reads]);
}

function InLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppLayout>
      <Suspense
        fallback={
          <p className="text-muted-foreground" data-fallback="page">
            Loading…
          </p>
        }
      >
        {children}
      </Suspense>
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
