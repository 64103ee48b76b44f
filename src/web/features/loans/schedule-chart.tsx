import { useMemo } from 'react';
import type { ScheduleRowView } from '../../../shared/loans';
import { XYChart } from '../../components/charts/XYChart';
import { centsOf, chartMoneyIn, compactMoneyIn } from '../../lib/money-text';

// Loaded lazily with the loan detail view.

interface YearPoint {
  year: string;
  /** Balance at the end of the year, in the loan's currency (display only). */
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

export default function ScheduleChart({
  rows,
  currency,
}: {
  rows: readonly ScheduleRowView[];
  /** The loan's. */
  currency: string;
}) {
  const points = useMemo(() => yearlyPoints(rows), [rows]);
  const compact = useMemo(() => compactMoneyIn(currency), [currency]);
  const amount = useMemo(() => chartMoneyIn(currency), [currency]);
  const first = points[0];
  const last = points.at(-1);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm text-muted-foreground">
          Balance at year end{first && last ? `, ${first.year} to ${last.year}` : ''}
        </figcaption>
        <XYChart
          label="Chart of the remaining balance at the end of each year"
          className="h-64"
          rows={points}
          x="year"
          series={[
            { key: 'balance', name: 'Balance', kind: 'area', color: 'var(--primary)', strokeWidth: 2 },
          ]}
          formatTick={compact}
          formatValue={amount}
          minLabelGap={16}
        />
      </figure>
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm text-muted-foreground">
          Principal and interest paid each year
        </figcaption>
        <XYChart
          label="Chart of principal against interest paid in each year"
          className="h-64"
          rows={points}
          x="year"
          series={[
            { key: 'principal', name: 'Principal', kind: 'bar', stack: 'paid', color: 'var(--positive)' },
            { key: 'interest', name: 'Interest', kind: 'bar', stack: 'paid', color: 'var(--negative)' },
          ]}
          formatTick={compact}
          formatValue={amount}
          minLabelGap={16}
          legend
        />
      </figure>
    </div>
  );
}
