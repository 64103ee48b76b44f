import { useQuery } from '@tanstack/react-query';
import { isoDateOf } from '../../../domain/calendar';
import type { AccountHistoryPoint } from '../../../shared/net-worth-history';
import { moneyIn } from '../../lib/money-text';
import { useBaseCurrency } from '../settings/use-settings';

/**
 * An account in another currency than the base: its balance today in the base currency at today's
 * rate, beside its own (decision 153). Without a rate it says so; it never shows the amount at 1.
 */
export function AccountBaseValue({ accountId, currency }: { accountId: string; currency: string }) {
  const base = useBaseCurrency();
  const today = isoDateOf(new Date());
  const other = currency !== base;
  const point = useQuery<AccountHistoryPoint[]>({
    // Under '/api/accounts', so every change to the books refreshes it (book-invalidation.ts).
    queryKey: ['/api/accounts', accountId, `history?from=${today}&to=${today}&interval=day`],
    enabled: other,
  });
  if (!other) return null;
  const last = point.data?.[point.data.length - 1];
  if (!last) return null;
  return (
    <span className="text-sm text-muted-foreground tabular-nums" data-testid="account-base-value">
      {last.baseBalance === null
        ? `No ${currency}→${last.baseCurrency} rate on or before ${last.date}: not counted in Net Worth`
        : `≈ ${moneyIn(last.baseBalance, last.baseCurrency)} at today's rate`}
    </span>
  );
}
