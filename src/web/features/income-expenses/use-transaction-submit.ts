import { useState } from 'react';
import type { TransactionInput } from '../../../shared/transactions';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useSaveTransaction } from './queries';

/**
 * Saves a transaction (POST, or PUT when `id` is given) the way every transaction form does: the
 * server's field messages back on the form, a toast with the product's words, `onDone` on success.
 */
export function useTransactionSubmit<E extends object>({
  id,
  confirmReconciled = false,
  success,
  onDone,
  errorsFromFields,
}: {
  id?: string;
  /** The user already agreed to change a reconciled transaction (decision 138). */
  confirmReconciled?: boolean;
  /** The toast's title; a function when it depends on what was saved (a plan or a one-off). */
  success: string | ((payload: TransactionInput) => string);
  onDone: () => void;
  errorsFromFields: (fields: Record<string, string> | undefined) => E;
}) {
  const save = useSaveTransaction(id, confirmReconciled);
  const [serverErrors, setServerErrors] = useState<Partial<E>>({});
  const submit = (payload: TransactionInput) => {
    setServerErrors({});
    save.mutate(payload, {
      onSuccess: () => {
        toast({ title: typeof success === 'string' ? success : success(payload) });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(errorsFromFields(error.body?.fields));
        toast({
          title: 'Error',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };
  const reset = () => {
    setServerErrors({});
    save.reset();
  };
  return { submit, reset, pending: save.isPending, serverErrors };
}
