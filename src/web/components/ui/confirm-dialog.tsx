import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** Destructive confirmation, e.g. deleteConfirmation(name) before a delete. */
export function ConfirmDialog({ open, onOpenChange, ...props }: ConfirmDialogProps) {
  return open ? <ConfirmBox {...props} onCancel={() => onOpenChange(false)} /> : null;
}

function ConfirmBox({
  onCancel,
  title,
  description,
  confirmLabel = 'Delete',
  pending = false,
  onConfirm,
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // An alert dialog (WAI-ARIA APG): focus starts on the safe choice; a press outside does not close it.
  return (
    <Modal
      role="alertdialog"
      onDismiss={onCancel}
      initialFocus={cancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto w-[calc(100vw-1.5rem)] max-w-md rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
        <div className="flex justify-end gap-2">
          <Button ref={cancel} variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Deleting...' : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** docs/product.md §2.4's confirmation text. */
export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/** The confirmation of a delete its toast can undo (decision 139): no "cannot be undone". */
export function undoableDeleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? You can undo it from the notification that follows.`;
}
