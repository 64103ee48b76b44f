import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';
import { addDays, addMonths, isoDateOf } from '../../../domain/calendar';
import { chartAmount } from '../../lib/money-text';
import { useNetWorthHistory } from './queries';

// A small Net Worth line over the last 12 months for the Net Worth card; loaded lazily.

export default function NetWorthSparkline() {
  const today = isoDateOf(new Date());
  const history = useNetWorthHistory(addDays(addMonths(today, -12), 1), 'week');
  const points = (history.data ?? []).map((p) => ({ date: p.date, value: chartAmount(p.netWorth) }));
  if (points.length < 2) return null;
  return (
    <div
      className="h-10 w-full"
      role="img"
      aria-label="Net Worth over the last 12 months"
      data-testid="net-worth-sparkline"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
          <YAxis hide domain={['dataMin', 'dataMax']} />
          <Line
            dataKey="value"
            stroke="var(--primary)"
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
