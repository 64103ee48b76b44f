import { useSyncExternalStore } from 'react';
import type { RuleOffer } from '../../../shared/rules';
import { fetchOffer } from './queries';

// The "always put PAYEE in CATEGORY" offer waiting for an answer: raised after an imported payee is
// categorized by hand (the edit dialog has closed by then), shown by the page that hosts the edit.

export type Offer = NonNullable<RuleOffer['offer']>;

let current: Offer | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function setOffer(offer: Offer | null): void {
  current = offer;
  emit();
}

export function useOffer(): Offer | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Asks the server whether to offer a rule for this transaction, and raises the offer if so. */
export async function offerAfterCategorizing(transactionId: string): Promise<void> {
  try {
    setOffer((await fetchOffer(transactionId)).offer);
  } catch {
    // No offer is no loss: the categorization itself is saved.
  }
}
