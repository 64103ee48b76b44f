import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { useLocation, useParams } from 'wouter';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { loadable } from '../../lib/loadable';
import { PlanningSummaryCards } from '../income-expenses/planning-summary-cards';
import { RecentTransactions } from '../income-expenses/recent-transactions';
import { PAGE_BOX, PAGE_TITLES } from '../layout/page-titles';
import { PLANNING_TABS } from '../layout/sections';
import { LoansByCategory } from '../loans/loans-by-category';
import { TabNotFound } from '../not-found/not-found-page';

// The dashboard's own tabs (docs/product.md §2.5); the route's tab picks the one shown.
const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview', route: '/planning' },
  { value: 'loans', label: 'Loans', route: '/planning/loans' },
  { value: 'budgets', label: 'Budgeting', route: '/planning/budgets' },
  { value: 'cash-flow', label: 'Cash Flow', route: '/planning/cash-flow' },
  { value: 'analytics', label: 'Analytics', route: '/planning/analytics' },
] as const;

// Each planning tab (and the charts in it) loads with the tab.
const BudgetsTab = loadable(() => import('./budgets-tab'));
const CashFlowTab = loadable(() => import('./cash-flow-tab'));
const AnalyticsTab = loadable(() => import('./analytics-tab'));

/** Loads the code of the tab a planning path opens, before the page first renders (decision 167). */
export async function loadTab(tab: string | undefined): Promise<void> {
  if (tab === 'budgets') await BudgetsTab.load();
  else if (tab === 'cash-flow') await CashFlowTab.load();
  else if (tab === 'analytics') await AnalyticsTab.load();
}

/** Starts loading a tab's code when its trigger is pointed at or focused, so the click finds it here. */
function prefetchTab(tab: string): void {
  loadTab(tab).catch(() => undefined);
}

const loading = (
  <p className="text-muted-foreground" data-fallback="tab">
    Loading…
  </p>
);

export default function PlanningPage() {
  const params = useParams<{ tab?: string }>();
  const [, navigate] = useLocation();
  const tab = params.tab ?? 'overview';
  const known = (PLANNING_TABS as readonly string[]).includes(tab) || tab === 'loans';
  return (
    <div className={PAGE_BOX.planning}>
      <h1 className="text-3xl font-bold">{PAGE_TITLES.planning}</h1>
      <PlanningSummaryCards />
      {known ? (
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            navigate(DASHBOARD_TABS.find((t) => t.value === value)?.route ?? '/planning')
          }
        >
          <ScrollStrip activeKey={tab} className="-mx-1">
            <Tabs.List aria-label="Dashboard sections" className="flex w-max gap-1 px-1">
              {DASHBOARD_TABS.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  onPointerEnter={() => prefetchTab(t.value)}
                  onFocus={() => prefetchTab(t.value)}
                  className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </ScrollStrip>
          <Tabs.Content value="overview" className="pt-4">
            <RecentTransactions />
          </Tabs.Content>
          <Tabs.Content value="loans" className="pt-4">
            <LoansByCategory />
          </Tabs.Content>
          <Tabs.Content value="budgets" className="pt-4">
            <Suspense fallback={loading}>
              <BudgetsTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="cash-flow" className="pt-4">
            <Suspense fallback={loading}>
              <CashFlowTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="analytics" className="pt-4">
            <Suspense fallback={loading}>
              <AnalyticsTab />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <TabNotFound />
      )}
    </div>
  );
}
