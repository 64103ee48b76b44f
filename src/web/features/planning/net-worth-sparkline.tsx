import { addDays, addMonths, isoDateOf } from '../../../domain/calendar';
import { Sparkline } from '../../components/charts/Sparkline';
import { chartAmount } from '../../lib/money-text';
import { useNetWorthHistory } from './queries';

// A small Net Worth line over the last 12 months for the Net Worth card; loaded lazily.

export default function NetWorthSparkline() {
  const today = isoDateOf(new Date());
  const history = useNetWorthHistory(addDays(addMonths(today, -12), 1), 'week');
  const values = (history.data ?? []).map((p) => chartAmount(p.netWorth));
  if (values.length < 2) return null;
  return (
    <div
      className="h-10 w-full"
      role="img"
      aria-label="Net Worth over the last 12 months"
      data-testid="net-worth-sparkline"
    >
      <Sparkline values={values} color="var(--primary)" />
    </div>
  );
}
