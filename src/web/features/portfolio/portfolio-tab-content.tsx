import type { PortfolioTab } from '../layout/sections';

/** Each tab's content arrives with its feature (accounts, loans, income and expenses, analyzer). */
export function PortfolioTabContent({ tab, title }: { tab: PortfolioTab; title: string }) {
  return (
    <section aria-label={title} data-tab={tab}>
      <h2 className="sr-only">{title}</h2>
    </section>
  );
}
