import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RegisterRow } from '../../../shared/register';
import { balancePoints } from './register-model';

// Loaded lazily with the account page (recharts is the largest dependency of the app).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compact = (value: number) => {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1000) return `${sign}$${Math.round(abs / 1000)}k`;
  return `${sign}$${Math.round(abs)}`;
};
const axis = { stroke: 'var(--muted-foreground)', fontSize: 12 };
/** A UTC day in milliseconds as YYYY-MM-DD. */
const day = (time: unknown) => new Date(Number(time)).toISOString().slice(0, 10);

/** The account's balance at the end of each day with entries, oldest to newest. */
export default function BalanceChart({ rows, name }: { rows: readonly RegisterRow[]; name: string }) {
  const points = useMemo(() => balancePoints(rows), [rows]);
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
      <div
        className="h-56"
        role="img"
        aria-label={`Chart of the balance of ${name} from ${usd.format(first.balance)} on ${first.date} to ${usd.format(last.balance)} on ${last.date}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={day}
              tick={axis}
              stroke="var(--border)"
              minTickGap={24}
            />
            <YAxis tick={axis} stroke="var(--border)" tickFormatter={compact} width={60} />
            <Tooltip
              formatter={(value) => usd.format(Number(value))}
              labelFormatter={day}
              contentStyle={{
                background: 'var(--card)',
                border: '1px solid var(--border)',
                color: 'var(--card-foreground)',
              }}
            />
            <Line
              type="stepAfter"
              dataKey="balance"
              name="Balance"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={points.length < 40}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
