import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDecimalUsd, sumDecimals } from '../../../domain/big-cents';
import type { AccountDto } from '../../../shared/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { AccountList } from './account-list';
import { AddAssetDialog } from './add-asset-dialog';
import { useAccounts } from './queries';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** SPEC.md 2.4: asset accounts with their count and total, each with edit and delete. */
export function AssetsTab() {
  const { data, isLoading, error } = useAccounts();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AccountDto | null>(null);
  const assets = (data ?? []).filter((a) => a.accountType === 'ASSET');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Assets</CardTitle>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(assets.length, 'asset')} · Total{' '}
            <span className="font-semibold text-foreground tabular-nums" data-testid="assets-total">
              {formatDecimalUsd(sumDecimals(assets.map((a) => a.currentBalance)))}
            </span>
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" /> Add Asset
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-muted-foreground">Loading…</p>
        ) : error ? (
          <p role="alert" className="text-destructive">
            {errorMessage(error, 'Could not load your assets.')}
          </p>
        ) : assets.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            No assets recorded yet. Add your first asset to get started.
          </p>
        ) : (
          <AccountList accounts={assets} onEdit={setEditing} />
        )}
      </CardContent>
      <AddAssetDialog open={adding} onOpenChange={setAdding} />
      <AddAssetDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        account={editing ?? undefined}
      />
    </Card>
  );
}
