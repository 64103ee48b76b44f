import { type ReactNode, Suspense, useEffect } from 'react';
import { whenPageSettled } from '../lib/when-page-settled';

// A dialog whose code (its form, the form's schemas, Zod) is not part of the page's first render:
// the page paints its data first and fetches the dialog's code right after it has settled, so the
// code is there before anyone opens the dialog (docs/decisions/070). The page downloads the same
// bytes; only the order changes. Closed, the dialog renders nothing, so its hooks do not run either.

export interface LazyDialogProps {
  open: boolean;
  /** Loads the dialog's code (a dynamic import, which the browser fetches once). */
  prefetch: () => Promise<unknown>;
  /** The dialog, from React.lazy over the same import. */
  children: ReactNode;
}

/**
 * Renders its lazy dialog only while open; its code is fetched once the page has settled after this
 * first mounts, or when the dialog opens, whichever is first.
 */
export function LazyDialog({ open, prefetch, children }: LazyDialogProps) {
  useEffect(() => whenPageSettled(() => void prefetch()), [prefetch]);
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
