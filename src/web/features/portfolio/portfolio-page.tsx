import { Link, useParams } from 'wouter';
import { cn } from '../../lib/utils';
import { PORTFOLIO_TABS, type PortfolioTab, sectionTitle } from '../layout/sections';
import { TabNotFound } from '../not-found/not-found-page';
import { PortfolioTabContent } from './portfolio-tab-content';

const TAB_LABELS: Record<PortfolioTab, string> = {
  overview: 'Overview',
  assets: 'Assets',
  liabilities: 'Liabilities',
  income: 'Income',
  expenses: 'Expenses',
  'home-purchase': 'Home Purchase',
};

export default function PortfolioPage() {
  const params = useParams<{ tab?: string }>();
  const tab = params.tab ?? 'overview';
  const known = (PORTFOLIO_TABS as readonly string[]).includes(tab);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Portfolio</h1>
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
      {known ? <PortfolioTabContent tab={tab as PortfolioTab} title={sectionTitle(tab)} /> : <TabNotFound />}
    </div>
  );
}
