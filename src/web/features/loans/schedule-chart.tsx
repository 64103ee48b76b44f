import { useMemo } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatUsd } from '../../../domain/money';
import type { ScheduleRowView } from '../../../shared/loans';
import { centsOf } from '../../lib/money-text';

// Loaded lazily with the loan detail view (recharts is the largest dependency of the app).

interface YearPoint {
  year: string;
  /** Balance at the end of the year, in dollars (display only). */
  balance: number;
  principal: number;
  interest: number;
}

/** One point per calendar year: the closing balance, and principal (with extras) and interest paid. */
function yearlyPoints(rows: readonly ScheduleRowView[]): YearPoint[] {
  const points: YearPoint[] = [];
  let principal = 0;
  let interest = 0;
  rows.forEach((row, i) => {
    principal += (centsOf(row.principal) ?? 0) + (centsOf(row.extra) ?? 0);
    interest += centsOf(row.interest) ?? 0;
    const year = row.date.slice(0, 4);
    if (rows[i + 1]?.date.slice(0, 4) !== year) {
      points.push({
        year,
        balance: (centsOf(row.balance) ?? 0) / 100,
        principal: principal / 100,
        interest: interest / 100,
      });
      principal = 0;
      interest = 0;
    }
  });
  return points;
}

const dollars = (value: unknown) => formatUsd(Math.round(Number(value) * 100), { decimals: 0 });
const compact = (value: number) =>
  value >= 1_000_000
    ? `$${(value / 1_000_000).toFixed(1)}M`
    : value >= 1000
      ? `$${Math.round(value / 1000)}k`
      : `$${value}`;

const axis = { stroke: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    color: 'var(--card-foreground)',
  },
};

export default function ScheduleChart({ rows }: { rows: readonly ScheduleRowView[] }) {
  const points = useMemo(() => yearlyPoints(rows), [rows]);
  const first = points[0];
  const last = points.at(-1);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm text-muted-foreground">
          Balance at year end{first && last ? `, ${first.year} to ${last.year}` : ''}
        </figcaption>
        <div className="h-64" role="img" aria-label="Chart of the remaining balance at the end of each year">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="year" tick={axis} stroke="var(--border)" minTickGap={16} />
              <YAxis tick={axis} stroke="var(--border)" tickFormatter={compact} width={56} />
              <Tooltip formatter={dollars} {...tooltipStyle} />
              <Area
                type="monotone"
                dataKey="balance"
                name="Balance"
                stroke="var(--primary)"
                fill="var(--primary)"
                fillOpacity={0.15}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm text-muted-foreground">
          Principal and interest paid each year
        </figcaption>
        <div className="h-64" role="img" aria-label="Chart of principal against interest paid in each year">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="year" tick={axis} stroke="var(--border)" minTickGap={16} />
              <YAxis tick={axis} stroke="var(--border)" tickFormatter={compact} width={56} />
              <Tooltip formatter={dollars} {...tooltipStyle} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="principal"
                name="Principal"
                stackId="paid"
                fill="var(--positive)"
                isAnimationActive={false}
              />
              <Bar
                dataKey="interest"
                name="Interest"
                stackId="paid"
                fill="var(--negative)"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
