import type { BulkResult } from '../../../shared/transaction-changes';
import { undoableToast } from '../../hooks/undoable-toast';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import type { BulkAsk } from './bulk-bar';

/**
 * What a bulk change does once answered, on the register and on the Transactions page alike
 * (decisions 139 and 145): clear the selection and offer Undo; or, when reconciled rows are among
 * them, ask first and then send it again confirmed; or say why it failed.
 */
export function bulkChangeCallbacks(
  ask: BulkAsk,
  handlers: { done: () => void; confirmReconciled: () => void },
) {
  return {
    onSuccess: (result: BulkResult) => {
      handlers.done();
      const what =
        ask.action === 'delete' ? 'deleted' : ask.action === 'setCleared' ? 'marked cleared' : 'categorized';
      undoableToast({ title: `${result.changed} transactions ${what}`, changeId: result.changeId });
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.body?.code === 'reconciled') {
        handlers.confirmReconciled();
        return;
      }
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not change them.'),
        variant: 'destructive',
      });
    },
  };
}
