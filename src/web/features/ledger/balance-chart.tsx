import { useMemo } from 'react';
import type { BalanceSeriesDto } from '../../../shared/balance-series';
import { XYChart } from '../../components/charts/XYChart';
import { chartMoneyIn, compactMoneyIn } from '../../lib/money-text';
import { balancePoints, bucketLabel, seriesCaption } from './register-model';

// Loaded lazily with the account page.

/** A UTC day in milliseconds as YYYY-MM-DD. */
const day = (time: string | number) => new Date(Number(time)).toISOString().slice(0, 10);

/**
 * The account's balance at the end of each day with entries, oldest to newest, or at the end of each
 * week, month… of a history longer than a chart shows (decision 164), as its caption says.
 */
export default function BalanceChart({
  series,
  name,
  currency,
}: {
  series: BalanceSeriesDto;
  name: string;
  /** The account's own currency: its balances are in it. */
  currency: string;
}) {
  const points = useMemo(() => balancePoints(series.points), [series.points]);
  const money = chartMoneyIn(currency);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No entries in this period.</p>;
  }
  const every = bucketLabel(series.bucket);
  return (
    <figure className="flex flex-col gap-1">
      {/* Two short lines rather than one long one that wraps: see bucketLabel. */}
      <figcaption className="flex flex-wrap justify-between gap-x-3 text-sm text-muted-foreground">
        <span>{seriesCaption(first.date, last.date)}</span>
        {every ? <span>{every}</span> : null}
      </figcaption>
      <XYChart
        label={`Chart of the balance of ${name} from ${money(first.balance)} on ${first.date} to ${money(last.balance)} on ${last.date}${every ? ` (${every.toLowerCase()})` : ''}`}
        className="h-56"
        rows={points}
        x="time"
        continuousX
        formatX={day}
        series={[
          {
            key: 'balance',
            name: 'Balance',
            kind: 'line',
            step: true,
            color: 'var(--primary)',
            strokeWidth: 2,
          },
        ]}
        formatTick={compactMoneyIn(currency)}
        formatValue={money}
        dots={points.length < 40}
      />
    </figure>
  );
}
