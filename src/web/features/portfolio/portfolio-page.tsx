import { Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { type Loadable, loadable } from '../../lib/loadable';
import { cn } from '../../lib/utils';
import { NetWorthBanner } from '../accounts/net-worth-banner';
import { OverviewTab } from '../income-expenses/overview-tab';
import { PAGE_BOX, PAGE_TITLES } from '../layout/page-titles';
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
const TAB_CONTENT: Record<OtherTab, Loadable<object>> = {
  assets: loadable(() => import('../accounts/assets-tab').then((m) => ({ default: m.AssetsTab }))),
  liabilities: loadable(() =>
    import('../accounts/liabilities-tab').then((m) => ({ default: m.LiabilitiesTab })),
  ),
  income: loadable(() => import('../income-expenses/income-tab').then((m) => ({ default: m.IncomeTab }))),
  expenses: loadable(() =>
    import('../income-expenses/expenses-tab').then((m) => ({ default: m.ExpensesTab })),
  ),
  transactions: loadable(() =>
    import('../transactions/transactions-tab').then((m) => ({ default: m.TransactionsTab })),
  ),
  'home-purchase': loadable(() =>
    import('../analyzer/home-purchase-tab').then((m) => ({ default: m.HomePurchaseTab })),
  ),
};

/** Starts fetching a tab's code (the browser fetches a chunk once, however often it is asked). */
function prefetchTab(tab: PortfolioTab): void {
  if (tab !== 'overview') TAB_CONTENT[tab].load().catch(() => undefined);
}

/** Loads the code of the tab a portfolio path opens, before the page first renders (decision 167). */
export async function loadTab(tab: string | undefined): Promise<void> {
  if (tab !== undefined && isPortfolioTab(tab) && tab !== 'overview') await TAB_CONTENT[tab].load();
}

function isPortfolioTab(tab: string): tab is PortfolioTab {
  return (PORTFOLIO_TABS as readonly string[]).includes(tab);
}

export default function PortfolioPage() {
  const params = useParams<{ tab?: string }>();
  const tab = params.tab ?? 'overview';
  const Content = !isPortfolioTab(tab) ? null : tab === 'overview' ? OverviewTab : TAB_CONTENT[tab];
  return (
    <div className={PAGE_BOX.portfolio}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{PAGE_TITLES.portfolio}</h1>
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
      <Suspense
        fallback={
          <p className="text-muted-foreground" data-fallback="tab">
            Loading…
          </p>
        }
      >
        {Content ? <Content /> : <TabNotFound />}
      </Suspense>
    </div>
  );
}
