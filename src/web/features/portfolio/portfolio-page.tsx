import { type ComponentType, lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { cn } from '../../lib/utils';
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

// The overview is the signed-in home page: it paints without the other tabs' code. Each other tab is
// a chunk of its own, fetched when its link is pointed at or focused (so by the time it is clicked
// it is usually there) or when it is opened: a route downloads only its own tab (issue 28,
// docs/decisions/158).
type OtherTab = Exclude<PortfolioTab, 'overview'>;
const TAB_CODE: Record<OtherTab, () => Promise<{ default: ComponentType }>> = {
  assets: () => import('../accounts/assets-tab').then((m) => ({ default: m.AssetsTab })),
  liabilities: () => import('../accounts/liabilities-tab').then((m) => ({ default: m.LiabilitiesTab })),
  income: () => import('../income-expenses/income-tab').then((m) => ({ default: m.IncomeTab })),
  expenses: () => import('../income-expenses/expenses-tab').then((m) => ({ default: m.ExpensesTab })),
  transactions: () =>
    import('../transactions/transactions-tab').then((m) => ({ default: m.TransactionsTab })),
  'home-purchase': () =>
    import('../analyzer/home-purchase-tab').then((m) => ({ default: m.HomePurchaseTab })),
};
const TAB_CONTENT: Record<PortfolioTab, ComponentType> = {
  overview: OverviewTab,
  assets: lazy(TAB_CODE.assets),
  liabilities: lazy(TAB_CODE.liabilities),
  income: lazy(TAB_CODE.income),
  expenses: lazy(TAB_CODE.expenses),
  transactions: lazy(TAB_CODE.transactions),
  'home-purchase': lazy(TAB_CODE['home-purchase']),
};

/** Starts fetching a tab's code (the browser fetches a chunk once, however often it is asked). */
const prefetchTab = (tab: PortfolioTab) => (tab === 'overview' ? undefined : void TAB_CODE[tab]());

function isPortfolioTab(tab: string): tab is PortfolioTab {
  return (PORTFOLIO_TABS as readonly string[]).includes(tab);
}

export default function PortfolioPage() {
  const params = useParams<{ tab?: string }>();
  const tab = params.tab ?? 'overview';
  const Content = isPortfolioTab(tab) ? TAB_CONTENT[tab] : null;
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
                  onPointerEnter={() => prefetchTab(t)}
                  onFocus={() => prefetchTab(t)}
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
