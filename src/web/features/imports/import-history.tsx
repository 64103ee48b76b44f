import { useState } from 'react';
import type { ImportRecord } from '../../../shared/imports';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { useImports, useUndoImport } from './queries';

// The account's imports, newest first, each undoable as a whole.

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ImportHistory({ accountId }: { accountId: string }) {
  const imports = useImports(accountId);
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  if (imports.isLoading) return <p className="text-sm text-muted-foreground">Loading imports…</p>;
  const list = imports.data ?? [];
  if (list.length === 0)
    return <p className="text-sm text-muted-foreground">No imports into this account yet.</p>;
  const confirm = () => {
    if (!undoing) return;
    undo.mutate(undoing.id, {
      onSuccess: () => {
        toast({
          title: 'Import undone',
          description: `The transactions of "${undoing.fileName}" are removed.`,
        });
        setUndoing(null);
      },
      onError: (e) => {
        toast({
          title: 'Error',
          description: errorMessage(e, 'Could not undo the import'),
          variant: 'destructive',
        });
        setUndoing(null);
      },
    });
  };
  return (
    <>
      <ul className="flex flex-col divide-y divide-border" aria-label="Imports">
        {list.map((record) => (
          <li key={record.id} className="flex flex-wrap items-center gap-3 py-2">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{record.fileName}</span>
              <span className="text-xs text-muted-foreground">
                {record.format.toUpperCase()} · {when(record.createdAt)} · {record.rowsImported} imported,{' '}
                {record.rowsSkipped} skipped
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setUndoing(record)}
              aria-label={`Undo import ${record.fileName}`}
            >
              Undo
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => {
          if (!open && !undo.isPending) setUndoing(null);
        }}
        title="Undo this import?"
        description={`The ${undoing?.rowsImported ?? 0} transactions imported from "${undoing?.fileName ?? ''}" are deleted, with their effect on balances.`}
        confirmLabel="Undo import"
        pending={undo.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
