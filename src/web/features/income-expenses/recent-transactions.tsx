import type { TransactionType } from '../../../shared/transactions';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { useAccounts } from '../accounts/queries';
import { useBaseCurrency } from '../settings/use-settings';
import { transactionAmountText } from '../transactions/transaction-amount';
import { categoryOfTags, KIND_LABEL, transactionLabel } from './categories';
import { CategoryIcon } from './category-icons';
import { useRecentTransactions } from './queries';

/** A transfer moves money between the user's own accounts: neither earned nor spent. */
const SIGN: Record<TransactionType, string> = { income: '+', expense: '−', transfer: '' };

/** docs/product.md §2.5: the first 5 of the 10 latest, each with description, category, type, amount, date. */
export function RecentTransactions() {
  const recent = useRecentTransactions();
  const items = recent.data?.slice(0, 5) ?? [];
  const currencies = new Map((useAccounts().data ?? []).map((a) => [a.id, a.currency]));
  const baseCurrency = useBaseCurrency();
  return (
    <Card role="region" aria-labelledby="recent-transactions-heading">
      <CardHeader>
        <CardTitle id="recent-transactions-heading">Recent Transactions</CardTitle>
        <CardDescription>Your latest income, expenses and transfers</CardDescription>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading…
          </p>
        ) : recent.isError ? (
          <p className="text-negative">Could not load your transactions. Please try again.</p>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No transactions recorded yet.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => {
              const category = categoryOfTags(item.type, item.tags);
              return (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <span className="rounded-md bg-muted p-2 text-primary">
                    <CategoryIcon kind={item.type} id={category?.id ?? 'other'} className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-medium break-words">{item.description}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge tone="outline">{transactionLabel(item)}</Badge>
                      <span>{KIND_LABEL[item.type]}</span>
                      <time dateTime={item.transactionDate}>{item.transactionDate}</time>
                    </span>
                  </div>
                  <span
                    className={cn(
                      'font-semibold tabular-nums',
                      item.type === 'income' && 'text-positive',
                      item.type === 'expense' && 'text-negative',
                    )}
                  >
                    {SIGN[item.type]}
                    {transactionAmountText(item, currencies, baseCurrency)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
