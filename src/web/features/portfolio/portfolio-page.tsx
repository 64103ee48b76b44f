import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { cn } from '../../lib/utils';
import { whenPageSettled } from '../../lib/when-page-settled';
import { NetWorthBanner } from '../accounts/net-worth-banner';
import { OverviewTab } from '../income-expenses/overview-tab';
import { PORTFOLIO_TABS, type PortfolioTab } from '../layout/sections';
import { TabNotFound } from '../not-found/not-found-page';
import { AddMenu } from './add-menu';

const TAB_LABELS: Record<PortfolioTab, string> = {
  overview: 'Overview',
  assets: 'Assets',
  liabilities: 'Liabilities',
  income: 'Income',
  expenses: 'Expenses',
  transactions: 'Transactions',
  'home-purchase': 'Home Purchase',
};

// The overview is the signed-in home page: it paints without the other tabs' code, which is fetched
// once the page has settled, so switching tabs does not wait for it (docs/decisions/070).
const otherTabs = () => import('./other-tabs');
const TAB_CONTENT: Record<PortfolioTab, ComponentType> = {
  overview: OverviewTab,
  assets: lazy(() => otherTabs().then((m) => ({ default: m.AssetsTab }))),
  liabilities: lazy(() => otherTabs().then((m) => ({ default: m.LiabilitiesTab }))),
  income: lazy(() => otherTabs().then((m) => ({ default: m.IncomeTab }))),
  expenses: lazy(() => otherTabs().then((m) => ({ default: m.ExpensesTab }))),
  transactions: lazy(() => otherTabs().then((m) => ({ default: m.TransactionsTab }))),
  'home-purchase': lazy(() => otherTabs().then((m) => ({ default: m.HomePurchaseTab }))),
};

function isPortfolioTab(tab: string): tab is PortfolioTab {
  return (PORTFOLIO_TABS as readonly string[]).includes(tab);
}

export default function PortfolioPage() {
  const params = useParams<{ tab?: string }>();
  const tab = params.tab ?? 'overview';
  const Content = isPortfolioTab(tab) ? TAB_CONTENT[tab] : null;
  useEffect(() => whenPageSettled(() => void otherTabs()), []);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Portfolio</h1>
        <AddMenu />
      </div>
      <NetWorthBanner />
      <nav aria-label="Portfolio sections" className="-mx-1">
        <ScrollStrip activeKey={tab}>
          <ul className="flex w-max gap-1 px-1">
            {PORTFOLIO_TABS.map((t) => (
              <li key={t}>
                <Link
                  href={t === 'overview' ? '/portfolio' : `/portfolio/${t}`}
                  aria-current={t === tab ? 'page' : undefined}
                  className={cn(
                    'inline-block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
                    t === tab ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                  )}
                >
                  {TAB_LABELS[t]}
                </Link>
              </li>
            ))}
          </ul>
        </ScrollStrip>
      </nav>
      <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
        {Content ? <Content /> : <TabNotFound />}
      </Suspense>
    </div>
  );
}
