import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { AnalyzerResult, RatioBadge, RecommendationTone } from '../../../domain/analyzer';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { formatAmountIn, formatPercent } from './household';

const TONE_CLASSES: Record<RecommendationTone, string> = {
  red: 'border-red-600/40 bg-red-600/10 text-red-800 dark:text-red-200',
  yellow: 'border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200',
  green: 'border-green-600/40 bg-green-600/10 text-green-800 dark:text-green-200',
};

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('text-xl font-bold tabular-nums break-all', className)}>{value}</dd>
    </div>
  );
}

function Ratio({
  label,
  ratio,
  badge,
  limit,
}: {
  label: string;
  ratio: number;
  badge: RatioBadge;
  limit: number;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-sm">
        {label} <span className="text-muted-foreground">(≤ {limit}%)</span>
      </dt>
      <dd className="flex items-center gap-2">
        <span className="font-semibold tabular-nums">{formatPercent(ratio)}</span>
        <Badge tone={badge === 'Good' ? 'success' : 'danger'}>{badge}</Badge>
      </dd>
    </div>
  );
}

/** docs/product.md §2.7's results: figures, ratios with badges, Net Worth impact, verdict and recommendations. */
export function AnalyzerResults({
  result,
  maxPrice,
  currency,
}: {
  result: AnalyzerResult;
  maxPrice: number;
  /** The base currency every figure is in. */
  currency: string;
}) {
  const money = (value: number, decimals: 0 | 2 = 2) => formatAmountIn(value, currency, decimals);
  const VerdictIcon = result.affordable ? CircleCheck : TriangleAlert;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        aria-live="polite"
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-xl border p-4',
          result.affordable ? TONE_CLASSES.green : TONE_CLASSES.red,
        )}
      >
        <VerdictIcon className="size-6 shrink-0" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{result.verdict}</h3>
        {result.highRisk ? <Badge tone="danger">High Risk</Badge> : null}
      </div>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Monthly Payment" value={money(result.estimatedMonthlyPayment)} />
        <Figure label="Total Monthly Housing" value={money(result.totalMonthlyHousing)} />
        <Figure
          label="New Cash Flow"
          value={money(result.newCashFlow)}
          className={result.newCashFlow >= 0 ? 'text-positive' : 'text-negative'}
        />
      </dl>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Debt-to-Income Ratios</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3">
              <Ratio
                label="Front-end ratio"
                ratio={result.frontEndRatio}
                badge={result.frontEndBadge}
                limit={28}
              />
              <Ratio
                label="Back-end ratio"
                ratio={result.backEndRatio}
                badge={result.backEndBadge}
                limit={36}
              />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Net Worth Impact</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2 text-sm">
              {[
                ['Current Net Worth', money(result.currentNetWorth, 0)],
                ['Projected Net Worth', money(result.projectedNetWorth, 0)],
                ['Change', money(result.netWorthChange, 0)],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>How Much House You Can Afford</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <p className="text-2xl font-bold tabular-nums">{money(maxPrice, 0)}</p>
          <p className="text-sm text-muted-foreground">
            The highest price that keeps housing within 28% and all debts within 36% of your income, with the
            down payment, rate, term, taxes, insurance and HOA above.
          </p>
        </CardContent>
      </Card>

      <section
        aria-labelledby="analyzer-recommendations"
        data-tone={result.recommendationTone}
        className={cn('flex flex-col gap-2 rounded-xl border p-4', TONE_CLASSES[result.recommendationTone])}
      >
        <h3 id="analyzer-recommendations" className="font-semibold">
          Recommendations
        </h3>
        <ul className="list-disc pl-5 text-sm">
          {result.recommendations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
