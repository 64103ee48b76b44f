import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ForecastMonthDto } from '../../../shared/cash-flow-forecast';
import { chartAmount, chartMoneyIn, compactMoneyIn } from '../../lib/money-text';
import { useBaseCurrency } from '../settings/use-settings';
import { axis, tooltipStyle } from './chart-style';
import { monthLabel } from './figures';

// Loaded lazily with the Cash Flow tab (recharts is the largest dependency of the app).

export default function CashFlowChart({
  months,
  firstNegativeMonth,
}: {
  months: readonly ForecastMonthDto[];
  firstNegativeMonth: string | null;
}) {
  const points = months.map((m) => ({
    month: monthLabel(m.month),
    income: chartAmount(m.income),
    expenses: chartAmount(m.expenses) + chartAmount(m.loanPayments),
    balance: chartAmount(m.balance),
  }));
  const currency = useBaseCurrency();
  const tooltip = chartMoneyIn(currency);
  const ticks = compactMoneyIn(currency);
  return (
    <div
      className="h-72"
      role="img"
      aria-label="Chart of projected income, expenses and cash balance by month"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 16, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="month" tick={axis} stroke="var(--border)" minTickGap={16} />
          <YAxis tick={axis} stroke="var(--border)" tickFormatter={ticks} width={60} />
          <Tooltip formatter={tooltip} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine y={0} stroke="var(--muted-foreground)" />
          {firstNegativeMonth ? (
            <ReferenceLine
              x={monthLabel(firstNegativeMonth)}
              stroke="var(--destructive)"
              strokeDasharray="4 4"
              label={{ value: 'Below zero', fill: 'var(--destructive)', fontSize: 12, position: 'top' }}
            />
          ) : null}
          <Bar dataKey="income" name="Income" fill="var(--positive)" isAnimationActive={false} />
          <Bar
            dataKey="expenses"
            name="Expenses and loan payments"
            fill="var(--negative)"
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="balance"
            name="Cash balance"
            stroke="var(--primary)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
