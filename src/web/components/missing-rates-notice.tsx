import { type MissingRateView, missingRateText } from '../lib/money-text';

/**
 * Says which accounts a figure leaves out for want of an exchange rate (decision 153): a missing rate
 * is never taken as 1, and never left unsaid. Renders nothing when nothing is missing.
 */
export function MissingRatesNotice({ missing }: { missing: readonly MissingRateView[] | undefined }) {
  if (!missing || missing.length === 0) return null;
  return (
    // Spans, not a list: it also sits inside a chart's caption paragraph.
    <span
      role="status"
      className="block text-sm text-amber-700 dark:text-amber-400"
      data-testid="missing-rates"
    >
      {missing.map((m) => (
        <span key={m.currency} className="block">
          {missingRateText(m)}
        </span>
      ))}
    </span>
  );
}
