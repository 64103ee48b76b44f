import { Link, useParams } from 'wouter';
import { cn } from '../../lib/utils';
import { AssetsTab } from '../accounts/assets-tab';
import { LiabilitiesTab } from '../accounts/liabilities-tab';
import { NetWorthBanner } from '../accounts/net-worth-banner';
import { HomePurchaseTab } from '../analyzer/home-purchase-tab';
import { ExpensesTab } from '../income-expenses/expenses-tab';
import { IncomeTab } from '../income-expenses/income-tab';
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
  'home-purchase': 'Home Purchase',
};

const TAB_CONTENT: Record<PortfolioTab, () => React.ReactNode> = {
  overview: OverviewTab,
  assets: AssetsTab,
  liabilities: LiabilitiesTab,
  income: IncomeTab,
  expenses: ExpensesTab,
  'home-purchase': HomePurchaseTab,
};

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
      <nav aria-label="Portfolio sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
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
      </nav>
      {Content ? <Content /> : <TabNotFound />}
    </div>
  );
}
