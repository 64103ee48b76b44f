import type { IncomeOrExpense } from '../../../shared/transactions';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../hooks/use-toast';
import { EntryRow } from './entry-row';

const TEXT: Record<IncomeOrExpense, { title: string; success: string }> = {
  income: { title: 'Add Income', success: 'Income added successfully' },
  expense: { title: 'Add Expense', success: 'Expense added successfully' },
};

/**
 * A one-off income or expense on an account (docs/decisions/137): the entry row's few fields in a
 * dialog, without the category cards and the recurring settings a plan needs.
 */
export function OneOffDialog({
  kind,
  accountId,
  open,
  onOpenChange,
}: {
  kind: IncomeOrExpense;
  accountId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT[kind].title}
      description="A single transaction, recorded on the account now"
    >
      <EntryRow
        stacked
        accountId={accountId}
        initialType={kind}
        onDone={() => {
          toast({ title: TEXT[kind].success });
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
