import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ExtraPaymentView } from '../../../shared/loans';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { useDeleteExtraPayment, useExtraPayments } from './use-loans';

/** The extra payments recorded on a loan, each with the interest it saved, and a delete. */
export function ExtraPaymentsList({ loanId, currency }: { loanId: string; currency: string }) {
  const money = (text: string | undefined) => moneyIn(text, currency);
  const extras = useExtraPayments(loanId);
  const remove = useDeleteExtraPayment(loanId);
  const [deleting, setDeleting] = useState<ExtraPaymentView | null>(null);
  const list = extras.data ?? [];
  if (list.length === 0) return null;
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Extra payment deleted', description: 'The schedule and balances were updated.' });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete the extra payment'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };
  return (
    <section aria-labelledby="extras-title" className="flex flex-col gap-2">
      <h3 id="extras-title" className="font-semibold">
        Recorded extra payments
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {list.map((extra) => (
          <li key={extra.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="w-28 tabular-nums">{extra.paymentDate}</span>
            <span className="flex-1 font-medium tabular-nums">{money(extra.amount)}</span>
            <span className="text-positive tabular-nums">saved {money(extra.interestSaved)}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete extra payment of ${money(extra.amount)} on ${extra.paymentDate}`}
              onClick={() => setDeleting(extra)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title="Delete extra payment?"
        description={`Are you sure you want to delete the extra payment of ${money(deleting?.amount)} on ${deleting?.paymentDate ?? ''}? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
