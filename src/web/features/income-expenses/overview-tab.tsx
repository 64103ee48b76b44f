import { TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { formatDecimalUsd, isNegativeDecimal, sumDecimals } from '../../../domain/big-cents';
import { useCashFlowSummary } from './queries';
import { StatCard } from './stat-card';

/** SPEC.md 2.4: monthly income, monthly expenses (recurring plus loan payments) and cash flow. */
export function OverviewTab() {
  const summary = useCashFlowSummary();
  if (summary.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  if (summary.isError) {
    return <p className="text-negative">Could not load your cash flow. Please try again.</p>;
  }
  const s = summary.data;
  const expenses = sumDecimals([s.monthlyExpenses, s.monthlyLoanPayments]);
  const sources = (n: number, what: string) => `${n} recurring ${what}${n === 1 ? '' : 's'}`;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <StatCard
        title="Monthly Income"
        icon={TrendingUp}
        value={formatDecimalUsd(s.monthlyIncome)}
        detail={`From ${sources(s.recurringIncomeCount, 'income source')}`}
      />
      <StatCard
        title="Monthly Expenses"
        icon={TrendingDown}
        value={formatDecimalUsd(expenses)}
        detail={`${sources(s.recurringExpenseCount, 'expense')} ${formatDecimalUsd(s.monthlyExpenses)} + loan payments ${formatDecimalUsd(s.monthlyLoanPayments)}`}
      />
      <StatCard
        title="Monthly Cash Flow"
        icon={Wallet}
        tone={isNegativeDecimal(s.monthlyCashFlow) ? 'negative' : 'positive'}
        value={formatDecimalUsd(s.monthlyCashFlow)}
        detail="Income minus expenses and loan payments"
      />
    </div>
  );
}
