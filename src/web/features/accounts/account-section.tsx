import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { sumDecimals } from '../../../domain/big-cents';
import type { AccountDto } from '../../../shared/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { countOf } from '../../lib/count-text';
import { moneyIn } from '../../lib/money-text';
import { useBaseCurrency } from '../settings/use-settings';
import { AccountList } from './account-list';

// The card the Assets and Liabilities tabs share (docs/product.md §2.4): title, count and total, the add
// button, the account list with its loading, error and empty states, and the add and edit dialogs.

type AccountDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account?: AccountDto;
}>;

const TEXTS = {
  ASSET: {
    title: 'Assets',
    noun: 'asset',
    totalTestId: 'assets-total',
    addLabel: 'Add Asset',
    loadError: 'Could not load your assets.',
    emptyText: 'No assets recorded yet. Add your first asset to get started.',
  },
  LIABILITY: {
    title: 'Liabilities',
    noun: 'account',
    totalTestId: 'liabilities-total',
    addLabel: 'Add Liability',
    loadError: 'Could not load your liabilities.',
    emptyText: 'No liabilities recorded yet. Add your first liability to get started.',
  },
} as const;

export interface AccountSectionProps {
  kind: keyof typeof TEXTS;
  /** The accounts listed, counted ('2 assets' / '1 account') and totalled. */
  accounts: AccountDto[];
  /** Shown after the total, in the same line. */
  totalNote?: ReactNode;
  /** The add dialog, also the edit dialog when given an account. */
  dialog: AccountDialog;
  query: { isLoading: boolean; error: unknown };
  /** Whether the empty state shows (the tab may have accounts it lists elsewhere). */
  empty: boolean;
}

/**
 * The section's total: one sum a currency, never two currencies added unconverted (decision 153);
 * the balance sheet above holds the converted total.
 */
function totalsByCurrency(accounts: readonly AccountDto[], base: string): string {
  const byCurrency = new Map<string, string[]>();
  for (const a of accounts) {
    const currency = a.currency ?? base;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), a.currentBalance]);
  }
  if (byCurrency.size === 0) return moneyIn('0', base);
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a === base ? -1 : b === base ? 1 : a.localeCompare(b)))
    .map(([currency, balances]) => moneyIn(sumDecimals(balances), currency))
    .join(' · ');
}

export function AccountSection(props: AccountSectionProps) {
  const { accounts, query, dialog: AccountDialog } = props;
  const base = useBaseCurrency();
  const texts = TEXTS[props.kind];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AccountDto | null>(null);
  return (
    <>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>{texts.title}</CardTitle>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {countOf(accounts.length, texts.noun)} · Total{' '}
              <span className="font-semibold text-foreground tabular-nums" data-testid={texts.totalTestId}>
                {totalsByCurrency(accounts, base)}
              </span>
              {props.totalNote}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" /> {texts.addLabel}
          </Button>
        </CardHeader>
        <CardContent>
          {query.isLoading ? (
            <p className="text-muted-foreground">Loading…</p>
          ) : query.error ? (
            <p role="alert" className="text-destructive">
              {errorMessage(query.error, texts.loadError)}
            </p>
          ) : props.empty ? (
            <p className="py-6 text-center text-muted-foreground">{texts.emptyText}</p>
          ) : accounts.length > 0 ? (
            <AccountList accounts={accounts} onEdit={setEditing} />
          ) : null}
        </CardContent>
      </Card>
      <AccountDialog open={adding} onOpenChange={setAdding} />
      <AccountDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        account={editing ?? undefined}
      />
    </>
  );
}
