import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { NetWorthPoint } from '../../../shared/net-worth-history';
import { chartAmount, chartMoneyIn, compactMoneyIn } from '../../lib/money-text';
import { useBaseCurrency } from '../settings/use-settings';
import type { LoanSplit, Slice } from './analytics-data';
import { axis, PALETTE, tooltipStyle } from './chart-style';
import { monthLabel, type TrackingMarker } from './figures';

// The Analytics tab's charts, loaded lazily with the tab (recharts is the largest dependency).

export function NetWorthChart({
  points,
  markers = [],
}: {
  points: readonly NetWorthPoint[];
  /** Where accounts begin to be tracked: a jump there is an account added, not growth. */
  markers?: readonly TrackingMarker[];
}) {
  const data = points.map((p) => ({
    date: p.date,
    netWorth: chartAmount(p.netWorth),
    assets: chartAmount(p.totalAssets),
    liabilities: chartAmount(p.totalLiabilities),
  }));
  const currency = useBaseCurrency();
  const tooltip = chartMoneyIn(currency);
  const ticks = compactMoneyIn(currency);
  return (
    <div className="h-72" role="img" aria-label="Chart of Net Worth, assets and liabilities over time">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tick={axis} stroke="var(--border)" minTickGap={24} />
          <YAxis tick={axis} stroke="var(--border)" tickFormatter={ticks} width={60} />
          <Tooltip formatter={tooltip} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {markers.map((m) => (
            <ReferenceLine
              key={m.date}
              x={m.date}
              stroke="var(--muted-foreground)"
              strokeDasharray="4 4"
              label={{ value: `Tracking ${m.names.join(', ')}`, position: 'insideTopLeft', fontSize: 11 }}
            />
          ))}
          <Line
            dataKey="netWorth"
            name="Net Worth"
            stroke="var(--primary)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="assets"
            name="Assets"
            stroke="var(--positive)"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="liabilities"
            name="Liabilities"
            stroke="var(--negative)"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function AllocationChart({ slices }: { slices: readonly Slice[] }) {
  const data = slices.map((s) => ({ name: s.name, value: chartAmount(s.amount) }));
  const tooltip = chartMoneyIn(useBaseCurrency());
  return (
    <div className="h-72" role="img" aria-label="Chart of asset allocation by type">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
          >
            {data.map((d, i) => (
              <Cell key={d.name} fill={PALETTE[i % PALETTE.length]} />
            ))}
          </Pie>
          <Tooltip formatter={tooltip} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

export function SpendingChart({
  names,
  rows,
}: {
  names: readonly string[];
  rows: readonly { month: string; byName: Record<string, string> }[];
}) {
  const data = rows.map((r) => ({
    month: monthLabel(r.month),
    ...Object.fromEntries(names.map((n) => [n, chartAmount(r.byName[n] ?? '0')])),
  }));
  const currency = useBaseCurrency();
  const tooltip = chartMoneyIn(currency);
  const ticks = compactMoneyIn(currency);
  return (
    <div className="h-72" role="img" aria-label="Chart of spending by category in each of the last 12 months">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="month" tick={axis} stroke="var(--border)" minTickGap={16} />
          <YAxis tick={axis} stroke="var(--border)" tickFormatter={ticks} width={60} />
          <Tooltip formatter={tooltip} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {names.map((n, i) => (
            <Bar
              key={n}
              dataKey={n}
              stackId="spent"
              fill={PALETTE[i % PALETTE.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function LoansChart({ splits }: { splits: readonly LoanSplit[] }) {
  const data = splits.map((s) => ({
    name: s.name,
    principalPaid: chartAmount(s.principalPaid),
    interestPaid: chartAmount(s.interestPaid),
    principalToCome: chartAmount(s.principalToCome),
    interestToCome: chartAmount(s.interestToCome),
  }));
  const currency = useBaseCurrency();
  const tooltip = chartMoneyIn(currency);
  const ticks = compactMoneyIn(currency);
  return (
    <div
      className="h-72"
      role="img"
      aria-label="Chart of each loan's principal and interest, paid and to come"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis type="number" tick={axis} stroke="var(--border)" tickFormatter={ticks} />
          <YAxis type="category" dataKey="name" tick={axis} stroke="var(--border)" width={100} />
          <Tooltip formatter={tooltip} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="principalPaid"
            name="Principal paid"
            stackId="l"
            fill="var(--positive)"
            isAnimationActive={false}
          />
          <Bar
            dataKey="interestPaid"
            name="Interest paid"
            stackId="l"
            fill="var(--negative)"
            isAnimationActive={false}
          />
          <Bar
            dataKey="principalToCome"
            name="Principal to come"
            stackId="l"
            fill="#86efac"
            isAnimationActive={false}
          />
          <Bar
            dataKey="interestToCome"
            name="Interest to come"
            stackId="l"
            fill="#fca5a5"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
