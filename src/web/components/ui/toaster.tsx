import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ToastData } from '../../hooks/toast-store';
import { useToast } from '../../hooks/use-toast';
import { cn } from '../../lib/utils';
import { useTopModal } from './modal';

// Our own toaster (docs/decisions/042): a polite live region that is always in the page, so a toast
// is announced when it appears; errors are alerts. Toasts last 5 s (paused while hovered or focused),
// close with their button or Escape, and F8 moves focus to the region. While a modal dialog is open
// the region moves into it: outside, it would be inert and under the backdrop (docs/decisions/071).
const DURATION_MS = 5000;
/** A toast with a button (Undo) stays longer: at least the 10 s decision 139 promises. */
const ACTION_DURATION_MS = 12_000;

function ToastItem({ toast, onDismiss }: { toast: ToastData; onDismiss: () => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onDismiss, toast.action ? ACTION_DURATION_MS : DURATION_MS);
  };
  const pause = () => clearTimeout(timer.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once per toast.
  useEffect(() => {
    start();
    return pause;
  }, []);
  const destructive = toast.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      data-variant={toast.variant ?? 'default'}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      className={cn(
        'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        destructive
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-card text-card-foreground',
      )}
    >
      <div className="grid gap-1">
        {toast.title ? <div className="text-sm font-semibold">{toast.title}</div> : null}
        {toast.description ? <div className="text-sm">{toast.description}</div> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
          className="ml-auto shrink-0 cursor-pointer rounded-md border border-border px-3 py-1 text-sm font-medium hover:bg-accent"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label="Close notification"
        onClick={onDismiss}
        className="absolute right-2 top-2 cursor-pointer rounded p-1"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const region = useRef<HTMLElement>(null);
  const modal = useTopModal();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const viewport = (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed bottom-0 right-0 z-[100] w-full p-4 outline-none sm:max-w-[420px]"
    >
      <ol aria-live="polite" className="flex max-h-screen w-full flex-col gap-2 [&>li]:pointer-events-auto">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
          ))}
      </ol>
    </section>
  );
  return modal ? createPortal(viewport, modal) : viewport;
}
