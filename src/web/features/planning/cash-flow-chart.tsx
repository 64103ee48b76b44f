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
import { axis, compact, dollars, tooltipStyle } from './chart-style';
import { chartDollars, monthLabel } from './figures';

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
    income: chartDollars(m.income),
    expenses: chartDollars(m.expenses) + chartDollars(m.loanPayments),
    balance: chartDollars(m.balance),
  }));
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
          <YAxis tick={axis} stroke="var(--border)" tickFormatter={compact} width={60} />
          <Tooltip formatter={dollars} {...tooltipStyle} />
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
