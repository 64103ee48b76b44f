import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { parseMoney } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { invalidateTransactions } from '../income-expenses/queries';
import { useUserToday } from '../settings/use-settings';
import { reconcile } from './queries';

/**
 * "Reconcile": a statement's date and ending balance against the account's cleared rows, the
 * difference live; Finish is enabled at zero (decision 138).
 */
export function ReconcileDialog({
  accountId,
  currency,
  open,
  onOpenChange,
}: {
  accountId: string;
  /** The account's currency: the statement and cleared balances are in it. */
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  // Each opening starts from today in the user's time zone, as every date field does: the dialog
  // stays mounted, so a date chosen when the register first drew would be yesterday's by the next day.
  const today = useUserToday();
  const [statementDate, setStatementDate] = useState(today);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStatementDate(today);
  }
  const [balance, setBalance] = useState('');
  const [saving, setSaving] = useState(false);
  const parsed = parseMoney(balance, { allowNegative: true });
  const ready = open && parsed.ok && /^\d{4}-\d{2}-\d{2}$/.test(statementDate);
  const preview = useQuery({
    queryKey: ['reconcile-preview', accountId, statementDate, balance],
    enabled: ready,
    queryFn: () => reconcile(accountId, { statementDate, statementBalance: balance, dryRun: true }),
  });
  const difference = ready ? preview.data?.difference : undefined;
  const finish = async () => {
    setSaving(true);
    try {
      const done = await reconcile(accountId, { statementDate, statementBalance: balance });
      await invalidateTransactions();
      toast({ title: `Reconciled ${done.transactionCount} transactions through ${done.statementDate}` });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not reconcile.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reconcile"
      description="Enter your statement's date and ending balance. Finish is enabled when the difference is zero."
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-date`}>Statement date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={statementDate}
            onChange={(e) => setStatementDate(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-balance`}>Ending balance</Label>
          <Input
            id={`${id}-balance`}
            inputMode="decimal"
            value={balance}
            onChange={(e) => setBalance(e.target.value)}
            placeholder="0.00"
          />
        </div>
        <dl className="grid grid-cols-2 gap-1 text-sm" aria-live="polite">
          <dt className="text-muted-foreground">Cleared balance</dt>
          <dd className="text-right tabular-nums" data-testid="cleared-balance">
            {ready && preview.data ? moneyIn(preview.data.clearedBalance, currency) : '—'}
          </dd>
          <dt className="text-muted-foreground">Difference</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="reconcile-difference">
            {difference !== undefined ? moneyIn(difference, currency) : '—'}
          </dd>
        </dl>
        {preview.isError ? (
          <p role="alert" className="text-sm text-negative">
            {errorMessage(preview.error, 'Could not compute the difference.')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={difference !== '0.00' || saving} onClick={finish}>
            {saving ? 'Finishing…' : 'Finish'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
