import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/utils';
import { Modal } from './modal';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every dialog has a title (read by screen readers as its name). */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A modal dialog with a title and a close button; Escape or a press outside closes it too. */
export function Dialog({ open, onOpenChange, ...props }: DialogProps) {
  return open ? <DialogBox {...props} onClose={() => onOpenChange(false)} /> : null;
}

function DialogBox({
  onClose,
  title,
  description,
  children,
  className,
}: Omit<DialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      onDismiss={onClose}
      dismissOnOutsidePress
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg overflow-y-auto rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl',
        className,
      )}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="cursor-pointer rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </Modal>
  );
}
