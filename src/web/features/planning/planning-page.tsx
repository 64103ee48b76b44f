import { Link, useParams } from 'wouter';
import { cn } from '../../lib/utils';
import { PLANNING_TABS, type PlanningTab, sectionTitle } from '../layout/sections';
import { TabNotFound } from '../not-found/not-found-page';

const TAB_LABELS: Record<PlanningTab, string> = {
  overview: 'Overview',
  budgets: 'Budgets',
  'cash-flow': 'Cash Flow',
  analytics: 'Analytics',
};

export default function PlanningPage() {
  const params = useParams<{ tab?: string }>();
  const tab = params.tab ?? 'overview';
  const known = (PLANNING_TABS as readonly string[]).includes(tab);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Financial Planning</h1>
      <nav aria-label="Planning sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {PLANNING_TABS.map((t) => (
            <li key={t}>
              <Link
                href={t === 'overview' ? '/planning' : `/planning/${t}`}
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
      {known ? <section aria-label={sectionTitle(tab)} data-tab={tab} /> : <TabNotFound />}
    </div>
  );
}
