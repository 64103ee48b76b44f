import type { ForecastMonthDto } from '../../../shared/cash-flow-forecast';
import { XYChart } from '../../components/charts/XYChart';
import { chartAmount, chartMoneyIn, compactMoneyIn } from '../../lib/money-text';
import { useBaseCurrency } from '../settings/use-settings';
import { monthLabel } from './figures';

// Loaded lazily with the Cash Flow tab.

export default function CashFlowChart({
  months,
  firstNegativeMonth,
}: {
  months: readonly ForecastMonthDto[];
  firstNegativeMonth: string | null;
}) {
  const rows = months.map((m) => ({
    month: monthLabel(m.month),
    income: chartAmount(m.income),
    expenses: chartAmount(m.expenses) + chartAmount(m.loanPayments),
    balance: chartAmount(m.balance),
  }));
  const currency = useBaseCurrency();
  const tooltip = chartMoneyIn(currency);
  const ticks = compactMoneyIn(currency);
  return (
    <XYChart
      label="Chart of projected income, expenses and cash balance by month"
      className="h-72"
      rows={rows}
      x="month"
      series={[
        { key: 'income', name: 'Income', kind: 'bar', color: 'var(--positive)' },
        { key: 'expenses', name: 'Expenses and loan payments', kind: 'bar', color: 'var(--negative)' },
        { key: 'balance', name: 'Cash balance', kind: 'line', color: 'var(--primary)', strokeWidth: 2 },
      ]}
      formatTick={ticks}
      formatValue={tooltip}
      referenceY={[{ at: 0, color: 'var(--muted-foreground)' }]}
      referenceX={
        firstNegativeMonth
          ? [{ at: monthLabel(firstNegativeMonth), color: 'var(--destructive)', label: 'Below zero' }]
          : []
      }
      legend
    />
  );
}
