import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { formatDecimalUsd, sumDecimals } from '../../../domain/big-cents';
import type { AccountDto } from '../../../shared/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { countOf } from '../../lib/count-text';
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

export function AccountSection(props: AccountSectionProps) {
  const { accounts, query, dialog: AccountDialog } = props;
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
                {formatDecimalUsd(sumDecimals(accounts.map((a) => a.currentBalance)))}
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
