import type { NetWorthPoint } from '../../../shared/net-worth-history';
import { DonutChart } from '../../components/charts/DonutChart';
import { HorizontalBarChart } from '../../components/charts/HorizontalBarChart';
import { XYChart } from '../../components/charts/XYChart';
import { currencyLabel } from '../../lib/currency-names';
import { chartAmount, chartMoneyIn, compactMoneyIn } from '../../lib/money-text';
import { useBaseCurrency } from '../settings/use-settings';
import type { LoanSplit, Slice } from './analytics-data';
import { PALETTE } from './chart-style';
import { monthLabel, type TrackingMarker } from './figures';

// The Analytics tab's charts, loaded lazily with the tab.

export function NetWorthChart({
  points,
  markers = [],
}: {
  points: readonly NetWorthPoint[];
  /** Where accounts begin to be tracked: a jump there is an account added, not growth. */
  markers?: readonly TrackingMarker[];
}) {
  const rows = points.map((p) => ({
    date: p.date,
    netWorth: chartAmount(p.netWorth),
    assets: chartAmount(p.totalAssets),
    liabilities: chartAmount(p.totalLiabilities),
  }));
  const currency = useBaseCurrency();
  return (
    <XYChart
      label="Chart of Net Worth, assets and liabilities over time"
      className="h-72"
      rows={rows}
      x="date"
      series={[
        { key: 'netWorth', name: 'Net Worth', kind: 'line', color: 'var(--primary)', strokeWidth: 2 },
        { key: 'assets', name: 'Assets', kind: 'line', color: 'var(--positive)' },
        { key: 'liabilities', name: 'Liabilities', kind: 'line', color: 'var(--negative)' },
      ]}
      formatTick={compactMoneyIn(currency)}
      formatValue={chartMoneyIn(currency)}
      referenceX={markers.map((m) => ({
        at: m.date,
        color: 'var(--muted-foreground)',
        label: `Tracking ${m.names.join(', ')}`,
      }))}
      legend
    />
  );
}

export function AllocationChart({ slices }: { slices: readonly Slice[] }) {
  const currency = useBaseCurrency();
  return (
    <DonutChart
      label="Chart of asset allocation by type"
      className="h-64"
      slices={slices.map((s, i) => ({
        name: s.name,
        value: chartAmount(s.amount),
        color: PALETTE[i % PALETTE.length] ?? 'var(--primary)',
      }))}
      formatValue={chartMoneyIn(currency)}
    />
  );
}

export function SpendingChart({
  names,
  rows,
}: {
  names: readonly string[];
  rows: readonly { month: string; byName: Record<string, string> }[];
}) {
  // Series keys are positions: a category may be called "month".
  const data = rows.map((r) => ({
    month: monthLabel(r.month),
    ...Object.fromEntries(names.map((n, i) => [`s${i}`, chartAmount(r.byName[n] ?? '0')])),
  }));
  const currency = useBaseCurrency();
  return (
    <XYChart
      label="Chart of spending by category in each of the last 12 months"
      className="h-72"
      rows={data}
      x="month"
      series={names.map((n, i) => ({
        key: `s${i}`,
        name: n,
        kind: 'bar' as const,
        stack: 'spent',
        color: PALETTE[i % PALETTE.length] ?? 'var(--primary)',
      }))}
      formatTick={compactMoneyIn(currency)}
      formatValue={chartMoneyIn(currency)}
      minLabelGap={16}
      legend
    />
  );
}

/** The loans of one currency; `titled` names it, for when the loans are in more than one. */
export function LoansChart({
  splits,
  currency,
  titled,
}: {
  splits: readonly LoanSplit[];
  currency: string;
  titled: boolean;
}) {
  const chart = (
    <HorizontalBarChart
      label={`Chart of each loan's principal and interest, paid and to come${titled ? `, in ${currency}` : ''}`}
      className="h-64"
      rows={splits.map((s) => ({
        name: s.name,
        values: {
          principalPaid: chartAmount(s.principalPaid),
          interestPaid: chartAmount(s.interestPaid),
          principalToCome: chartAmount(s.principalToCome),
          interestToCome: chartAmount(s.interestToCome),
        },
      }))}
      parts={[
        { key: 'principalPaid', name: 'Principal paid', color: 'var(--positive)' },
        { key: 'interestPaid', name: 'Interest paid', color: 'var(--negative)' },
        { key: 'principalToCome', name: 'Principal to come', color: '#86efac' },
        { key: 'interestToCome', name: 'Interest to come', color: '#fca5a5' },
      ]}
      formatTick={compactMoneyIn(currency)}
      formatValue={chartMoneyIn(currency)}
    />
  );
  if (!titled) return chart;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm text-muted-foreground">Loans in {currencyLabel(currency)}</figcaption>
      {chart}
    </figure>
  );
}
