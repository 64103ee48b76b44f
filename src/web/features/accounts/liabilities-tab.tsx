import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDecimalUsd, sumDecimals } from '../../../domain/big-cents';
import type { AccountDto } from '../../../shared/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { LoansList } from '../loans/loans-list';
import { AccountList } from './account-list';
import { AddLiabilityDialog } from './add-liability-dialog';
import { useAccounts, useBalanceSheet } from './queries';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** SPEC.md 2.4: plain liability accounts, then the loans (each loan once, in the loans section). */
export function LiabilitiesTab() {
  const { data, isLoading, error } = useAccounts();
  const sheet = useBalanceSheet();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AccountDto | null>(null);
  const liabilities = (data ?? []).filter((a) => a.accountType === 'LIABILITY');
  const plain = liabilities.filter((a) => a.loanId === null);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>Liabilities</CardTitle>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {plural(plain.length, 'account')} · Total{' '}
              <span className="font-semibold text-foreground tabular-nums" data-testid="liabilities-total">
                {formatDecimalUsd(sumDecimals(plain.map((a) => a.currentBalance)))}
              </span>
              {sheet.data && plain.length !== liabilities.length ? (
                <> · All debts incl. loans {formatDecimalUsd(sheet.data.totalLiabilities)}</>
              ) : null}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" /> Add Liability
          </Button>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <p className="text-muted-foreground">Loading…</p>
          ) : error ? (
            <p role="alert" className="text-destructive">
              {errorMessage(error, 'Could not load your liabilities.')}
            </p>
          ) : liabilities.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">
              No liabilities recorded yet. Add your first liability to get started.
            </p>
          ) : plain.length > 0 ? (
            <AccountList accounts={plain} onEdit={setEditing} />
          ) : null}
        </CardContent>
      </Card>
      <LoansList />
      <AddLiabilityDialog open={adding} onOpenChange={setAdding} />
      <AddLiabilityDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        account={editing ?? undefined}
      />
    </div>
  );
}
