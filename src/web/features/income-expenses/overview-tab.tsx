import { CalendarCheck, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { formatDecimalUsd, isNegativeDecimal, sumDecimals } from '../../../domain/big-cents';
import { lastMonthActuals, monthLabel } from './actuals';
import { useCashFlowSummary } from './queries';
import { StatCard } from './stat-card';

/**
 * SPEC.md 2.4: monthly income, monthly expenses (recurring plus loan payments) and cash flow, the
 * projection; beneath each, what last month actually brought, from the transactions posted to
 * accounts (transfers excluded).
 */
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
  const actual = lastMonthActuals(s.actuals);
  const month = actual ? monthLabel(actual.month) : null;
  return (
    <div className="flex flex-col gap-4">
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
      {actual && month ? (
        <section aria-labelledby="last-month-actuals" className="flex flex-col gap-2">
          <h2
            id="last-month-actuals"
            className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
          >
            <CalendarCheck className="size-4" aria-hidden="true" /> Actual in {month}
          </h2>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <StatCard
              title={`Income in ${month}`}
              icon={TrendingUp}
              value={formatDecimalUsd(actual.income)}
              detail="Recorded income posted to your accounts"
            />
            <StatCard
              title={`Expenses in ${month}`}
              icon={TrendingDown}
              value={formatDecimalUsd(actual.expenses)}
              detail="Recorded expenses posted to your accounts"
            />
            <StatCard
              title={`Net in ${month}`}
              icon={Wallet}
              tone={isNegativeDecimal(actual.net) ? 'negative' : 'positive'}
              value={formatDecimalUsd(actual.net)}
              detail="Income minus expenses; transfers between your accounts are left out"
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
