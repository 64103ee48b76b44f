import { Scale } from 'lucide-react';
import { useId } from 'react';
import { isNegativeDecimal } from '../../../domain/big-cents';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { errorMessage } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { useBalanceSheet } from './queries';

/** docs/product.md §2.4: Net Worth = assets − liabilities, from the ledger's balance sheet. */
export function NetWorthBanner() {
  const { data, isLoading, error } = useBalanceSheet();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-primary/10 p-3 text-primary">
          <Scale className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col">
          <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
            Net Worth
          </h2>
          <p
            className={cn(
              'text-3xl font-bold tabular-nums break-all',
              data && (isNegativeDecimal(data.netWorth) ? 'text-negative' : 'text-positive'),
            )}
            data-testid="net-worth"
            aria-live="polite"
          >
            {isLoading ? '…' : data ? moneyIn(data.netWorth, data.baseCurrency) : '—'}
          </p>
          <MissingRatesNotice missing={data?.missingRates} />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, 'Could not load the balance sheet.')}
        </p>
      ) : (
        <dl className="flex gap-6 text-sm">
          <div className="flex flex-col">
            <dt className="text-muted-foreground">Assets</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-assets">
              {data ? moneyIn(data.totalAssets, data.baseCurrency) : '…'}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground">Liabilities</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-liabilities">
              {data ? moneyIn(data.totalLiabilities, data.baseCurrency) : '…'}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
