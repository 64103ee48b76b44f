import { apiRequest } from '../lib/api';
import { invalidateAfter } from '../lib/book-invalidation';
import { queryClient } from '../lib/query-client';
import { toast } from './use-toast';

// A toast with an "Undo" button for a delete or bulk change of transactions (decision 139): the
// button posts the change id to the restore endpoint and refreshes what the change touched.

export function undoableToast(input: { title: string; changeId: string | null; description?: string }): void {
  const { changeId } = input;
  toast({
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    ...(changeId
      ? {
          action: {
            label: 'Undo',
            onClick: () => {
              apiRequest('POST', '/api/transactions/restore', { changeId })
                .then(() => {
                  toast({ title: 'Undone' });
                  return invalidateAfter(queryClient, 'transaction');
                })
                .catch(() =>
                  toast({
                    title: 'Error',
                    description: 'This can no longer be undone.',
                    variant: 'destructive',
                  }),
                );
            },
          },
        }
      : {}),
  });
}
