import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useToast } from '../../hooks/use-toast';
import { cn } from '../../lib/utils';

// Radix's viewport gives F8 to focus the region; toasts last 5 s and swipe right to dismiss.
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-all',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {t.title ? <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title> : null}
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
