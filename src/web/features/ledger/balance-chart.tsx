import { useMemo } from 'react';
import type { RegisterRow } from '../../../shared/register';
import { XYChart } from '../../components/charts/XYChart';
import { chartMoneyIn, compactMoneyIn } from '../../lib/money-text';
import { balancePoints } from './register-model';

// Loaded lazily with the account page.

/** A UTC day in milliseconds as YYYY-MM-DD. */
const day = (time: string | number) => new Date(Number(time)).toISOString().slice(0, 10);

/** The account's balance at the end of each day with entries, oldest to newest. */
export default function BalanceChart({
  rows,
  name,
  currency,
}: {
  rows: readonly RegisterRow[];
  name: string;
  /** The account's own currency: its balances are in it. */
  currency: string;
}) {
  const points = useMemo(() => balancePoints(rows), [rows]);
  const money = chartMoneyIn(currency);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No entries in this period.</p>;
  }
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm text-muted-foreground">
        Balance from {first.date} to {last.date}
      </figcaption>
      <XYChart
        label={`Chart of the balance of ${name} from ${money(first.balance)} on ${first.date} to ${money(last.balance)} on ${last.date}`}
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
